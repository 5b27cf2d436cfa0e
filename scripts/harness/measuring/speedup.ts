/**
 * The speed-up checkpoint shared by every step that compares a cluster with one process (steps
 * 03 and 05): the learner's index.ts alone, the learner's cluster and the workshop's reference
 * cluster of the same index.ts, loaded in the same rounds, judged by the one rule of
 * ./speedup-rule.ts, and explained by the machine behind the figure (docs/speedup-rule.md).
 */
import { fileURLToPath } from "node:url";
import type { TestContext } from "vitest";
import { currentLocale } from "../../i18n/locale.ts";
import { t } from "../../i18n/translate.ts";
import { type Conditions, describeConditions, watchConditions } from "../../platform/conditions.ts";
import { cpuTopology, describeTopology } from "../../platform/machine.ts";
import { groupMembers } from "../processes/groups.ts";
import { cpuTimeMs, hasProcFs, readPsTable } from "../processes/process-table.ts";
import type { LearnerProgram } from "../processes/program.ts";
import { startProgram } from "../processes/start.ts";
import { recordChart, recordFigure } from "../reporting/figures.ts";
import { CheckpointError, messagePart } from "../reporting/messages.ts";
import { check } from "../step/define-step.ts";
import { describeAnswer, get } from "../tools/http-client.ts";
import { speedupDecides, speedupDetail } from "./correctness-only.ts";
import { BUSY_SHARE, type CpuBudget, cpuBudget, machineBusyMs, machineCpus } from "./cpus.ts";
import { HEAVY_BODY, isHeavyAnswer } from "./heavy-route.ts";
import { type Comparison, measureRounds, median } from "./load.ts";
import {
  connectionsFor,
  GENERATOR_BOUND_ELU,
  generatorThreads,
  largestJudgedWorkers,
  MIN_CONNECTIONS,
} from "./scale.ts";
import { oversubscribed, SIMULATED_PER_REAL } from "./simulation.ts";
import { judgeSpeedup, type Round, SPEEDUP_RULE, type SpeedupJudgement } from "./speedup-rule.ts";

/**
 * How the three sides (one process, the learner's cluster, the reference cluster) are loaded:
 * short windows in rotating order, after a warm-up; the number of rounds is the rule's
 * (./speedup-rule.ts): 3 for a clear case, up to 10 near the threshold. `concurrency` is the
 * fewest keep-alive connections: a cluster of more than 8 workers gets 2 per worker
 * (./scale.ts, connectionsFor), and the generator more threads above 16 (generatorThreads).
 */
export const SPEEDUP_METHOD = {
  windowSeconds: 0.5,
  concurrency: MIN_CONNECTIONS,
  warmupSeconds: 0.3,
} as const;

export interface SpeedupCheck {
  /** the learner's index.ts: started alone (one process) and in the reference cluster */
  indexFile: string;
  /** URL of the learner's cluster's CPU-bound route */
  candidateUrl: string;
  /**
   * what to change when the speed-up is too low, in this step's terms (forks, pm2 instances):
   * called once per language, as the message is written (`() => step.t("…")`)
   */
  advice: () => string;
  /** the lesson section a failed start of index.ts alone or of the reference sends the learner to */
  lesson: string;
  /** process groups of the learner's cluster, to tell its CPU time from other programs' */
  candidateGroups: readonly number[];
  /** the cluster's worker pids, for each worker's share of the cluster's CPU time */
  workerPids: readonly number[];
}

/**
 * CPU time (ms) used so far by every process of `groups`; `undefined` where the process table
 * cannot be read (no /proc and no ps: ../processes/process-table.ts).
 */
async function groupsCpuMs(groups: readonly number[]): Promise<number | undefined> {
  const table = hasProcFs() ? undefined : readPsTable();
  if (!hasProcFs() && !table) return undefined;
  const servers = await cpuTimeMs(
    groups.flatMap((group) => groupMembers(group, table)),
    table,
  );
  return [...servers.values()].reduce((a, b) => a + b, 0);
}

