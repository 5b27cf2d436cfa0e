// Checkpoints of step 07: the primary restarts its workers one at a time on SIGHUP without
// dropping a request, replaces a killed worker, backs off from a crash loop and shuts down
// gracefully on SIGTERM. The given index.ts prints when each worker listens and drains.
import {
  type Answer,
  check,
  childrenOf,
  connectionsHeld,
  cpuBudget,
  defineStep,
  describeAnswer,
  describeErrorCodes,
  get,
  isAlive,
  type LearnerProgram,
  loadDuring,
  recordFigure,
  test,
  waitFor,
} from "#harness";

const step = defineStep(import.meta.url, [
  "Rolling restart",
  "Let a worker leave gracefully",
  "Replace a crashed worker",
  "Back off from a crash loop",
  "Graceful shutdown",
]);

/** Workers in every cluster of this step: at least 2, so that one can stand in for another. */
const WORKERS = Math.max(2, cpuBudget().usable);
/** Keep-alive connections of the load. */
const CONCURRENCY = 16;
/** A rolling restart of WORKERS workers must be over within this, in ms. */
const RESTART_DEADLINE_MS = 30_000;
/** How long the worker count is watched after a rolling restart, in ms. */
const SETTLE_MS = 1500;
/** A killed worker must be replaced (and listening) within this, in ms. */
const REPLACE_DEADLINE_MS = 5000;
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

/** The learner's primary.ts with WORKERS workers, ready once each listens. */
async function startPrimary(): Promise<LearnerProgram> {
  return (await step.startCluster({ env: { WORKERS: String(WORKERS) } })).primary;
}

/** Pids whose "App listening … (worker pid=N)" line the program printed. */
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

