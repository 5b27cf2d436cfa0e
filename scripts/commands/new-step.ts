/**
 * `npm run new-step <slug> [-- --title <text>] [-- --dry-run]`, for maintainers: writes the
 * skeleton of a new step in every language (../new-step/), edits the files that list every step,
 * and prints what is left to write: the content, marked "AUTHOR:" wherever it goes. Like `bench`
 * and `selftest`, it speaks English (CONTRIBUTING.md, "Translations").
 */
import { workshopRoot } from "../harness/paths.ts";
import { newStepChanges, WHEN_NEEDED, writeNewStep } from "../new-step/generate.ts";
import { NewStepError } from "../new-step/plan.ts";
import { colors as pc } from "../workshop/terminal.ts";

export interface NewStepOptions {
  /** the lesson's title after its number (default: the slug as words) */
  title?: string;
  /** print what would be written, and write nothing */
  dryRun?: boolean;
}

/**
 * Adds the step `slug` to the repository at `root` and prints what it wrote and what is left.
 *
 * @returns the exit code: 0 when written (or, with `dryRun`, when it could be), 2 when refused
 * @throws Error for a fault other than a refused request (a file that cannot be written)
 */
export function newStep(slug: string, options: NewStepOptions = {}, root = workshopRoot): number {
  let step: ReturnType<typeof newStepChanges>;
  try {
    step = newStepChanges(root, slug, options.title);
  } catch (error) {
    if (!(error instanceof NewStepError)) throw error;
    console.error(pc.red(error.message));
    return 2;
  }
  const { plan, files, edits, notes, counts } = step;
  if (!options.dryRun) writeNewStep(step);
  const verb = options.dryRun ? "Would write" : "Wrote";
  const list = (lines: readonly string[]) => lines.map((line) => `  ${line}`).join("\n");
  // The README's row is made from the step's messages (`step.builds`): not written by hand.
  const placeholders = edits
    .filter((e) => e.text.includes("AUTHOR:") && !/^README(?:\.\w+)?\.md$/.test(e.file))
    .map((e) => e.file);
  const author = [plan.stepDir, plan.solutionDir, ...placeholders];
  console.log(
    [
      pc.bold(`Step ${plan.id}: "${plan.nn} · ${plan.title}"`),
      "",
      `${verb} ${files.length} new files:`,
      list(files.map((f) => f.file)),
      "",
      `${options.dryRun ? "Would edit" : "Edited"} ${edits.length} existing files:`,
      list(edits.map((e) => `${e.file}: ${e.what}`)),
      ...(notes.length ? ["", pc.yellow("Add by hand:"), list(notes)] : []),
      "",
      'Write the content wherever "AUTHOR:" stands (a comment says what goes there):',
      `  grep -rn "AUTHOR:" ${author.join(" ")}`,
      "The deck's new section is at the end of each deck, after the closing slides: move it",
      "before them, in every language.",
      'What the step builds is its "step.builds" message, in each language; then',
      '`npm run dev-check -- --fix` writes it into the README\'s table "The steps".',
      "The skeleton's index.ts, its GREETING checkpoint, mistake, variant and requirement are",
      'examples to replace with the step\'s own (CONTRIBUTING.md, "Adding a step").',
      ...(counts.length
        ? [
            "",
            `Prose that counts the steps as ${step.count} (and its translations) may need ${step.count + 1}:`,
            list(counts),
          ]
        : []),
      "",
      "When the step needs it:",
      list(WHEN_NEEDED),
      "",
      "Then prove it:",
      list([
        "npm run dev-check",
        "npm run typecheck && npm run lint",
        `npm run selftest -- --only ${plan.id}`,
        `npm run bench -- ${plan.number}`,
        "npm run test:slides",
      ]),
    ].join("\n"),
  );
  return 0;
}