/**
 * The most CPU the learner's cluster may use while no request reaches it, in CPUs (0.25 = a
 * quarter of one CPU), before {@link RESTING_CPU_PER_WORKER}. A loop or timer of its own takes a
 * CPU from every side of the comparison alike, the reference's and the single process's too, so
 * the rule, which compares the sides with each other, cannot see it. Measured on the workshop's
 * 2-core VM while the other two sides started (about 1.2 s): a solution's cluster used 0 ms; a
 * primary that spins 45 ms in every 50 used 48–59% of one CPU, and without this check passed
 * the rule in 3 runs of 3 (1.18× against 1.13×, 1.17× against 1.16×, 1.26× against 1.17×): the
 * reference lost its gain too.
 */
export const MAX_RESTING_CPU = 0.25;

/**
 * What each worker may add to {@link MAX_RESTING_CPU}, in CPUs: requests a worker finishes after
 * the previous checkpoint's load. Measured on the 2-core VM in the 1.2 s after 2 s of load: 0 ms
 * for 2 workers, 70 ms (6% of one CPU) for 16, 10 ms for 32.
 */
export const RESTING_CPU_PER_WORKER = 0.01;

/**
 * Runs `during` (the start of the comparison's other sides) and measures the CPU the learner's
 * cluster used meanwhile, when no request reached it.
 *
 * @returns what `during` returned, and the cluster's CPU in CPUs (1 = one CPU busy all along),
 *   `undefined` where the process table cannot be read, over `ms` milliseconds
 */
async function whileResting<T>(
  groups: readonly number[],
  during: () => Promise<T>,
): Promise<{ value: T; cpus: number | undefined; ms: number }> {
  const before = await groupsCpuMs(groups);
  const startedAt = Date.now();
  const value = await during();
  const after = await groupsCpuMs(groups);
  const ms = Math.max(1, Date.now() - startedAt);
  const cpus = before === undefined || after === undefined ? undefined : (after - before) / ms;
  return { value, cpus, ms };
}

/** CPU time (ms) this process (the check and its load generator) has used so far. */
function ownCpuMs(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000;
}

/** Records a bar chart of a comparison's two sides: the median window's req/s of each. */
export function recordComparisonChart(
  context: TestContext,
  result: Comparison,
  labels: readonly [string, string],
): void {
  recordChart(context, {
    title: t("speedup.chart.title"),
    unit: "req/s",
    bars: [
      { label: labels[0], value: median(result.baselineRps) },
      { label: labels[1], value: median(result.candidateRps) },
    ],
  });
}

/** Each worker's share (%) of the CPU time the cluster's workers spent between two readings. */
function recordWorkerShares(
  context: TestContext,
  before: Map<number, number>,
  after: Map<number, number>,
): void {
  const spent = [...after].map(([pid, ms]) => [pid, Math.max(0, ms - (before.get(pid) ?? ms))]);
  const total = spent.reduce((sum, [, ms]) => sum + (ms ?? 0), 0);
  if (total <= 0) return;
  recordChart(context, {
    title: t("speedup.shares.title"),
    unit: "%",
    bars: spent.map(([pid, ms]) => ({
      label: t("speedup.workerBar", { pid: String(pid) }),
      value: ((ms ?? 0) * 100) / total,
    })),
  });
}

/**
 * Records how busy the load generator's busiest thread was on the cluster's windows, beside the
 * ceiling above which the figure is the generator's ({@link GENERATOR_BOUND_ELU}), and the
 * largest cluster this machine's generator judges in full (./scale.ts).
 */
function recordGenerator(
  context: TestContext,
  busy: number,
  threads: number,
  workers: number,
): void {
  recordFigure(context, {
    label: "load generator busy, its busiest thread",
    name: t("speedup.generator.name"),
    value: busy * 100,
    unit: "%",
    threshold: `< ${(GENERATOR_BOUND_ELU * 100).toFixed(0)}%`,
    detail: t("speedup.generator.detail", {
      threads: String(threads),
      workers: String(workers),
      largest: String(largestJudgedWorkers()),
    }),
  });
}

/**
 * Whether this machine can show a speed-up at all. With one usable CPU it cannot; nor can a
 * simulated machine of more than {@link SIMULATED_PER_REAL} CPUs per real one. The checkpoint
 * records why and the caller checks correctness only.
 */
