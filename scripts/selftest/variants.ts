/**
 * Valid variants (a correct learner marked red is the worst defect): correct code written otherwise
 * than the solution, in styles real learners write. Each step catalogues its own in
 * `steps/<step>/checkpoints/variants.ts` (found by ./step-facts.ts). A variant is either one edit
 * of a solution file, like the mistakes (./mistakes.ts), or whole files from a fixture folder
 * (`steps/<step>/checkpoints/variants/<files>/`) copied over a copy of the solution. The self-test
 * applies it outside the workshop and expects every checkpoint of the step to pass on it: a correct
 * submission marked red is the worst verdict a check can give.
 *
 * A fixture holds only the files the learner wrote otherwise. tsc leaves the fixtures out
 * (tsconfig.json): they import their solution's other files, and the checks type-check them
 * there. A fixture with top-level await brings the learner's `package.json` (`"type": "module"`),
 * which the workshop's own gives a step folder inside it but not a copy outside.
 */
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CheckpointKey } from "../workshop/step-facts.ts";
import { resolveStep, type Step } from "../workshop/steps.ts";
import { applyMistake, type SolutionEdit } from "./mistakes.ts";

/** A variant whose files replace the solution's: the fixture folder's files, copied over it. */
export interface FixtureVariant {
  name: string;
  step: string;
  /** the fixture folder under `steps/<step>/checkpoints/variants/` */
  files: string;
}

/**
 * From which Node.js a variant is correct, when not on all (e.g. pm2 with no interpreter
 * settings, which Node.js runs as TypeScript itself from 22.6): below it, the self-test skips it.
 * And, for a one-edit variant whose edit only one part of the program reads (a constant of the
 * back-off, the wording of one line), the checkpoints that read it, by the keys of their names:
 * every other checkpoint runs the solution's own behaviour there, so the self-test runs only
 * these. A fixture variant, written whole, always runs every checkpoint.
 */
interface VariantScope<K extends string> {
  nodeFrom?: string;
  checkpoints?: readonly K[];
}

export type Variant = (SolutionEdit | FixtureVariant) & VariantScope<string>;

/**
 * A variant as its step's `checkpoints/variants.ts` writes it: the step is the folder's. With the
 * step's `MessageKey` as `M` (`CataloguedVariant<MessageKey>`), tsc holds its checkpoint keys to
 * the step's checkpoints.
 */
export type CataloguedVariant<M extends string = string> =
  | (Omit<SolutionEdit, "step"> & VariantScope<CheckpointKey<M>>)
  | (Omit<FixtureVariant, "step"> & { nodeFrom?: string });

/**
 * The tutorial's own /heavy answer, the sentence followed by a newline: a variant of every step
 * whose solution's index.ts sends the sentence alone (../harness/measuring/heavy-route.ts says why
 * the checks accept both). A step catalogues it by calling this.
 */
export function tutorialHeavyBody<M extends string = string>(): CataloguedVariant<M> {
  return {
    name: "the tutorial's /heavy body, ending with a newline",
    file: "index.ts",
    find: "res.send(`The result of the CPU intensive task is ${total}`);",
    replace: "res.send(`The result of the CPU intensive task is ${total}\\n`);",
  };
}

/** The folder of `step`'s variant fixtures, one folder per fixture variant. */
export const variantsDir = (step: Step) => join(step.dir, "checkpoints", "variants");

/**
 * Copies the variant's solution to a new folder outside the workshop and applies the variant.
 *
 * @returns the folder (the caller removes it)
 * @throws Error when the fixture folder is missing or the solution no longer contains the text
 *   to edit
 */
export function applyVariant(variant: Variant): string {
  if (!("files" in variant)) return applyMistake(variant);
  const step = resolveStep(variant.step);
  const fixture = join(variantsDir(step), variant.files);
  if (!existsSync(fixture)) throw new Error(`"${variant.name}": no fixture folder ${fixture}`);
  const dir = mkdtempSync(join(tmpdir(), "workshop-variant-"));
  cpSync(step.solutionDir, dir, { recursive: true });
  cpSync(fixture, dir, { recursive: true });
  return dir;
}
