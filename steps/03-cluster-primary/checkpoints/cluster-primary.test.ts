// Checkpoints of step 03: primary.ts forks one worker per CPU, each running index.ts, and
// replaces a worker that dies. Everything is observed from outside: the learner adds no code.
import os from "node:os";
import {
  check,
  checkSpeedup,
  childrenOf,
  cpuBudget,
  defineStep,
  describeAnswer,
  describeErrorCodes,
  get,
  HEAVY_BODY,
  isHeavyAnswer,
  MIN_REQUESTS,
  measureHeavyWork,
  quote,
  recordFigure,
  type StartedCluster,
  speedupPossible,
  test,
  waitFor,
} from "#harness";
import { MESSAGES } from "./messages/index.ts";

const step = defineStep(
  import.meta.url,
  [
    "The primary",
    "Fork one worker per CPU",
    "Who serves the requests",
    "Measure the speed-up",
    "Replace a worker that dies",
  ],
  MESSAGES,
);

let shared: Promise<StartedCluster> | undefined;

/**
 * The learner's primary.ts (type-checked with index.ts), started once and shared by this file's
 * checkpoints in order; the last one kills a worker. A failed start is not retried: every
 * checkpoint reports the same failure at once. The checkpoint's messages quote the primary.
 */
async function cluster(): Promise<StartedCluster> {
  shared ??= step.startCluster({ lifetime: "file" });
  const started = await shared;
  quote(started.primary);
  return started;
}

/** Share of the fair share (1/N of the work) each worker must get under load for "reaches every worker". */
const MIN_FAIR_SHARE = 0.5;
/** How long a dead worker may take to be replaced, in ms. */
const REPLACE_DEADLINE_MS = 5000;

test(step.name("forks"), async (context) => {
  step.section("The primary");
  const { primary, workers } = await cluster();
  const budget = cpuBudget();
  // availableParallelism() is the right count; os.cpus().length, the tutorial's, is accepted too.
  const accepted = [...new Set([budget.availableParallelism, budget.usable, os.cpus().length])];
  recordFigure(context, {
    label: "workers",
    value: workers.length,
    unit: "",
    threshold: accepted.join(" or "),
  });
  const banner = primary.captures(/Primary pid=(\d+)/);
  check(banner.includes(String(primary.pid)), () =>
    step.finding("banner", {
      pid: String(primary.pid),
      printed: banner.length ? banner.join(", ") : "none",
    }),
  );
  const cpuCounts = [budget.availableParallelism, os.cpus().length];
  check(
    primary.lines.some(
      (line) => /cpu/i.test(line) && cpuCounts.some((n) => line.includes(String(n))),
    ),
    () => step.finding("cpuCount", { cpus: String(budget.availableParallelism) }),
  );
  check(accepted.includes(workers.length), () =>
    step.finding(
      "workerCount",
      { accepted: accepted.join(" / "), count: workers.length },
      { section: "Fork one worker per CPU" },
    ),
  );
  const printed = new Set(primary.captures(/worker pid=(\d+)/).map(Number));
  const silent = workers.filter((pid) => !printed.has(pid));
  check(silent.length === 0, () => ({
    expected: `every worker (pids ${workers.join(", ")}) runs index.ts and prints "worker pid=<its pid>".`,
    seen: `worker(s) ${silent.join(", ")} printed no such line.`,
    next: "Point cluster.setupPrimary({ exec }) at index.ts, which prints that line when it listens.",
  }));
  const listening = primary.listeningPorts().filter((port) => port === primary.port).length;
  check(listening >= workers.length, () => ({
    expected: `each of the ${workers.length} workers prints "App listening on port ${primary.port}": they share one port.`,
    seen: `${listening} such line(s).`,
    next: "Leave index.ts listening on process.env.PORT; the workers inherit PORT from the primary.",
  }));
});

