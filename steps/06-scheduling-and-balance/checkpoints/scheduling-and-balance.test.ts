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
  inTurnRequests,
  type LoadResult,
  listeningPids,
  recordChart,
  recordFigure,
  requestInTurn,
  restated,
  runLoad,
  type StartedCluster,
  type TestContext,
  test,
  WORKER_HEADER,
} from "#harness";
import { MESSAGES } from "./messages/index.ts";

const step = defineStep(
  import.meta.url,
  [
    "Which worker answered",
    "How many workers",
    "Set the scheduling policy",
    "Round-robin versus the OS",
    "Connections, not requests",
  ],
  MESSAGES,
);

/** "2 of 4 workers got traffic", from answers counted by worker pid. */
function reached(counts: Record<string, number>, workers: readonly number[]): string {
  const got = workers.filter((pid) => (counts[String(pid)] ?? 0) > 0).length;
  return step.t("reached", { got: String(got), count: workers.length });
}

/** "1 or 2 or 4", in the learner's language. */
const either = (values: readonly number[]) =>
  values.map(String).reduce((a, b) => step.t("or", { a, b }));

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
  check(cluster.workers.length === workers, () =>
    step.finding(
      "prereqWorkers",
      { workers: String(workers), count: cluster.workers.length },
      { section: "How many workers" },
    ),
  );
  const named = Object.keys(counts).filter((pid) => pid !== "").length;
  check(named > 0, () => step.finding("prereqHeader", {}, { section: "Which worker answered" }));
}

function chartByWorker(context: TestContext, policy: string, load: LoadResult, workers: number[]) {
  recordChart(context, {
    title: step.t("chart.perWorker", { policy }),
    unit: "req",
    bars: workers.map((pid) => ({
      label: step.t("chart.worker", { pid: String(pid) }),
      value: load.headerCounts[String(pid)] ?? 0,
    })),
  });
}

/** A path no route of the solution serves: its answer is Express's 404. */
const UNROUTED_PATH = "/no-such-route";

/**
 * A line's shape, its numbers left out (pids, ports and counts differ from run to run): a refused
 * WORKERS is said by a line, not blank, whose shape the start without WORKERS did not print, in
 * any words.
 */
const shape = (line: string) => line.replace(/\d+/g, "#");

/**
 * Whether a line names the scheduling policy `wanted`: SCHED_RR (round-robin, rr) or SCHED_NONE
 * (none). The number the constant holds (1 or 2) names nothing a reader knows.
 */
const POLICY_NAMES = {
  rr: /SCHED_RR|round[-_ ]?robin|\brr\b/i,
  none: /SCHED_NONE|\bnone\b/i,
} as const;

test(step.name("namesWorker"), async () => {
  step.section("Which worker answered");
  const cluster = await step.startCluster();
  const answer = await get(`${cluster.primary.url}/heavy`);
  const named = "headers" in answer ? answer.headers[WORKER_HEADER] : undefined;
  check(named !== undefined, () =>
    step.finding("header", {
      described: "headers" in answer ? "missing" : describeAnswer(answer),
    }),
  );
  check(cluster.workers.includes(Number(named)), () =>
    step.finding("headerPid", { workers: cluster.workers.join(", "), named: String(named) }),
  );
  // A path no route serves: a middleware before the routes names Express's 404 too.
  const unrouted = await get(`${cluster.primary.url}${UNROUTED_PATH}`);
  const namedThere = "headers" in unrouted ? unrouted.headers[WORKER_HEADER] : undefined;
  check(cluster.workers.includes(Number(namedThere)), () =>
    step.finding("headerEveryRoute", {
      path: UNROUTED_PATH,
      described: "headers" in unrouted ? String(unrouted.status) : describeAnswer(unrouted),
      named: String(namedThere ?? "none"),
    }),
  );
});

