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
  machineLoadNow,
  measureRounds,
  median,
  overlapMs,
  type ProcessTraffic,
  parseReport,
  processesRunning,
  quote,
  quotedFrom,
  READY_BASE_MS,
  readyDeadlineMs,
  recordFigure,
  referenceShowsSpeedup,
  type SideRps,
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
 * Runs compare.ts with `args` to completion, then finds and kills any server it left behind.
 * `env` goes to compare.ts and, through it, to its servers (a traffic probe, say). A start that
 * fails sends the learner to `section`.
 */
async function runCompare(
  args: string[],
  section: Section,
  env: Record<string, string> = {},
): Promise<Run> {
  const started = Date.now();
  let program: LearnerProgram;
  try {
    program = await step.run({
      entry: "compare.ts",
      alsoTypecheck: SERVER_FILES,
      args,
      env,
      deadlineMs: RUN_DEADLINE_MS,
      section,
      // What it prints last: the JSON report, or a bar per side.
      finishedWhen: (p) =>
        !("problem" in parseReport(p.stdout())) ||
        p.stdout().filter((line) => line.includes("█")).length >= 2,
    });
  } catch (error) {
    const left = await killLeftovers();
    if (left.length === 0 || !(error instanceof CheckpointError)) throw error;
    return fail(() =>
      step.finding(
        "stuck",
        { seconds: String(RUN_DEADLINE_MS / 1000), servers: left.join("; ") },
        { section: "Start, measure, stop", quote: quotedFrom(error.explanation) },
      ),
    );
  }
  const seconds = (Date.now() - started) / 1000;
  return { program, seconds, leftovers: await killLeftovers() };
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

let tutorialRun: Promise<Run & { traffic: ProcessTraffic[] }> | undefined;

/**
 * compare.ts with the tutorial's load (its defaults) and --json, its servers watched by a traffic
 * probe: run once, shared by the checkpoints.
 */
function tutorial(): Promise<Run & { traffic: ProcessTraffic[] }> {
  if (!tutorialRun) {
    const probe = trafficProbe();
    tutorialRun = runCompare(["--json"], "The script", probe.env).then((run) => ({
      ...run,
      traffic: probe.read(),
    }));
  }
  return tutorialRun;
}

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
  const single = sideTraffic(run.traffic.filter((p) => !p.worker));
  const cluster = sideTraffic(run.traffic.filter((p) => p.worker));
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

test(step.name("consistent"), async () => {
  step.section("The figures");
  const report = reportOf(await tutorial());
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
});

test(step.name("report"), async () => {
  step.section("The report");
  const requests = 100;
  const run = await runCompare(
    ["--requests", String(requests), "--concurrency", "20"],
    "The report",
  );
  check(run.program.exit?.code === 0, () =>
    step.finding("reportExit", {
      requests: String(requests),
      signal: run.program.exit?.signal ?? "none",
      code: String(run.program.exit?.code),
    }),
  );
  const text = run.program.lines.join("\n");
  const bars = run.program.lines.filter((line) => line.includes("█"));
  const words = (["req/s", "p50", "p90", "p99", "mean", "error", "speed-up"] as const).filter(
    (word) => !text.toLowerCase().includes(word),
  );
  const overridden = text.includes(`${requests} requests`);
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
