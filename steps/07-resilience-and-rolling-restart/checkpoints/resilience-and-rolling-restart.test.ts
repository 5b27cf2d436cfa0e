// Checkpoints of step 07: the primary restarts its workers one at a time on SIGHUP without
// dropping a request, replaces a killed worker, backs off from a crash loop and shuts down
// gracefully on SIGTERM. The given index.ts prints when each worker listens and drains.

import { setTimeout as delay } from "node:timers/promises";
import {
  type Answer,
  check,
  childrenOf,
  connectionsFor,
  connectionsHeld,
  cpuBudget,
  defineStep,
  describeAnswer,
  describeErrorCodes,
  get,
  heavyLoopCpuMs,
  isAlive,
  isHeavyAnswer,
  type LearnerProgram,
  type LoadDuring,
  loadDuring,
  primaryJournal,
  recordFigure,
  restartLoadRps,
  rollingDeadlineMs,
  test,
  type WorkerEvent,
  type WorkerExit,
  waitFor,
} from "#harness";
import { MESSAGES } from "./messages/index.ts";

const step = defineStep(
  import.meta.url,
  [
    "Rolling restart",
    "Let a worker leave gracefully",
    "Replace a crashed worker",
    "Back off from a crash loop",
    "Graceful shutdown",
  ],
  MESSAGES,
);

/** Workers in every cluster of this step: at least 2, so that one can stand in for another. */
const WORKERS = Math.max(2, cpuBudget().usable);
/** Keep-alive connections of the load: at least 2 per worker, so that every worker has some. */
const CONCURRENCY = connectionsFor(WORKERS);
/**
 * The load's rate while workers start under it: paced to a quarter of what the real CPUs serve where
 * the workers outnumber them (a starting worker would get 1/N of the CPUs otherwise), unpaced
 * where each worker has a CPU (scripts/harness/measuring/scale.ts).
 */
const RESTART_RPS = restartLoadRps(WORKERS, heavyLoopCpuMs());
/** A rolling restart of WORKERS workers must be over within this, in ms: it grows with them. */
const RESTART_DEADLINE_MS = rollingDeadlineMs(WORKERS);
/** How long the worker count is watched after a rolling restart, in ms. */
const SETTLE_MS = 1500;
/** A killed worker must be replaced (and listening) within this, in ms. */
const REPLACE_DEADLINE_MS = 5000;
/**
 * A serving worker's replacement is forked at once: its process appears within this long of the
 * crash, well before a start-up crash's first wait of 1 s (the lesson's back-off).
 */
const FORK_AT_ONCE_MS = 750;
/**
 * At a SIGTERM every worker is asked to leave at once: each prints its draining line within this
 * long. One after another, the second waits for the first to drain its requests (SLOW_MS).
 */
const ALL_AT_ONCE_MS = 750;
/**
 * How long the crash-loop checkpoint watches a broken deploy, in ms. A tsx worker takes 0.3–1.8 s
 * to die here; waits of 250 ms doubling reach 2 s in about 8 s, waits of 1 s doubling in 6 s.
 */
const CRASH_WATCH_MS = 10_000;
/** Within CRASH_WATCH_MS, the wait before some re-fork must reach this, in ms. */
const MIN_LONGEST_WAIT_MS = 2000;
/** Polling measures a wait to within this, in ms: a wait may be this much shorter than the one before. */
const WAIT_SLACK_MS = 150;
/** How long the slow requests of the shutdown checkpoint take, in ms. */
const SLOW_MS = 1500;
/** The primary must be gone this long after SIGTERM, in ms. */
const SHUTDOWN_DEADLINE_MS = 10_000;

const LISTENING = /App listening on port \d+ \(worker pid=(\d+)\)/;
const DRAINING = /worker pid=(\d+) draining/;

/** The learner's primary.ts with WORKERS workers (and `env`), ready once each listens. */
async function startPrimary(env: Record<string, string> = {}): Promise<LearnerProgram> {
  return (await step.startCluster({ env: { WORKERS: String(WORKERS), ...env } })).primary;
}

/** Pids whose "App listening … (worker pid=N)" line the program printed. */
/**
 * Sends `count` requests for GET /slow?ms=`ms` to the cluster and waits, up to 5 s, until
 * `workers` hold them all: each is in a worker, not queued in the primary or the kernel.
 *
 * @returns the answers to come, each given `ms` and 8 s more to arrive
 */
async function holdSlow(
  primary: LearnerProgram,
  workers: readonly number[],
  count: number,
  ms: number,
): Promise<Promise<Answer>[]> {
  const answers = Array.from({ length: count }, () =>
    get(`${primary.url}/slow?ms=${ms}`, ms + 8000),
  );
  await waitFor(async () => (await connectionsHeld(primary.port, workers)) >= count, 5000, 20);
  return answers;
}

const listeningPids = (program: LearnerProgram) => new Set(program.captures(LISTENING).map(Number));

interface LifeEvent {
  at: number;
  pid: number;
  serving: boolean;
}

/**
 * The fewest and the most workers serving at any moment from `since` on: a worker serves from
 * its listening line until its draining line or its exit, whichever comes first.
 */
