// Checkpoints of step 08: /block?ms=N busy-waits (bounded), /health answers at once, and while
// one request blocks, /health waits on a single process but not on a cluster.
import { setTimeout as delay } from "node:timers/promises";
import {
  check,
  cpuTimeMs,
  defineStep,
  describeAnswer,
  get,
  type LearnerProgram,
  median,
  type Probes,
  probe,
  recordChart,
  recordFigure,
  signalGroup,
  test,
  timedOut,
} from "#harness";
import { MESSAGES } from "./messages/index.ts";

const step = defineStep(
  import.meta.url,
  ["Block the event loop", "A health check", "One process waits", "The cluster answers"],
  MESSAGES,
);

/** How long the blocking request of the probe checkpoints blocks, in ms. */
const BLOCK_MS = 1000;
/** One /health probe every this many ms while the block runs. */
const PROBE_INTERVAL_MS = 100;
/** On one process, the median /health probe must wait at least this long, in ms. */
const SINGLE_MIN_MEDIAN_MS = BLOCK_MS / 4;
/** On the cluster, the median /health probe must answer within this, in ms. */
const CLUSTER_MAX_MEDIAN_MS = 100;
/** The blocking request of the first checkpoint, in ms. */
const SHORT_BLOCK_MS = 300;
/**
 * Requests /block must refuse with 400 (the lesson's "Block the event loop"): just over the
 * ceiling and far over it, negative, not a number, not whole, and no ms at all.
 */
const REJECTED = [
  "/block?ms=5001",
  "/block?ms=60000",
  "/block?ms=-5",
  "/block?ms=abc",
  "/block?ms=1.5",
  "/block",
] as const;

/** The lesson's range of ms, both ends accepted: "whole numbers from 0 to 5000". */
const LOWEST_MS = 0;
const CEILING_MS = 5000;
/**
 * A refusal comes at once; a block of CEILING_MS would not answer within this, in ms. The check
 * stops the server then, rather than wait out its 5 s.
 */
const REFUSED_WITHIN_MS = 1000;

/**
 * The paused block: GET /block?ms=PAUSED_BLOCK_MS, with the server stopped (SIGSTOP) from
 * PAUSE_AT_MS after the request for PAUSE_FOR_MS, a CPU slower than the one a count of steps was
 * tuned on, simulated. A loop that watches the clock is past its deadline when it resumes and
 * answers at once; a count of steps still has its steps to run. In ms.
 */
const PAUSED_BLOCK_MS = 600;
const PAUSE_AT_MS = 100;
const PAUSE_FOR_MS = 600;
/** The paused block must answer within this of the request, in ms: the pause's end and 300. */
const PAUSED_LIMIT_MS = PAUSE_AT_MS + PAUSE_FOR_MS + 300;

/**
 * Sends the paused block's request to `program` and stops its process group during it (the
 * pause is the measurement, not a wait: SIGCONT always follows).
 *
 * @returns the answer, and the ms from the request to it
 */
async function blockWhilePaused(program: LearnerProgram) {
  const sentAt = Date.now();
  const answer = get(`${program.url}/block?ms=${PAUSED_BLOCK_MS}`, PAUSED_LIMIT_MS + 10_000);
  try {
    await delay(PAUSE_AT_MS);
    signalGroup(program.pid, "SIGSTOP");
    await delay(PAUSE_FOR_MS);
  } finally {
    signalGroup(program.pid, "SIGCONT");
  }
  const answered = await answer;
  return { answer: answered, tookMs: Date.now() - sentAt };
}

/** The median /health latency the one-process checkpoint measured, for the cluster's chart. */
let singleP50: number | undefined;

/** Fails when /health probes did not answer 200, saying how they failed. */
function checkProbesAnswered(probes: Probes): void {
  check(probes.failed === 0, () =>
    step.finding(
      "probesAnswered",
      {
        failed: String(probes.failed),
        total: String(probes.failed + probes.latenciesMs.length),
        first: String(probes.firstFailure),
      },
      { section: "A health check" },
    ),
  );
}

/**
 * Starts GET /block?ms=BLOCK_MS on `program`, then probes /health while it runs.
 *
 * @returns the probes and the block's answer
 */
