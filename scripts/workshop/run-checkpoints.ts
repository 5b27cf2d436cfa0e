/**
 * Runs one step's checkpoints with vitest against a target folder, in this process, and returns
 * their results. Whatever the checkpoints started and did not stop (a test process killed by
 * Ctrl-C, say) is killed here from the process-group registry, so nothing outlives a check.
 */

import { relative } from "node:path";
import { startVitest } from "vitest/node";
import { CORRECTNESS_ONLY_ENV } from "../harness/measuring/correctness-only.ts";
import { realCpuBudget } from "../harness/measuring/cpus.ts";
import { checkpointTimeoutMs } from "../harness/measuring/scale.ts";
import { SIMULATION_ENV, simulationValue } from "../harness/measuring/simulation.ts";
import { PROCESS_REGISTRY_ENV, TARGET_ENV, workshopRoot } from "../harness/paths.ts";
import {
  createRegistry,
  killRegisteredGroups,
  reapOrphanedRegistries,
} from "../harness/processes/groups.ts";
import { LIVE_ENV } from "../harness/reporting/live.ts";
import { serveCompileErrors, TYPECHECK_URL_ENV } from "../harness/tools/typecheck.ts";
import { LOCALE_ENV, type Locale } from "../i18n/locale.ts";
import { t } from "../i18n/translate.ts";
import { CheckpointReporter, type CheckpointResult } from "./reporter.ts";
import type { Step } from "./steps.ts";

/** The type-check service ({@link serveCompileErrors}), started by the first check. */
let typecheck: ReturnType<typeof serveCompileErrors> | undefined;

export interface RunOptions {
  step: Step;
  /** absolute path of the folder whose files are checked */
  target: string;
  /** run only the checkpoints whose name matches */
  testNamePattern?: string;
  /** where the reporter writes; stdout by default */
  write?: (text: string) => void;
  /** show a live progress line while load runs (only for a terminal) */
  live?: boolean;
  /** columns the report is wrapped to; the terminal's by default */
  width?: number;
  /** speed-ups are measured and reported but decide nothing (../harness/measuring/correctness-only.ts) */
  correctnessOnly?: boolean;
  /** the language the checkpoints and the report speak; the command line's by default */
  locale?: Locale;
  /**
   * a simulated machine of this many CPUs (../harness/measuring/simulation.ts), on the real
   * CPUs this process may use; none by default
   */
  simulateCpus?: number;
  /**
   * stop at the first failing checkpoint, the rest reported skipped: a mutant is killed as soon
   * as one fails (vitest's `bail`, https://vitest.dev/config/#bail)
   */
  bail?: boolean;
}

export interface RunOutcome {
  results: CheckpointResult[];
  /** failures outside any checkpoint: a checkpoint file that did not load */
  runErrors: string[];
  /** true when at least one checkpoint passed and none failed (some may have been skipped) */
  passed: boolean;
}

/**
 * Runs `step`'s checkpoints against `target`.
 *
 * @returns every checkpoint's result; `passed` is false when any failed or none ran
 */
export async function runCheckpoints(options: RunOptions): Promise<RunOutcome> {
  reapOrphanedRegistries();
  const registry = createRegistry();
  const onSignal = (signal: NodeJS.Signals) => {
    const stopped = killRegisteredGroups(registry);
    process.stdout.write(`\n${t("check.interrupted", { stopped })}\n`);
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const names = [
    TARGET_ENV,
    PROCESS_REGISTRY_ENV,
    LIVE_ENV,
    CORRECTNESS_ONLY_ENV,
    LOCALE_ENV,
    SIMULATION_ENV,
    TYPECHECK_URL_ENV,
  ];
  const saved = names.map((name) => process.env[name]);
  process.env[TARGET_ENV] = options.target;
  process.env[PROCESS_REGISTRY_ENV] = registry;
  process.env[LIVE_ENV] = options.live ? "1" : "0";
  process.env[CORRECTNESS_ONLY_ENV] = options.correctnessOnly ? "1" : "0";
  if (options.locale) process.env[LOCALE_ENV] = options.locale;
  if (options.simulateCpus !== undefined) {
    // The real count first, before the variable changes what this process counts.
    const real = realCpuBudget().usable;
    process.env[SIMULATION_ENV] = simulationValue({ cpus: options.simulateCpus, real });
  }
  // Shared by every checkpoint file of this check and of the checks after it in this process.
  typecheck ??= serveCompileErrors();
  process.env[TYPECHECK_URL_ENV] = await typecheck;
  const reporter = new CheckpointReporter({
    write: options.write,
    live: options.live,
    width: options.width,
    linkBase: options.target,
  });
  try {
    const vitest = await startVitest("test", [`${relative(workshopRoot, options.step.dir)}/`], {
      root: workshopRoot,
      run: true,
      watch: false,
      reporters: [reporter],
      // After the simulation is set: a checkpoint's time grows with the cluster it starts.
      testTimeout: checkpointTimeoutMs(),
      ...(options.testNamePattern ? { testNamePattern: options.testNamePattern } : {}),
      ...(options.bail ? { bail: 1 } : {}),
    });
    await vitest.close();
  } finally {
    names.forEach((name, i) => {
      if (saved[i] === undefined) delete process.env[name];
      else process.env[name] = saved[i];
    });
    killRegisteredGroups(registry);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
  const { results, runErrors } = reporter;
  // Skipped checkpoints (not picked by --only, or unable to run on this machine) fail nothing.
  const passed =
    results.some((r) => r.state === "passed") &&
    runErrors.length === 0 &&
    results.every((r) => r.state !== "failed");
  return { results, runErrors, passed };
}
