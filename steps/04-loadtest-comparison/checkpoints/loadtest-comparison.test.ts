// Checkpoints of step 04: compare.ts measures index.ts against primary.ts with loadtest's API.
// The script runs for real, as the learner would run it; its figures are checked against each
// other, against this machine's expectation, and against the harness's own measurement.
import { Server } from "node:http";
import { join } from "node:path";
import {
  AGREEMENT,
  BUSY_SHARE,
  CheckpointError,
  type CompareReport,
  check,
  connectionsFor,
  cpuBudget,
  defineStep,
  fail,
  generatorThreads,
  type LearnerProgram,
  type LoadtestCall,
  type LoadtestDouble,
  lastJsonObject,
  machineLoadNow,
  measureRounds,
  median,
  overlapMs,
  type ProcessTraffic,
  parseReport,
  portOf,
  processesRunning,
  quote,
  quotedFrom,
  READY_BASE_MS,
  readyDeadlineMs,
  recordFigure,
  referenceShowsSpeedup,
  type SideRps,
  type SideTraffic,
  SPEEDUP_METHOD,
  SPEEDUP_RULE,
  sideTraffic,
  speedupDecides,
  speedupDetail,
  speedupPossible,
  speedupThreshold,
  startReferenceCluster,
  TUTORIAL_LOAD,
  test,
  trafficProbe,
} from "#harness";

import { MESSAGES } from "./messages/index.ts";

const step = defineStep(
  import.meta.url,
  [
    "The script",
    "Start, measure, stop",
    "Machine-readable output",
    "The tutorial's load",
    "The figures",
    "The report",
    "Reading the numbers",
  ],
  MESSAGES,
  // Each reads or repeats the tutorial's run of compare.ts: when that run is wrong, so are they.
  {
    dependsOn: {
      consistent: ["tutorialRun"],
      report: ["tutorialRun"],
      speedup: ["tutorialRun"],
      agreement: ["tutorialRun"],
    },
  },
);

/** A section of the lesson this file cites. */
type Section = Parameters<typeof step.lesson>[0];

/**
 * What to do first when other programs took `share` of the CPU a comparison needed (measured
 * after it failed), in the learner's language: nothing when the machine was not busy.
 */
const busyAdvice = (share: number) => (share > BUSY_SHARE ? step.t("busyAdvice") : "");

/** A share of the machine's CPU (0.36) as the messages print it ("36"). */
const percent = (share: number) => (share * 100).toFixed(0);
/** The servers compare.ts starts. */
const SERVER_FILES = ["index.ts", "primary.ts"];

/**
 * A compare.ts run may take this long: two start-ups and 2 × 1,200 requests at ~200–400 req/s,
 * 45 s, and the cluster's workers' start-up time on the real CPUs beside (readyDeadlineMs).
 */
const RUN_DEADLINE_MS = 45_000 + readyDeadlineMs(cpuBudget().usable) - READY_BASE_MS;
/**
 * A run whose loadTest answers at once, with no load (a stand-in's, ../../../scripts/harness/
 * processes/loader/loadtest-double.mjs): two start-ups and nothing else.
 */
const STAND_IN_DEADLINE_MS = 15_000 + readyDeadlineMs(cpuBudget().usable) - READY_BASE_MS;
/**
 * The tutorial run makes each cluster's second worker this late (late-worker.mjs, beside the
 * double), as a laptop's slower core would: a script that loads the cluster after its first
 * worker's line loads it with a worker missing, whatever the machine.
 */
const LATE_WORKER_MS = 800;
/**
 * A worker counts as listening before the load began up to this much after loadTest was called:
 * the primary hears of it over IPC a moment after the worker printed its line.
 */
const LISTEN_SLACK_MS = 200;
/**
 * Two load runs overlapping for more than this share of the shorter one were measured at once.
 * Run one after the other, they overlap by nothing.
 */
const OVERLAP_SHARE = 0.2;
/**
 * Connections per request above which keep-alive was off: about concurrency ÷ requests with it
 * (200 ÷ 1,200 = 0.17 at the tutorial's load), 1 without it.
 */
const KEEPALIVE_MAX_CONNECTIONS_PER_REQUEST = 0.5;
/** compare.ts runs at most this many times for the speed-up verdict (the median decides). */
const MAX_RUNS = 5;

