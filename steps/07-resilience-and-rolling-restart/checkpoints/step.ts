/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import type { MessageKey } from "./messages/en.ts";

export const STEP: StepFacts<MessageKey> = {
  tools: ["lsof"],
  given: { "index.ts": "07-resilience-and-rolling-restart" },
  bench: {
    // 45 s on the 2-core VM (Node.js 26): 40 s with the four checkpoints without load (a second
    // SIGHUP, a broken deploy, the back-off reset, SIGTERM during a restart: 2–6 s each), and the
    // kill deadline's 9 s (a 5 s deadline waited out).
    checkSeconds: 55,
    figures: [
      "failed requests during the rolling restart",
      "fewest workers serving",
      "replaced and listening after",
      "longest wait before a re-fork",
    ],
  },
  // A rolling restart of N workers, one at a time; a killed one re-forked under load of N.
  simulate: {
    checkpoints: ["rollingRestart", "replaceKilled"],
    mistakes: [
      "rolling restart that starts every new worker at once",
      // "at one moment only 1 worker served" (or 0) on 2 CPUs: fewer than N.
      {
        name: "rolling restart that retires the old worker before the new one listens",
        expect: ["'listening' event"],
      },
    ],
  },
  // What the table's rows not checked yet need (scripts/dev-check/checks/requirements.ts).
  requirements: [
    {
      says: "replace a worker that crashed while serving (kill -9): its successor listens within 5 s, and only its requests in flight fail",
      section: "Replace a crashed worker",
      todos: [1],
      checkpoint: "replaceKilled",
      mistakes: ["a SIGKILLed worker taken for a planned exit"],
    },
    {
      says: "fork the replacement of a worker that was serving at once (not after a wait)",
      section: "Replace a crashed worker",
      todos: [1],
      checkpoint: "replaceKilled",
      mistakes: ["every crash backs off, a serving worker's too"],
    },
    {
      says: 'note which workers have listened, for every worker whichever place forked it (the start, a crash, a rolling restart): one fork() that adds worker.once("listening")',
      section: "Replace a crashed worker",
      todos: [1],
      checkpoint: "replaceKilled",
      mistakes: [
        "the crash handler forks with cluster.fork() (its workers never count as serving)",
      ],
    },
    {
      says: "print what happened: which worker died, how (signal or code), at start-up or not, and the wait before the next fork",
      section: "Replace a crashed worker",
      todos: [1],
      checkpoint: "replaceKilled",
      mistakes: ["crashes replaced silently"],
    },
    {
      says: "after a start-up crash (died before it listened), wait before forking again: 1 s the first time, twice as long each time after",
      section: "Back off from a crash loop",
      todos: [1],
      checkpoint: "backoff",
      mistakes: ["a primary that re-forks without end"],
    },
    {
      says: "as soon as a worker listens, reset the wait to none",
      section: "Back off from a crash loop",
      todos: [1],
      checkpoint: "backoffReset",
      mistakes: [
        "back-off never reset once a worker listens",
        "a serving worker's crash replaced at once, but the back-off never started over",
      ],
    },
    {
      says: "up to a ceiling such as 30 s",
      section: "Back off from a crash loop",
      todos: [1],
      unchecked:
        "reaching a 30 s ceiling takes 1+2+4+8+16 = 31 s of crashes before the first capped wait, and another 30 s to see it hold; the step's check targets 55 s in all (bench.checkSeconds). The 10 s watch only needs the waits to grow to 2 s",
    },
    {
      says: "do not replace a worker you asked to leave: the exit handler forks nothing for a planned exit",
      section: "Let a worker leave gracefully",
      todos: [2],
      checkpoint: "rollingRestart",
      mistakes: ["retired workers replaced too (the leaving set not consulted)"],
    },
    {
      says: 'keep the workers you asked to leave in a Set (added before sending "shutdown"), not worker.exitedAfterDisconnect: a worker SIGKILLed at its deadline must not be replaced',
      section: "Let a worker leave gracefully",
      todos: [2],
      checkpoint: "killDeadline",
      mistakes: ["planned exits told by worker.exitedAfterDisconnect"],
    },
    {
      says: 'ask a worker to leave with worker.send("shutdown") so that it drains, not worker.disconnect() at once',
      section: "Let a worker leave gracefully",
      todos: [3, 4],
      checkpoint: "rollingRestart",
      mistakes: ["rolling restart with disconnect() at once (no drain)"],
    },
    {
      says: 'keep a deadline: if the worker still runs after 5 s, kill it with worker.process.kill("SIGKILL")',
      section: "Let a worker leave gracefully",
      todos: [3, 4],
      checkpoint: "killDeadline",
      mistakes: ["no kill deadline in retire()"],
    },
    {
      says: 'handle SIGHUP (process.on("SIGHUP")): the primary keeps running',
      section: "Rolling restart",
      todos: [3],
      checkpoint: "rollingRestart",
      mistakes: ["SIGHUP misspelt (the primary dies on SIGHUP)"],
    },
    {
      says: "fork the new worker and wait for its listening event before asking the old one to leave (capacity kept at the worker count)",
      section: "Rolling restart",
      todos: [3],
      checkpoint: "rollingRestart",
      mistakes: ["rolling restart that retires the old worker before the new one listens"],
    },
    {
      says: "one worker at a time, not N new ones at once",
      section: "Rolling restart",
      todos: [3],
      checkpoint: "rollingRestart",
      mistakes: ["rolling restart that starts every new worker at once"],
    },
    {
      says: "wait for the old worker's exit (at most 5 s) before going on with the next: N + 1 workers, never more",
      section: "Rolling restart",
      todos: [3],
      checkpoint: "rollingRestart",
      mistakes: ["rolling restart that does not wait for the old worker to exit"],
    },
    {
      says: "go on with the next old worker: every old worker replaced, as many new ones listening",
      section: "Rolling restart",
      todos: [3],
      checkpoint: "rollingRestart",
      mistakes: ["rolling restart that retires the new worker instead of the old one"],
    },
    {
      says: "a new worker that dies before it listens is a broken deploy: stop the restart, keep the old workers, and say so in the log",
      section: "Rolling restart",
      todos: [3],
      checkpoint: "brokenRestart",
      mistakes: [
        "rolling restart that goes on after a new worker failed to start",
        "a failed start during a restart not said",
      ],
    },
    {
      says: "while a new worker starts, add it to the leaving set until it listens, so that the exit handler does not fork a replacement behind the restart's back",
      section: "Rolling restart",
      todos: [2, 3],
      checkpoint: "brokenRestart",
      mistakes: ["a failed new worker re-forked by the crash handler"],
    },
    {
      says: "one restart at a time: a flag ignores a second SIGHUP while a restart runs",
      section: "Rolling restart",
      todos: [3],
      checkpoint: "doubleSighup",
      mistakes: ["a second SIGHUP starts a second restart"],
    },
    {
      says: "add it to the leaving set until it listens: from then on it serves, and its crash is replaced like any other",
      section: "Rolling restart",
      todos: [2, 3],
      checkpoint: "afterRestart",
      mistakes: ["a new worker kept in the leaving set after it listens"],
    },
    {
      says: "the flag ignores a second SIGHUP only while a restart runs: the next SIGHUP (the next deploy) restarts again",
      section: "Rolling restart",
      todos: [3],
      checkpoint: "afterRestart",
      mistakes: ["the restart flag never cleared"],
    },
    {
      says: "a deadline for listening: a new worker that neither listens nor dies is killed after 10 s and the restart stops",
      section: "Rolling restart",
      todos: [3],
      unchecked:
        "the lesson says so itself: the given index.ts always listens or dies, so the checkpoints do not test it; a test would need a worker that hangs at start-up, which the given file cannot do",
    },
    {
      says: "on SIGTERM, shut down gracefully: ask every worker to leave, so that the requests in flight finish",
      section: "Graceful shutdown",
      todos: [4],
      checkpoint: "shutdown",
      mistakes: ["no graceful SIGTERM"],
    },
    {
      says: "set a shuttingDown flag and from then on fork nothing: not in the exit handler, not in a rolling restart (a SIGTERM during a restart wins)",
      section: "Graceful shutdown",
      todos: [3, 4],
      checkpoint: "sigtermDuringRestart",
      mistakes: ["rolling restart that goes on forking during a shutdown"],
    },
    {
      says: "fork nothing either from a back-off timer still pending when SIGTERM comes",
      section: "Graceful shutdown",
      todos: [1, 4],
      checkpoint: "sigtermDuringBackoff",
      mistakes: ["back-off timer forks during a shutdown"],
    },
    {
      says: "retire every worker all at once (Promise.all), not one at a time",
      section: "Graceful shutdown",
      todos: [4],
      checkpoint: "shutdown",
      mistakes: ["shutdown that retires the workers one after another"],
    },
    {
      says: "when every worker has exited, process.exit(0) (not before)",
      section: "Graceful shutdown",
      todos: [4],
      checkpoint: "shutdown",
      mistakes: ["the primary exits without waiting for its workers"],
    },
    {
      says: "a second SIGTERM while the shutdown runs changes nothing",
      section: "Graceful shutdown",
      todos: [4],
      unchecked:
        'with a retire() that checks isDead() and a worker that ignores a second "shutdown", a second pass has no effect seen from outside (both end in the same process.exit(0)); nothing a check could observe tells the two apart',
    },
    {
      says: "index.ts is given, and stays as it is",
      section: "What to do",
      todos: [],
      checkpoint: "rollingRestart",
      mistakes: ['index.ts edited: the "shutdown" message no longer handled'],
    },
    {
      says: "try it all by hand (kill -HUP, kill -9, BROKEN_DEPLOY=1, a slow request and kill -TERM), then run the checkpoints",
      section: "Run it yourself",
      todos: [],
      unchecked:
        "a by-hand exploration in several terminals; the checkpoints replay the same scenarios automatically",
    },
  ],
};