async function healthDuringBlock(program: LearnerProgram) {
  const block = get(`${program.url}/block?ms=${BLOCK_MS}`, BLOCK_MS + 10_000);
  const probes = await probe(`${program.url}/health`, BLOCK_MS - 100, PROBE_INTERVAL_MS);
  return { probes, block: await block };
}

const describe = (p: Probes) => {
  const sorted = [...p.latenciesMs].sort((a, b) => a - b);
  const p99 =
    sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
  return { p50: median(sorted), p99, text: sorted.map((ms) => ms.toFixed(0)).join(", ") };
};

test(step.name("block"), async (context) => {
  step.section("Block the event loop");
  const program = await step.startServer();
  const health = await get(`${program.url}/health`);
  check("status" in health && health.status === 200, () =>
    step.finding("health", { answer: describeAnswer(health) }, { section: "A health check" }),
  );
  const cpuBefore = (await cpuTimeMs([program.pid])).get(program.pid) ?? 0;
  const sentAt = Date.now();
  const answer = await get(`${program.url}/block?ms=${SHORT_BLOCK_MS}`);
  const tookMs = Date.now() - sentAt;
  const cpuMs = ((await cpuTimeMs([program.pid])).get(program.pid) ?? 0) - cpuBefore;
  recordFigure(context, {
    ...step.figure("blockTook", { ms: String(SHORT_BLOCK_MS) }),
    value: tookMs,
    unit: " ms",
    threshold: `>= ${SHORT_BLOCK_MS} ms`,
    detail: step.t("figure.serverCpu", { cpu: cpuMs.toFixed(0) }),
  });
  check("status" in answer && answer.status === 200 && tookMs >= SHORT_BLOCK_MS, () =>
    step.finding("blockTime", {
      ms: String(SHORT_BLOCK_MS),
      answer: describeAnswer(answer),
      took: String(tookMs),
    }),
  );
  check(cpuMs >= SHORT_BLOCK_MS / 2, () =>
    step.finding("blockCpu", { ms: String(SHORT_BLOCK_MS), cpu: cpuMs.toFixed(0) }),
  );
  // The answer names the ms it blocked for (`blocked for 300 ms`, or any text holding 300).
  check("status" in answer && new RegExp(`\\b${SHORT_BLOCK_MS}\\b`).test(answer.body), () =>
    step.finding("blockText", { ms: String(SHORT_BLOCK_MS), answer: describeAnswer(answer) }),
  );
  // On a slower CPU the block still lasts its ms: the loop watches the clock.
  const paused = await blockWhilePaused(program);
  recordFigure(context, {
    ...step.figure("pausedBlock", { ms: String(PAUSED_BLOCK_MS), pause: String(PAUSE_FOR_MS) }),
    value: paused.tookMs,
    unit: " ms",
    threshold: `<= ${PAUSED_LIMIT_MS} ms`,
  });
  check(
    "status" in paused.answer && paused.answer.status === 200 && paused.tookMs <= PAUSED_LIMIT_MS,
    () =>
      step.finding("blockClock", {
        ms: String(PAUSED_BLOCK_MS),
        pause: String(PAUSE_FOR_MS),
        limit: String(PAUSED_LIMIT_MS),
        answer: describeAnswer(paused.answer),
        took: String(paused.tookMs),
      }),
  );
  for (const request of REJECTED) {
    const started = Date.now();
    const rejected = await get(`${program.url}${request}`, 10_000);
    const took = String(Date.now() - started);
    check("status" in rejected && rejected.status === 400, () =>
      step.finding("rejected", { request, answer: describeAnswer(rejected), took }),
    );
    // "a 400 with a short message": the client is told what ms must be.
    check(rejected.body.trim() !== "", () => step.finding("rejectedEmpty", { request }));
  }
  // Both ends of the range are accepted: 0 blocks for no time, and the ceiling itself blocks
  // (taken, and no answer within REFUSED_WITHIN_MS; the server is killed then, not waited for).
  // A reset or a refusal is no block.
  const lowest = `/block?ms=${LOWEST_MS}`;
  const zero = await get(`${program.url}${lowest}`, 10_000);
  check("status" in zero && zero.status === 200, () =>
    step.finding("edgeRefused", { request: lowest, answer: describeAnswer(zero) }),
  );
  const ceiling = `/block?ms=${CEILING_MS}`;
  const longest = await get(`${program.url}${ceiling}`, REFUSED_WITHIN_MS);
  signalGroup(program.pid, "SIGKILL");
  check(timedOut(longest) || ("status" in longest && longest.status === 200), () =>
    step.finding("edgeRefused", { request: ceiling, answer: describeAnswer(longest) }),
  );
});