test("load reaches every worker, and the workers do the work (CPU time under load)", async (context) => {
  step.section("Who serves the requests");
  const { primary, workers } = await cluster();
  const work = await measureHeavyWork(workers, `${primary.url}/heavy`, 16);
  const { load, totalMs, floorMs } = work;
  const shares = workers.map((pid) => (totalMs > 0 ? (work.netMs.get(pid) ?? 0) / totalMs : 0));
  const floor = MIN_FAIR_SHARE / Math.max(1, workers.length);
  recordFigure(context, {
    label: "smallest worker share of CPU time",
    value: Math.min(...shares) * 100,
    unit: "%",
    threshold: `>= ${(floor * 100).toFixed(0)}%`,
    detail: `shares ${shares.map((s) => `${(s * 100).toFixed(0)}%`).join(" / ")} over ${load.requests} requests`,
  });
  recordFigure(context, { label: "workers' CPU time per request", ...work.figure });
  check(workers.length > 0, () => ({
    expected: "worker processes under the primary.",
    seen: "the primary has no child processes: it serves the requests itself.",
    next: "Fork workers with cluster.fork(); the primary itself should not call app.listen.",
    section: "Fork one worker per CPU",
  }));
  check(load.errors === 0 && load.requests >= MIN_REQUESTS, () => ({
    expected: `every request under load answered 200 (at least ${MIN_REQUESTS} in 1 s).`,
    seen: `${load.errors} of ${load.requests} failed (${describeErrorCodes(load.errorCodes)}).`,
    next: "Look at what the workers printed below; a worker that dies under load loses its requests.",
  }));
  check(work.msPerRequest >= floorMs, () => ({
    expected: `the workers run /heavy's loop: at least ${floorMs.toFixed(2)} ms of their CPU time per request (half of what the loop alone costs on this machine).`,
    seen: `${work.msPerRequest.toFixed(2)} ms per request over ${load.requests} requests: something other than the workers' loop answers.`,
    next: "Let the workers run index.ts (its /heavy route) and serve every request; the primary only forks and watches them.",
  }));
  check(
    shares.every((share) => share >= floor),
    () => ({
      expected: `each worker does at least ${(floor * 100).toFixed(0)}% of the work (half its fair share).`,
      seen: `CPU time shares ${shares.map((s) => `${(s * 100).toFixed(0)}%`).join(" / ")}.`,
      next: "Make sure every worker runs index.ts and listens on the same PORT.",
    }),
  );
});

test("the cluster serves more req/s than index.ts alone, by what this machine's CPUs allow", async (context) => {
  const section = step.section("Measure the speed-up");
  const { primary } = await cluster();
  if (!speedupPossible(context)) {
    const answer = await get(`${primary.url}/heavy`);
    check("status" in answer && answer.status === 200, () => ({
      expected: "GET /heavy answers 200 through the cluster.",
      seen: describeAnswer(answer),
      next: "Fix the failures the other checkpoints of this step report first.",
    }));
    return;
  }
  await checkSpeedup(context, {
    indexFile: step.file("index.ts"),
    candidateUrl: `${primary.url}/heavy`,
    advice:
      "Fork one worker per CPU, each running index.ts, and let them all serve (the primary serves nothing itself).",
    lesson: section,
    candidateGroups: [primary.pid],
    workerPids: await childrenOf(primary.pid),
  });
});

test("a worker killed with SIGKILL is replaced, and the port keeps answering", async (context) => {
  step.section("Replace a worker that dies");
  const { primary, workers } = await cluster();
  const victim = workers[0];
  check(victim !== undefined, () => ({
    expected: "at least one worker to kill.",
    seen: "the primary has no child processes.",
    next: "Fork workers with cluster.fork().",
    section: "Fork one worker per CPU",
  }));
  process.kill(victim, "SIGKILL");
  const killedAt = Date.now();
  // Replaced = the primary has as many workers as before, and the new one printed its ready line.
  const isReplaced = (pids: number[]) => {
    const fresh = pids.filter((pid) => !workers.includes(pid));
    const ready = new Set(primary.captures(/worker pid=(\d+)/).map(Number));
    return (
      !pids.includes(victim) &&
      pids.length >= workers.length &&
      fresh.every((pid) => ready.has(pid))
    );
  };
  let now = workers;
  await waitFor(async () => {
    now = await childrenOf(primary.pid);
    return isReplaced(now);
  }, REPLACE_DEADLINE_MS);
  const replacedMs = Date.now() - killedAt;
  const replaced = isReplaced(now);
  recordFigure(context, {
    label: "replaced and ready after",
    value: replacedMs,
    unit: " ms",
    threshold: `<= ${REPLACE_DEADLINE_MS} ms`,
  });
  check(replaced, () => ({
    expected: `a new worker forked in place of ${victim}, running index.ts, within ${REPLACE_DEADLINE_MS / 1000} s (back to ${workers.length}).`,
    seen: `${now.length} worker(s) after ${(replacedMs / 1000).toFixed(1)} s: ${now.join(", ") || "none"}.`,
    next: 'Listen for cluster.on("exit", (worker, code, signal) => …), log it, and cluster.fork() a replacement.',
  }));
  const answer = await get(`${primary.url}/heavy`);
  check(isHeavyAnswer(answer), () => ({
    expected: `GET /heavy still answers 200 ${JSON.stringify(HEAVY_BODY)} after the replacement.`,
    seen: describeAnswer(answer),
    next: "Let the new worker run index.ts like the others (the same setupPrimary exec).",
  }));
});