function servingRange(
  program: LearnerProgram,
  servingAtStart: readonly number[],
  since: number,
  exits: ReadonlyMap<number, number>,
): { fewest: number; most: number } {
  const events: LifeEvent[] = [...exits].map(([pid, at]) => ({ at, pid, serving: false }));
  program.lines.forEach((line, i) => {
    const at = program.lineTimes[i] ?? 0;
    if (at < since) return;
    const listening = LISTENING.exec(line)?.[1];
    const draining = DRAINING.exec(line)?.[1];
    if (listening) events.push({ at, pid: Number(listening), serving: true });
    if (draining) events.push({ at, pid: Number(draining), serving: false });
  });
  events.sort((a, b) => a.at - b.at);
  const serving = new Set(servingAtStart);
  let fewest = serving.size;
  let most = serving.size;
  for (const event of events) {
    if (event.serving) serving.add(event.pid);
    else serving.delete(event.pid);
    fewest = Math.min(fewest, serving.size);
    most = Math.max(most, serving.size);
  }
  return { fewest, most };
}

/** What a rolling restart under load did: its load, the worker pids, and the counts over time. */
interface RollingRestart {
  /** the load during the restart; its result is whether every old worker was replaced in time */
  restart: LoadDuring<boolean>;
  /** the workers before SIGHUP, and the last ones seen */
  before: number[];
  now: number[];
  /** the fewest and the most workers serving at any moment from SIGHUP on */
  fewest: number;
  mostServing: number;
  /** the most workers the primary had in the moment after the restart */
  most: number;
  /** the most worker processes at once during the restart, draining ones included */
  mostProcesses: number;
}

/**
 * Watches `primary`'s worker processes every 50 ms until `done` says so (it is given them each
 * time, and when that look began: Date.now() in ms), the primary exits, or `deadlineMs` passes.
 * A process missing from one look left after the look before it began: under load, listing the
 * processes can take hundreds of ms, so the look's start, not its end, is the closer time.
 *
 * @returns whether `done` said so (or the primary exited) in time, and the most processes at once
 */
async function watchWorkers(
  primary: LearnerProgram,
  deadlineMs: number,
  done: (now: number[], lookedAt: number) => boolean,
): Promise<{ finished: boolean; most: number }> {
  let most = 0;
  const finished = await waitFor(
    async () => {
      if (!isAlive(primary.pid)) return true;
      const lookedAt = Date.now();
      const now = await childrenOf(primary.pid);
      most = Math.max(most, now.length);
      return done(now, lookedAt);
    },
    deadlineMs,
    50,
  );
  return { finished, most };
}

/** A rolling restart is over: none of the workers `before` is left, and as many new ones listen. */
function restarted(primary: LearnerProgram, before: readonly number[], now: readonly number[]) {
  const ready = listeningPids(primary);
  return (
    before.every((pid) => !now.includes(pid)) &&
    now.length >= before.length &&
    now.every((pid) => ready.has(pid))
  );
}

/**
 * Sends SIGHUP to `primary` under keep-alive load and watches until every old worker is gone and
 * as many new ones listen (or RESTART_DEADLINE_MS passes), then watches the count for SETTLE_MS:
 * a primary that re-forks the workers it retired grows the pool as their exits come in.
 */
async function rollingRestartUnderLoad(
  primary: LearnerProgram,
  journal: ReturnType<typeof primaryJournal>,
): Promise<RollingRestart> {
  const before = await childrenOf(primary.pid);
  const exits = new Map<number, number>();
  let now = before;
  let mostProcesses = before.length;
  const sentAt = Date.now();
  const restart = await loadDuring(
    `${primary.url}/heavy`,
    async () => {
      process.kill(primary.pid, "SIGHUP");
      const watched = await watchWorkers(primary, RESTART_DEADLINE_MS, (workers, lookedAt) => {
        now = workers;
        for (const pid of before)
          if (!now.includes(pid) && !exits.has(pid)) exits.set(pid, lookedAt);
        return restarted(primary, before, now);
      });
      mostProcesses = Math.max(mostProcesses, watched.most);
      return watched.finished;
    },
    { concurrency: CONCURRENCY, rps: RESTART_RPS, label: "rolling restart" },
  );
  // The primary's own count of its worker processes: a moment of one too many can be shorter
  // than the look at the processes every 50 ms. And its own dates of the old workers' exits,
  // exact where a look is up to one look late; a look's date stands where it has none.
  const journaled = journal.read();
  for (const { at, count } of journaled.workerCounts)
    if (at >= sentAt) mostProcesses = Math.max(mostProcesses, count);
  for (const exit of journaled.exits)
    if (exit.at >= sentAt && before.includes(exit.pid)) exits.set(exit.pid, exit.at);
  const { fewest, most: mostServing } = servingRange(primary, before, sentAt, exits);
  let most = now.length;
  await waitFor(async () => {
    if (isAlive(primary.pid)) most = Math.max(most, (await childrenOf(primary.pid)).length);
    return false;
  }, SETTLE_MS);
  return { restart, before, now, fewest, mostServing, most, mostProcesses };
}

