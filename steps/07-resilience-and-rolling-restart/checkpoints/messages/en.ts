/**
 * Step 07's checkpoint messages in English, the source of ./ja.ts and ./ko.ts: ICU MessageFormat
 * (scripts/i18n/translate.ts). `name.<key>` is a checkpoint's name; `<key>.expected`, `.seen` and
 * `.next` are one finding's three parts; `figure.<key>` is a figure's name, threshold or detail.
 * Pids, seconds and measured figures are passed as strings, plural counts as numbers. A name takes
 * no values: the 5 s of `name.replaceKilled` is REPLACE_DEADLINE_MS.
 */
export const en = {
  // What the learner builds, as the README's table "The steps" says it (written there by
  // `npm run dev-check -- --fix`) and the home screen shows it for the next step.
  "step.builds":
    "`primary.ts` that replaces crashed workers, backs off from a crash loop, restarts one worker at a time on `SIGHUP` with 0 failed requests, and shuts down gracefully on `SIGTERM`",

  "name.rollingRestart":
    "SIGHUP restarts the workers one at a time: 0 failed requests, every pid replaced, capacity kept",
  "name.replaceKilled":
    "a worker killed with SIGKILL under load is replaced within 5 s, and only its requests in flight fail",
  "name.backoff":
    "a worker that always dies at start-up is re-forked after longer and longer waits (back-off)",
  "name.backoffReset":
    "once a worker listens, the back-off is over: its crash is replaced at once, and the next crash loop starts again from the first wait",
  "name.sigtermDuringRestart":
    "a SIGTERM during a rolling restart wins: from then on the primary forks nothing",
  "name.sigtermDuringBackoff":
    "a SIGTERM while a re-fork waits out its back-off wins: the waiting fork never comes",
  "name.doubleSighup": "a second SIGHUP during a rolling restart is ignored",
  "name.brokenRestart":
    "a new worker that dies before it listens stops the rolling restart: the old workers keep serving, and the primary says so",
  "name.shutdown": "SIGTERM lets requests in flight finish, then the workers and the primary exit",
  "name.killDeadline":
    "a worker that cannot drain is killed at its 5 s deadline, and not replaced: its exit was planned",
  "name.afterRestart":
    "after a rolling restart, the new worker is replaced at once when it crashes, and the next SIGHUP restarts again",

  "figure.restartFailed": "failed requests during the rolling restart",
  "figure.restartFailedDetail": "of {total} keep-alive requests; the restart took {seconds} s",
  "figure.fewestServing": "fewest workers serving at any moment",
  "figure.mostServing": "most workers serving at any moment",
  "figure.notMeasured": "not measured: the primary exited",
  "figure.replacedAfter": "replaced and listening after",
  "figure.forkedAfter": "replacement's process forked after the kill",
  "figure.lastDrain": "last worker began to drain after SIGTERM",
  "figure.noReplacement": "no replacement within {seconds} s",
  "figure.killFailed": "failed requests",
  "figure.killFailedThreshold": "<= {bound}, one per connection at most",
  "figure.killFailedDetail": "of {total}",
  "figure.forks": "forks in {seconds} s with BROKEN_DEPLOY=1 and WORKERS=1",
  "figure.forksDetail": "waits after each crash: {waits, select, none {none} other {{waits}}}",
  "figure.longestWait": "longest wait before a re-fork",
  "figure.longestWaitThreshold": ">= {ms} ms, each wait as long as the one before",
  "figure.finished": "requests in flight that finished",
  "figure.finishedThreshold": "{total} of {total}",
  "figure.primaryExited": "primary exited after SIGTERM",
  "figure.primaryExitedShown":
    "{exited, select, yes {yes, {seconds}} other {no, still running after {deadline} s}}",
  "figure.primaryExitedThreshold": "within {deadline} s",

  "sighupExit.expected": "the primary handles SIGHUP and keeps running.",
  "sighupExit.seen":
    "the primary exited ({signal, select, none {code {code}} other {{signal}}}): SIGHUP's default action ends a process.",
  "sighupExit.next": 'Add process.on("SIGHUP", …) to primary.ts and restart the workers there.',

  "restartIncomplete.expected":
    "within {seconds} s of SIGHUP, every worker ({before}) replaced by a new one that listens, {count} in all.",
  "restartIncomplete.seen": "workers now: {now, select, none {none} other {{now}}}.",
  "restartIncomplete.next":
    "On SIGHUP, go through the workers one by one: fork a replacement, wait for its 'listening' event, then ask the old one to leave (worker.send(\"shutdown\")) and wait for its 'exit'.",

  "tooManyAfter.expected":
    "{count, plural, one {# worker} other {# workers}} after the rolling restart, as before it.",
  "tooManyAfter.seen":
    "{most, plural, one {# worker} other {# workers}}: the primary forked a replacement for a worker it had asked to leave.",
  "tooManyAfter.next":
    'Keep the workers you retire in a Set (leaving.add(worker) before worker.send("shutdown")), and in the exit handler fork nothing for them.',

  "capacityDropped.expected":
    "{count, plural, one {# worker} other {# workers}} serving at every moment: each new worker listens before its old one starts to leave.",
  "capacityDropped.seen":
    'at one moment only {fewest, plural, one {# worker} other {# workers}} served (from the "App listening" and "draining" lines, and the exits).',
  "capacityDropped.next":
    "Wait for the new worker's 'listening' event (fresh.once(\"listening\", …)) before you ask the old one to leave.",

  "tooManyServing.expected":
    "one worker at a time: at most {max} workers serving at any moment ({count}, plus the new one that is about to replace an old one).",
  "tooManyServing.seen":
    "at one moment {most} workers served: new workers were started for several old ones at once.",
  "tooManyServing.next":
    "Replace the workers one after another: fork one, wait for its 'listening' event, retire its old worker and wait for its 'exit', and only then fork the next (a for…of loop with await, not Promise.all).",

  "undrained.expected":
    'every old worker drains before it leaves: asked with worker.send("shutdown"), index.ts prints "worker pid=<pid> draining…" and lets its keep-alive clients go.',
  "undrained.seen":
    '{count, plural, one {worker} other {workers}} {pids} left without draining (no "draining" line): the idle keep-alive connections were closed under the clients\' feet.',
  "undrained.next":
    'Ask the old worker to leave with worker.send("shutdown"), not worker.disconnect() or worker.kill() at once: index.ts then drains its connections before it disconnects, as long as its process.on("message", …) handler still calls leave() on "shutdown".',

  "restartFailed.expected": "no failed request during the rolling restart.",
  "restartFailed.seen":
    "{failed} of {total} requests failed ({codes}){sigkill, select, yes {; the output shows SIGKILL: an old worker did not leave within the deadline} other {}}.",
  "restartFailed.next":
    'Ask the old worker to leave with worker.send("shutdown"): index.ts then drains its keep-alive connections before it disconnects. disconnect() or kill() at once closes connections that clients are about to reuse.',

  "tooManyProcesses.expected":
    "at most {max} worker processes at any moment of the restart, draining ones included: {count} and the one new worker.",
  "tooManyProcesses.seen": "{most} at once.",
  "tooManyProcesses.next":
    "Wait for each old worker's exit (`await retire(worker)`) before you fork the next new one.",

  "notReplaced.expected": "a new worker in place of {victim}, listening, within {seconds} s.",
  "notReplaced.seen": "workers after {elapsed} s: {now, select, none {none} other {{now}}}.",
  "notReplaced.next":
    'In cluster.on("exit", …), fork a replacement when the exit was not planned (not a worker you asked to leave), at once for a worker that was serving.',

  "killFailed.expected": "at most {bound} failed requests: those in flight on the killed worker.",
  "killFailed.seen": "{failed} of {total} failed ({codes}).",
  "killFailed.next":
    "Keep the other workers running while one is replaced: only the killed worker's connections may fail.",

  "slowFork.expected":
    "a worker killed while serving is replaced at once: its successor's process within {ms} ms (the back-off is for workers that die before they listen).",
  "slowFork.seen":
    "the successor's process came {forked, select, NaN {never} other {after {forked} ms}}.",
  "slowFork.next":
    "Wait only after a start-up crash: a worker that had listened before it died gets its replacement forked at once, with no back-off.",
  "successorNotServing.expected":
    "the successor ({successor}), once it listens, replaced at once when it dies in turn: a new process within {ms} ms.",
  "successorNotServing.seen":
    "the next process came {forked, select, NaN {never} other {after {forked} ms}}: the successor was taken for a worker that never listened.",
  "successorNotServing.next":
    'Fork every worker through the one fork() function that adds worker.once("listening"), the crash handler\'s replacements too, not cluster.fork() directly.',

  "crashUnsaid.expected":
    "a line from the primary naming the killed worker ({victim}) and how it died (SIGKILL).",
  "crashUnsaid.seen": "no line after the kill names {victim} with SIGKILL.",
  "crashUnsaid.next":
    "In the exit handler, print what happened: the worker's pid, its signal or exit code, at start-up or not, and the wait before the next fork.",

  "noBackoff.expected":
    "while every new worker dies at start-up, the primary keeps re-forking, with longer and longer waits before each new fork, reaching {longest} s within {seconds} s.",
  "noBackoff.seen":
    "{forks, plural, one {# fork} other {# forks}}; the waits after each crash: {waits, select, none {none} other {{waits}}}.",
  "noBackoff.next":
    "When a worker dies before its 'listening' event, it crashed at start-up: wait before forking again, 1 s the first time and twice as long each time after (1 s, 2 s, 4 s …); back to no wait once a worker listens.",

  "unfinished.expected":
    "all {count} requests to /slow?ms={ms} that were in flight at SIGTERM answered 200.",
  "unfinished.seen": "{ok} did; the others: {others}.",
  "unfinished.next":
    'Handle SIGTERM in the primary: process.on("SIGTERM", …) asks every worker to leave (worker.send("shutdown")) and waits for them, instead of dying at once and taking the workers with it.',

  "notExited.expected": "the primary and every worker gone within {deadline} s of SIGTERM.",
  "notExited.seen":
    "{exited, select, yes {{left, plural, one {# worker} other {# workers}} still running.} other {the primary is still running.}}",
  "notExited.next":
    "During shutdown, do not fork replacements for the workers that leave (a shuttingDown flag in the exit handler), and call process.exit(0) once every worker has exited.",

  "oneByOne.expected":
    "at SIGTERM every worker asked to leave at once: each prints its draining line within {ms} ms.",
  "oneByOne.seen": "the workers began to drain after: {after}.",
  "oneByOne.next":
    "Retire every worker at the same time and wait for them all: `await Promise.all(workers.map(retire))`, not one after another.",

  "secondSighup.expected":
    "a second SIGHUP {ms} ms after the first ignored while the restart runs: at most {max} worker processes at any moment.",
  "secondSighup.seen": "{most} at once: the second SIGHUP started a restart of its own.",
  "secondSighup.next":
    "Set a flag when a restart begins and return from the SIGHUP handler while it is set: `if (restarting || shuttingDown) return;`.",

  "figure.brokenForks": "new workers forked after SIGHUP, with a broken version deployed",
  "brokenNotTried.expected":
    "on SIGHUP, with a broken version deployed (BROKEN_DEPLOY=1 from then on), a new worker forked, which dies before it listens.",
  "brokenNotTried.seen":
    "within {seconds} s no new worker died: new workers seen {fresh, select, none {none} other {{fresh}}}.",
  "brokenNotTried.next":
    "On SIGHUP, fork the new worker first and wait for its 'listening' event or its exit: `const ok = await listening(fresh);`.",
  "brokenOldRetired.expected":
    "the new worker {failed} died before it listened: the restart stops there, and every old worker keeps serving.",
  "brokenOldRetired.seen":
    "{count, plural, =0 {the old workers are there, but} one {old worker {gone} was retired all the same, and} other {old workers {gone} were retired all the same, and}} /heavy answered {answer}.",
  "brokenOldRetired.next":
    "When the new worker exits before it listens, stop the restart at once (`break`) without retiring its old worker: a version that cannot start must not replace one that serves.",
  "brokenReforked.expected":
    "one new worker, the broken one, and no other fork in the {seconds} s after it died: the restart stopped.",
  "brokenReforked.seen":
    "{count} new workers after SIGHUP: the broken worker {failed} was replaced by the crash handler.",
  "brokenReforked.next":
    "Until a new worker listens, keep it in the leaving set (`leaving.add(fresh)`, then `leaving.delete(fresh)` once it listens or dies), so that your exit handler forks nothing for it behind the restart's back.",
  "brokenUnsaid.expected":
    "a line of the primary's own after the new worker {failed} died: the restart stopped, the old workers kept.",
  "brokenUnsaid.seen":
    "the primary printed nothing after it; only the worker's own error went to the log.",
  "brokenUnsaid.next":
    "Say so in the log when a new worker does not start, before you stop the restart: an operator must see that the deploy failed and that the old version still serves.",

  "figure.resetFork": "replacement forked after a crash of the worker that listened",
  "figure.resetWait": "wait after the next start-up crash (the first crash's: {first} ms)",
  "figure.noFork": "no fork",
  "fixNeverServed.expected":
    "with the broken version fixed while the primary waits after a start-up crash, a worker forked after the wait that listens.",
  "fixNeverServed.seen": "no worker listened within {seconds} s of the fix.",
  "fixNeverServed.next":
    "After a start-up crash, fork again once the wait is over, whatever happened before: in the `setTimeout` of your exit handler.",
  "backoffNotReset.expected":
    "once a worker listens, the back-off is over: when that worker {pid} is killed, its replacement is forked at once (within {max} ms).",
  "backoffNotReset.seen":
    "{ms, select, none {no replacement was forked} other {the replacement was forked {ms} ms after the kill}}: the wait from the crash loop before it was still on.",
  "backoffNotReset.next":
    "Reset the wait as soon as a worker listens: in its 'listening' handler, `backoffMs = 0;`.",
  "backoffNotStartedOver.expected":
    "once a worker has listened, a new crash loop starts from the first wait again: after the next start-up crash, at most the first crash's wait ({first} ms).",
  "backoffNotStartedOver.seen":
    "{ms, select, none {no fork followed it} other {the primary waited {ms} ms}}: the back-off went on from where the old crash loop left it.",
  "backoffNotStartedOver.next":
    "Reset the wait as soon as a worker listens: in its 'listening' handler, `backoffMs = 0;`, so that the next start-up crash waits the first wait again.",

  "noRestartToStop.expected": "on SIGHUP, a rolling restart: a new worker that listens.",
  "noRestartToStop.seen": "no new worker listened within {seconds} s of the SIGHUP.",
  "noRestartToStop.next":
    "On SIGHUP, fork the new worker first and wait for its 'listening' event: `const ok = await listening(fresh);`.",
  "forkedAfterSigterm.expected":
    "a SIGTERM during a rolling restart (the first new worker listening, the first old one draining) wins: no fork from then on.",
  "forkedAfterSigterm.seen":
    "{count, plural, one {worker {pids} was} other {workers {pids} were}} forked after the SIGTERM: the restart went on with its next old worker.",
  "forkedAfterSigterm.next":
    "Check the flag at each turn of the restart's loop, before you fork: `if (shuttingDown) break;`. The shutdown retires every worker, the restart's ones too.",

  "noPendingFork.expected":
    "with a broken version deployed, the killed worker {victim} replaced at once, and its replacement dying at start-up: a re-fork then waits.",
  "noPendingFork.seen": "no replacement of {victim} was forked and died within {seconds} s.",
  "noPendingFork.next":
    'In cluster.on("exit", …), fork a replacement at once for a worker that was serving.',
  "backoffForkAfterSigterm.expected":
    "a SIGTERM while a re-fork waits out its back-off wins: the waiting fork never comes.",
  "backoffForkAfterSigterm.seen":
    "{count, plural, one {worker {pids} was} other {workers {pids} were}} forked {ms} ms after the SIGTERM, by the back-off's timer.",
  "backoffForkAfterSigterm.next":
    "In the timer's callback, fork only while no shutdown has begun: `if (!shuttingDown) fork();`.",

  "figure.killedAfter": "old worker holding a {held} s request gone after its replacement listened",
  "figure.stillRunning": "still running after {seconds} s",
  "deadlineNotKept.expected":
    "on SIGHUP, the old worker {old}, which holds a {held} s request, asked to leave once its replacement listens and killed at the deadline: gone within {max} s ({deadline} s and time to spare).",
  "deadlineNotKept.seen":
    "{ms, select, none {it was still running {max} s after its replacement listened} other {it left {ms} ms after its replacement listened}}: nothing killed it at {deadline} s.",
  "deadlineNotKept.next":
    'In retire(), start a timer when you send "shutdown": when it fires after 5 s, `worker.process.kill("SIGKILL")`. Clear it when the worker exits.',
  "killedReplaced.expected":
    "no fork after the old worker {old} was killed at its deadline: you asked it to leave.",
  "killedReplaced.seen":
    "{count, plural, one {worker {pids} was} other {workers {pids} were}} forked after its exit: your exit handler took it for a crash.",
  "killedReplaced.next":
    "Tell a planned exit by your leaving set (`leaving.delete(worker)`), not by worker.exitedAfterDisconnect: a worker killed before it disconnected exits with it false.",
  "restartedNotReplaced.expected":
    "worker {pid}, which the rolling restart started and which listened, replaced at once when killed (SIGKILL): it serves like any other.",
  "restartedNotReplaced.seen":
    "nothing was forked within {ms} ms of its kill: your exit handler took its exit for a planned one.",
  "restartedNotReplaced.next":
    "Take a new worker out of your leaving set as soon as it listens (`leaving.delete(fresh)` right after `await listening(fresh)`): it belongs there only while it starts.",
  "sighupOnce.expected":
    "a SIGHUP after the rolling restart has ended starts another: each deploy restarts the workers.",
  "sighupOnce.seen":
    "{count, plural, one {# SIGHUP} other {# SIGHUPs}} in the {seconds} s after the restart ended, and no worker forked: the primary still takes itself to be restarting.",
  "sighupOnce.next":
    "Clear your restart flag when the loop ends, also when it stops early at a broken worker (`restarting = false` after the loop): it ignores a SIGHUP only while a restart runs.",
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
