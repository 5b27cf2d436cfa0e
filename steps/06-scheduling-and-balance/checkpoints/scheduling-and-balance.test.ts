// Checkpoints of step 06: the primary takes its worker count from WORKERS and its scheduling
// policy from SCHED_POLICY, set in code; every answer names its worker (X-Worker-Pid), which
// shows how round-robin hands out connections, not requests.
import os from "node:os";
import {
  CheckpointError,
  check,
  cpuBudget,
  defineStep,
  describeAnswer,
  describeErrorCodes,
  type Finding,
  get,
  type LoadResult,
  listeningPids,
  recordChart,
  recordFigure,
  requestInTurn,
  runLoad,
  type StartedCluster,
  type TestContext,
  test,
  WORKER_HEADER,
} from "#harness";

const step = defineStep(import.meta.url, [
  "Which worker answered",
  "How many workers",
  "Set the scheduling policy",
  "Round-robin versus the OS",
  "Connections, not requests",
]);

/** "2 of 4 workers got traffic", from answers counted by worker pid. */
function reached(counts: Record<string, number>, workers: readonly number[]): string {
  const got = workers.filter((pid) => (counts[String(pid)] ?? 0) > 0).length;
  return `${got} of ${workers.length} workers got traffic`;
}

/** Requests per worker, in the order of `workers`. */
const perWorker = (counts: Record<string, number>, workers: readonly number[]) =>
  workers.map((pid) => counts[String(pid)] ?? 0);

/** Loads the cluster's /heavy and counts the answers by worker. */
function loadByWorker(
  cluster: StartedCluster,
  concurrency: number,
  keepAlive: boolean,
  label: string,
): Promise<LoadResult> {
  return runLoad({
    url: `${cluster.primary.url}/heavy`,
    seconds: 1.5,
    concurrency,
    keepAlive,
    label,
    countHeader: WORKER_HEADER,
  });
}

/**
 * Fails first on what the earlier checkpoints cover, so that a knock-on failure names its cause:
 * WORKERS not honoured, or answers without X-Worker-Pid.
 */
function checkPrerequisites(
  cluster: StartedCluster,
  counts: Record<string, number>,
  workers: number,
): void {
  check(cluster.workers.length === workers, () => ({
    expected: `WORKERS=${workers} gives ${workers} workers (this checkpoint needs them).`,
    seen: `${cluster.workers.length} workers.`,
    next: 'Fix "WORKERS sets the worker count" first: read the count from process.env.WORKERS.',
    section: "How many workers",
  }));
  const named = Object.keys(counts).filter((pid) => pid !== "").length;
  check(named > 0, () => ({
    expected: "answers that name their worker in X-Worker-Pid (this checkpoint counts them).",
    seen: "no answer carried X-Worker-Pid.",
    next: 'Fix "every answer names the worker" first: res.set("X-Worker-Pid", String(process.pid)) in a middleware before the routes.',
    section: "Which worker answered",
  }));
}

function chartByWorker(context: TestContext, title: string, load: LoadResult, workers: number[]) {
  recordChart(context, {
    title,
    unit: "req",
    bars: workers.map((pid) => ({
      label: `worker ${pid}`,
      value: load.headerCounts[String(pid)] ?? 0,
    })),
  });
}

test("every answer names the worker that served it (X-Worker-Pid)", async () => {
  step.section("Which worker answered");
  const cluster = await step.startCluster();
  const answer = await get(`${cluster.primary.url}/heavy`);
  const named = "headers" in answer ? answer.headers[WORKER_HEADER] : undefined;
  check(named !== undefined, () => ({
    expected: `GET /heavy answers with a header X-Worker-Pid: <the worker's pid>.`,
    seen: "headers" in answer ? "no X-Worker-Pid header." : describeAnswer(answer),
    next: 'In index.ts, add a middleware before the routes: res.set("X-Worker-Pid", String(process.pid)).',
  }));
  check(cluster.workers.includes(Number(named)), () => ({
    expected: `X-Worker-Pid is the pid of one of the workers (${cluster.workers.join(", ")}).`,
    seen: `X-Worker-Pid: ${named}.`,
    next: "Set it from process.pid inside the worker (index.ts), not from the primary.",
  }));
});