test(step.name("singleWaits"), async (context) => {
  step.section("One process waits");
  const program = await step.startServer();
  const { probes, block } = await healthDuringBlock(program);
  const seen = describe(probes);
  singleP50 = seen.p50;
  recordFigure(context, {
    ...step.figure("singleP50"),
    value: seen.p50,
    unit: " ms",
    threshold: `>= ${SINGLE_MIN_MEDIAN_MS} ms`,
    detail: step.t("figure.probes", { count: probes.latenciesMs.length }),
  });
  recordFigure(context, {
    ...step.figure("singleP99"),
    value: seen.p99,
    unit: " ms",
  });
  check("status" in block && block.status === 200, () =>
    step.finding(
      "blockAnswers",
      { ms: String(BLOCK_MS), answer: describeAnswer(block) },
      { section: "Block the event loop" },
    ),
  );
  checkProbesAnswered(probes);
  check(seen.p50 >= SINGLE_MIN_MEDIAN_MS, () =>
    step.finding("singleWaits", {
      ms: String(BLOCK_MS),
      min: String(SINGLE_MIN_MEDIAN_MS),
      p50: seen.p50.toFixed(0),
      each: seen.text,
    }),
  );
});

test(step.name("clusterAnswers"), async (context) => {
  step.section("The cluster answers");
  const { primary, workers } = await step.startCluster({ env: { WORKERS: "2" } });
  const cpuBefore = await cpuTimeMs(workers);
  const { probes, block } = await healthDuringBlock(primary);
  const cpuAfter = await cpuTimeMs(workers);
  const workersCpuMs = workers.reduce(
    (sum, pid) => sum + (cpuAfter.get(pid) ?? 0) - (cpuBefore.get(pid) ?? 0),
    0,
  );
  const seen = describe(probes);
  recordFigure(context, {
    ...step.figure("clusterP50"),
    value: seen.p50,
    unit: " ms",
    threshold: `<= ${CLUSTER_MAX_MEDIAN_MS} ms`,
    detail: step.t("figure.probes", { count: probes.latenciesMs.length }),
  });
  recordFigure(context, {
    ...step.figure("clusterP99"),
    value: seen.p99,
    unit: " ms",
    ...(seen.p99 > CLUSTER_MAX_MEDIAN_MS ? { detail: step.t("figure.stuckWorker") } : {}),
  });
  recordChart(context, {
    title: step.t("chart.title", { ms: String(BLOCK_MS) }),
    unit: "ms",
    bars: [
      { label: step.t("chart.oneProcess"), value: singleP50 ?? Number.NaN },
      { label: step.t("chart.cluster"), value: seen.p50 },
    ].filter((bar) => Number.isFinite(bar.value)),
  });
  check("status" in block && block.status === 200, () =>
    step.finding(
      "clusterBlock",
      { ms: String(BLOCK_MS), answer: describeAnswer(block) },
      { section: "Block the event loop" },
    ),
  );
  checkProbesAnswered(probes);
  check(workersCpuMs >= BLOCK_MS / 2, () =>
    step.finding(
      "clusterCpu",
      { ms: String(BLOCK_MS), cpu: workersCpuMs.toFixed(0) },
      { section: "Block the event loop" },
    ),
  );
  check(seen.p50 <= CLUSTER_MAX_MEDIAN_MS, () =>
    step.finding("clusterHealth", {
      ms: String(BLOCK_MS),
      max: String(CLUSTER_MAX_MEDIAN_MS),
      p50: seen.p50.toFixed(0),
      each: seen.text,
    }),
  );
});
