/**
 * The workshop's speed-up rule, shared by every step that compares a cluster with one process:
 * both servers measured in the same run, interleaved, after a warm-up; the median of the per-pair
 * req/s ratios must reach the expectation derived from the CPUs really available (./cpus.ts).
 */
import type { TestContext } from "vitest";
import { groupMembers } from "../processes/groups.ts";
import { cpuTimeMs } from "../processes/process-table.ts";
import { recordChart, recordFigure } from "../reporting/figures.ts";
import { check } from "../reporting/messages.ts";
import { describeAnswer, get } from "../tools/http-client.ts";
import { speedupDecides, speedupDetail } from "./correctness-only.ts";
import { BUSY_SHARE, type CpuBudget, cpuBudget, expectedSpeedup, machineBusyMs } from "./cpus.ts";
import { HEAVY_BODY, isHeavyAnswer } from "./heavy-route.ts";
import { type CompareOptions, type Comparison, compareThroughput, median } from "./load.ts";

/**
 * How the two sides are loaded. Short windows and many pairs: on this shared 2-core machine one
 * window's req/s swings by ±30% and a single pair's ratio ranged 0.98–2.97 for the same code.
 * 7 pairs decide a clear case; a median within {@link SETTLED_MARGIN} of the threshold gets up to
 * 15 pairs before the verdict.
 */
export const SPEEDUP_METHOD = {
  pairs: 7,
  maxPairs: 15,
  windowSeconds: 0.6,
  concurrency: 16,
  warmupSeconds: 0.3,
} as const satisfies Omit<CompareOptions, "baselineUrl" | "candidateUrl">;

/** A median closer than this to the expected speed-up is measured further (see SPEEDUP_METHOD). */
export const SETTLED_MARGIN = 0.25;

export interface SpeedupCheck {
  /** URL of the single process's CPU-bound route */
  baselineUrl: string;
  /** URL of the cluster's same route */
  candidateUrl: string;
  /** what to change when the speed-up is too low, in this step's terms (forks, pm2 instances) */
  advice: string;
  /** lesson section for the failure messages */
  lesson: string;
  /** the cluster's last output lines, quoted on failure */
  output: () => string[];
  /** process groups of both servers, to tell their CPU time from other programs' */
  serverGroups: readonly number[];
  /** the cluster's worker pids, for each worker's share of the cluster's CPU time */
  workerPids: readonly number[];
}

/**
 * A speed-up above `ideal × this` cannot come from more cores: the cluster must be doing less
 * work per request than the single process (a hard-coded answer somewhere).
 */
export const IMPOSSIBLE_FACTOR = 1.25;

/** CPU time (ms) used so far by this process (the load generator) and every process of `groups`. */
async function ourCpuMs(groups: readonly number[]): Promise<number> {
  const own = process.cpuUsage();
  const servers = await cpuTimeMs(groups.flatMap(groupMembers));
  return (own.user + own.system) / 1000 + [...servers.values()].reduce((a, b) => a + b, 0);
}

/** Records a bar chart of a comparison's two sides: the median window's req/s of each. */
export function recordComparisonChart(
  context: TestContext,
  result: Comparison,
  labels: readonly [string, string],
): void {
  recordChart(context, {
    title: "req/s, median window of each side",
    unit: "req/s",
    bars: [
      { label: labels[0], value: median(result.baselineRps) },
      { label: labels[1], value: median(result.candidateRps) },
    ],
  });
}

/**
 * Records the compared req/s (median window of each side) and each worker's share of the CPU
 * time the cluster's workers spent during the comparison.
 */
function recordCharts(
  context: TestContext,
  result: Comparison,
  before: Map<number, number>,
  after: Map<number, number>,
): void {
  recordComparisonChart(context, result, ["one process", "cluster"]);
  const spent = [...after].map(([pid, ms]) => [pid, Math.max(0, ms - (before.get(pid) ?? ms))]);
  const total = spent.reduce((sum, [, ms]) => sum + (ms ?? 0), 0);
  if (total <= 0) return;
  recordChart(context, {
    title: "each worker's share of the cluster's CPU time",
    unit: "%",
    bars: spent.map(([pid, ms]) => ({ label: `worker ${pid}`, value: ((ms ?? 0) * 100) / total })),
  });
}

/**
 * Whether this machine can show a speed-up at all. With one usable CPU it cannot: the checkpoint
 * records why and the caller checks correctness only.
 */
export function speedupPossible(context: TestContext, budget: CpuBudget = cpuBudget()): boolean {
  if (budget.usable > 1) return true;
  recordFigure(context, {
    label: "usable CPUs",
    value: budget.usable,
    unit: "",
    detail:
      "with one CPU the workers take turns on it, so a cluster cannot beat one process; only correctness is checked",
  });
  return false;
}

