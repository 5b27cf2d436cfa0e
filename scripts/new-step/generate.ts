/**
 * A new step, all at once (`npm run new-step <slug>`): its plan (./plan.ts), its skeleton's files
 * (./templates/), the edits of the existing files that list every step (./shared-files.ts), and
 * what is left to the author: the prose lines that count the steps, and the files a step changes
 * only when it needs to. {@link newStepChanges} reads and {@link writeNewStep} writes, so that a
 * dry run and a test see exactly what would be written.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { FileEdit } from "../i18n/translated-edits.ts";
import { listSteps } from "../workshop/steps.ts";
import { type NewStepPlan, planStep } from "./plan.ts";
import { sharedEdits } from "./shared-files.ts";
import { type NewFile, stepFiles } from "./templates/index.ts";

/** Everything a new step writes, and what it leaves to its author. */
export interface NewStep {
  plan: NewStepPlan;
  /** the skeleton's files, none of which exists yet */
  files: NewFile[];
  /** the existing files' new texts */
  edits: FileEdit[];
  /** what the author adds by hand, where an edit could not be made safely */
  notes: string[];
  /** how many steps there are before this one */
  count: number;
  /** prose lines that name {@link NewStep.count} as a word (`file:line: text`), to read again */
  counts: string[];
}

/** The files a step changes only when it needs to, for the report. */
export const WHEN_NEEDED: readonly string[] = [
  "slides/INSTRUCTOR.md (and its translations): the step in the session's timing, and rows in the mistakes table if its mistakes deserve them",
  "scripts/platform/system-packages.json: a program its checkpoints run that no step ran before (and `tools` in its checkpoints/step.ts)",
  "README.md (and its translations): the program in the prerequisites, if it needs one",
];

/** Numbers as the prose writes them, up to twenty. */
const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** The English prose a maintainer reads the step count in: the READMEs, the slides, the docs. */
function proseFiles(root: string): string[] {
  const markdown = (dir: string) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((name) => name.endsWith(".md") && !/\.(?:ja|ko)\.md$/.test(name))
          .map((name) => (dir === "." ? name : `${dir}/${name}`))
      : [];
  return [...markdown("."), ...markdown("slides"), ...markdown("docs")].sort();
}

/**
 * The lines of the English prose that name the number of steps there are now as a word ("all
 * ten steps", "the ten checks"), as `file:line: text`: with one step more, each may need another.
 * A file among `edits` is read as the edit leaves it.
 */
export function countLines(root: string, edits: readonly FileEdit[] = []): string[] {
  const word = WORDS[listSteps(root).length];
  if (!word) return [];
  // A file the new step edits is read as it will be, so that its line numbers hold after it.
  const text = (file: string) =>
    edits.find((edit) => edit.file === file)?.text ?? readFileSync(join(root, file), "utf8");
  // "ten steps", "the slowest of the ten"; not "ten minutes".
  const pattern = new RegExp(
    `\\b${word}\\b(?!\\s+(?:minutes|seconds|hours|times|requests|workers|CPUs|cores)\\b)`,
    "i",
  );
  return proseFiles(root).flatMap((file) =>
    text(file)
      .split("\n")
      .flatMap((line, i) => {
        if (!pattern.test(line)) return [];
        const text = line.trim();
        return [`${file}:${i + 1}: ${text.length > 90 ? `${text.slice(0, 89)}…` : text}`];
      }),
  );
}

/**
 * What adding the step `slug` to the repository at `root` writes and edits; nothing is written.
 *
 * @throws NewStepError as {@link planStep} does
 */
export function newStepChanges(root: string, slug: string, title?: string): NewStep {
  const plan = planStep(root, slug, title);
  const { edits, notes } = sharedEdits(plan);
  const count = listSteps(root).length;
  return { plan, files: stepFiles(plan), edits, notes, count, counts: countLines(root, edits) };
}

/**
 * Writes `step`'s files and edits under its plan's root.
 *
 * @throws Error when one of its files exists already (nothing is written then)
 */
export function writeNewStep(step: NewStep): void {
  const { root } = step.plan;
  const there = step.files.filter(({ file }) => existsSync(join(root, file)));
  if (there.length > 0) throw new Error(`${there.map((f) => f.file).join(", ")} exist already`);
  for (const { file, text } of [...step.files, ...step.edits]) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
}