test(step.name("rollingRestart"), async (context) => {
  step.section("Rolling restart");
  const journal = primaryJournal();
  const primary = await startPrimary(journal.env);
  const { restart, before, now, fewest, mostServing, most, mostProcesses } =
    await rollingRestartUnderLoad(primary, journal);
  // Without a primary there was no restart to watch: the serving counts are not measurements.
  const primaryExited = !isAlive(primary.pid);
  const notMeasured = primaryExited ? step.t("figure.notMeasured") : undefined;
  recordFigure(context, {
    ...step.figure("restartFailed"),
    value: restart.failed,
    unit: "",
    threshold: "0",
    met: restart.failed === 0,
    detail: step.t("figure.restartFailedDetail", {
      total: String(restart.total),
      seconds: restart.seconds.toFixed(1),
    }),
  });
  recordFigure(context, {
    ...step.figure("fewestServing"),
    value: fewest,
    unit: "",
    shown: notMeasured,
    threshold: `>= ${before.length}`,
    met: primaryExited ? undefined : fewest >= before.length,
  });
  recordFigure(context, {
    ...step.figure("mostServing"),
    value: mostServing,
    unit: "",
    shown: notMeasured,
    threshold: `<= ${before.length + 1}`,
    met: primaryExited ? undefined : mostServing <= before.length + 1,
  });
  check(isAlive(primary.pid), () =>
    step.finding("sighupExit", {
      signal: primary.exit?.signal ?? "none",
      code: String(primary.exit?.code),
    }),
  );
  check(restart.result, () =>
    step.finding("restartIncomplete", {
      seconds: String(RESTART_DEADLINE_MS / 1000),
      before: before.join(", "),
      count: String(before.length),
      now: now.join(", ") || "none",
    }),
  );
  check(most === before.length, () =>
    step.finding(
      "tooManyAfter",
      { count: before.length, most },
      { section: "Replace a crashed worker" },
    ),
  );
  // Checked before the serving counts: a worker that leaves without its draining line serves
  // until its exit, which a look at the processes sees only up to one look late.
  // Each old worker must drain before it leaves (index.ts prints its draining line when asked to
  // leave): disconnect() or kill() at once closes connections that clients are about to reuse,
  // which fails requests only now and then, so the drain itself is what is checked.
  const drained = new Set(primary.captures(DRAINING).map(Number));
  const undrained = before.filter((pid) => !drained.has(pid));
  check(undrained.length === 0, () =>
    step.finding(
      "undrained",
      { count: undrained.length, pids: undrained.join(", ") },
      { section: "Let a worker leave gracefully" },
    ),
  );
  check(fewest >= before.length, () =>
    step.finding("capacityDropped", { count: before.length, fewest }),
  );
  check(mostServing <= before.length + 1, () =>
    step.finding("tooManyServing", {
      max: String(before.length + 1),
      count: String(before.length),
      most: String(mostServing),
    }),
  );
  check(mostProcesses <= before.length + 1, () =>
    step.finding("tooManyProcesses", {
      max: String(before.length + 1),
      count: String(before.length),
      most: String(mostProcesses),
    }),
  );
  check(restart.failed === 0, () =>
    step.finding(
      "restartFailed",
      {
        failed: String(restart.failed),
        total: String(restart.total),
        codes: describeErrorCodes(restart.errorCodes, restart.dropped),
        sigkill: primary.lines.some((line) => /SIGKILL/.test(line)) ? "yes" : "no",
      },
      { section: "Let a worker leave gracefully" },
    ),
  );
});

// The name says REPLACE_DEADLINE_MS (5 s) in words: a checkpoint's name takes no values.
test(step.name("replaceKilled"), async (context) => {
  step.section("Replace a crashed worker");
  const primary = await startPrimary();
  const before = await childrenOf(primary.pid);
  const victim = before[0] ?? 0;
  let now = before;
  let replacedMs = Number.NaN;
  let forkedMs = Number.NaN;
  let killedAt = 0;
  const crash = await loadDuring(
    `${primary.url}/heavy`,
    async () => {
      process.kill(victim, "SIGKILL");
      killedAt = Date.now();
      const replaced = await waitFor(
        async () => {
          now = await childrenOf(primary.pid);
          if (Number.isNaN(forkedMs) && now.some((pid) => !before.includes(pid)))
            forkedMs = Date.now() - killedAt;
          const ready = listeningPids(primary);
          return (
            !now.includes(victim) && now.length >= before.length && now.every((p) => ready.has(p))
          );
        },
        REPLACE_DEADLINE_MS,
        50,
      );
      replacedMs = Date.now() - killedAt;
      return replaced;
    },
    { concurrency: CONCURRENCY, rps: RESTART_RPS, label: "a worker killed" },
  );
  // The successor was forked by the crash handler: once it listens, it is a serving worker too,
  // and its own crash must be replaced at once as well (no load needed).
  const successor = now.find((pid) => !before.includes(pid));
  let againMs = Number.NaN;
  if (crash.result && successor !== undefined) {
    const present = await childrenOf(primary.pid);
    process.kill(successor, "SIGKILL");
    const killedAgainAt = Date.now();
    await waitFor(
      async () => (await childrenOf(primary.pid)).some((pid) => !present.includes(pid)),
      REPLACE_DEADLINE_MS,
      50,
    );
    againMs = Date.now() - killedAgainAt;
  }
  // With keep-alive, each connection has at most one request in flight on the dead worker.
  const bound = CONCURRENCY;
  recordFigure(context, {
    ...step.figure("replacedAfter"),
    value: replacedMs,
    // Given up waiting: that is no measurement of the replacement, and no unit follows it.
    unit: crash.result ? " ms" : "",
    shown: crash.result
      ? undefined
      : step.t("figure.noReplacement", { seconds: String(REPLACE_DEADLINE_MS / 1000) }),
    threshold: `<= ${REPLACE_DEADLINE_MS} ms`,
    met: crash.result,
  });
  recordFigure(context, {
    ...step.figure("killFailed"),
    value: crash.failed,
    unit: "",
    threshold: step.t("figure.killFailedThreshold", { bound: String(bound) }),
    met: crash.failed <= bound,
    detail: step.t("figure.killFailedDetail", { total: String(crash.total) }),
  });
  check(crash.result, () =>
    step.finding("notReplaced", {
      victim: String(victim),
      seconds: String(REPLACE_DEADLINE_MS / 1000),
      elapsed: (replacedMs / 1000).toFixed(1),
      now: now.join(", ") || "none",
    }),
  );
  check(crash.failed <= bound, () =>
    step.finding("killFailed", {
      bound: String(bound),
      failed: String(crash.failed),
      total: String(crash.total),
      codes: describeErrorCodes(crash.errorCodes, crash.dropped),
    }),
  );
  recordFigure(context, {
    ...step.figure("forkedAfter"),
    value: forkedMs,
    unit: " ms",
    threshold: `<= ${FORK_AT_ONCE_MS} ms`,
    met: forkedMs <= FORK_AT_ONCE_MS,
  });
  check(forkedMs <= FORK_AT_ONCE_MS, () =>
    step.finding("slowFork", { ms: String(FORK_AT_ONCE_MS), forked: String(forkedMs) }),
  );
  check(successor === undefined || !(againMs > FORK_AT_ONCE_MS), () =>
    step.finding("successorNotServing", {
      ms: String(FORK_AT_ONCE_MS),
      successor: String(successor),
      forked: againMs > REPLACE_DEADLINE_MS ? "NaN" : String(againMs),
    }),
  );
  // Only the primary can speak of the dead worker: its own lines came before the kill.
  const said = primary
    .linesSince(killedAt)
    .find((line) => new RegExp(`\\b${victim}\\b`).test(line) && line.includes("SIGKILL"));
  check(said !== undefined, () => step.finding("crashUnsaid", { victim: String(victim) }));
});

