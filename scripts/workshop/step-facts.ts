/**
 * What a step declares about itself beyond its lesson, starter, solution and checkpoints, in its
 * own folder: `steps/<step>/checkpoints/step.ts` exports `STEP`, a {@link StepFacts}. It is read
 * the way ./steps.ts finds the steps, so that nothing in scripts/ names a step. Its name does not
 * end in `.test.ts`, so the checkpoint runner never takes it for a checkpoint; `npm run reset`,
 * `diff` and `hint` leave the whole `checkpoints/` folder alone.
 *
 * The same folder holds the step's mistakes and valid variants (../selftest/catalogue.ts).
 */
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import escapeStringRegexp from "escape-string-regexp";
import { workshopRoot } from "../harness/paths.ts";
import type { NameKey } from "../harness/step/define-step.ts";
import type { Catalogues } from "../i18n/translate.ts";
import type { MachineProfile } from "../platform/machine.ts";
import type { Step } from "./steps.ts";

/**
 * A checkpoint of a step, by the key of its name (`name.<key>` in the step's messages). With the
 * step's `MessageKey` as `M` (`StepFacts<MessageKey>`), tsc holds every reference to a checkpoint
 * to the step's own; with `string`, any key (what the self-test and the checks read back).
 */
export type CheckpointKey<M extends string = string> = string extends M ? string : NameKey<M>;

/** The facts a step's `checkpoints/step.ts` declares; every field is optional. */
export interface StepFacts<M extends string = string> {
  /**
   * Files the step hands over finished (the learner does not edit them): file name → the step
   * whose solution holds the original. From an earlier step, both this step's starter and its
   * solution hold a copy; from this step itself, only the starter does. Step folders stay
   * self-contained, so that a learner can copy one anywhere (`--dir`); the self-test keeps the
   * copies from drifting apart.
   */
  given?: Readonly<Record<string, string>>;
  /**
   * Starter files that begin as an earlier step's finished file with TODO comments added (the
   * learner edits them): file name → the step whose solution holds the original. Their code,
   * every line neither blank nor a whole-line comment, is the original's line for line;
   * `npm run dev-check` holds them to it (scripts/dev-check/checks/given-files.ts).
   */
  startsFrom?: Readonly<Record<string, string>>;
  /**
   * Checkpoint files about the machine, or demonstrating given files, not about the learner's
   * files: they may pass on the untouched starter (e.g. `environment.test.ts`).
   */
  notTasks?: readonly string[];
  /** The programs of scripts/platform/system-packages.json its checkpoints run (`npm run doctor`). */
  tools?: readonly string[];
  /**
   * Why one of its checkpoints is skipped, or can misjudge, on `machine` (the step still runs);
   * `undefined` when none is. `npm run doctor` shows it.
   */
  limits?: (machine: MachineProfile) => string | undefined;
  /** What `npm run bench` reports for this step. */
  bench?: {
    /** the target for one whole check of the solution on a 2-core machine, in s (default 45) */
    checkSeconds?: number;
    /** the target for the median of the whole checks of the solution, in s (none by default) */
    medianCheckSeconds?: number;
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
   * declares it): once `running` learner processes run at once, which only that load reaches.
   */
  ctrlC?: { running: number };
  /**
   * Its checks depend on the CPU limits a container sets: scripts/ci/in-container.sh runs its two
   * directions (`npm run selftest -- --container`) inside a cpuset and a CPU quota.
   */
  container?: boolean;
  /**
   * Its checks depend on the machine's CPU count: `npm run selftest -- --simulate-cpus
   * 4,8,16,32,64` runs them on simulated machines of those sizes
   * (scripts/harness/measuring/simulation.ts).
   */
  simulate?: SimulateFacts<M>;
  /**
   * What `npm run demo` runs from this step's solution (scripts/demo/servers.ts); each role is
   * declared by exactly one step.
   */
  demo?: readonly DemoRole[];
  /**
   * Every requirement its lesson states of the learner's code, one row each: what is asked, where,
   * and what proves it is checked (scripts/dev-check/checks/requirements.ts holds the table to the
   * lesson, the starter's TODOs, the checkpoints and the mistakes).
   */
  requirements?: readonly Requirement<M>[];
  /**
   * Set while the table still has `notYetChecked` rows: what is left to build. A step without it
   * has a complete table, and the structural check refuses a row that is not checked in it; set
   * on a step whose rows are all checked, it is refused too, so a completed table stays complete.
   */
  requirementsOpen?: string;
}

/** What every row of a step's requirements table says. */
interface RequirementRow {
  /** what the lesson asks of the learner's code, in the English lesson's words */
  says: string;
  /** the heading of the lesson's `## ` section that asks it */
  section: string;
  /** the numbers of the starter's `TODO n:` markers it belongs to; none for a rule of the prose */
  todos: readonly number[];
}

/**
 * A requirement a checkpoint fails on, proven by the mistakes that break it alone: the self-test
 * runs each mistake and expects that checkpoint to fail (../selftest/mistakes.ts).
 */