test("WORKERS sets the worker count; without it, one worker per available CPU", async (context) => {
  step.section("How many workers");
  const budget = cpuBudget();
  const byDefault = [...new Set([budget.availableParallelism, budget.usable, os.cpus().length])];
  for (const [setting, accepted] of [
    ["1", [1]],
    ["3", [3]],
    [undefined, byDefault],
    // Not a positive whole number: the CPU count, as unset (`Number(WORKERS) || n` keeps -1).
    ["-1", byDefault],
  ] as const) {
    const shown = setting ? `WORKERS=${setting}` : "WORKERS unset";
    const cluster = await step
      .startCluster({ env: setting ? { WORKERS: setting } : {} })
      .catch((error: unknown) => {
        if (setting !== "-1" || !(error instanceof CheckpointError)) throw error;
        throw new CheckpointError(() => ({
          ...error.explanation,
          expected: `with ${shown} (not a positive whole number), ${accepted.join(" or ")} worker(s), as without WORKERS.`,
          next: "Use WORKERS only when it is a positive whole number (Number.isInteger(n) && n > 0); `Number(process.env.WORKERS) || n` keeps -1 and forks no worker.",
        }));
      });
    recordFigure(context, {
      label: `workers with ${shown}`,
      value: cluster.workers.length,
      unit: "",
      threshold: accepted.join(" or "),
    });
    check((accepted as readonly number[]).includes(cluster.workers.length), () => ({
      expected: `with ${shown}, ${accepted.join(" or ")} worker(s).`,
      seen: `${cluster.workers.length} worker(s).`,
      next: setting
        ? "Read the count from process.env.WORKERS (a positive whole number) before forking; fall back to availableParallelism() only when it is unset or invalid."
        : "Without WORKERS, fork availableParallelism() workers, as in step 03.",
    }));
    await cluster.primary.stop();
  }
});

test("the scheduling policy is set in code from SCHED_POLICY, not left to the environment", async (context) => {
  step.section("Set the scheduling policy");
  const seen: { wanted: "rr" | "none"; ok: boolean; explain: () => Finding }[] = [];
  for (const [wanted, environment] of [
    ["rr", "none"],
    ["none", "rr"],
  ] as const) {
    const cluster = await step.startCluster({
      env: {
        SCHED_POLICY: wanted,
        NODE_CLUSTER_SCHED_POLICY: environment,
      },
    });
    const holders = await listeningPids(cluster.primary.port);
    const workersHolding = holders.filter((pid) => cluster.workers.includes(pid)).length;
    const policySeen = workersHolding > 0 ? "SCHED_NONE" : "SCHED_RR";
    recordFigure(context, {
      label: `SCHED_POLICY=${wanted} with NODE_CLUSTER_SCHED_POLICY=${environment}`,
      value: workersHolding,
      unit: "",
      shown: `${policySeen} (${workersHolding} of ${cluster.workers.length} workers hold the listening socket)`,
      threshold: wanted === "rr" ? "SCHED_RR: only the primary" : "SCHED_NONE: every worker",
    });
    const printed = cluster.primary.lastLines();
    seen.push({
      wanted,
      ok: wanted === "rr" ? workersHolding === 0 : workersHolding === cluster.workers.length,
      explain: () => ({
        expected: `SCHED_POLICY=${wanted} gives ${wanted === "rr" ? "SCHED_RR: the primary alone holds the listening socket and hands out connections" : "SCHED_NONE: every worker holds the listening socket and the OS picks who accepts"}, even with NODE_CLUSTER_SCHED_POLICY=${environment} in the environment.`,
        seen: `${policySeen}: ${workersHolding} of ${cluster.workers.length} workers hold the socket (listening pids ${holders.join(", ") || "none"}; primary ${cluster.primary.pid}).`,
        next: "Set cluster.schedulingPolicy = cluster.SCHED_RR or cluster.SCHED_NONE from process.env.SCHED_POLICY at the top of primary.ts, before cluster.setupPrimary() and the first cluster.fork(): both freeze the policy.",
        quote: { lastLines: () => printed },
      }),
    });
    await cluster.primary.stop();
  }
  // Which case failed tells the cause: only SCHED_RR wrong means SCHED_NONE is set but SCHED_RR is
  // left to the environment's default.
  const [rr, none] = seen;
  const onlyRrWrong = rr?.ok === false && none?.ok === true;
  for (const { ok, explain } of seen) {
    check(ok, () => ({
      ...explain(),
      ...(onlyRrWrong && {
        next: "SCHED_NONE is applied, but SCHED_RR is left to the default, which NODE_CLUSTER_SCHED_POLICY=none in the environment overrides: assign cluster.schedulingPolicy in both cases (cluster.SCHED_RR too).",
      }),
    }));
  }
});

/** Workers for the balance checkpoint, whatever the CPUs: balance is about connections. */
const BALANCE_WORKERS = 4;
/** Share of the fair share (1/N of the requests) each worker must get under SCHED_RR. */
const MIN_FAIR_SHARE = 0.5;
/** Keep-alive connections for the balance checkpoint: many, so round-robin has work to spread. */
const MANY_CONNECTIONS = 32;