export function speedupPossible(context: TestContext, budget: CpuBudget = cpuBudget()): boolean {
  const simulated = oversubscribed();
  if (simulated) {
    recordFigure(context, {
      label: "simulated CPUs",
      name: t("speedup.simulated.name"),
      value: simulated.cpus,
      unit: "",
      detail: t("speedup.simulated.detail", {
        cpus: simulated.cpus,
        real: simulated.real,
        most: SIMULATED_PER_REAL * simulated.real,
        per: SIMULATED_PER_REAL,
      }),
    });
    return false;
  }
  if (budget.usable > 1) return true;
  recordFigure(context, {
    label: "usable CPUs",
    name: t("speedup.usableCpus.name"),
    value: budget.usable,
    unit: "",
    detail: t("speedup.usableCpus.detail"),
  });
  return false;
}

/**
 * Starts the workshop's reference cluster: `indexFile` in `workers` workers under
 * ./reference-primary.ts, ready once every worker listens.
 *
 * @throws CheckpointError naming the workshop's measurement (not the learner's code) when it does
 *   not start: the learner's own cluster runs the same file
 */
export async function startReferenceCluster(
  indexFile: string,
  workers: number,
  lesson: string,
): Promise<LearnerProgram> {
  try {
    return await startProgram({
      entry: fileURLToPath(new URL("./reference-primary.ts", import.meta.url)),
      args: [indexFile, String(workers)],
      workers,
      typecheck: false,
      lesson,
    });
  } catch (error) {
    if (!(error instanceof CheckpointError)) throw error;
    // The reference's own failure, in each language this message is written in.
    const failure = error;
    throw new CheckpointError(() => ({
      expected: t("speedup.reference.expected", { workers: String(workers) }),
      seen: t("speedup.reference.seen", { seen: seenIn(failure) }),
      next: t("speedup.reference.next"),
      read: lesson,
      output: failure.explanation.output,
    }));
  }
}

/** What `failure` saw, in the language a message is being written in. */
function seenIn(failure: CheckpointError): string {
  const message = failure.messages[currentLocale()];
  return messagePart(message, "seen") ?? failure.explanation.seen;
}

/** What ran beside the comparison, for the figure's explanation. */
interface Beside {
  /**
   * share (0–1) of the machine's CPU that programs other than the check and its servers used;
   * `undefined` where the servers' CPU time cannot be told
   */
  others: number | undefined;
  /** the load generator's CPU, in CPUs (1 = one CPU busy all the time) */
  loadGenerator: number;
  conditions: Conditions;
}

/** The machine behind a figure in words: topology, CPUs counted, and what ran beside it. */
function explainMachine(budget: CpuBudget, beside: Beside): string {
  return [
    t("speedup.machine.usable", {
      topology: describeTopology(cpuTopology()),
      usable: String(budget.usable),
    }),
    beside.others === undefined
      ? t("speedup.machine.othersUnknown")
      : t("speedup.machine.others", { percent: (beside.others * 100).toFixed(0) }),
    t("speedup.machine.loadGenerator", { percent: (beside.loadGenerator * 100).toFixed(0) }),
    describeConditions(beside.conditions),
  ]
    .filter(Boolean)
    .join(t("list.separator"));
}

/** The three sides' req/s per window, as rounds for the rule. */
function roundsOf([
  single = [],
  cluster = [],
  reference = [],
]: readonly (readonly number[])[]): Round[] {
  return single.map((s, i) => ({
    single: s,
    cluster: cluster[i] ?? 0,
    reference: reference[i] ?? 0,
  }));
}

