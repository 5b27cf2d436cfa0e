/**
 * `npm run bench`: how long each step's check takes on its solution and how steady its verdict
 * is, over repeated runs, with the measured speed-up beside its ideal. Figures are measured in the
 * same run they are reported in. A script for maintainers, not a test: targets are reported as
 * met or missed, not enforced.
 */
import { rmSync } from "node:fs";
import Table from "cli-table3";
import escapeStringRegexp from "escape-string-regexp";
import { cpuBudget, realCpuBudget } from "../harness/measuring/cpus.ts";
import { median } from "../harness/measuring/load.ts";
import { pm2StartDeadlineMs } from "../harness/measuring/scale.ts";
import { parseSimulatedCpus } from "../harness/measuring/simulation.ts";
import { freePort } from "../harness/processes/ports.ts";
import { Pm2Session } from "../harness/tools/pm2.ts";
import { reloadUnderLoad } from "../harness/tools/pm2-reload.ts";
import { type StepCatalogue, stepCatalogues } from "../selftest/catalogue.ts";
import { applyMistake, type Mistake } from "../selftest/mistakes.ts";
import { applyVariant } from "../selftest/variants.ts";
import { runCheckpoints } from "../workshop/run-checkpoints.ts";
import { DEFAULT_CHECK_SECONDS, type StepFacts } from "../workshop/step-facts.ts";
import { listSteps, resolveStep, type Step } from "../workshop/steps.ts";
import { colors as pc } from "../workshop/terminal.ts";
import { NOISE_PERIOD_MS, noiseCpu, withNoise } from "./noise.ts";

/**
 * Targets on a 2-core machine: the slowest and the median check, each step's own
 * (`bench` in its checkpoints/step.ts).
 */
export const TARGETS = {
  checkSeconds: (facts: StepFacts) => facts.bench?.checkSeconds ?? DEFAULT_CHECK_SECONDS,
  medianCheckSeconds: (facts: StepFacts) => facts.bench?.medianCheckSeconds,
  speedupMedian: 1.6,
} as const;

interface StepBench {
  step: Step;
  facts: StepFacts;
  seconds: number[];
  wrongVerdicts: number;
  /** speed-up figures, one per repetition that measured one */
  speedups: number[];
  /** rounds each speed-up took (docs/speedup-rule.md's sequential sign test), one per repetition */
  rounds: number[];
  /** the figures of RULE_FIGURES and the step's `bench.figures`, by label, one per repetition */
  figures: Map<string, { unit: string; values: number[] }>;
  failures: string[];
  /** the checkpoints' verdicts over every repetition */
  checkpoints: { passed: number; failed: number; skipped: number };
}

/**
 * Figures of the speed-up rule worth their spread over repetitions, for every step that measures
 * a speed-up; each step adds its own (`bench.figures` in its checkpoints/step.ts).
 */
const RULE_FIGURES = ["reference cluster's speed-up"];

async function benchStep(
  { step, facts }: StepCatalogue,
  repetitions: number,
  only?: string,
  simulateCpus?: number,
): Promise<StepBench> {
  const figures = [...RULE_FIGURES, ...(facts.bench?.figures ?? [])];
  const bench: StepBench = {
    step,
    facts,
    seconds: [],
    wrongVerdicts: 0,
    speedups: [],
    rounds: [],
    figures: new Map(),
    failures: [],
    checkpoints: { passed: 0, failed: 0, skipped: 0 },
  };
  for (let i = 0; i < repetitions; i++) {
    const started = Date.now();
    const outcome = await runCheckpoints({
      step,
      target: step.solutionDir,
      write: () => {},
      simulateCpus,
      ...(only ? { testNamePattern: escapeStringRegexp(only) } : {}),
    });
    bench.seconds.push((Date.now() - started) / 1000);
    for (const result of outcome.results) {
      if (result.state === "passed" || result.state === "failed" || result.state === "skipped")
        bench.checkpoints[result.state]++;
    }
    if (!outcome.passed) {
      bench.wrongVerdicts++;
      const failed = outcome.results.filter((r) => r.state === "failed");
      bench.failures.push(...failed.map((r) => r.name));
      // A wrong verdict is diagnosed from what the learner would have read: print it whole.
      for (const r of failed) console.log(pc.red(`  ✗ ${r.name}\n${r.message ?? ""}`));
      for (const e of outcome.runErrors) console.log(pc.red(`  ✗ ${e}`));
    }
    for (const result of outcome.results) {
      // A speed-up, not a ratio of two measurements of one ("speed-up, compare.ts ÷ harness").
      const speedup = result.figures.find(
        (f) => f.label.startsWith("speed-up") && !f.label.includes("÷"),
      );
      if (speedup) bench.speedups.push(speedup.value);
      const rounds = speedup && /median of (\d+) rounds/.exec(speedup.label)?.[1];
      if (rounds) bench.rounds.push(Number(rounds));
      for (const figure of result.figures) {
        if (!figures.some((prefix) => figure.label.startsWith(prefix))) continue;
        const entry = bench.figures.get(figure.label) ?? { unit: figure.unit, values: [] };
        entry.values.push(figure.value);
        bench.figures.set(figure.label, entry);
      }
    }
    const on = simulateCpus === undefined ? "" : ` at ${simulateCpus} simulated CPUs`;
    process.stdout.write(
      pc.dim(
        `  ${step.id}${on} run ${i + 1}/${repetitions}: ${bench.seconds.at(-1)?.toFixed(1)} s\n`,
      ),
    );
  }
  return bench;
}