/**
 * Measures the speed-up and fails the checkpoint when it is below the expectation or any request
 * failed. Records the median, the expectation, the ideal and every window's req/s. In
 * correctness-only mode (./correctness-only.ts) the speed-up is recorded but never fails it.
 *
 * @throws CheckpointError when a request failed or the median ratio is below the expectation
 */
export async function checkSpeedup(context: TestContext, spec: SpeedupCheck): Promise<void> {
  const budget = cpuBudget();
  // The expectation counts the CPUs, never the workers the learner happened to start: a cluster
  // of one worker is no speed-up "by what the CPUs allow".
  const parallel = budget.usable;
  const expected = expectedSpeedup(parallel, parallel) ?? 1;
  for (const [side, url] of [
    ["the single process", spec.baselineUrl],
    ["the cluster", spec.candidateUrl],
  ] as const) {
    const answer = await get(url);
    check(isHeavyAnswer(answer), () => ({
      expected: `${side} answers GET /heavy with 200 ${JSON.stringify(HEAVY_BODY)} before the comparison.`,
      seen: describeAnswer(answer),
      next: "Both sides must serve step 02's /heavy route: index.ts alone, and index.ts in every worker.",
      read: spec.lesson,
      output: spec.output(),
    }));
  }
  const startedAt = Date.now();
  const machineBefore = machineBusyMs();
  const oursBefore = await ourCpuMs(spec.serverGroups);
  const workersBefore = await cpuTimeMs(spec.workerPids);
  const result = await compareThroughput({
    baselineUrl: spec.baselineUrl,
    candidateUrl: spec.candidateUrl,
    labels: ["one process", "cluster"],
    ...SPEEDUP_METHOD,
    settled: (ratios) => {
      const m = median(ratios);
      return !Number.isFinite(m) || Math.abs(m - expected) > SETTLED_MARGIN;
    },
  });
  const others =
    Math.max(
      0,
      machineBusyMs() - machineBefore - ((await ourCpuMs(spec.serverGroups)) - oursBefore),
    ) /
    ((Date.now() - startedAt) * budget.hostCpus);
  recordCharts(context, result, workersBefore, await cpuTimeMs(spec.workerPids));
  const busy = `other programs used ${(others * 100).toFixed(0)}% of the machine's CPU meanwhile`;
  const rps = (values: number[]) => values.map((v) => v.toFixed(0)).join(", ");
  recordFigure(context, {
    label: `speed-up, median of ${result.ratios.length} interleaved pairs`,
    value: result.medianRatio,
    unit: "×",
    threshold: `>= ${expected.toFixed(2)}× and <= ${(parallel * IMPOSSIBLE_FACTOR).toFixed(2)}×; ideal ${parallel}× on ${parallel} usable CPUs`,
    met: speedupDecides()
      ? result.medianRatio >= expected && result.medianRatio <= parallel * IMPOSSIBLE_FACTOR
      : undefined,
    detail: speedupDetail(
      `one process ${rps(result.baselineRps)} req/s; cluster ${rps(result.candidateRps)} req/s; ${busy}`,
    ),
  });
  const silent = [...result.baselineRps, ...result.candidateRps].some((rps) => !(rps > 0));
  check(!silent, () => ({
    expected: "both sides answer requests in every window.",
    seen: `a window with no answers (one process ${rps(result.baselineRps)} req/s; cluster ${rps(result.candidateRps)} req/s).`,
    next: "Make sure /heavy answers every request (res.send at the end of the handler) on both sides.",
    read: spec.lesson,
    output: spec.output(),
  }));
  check(result.errors === 0, () => ({
    expected: "every request answered 200 on both sides.",
    seen: `${result.errors} failed request(s).`,
    next: "Look at the output below for workers that crash under load.",
    read: spec.lesson,
    output: spec.output(),
  }));
  // --correctness-only: the figure above is reported; the speed-up decides nothing.
  if (!speedupDecides()) return;
  const impossible = parallel * IMPOSSIBLE_FACTOR;
  check(result.medianRatio <= impossible, () => ({
    expected: `at most about ${parallel}× on ${parallel} CPUs: more cores cannot do more than that.`,
    seen: `${result.medianRatio.toFixed(2)}×, above ${impossible.toFixed(2)}×: the cluster does less work per request than index.ts alone.`,
    next: "Let every worker run the same index.ts as the single process, loop included; no shortcut answers.",
    read: spec.lesson,
    output: spec.output(),
  }));
  check(result.medianRatio >= expected, () => ({
    expected: `the cluster serves at least ${expected.toFixed(2)}× the req/s of one process (${budget.usable} usable CPUs).`,
    seen: `${result.medianRatio.toFixed(2)}× (per pair: ${result.ratios.map((r) => r.toFixed(2)).join(", ")}); ${busy}.`,
    next: `${others > BUSY_SHARE ? "The machine was busy with other programs, which takes CPU from the cluster: close heavy programs (builds, video calls, other checks) and check again. If it still fails on a quiet machine: " : ""}${spec.advice}`,
    read: spec.lesson,
    output: spec.output(),
  }));
}
