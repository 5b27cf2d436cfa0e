// Checkpoints of step 03: primary.ts forks one worker per CPU, each running index.ts, and
// replaces a worker that dies. Everything is observed from outside: the learner adds no code.
import os from "node:os";
import {
  check,
  checkSpeedup,
  childrenOf,
  connectionsFor,
  cpuBudget,
  defineStep,
  describeAnswer,
  describeErrorCodes,
  generatorThreads,
  get,
  HEAVY_BODY,
  isHeavyAnswer,
  MIN_REQUESTS,
  measureHeavyWork,
  quote,
  recordFigure,
  SHARES_PER_REAL,
  type StartedCluster,
  shareRequests,
  sharesBlurred,
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
  // Each starts the same primary.ts: when its workers do not all serve, they fail for that reason.
  { dependsOn: { load: ["forks"], speedup: ["forks"], replace: ["forks"] } },
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
    ...step.figure("workers"),
    value: workers.length,
    unit: "",
    threshold: accepted.map(String).reduce((a, b) => step.t("figure.workers.or", { a, b })),
  });
  const banner = primary.captures(/Primary pid=(\d+)/);
  check(banner.includes(String(primary.pid)), () =>
    step.finding("banner", {
      pid: String(primary.pid),
      printed: banner.length ? banner.join(", ") : "none",
    }),
  );
  // A worker forked before setupPrimary() runs primary.ts itself: it prints the banner, then dies.
  const foreign = [...new Set(banner.filter((pid) => pid !== String(primary.pid)))];
  check(foreign.length === 0, () =>
    step.finding("bannerInWorker", {
      pid: String(primary.pid),
      foreign: foreign.join(", "),
      count: foreign.length,
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
  check(silent.length === 0, () =>
    step.finding("silentWorkers", {
      pids: workers.join(", "),
      count: silent.length,
      silent: silent.join(", "),
    }),
  );
  const listening = primary.listeningPorts().filter((port) => port === primary.port).length;
  check(listening >= workers.length, () =>
    step.finding("listening", {
      count: workers.length,
      port: String(primary.port),
      listening,
    }),
  );
});

test(step.name("load"), async (context) => {
  step.section("Who serves the requests");
  const { primary, workers } = await cluster();
  // Round-robin hands out connections: 2 per worker at least, 64 requests per worker.
  const work = await measureHeavyWork(
    workers,
    `${primary.url}/heavy`,
    connectionsFor(workers.length),
    { requests: shareRequests(workers.length) },
    generatorThreads(workers.length),
  );
  const { load, totalMs, floorMs } = work;
  const shares = workers.map((pid) => (totalMs > 0 ? (work.netMs.get(pid) ?? 0) / totalMs : 0));
  // A simulation of many workers per real CPU cannot show a fair share (./simulation.ts,
  // SHARES_PER_REAL): there every worker must still do some of the work, no more.
  const simulated = sharesBlurred();
  const floor = simulated ? 0 : MIN_FAIR_SHARE / Math.max(1, workers.length);
  const fair = (share: number) => (simulated ? share > 0 : share >= floor);
  /** A share in percent, with a decimal below 10% (a floor of 0.78% is not "1%"). */
  const pct = (share: number) => `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;
  const listed = shares.map(pct).join(" / ");
  recordFigure(context, {
    ...step.figure("smallestShare"),
    value: Math.min(...shares) * 100,
    unit: "%",
    threshold: simulated ? "> 0%" : `>= ${pct(floor)}`,
    detail: [
      step.t("figure.smallestShare.detail", { shares: listed, requests: String(load.requests) }),
      ...(simulated
        ? [
            step.t("figure.smallestShare.simulated", {
              cpus: simulated.cpus,
              real: simulated.real,
              per: SHARES_PER_REAL,
            }),
          ]
        : []),
    ].join("; "),
  });
  recordFigure(context, {
    ...step.figure("cpuPerRequest"),
    ...work.figure,
  });
  check(workers.length > 0, () =>
    step.finding("noChildren", {}, { section: "Fork one worker per CPU" }),
  );
  check(load.errors === 0 && load.requests >= MIN_REQUESTS, () =>
    step.finding("loadErrors", {
      min: String(MIN_REQUESTS),
      errors: String(load.errors),
      requests: String(load.requests),
      codes: describeErrorCodes(load.errorCodes),
    }),
  );
  check(work.msPerRequest >= floorMs, () =>
    step.finding("cpuPerRequest", {
      floor: floorMs.toFixed(2),
      ms: work.msPerRequest.toFixed(2),
      requests: String(load.requests),
    }),
  );
  check(shares.every(fair), () =>
    step.finding(simulated ? "sharesSimulated" : "shares", { floor: pct(floor), shares: listed }),
  );
});

test(step.name("speedup"), async (context) => {
  const section = step.section("Measure the speed-up");
  const { primary } = await cluster();
  if (!speedupPossible(context)) {
    const answer = await get(`${primary.url}/heavy`);
    check("status" in answer && answer.status === 200, () =>
      step.finding("heavyThrough", { answer: describeAnswer(answer) }),
    );
    return;
  }
  await checkSpeedup(context, {
    indexFile: step.file("index.ts"),
    candidateUrl: `${primary.url}/heavy`,
    advice: () => step.t("speedup.advice"),
    lesson: section,
    candidateGroups: [primary.pid],
    workerPids: await childrenOf(primary.pid),
  });
});

test(step.name("replace"), async (context) => {
  step.section("Replace a worker that dies");
  const { primary, workers } = await cluster();
  const victim = workers[0];
  check(victim !== undefined, () =>
    step.finding("noVictim", {}, { section: "Fork one worker per CPU" }),
  );
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
    ...step.figure("replacedAfter"),
    value: replacedMs,
    unit: " ms",
    threshold: `<= ${REPLACE_DEADLINE_MS} ms`,
  });
  check(replaced, () =>
    step.finding("replaced", {
      victim: String(victim),
      seconds: String(REPLACE_DEADLINE_MS / 1000),
      target: String(workers.length),
      count: now.length,
      elapsed: (replacedMs / 1000).toFixed(1),
      pids: now.join(", ") || "none",
    }),
  );
  // The exit handler's own line, printed after the kill: a worker's start-up lines name it too.
  check(
    primary.linesSince(killedAt).some((line) => line.includes(String(victim))),
    () => step.finding("replacedSilently", { victim: String(victim) }),
  );
  const answer = await get(`${primary.url}/heavy`);
  check(isHeavyAnswer(answer), () =>
    step.finding("replacedAnswers", {
      body: JSON.stringify(HEAVY_BODY),
      answer: describeAnswer(answer),
    }),
  );
});