const stats = (values: number[], digits = 1) =>
  `median ${median(values).toFixed(digits)}, min ${Math.min(...values).toFixed(digits)}, max ${Math.max(...values).toFixed(digits)}`;

/** The failed requests of each of `reloads` pm2 reloads under load of the app in `dir`. */
async function reloadFailures(dir: string, reloads: number): Promise<number[]> {
  const port = await freePort();
  const session = new Pm2Session(dir, { PORT: String(port) });
  try {
    // The ecosystem's `instances: 0` starts one instance per usable CPU.
    await session.startEcosystem(pm2StartDeadlineMs(cpuBudget().usable));
    const failed: number[] = [];
    for (let i = 0; i < reloads; i++) failed.push((await reloadUnderLoad(session, port)).failed);
    return failed;
  } finally {
    await session.stop();
  }
}

/**
 * A pm2 step's contrast (its `bench.pm2Reloads`), measured: failed requests over `reloads`
 * reloads of the solution (graceful shutdown, target 0) and of the same app with the named
 * mistake, without shutdown handling (expected above 0).
 */
async function benchReloads({ step, facts, mistakes }: StepCatalogue, reloads: number) {
  const naive = mistakes.find((m) => m.name === facts.bench?.pm2Reloads?.naive);
  if (!naive) return;
  const graceful = await reloadFailures(step.solutionDir, reloads);
  const naiveDir = applyMistake(naive);
  try {
    const without = await reloadFailures(naiveDir, reloads);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    console.log(pc.bold(`pm2 reload under keep-alive load, ${reloads} reloads each`));
    console.log(
      `  graceful shutdown (solution): failed ${graceful.join(", ")}; total ${sum(graceful)}; target 0: ${verdict(sum(graceful) === 0)}`,
    );
    console.log(
      `  no shutdown handling: failed ${without.join(", ")}; total ${sum(without)}; expected > 0: ${verdict(sum(without) > 0)}`,
    );
  } finally {
    rmSync(naiveDir, { recursive: true, force: true });
  }
}

const verdict = (ok: boolean) => (ok ? pc.green("target met") : pc.red("target missed"));

/**
 * Common mistakes whose whole check must fail fast, each step's `bench.fastFailures`:
 * a failing check should cost the learner no more time than a passing one.
 */
const fastFailures = (catalogues: readonly StepCatalogue[]): Mistake[] =>
  catalogues.flatMap(({ facts, mistakes }) =>
    mistakes.filter((m) => facts.bench?.fastFailures?.includes(m.name)),
  );
const FAST_FAILURE_SECONDS = 10;

/** Runs every checkpoint of `step` against `dir` and times it: seconds and whether it passed. */
async function timedCheck(step: Step, dir: string): Promise<{ seconds: number; passed: boolean }> {
  const started = Date.now();
  const outcome = await runCheckpoints({ step, target: dir, write: () => {} });
  return { seconds: (Date.now() - started) / 1000, passed: outcome.passed };
}

