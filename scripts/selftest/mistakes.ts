/**
 * Learner mistakes the checks must recognise (a check must be able to fail). Each step catalogues
 * its own in
 * `steps/<step>/checkpoints/mistakes.ts` (found by ./step-facts.ts), each written as one edit to a
 * solution file, so that the fixture stays in step with the solution. The self-test applies the
 * edit in a copy of the solution outside the workshop, runs the named checkpoint against it with
 * `--dir`, and expects it to fail with a message containing every `expect` text.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveStep } from "../workshop/steps.ts";

/** A mistake as its step's `checkpoints/mistakes.ts` writes it: the step is the folder's. */
export interface CataloguedMistake {
  /** short name, e.g. "crash loop: primary.ts without exec" */
  name: string;
  /** the solution file to edit */
  file: string;
  /** exact text in the solution file … */
  find: string;
  /** … and what replaces it */
  replace: string;
  /** a regular expression matching the checkpoint(s) to run */
  checkpoint: string;
  /** texts the failure message must contain, case-insensitive */
  expect: string[];
  /** a second edit of the same file, applied first (for a mistake that moves a line) */
  before?: { find: string; replace: string };
  /** only a mistake on Node.js below this version (e.g. pm2 runs .ts natively from 22.18) */
  nodeBelow?: string;
  /** texts the whole report must contain too (a figure line that must not read as a pass) */
  report?: string[];
}

/** A catalogued mistake with its step. */
export interface Mistake extends CataloguedMistake {
  /** step id, e.g. "03-cluster-primary" */
  step: string;
}

/** One edit of a solution file: a catalogued mistake, or a valid variant (./variants.ts). */
export type SolutionEdit = Pick<Mistake, "name" | "step" | "file" | "find" | "replace" | "before">;

/**
 * Copies the edit's solution to a new folder outside the workshop and applies the edit.
 *
 * @returns the folder (the caller removes it)
 * @throws Error when the solution no longer contains the text to edit (the fixture is stale)
 */
export function applyMistake(mistake: SolutionEdit): string {
  const step = resolveStep(mistake.step);
  const dir = mkdtempSync(join(tmpdir(), "workshop-mistake-"));
  cpSync(step.solutionDir, dir, { recursive: true });
  const file = join(dir, mistake.file);
  const edit = (text: string, { find, replace }: { find: string; replace: string }) => {
    if (text.includes(find)) return text.replace(find, replace);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `"${mistake.name}": ${mistake.file} of ${step.id} no longer contains the text to edit`,
    );
  };
  const text = readFileSync(file, "utf8");
  writeFileSync(file, edit(mistake.before ? edit(text, mistake.before) : text, mistake));
  return dir;
}