test(step.name("workerCount"), async (context) => {
  step.section("How many workers");
  const budget = cpuBudget();
  const byDefault = [...new Set([budget.availableParallelism, budget.usable, os.cpus().length])];
  // A count no default gives, so that reading "<n> workers" or "<n>.5" as n cannot pass.
  const typo = Math.max(...byDefault) + 1;
  // The shapes of the lines the start without WORKERS printed (it runs before the invalid ones).
  let usual = new Set<string>();
  for (const [setting, accepted, invalid] of [
    ["1", [1], false],
    ["3", [3], false],
    [undefined, byDefault, false],
    // Not a positive whole number: the CPU count, as unset (`Number(WORKERS) || n` keeps -1,
    // parseInt reads the typo's number, /^\d+$/ lets 0 through).
    ["-1", byDefault, true],
    ["0", byDefault, true],
    [`${typo} workers`, byDefault, true],
    [`${typo}.5`, byDefault, true],
  ] as const) {
    const shown = setting ? `WORKERS=${setting}` : "WORKERS unset";
    const values = { setting: setting ?? "unset", acceptedCount: accepted.at(-1) ?? 0 };
    // Read inside each message's function: in the language that message is written in.
    const named = () => ({
      ...values,
      setting: step.t("setting", values),
      accepted: either(accepted),
    });
    const cluster = await step
      .startCluster({ env: setting ? { WORKERS: setting } : {} })
      .catch((error: unknown) => {
        if (!invalid || !(error instanceof CheckpointError)) throw error;
        throw restated(error, () => ({
          expected: step.t("invalidWorkers.expected", named()),
          next: step.t("invalidWorkers.next"),
        }));
      });
    recordFigure(context, {
      // Its setting is in the learner's language: the English label is written out.
      label: `workers with ${shown}`,
      name: step.t("figure.workers", named()),
      value: cluster.workers.length,
      unit: "",
      threshold: either(accepted),
    });
    check((accepted as readonly number[]).includes(cluster.workers.length), () => ({
      ...step.finding("workerCount", {
        ...named(),
        count: cluster.workers.length,
        set: setting ? "yes" : "no",
      }),
      ...(invalid && {
        expected: step.t("invalidWorkers.expected", named()),
        next: step.t("invalidWorkers.next"),
      }),
    }));
    // Refused, it says so: a typo that silently changes the count is hard to find later.
    if (setting === undefined) usual = new Set(cluster.primary.lines.map(shape));
    if (invalid) {
      const printed = cluster.primary.lastLines();
      check(
        cluster.primary.lines.some((line) => line.trim() !== "" && !usual.has(shape(line))),
        () => step.finding("invalidSaid", named(), { quote: { lastLines: () => printed } }),
      );
    }
    await cluster.primary.stop();
  }
});

test(step.name("policy"), async (context) => {
  step.section("Set the scheduling policy");
  const seen: {
    setting: string;
    wanted: "rr" | "none";
    ok: boolean;
    explain: () => Finding;
    said: boolean;
    printed: string[];
  }[] = [];
  // SCHED_POLICY unset means round-robin, whatever the environment's NODE_CLUSTER_SCHED_POLICY.
  for (const [setting, wanted, environment] of [
    ["rr", "rr", "none"],
    ["none", "none", "rr"],
    ["unset", "rr", "none"],
  ] as const) {
    const cluster = await step.startCluster({
      env: {
        ...(setting !== "unset" && { SCHED_POLICY: setting }),
        NODE_CLUSTER_SCHED_POLICY: environment,
      },
    });
    const holders = await listeningPids(cluster.primary.port);
    const workersHolding = holders.filter((pid) => cluster.workers.includes(pid)).length;
    const policySeen = workersHolding > 0 ? "SCHED_NONE" : "SCHED_RR";
    const values = {
      setting,
      wanted,
      environment,
      policy: policySeen,
      holding: String(workersHolding),
      count: cluster.workers.length,
      pids: holders.join(", ") || "none",
      primary: String(cluster.primary.pid),
    };
    recordFigure(context, {
      ...step.figure("policy", values),
      value: workersHolding,
      unit: "",
      shown: step.t("figure.policyShown", values),
      threshold: step.t("figure.policyThreshold", values),
    });
    const printed = cluster.primary.lastLines();
    seen.push({
      setting,
      wanted,
      printed,
      ok: wanted === "rr" ? workersHolding === 0 : workersHolding === cluster.workers.length,
      explain: () => step.finding("policy", values, { quote: { lastLines: () => printed } }),
      said: cluster.primary.lines.some((line) => POLICY_NAMES[wanted].test(line)),
    });
    await cluster.primary.stop();
  }
  // Which case failed tells the cause: only SCHED_RR wrong means SCHED_NONE is set but SCHED_RR is
  // left to the environment's default; only the unset case wrong, that round-robin is not the
  // default.
  const [rr, none, unset] = seen;
  const onlyRrWrong = rr?.ok === false && none?.ok === true;
  const onlyUnsetWrong = rr?.ok === true && none?.ok === true && unset?.ok === false;
  for (const { ok, explain } of seen) {
    check(ok, () => ({
      ...explain(),
      ...(onlyRrWrong && { next: step.t("policy.nextOnlyRr") }),
      ...(onlyUnsetWrong && { next: step.t("policy.nextUnset") }),
    }));
  }
  // The policy that runs is right: the log says which it is, by name.
  for (const { setting, wanted, said, printed } of seen)
    check(said, () =>
      step.finding("policySaid", { setting, wanted }, { quote: { lastLines: () => printed } }),
    );
});

