/**
 * What the existing files learn of a new step, written by `npm run new-step` itself: a row of
 * the README's step table and a section of the instructor's deck, each in every language, and
 * the step's line in the GitHub Classroom workflow of docs/github-classroom.md. A translation
 * whose recorded hash was the English's before the edit gets the edited English's hash: both
 * changed alike. One that lagged already keeps its hash, so that the lag still shows
 * (CONTRIBUTING.md, "Translations"). What cannot be written safely (a heading or a table not
 * where it was) is left to the author, as a note saying what to add.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type MarkdownEdits, withTranslations } from "../i18n/translated-edits.ts";
import { addTableRow, headings } from "../workshop/markdown-table.ts";
import { STEP_TABLE } from "../workshop/step-builds.ts";
import { listSteps } from "../workshop/steps.ts";
import type { NewStepPlan } from "./plan.ts";
import { deckHeading, deckSection, readmeRow } from "./templates/markdown.ts";

/** The README's step table with the step's row, in every language. */
function readmeEdits(plan: NewStepPlan): MarkdownEdits {
  let at = -1;
  const what = `a row in "${STEP_TABLE}" for ${plan.stepDir}`;
  return withTranslations(plan.root, "README.md", what, (text, locale) => {
    // The table's heading by its place: a translation's headings are the English's, one for one.
    if (locale === "en") at = headings(text.split("\n")).findIndex((h) => h.text === STEP_TABLE);
    if (at < 0 || text.includes(`\`${plan.stepDir}\``)) return undefined;
    return addTableRow(text, at, readmeRow(plan, locale));
  });
}

/** The deck with the step's section at its end, in every language. */
function deckEdits(plan: NewStepPlan): MarkdownEdits {
  const what = `the section "${deckHeading(plan, "en")}" at the end of the deck`;
  return withTranslations(plan.root, "slides/deck.md", what, (text, locale) => {
    if (text.includes(`\n# ${deckHeading(plan, locale).split(" · ")[0]} `)) return undefined;
    return `${text.endsWith("\n") ? text : `${text}\n`}\n${deckSection(plan, locale)}`;
  });
}

/** The Classroom workflow's three places that list every step: its id, results and runners. */
function classroomEdit(plan: NewStepPlan): MarkdownEdits {
  const file = "docs/github-classroom.md";
  const what = `step${plan.nn} in the Classroom workflow (its check, its _RESULTS line, runners)`;
  const path = join(plan.root, file);
  if (!existsSync(path)) return { edits: [], notes: [] };
  const last = listSteps(plan.root).at(-1);
  const lines = readFileSync(path, "utf8").split("\n");
  const [pn, pnn] = last ? [String(last.number), last.id.slice(0, 2)] : ["", ""];
  const lastOf = (pattern: RegExp) => lines.findLastIndex((line) => pattern.test(line));
  const check = lastOf(new RegExp(`^\\s*- \\{ id: step${pnn}, .*\\bcheck step${pn} `));
  const results = lastOf(new RegExp(`^\\s*STEP${pnn}_RESULTS: `));
  const runners = lastOf(new RegExp(`^\\s*runners: .*\\bstep${pnn}$`));
  if (!last || check < 0 || results < 0 || runners < 0)
    return { edits: [], notes: [`${file}: ${what}`] };
  const renumber = (line: string) =>
    line
      .replaceAll(`step${pnn}`, `step${plan.nn}`)
      .replaceAll(`STEP${pnn}`, `STEP${plan.nn}`)
      .replaceAll(`Step ${pnn}`, `Step ${plan.nn}`)
      .replaceAll(`check step${pn} `, `check step${plan.number} `);
  const edited = [...lines];
  edited[runners] = `${lines[runners]},step${plan.nn}`;
  // From the last line up, so that the earlier places keep their index.
  for (const at of [results, check].sort((a, b) => b - a))
    edited.splice(at + 1, 0, renumber(lines[at] ?? ""));
  return { edits: [{ file, text: edited.join("\n"), what }], notes: [] };
}

/**
 * Every edit of an existing file a new step needs, made in memory (nothing is written), and the
 * notes of what the author adds by hand where an edit could not be made.
 */
export function sharedEdits(plan: NewStepPlan): MarkdownEdits {
  const parts = [readmeEdits(plan), deckEdits(plan), classroomEdit(plan)];
  return { edits: parts.flatMap((p) => p.edits), notes: parts.flatMap((p) => p.notes) };
}
