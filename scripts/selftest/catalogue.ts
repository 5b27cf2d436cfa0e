/**
 * What the self-test and the bench know about each step, read from the step's own folder, next to
 * its checkpoints, the way ../workshop/steps.ts finds the steps themselves:
 *
 * - `steps/<step>/checkpoints/mistakes.ts` exports `MISTAKES` (./mistakes.ts),
 * - `steps/<step>/checkpoints/variants.ts` exports `VARIANTS`, with their fixture folders under
 *   `steps/<step>/checkpoints/variants/` (./variants.ts),
 * - `steps/<step>/checkpoints/step.ts` exports `STEP` (../workshop/step-facts.ts).
 *
 * Each file is optional. None of them ends in `.test.ts`, so the checkpoint runner (vitest's
 * `include` in vitest.config.ts) never takes them for checkpoints, and vitest.config.ts excludes
 * the fixtures; `npm run reset`, `diff` and `hint` leave the whole `checkpoints/` folder alone.
 */
import { join, relative } from "node:path";
import { workshopRoot } from "../harness/paths.ts";
import {
  checkpointNamesOf,
  namesPattern,
  type StepFacts,
  simulatedMistakeName,
  stepExport,
  stepFacts,
} from "../workshop/step-facts.ts";
import { listSteps, resolveStep, type Step } from "../workshop/steps.ts";
import type { CataloguedMistake, Mistake } from "./mistakes.ts";
import type { CataloguedVariant, Variant } from "./variants.ts";

/** One step with everything its folder declares, checked for consistency. */
export interface StepCatalogue {
  step: Step;
  facts: StepFacts;
  mistakes: Mistake[];
  variants: Variant[];
  /** the given files as [copy, original] paths relative to the workshop root */
  givenFiles: [string, string][];
  /** vitest's `testNamePattern` for the checkpoints `simulate` names; all when it names none */
  simulatePattern?: string;
}

/**
 * [copy, original] pairs of `given`, relative to `root`: from an earlier step, the solution's
 * copy and the starter's; from the step itself, the starter's alone.
 *
 * @throws UnknownStepError when a given file names no step
 */
export function givenPairs(step: Step, given: Readonly<Record<string, string>>, root: string) {
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
  const facts = await stepFacts(step);
  const mistakes = await Promise.all(
    ((await stepExport<CataloguedMistake[]>(step, "mistakes.ts", "MISTAKES")) ?? []).map(
      async (mistake) => ({
        ...mistake,
        step: step.id,
        pattern: namesPattern(await checkpointNamesOf(step, mistake.checkpoint)),
      }),
    ),
  );
  const variants = (
    (await stepExport<CataloguedVariant[]>(step, "variants.ts", "VARIANTS")) ?? []
  ).map((variant) => ({ ...variant, step: step.id }) as Variant);
  const named = [
    ...(facts.bench?.fastFailures ?? []),
    facts.bench?.pm2Reloads?.naive ?? [],
    ...(facts.simulate?.mistakes ?? []).map(simulatedMistakeName),
  ].flat();
  for (const name of named) {
    if (!mistakes.some((m) => m.name === name))
      throw new Error(`${step.id}/checkpoints/step.ts names "${name}", not one of its mistakes`);
  }
  const simulated = facts.simulate?.checkpoints;
  return {
    step,
    facts,
    mistakes,
    variants,
    givenFiles: givenPairs(step, facts.given ?? {}, root),
    ...(simulated
      ? { simulatePattern: namesPattern(await checkpointNamesOf(step, simulated)) }
      : {}),
  };
}

/** {@link stepCatalogue} of every step (or of `steps`), in order. */
export async function stepCatalogues(steps = listSteps()): Promise<StepCatalogue[]> {
  return Promise.all(steps.map((step) => stepCatalogue(step)));
}
