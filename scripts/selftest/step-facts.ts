/**
 * What the self-test and the bench know about each step, read from the step's own folder, next to
 * its checkpoints, the way ../workshop/steps.ts finds the steps themselves:
 *
 * - `steps/<step>/checkpoints/mistakes.ts` exports `MISTAKES` (./mistakes.ts),
 * - `steps/<step>/checkpoints/variants.ts` exports `VARIANTS`, with their fixture folders under
 *   `steps/<step>/checkpoints/variants/` (./variants.ts),
 * - `steps/<step>/checkpoints/step.ts` exports `STEP`, a {@link StepFacts}.
 *
 * Each file is optional. None of them ends in `.test.ts`, so the checkpoint runner (vitest's
 * `include` in vitest.config.ts) never takes them for checkpoints; `npm run reset`, `diff` and
 * `hint` leave the whole `checkpoints/` folder alone.
 */
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { workshopRoot } from "../harness/paths.ts";
import { listSteps, resolveStep, type Step } from "../workshop/steps.ts";
import type { CataloguedMistake, Mistake } from "./mistakes.ts";
import type { CataloguedVariant, Variant } from "./variants.ts";

/** The facts a step's `checkpoints/step.ts` declares; every field is optional. */
export interface StepFacts {
  /**
   * Files the step hands over finished (the learner does not edit them): file name → the step
   * whose solution holds the original. From an earlier step, both this step's starter and its
   * solution hold a copy; from this step itself, only the starter does. Step folders stay
   * self-contained, so that a learner can copy one anywhere (`--dir`); the self-test keeps the
   * copies from drifting apart.
   */
  given?: Readonly<Record<string, string>>;
  /**
   * Checkpoint files about the machine, or demonstrating given files, not about the learner's
   * files: they may pass on the untouched starter (e.g. `environment.test.ts`).
   */
  notTasks?: readonly string[];
  /** What `npm run bench` reports for this step. */
  bench?: {
    /** the target for one whole check of the solution on a 2-core machine, in s (default 45) */
    checkSeconds?: number;
    /** label prefixes of the checkpoints' figures worth their spread over repetitions */
    figures?: readonly string[];
    /** names of this step's mistakes whose whole check `--fast-failures` times (target 10 s) */
    fastFailures?: readonly string[];
    /**
     * pm2 reloads under load of the solution (target 0 failed requests) against the solution
     * with this mistake (expected to fail some), counted by `--reloads`
     */
    pm2Reloads?: { naive: string };
  };
  /**
   * The step whose check the self-test interrupts with Ctrl-C in the middle of a load (one step
   * declares it): once `passed` checkpoints passed and `running` learner processes run.
   */
  ctrlC?: { passed: number; running: number };
}

/** Default target for a whole check of a solution, in s, when a step declares none. */
export const DEFAULT_CHECK_SECONDS = 45;

/** One step with everything its folder declares, checked for consistency. */
export interface StepCatalogue {
  step: Step;
  facts: StepFacts;
  mistakes: Mistake[];
  variants: Variant[];
  /** the given files as [copy, original] paths relative to the workshop root */
  givenFiles: [string, string][];
}

/** The export `name` of `steps/<step>/checkpoints/<file>`, or `undefined` without that file. */
async function exported<T>(step: Step, file: string, name: string): Promise<T | undefined> {
  const path = join(step.dir, "checkpoints", file);
  if (!existsSync(path)) return undefined;
  const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  if (!(name in module)) throw new Error(`${relative(workshopRoot, path)} exports no ${name}`);
  return module[name] as T;
}

/** [copy, original] pairs of `given`, relative to `root`. */
function givenPairs(step: Step, given: Readonly<Record<string, string>>, root: string) {
  const at = (dir: string, file: string) => relative(root, join(dir, file));
  return Object.entries(given).flatMap(([file, from]): [string, string][] => {
    const source = resolveStep(from, listSteps(root));
    const original = at(source.solutionDir, file);
    const starter: [string, string] = [at(step.dir, file), original];
    return source.id === step.id ? [starter] : [[at(step.solutionDir, file), original], starter];
  });
}

/**
 * Reads what `step`'s folder declares.
 *
 * @throws Error when a file lacks its export, a given file names no step, or a bench fact names
 *   a mistake the step does not catalogue
 */
export async function stepCatalogue(step: Step, root = workshopRoot): Promise<StepCatalogue> {
  const facts = (await exported<StepFacts>(step, "step.ts", "STEP")) ?? {};
  const mistakes = (
    (await exported<CataloguedMistake[]>(step, "mistakes.ts", "MISTAKES")) ?? []
  ).map((mistake) => ({ ...mistake, step: step.id }));
  const variants = (
    (await exported<CataloguedVariant[]>(step, "variants.ts", "VARIANTS")) ?? []
  ).map((variant) => ({ ...variant, step: step.id }) as Variant);
  const named = [...(facts.bench?.fastFailures ?? []), facts.bench?.pm2Reloads?.naive ?? []].flat();
  for (const name of named) {
    if (!mistakes.some((m) => m.name === name))
      throw new Error(`${step.id}/checkpoints/step.ts names "${name}", not one of its mistakes`);
  }
  return { step, facts, mistakes, variants, givenFiles: givenPairs(step, facts.given ?? {}, root) };
}

/** {@link stepCatalogue} of every step (or of `steps`), in order. */
export async function stepCatalogues(steps = listSteps()): Promise<StepCatalogue[]> {
  return Promise.all(steps.map((step) => stepCatalogue(step)));
}