test(`under SCHED_RR, with many connections, each of ${BALANCE_WORKERS} workers gets at least half its fair share`, async (context) => {
  step.section("Round-robin versus the OS");
  const shares = (load: LoadResult, workers: number[]) =>
    perWorker(load.headerCounts, workers).map((n) => n / Math.max(1, load.requests));
  const percent = (values: number[]) => values.map((v) => `${(v * 100).toFixed(0)}%`).join(" / ");
  // SCHED_NONE first, shown for comparison only: how the OS spreads connections is not a rule.
  const none = await step.startCluster({
    env: {
      WORKERS: String(BALANCE_WORKERS),
      SCHED_POLICY: "none",
    },
  });
  const noneLoad = await loadByWorker(none, MANY_CONNECTIONS, true, "SCHED_NONE");
  recordFigure(context, {
    label: "SCHED_NONE (for comparison)",
    value: noneLoad.requests,
    unit: " requests",
    detail: `${reached(noneLoad.headerCounts, none.workers)}; shares ${percent(shares(noneLoad, none.workers))}`,
  });
  chartByWorker(context, "requests per worker under SCHED_NONE", noneLoad, none.workers);
  await none.primary.stop();

  const rr = await step.startCluster({
    env: {
      WORKERS: String(BALANCE_WORKERS),
      SCHED_POLICY: "rr",
    },
  });
  const load = await loadByWorker(rr, MANY_CONNECTIONS, true, "SCHED_RR");
  const rrShares = shares(load, rr.workers);
  const floor = MIN_FAIR_SHARE / Math.max(1, rr.workers.length);
  recordFigure(context, {
    label: "smallest worker share under SCHED_RR",
    value: Math.min(...rrShares) * 100,
    unit: "%",
    threshold: `>= ${(floor * 100).toFixed(1)}%`,
    detail: `${reached(load.headerCounts, rr.workers)}; shares ${percent(rrShares)} of ${load.requests} requests over ${MANY_CONNECTIONS} keep-alive connections`,
  });
  chartByWorker(context, "requests per worker under SCHED_RR", load, rr.workers);
  checkPrerequisites(rr, load.headerCounts, BALANCE_WORKERS);
  check(load.errors === 0 && load.requests > 0, () => ({
    expected: "every request answered 200.",
    seen: `${load.errors} of ${load.requests} failed (${describeErrorCodes(load.errorCodes)}).`,
    next: "Look at what the workers printed below.",
  }));
  check(
    rrShares.every((share) => share >= floor),
    () => ({
      expected: `with SCHED_POLICY=rr and ${MANY_CONNECTIONS} connections, each of the ${rr.workers.length} workers answers at least ${(floor * 100).toFixed(1)}% of the requests.`,
      seen: `${reached(load.headerCounts, rr.workers)}; shares ${percent(rrShares)}.`,
      next: "Make SCHED_POLICY=rr set cluster.schedulingPolicy = cluster.SCHED_RR before the first fork, and let every worker send X-Worker-Pid.",
    }),
  );
});

/** Requests one client sends in turn for the connections-not-requests checkpoint. */
const IN_TURN_REQUESTS = 40;

test("one keep-alive connection stays on one worker; new connections take turns", async (context) => {
  step.section("Connections, not requests");
  const workers = Math.max(2, cpuBudget().usable);
  const cluster = await step.startCluster({
    env: {
      WORKERS: String(workers),
      SCHED_POLICY: "rr",
    },
  });
  const url = `${cluster.primary.url}/heavy`;
  const pinned = await requestInTurn(url, IN_TURN_REQUESTS, WORKER_HEADER, true);
  const fresh = await requestInTurn(url, IN_TURN_REQUESTS, WORKER_HEADER, false);
  const got = (counts: Record<string, number>) =>
    cluster.workers.filter((pid) => (counts[String(pid)] ?? 0) > 0).length;
  recordFigure(context, {
    label: `${IN_TURN_REQUESTS} requests over one keep-alive connection`,
    value: got(pinned.byHeader),
    unit: "",
    shown: reached(pinned.byHeader, cluster.workers),
    threshold: "1 worker",
  });
  recordFigure(context, {
    label: `${IN_TURN_REQUESTS} requests, a new connection each`,
    value: got(fresh.byHeader),
    unit: "",
    shown: reached(fresh.byHeader, cluster.workers),
    threshold: `all ${cluster.workers.length}`,
    detail: `per worker ${perWorker(fresh.byHeader, cluster.workers).join(" / ")}`,
  });
  check(pinned.failed === 0 && fresh.failed === 0, () => ({
    expected: "every request answered.",
    seen: `${pinned.failed + fresh.failed} of ${2 * IN_TURN_REQUESTS} requests failed.`,
    next: "Look at what the workers printed below.",
  }));
  checkPrerequisites(cluster, fresh.byHeader, workers);
  check(got(pinned.byHeader) === 1, () => ({
    expected:
      "every request of one keep-alive connection answered by the same worker: the primary hands out connections, not requests.",
    seen: `${reached(pinned.byHeader, cluster.workers)} (answers by X-Worker-Pid: ${JSON.stringify(pinned.byHeader)}).`,
    next: "Let index.ts keep connections open (Connection: close only while draining after SIGINT), and send X-Worker-Pid on every answer.",
  }));
  check(got(fresh.byHeader) === cluster.workers.length, () => ({
    expected: `with a new connection per request, round-robin gives each of the ${cluster.workers.length} workers a turn.`,
    seen: `${reached(fresh.byHeader, cluster.workers)} (answers by X-Worker-Pid: ${JSON.stringify(fresh.byHeader)}).`,
    next: "Make SCHED_POLICY=rr set cluster.schedulingPolicy = cluster.SCHED_RR before the first fork.",
  }));
});