interface Run {
  program: LearnerProgram;
  seconds: number;
  /** servers compare.ts left running (they are killed once found) */
  leftovers: string[];
  /** what reached its servers, by process */
  traffic: ProcessTraffic[];
  /** its loadTest calls, as they settled */
  calls: LoadtestCall[];
}

/** Kills the servers compare.ts left running (in process groups of their own), and names them. */
async function killLeftovers(): Promise<string[]> {
  const left = await processesRunning(SERVER_FILES.map((name) => join(step.dir, name)));
  for (const p of left) {
    try {
      process.kill(p.pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
  return left.map((p) => `${p.pid} ${p.cmd}`);
}

/**
 * Runs compare.ts with `args` to completion, watched by a traffic probe (`probe` its options: a
 * stand-in for loadtest, a late worker), then finds and kills any server it left behind. A start
 * that fails sends the learner to `section`. With a stand-in, whose loadTest answers at once,
 * the script is done when it exits: a server it left running keeps its output open, and is
 * reported as left behind when the loadTest call failed (`throwLeftovers`), else as stuck.
 */
async function runCompare(
  args: string[],
  section: Section,
  probe: { loadtest?: LoadtestDouble; lateWorkerMs?: number } = {},
): Promise<Run> {
  const started = Date.now();
  const watch = trafficProbe(probe);
  const standIn = probe.loadtest !== undefined && probe.loadtest !== "real";
  const deadlineMs = standIn ? STAND_IN_DEADLINE_MS : RUN_DEADLINE_MS;
  let program: LearnerProgram;
  try {
    program = await step.run({
      entry: "compare.ts",
      alsoTypecheck: SERVER_FILES,
      args,
      env: watch.env,
      deadlineMs,
      section,
      // What it prints last: the JSON report, or a bar per side.
      finishedWhen: (p) =>
        standIn
          ? p.exit !== undefined
          : !("problem" in parseReport(p.stdout())) ||
            p.stdout().filter((line) => line.includes("█")).length >= 2,
    });
  } catch (error) {
    const left = await killLeftovers();
    if (left.length === 0 || !(error instanceof CheckpointError)) throw error;
    const servers = left.join("; ");
    const quoted = {
      section: "Start, measure, stop",
      quote: quotedFrom(error.explanation),
    } as const;
    return fail(() =>
      probe.loadtest === "reject" && watch.calls().some((call) => call.error)
        ? step.finding("throwLeftovers", { servers }, quoted)
        : step.finding("stuck", { seconds: String(deadlineMs / 1000), servers }, quoted),
    );
  }
  const seconds = (Date.now() - started) / 1000;
  const leftovers = await killLeftovers();
  return { program, seconds, leftovers, traffic: watch.read(), calls: watch.calls() };
}

/** compare.ts's JSON report; the checkpoint's messages quote compare.ts from here on. */
function reportOf(run: Run): CompareReport {
  const program = quote(run.program);
  check(program.exit?.code === 0, () =>
    step.finding("exit", {
      signal: program.exit?.signal ?? "none",
      code: String(program.exit?.code),
    }),
  );
  const parsed = parseReport(program.lines);
  if ("problem" in parsed) {
    return fail(() =>
      step.finding("json", { problem: parsed.problem }, { section: "Machine-readable output" }),
    );
  }
  return parsed.report;
}

/** compare.ts's reports so far: the tutorial run's, then the runs a verdict out of bounds asked for. */
const reports: CompareReport[] = [];

/**
 * compare.ts's reports, shared by the checkpoints: the tutorial run's, and more runs (MAX_RUNS in
 * all) while `settled` says the verdict is not clear. One run is one pair at the tutorial's load,
 * which a moment of other work on the machine can skew; the median of the runs decides.
 */
async function reportsUntil(
  settled: (runs: readonly CompareReport[]) => boolean,
  section: Section,
): Promise<CompareReport[]> {
  if (reports.length === 0) reports.push(reportOf(await tutorial()));
  while (!settled(reports) && reports.length < MAX_RUNS)
    reports.push(reportOf(await runCompare(["--json"], section)));
  return reports;
}

let tutorialRun: Promise<Run> | undefined;

/**
 * compare.ts with the tutorial's load (its defaults) and --json, each cluster's second worker
 * LATE_WORKER_MS late: run once, shared by the checkpoints.
 */
function tutorial(): Promise<Run> {
  tutorialRun ??= runCompare(["--json"], "The script", { lateWorkerMs: LATE_WORKER_MS });
  return tutorialRun;
}

/** What reached each side: index.ts alone, and the cluster's workers together. */
const sidesOf = (run: Run) => ({
  single: sideTraffic(run.traffic.filter((p) => !p.worker)),
  cluster: sideTraffic(run.traffic.filter((p) => p.worker)),
});

/** The loadTest call of a side: the one whose URL has the port the side's traffic came in on. */
const callOf = (run: Run, side: SideTraffic | undefined) =>
  run.calls.find((call) => side?.ports.includes(portOf(call.url)));

test(step.name("tutorialRun"), async (context) => {
  step.section("The script");
  const run = await tutorial();
  const report = reportOf(run);
  recordFigure(context, {
    ...step.figure("wallTime"),
    value: run.seconds,
    unit: " s",
    threshold: `<= ${RUN_DEADLINE_MS / 1000} s`,
  });
  check(run.leftovers.length === 0, () =>
    step.finding(
      "leftovers",
      { servers: run.leftovers.join("; ") },
      { section: "Start, measure, stop" },
    ),
  );
  // What reached the servers, seen by the probe: the single process, and the cluster's workers.
  const { single, cluster } = sidesOf(run);
  if (single && cluster) {
    const both = overlapMs(single, cluster);
    const shorter = Math.min(single.to - single.from, cluster.to - cluster.from);
    recordFigure(context, {
      ...step.figure("overlap"),
      value: both / 1000,
      unit: " s",
      threshold: step.t("figure.overlapThreshold", { share: percent(OVERLAP_SHARE) }),
    });
    check(both <= OVERLAP_SHARE * shorter, () =>
      step.finding(
        "overlap",
        {
          both: (both / 1000).toFixed(1),
          single: ((single.to - single.from) / 1000).toFixed(1),
          cluster: ((cluster.to - cluster.from) / 1000).toFixed(1),
        },
        { section: "Start, measure, stop" },
      ),
    );
  }
  // Structure, whatever the machine's speed: the cluster side reached the cluster's workers.
  const workersServed = run.traffic.filter((p) => p.worker && p.requests > 0).length;
  check(single === undefined || cpuBudget().usable < 2 || workersServed >= 2, () =>
    step.finding(
      "workersReached",
      {
        workers: workersServed,
        singles: run.traffic.filter((p) => !p.worker && p.requests > 0).length,
      },
      { section: "Start, measure, stop" },
    ),
  );
  // The cluster's second worker was made LATE_WORKER_MS late: was the load started before it
  // listened?
  const clusterCall = callOf(run, cluster);
  if (clusterCall) {
    const port = portOf(clusterCall.url);
    const listened = run.traffic.flatMap((p) => p.listening).filter((l) => l.port === port);
    const late = listened.filter((l) => l.at > clusterCall.startedAt + LISTEN_SLACK_MS);
    check(late.length === 0, () =>
      step.finding(
        "loadedEarly",
        {
          workers: listened.length,
          late: late.length,
          ms: String(Math.max(...late.map((l) => l.at - clusterCall.startedAt))),
          lateMs: String(LATE_WORKER_MS),
        },
        { section: "Start, measure, stop" },
      ),
    );
  }
  const { requests, concurrency, keepalive } = report.load;
  check(
    requests === TUTORIAL_LOAD.requests && concurrency === TUTORIAL_LOAD.concurrency && keepalive,
    () =>
      step.finding(
        "load",
        {
          requests: String(TUTORIAL_LOAD.requests),
          concurrency: String(TUTORIAL_LOAD.concurrency),
          load: JSON.stringify(report.load),
        },
        { section: "The tutorial's load" },
      ),
  );
  for (const [side, traffic] of [
    ["single", single],
    ["cluster", cluster],
  ] as const) {
    const call = callOf(run, traffic);
    check(!call || Number(call.concurrency) === concurrency, () =>
      step.finding(
        "concurrencyPassed",
        { side, concurrency: String(concurrency), given: String(call?.concurrency ?? "none") },
        { section: "The tutorial's load" },
      ),
    );
  }
  for (const [side, figures, traffic] of [
    ["single", report.single, single],
    ["cluster", report.cluster, cluster],
  ] as const) {
    // Errors first: loadtest opens a new connection after a failed request, so failures would
    // read as keep-alive turned off.
    check(figures.requests === requests && figures.errors <= raceErrorsAllowed(figures), () =>
      step.finding(
        "completed",
        {
          side,
          requests: String(requests),
          done: String(figures.requests),
          errors: String(figures.errors),
        },
        { section: "The tutorial's load" },
      ),
    );
    // With keep-alive, loadtest opens about one connection per concurrent client and reuses it;
    // without it, one connection per request.
    const perRequest = traffic ? traffic.connections / traffic.requests : 0;
    check(!keepalive || perRequest <= KEEPALIVE_MAX_CONNECTIONS_PER_REQUEST, () =>
      step.finding(
        "keepalive",
        {
          side,
          concurrency: String(concurrency),
          requests: String(requests),
          served: String(traffic?.requests),
          connections: String(traffic?.connections),
        },
        { section: "The tutorial's load" },
      ),
    );
  }
});

/**
 * Node's HTTP server closes a keep-alive connection that stays idle for its keepAliveTimeout (the
 * running Node's default, which the learner's servers run with: 5 s on Node 20 to 26). One process under 200 connections of a CPU-bound route serves some of them
 * late: when a response waited in line longer than that (p99 above 5 s), the timer of a
 * connection whose next request the busy event loop has not read yet can fire first, and
 * loadtest counts an error (nodejs/node#43456: timers are checked before a pending request is
 * read). Up to 0.5 % of such errors are the machine's queue, not the learner's script (seen: 1 of
 * 1,200, p99 6.8 s and 9.5 s, on 2 cores); a server loaded before it was ready fails far more.
 */
const KEEPALIVE_TIMEOUT_MS = new Server().keepAliveTimeout;
const RACE_ERROR_SHARE = 0.005;

function raceErrorsAllowed(figures: { requests: number; p99Ms: number }): number {
  return figures.p99Ms > KEEPALIVE_TIMEOUT_MS ? Math.floor(figures.requests * RACE_ERROR_SHARE) : 0;
}

/** A side's req/s may differ from its completed requests ÷ its total time by this share. */
const RPS_TOLERANCE = 0.1;
/** The speed-up may differ from the cluster's req/s ÷ the single process's by this share. */
const SPEEDUP_TOLERANCE = 0.02;

/** Each figure of a side, and the field of loadtest's result it comes from (the lesson's table). */
const FROM_RESULT = [
  ["requests", "totalRequests"],
  ["errors", "totalErrors"],
  ["totalSeconds", "totalTimeSeconds"],
  ["rps", "rps"],
  ["meanLatencyMs", "meanLatencyMs"],
  ["p50Ms", "percentiles[50]"],
  ["p90Ms", "percentiles[90]"],
  ["p99Ms", "percentiles[99]"],
] as const;

/** A field of loadtest's result as the lesson reports it: a percentile never reached is NaN. */
function resultField(result: NonNullable<LoadtestCall["result"]>, source: string): number {
  const percentile = /^percentiles\[(\d+)\]$/.exec(source)?.[1];
  if (percentile) return Number(result.percentiles[percentile] || Number.NaN);
  return result[source as keyof typeof result] as number;
}

/** Equal, as a figure that went through JSON unchanged is. */
const same = (a: number, b: number) => a === b || Math.abs(a - b) <= 1e-9 * Math.abs(b);

/** The first figure of `figures` that is not loadtest's `result`, if any. */
function unlikeResult(figures: CompareReport["single"], result: LoadtestCall["result"]) {
  if (!result) return undefined;
  const field = FROM_RESULT.find(
    ([name, source]) => !same(figures[name], resultField(result, source)),
  );
  return field && { field, actual: resultField(result, field[1]) };
}

test(step.name("consistent"), async () => {
  step.section("The figures");
  const run = await tutorial();
  const report = reportOf(run);
  // Each side's figures, against loadtest's own result for that side's server.
  const { single, cluster } = sidesOf(run);
  for (const [side, figures, call, other] of [
    ["single", report.single, callOf(run, single), callOf(run, cluster)],
    ["cluster", report.cluster, callOf(run, cluster), callOf(run, single)],
  ] as const) {
    const unlike = unlikeResult(figures, call?.result);
    check(!unlike, () =>
      step.finding("fromResult", {
        side,
        field: unlike?.field[0] ?? "",
        value: String(unlike && figures[unlike.field[0]]),
        source: unlike?.field[1] ?? "",
        actual: String(unlike?.actual),
        swapped: other?.result && !unlikeResult(figures, other.result) ? "yes" : "no",
      }),
    );
  }
  for (const [side, f] of [
    ["single", report.single],
    ["cluster", report.cluster],
  ] as const) {
    const rpsFromTime = f.requests / f.totalSeconds;
    check(Math.abs(f.rps / rpsFromTime - 1) <= RPS_TOLERANCE, () =>
      step.finding("rps", {
        side,
        rps: f.rps.toFixed(1),
        requests: String(f.requests),
        seconds: String(f.totalSeconds),
        computed: rpsFromTime.toFixed(1),
      }),
    );
    check(f.p50Ms <= f.p90Ms && f.p90Ms <= f.p99Ms && f.meanLatencyMs > 0, () =>
      step.finding("latencies", {
        side,
        mean: String(f.meanLatencyMs),
        p50: String(f.p50Ms),
        p90: String(f.p90Ms),
        p99: String(f.p99Ms),
      }),
    );
  }
  const ratio = report.cluster.rps / report.single.rps;
  check(Math.abs(report.speedup / ratio - 1) <= SPEEDUP_TOLERANCE, () =>
    step.finding("formula", {
      speedup: String(report.speedup),
      cluster: String(report.cluster.rps),
      single: String(report.single.rps),
      ratio: ratio.toFixed(2),
    }),
  );
  check(same(report.speedup, ratio), () =>
    step.finding(
      "unrounded",
      { speedup: String(report.speedup), ratio: String(ratio) },
      { section: "Machine-readable output" },
    ),
  );
});

/** Counted on the line of each side: a keep-alive turned off (`keep-alive off`, `no keep-alive`). */
const KEEPALIVE_OFF = /\b(no|without)\s+keep-?alive|keep-?alive\W{0,3}(off|false|disabled|no)\b/i;
/** The speed-up as the report prints it (`speed-up: 1.84×`), its figure captured. */
const SPEEDUP_LINE = /speed-?up\W{0,3}(\d+(?:\.\d+)?)\s*[×x]/i;
/** The longest bar: the larger side's, in characters. */
const BAR_LENGTH = 40;

test(step.name("report"), async () => {
  step.section("The report");
  const requests = 100;
  const concurrency = 20;
  const args = ["--requests", String(requests), "--concurrency", String(concurrency)];
  const run = await runCompare([...args, "--no-keepalive"], "The report");
  check(run.program.exit?.code === 0, () =>
    step.finding("reportExit", {
      requests: String(requests),
      signal: run.program.exit?.signal ?? "none",
      code: String(run.program.exit?.code),
    }),
  );
  // What loadTest was asked for, each time: the command line's load, keep-alive off. (Every
  // call: a side's server can be stopped before the probe wrote its port down, 200 ms in.)
  const sides = sidesOf(run);
  for (const call of run.calls) {
    const done = call.result?.totalRequests;
    const side = sides.cluster?.ports.includes(portOf(call.url)) ? "cluster" : "single";
    check(
      done === requests && Number(call.concurrency) === concurrency && !call.agentKeepAlive,
      () =>
        step.finding("override", {
          side,
          done: String(done),
          concurrency: String(call.concurrency ?? "none"),
          keepalive: String(call.agentKeepAlive ?? "none"),
        }),
    );
  }
  const lines = run.program.lines;
  const text = lines.join("\n");
  const bars = lines.filter((line) => line.includes("█"));
  // A side's line: its req/s, and neither a bar nor the speed-up (which may name req/s too).
  const sideLines = lines.filter(
    (line) => line.includes("req/s") && !line.includes("█") && !/speed-?up/i.test(line),
  );
  const words = (["req/s", "p50", "p90", "p99", "mean", "error", "speed-up"] as const).filter(
    (word) => !text.toLowerCase().includes(word),
  );
  const overridden =
    sideLines.length >= 2 && sideLines.every((line) => line.includes(`${requests} requests`));
  const barred = bars.length >= 2;
  /** What the report lacks, in the learner's language. */
  const missing = () =>
    [
      ...words.map((word) => step.t("missing.word", { word })),
      ...(overridden ? [] : [step.t("missing.requests", { requests: String(requests) })]),
      ...(barred ? [] : [step.t("missing.bars")]),
    ].join(step.t("list.separator"));
  check(words.length === 0 && overridden && barred, () =>
    step.finding("report", { missing: missing() }),
  );
  // 1. The load comes first: a line above the sides' with the requests, the concurrency and
  // keep-alive off.
  const above = lines.slice(0, lines.indexOf(sideLines[0] ?? ""));
  const number = (n: number) => new RegExp(`(^|\\D)${n}(\\D|$)`);
  check(
    above.some(
      (line) =>
        number(requests).test(line) && number(concurrency).test(line) && KEEPALIVE_OFF.test(line),
    ),
    () =>
      step.finding("loadLine", {
        requests: String(requests),
        concurrency: String(concurrency),
        above: above.length,
      }),
  );
  // 3. The speed-up, with two decimals.
  const speedup = SPEEDUP_LINE.exec(text);
  check(/^\d+\.\d{2}$/.test(speedup?.[1] ?? ""), () =>
    step.finding("speedupLine", { printed: speedup?.[0] ?? "none" }),
  );
  // 4. The bars: the larger side's BAR_LENGTH characters, the other its share of loadTest's rps.
  const rps = run.calls.flatMap((call) => (call.result ? [call.result.rps] : []));
  if (barred && rps.length === 2) {
    const lengths = bars.map((line) => line.split("█").length - 1).sort((a, b) => b - a);
    const share = Math.min(...rps) / Math.max(...rps);
    const expected = Math.max(1, Math.round(BAR_LENGTH * share));
    check(lengths[0] === BAR_LENGTH && Math.abs((lengths[1] ?? 0) - expected) <= 1, () =>
      step.finding("bars", {
        longer: String(lengths[0]),
        shorter: String(lengths[1]),
        expected: String(expected),
        small: String(Math.min(...rps)),
        large: String(Math.max(...rps)),
      }),
    );
  }
});

/**
 * Rounds of the harness's own measurement (three sides, 0.5 s windows at 32 connections, or 2
 * per worker above 16 workers, so that it reaches every worker as compare.ts's 200 do). While
 * the reference shows no speed-up, more rounds follow, up to SPEEDUP_RULE.maxRounds (1.5 s
 * each): three windows once measured the reference at 1.13× on 2 cores, below the 1.15× that
 * judges, and a compare.ts that measured one process twice went unjudged.
 */
const HARNESS_ROUNDS = 3;
/** Keep-alive connections of the harness's own measurement: at least 32. */
const HARNESS_CONNECTIONS = 32;

/** Median of the per-round ratios of one side's windows to another's (req/s ÷ req/s). */
const medianRatio = (of: readonly number[] = [], to: readonly number[] = []) =>
  median(of.map((rps, i) => rps / (to[i] || Number.NaN)));

let harnessRun: Promise<SideRps[]> | undefined;

/**
 * The harness's own measurement of this step's servers, once per file: index.ts alone, the
 * cluster (primary.ts) and the workshop's reference cluster of index.ts (one worker per usable
 * CPU), in the same rounds, by scripts/harness/measuring/speedup.ts's method. A failed start
 * sends the learner to the section of the checkpoint that asked first.
 *
 * @returns the three sides' windows, in that order
 */
async function harnessMeasurement(): Promise<SideRps[]> {
  harnessRun ??= (async () => {
    // Callers await tutorial() first, whose run has type-checked compare.ts with SERVER_FILES.
    const [single, cluster, reference] = await Promise.all([
      step.startServer({ typecheck: false }),
      step.startServer({ entry: "primary.ts", typecheck: false, workers: cpuBudget().usable }),
      startReferenceCluster(step.file("index.ts"), cpuBudget().usable, step.read()),
    ]);
    return measureRounds(
      [
        { label: "one process", url: `${single.url}/heavy` },
        { label: "cluster", url: `${cluster.url}/heavy` },
        { label: "reference", url: `${reference.url}/heavy` },
      ],
      {
        rounds: HARNESS_ROUNDS,
        maxRounds: SPEEDUP_RULE.maxRounds,
        settled: ([single, , reference]) => referenceShowsSpeedup(medianRatio(reference, single)),
        ...SPEEDUP_METHOD,
        concurrency: Math.max(HARNESS_CONNECTIONS, connectionsFor(cpuBudget().usable)),
        threads: generatorThreads(cpuBudget().usable),
      },
    );
  })();
  const sides = await harnessRun;
  // What the checkpoint finds is about compare.ts's figures, not these servers' output.
  quote(undefined);
  return sides;
}

test(step.name("speedup"), async (context) => {
  step.section("Reading the numbers");
  const budget = cpuBudget();
  const run = await tutorial();
  reportOf(run);
  // A speed-up is index.ts alone against the cluster. Where the probe saw the cluster's workers
  // but no process of index.ts alone, compare.ts measured the cluster twice: its figure compares
  // a warm cluster with a cold one, and can clear the threshold (1.36× was seen), so the traffic
  // decides, whatever the machine's speed.
  const workersServed = run.traffic.filter((p) => p.worker && p.requests > 0).length;
  const singleServed = run.traffic.some((p) => !p.worker && p.requests > 0);
  check(workersServed === 0 || singleServed, () =>
    step.finding("singleSide", { workers: workersServed }, { section: "Start, measure, stop" }),
  );
  if (!speedupPossible(context, budget)) return;
  const [single, , reference] = await harnessMeasurement();
  const referenceSpeedup = medianRatio(reference?.rps, single?.rps);
  const threshold = speedupThreshold(referenceSpeedup, SPEEDUP_RULE.tutorialLoadShare);
  // compare.ts measures its own processes, with no reference beside them: on Node.js 20 and 22
  // its single process can run in V8's slow mode and its workers in the fast one
  // (SPEEDUP_RULE.processSpread), so the ceiling allows for that spread too.
  const impossible = budget.usable * SPEEDUP_RULE.impossibleFactor * SPEEDUP_RULE.processSpread;
  const judged = referenceShowsSpeedup(referenceSpeedup);
  // The tutorial's 200 connections cost the load generator real CPU (1.33–1.63× on Node 24 here):
  // a median out of bounds gets more runs.
  const speedups = (
    await reportsUntil((runs) => {
      const speedup = median(runs.map((r) => r.speedup));
      return !speedupDecides() || !judged || (speedup >= threshold && speedup <= impossible);
    }, "Reading the numbers")
  ).map((r) => r.speedup);
  const runs = speedups.map((s) => s.toFixed(2)).join(", ");
  /** The reference cluster's figures, as the messages print them. */
  const referenceValues = {
    workers: String(budget.usable),
    reference: referenceSpeedup.toFixed(2),
  };
  recordFigure(context, {
    ...step.figure("speedup", { count: speedups.length }),
    value: median(speedups),
    unit: "×",
    threshold: judged
      ? step.t("figure.speedupThreshold", {
          min: threshold.toFixed(2),
          max: impossible.toFixed(2),
        })
      : step.t("figure.speedupUnjudged"),
    met:
      speedupDecides() && judged
        ? median(speedups) >= threshold && median(speedups) <= impossible
        : undefined,
    detail: speedupDetail(step.t("figure.speedupDetail", { runs, ...referenceValues })),
  });
  recordFigure(context, {
    ...step.figure("reference", { workers: budget.usable }),
    value: referenceSpeedup,
    unit: "×",
    threshold: step.t("figure.referenceThreshold", {
      min: (1 + SPEEDUP_RULE.minReferenceGain).toFixed(2),
    }),
    detail: step.t("figure.referenceDetail", { rounds: single?.rps.length ?? 0 }),
  });
  // --correctness-only, or a machine that cannot show a speed-up now: the figure says so.
  if (!speedupDecides() || !judged) return;
  check(median(speedups) <= impossible, () =>
    step.finding("impossible", {
      usable: String(budget.usable),
      cpus: budget.usable,
      speedup: median(speedups).toFixed(2),
      runs,
    }),
  );
  // Below the expectation: is the code slow, or the machine busy? Measure the machine now.
  const others = median(speedups) >= threshold ? 0 : await machineLoadNow();
  check(median(speedups) >= threshold, () =>
    step.finding("belowThreshold", {
      threshold: threshold.toFixed(2),
      ...referenceValues,
      speedup: median(speedups).toFixed(2),
      runs,
      share: percent(others),
      advice: busyAdvice(others),
    }),
  );
});

test(step.name("agreement"), async (context) => {
  step.section("The figures");
  reportOf(await tutorial());
  let [single, cluster] = await harnessMeasurement();
  let harnessSingle = single?.medianRps ?? Number.NaN;
  let harnessSpeedup = medianRatio(cluster?.rps, single?.rps);
  const within = (ratio: number, tolerance: number) => ratio >= 1 / tolerance && ratio <= tolerance;
  /** compare.ts's medians over `runs`, and their ratios to the harness's figures. */
  const compared = (runs: readonly CompareReport[]) => {
    const rps = median(runs.map((r) => r.single.rps));
    const speedup = median(runs.map((r) => r.speedup));
    const rpsRatio = rps / harnessSingle;
    const speedupRatio = speedup / harnessSpeedup;
    const agree = within(rpsRatio, AGREEMENT.rps) && within(speedupRatio, AGREEMENT.speedup);
    return { rps, speedup, rpsRatio, speedupRatio, agree, runs: runs.length };
  };
  const runs = await reportsUntil((runs) => compared(runs).agree, "The figures");
  let c = compared(runs);
  if (!c.agree) {
    // compare.ts has had its further runs; the harness's own three rounds can be the outlier as
    // well (one window's req/s swings ±30% on 2 cores, and a correct variant once measured 1.62
    // against 1.60): measure the same servers' files once more, fresh, before judging.
    harnessRun = undefined;
    [single, cluster] = await harnessMeasurement();
    harnessSingle = single?.medianRps ?? Number.NaN;
    harnessSpeedup = medianRatio(cluster?.rps, single?.rps);
    c = compared(runs);
  }
  recordFigure(context, {
    ...step.figure("rpsRatio"),
    value: c.rpsRatio,
    unit: "",
    threshold: `${(1 / AGREEMENT.rps).toFixed(2)}–${AGREEMENT.rps.toFixed(2)}`,
    detail: step.t("figure.rpsDetail", {
      rps: c.rps.toFixed(0),
      runs: c.runs,
      harness: harnessSingle.toFixed(0),
    }),
  });
  recordFigure(context, {
    ...step.figure("speedupRatio"),
    value: c.speedupRatio,
    unit: "",
    threshold: `${(1 / AGREEMENT.speedup).toFixed(2)}–${AGREEMENT.speedup.toFixed(2)}`,
    detail: step.t("figure.speedupRatioDetail", {
      speedup: c.speedup.toFixed(2),
      runs: c.runs,
      harness: harnessSpeedup.toFixed(2),
    }),
  });
  const others = c.agree ? 0 : await machineLoadNow();
  check(c.agree, () =>
    step.finding("agreement", {
      rpsTolerance: String(AGREEMENT.rps),
      speedupTolerance: String(AGREEMENT.speedup),
      rps: c.rps.toFixed(0),
      speedup: c.speedup.toFixed(2),
      harnessRps: harnessSingle.toFixed(0),
      harnessSpeedup: harnessSpeedup.toFixed(2),
      runs: c.runs,
      share: percent(others),
      advice: busyAdvice(others),
    }),
  );
});

test(step.name("missingPercentile"), async () => {
  step.section("The figures");
  const run = await runCompare(["--json"], "The figures", { loadtest: "no-p99" });
  const program = quote(run.program);
  // Read whatever its fields: a null figure (NaN in the script) is what parseReport refuses and
  // this checkpoint looks for.
  const report = lastJsonObject(program.lines) as
    | Record<string, Record<string, unknown> | undefined>
    | undefined;
  check(report !== undefined, () =>
    step.finding("json", { problem: step.t("noJsonLine") }, { section: "Machine-readable output" }),
  );
  for (const side of ["single", "cluster"] as const) {
    const figures = report?.[side] ?? {};
    check(figures.p99Ms === null && figures.p90Ms === 7 && figures.p50Ms === 3, () =>
      step.finding("percentile", {
        side,
        p50: JSON.stringify(figures.p50Ms) ?? "none",
        p90: JSON.stringify(figures.p90Ms) ?? "none",
        p99: JSON.stringify(figures.p99Ms) ?? "none",
      }),
    );
  }
});

test(step.name("throwStops"), async () => {
  step.section("Start, measure, stop");
  const run = await runCompare(["--json"], "Start, measure, stop", { loadtest: "reject" });
  quote(run.program);
  check(run.calls.length > 0, () => step.finding("notCalled", {}));
  check(run.leftovers.length === 0, () =>
    step.finding("throwLeftovers", { servers: run.leftovers.join("; ") }),
  );
});