/** Workers for the balance checkpoint, whatever the CPUs: balance is about connections. */
const BALANCE_WORKERS = 4;
/** Share of the fair share (1/N of the requests) each worker must get under SCHED_RR. */
const MIN_FAIR_SHARE = 0.5;
/** Keep-alive connections for the balance checkpoint: many, so round-robin has work to spread. */
const MANY_CONNECTIONS = 32;

// The name says BALANCE_WORKERS (4) in words: messages/en.ts writes it out.
test(step.name("balance"), async (context) => {
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
  // The figure names the policy that ran, seen as the policy checkpoint sees it: a policy
  // assigned too late leaves round-robin, and a figure labelled SCHED_NONE would misreport it.
  const noneHolders = await listeningPids(none.primary.port);
  const ran = noneHolders.some((pid) => none.workers.includes(pid)) ? "SCHED_NONE" : "SCHED_RR";
  recordFigure(context, {
    ...step.figure("noneForComparison", { policy: ran }),
    value: noneLoad.requests,
    unit: step.t("figure.requestsUnit"),
    detail: step.t("figure.noneDetail", {
      reached: reached(noneLoad.headerCounts, none.workers),
      shares: percent(shares(noneLoad, none.workers)),
    }),
  });
  chartByWorker(context, ran, noneLoad, none.workers);
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
    ...step.figure("smallestShare"),
    value: Math.min(...rrShares) * 100,
    unit: "%",
    threshold: `>= ${(floor * 100).toFixed(1)}%`,
    detail: step.t("figure.rrDetail", {
      reached: reached(load.headerCounts, rr.workers),
      shares: percent(rrShares),
      requests: String(load.requests),
      connections: String(MANY_CONNECTIONS),
    }),
  });
  chartByWorker(context, "SCHED_RR", load, rr.workers);
  checkPrerequisites(rr, load.headerCounts, BALANCE_WORKERS);
  check(load.errors === 0 && load.requests > 0, () =>
    step.finding("loadErrors", {
      errors: String(load.errors),
      requests: String(load.requests),
      codes: describeErrorCodes(load.errorCodes),
    }),
  );
  check(
    rrShares.every((share) => share >= floor),
    () =>
      step.finding("balance", {
        connections: String(MANY_CONNECTIONS),
        workers: String(rr.workers.length),
        floor: (floor * 100).toFixed(1),
        reached: reached(load.headerCounts, rr.workers),
        shares: percent(rrShares),
      }),
  );
});

test(step.name("connections"), async (context) => {
  step.section("Connections, not requests");
  const workers = Math.max(2, cpuBudget().usable);
  // Requests one client sends in turn: 40, or 2 per worker where there are more than 20.
  const IN_TURN_REQUESTS = inTurnRequests(workers);
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
  const requests = String(IN_TURN_REQUESTS);
  recordFigure(context, {
    ...step.figure("pinned", { requests }),
    value: got(pinned.byHeader),
    unit: "",
    shown: reached(pinned.byHeader, cluster.workers),
    threshold: step.t("figure.oneWorker"),
  });
  recordFigure(context, {
    ...step.figure("fresh", { requests }),
    value: got(fresh.byHeader),
    unit: "",
    shown: reached(fresh.byHeader, cluster.workers),
    threshold: step.t("figure.allWorkers", { workers: String(cluster.workers.length) }),
    detail: step.t("figure.perWorker", {
      counts: perWorker(fresh.byHeader, cluster.workers).join(" / "),
    }),
  });
  check(pinned.failed === 0 && fresh.failed === 0, () =>
    step.finding("inTurnErrors", {
      failed: String(pinned.failed + fresh.failed),
      total: String(2 * IN_TURN_REQUESTS),
    }),
  );
  checkPrerequisites(cluster, fresh.byHeader, workers);
  check(got(pinned.byHeader) === 1, () =>
    step.finding("pinned", {
      reached: reached(pinned.byHeader, cluster.workers),
      counts: JSON.stringify(pinned.byHeader),
    }),
  );
  check(got(fresh.byHeader) === cluster.workers.length, () =>
    step.finding("fresh", {
      workers: String(cluster.workers.length),
      reached: reached(fresh.byHeader, cluster.workers),
      counts: JSON.stringify(fresh.byHeader),
    }),
  );
});
