/**
 * What the self-test, the bench and the demo need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import type { MessageKey } from "./messages/en.ts";

export const STEP: StepFacts<MessageKey> = {
  given: {
    "index.ts": "02-unclustered-server",
    "primary.ts": "03-cluster-primary",
    "servers.ts": "04-loadtest-comparison",
    "package.json": "04-loadtest-comparison",
  },
  bench: {
    checkSeconds: 30,
    // with the reference cluster (docs/speedup-rule.md), the two stand-in runs of loadtest
    // (about 2.5 s) and the tutorial run's late worker (0.8 s)
    medianCheckSeconds: 20,
    fastFailures: ["servers left running"],
  },
  // The demo's pm2 reload runs this solution's index.ts with pm2's defaults: no ready, no SIGINT
  // handler, the "before" picture.
  demo: ["naive pm2"],
  requirements: [
    {
      says: 'add --requests, --concurrency and --no-keepalive with the tutorial\'s load as defaults ("1200", "200", false): run with no load options, the script must measure exactly the tutorial\'s load',
      section: "The tutorial's load",
      todos: [1],
      checkpoint: "tutorialRun",
      mistakes: ["concurrency default taken from the quick example (20)"],
    },
    {
      says: "all three overridable: anyone who wants another load passes it on the command line (--requests 300 …); pass the requests to loadTest as maxRequests",
      section: "The tutorial's load",
      todos: [1, 2],
      checkpoint: "report",
      mistakes: ["maxRequests hard-coded from the lesson's first example"],
    },
    {
      says: "pass the concurrency to loadTest as `concurrency` (the tutorial's 200 by default, --concurrency N when given)",
      section: "The tutorial's load",
      todos: [1, 2],
      checkpoint: "tutorialRun",
      mistakes: ["concurrency not passed to loadTest (loadtest's default 10)"],
    },
    {
      says: 'a boolean option named "no-keepalive", default false; `keepalive: !values["no-keepalive"]`, passed as agentKeepAlive, so --no-keepalive really turns keep-alive off',
      section: "The tutorial's load",
      todos: [1],
      checkpoint: "report",
      mistakes: ["--no-keepalive parsed but ignored"],
    },
    {
      says: "in measure, start the server with startServer(file, listeners) and run loadTest against its /heavy route",
      section: "The script",
      todos: [2],
      checkpoint: "tutorialRun",
      mistakes: ["loadTest pointed at the server's root, not /heavy"],
    },
    {
      says: "maxRequests: how many requests in all (not maxSeconds): each side completes all 1200 requests",
      section: "The script",
      todos: [2],
      checkpoint: "tutorialRun",
      mistakes: ["maxRequests left out (loadtest runs its 10 s default)"],
    },
    {
      says: "agentKeepAlive: reuse each client's connection (like -k); keep-alive must really be on, not only reported",
      section: "The script",
      todos: [2],
      checkpoint: "tutorialRun",
      mistakes: ["agentKeepAlive left out (keep-alive reported, not used)"],
    },
    {
      says: "quiet: true: loadtest prints nothing itself, your script does the printing",
      section: "The script",
      todos: [2],
      unchecked:
        "Unobservable in any run the checks can afford: with the promise API loadtest never prints its final result (LoadTest.stop() calls finalCallback instead of latency.show()), and its progress lines come only every SHOW_INTERVAL_MS = 5000 (lib/loadtest.js) while each side of a check run lasts about 2 s; parseReport reads the last JSON line anyway. Seeing it would take a >5 s load run per side on the measured machine. (Removing `      quiet: true,\\n` passes every checkpoint.)",
    },
    {
      says: "return one Figures object per side, straight from loadtest's result (requests ← totalRequests, errors ← totalErrors, totalSeconds ← totalTimeSeconds, rps, meanLatencyMs, p50/p90/p99 ← percentiles[50]/[90]/[99])",
      section: "The figures",
      todos: [2],
      checkpoint: "consistent",
      mistakes: ["p90 copied from the p50 line"],
    },
    {
      says: "percentiles[50] is number | undefined under the strict settings: give it a fallback (|| Number.NaN)",
      section: "The figures",
      todos: [2],
      checkpoint: "tutorialRun",
      mistakes: ["a percentile without a fallback (noUncheckedIndexedAccess)"],
    },
    {
      says: "use ||, not ??: loadtest leaves a percentile it never reached as false, which ?? lets through",
      section: "The figures",
      todos: [2],
      checkpoint: "missingPercentile",
      mistakes: ["?? instead of || for a percentile"],
    },
    {
      says: "every server you start must be stopped: await server.stop() in a finally block; after the script ends no index.ts or primary.ts of the folder still runs",
      section: "Start, measure, stop",
      todos: [3],
      checkpoint: "tutorialRun",
      mistakes: ["servers left running"],
    },
    {
      says: "stopped also when the load test throws (that is what finally is for)",
      section: "Start, measure, stop",
      todos: [3],
      checkpoint: "throwStops",
      mistakes: ["server stopped after loadTest, not in finally"],
    },
    {
      says: 'measure "./index.ts" (1 listener) for the single side, then "./primary.ts" for the cluster side',
      section: "Start, measure, stop",
      todos: [4],
      checkpoint: "tutorialRun",
      mistakes: ["the single process measured twice"],
    },
    {
      says: "start the cluster with availableParallelism() listeners: loading a cluster before all its workers listen would measure fewer workers than it has",
      section: "Start, measure, stop",
      todos: [4],
      checkpoint: "tutorialRun",
      mistakes: ["cluster loaded once its first worker listens"],
    },
    {
      says: "measure the two servers one after the other, never both at once",
      section: "Start, measure, stop",
      todos: [4],
      checkpoint: "tutorialRun",
      mistakes: ["both servers measured at once (Promise.all)"],
    },
    {
      says: "the speed-up is the cluster's req/s divided by the single process's req/s (const speedup = cluster.rps / single.rps)",
      section: "The figures",
      todos: [4],
      checkpoint: "consistent",
      mistakes: ["made-up speed-up"],
    },
    {
      says: "with --json, print one line and nothing else on it: JSON.stringify({ load, single, cluster, speedup }), exactly these field names",
      section: "Machine-readable output",
      todos: [5],
      checkpoint: "tutorialRun",
      mistakes: ["pretty-printed JSON"],
    },
    {
      says: "leave the speed-up unrounded in the JSON: rounding is for people",
      section: "Machine-readable output",
      todos: [5],
      checkpoint: "consistent",
      mistakes: ["speed-up rounded in the JSON"],
    },
    {
      says: "the report first prints the load: requests, concurrency, keep-alive on or off",
      section: "The report",
      todos: [5],
      checkpoint: "report",
      mistakes: ["report without its load line"],
    },
    {
      says: "one line per side with completed requests (written `<n> requests`), errors, total time, req/s, mean, p50, p90 and p99 latency",
      section: "The report",
      todos: [5],
      checkpoint: "report",
      mistakes: ["p99 left out of the side lines"],
    },
    {
      says: "`speed-up: <x>×`, with two decimals",
      section: "The report",
      todos: [5],
      checkpoint: "report",
      mistakes: ["speed-up printed unrounded"],
    },
    {
      says: "a bar of █ per side, scaled to the larger req/s: the larger side 40 characters, the other its share, at least one",
      section: "The report",
      todos: [5],
      checkpoint: "report",
      mistakes: ["bars scaled to the sum of both sides, not the larger"],
    },
    {
      says: "a speed-up that clears what this machine can show now: at least a quarter of the reference cluster's gain, at most the impossible ceiling",
      section: "How this step is checked",
      todos: [4],
      checkpoint: "speedup",
      mistakes: ["the cluster measured twice"],
    },
    {
      says: "take every figure from what loadtest measured of that side's server: each side's figures are loadtest's result for it, and they agree with the check's own measurement of the same two servers (single req/s within 1.6× either way, speed-up within 1.5×)",
      section: "The figures",
      todos: [4],
      checkpoint: "consistent",
      mistakes: ["the two sides' figures swapped"],
    },
    {
      says: "run it yourself, read the numbers (a few times, on a quiet machine), then run the checkpoints",
      section: "What to do",
      todos: [],
      unchecked:
        "A by-hand step for the learner (reading and comparing runs); there is nothing in the code to check.",
    },
  ],
};