test(step.name("backoff"), async (context) => {
  step.section("Back off from a crash loop");
  // One worker, so that each crash is followed by its own replacement and nothing else.
  const primary = await step.spawn({
    entry: "primary.ts",
    alsoTypecheck: ["index.ts"],
    env: { WORKERS: "1", BROKEN_DEPLOY: "1" },
  });
  const forkedAt = new Map<number, number>();
  const diedAt = new Map<number, number>();
  await waitFor(
    async () => {
      const now = await childrenOf(primary.pid);
      for (const pid of now) if (!forkedAt.has(pid)) forkedAt.set(pid, Date.now());
      for (const pid of forkedAt.keys())
        if (!now.includes(pid) && !diedAt.has(pid)) diedAt.set(pid, Date.now());
      return !isAlive(primary.pid);
    },
    CRASH_WATCH_MS,
    40,
  );
  // The wait between each crash and the fork after it, in ms.
  const forks = [...forkedAt.values()].sort((a, b) => a - b);
  const waits = [...diedAt.values()]
    .sort((a, b) => a - b)
    .flatMap((died) => {
      const next = forks.find((at) => at >= died);
      return next === undefined ? [] : [next - died];
    });
  const growing = waits.every((wait, i) => i === 0 || wait >= (waits[i - 1] ?? 0) - WAIT_SLACK_MS);
  const longest = Math.max(0, ...waits);
  recordFigure(context, {
    ...step.figure("forks", { seconds: String(CRASH_WATCH_MS / 1000) }),
    value: forks.length,
    unit: "",
    detail: step.t("figure.forksDetail", {
      waits: waits.map((w) => `${(w / 1000).toFixed(1)} s`).join(", ") || "none",
    }),
  });
  recordFigure(context, {
    ...step.figure("longestWait"),
    value: longest,
    unit: " ms",
    threshold: step.t("figure.longestWaitThreshold", { ms: String(MIN_LONGEST_WAIT_MS) }),
  });
  check(waits.length >= 2 && growing && longest >= MIN_LONGEST_WAIT_MS, () =>
    step.finding("noBackoff", {
      longest: String(MIN_LONGEST_WAIT_MS / 1000),
      seconds: String(CRASH_WATCH_MS / 1000),
      forks: forks.length,
      waits: waits.map((w) => `${w} ms`).join(", ") || "none",
    }),
  );
});

