// Checkpoints of step 08: /block?ms=N busy-waits (bounded), /health answers at once, and while
// one request blocks, /health waits on a single process but not on a cluster.
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
  test,
} from "#harness";

const step = defineStep(import.meta.url, [
  "Block the event loop",
  "A health check",
  "One process waits",
  "The cluster answers",
]);

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

/** The median /health latency the one-process checkpoint measured, for the cluster's chart. */
let singleP50: number | undefined;

/** Fails when /health probes did not answer 200, saying how they failed. */
function checkProbesAnswered(probes: Probes): void {
  check(probes.failed === 0, () => ({
    expected: "every /health probe answered 200.",
    seen: `${probes.failed} of ${probes.failed + probes.latenciesMs.length} probes failed; the first: ${probes.firstFailure}.`,
    next: "Make GET /health answer 200 at once (the first checkpoint of this step).",
    section: "A health check",
  }));
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

test("/block?ms=N blocks the process for N ms, only accepts 0 to 5000, and /health answers", async (context) => {
  step.section("Block the event loop");
  const program = await step.startServer();
  const health = await get(`${program.url}/health`);
  check("status" in health && health.status === 200, () => ({
    expected: "GET /health answers 200.",
    seen: describeAnswer(health),
    next: 'Add app.get("/health", (_req, res) => { res.send("ok"); }) to index.ts.',
    section: "A health check",
  }));
  const cpuBefore = (await cpuTimeMs([program.pid])).get(program.pid) ?? 0;
  const sentAt = Date.now();
  const answer = await get(`${program.url}/block?ms=${SHORT_BLOCK_MS}`);
  const tookMs = Date.now() - sentAt;
  const cpuMs = ((await cpuTimeMs([program.pid])).get(program.pid) ?? 0) - cpuBefore;
  recordFigure(context, {
    label: `GET /block?ms=${SHORT_BLOCK_MS} took`,
    value: tookMs,
    unit: " ms",
    threshold: `>= ${SHORT_BLOCK_MS} ms`,
    detail: `${cpuMs.toFixed(0)} ms of CPU time in the server`,
  });
  check("status" in answer && answer.status === 200 && tookMs >= SHORT_BLOCK_MS, () => ({
    expected: `GET /block?ms=${SHORT_BLOCK_MS} answers 200 after at least ${SHORT_BLOCK_MS} ms.`,
    seen: `${describeAnswer(answer)} after ${tookMs} ms.`,
    next: "Read ms from req.query.ms, loop until Date.now() has moved on by ms, then answer.",
  }));
  check(cpuMs >= SHORT_BLOCK_MS / 2, () => ({
    expected: `the server busy for the whole block: about ${SHORT_BLOCK_MS} ms of CPU time.`,
    seen: `${cpuMs.toFixed(0)} ms of CPU time: it waited without blocking (setTimeout?), so other requests still ran.`,
    next: "Busy-wait: while (Date.now() < until) {} — the point is to hold the event loop, as a CPU-heavy call does.",
  }));
  for (const bad of ["60000", "-5", "abc"]) {
    const started = Date.now();
    const rejected = await get(`${program.url}/block?ms=${bad}`, 10_000);
    check("status" in rejected && rejected.status === 400, () => ({
      expected: `GET /block?ms=${bad} answers 400 at once: only whole numbers from 0 to 5000 are accepted.`,
      seen: `${describeAnswer(rejected)} after ${Date.now() - started} ms.`,
      next: 'Check ms before blocking: if it is not a whole number from 0 to 5000, res.status(400).send("…") and return.',
    }));
  }
});

test("on one process, /health waits while /block runs", async (context) => {
  step.section("One process waits");
  const program = await step.startServer();
  const { probes, block } = await healthDuringBlock(program);
  const seen = describe(probes);
  singleP50 = seen.p50;
  recordFigure(context, {
    label: "/health while blocked, one process: p50",
    value: seen.p50,
    unit: " ms",
    threshold: `>= ${SINGLE_MIN_MEDIAN_MS} ms`,
    detail: `over ${probes.latenciesMs.length} probes`,
  });
  recordFigure(context, {
    label: "/health while blocked, one process: p99",
    value: seen.p99,
    unit: " ms",
  });
  check("status" in block && block.status === 200, () => ({
    expected: `GET /block?ms=${BLOCK_MS} answers 200.`,
    seen: describeAnswer(block),
    next: "Make /block work first (the checkpoint above).",
    section: "Block the event loop",
  }));
  checkProbesAnswered(probes);
  check(seen.p50 >= SINGLE_MIN_MEDIAN_MS, () => ({
    expected: `while /block?ms=${BLOCK_MS} runs, /health on the same process waits (median at least ${SINGLE_MIN_MEDIAN_MS} ms).`,
    seen: `median ${seen.p50.toFixed(0)} ms (each: ${seen.text} ms): /block does not hold the event loop.`,
    next: "Block with a synchronous loop in /block (no await, no setTimeout inside it).",
  }));
});

test("on the cluster, another worker answers /health while one blocks", async (context) => {
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
    label: "/health while one worker blocks, cluster: p50",
    value: seen.p50,
    unit: " ms",
    threshold: `<= ${CLUSTER_MAX_MEDIAN_MS} ms`,
    detail: `over ${probes.latenciesMs.length} probes`,
  });
  recordFigure(context, {
    label: "/health while one worker blocks, cluster: p99",
    value: seen.p99,
    unit: " ms",
    ...(seen.p99 > CLUSTER_MAX_MEDIAN_MS
      ? {
          detail:
            "a probe handed to the blocked worker before it was known to be stuck waits for it",
        }
      : {}),
  });
  recordChart(context, {
    title: `/health p50 while a request blocks for ${BLOCK_MS} ms`,
    unit: "ms",
    bars: [
      { label: "one process", value: singleP50 ?? Number.NaN },
      { label: "cluster", value: seen.p50 },
    ].filter((bar) => Number.isFinite(bar.value)),
  });
  check("status" in block && block.status === 200, () => ({
    expected: `GET /block?ms=${BLOCK_MS} answers 200 through the cluster.`,
    seen: describeAnswer(block),
    next: "Make /block work first (the first checkpoint).",
    section: "Block the event loop",
  }));
  checkProbesAnswered(probes);
  check(workersCpuMs >= BLOCK_MS / 2, () => ({
    expected: `a worker busy for the whole block: about ${BLOCK_MS} ms of the workers' CPU time.`,
    seen: `${workersCpuMs.toFixed(0)} ms of CPU time: /block waited without blocking, so nothing was there to isolate.`,
    next: "Busy-wait in /block: while (Date.now() < until) {} (see the first checkpoint).",
    section: "Block the event loop",
  }));
  check(seen.p50 <= CLUSTER_MAX_MEDIAN_MS, () => ({
    expected: `while one worker blocks for ${BLOCK_MS} ms, /health answered by another (median within ${CLUSTER_MAX_MEDIAN_MS} ms).`,
    seen: `median ${seen.p50.toFixed(0)} ms (each: ${seen.text} ms).`,
    next: "Keep /health free of any blocking work: it must answer at once from whichever worker gets it. (primary.ts is given and runs 2 workers.)",
  }));
});