test("SIGHUP restarts the workers one at a time: 0 failed requests, every pid replaced, capacity kept", async (context) => {
  step.section("Rolling restart");
  const primary = await startPrimary();
  const before = await childrenOf(primary.pid);
  const exits = new Map<number, number>();
  let now = before;
  const url = `${primary.url}/heavy`;
  const sentAt = Date.now();
  const restart = await loadDuring(
    url,
    async () => {
      process.kill(primary.pid, "SIGHUP");
      return waitFor(
        async () => {
          if (!isAlive(primary.pid)) return true;
          now = await childrenOf(primary.pid);
          for (const pid of before)
            if (!now.includes(pid) && !exits.has(pid)) exits.set(pid, Date.now());
          const ready = listeningPids(primary);
          return (
            before.every((pid) => !now.includes(pid)) &&
            now.length >= before.length &&
            now.every((pid) => ready.has(pid))
          );
        },
        RESTART_DEADLINE_MS,
        50,
      );
    },
    { concurrency: CONCURRENCY, label: "rolling restart" },
  );
  const { fewest, most: mostServing } = servingRange(primary, before, sentAt, exits);
  // After the restart the count must stay what it was: watch it for a moment, since a primary
  // that re-forks the workers it retired grows the pool as their exits come in.
  let most = now.length;
  await waitFor(async () => {
    if (isAlive(primary.pid)) most = Math.max(most, (await childrenOf(primary.pid)).length);
    return false;
  }, SETTLE_MS);
  // Without a primary there was no restart to watch: the serving counts are not measurements.
  const primaryExited = !isAlive(primary.pid);
  const notMeasured = primaryExited ? "not measured: the primary exited" : undefined;
  recordFigure(context, {
    label: "failed requests during the rolling restart",
    value: restart.failed,
    unit: "",
    threshold: "0",
    met: restart.failed === 0,
    detail: `of ${restart.total} keep-alive requests; the restart took ${restart.seconds.toFixed(1)} s`,
  });
  recordFigure(context, {
    label: "fewest workers serving at any moment",
    value: fewest,
    unit: "",
    shown: notMeasured,
    threshold: `>= ${before.length}`,
    met: primaryExited ? undefined : fewest >= before.length,
  });
  recordFigure(context, {
    label: "most workers serving at any moment",
    value: mostServing,
    unit: "",
    shown: notMeasured,
    threshold: `<= ${before.length + 1}`,
    met: primaryExited ? undefined : mostServing <= before.length + 1,
  });
  check(isAlive(primary.pid), () => ({
    expected: "the primary handles SIGHUP and keeps running.",
    seen: `the primary exited (${primary.exit?.signal ?? `code ${primary.exit?.code}`}): SIGHUP's default action ends a process.`,
    next: 'Add process.on("SIGHUP", …) to primary.ts and restart the workers there.',
  }));
  check(restart.result, () => ({
    expected: `within ${RESTART_DEADLINE_MS / 1000} s of SIGHUP, every worker (${before.join(", ")}) replaced by a new one that listens, ${before.length} in all.`,
    seen: `workers now: ${now.join(", ") || "none"}.`,
    next: "On SIGHUP, go through the workers one by one: fork a replacement, wait for its 'listening' event, then ask the old one to leave (worker.send(\"shutdown\")) and wait for its 'exit'.",
  }));
  check(most === before.length, () => ({
    expected: `${before.length} workers after the rolling restart, as before it.`,
    seen: `${most} workers: the primary forked a replacement for a worker it had asked to leave.`,
    next: 'Keep the workers you retire in a Set (leaving.add(worker) before worker.send("shutdown")), and in the exit handler fork nothing for them.',
    section: "Replace a crashed worker",
  }));
  check(fewest >= before.length, () => ({
    expected: `${before.length} workers serving at every moment: each new worker listens before its old one starts to leave.`,
    seen: `at one moment only ${fewest} worker(s) served (from the "App listening" and "draining" lines, and the exits).`,
    next: "Wait for the new worker's 'listening' event (fresh.once(\"listening\", …)) before you ask the old one to leave.",
  }));
  check(mostServing <= before.length + 1, () => ({
    expected: `one worker at a time: at most ${before.length + 1} workers serving at any moment (${before.length}, plus the new one that is about to replace an old one).`,
    seen: `at one moment ${mostServing} workers served: new workers were started for several old ones at once.`,
    next: "Replace the workers one after another: fork one, wait for its 'listening' event, retire its old worker and wait for its 'exit', and only then fork the next (a for…of loop with await, not Promise.all).",
  }));
  // Each old worker must drain before it leaves (index.ts prints its draining line when asked to
  // leave): disconnect() or kill() at once closes connections that clients are about to reuse,
  // which fails requests only now and then, so the drain itself is what is checked.
  const drained = new Set(primary.captures(DRAINING).map(Number));
  const undrained = before.filter((pid) => !drained.has(pid));
  check(undrained.length === 0, () => ({
    expected:
      'every old worker drains before it leaves: asked with worker.send("shutdown"), index.ts prints "worker pid=<pid> draining…" and lets its keep-alive clients go.',
    seen: `worker(s) ${undrained.join(", ")} left without draining (no "draining" line): their idle keep-alive connections were closed under the clients' feet.`,
    next: 'Ask the old worker to leave with worker.send("shutdown"), not worker.disconnect() or worker.kill() at once: index.ts then drains its connections before it disconnects.',
    section: "Let a worker leave gracefully",
  }));
  check(restart.failed === 0, () => ({
    expected: "no failed request during the rolling restart.",
    seen: `${restart.failed} of ${restart.total} requests failed (${describeErrorCodes(restart.errorCodes)})${primary.lines.some((line) => /SIGKILL/.test(line)) ? "; the output shows SIGKILL: an old worker did not leave within the deadline" : ""}.`,
    next: 'Ask the old worker to leave with worker.send("shutdown"): index.ts then drains its keep-alive connections before it disconnects. disconnect() or kill() at once closes connections that clients are about to reuse.',
    section: "Let a worker leave gracefully",
  }));
});