/** Records the speed-up figure, the reference's, and the req/s chart of the three sides. */
function recordSpeedup(
  context: TestContext,
  judgement: SpeedupJudgement,
  rounds: readonly Round[],
  workers: number,
  machine: string,
  generatorBound: boolean,
): void {
  const rps = (side: keyof Round) => rounds.map((r) => r[side].toFixed(0)).join(", ");
  const judged =
    judgement.outcome !== "machine cannot show" &&
    !(generatorBound && judgement.outcome !== "faster");
  recordFigure(context, {
    label: `speed-up, median of ${judgement.rounds} rounds`,
    name: t("speedup.figure.name", { rounds: judgement.rounds }),
    value: judgement.speedup,
    unit: "×",
    threshold: judged
      ? t("speedup.figure.threshold", {
          threshold: judgement.threshold.toFixed(2),
          ceiling: judgement.ceiling.toFixed(2),
        })
      : generatorBound
        ? t("speedup.figure.generatorBound")
        : t("speedup.figure.noThreshold"),
    met: speedupDecides() && judged ? judgement.outcome === "faster" : undefined,
    detail: speedupDetail(
      t("speedup.figure.detail", {
        closer: judgement.closer,
        rounds: judgement.rounds,
        single: rps("single"),
        cluster: rps("cluster"),
        reference: rps("reference"),
      }),
    ),
  });
  recordFigure(context, {
    label: `reference cluster's speed-up (your index.ts, ${workers} workers)`,
    name: t("speedup.referenceFigure.name", { workers: String(workers) }),
    value: judgement.referenceSpeedup,
    unit: "×",
    threshold: t("speedup.referenceFigure.threshold", {
      min: (1 + SPEEDUP_RULE.minReferenceGain).toFixed(2),
    }),
    detail: machine,
  });
  recordChart(context, {
    title: t("speedup.chart.title"),
    unit: "req/s",
    bars: [
      { label: t("speedup.side.single"), value: median(rounds.map((r) => r.single)) },
      { label: t("speedup.side.cluster"), value: median(rounds.map((r) => r.cluster)) },
      { label: t("speedup.side.reference"), value: median(rounds.map((r) => r.reference)) },
    ],
  });
}

/**
 * First, while index.ts alone and the reference start, checks that the learner's cluster rests
 * (uses almost no CPU with no request). Then measures it against index.ts alone and against the
 * workshop's reference cluster of the same index.ts (one worker per usable CPU), in the same
 * rounds, and judges it by ./speedup-rule.ts. Records the speed-up, the reference's, the machine
 * behind them and each worker's share of the CPU time. When the reference itself shows no
 * speed-up, the figure says why and decides nothing; in correctness-only mode
 * (./correctness-only.ts) it decides nothing either. It runs in a step's checkpoint
 * (../step/define-step.ts): its failures send the learner to the checkpoint's section and quote
 * what the checkpoint quotes, the learner's cluster.
 *
 * @throws CheckpointError when the learner's cluster used more CPU than {@link MAX_RESTING_CPU}
 *   and {@link RESTING_CPU_PER_WORKER} allow while no request reached it, a side does not answer
 *   /heavy, a request to the learner's sides failed, or the rule's outcome is "not faster" or
 *   "impossible"
 */