export interface CheckedRequirement<M extends string = string> extends RequirementRow {
  /** the checkpoint that fails on it, by its key */
  checkpoint: CheckpointKey<M>;
  /** names of the step's mistakes that break this requirement alone, caught by that checkpoint */
  mistakes: readonly string[];
}

/** A requirement the workshop decides not to check, and why (e.g. it needs a second machine). */
export interface UncheckedRequirement extends RequirementRow {
  unchecked: string;
}

/**
 * A requirement no checkpoint fails on yet: what a check would need. The structural check lists
 * these rows as the table's open work, so that a gap is written down, not hidden.
 */
export interface OpenRequirement extends RequirementRow {
  notYetChecked: string;
}

/** One row of a step's requirements table. */
export type Requirement<M extends string = string> =
  | CheckedRequirement<M>
  | UncheckedRequirement
  | OpenRequirement;

/** What a step's checks prove on a simulated machine of N CPUs, at every N. */
export interface SimulateFacts<M extends string = string> {
  /**
   * the checkpoints worth running there, by key; every checkpoint when absent. The solution
   * passes them.
   */
  checkpoints?: readonly CheckpointKey<M>[];
  /**
   * its structural mistakes (one worker, too few workers, no re-fork, an all-at-once restart),
   * by name: each fails its checkpoint at every N. A `{ name, expect }` replaces the mistake's
   * `expect` texts there, for a message whose words name the real machine's count ("only 1
   * worker served" on 2 CPUs is "only 15 workers served" on 16).
   */
  mistakes: readonly (string | { name: string; expect: readonly string[] })[];
}

/** The name of a {@link SimulateFacts} mistake entry. */
export const simulatedMistakeName = (entry: SimulateFacts["mistakes"][number]): string =>
  typeof entry === "string" ? entry : entry.name;

/**
 * The parts the demo plays with a step's solution:
 * - `"cluster"`: its index.ts alone, and its primary.ts with `WORKERS` workers under
 *   `SCHED_POLICY`, each answering GET /heavy with an `X-Worker-Pid` header;
 * - `"graceful pm2"`: its folder's ecosystem.config.cjs, whose `pm2 reload` fails no request;
 * - `"naive pm2"`: its index.ts, which neither tells pm2 it is ready nor handles SIGINT, run by
 *   scripts/demo/naive-pm2/ecosystem.config.cjs with pm2's defaults.
 */
export const DEMO_ROLES = ["cluster", "graceful pm2", "naive pm2"] as const;

/** One of {@link DEMO_ROLES}. */
export type DemoRole = (typeof DEMO_ROLES)[number];

/** Default target for a whole check of a solution, in s, when a step declares none. */
export const DEFAULT_CHECK_SECONDS = 45;

/**
 * The export `name` of `steps/<step>/checkpoints/<file>`.
 *
 * @returns `undefined` when the step has no such file
 * @throws Error when the file exists but does not export `name`
 */
export async function stepExport<T>(
  step: Step,
  file: string,
  name: string,
): Promise<T | undefined> {
  const path = join(step.dir, "checkpoints", file);
  if (!existsSync(path)) return undefined;
  const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  if (!(name in module)) throw new Error(`${relative(workshopRoot, path)} exports no ${name}`);
  return module[name] as T;
}

/** Checkpoints by key, as a list: a mistake's `checkpoint` is one key or several. */
export const keyList = (keys: string | readonly string[]): readonly string[] =>
  typeof keys === "string" ? [keys] : keys;

/**
 * `step`'s checkpoint messages in every language (`MESSAGES` of its
 * `checkpoints/messages/index.ts`), or undefined for a step that has none.
 */
export const stepCatalogues = (step: Step): Promise<Catalogues<string> | undefined> =>
  stepExport<Catalogues<string>>(step, "messages/index.ts", "MESSAGES");

/**
 * The English names of `step`'s checkpoints `keys`: their `name.<key>` messages, the tests' names.
 *
 * @throws Error when the step's messages have no `name.<key>` for one of them
 */
export async function checkpointNamesOf(
  step: Step,
  keys: string | readonly string[],
): Promise<string[]> {
  const messages = await stepCatalogues(step);
  return keyList(keys).map((key) => {
    const name = messages?.en[`name.${key}`];
    if (name === undefined)
      throw new Error(`${step.id} has no checkpoint "${key}": its messages lack name.${key}`);
    return name;
  });
}

/** A vitest `testNamePattern` that runs the checkpoints named `names`, and no other. */
export const namesPattern = (names: readonly string[]): string =>
  names.map((name) => escapeStringRegexp(name)).join("|");

/** What `step`'s `checkpoints/step.ts` declares (nothing when it has none). */
export async function stepFacts(step: Step): Promise<StepFacts> {
  return (await stepExport<StepFacts>(step, "step.ts", "STEP")) ?? {};
}