test(`a worker killed with SIGKILL under load is replaced within ${REPLACE_DEADLINE_MS / 1000} s, and only its requests in flight fail`, async (context) => {
  step.section("Replace a crashed worker");
  const primary = await startPrimary();
  const before = await childrenOf(primary.pid);
  const victim = before[0] ?? 0;
  let now = before;
  let replacedMs = Number.NaN;
  const crash = await loadDuring(
    `${primary.url}/heavy`,
    async () => {
      process.kill(victim, "SIGKILL");
      const killedAt = Date.now();
      const replaced = await waitFor(
        async () => {
          now = await childrenOf(primary.pid);
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
    { concurrency: CONCURRENCY, label: "a worker killed" },
  );
  // With keep-alive, each connection has at most one request in flight on the dead worker.
  const bound = CONCURRENCY;
  recordFigure(context, {
    label: "replaced and listening after",
    value: replacedMs,
    unit: " ms",
    // Given up waiting: that is no measurement of the replacement.
    shown: crash.result ? undefined : `no replacement within ${REPLACE_DEADLINE_MS / 1000} s`,
    threshold: `<= ${REPLACE_DEADLINE_MS} ms`,
    met: crash.result,
  });
  recordFigure(context, {
    label: "failed requests",
    value: crash.failed,
    unit: "",
    threshold: `<= ${bound}, one per connection at most`,
    met: crash.failed <= bound,
    detail: `of ${crash.total}`,
  });
  check(crash.result, () => ({
    expected: `a new worker in place of ${victim}, listening, within ${REPLACE_DEADLINE_MS / 1000} s.`,
    seen: `workers after ${(replacedMs / 1000).toFixed(1)} s: ${now.join(", ") || "none"}.`,
    next: 'In cluster.on("exit", …), fork a replacement when the exit was not planned (not a worker you asked to leave), at once for a worker that was serving.',
  }));
  check(crash.failed <= bound, () => ({
    expected: `at most ${bound} failed requests: those in flight on the killed worker.`,
    seen: `${crash.failed} of ${crash.total} failed (${describeErrorCodes(crash.errorCodes)}).`,
    next: "Keep the other workers running while one is replaced: only the killed worker's connections may fail.",
  }));
});

test("a worker that always dies at start-up is re-forked after longer and longer waits (back-off)", async (context) => {
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
    label: `forks in ${CRASH_WATCH_MS / 1000} s with BROKEN_DEPLOY=1 and WORKERS=1`,
    value: forks.length,
    unit: "",
    detail: `waits after each crash: ${waits.map((w) => `${(w / 1000).toFixed(1)} s`).join(", ") || "none"}`,
  });
  recordFigure(context, {
    label: "longest wait before a re-fork",
    value: longest,
    unit: " ms",
    threshold: `>= ${MIN_LONGEST_WAIT_MS} ms, each wait as long as the one before`,
  });
  check(waits.length >= 2 && growing && longest >= MIN_LONGEST_WAIT_MS, () => ({
    expected: `while every new worker dies at start-up, the primary keeps re-forking, with longer and longer waits before each new fork, reaching ${MIN_LONGEST_WAIT_MS / 1000} s within ${CRASH_WATCH_MS / 1000} s.`,
    seen: `${forks.length} forks; the waits after each crash: ${waits.map((w) => `${w} ms`).join(", ")}.`,
    next: "When a worker dies before its 'listening' event, it crashed at start-up: wait before forking again, 1 s the first time and twice as long each time after (1 s, 2 s, 4 s …); back to no wait once a worker listens.",
  }));
});

test("SIGTERM lets requests in flight finish, then the workers and the primary exit", async (context) => {
  step.section("Graceful shutdown");
  const primary = await startPrimary();
  const workers = await childrenOf(primary.pid);
  const requests = Array.from({ length: 2 * workers.length }, () =>
    get(`${primary.url}/slow?ms=${SLOW_MS}`, SLOW_MS + 8000),
  );
  // Once every request has reached a worker, ask the cluster to stop.
  await waitFor(
    async () => (await connectionsHeld(primary.port, workers)) >= requests.length,
    5000,
  );
  process.kill(primary.pid, "SIGTERM");
  const sentAt = Date.now();
  const answers: Answer[] = await Promise.all(requests);
  const exited = await waitFor(async () => !isAlive(primary.pid), SHUTDOWN_DEADLINE_MS);
  const left = (await Promise.all(workers.map((pid) => isAlive(pid)))).filter(Boolean).length;
  const ok = answers.filter((a) => "status" in a && a.status === 200).length;
  recordFigure(context, {
    label: "requests in flight that finished",
    value: ok,
    unit: "",
    threshold: `${answers.length} of ${answers.length}`,
    met: ok === answers.length,
  });
  recordFigure(context, {
    label: "primary exited after SIGTERM",
    value: (Date.now() - sentAt) / 1000,
    unit: exited ? " s" : "",
    shown: exited
      ? `yes, ${((Date.now() - sentAt) / 1000).toFixed(1)}`
      : `no, still running after ${SHUTDOWN_DEADLINE_MS / 1000} s`,
    threshold: `within ${SHUTDOWN_DEADLINE_MS / 1000} s`,
    met: exited,
  });
  check(ok === answers.length, () => ({
    expected: `all ${answers.length} requests to /slow?ms=${SLOW_MS} that were in flight at SIGTERM answered 200.`,
    seen: `${ok} did; the others: ${answers
      .filter((a) => !("status" in a) || a.status !== 200)
      .map(describeAnswer)
      .join(", ")}.`,
    next: 'Handle SIGTERM in the primary: process.on("SIGTERM", …) asks every worker to leave (worker.send("shutdown")) and waits for them, instead of dying at once and taking the workers with it.',
  }));
  check(exited && left === 0, () => ({
    expected: `the primary and every worker gone within ${SHUTDOWN_DEADLINE_MS / 1000} s of SIGTERM.`,
    seen: exited ? `${left} worker(s) still running.` : "the primary is still running.",
    next: "During shutdown, do not fork replacements for the workers that leave (a shuttingDown flag in the exit handler), and call process.exit(0) once every worker has exited.",
  }));
});
