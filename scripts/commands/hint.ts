/**
 * `npm run hint <step> [-- --all]`: the step's hints, one more each call. The next hint is the
 * first not seen yet in the order that fits the last check: the hints for what failed first
 * (see hintOrder), then the rest in order. It shows the titles of the hints already seen and the
 * text of the next one; `--all` shows the text of every hint seen so far again. The hints seen
 * are kept per step in the progress file, by their English titles; a learner whose language has
 * the step's hints translated (`HINTS.ja.md`) reads those, in the same order.
 */

import { join, relative } from "node:path";
import { Marked, type MarkedExtension } from "marked";
import { workshopRoot } from "../harness/paths.ts";
import { checkpointNames } from "../i18n/checkpoint-names.ts";
import { localFile } from "../i18n/lessons.ts";
import { currentLocale } from "../i18n/locale.ts";
import { t } from "../i18n/translate.ts";
import { type Hint, hintOrder, readHints } from "../workshop/hints.ts";
import { progressFile, readProgress, recordProgress } from "../workshop/progress.ts";
import { resolveStep } from "../workshop/steps.ts";
import { colorWanted, colors as pc, terminalWidth, wrap } from "../workshop/terminal.ts";

export interface HintOptions {
  /** print every hint seen so far in full, without revealing a new one */
  all?: boolean;
  /** where the count is kept (tests use their own) */
  file?: string;
}

/**
 * A hint's Markdown rendered for the terminal by marked-terminal (prose reflowed, code
 * highlighted). It colours through chalk, which reads FORCE_COLOR (not NO_COLOR) when first
 * imported: where colours are not wanted, FORCE_COLOR=0 goes first, then the import.
 * marked-terminal reflows by characters, not display columns, and breaks only at spaces: a
 * Japanese or Korean hint keeps its lines (a sentence each) and is wrapped by wrap() alone.
 */
async function render(hint: Hint, number: number, total: number): Promise<string> {
  if (!colorWanted()) process.env.FORCE_COLOR = "0";
  const { markedTerminal } = await import("marked-terminal");
  const reflowText = currentLocale() === "en";
  const markdown = new Marked(
    markedTerminal({ reflowText, width: terminalWidth(), tab: 2 }) as MarkedExtension,
  );
  // marked-terminal reflows paragraphs but not list items: wrap what it leaves too wide.
  const body = wrap((markdown.parse(hint.body) as string).trimEnd());
  return `${pc.bold(t("hint.title", { number, total, title: hint.title }))}\n\n${body}`;
}

/**
 * Prints the next hint of `query`'s step and returns the exit code.
 *
 * @throws UnknownStepError for a step that does not exist
 */
export async function hint(query: string, options: HintOptions = {}): Promise<number> {
  const step = resolveStep(query);
  const number = String(step.number);
  const file = options.file ?? progressFile;
  const hints = readHints(step);
  if (hints.length === 0) {
    const lesson = relative(workshopRoot, localFile(join(step.dir, "README.md")));
    console.log(t("hint.none", { id: step.id, file: lesson }));
    return 1;
  }
  const translated = readHints(step, currentLocale());
  /** `hint` as the learner reads it: in their language when the hints are translated. */
  const local = (hint: Hint) =>
    (translated.length === hints.length && translated[hints.indexOf(hint)]) || hint;
  const progress = readProgress(file)[step.id] ?? {};
  const order = hintOrder(hints, progress.sections);
  const seen = (progress.hintsSeen ?? []).flatMap((title) =>
    hints.filter((h) => h.title === title),
  );
  const next = options.all && seen.length ? undefined : order.find((h) => !seen.includes(h));
  if (next) seen.push(next);
  recordProgress(step.id, { hintsSeen: seen.map((h) => h.title) }, file);
  const earlier = next && !options.all ? seen.slice(0, -1) : [];
  if (earlier.length) {
    console.log(pc.dim(wrap(t("hint.seenBefore", { number }))));
    for (const h of earlier) console.log(pc.dim(`  ${hints.indexOf(h) + 1}. ${local(h).title}`));
    console.log();
  }
  const failed = progress.failed?.[0];
  if (next && failed && progress.sections?.some((section) => next.body.includes(`"${section}"`))) {
    const shown = (await checkpointNames(step))(failed);
    console.log(pc.dim(wrap(t("hint.forFailure", { name: shown }))));
    console.log();
  }
  const picked = options.all ? seen : next ? [next] : seen.slice(-1);
  const texts = await Promise.all(
    picked.map((h) => render(local(h), hints.indexOf(h) + 1, hints.length)),
  );
  console.log(texts.join("\n\n"));
  console.log();
  if (!next && !options.all) {
    console.log(pc.yellow(wrap(t("hint.last", { number }))));
  }
  const footer = seen.length < hints.length ? "hint.more" : "hint.compare";
  console.log(pc.dim(wrap(t(footer, { number }))));
  return 0;
}