test(step.name("shutdown"), async (context) => {
  step.section("Graceful shutdown");
  const primary = await startPrimary();
  const workers = await childrenOf(primary.pid);
  // Once every request has reached a worker, ask the cluster to stop.
  const requests = await holdSlow(primary, workers, 2 * workers.length, SLOW_MS);
  process.kill(primary.pid, "SIGTERM");
  const sentAt = Date.now();
  const answers: Answer[] = await Promise.all(requests);
  // When each worker began to drain, in ms after the SIGTERM.
  const drainedAfter = workers.map((pid) => {
    const i = primary.lines.findIndex((line) => DRAINING.exec(line)?.[1] === String(pid));
    return i < 0 ? Number.NaN : (primary.lineTimes[i] ?? Number.NaN) - sentAt;
  });
  const exited = await waitFor(async () => !isAlive(primary.pid), SHUTDOWN_DEADLINE_MS);
  const left = (await Promise.all(workers.map((pid) => isAlive(pid)))).filter(Boolean).length;
  const ok = answers.filter((a) => "status" in a && a.status === 200).length;
  recordFigure(context, {
    ...step.figure("finished"),
    value: ok,
    unit: "",
    threshold: step.t("figure.finishedThreshold", { total: String(answers.length) }),
    met: ok === answers.length,
  });
  const deadline = String(SHUTDOWN_DEADLINE_MS / 1000);
  recordFigure(context, {
    ...step.figure("primaryExited"),
    value: (Date.now() - sentAt) / 1000,
    unit: exited ? " s" : "",
    shown: step.t("figure.primaryExitedShown", {
      exited: exited ? "yes" : "no",
      seconds: ((Date.now() - sentAt) / 1000).toFixed(1),
      deadline,
    }),
    threshold: step.t("figure.primaryExitedThreshold", { deadline }),
    met: exited,
  });
  check(ok === answers.length, () =>
    step.finding("unfinished", {
      count: String(answers.length),
      ms: String(SLOW_MS),
      ok: String(ok),
      others: answers
        .filter((a) => !("status" in a) || a.status !== 200)
        .map(describeAnswer)
        .join(", "),
    }),
  );
  check(exited && left === 0, () =>
    step.finding("notExited", { exited: exited ? "yes" : "no", left, deadline }),
  );
  const lastDrain = Math.max(...drainedAfter);
  recordFigure(context, {
    ...step.figure("lastDrain"),
    value: lastDrain,
    unit: " ms",
    threshold: `<= ${ALL_AT_ONCE_MS} ms`,
    met: lastDrain <= ALL_AT_ONCE_MS,
  });
  check(
    drainedAfter.every((ms) => ms <= ALL_AT_ONCE_MS),
    () =>
      step.finding("oneByOne", {
        ms: String(ALL_AT_ONCE_MS),
        after: drainedAfter.map((ms) => (Number.isNaN(ms) ? "none" : `${ms} ms`)).join(", "),
      }),
  );
});

/** The second SIGHUP of the doubleSighup checkpoint comes this long after the first, in ms. */
const SECOND_SIGHUP_MS = 100;

test(step.name("doubleSighup"), async () => {
  step.section("Rolling restart");
  // A second SIGHUP while the first restart runs: ignored, so never more than N + 1 workers.
  const primary = await startPrimary();
  const before = await childrenOf(primary.pid);
  process.kill(primary.pid, "SIGHUP");
  await delay(SECOND_SIGHUP_MS);
  process.kill(primary.pid, "SIGHUP");
  const watched = await watchWorkers(primary, RESTART_DEADLINE_MS, (now) =>
    restarted(primary, before, now),
  );
  check(watched.most <= before.length + 1, () =>
    step.finding("secondSighup", {
      ms: String(SECOND_SIGHUP_MS),
      max: String(before.length + 1),
      most: String(watched.most),
    }),
  );
});

/** The first new worker must be forked within this after SIGHUP, in ms: forking takes a few ms. */
const FIRST_FORK_MS = 3000;
/** A primary without a SIGHUP handler of its own ends at SIGHUP (Node's default): said so. */
function checkSurvivedSighup(primary: LearnerProgram): void {
  check(primary.exit?.signal !== "SIGHUP", () =>
    step.finding("sighupExit", { signal: "SIGHUP", code: String(primary.exit?.code) }),
  );
}

/**
 * A broken new worker must be forked and have died within this after SIGHUP, in ms: a tsx worker
 * takes 0.3–1.8 s to die here.
 */
const BROKEN_DEADLINE_MS = 8000;
/**
 * After the broken worker's exit, the watch goes on this long for a fork that must not come, in
 * ms: longer than the lesson's first back-off (1 s) and a fork.
 */
const BROKEN_QUIET_MS = 2000;

test(step.name("brokenRestart"), async (context) => {
  step.section("Rolling restart");
  // A broken version is deployed between the start and the SIGHUP: from the SIGHUP on, every new
  // worker inherits BROKEN_DEPLOY=1, and the given index.ts throws before it listens. No load.
  const journal = primaryJournal({
    deploy: { signal: "SIGHUP", name: "BROKEN_DEPLOY", value: "1" },
  });
  const { primary, workers: before } = await step.startCluster({
    env: { WORKERS: String(WORKERS), ...journal.env },
  });
  // The journal dates the forks and exits inside the primary, from the SIGHUP on.
  const sentAt = Date.now();
  process.kill(primary.pid, "SIGHUP");
  const forkedSince = () =>
    new Set(
      journal
        .read()
        .forks.filter((fork) => fork.at >= sentAt)
        .map((fork) => fork.pid),
    );
  await waitFor(
    () => {
      if (!isAlive(primary.pid)) return true;
      const fresh = forkedSince();
      if (fresh.size === 0) return Date.now() - sentAt > FIRST_FORK_MS;
      const failed = journal.read().exits.find((exit) => fresh.has(exit.pid));
      return failed !== undefined && Date.now() - failed.at >= BROKEN_QUIET_MS;
    },
    BROKEN_DEADLINE_MS + BROKEN_QUIET_MS,
    50,
  );
  const fresh = forkedSince();
  const { writes, exits } = journal.read();
  const failed = exits.find((exit) => fresh.has(exit.pid));
  // A primary that retired every old worker may have ended, with nothing left to run.
  const gone = before.filter((pid) => exits.some((exit) => exit.pid === pid) || !isAlive(pid));
  const answer = await get(`${primary.url}/heavy`);
  recordFigure(context, {
    ...step.figure("brokenForks"),
    value: fresh.size,
    unit: "",
    threshold: "1",
    met: fresh.size === 1,
  });
  checkSurvivedSighup(primary);
  check(failed !== undefined, () =>
    step.finding("brokenNotTried", {
      seconds: String((fresh.size === 0 ? FIRST_FORK_MS : BROKEN_DEADLINE_MS) / 1000),
      fresh: [...fresh].join(", ") || "none",
    }),
  );
  check(gone.length === 0 && isHeavyAnswer(answer), () =>
    step.finding("brokenOldRetired", {
      failed: String(failed.pid),
      count: gone.length,
      gone: gone.join(", ") || "none",
      answer: describeAnswer(answer),
    }),
  );
  check(fresh.size === 1, () =>
    step.finding("brokenReforked", {
      failed: String(failed.pid),
      count: fresh.size,
      seconds: String(BROKEN_QUIET_MS / 1000),
    }),
  );
  // Said by the primary itself: the broken worker's own error goes to the same terminal.
  const said = writes.some((write) => write.at >= failed.at && write.text.trim() !== "");
  check(said, () => step.finding("brokenUnsaid", { failed: String(failed.pid) }));
});