/** The whole check of each of `mistakes`, `repetitions` times: its wall time, target ≤ 10 s. */
async function benchFastFailures(mistakes: Mistake[], repetitions: number): Promise<void> {
  console.log(pc.bold(`A failing check, whole, ${repetitions} run(s) each`));
  for (const mistake of mistakes) {
    const { name } = mistake;
    const dir = applyMistake(mistake);
    try {
      const runs = [];
      for (let i = 0; i < repetitions; i++)
        runs.push(await timedCheck(resolveStep(mistake.step), dir));
      const seconds = runs.map((r) => r.seconds);
      const passed = runs.filter((r) => r.passed).length;
      console.log(
        `  ${mistake.step} "${name}": ${stats(seconds)} s; target <= ${FAST_FAILURE_SECONDS} s: ${verdict(Math.max(...seconds) <= FAST_FAILURE_SECONDS)}` +
          (passed ? pc.red(`; passed ${passed} time(s): a wrong verdict`) : ""),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** Each valid variant of `steps`, `repetitions` whole checks: wrong verdicts (target 0). */
async function benchVariants(steps: readonly StepCatalogue[], repetitions: number): Promise<void> {
  const variants = steps.flatMap((c) => c.variants);
  if (variants.length === 0) return;
  console.log(pc.bold(`Valid variants, ${repetitions} whole check(s) each`));
  for (const variant of variants) {
    const dir = applyVariant(variant);
    try {
      const runs = [];
      for (let i = 0; i < repetitions; i++)
        runs.push(await timedCheck(resolveStep(variant.step), dir));
      const wrong = runs.filter((r) => !r.passed).length;
      console.log(
        `  ${variant.step} "${variant.name}": wrong verdicts ${wrong} of ${repetitions}; target 0: ${verdict(wrong === 0)}; ${stats(runs.map((r) => r.seconds))} s`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** Prints one step's figures over its repetitions, each beside its target. */
function printStepBench(r: StepBench, repetitions: number): void {
  const slowest = Math.max(...r.seconds);
  const medianTarget = TARGETS.medianCheckSeconds(r.facts);
  console.log(pc.bold(r.step.title));
  console.log(
    `  check wall time (s): ${stats(r.seconds)}; target <= ${TARGETS.checkSeconds(r.facts)} s: ${verdict(slowest <= TARGETS.checkSeconds(r.facts))}` +
      (medianTarget === undefined
        ? ""
        : `; median target <= ${medianTarget} s: ${verdict(median(r.seconds) <= medianTarget)}`),
  );
  console.log(
    `  wrong verdicts: ${r.wrongVerdicts} of ${repetitions}; target 0: ${verdict(r.wrongVerdicts === 0)}`,
  );
  if (r.failures.length)
    console.log(pc.red(`  failed on the solution: ${[...new Set(r.failures)].join("; ")}`));
  for (const [label, { unit, values }] of r.figures) {
    const total = label.startsWith("failed requests")
      ? `; total ${values.reduce((a, b) => a + b, 0)} over ${values.length} restarts, target 0: ${verdict(values.every((v) => v === 0))}`
      : "";
    console.log(`  ${label} (${unit.trim() || "count"}): ${stats(values, 2)}${total}`);
  }
  if (r.speedups.length) {
    console.log(
      `  speed-up (×): ${stats(r.speedups, 2)}; target median >= ${TARGETS.speedupMedian}×: ${verdict(median(r.speedups) >= TARGETS.speedupMedian)}`,
    );
  }
  if (r.rounds.length) console.log(`  rounds per speed-up: ${stats(r.rounds, 0)}`);
}

/**
 * Each named mistake's whole check, `repetitions` times: how often it failed, as it must
 * (docs/speedup-rule.md: the one-worker mistake fails every run at every noise level).
 */
async function benchMistakes(names: readonly string[], repetitions: number): Promise<void> {
  const catalogued = (await stepCatalogues()).flatMap((c) => c.mistakes);
  for (const name of names) {
    const mistake = catalogued.find((m) => m.name === name);
    if (!mistake) throw new Error(`the mistake catalogue lacks "${name}"`);
    const dir = applyMistake(mistake);
    try {
      const runs = [];
      for (let i = 0; i < repetitions; i++) {
        runs.push(await timedCheck(resolveStep(mistake.step), dir));
        process.stdout.write(pc.dim(`  "${name}" run ${i + 1}/${repetitions}\n`));
      }
      const failed = runs.filter((r) => !r.passed).length;
      console.log(
        `  mistake ${mistake.step} "${name}": failed ${failed} of ${repetitions}; target ${repetitions}: ${verdict(failed === repetitions)}; ${stats(runs.map((r) => r.seconds))} s`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/**
 * `--simulate-cpus 4,8,16`: each step's whole check on its solution at each simulated size,
 * `repetitions` times, then one table of check time and verdicts by step and size (what a room
 * of laptops of those sizes would wait for, on this machine's real CPUs).
 */
async function benchSimulated(
  catalogues: readonly StepCatalogue[],
  sizes: readonly number[],
  repetitions: number,
  only?: string,
): Promise<void> {
  const rows: StepBench[][] = [];
  for (const cpus of sizes) {
    const results: StepBench[] = [];
    for (const c of catalogues) results.push(await benchStep(c, repetitions, only, cpus));
    rows.push(results);
  }
  const real = realCpuBudget().usable;
  console.log(
    pc.bold(
      `\nScaling: ${repetitions} whole check(s) of each solution per simulated size, on ${real} real CPUs`,
    ),
  );
  const table = new Table({
    head: [
      "step",
      "N",
      "check s (median)",
      "check s (max)",
      "checkpoints ✓/✗/skipped",
      "wrong verdicts",
    ],
    style: { head: [], border: [] },
  });
  sizes.forEach((cpus, i) => {
    for (const r of rows[i] ?? []) {
      table.push([
        r.step.id,
        String(cpus),
        median(r.seconds).toFixed(1),
        Math.max(...r.seconds).toFixed(1),
        `${r.checkpoints.passed}/${r.checkpoints.failed}/${r.checkpoints.skipped}`,
        `${r.wrongVerdicts} of ${repetitions}`,
      ]);
    }
  });
  console.log(table.toString());
  const failures = rows.flat().filter((r) => r.failures.length);
  for (const r of failures)
    console.log(
      pc.red(`  ${r.step.id}: failed on the solution: ${[...new Set(r.failures)].join("; ")}`),
    );
}

/**
 * Benchmarks the checks of `stepQueries` (default: every step) over `repetitions` runs each.
 *
 * @param options.only run only the checkpoints whose name contains this text (as `check --only`),
 *   e.g. a rolling-restart checkpoint twenty times without the rest of its check
 * @param options.reloads with a step that declares `bench.pm2Reloads`: how many pm2 reloads of
 *   each side (graceful, naive) to count failed requests over; at least 5 and `repetitions` by
 *   default; with `only`, none unless given
 * @param options.variants also run every valid variant of these steps `repetitions` times and
 *   count wrong verdicts (each step's checkpoints/variants.ts)
 * @param options.fastFailures also time the whole check of common mistakes (every step's
 *   `bench.fastFailures`)
 * @param options.noise busy-loop levels (% of one CPU, ./noise.ts): every run above is repeated
 *   at each level, e.g. [0, 50, 80, 95]
 * @param options.mistakes names of catalogued mistakes whose whole check runs `repetitions` times
 *   at each noise level, counting how often it fails (target: every time)
 * @param options.simulateCpus simulated machine sizes (../harness/measuring/simulation.ts): then
 *   only the scaling table of {@link benchSimulated} is measured
 * @returns the exit code: always 0 (a benchmark reports; it does not gate)
 */
export async function bench(
  stepQueries: string[],
  repetitions: number,
  options: {
    only?: string;
    reloads?: number;
    variants?: boolean;
    fastFailures?: boolean;
    noise?: number[];
    mistakes?: string[];
    /** e.g. "4,8,16" */
    simulateCpus?: string;
  } = {},
): Promise<number> {
  const { only } = options;
  const steps = stepQueries.length ? stepQueries.map((q) => resolveStep(q)) : listSteps();
  if (options.simulateCpus) {
    const sizes = parseSimulatedCpus(options.simulateCpus);
    await benchSimulated(await stepCatalogues(steps), sizes, repetitions, only);
    return 0;
  }
  const budget = cpuBudget();
  console.log(
    pc.bold(
      `Benchmark: ${repetitions} run(s) of each check on its solution${only ? ` (checkpoints with "${only}")` : ""}, ${budget.usable} usable CPUs, Node.js ${process.versions.node}\n`,
    ),
  );
  const catalogues = await stepCatalogues(steps);
  for (const level of options.noise ?? [0]) {
    if (options.noise)
      console.log(
        pc.bold(
          `Noise: a busy loop on CPU ${noiseCpu()} for ${level}% of every ${NOISE_PERIOD_MS} ms`,
        ),
      );
    await withNoise(level, async () => {
      const results: StepBench[] = [];
      for (const c of catalogues) results.push(await benchStep(c, repetitions, only));
      console.log();
      for (const r of results) printStepBench(r, repetitions);
      await benchMistakes(options.mistakes ?? [], repetitions);
      console.log();
    });
  }
  // With --only, the reloads run only when asked for (--reloads).
  const reloads = options.reloads !== undefined || !only;
  for (const c of catalogues.filter((c) => c.facts.bench?.pm2Reloads && reloads))
    await benchReloads(c, options.reloads ?? Math.max(5, repetitions));
  if (options.variants) await benchVariants(catalogues, repetitions);
  if (options.fastFailures)
    await benchFastFailures(fastFailures(await stepCatalogues()), repetitions);
  return 0;
}
