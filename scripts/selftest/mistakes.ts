/**
 * Learner mistakes the checks must recognise (a check must be able to fail). Each step catalogues
 * its own in
 * `steps/<step>/checkpoints/mistakes.ts` (found by ./step-facts.ts), each written as one edit to a
 * solution file, so that the fixture stays in step with the solution. The self-test applies the
 * edit in a copy of the solution outside the workshop, runs the named checkpoint against it with
 * `--dir`, and expects it to fail with a message containing every `expect` text. Then it makes the
 * edit the message advises (`advised`), literally, in the mistaken copy, and expects the same
 * checkpoint to pass: advice that does not fix its mistake fails the self-test.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CheckpointKey } from "../workshop/step-facts.ts";
import { resolveStep } from "../workshop/steps.ts";

/** One edit of a file: the first occurrence of `find` becomes `replace`. */
export interface Edit {
  /** exact text in the file … */
  find: string;
  /** … and what replaces it */
  replace: string;
}

/**
 * A mistake as its step's `checkpoints/mistakes.ts` writes it: the step is the folder's. With the
 * step's `MessageKey` as `M` (`CataloguedMistake<MessageKey>`), tsc holds its checkpoint keys to
 * the step's checkpoints.
 */
export interface CataloguedMistake<M extends string = string> {
  /** short name, e.g. "crash loop: primary.ts without exec" */
  name: string;
  /** the solution file to edit */
  file: string;
  /** exact text in the solution file … */
  find: string;
  /** … and what replaces it */
  replace: string;
  /** the checkpoint that must fail on it, by the key of its name (`name.<key>`), or several */
  checkpoint: CheckpointKey<M> | readonly CheckpointKey<M>[];
  /** texts the failure message must contain, case-insensitive */
  expect: string[];
  /** a second edit of the same file, applied first (for a mistake that moves a line) */
  before?: { find: string; replace: string };
  /** only a mistake on Node.js below this version (e.g. pm2 runs .ts natively from 22.18) */
  nodeBelow?: string;
  /** texts the whole report must contain too (a figure line that must not read as a pass) */
  report?: string[];
  /**
   * The edits the failure message tells the learner to make, done literally to the mistaken file
   * in order (not the solution put back): after them the checkpoint must pass.
   */
  advised: readonly Edit[];
}

/** A catalogued mistake with its step. */
export interface Mistake extends CataloguedMistake {
  /** step id, e.g. "03-cluster-primary" */
  step: string;
  /** vitest's `testNamePattern` for its checkpoints: their English names, and no other */
  pattern: string;
}

/** One edit of a solution file: a catalogued mistake, or a valid variant (./variants.ts). */
export type SolutionEdit = Pick<Mistake, "name" | "step" | "file" | "find" | "replace" | "before">;

/** `edit` applied to `text`, or undefined when `text` lacks its `find`. */
function applied(text: string, { find, replace }: Edit): string | undefined {
  return text.includes(find) ? text.replace(find, replace) : undefined;
}

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

/**
 * {@link applyMistake}, then the edits its message advises (`advised`), in the mistaken copy.
 *
 * @returns the folder (the caller removes it)
 * @throws Error when the solution or the mistaken file lacks the text an edit finds
 */
export function applyAdvice(mistake: Mistake): string {
  const dir = applyMistake(mistake);
  const file = join(dir, mistake.file);
  let text = readFileSync(file, "utf8");
  for (const [i, edit] of mistake.advised.entries()) {
    const next = applied(text, edit);
    if (next === undefined) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `"${mistake.name}": advised edit ${i + 1} finds no "${edit.find.slice(0, 40)}" in the mistaken ${mistake.file}`,
      );
    }
    text = next;
  }
  writeFileSync(file, text);
  return dir;
}