/**
 * Each stage of the backoffReset, sigtermDuringRestart, sigtermDuringBackoff and killDeadline
 * checkpoints (a crash, a start, a fork) must come within this, in ms.
 */
const STAGE_DEADLINE_MS = 10_000;

/** The first journal event in `events` at or after `since` (ms), or undefined. */
const firstSince = <E extends { at: number }>(events: readonly E[], since: number) =>
  events.find((event) => event.at >= since);

test(step.name("backoffReset"), async (context) => {
  step.section("Back off from a crash loop");
  // A broken deploy (BROKEN_DEPLOY=1), fixed while the primary waits after the first crash, and
  // broken again once the fixed worker listens: at each of the check's own SIGUSR2, the primary's
  // BROKEN_DEPLOY switches, for the workers it forks from then on. No load.
  const journal = primaryJournal({
    deploy: { signal: "SIGUSR2", name: "BROKEN_DEPLOY", value: "1" },
  });
  const primary = await step.spawn({
    entry: "primary.ts",
    alsoTypecheck: ["index.ts"],
    env: { WORKERS: "1", BROKEN_DEPLOY: "1", ...journal.env },
  });
  const read = () => journal.read();
  await waitFor(() => read().exits.length > 0 || !isAlive(primary.pid), STAGE_DEADLINE_MS);
  process.kill(primary.pid, "SIGUSR2");
  await waitFor(() => read().listening.length > 0 || !isAlive(primary.pid), STAGE_DEADLINE_MS);
  const fixed = read().listening[0];
  let killed: WorkerExit | undefined;
  let crashed: WorkerExit | undefined;
  if (fixed) {
    // Broken again before the kill: the replacement must be forked with it.
    process.kill(primary.pid, "SIGUSR2");
    await waitFor(() => read().deploys.length >= 2, STAGE_DEADLINE_MS);
    process.kill(fixed.pid, "SIGKILL");
    // Its replacement dies at start-up, and the next fork follows its wait.
    await waitFor(() => {
      const { exits, forks } = read();
      killed = exits.find((exit) => exit.pid === fixed.pid);
      crashed = killed && firstSince(exits, killed.at + 1);
      return (crashed && firstSince(forks, crashed.at)) !== undefined || !isAlive(primary.pid);
    }, STAGE_DEADLINE_MS);
  }
  const { exits, forks } = read();
  const [firstCrash] = exits;
  // ms between an exit and the next fork; NaN when none came
  const waitAfter = (exit: WorkerExit | undefined) =>
    exit ? (firstSince(forks, exit.at)?.at ?? Number.NaN) - exit.at : Number.NaN;
  const firstWait = waitAfter(firstCrash);
  const atOnce = waitAfter(killed);
  const again = waitAfter(crashed);
  recordFigure(context, {
    ...step.figure("resetFork"),
    value: atOnce,
    unit: " ms",
    shown: Number.isNaN(atOnce) ? step.t("figure.noFork") : undefined,
    threshold: `<= ${FORK_AT_ONCE_MS} ms`,
    met: atOnce <= FORK_AT_ONCE_MS,
  });
  recordFigure(context, {
    ...step.figure("resetWait", { first: String(firstWait) }),
    value: again,
    unit: " ms",
    shown: Number.isNaN(again) ? step.t("figure.noFork") : undefined,
    threshold: `<= ${firstWait + WAIT_SLACK_MS} ms`,
    met: again <= firstWait + WAIT_SLACK_MS,
  });
  check(fixed !== undefined, () =>
    step.finding("fixNeverServed", { seconds: String(STAGE_DEADLINE_MS / 1000) }),
  );
  check(atOnce <= FORK_AT_ONCE_MS, () =>
    step.finding("backoffNotReset", {
      pid: String(fixed.pid),
      ms: Number.isNaN(atOnce) ? "none" : String(atOnce),
      max: String(FORK_AT_ONCE_MS),
    }),
  );
  check(again <= firstWait + WAIT_SLACK_MS, () =>
    step.finding("backoffNotStartedOver", {
      first: String(firstWait),
      ms: Number.isNaN(again) ? "none" : String(again),
    }),
  );
});

/**
 * The slow requests each old worker holds in sigtermDuringRestart, in ms: still in flight when the
 * restart's first new worker listens (0.3–1.8 s here), so that the restart is then waiting for the
 * first old worker to drain.
 */