export async function checkSpeedup(context: TestContext, spec: SpeedupCheck): Promise<void> {
  const budget = cpuBudget();
  const workers = budget.usable;
  const rest = await whileResting(spec.candidateGroups, () =>
    Promise.all([
      startProgram({ entry: spec.indexFile, lesson: spec.lesson }),
      startReferenceCluster(spec.indexFile, workers, spec.lesson),
    ]),
  );
  const [single, reference] = rest.value;
  const resting = rest.cpus;
  const restingMax = MAX_RESTING_CPU + RESTING_CPU_PER_WORKER * spec.workerPids.length;
  check(!speedupDecides() || resting === undefined || resting <= restingMax, () => ({
    expected: t("speedup.resting.expected", { max: (restingMax * 100).toFixed(0) }),
    seen: t("speedup.resting.seen", {
      percent: ((resting ?? 0) * 100).toFixed(0),
      seconds: (rest.ms / 1000).toFixed(1),
    }),
    next: t("speedup.resting.next"),
  }));
  const sides = [
    { label: t("speedup.side.single"), url: `${single.url}/heavy` },
    { label: t("speedup.side.cluster"), url: spec.candidateUrl },
    { label: t("speedup.side.reference"), url: `${reference.url}/heavy` },
  ];
  for (const [side, url] of [
    ["speedup.side.alone", sides[0]?.url],
    ["speedup.side.cluster", spec.candidateUrl],
  ] as const) {
    const answer = await get(url ?? "");
    check(isHeavyAnswer(answer), () => ({
      expected: t("speedup.heavy.expected", {
        side: t(side),
        body: JSON.stringify(HEAVY_BODY),
      }),
      seen: describeAnswer(answer),
      next: t("speedup.heavy.next"),
    }));
  }
  const serverGroups = [single.pid, reference.pid, ...spec.candidateGroups];
  // Before the clock starts: on Windows, reading the power source and plan takes a moment.
  const watching = await watchConditions();
  const startedAt = Date.now();
  const machineBefore = machineBusyMs();
  const ownBefore = ownCpuMs();
  const serversBefore = await groupsCpuMs(serverGroups);
  const workersBefore = await cpuTimeMs(spec.workerPids);
  const loaded = Math.max(workers, spec.workerPids.length);
  const measured = await measureRounds(sides, {
    rounds: SPEEDUP_RULE.minRounds,
    maxRounds: SPEEDUP_RULE.maxRounds,
    settled: (rps) => !judgeSpeedup(roundsOf(rps), budget.usable).measureMore,
    ...SPEEDUP_METHOD,
    concurrency: connectionsFor(loaded),
    threads: generatorThreads(loaded),
  });
  const conditions = watching.stop();
  const elapsedMs = Date.now() - startedAt;
  const own = ownCpuMs() - ownBefore;
  const serversAfter = await groupsCpuMs(serverGroups);
  const others =
    serversBefore === undefined || serversAfter === undefined
      ? undefined
      : Math.max(0, machineBusyMs() - machineBefore - own - (serversAfter - serversBefore)) /
        (elapsedMs * machineCpus());
  const rounds = roundsOf(measured.map((side) => side.rps));
  const judgement = judgeSpeedup(rounds, budget.usable);
  const beside = { others, loadGenerator: own / elapsedMs, conditions };
  const machine = explainMachine(budget, beside);
  const [singleSide, clusterSide] = measured;
  // The cluster's own windows left the generator no idle time: their req/s is the generator's
  // ceiling, and a figure below the threshold says nothing of the cluster.
  const generatorBusy = clusterSide?.generatorBusy ?? 0;
  const generatorBound = generatorBusy >= GENERATOR_BOUND_ELU;
  recordSpeedup(context, judgement, rounds, workers, machine, generatorBound);
  recordGenerator(context, generatorBusy, generatorThreads(loaded), loaded);
  recordWorkerShares(context, workersBefore, await cpuTimeMs(spec.workerPids));
  const rps = (values: readonly number[] = []) => values.map((v) => v.toFixed(0)).join(", ");
  const silent = [...(singleSide?.rps ?? []), ...(clusterSide?.rps ?? [])].some((v) => !(v > 0));
  check(!silent, () => ({
    expected: t("speedup.silent.expected"),
    seen: t("speedup.silent.seen", {
      single: rps(singleSide?.rps),
      cluster: rps(clusterSide?.rps),
    }),
    next: t("speedup.silent.next"),
  }));
  const errors = (singleSide?.errors ?? 0) + (clusterSide?.errors ?? 0);
  check(errors === 0, () => ({
    expected: t("speedup.errors.expected"),
    seen: t("speedup.errors.seen", { count: errors }),
    next: t("speedup.errors.next"),
  }));
  // --correctness-only, a machine that cannot show a speed-up now, or a load generator that
  // could not send more: the figures above say so.
  if (!speedupDecides() || judgement.outcome === "machine cannot show") return;
  if (generatorBound && judgement.outcome !== "faster") return;
  check(judgement.outcome !== "impossible", () => ({
    expected: t("speedup.impossible.expected", { workers: String(workers) }),
    seen: t("speedup.impossible.seen", {
      speedup: judgement.speedup.toFixed(2),
      ceiling: judgement.ceiling.toFixed(2),
      over: judgement.overReference.toFixed(2),
      overCeiling: judgement.overReferenceCeiling.toFixed(2),
    }),
    next: t("speedup.impossible.next"),
  }));
  const perRound = rounds.map((r) => (r.cluster / r.single).toFixed(2)).join(", ");
  check(judgement.outcome === "faster", () => ({
    expected: t("speedup.slow.expected", {
      threshold: judgement.threshold.toFixed(2),
      workers: String(workers),
      reference: judgement.referenceSpeedup.toFixed(2),
    }),
    seen: t("speedup.slow.seen", {
      speedup: judgement.speedup.toFixed(2),
      perRound,
      farther: judgement.rounds - judgement.closer,
      rounds: judgement.rounds,
      machine: explainMachine(budget, beside),
    }),
    next:
      others !== undefined && others > BUSY_SHARE
        ? t("speedup.slow.busy", { advice: spec.advice() })
        : spec.advice(),
  }));
}