const RESTART_SLOW_MS = 3000;

test(step.name("sigtermDuringRestart"), async () => {
  step.section("Graceful shutdown");
  // SIGTERM once the restart's first new worker listens, while the restart waits for the first
  // old worker to drain its slow requests: the shutdown wins, and nothing is forked from then on.
  // The journal dates the primary's forks and the SIGTERM from inside it. No /heavy load.
  const journal = primaryJournal();
  const { primary } = await step.startCluster({
    env: { WORKERS: String(WORKERS), ...journal.env },
  });
  const before = await childrenOf(primary.pid);
  const requests = await holdSlow(primary, before, 2 * before.length, RESTART_SLOW_MS);
  process.kill(primary.pid, "SIGHUP");
  const restarting = await waitFor(
    () =>
      journal.read().listening.some((event) => !before.includes(event.pid)) ||
      !isAlive(primary.pid),
    STAGE_DEADLINE_MS,
    20,
  );
  const alive = isAlive(primary.pid);
  if (alive) process.kill(primary.pid, "SIGTERM");
  await waitFor(() => !isAlive(primary.pid), SHUTDOWN_DEADLINE_MS);
  await Promise.all(requests);
  checkSurvivedSighup(primary);
  check(restarting, () =>
    step.finding("noRestartToStop", { seconds: String(STAGE_DEADLINE_MS / 1000) }),
  );
  const { sigterms, forks } = journal.read();
  const [sigterm = Number.POSITIVE_INFINITY] = sigterms;
  const late = forks.filter((fork) => fork.at >= sigterm).map((fork) => fork.pid);
  check(late.length === 0, () =>
    step.finding("forkedAfterSigterm", { count: late.length, pids: late.join(", ") }),
  );
});

/**
 * The slow request a surviving worker holds in sigtermDuringBackoff, in ms: the shutdown lasts
 * that long, past the first back-off (1 s) that was pending when SIGTERM came.
 */
const BACKOFF_SLOW_MS = 2000;

test(step.name("sigtermDuringBackoff"), async () => {
  step.section("Graceful shutdown");
  // A broken version deployed (the check's own SIGUSR2), then a serving worker killed: its
  // replacement dies at start-up, and the primary waits before the next fork. SIGTERM then,
  // while another worker drains a slow request: the waiting fork must not come. No /heavy load.
  const journal = primaryJournal({
    deploy: { signal: "SIGUSR2", name: "BROKEN_DEPLOY", value: "1" },
  });
  const { primary, workers } = await step.startCluster({
    env: { WORKERS: String(WORKERS), ...journal.env },
  });
  const read = () => journal.read();
  process.kill(primary.pid, "SIGUSR2");
  await waitFor(() => read().deploys.length > 0, STAGE_DEADLINE_MS);
  const [victim = 0, ...others] = workers;
  process.kill(victim, "SIGKILL");
  const killedAt = Date.now();
  let crashed: WorkerExit | undefined;
  await waitFor(
    () => {
      const { exits, forks } = read();
      const killed = exits.find((exit) => exit.pid === victim);
      crashed = killed && firstSince(exits, killed.at + 1);
      // No replacement at all: nothing can be pending, and nothing to wait for.
      const none = firstSince(forks, killedAt) === undefined;
      return (
        crashed !== undefined ||
        !isAlive(primary.pid) ||
        (none && Date.now() - killedAt > FIRST_FORK_MS)
      );
    },
    STAGE_DEADLINE_MS,
    20,
  );
  let slow: Promise<Answer> | undefined;
  if (crashed && isAlive(primary.pid)) {
    [slow] = await holdSlow(primary, others, 1, BACKOFF_SLOW_MS);
    process.kill(primary.pid, "SIGTERM");
    await waitFor(() => !isAlive(primary.pid), SHUTDOWN_DEADLINE_MS);
  }
  await slow;
  const replaced = firstSince(read().forks, killedAt) !== undefined;
  check(crashed !== undefined, () =>
    step.finding("noPendingFork", {
      victim: String(victim),
      seconds: String((replaced ? STAGE_DEADLINE_MS : FIRST_FORK_MS) / 1000),
    }),
  );
  const { sigterms, forks } = read();
  const [sigterm = Number.POSITIVE_INFINITY] = sigterms;
  const late = forks.filter((fork) => fork.at >= sigterm);
  check(late.length === 0, () =>
    step.finding("backoffForkAfterSigterm", {
      count: late.length,
      pids: late.map((fork) => fork.pid).join(", "),
      ms: String((late[0]?.at ?? sigterm) - sigterm),
    }),
  );
});

/**
 * The request the old worker holds in killDeadline, in ms: the given /slow's longest, well past
 * the lesson's 5 s deadline, so that the worker cannot drain in time.
 */
const HELD_MS = 10_000;
/** The lesson's deadline for a worker asked to leave, in ms. */
const KILL_DEADLINE_MS = 5000;
/**
 * The held worker must be gone within this after its replacement listens (when the lesson's
 * restart asks it to leave), in ms: the deadline, with 2 s to spare. A worker nobody kills leaves
 * when its request ends, 8–9 s after.
 */
const KILLED_WITHIN_MS = KILL_DEADLINE_MS + 2000;
/**
 * After the kill, the watch goes on this long for a fork that must not come, in ms: a crash
 * handler forks a serving worker's replacement at once (FORK_AT_ONCE_MS).
 */
const KILLED_QUIET_MS = 1500;

test(step.name("killDeadline"), async (context) => {
  step.section("Let a worker leave gracefully");
  // One worker holds a request longer than the deadline. On SIGHUP, its replacement listens and
  // it is asked to leave: it cannot drain in time, so the primary must kill it at the deadline,
  // and fork nothing for it: the exit was planned, though the worker never disconnected
  // (worker.exitedAfterDisconnect is false). The journal dates the listening, the exit and the
  // forks inside the primary. No load.
  const journal = primaryJournal();
  const { primary, workers } = await step.startCluster({
    env: { WORKERS: "1", ...journal.env },
  });
  const [old = 0] = workers;
  await holdSlow(primary, [old], 1, HELD_MS);
  process.kill(primary.pid, "SIGHUP");
  let fresh: WorkerEvent | undefined;
  let exit: WorkerExit | undefined;
  await waitFor(
    () => {
      const { exits, listening } = journal.read();
      fresh = listening.find((event) => event.pid !== old);
      exit = exits.find((event) => event.pid === old);
      if (exit) return Date.now() - exit.at >= KILLED_QUIET_MS;
      return (
        !isAlive(primary.pid) || (fresh !== undefined && Date.now() - fresh.at > KILLED_WITHIN_MS)
      );
    },
    STAGE_DEADLINE_MS + KILLED_WITHIN_MS + KILLED_QUIET_MS,
    20,
  );
  checkSurvivedSighup(primary);
  check(fresh !== undefined, () =>
    step.finding("noRestartToStop", { seconds: String(STAGE_DEADLINE_MS / 1000) }),
  );
  const killedAt = exit?.at ?? Number.NaN;
  const afterMs = killedAt - fresh.at;
  const max = String(KILLED_WITHIN_MS / 1000);
  recordFigure(context, {
    ...step.figure("killedAfter", { held: String(HELD_MS / 1000) }),
    value: afterMs,
    unit: " ms",
    shown: exit ? undefined : step.t("figure.stillRunning", { seconds: max }),
    threshold: `<= ${KILLED_WITHIN_MS} ms`,
    met: afterMs <= KILLED_WITHIN_MS,
  });
  check(afterMs <= KILLED_WITHIN_MS, () =>
    step.finding("deadlineNotKept", {
      old: String(old),
      held: String(HELD_MS / 1000),
      deadline: String(KILL_DEADLINE_MS / 1000),
      max,
      ms: exit ? String(afterMs) : "none",
    }),
  );
  const late = journal.read().forks.filter((fork) => fork.at >= killedAt);
  check(late.length === 0, () =>
    step.finding("killedReplaced", {
      old: String(old),
      count: late.length,
      pids: late.map((fork) => fork.pid).join(", "),
    }),
  );
});

/** After the restart, a SIGHUP is sent this often until one forks a worker, in ms. */
const SIGHUP_AGAIN_EVERY_MS = 500;
/** A SIGHUP after the restart must fork a worker within this, in ms. */
const RESTART_AGAIN_MS = 5000;

test(step.name("afterRestart"), async () => {
  step.section("Rolling restart");
  // After a rolling restart of one worker, its replacement is the cluster's own: killed, it is
  // replaced at once; and the next SIGHUP (the next deploy) restarts again. The journal dates the
  // forks, the listening and the exits inside the primary. No load.
  const journal = primaryJournal();
  const { primary, workers } = await step.startCluster({
    env: { WORKERS: "1", ...journal.env },
  });
  const [old = 0] = workers;
  process.kill(primary.pid, "SIGHUP");
  // Over when the old worker has exited and its replacement listens.
  let fresh: WorkerEvent | undefined;
  await waitFor(
    () => {
      const { exits, listening } = journal.read();
      fresh = listening.find((event) => event.pid !== old);
      return (
        !isAlive(primary.pid) || (fresh !== undefined && exits.some((exit) => exit.pid === old))
      );
    },
    STAGE_DEADLINE_MS,
    20,
  );
  checkSurvivedSighup(primary);
  check(fresh !== undefined, () =>
    step.finding("noRestartToStop", { seconds: String(STAGE_DEADLINE_MS / 1000) }),
  );
  const forkedSince = (since: number) => firstSince(journal.read().forks, since) !== undefined;
  const killedAt = Date.now();
  process.kill(fresh.pid, "SIGKILL");
  const replaced = await waitFor(() => forkedSince(killedAt), FORK_AT_ONCE_MS, 20);
  check(replaced, () =>
    step.finding("restartedNotReplaced", {
      pid: String(fresh?.pid),
      ms: String(FORK_AT_ONCE_MS),
    }),
  );
  // Sent again and again: a primary may clear its flag a moment after its last worker's exit.
  const againAt = Date.now();
  let sent = 0;
  let restartedAgain = false;
  while (!restartedAgain && isAlive(primary.pid) && Date.now() - againAt < RESTART_AGAIN_MS) {
    process.kill(primary.pid, "SIGHUP");
    sent++;
    restartedAgain = await waitFor(() => forkedSince(againAt), SIGHUP_AGAIN_EVERY_MS, 20);
  }
  checkSurvivedSighup(primary);
  check(restartedAgain, () =>
    step.finding("sighupOnce", { count: sent, seconds: String(RESTART_AGAIN_MS / 1000) }),
  );
});
