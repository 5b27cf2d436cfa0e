/**
 * Step 04's checkpoint messages in English, the source of ./ja.ts and ./ko.ts: ICU MessageFormat
 * (scripts/i18n/translate.ts). `name.<key>` is a checkpoint's name; `<key>.expected`, `.seen` and
 * `.next` are one finding's three parts; `figure.<key>` is a figure's name or prose. A literal
 * brace is written `'{'` and `'}'`; pids, ports and measured figures are passed as strings,
 * plural counts as numbers. `{side}` is a side of the JSON report: `single` or `cluster`.
 */
export const en = {
  // What the learner builds, as the README's table "The steps" says it (written there by
  // `npm run dev-check -- --fix`) and the home screen shows it for the next step.
  "step.builds":
    "`compare.ts`: the tutorial's `loadtest -n 1200 -c 200 -k` on both servers through loadtest's API, with the figures, the speed-up and a bar chart",

  "name.tutorialRun":
    "compare.ts runs the tutorial's load on both servers, finishes, and leaves nothing running",
  "name.consistent": "its figures are complete and consistent with each other",
  "name.report":
    "the printed report shows both sides, the speed-up and a bar chart, and honours --requests",
  "name.speedup": "its speed-up clears what this machine can show now",
  "name.agreement": "its figures agree with the harness's own measurement of the same servers",
  "name.missingPercentile":
    "a percentile loadtest did not reach is reported as missing (null), not as 0",
  "name.throwStops": "when loadtest fails, compare.ts still stops the server it started",
  noJsonLine: "no line of its output is a JSON object.",

  busyAdvice:
    "The machine is busy with other programs, which skews the comparison: close heavy programs (builds, video calls, other checks) and check again. If it still fails on a quiet machine: ",
  "list.separator": ", ",
  "missing.word": "{word}",
  "missing.requests": '"{requests} requests" on each side\'s line (the --requests override)',
  "missing.bars": "two bars of █ (one per side)",

  "stuck.expected":
    "compare.ts finishes within {seconds} s, and exits once it has printed its result.",
  "stuck.seen":
    "it was still running when it should have exited, and so were servers it started: {servers}.",
  "stuck.next":
    "Either a load test never ends (use maxRequests, not maxSeconds, for a count of requests) or the servers are never stopped, which keeps the script alive: stop each in a finally block (await server.stop()).",

  "exit.expected": "compare.ts exits with code 0.",
  "exit.seen":
    "{signal, select, none {it exited with code {code}.} other {it exited with {signal}.}}",
  "exit.next":
    "Read the error in the output below; run `node --import tsx compare.ts` yourself to see it whole.",

  "json.expected":
    "with --json, one line of JSON: '{ load, single, cluster, speedup }' (see the lesson).",
  "json.seen": "{problem}",
  "json.next":
    "Print JSON.stringify('{ load, single, cluster, speedup }') when --json is given, and nothing else on that line.",

  "leftovers.expected": "every server compare.ts starts is stopped before it exits.",
  "leftovers.seen": "servers it started were still running after it exited: {servers}.",
  "leftovers.next":
    "Stop each server in a finally block (await server.stop()), so an error cannot skip it.",

  "overlap.expected":
    "one server measured after the other: each load run has the machine to itself.",
  "overlap.seen":
    "both servers were under load at once for {both} s (the single process for {single} s, the cluster for {cluster} s): they shared the CPUs, so neither figure is what that server can do.",
  "overlap.next":
    "Await the first measurement before you start the second (no Promise.all over the two runs).",

  "workersReached.expected":
    "compare.ts loads the cluster: its requests reach primary.ts's workers (at least 2).",
  "workersReached.seen":
    "requests reached {workers, plural, one {# cluster worker} other {# cluster workers}} and {singles, plural, one {# single process} other {# single processes}}.",
  "workersReached.next":
    "Start primary.ts for the cluster side (not index.ts twice), and wait until every worker listens before loading it.",

  "loadedEarly.expected":
    "the cluster is loaded once all its {workers} workers listen (this check starts its second worker {lateMs} ms late, as a laptop's slower core can).",
  "loadedEarly.seen":
    "loadTest started {late, plural, one {before # worker listened} other {before # workers listened}}: up to {ms} ms before.",
  "loadedEarly.next":
    'Load the cluster once every worker listens: startServer waits for one "App listening" line per listener, so give it availableParallelism() listeners: `measure("./primary.ts", availableParallelism())`.',

  "concurrencyPassed.expected":
    "{side}: loadTest runs {concurrency} clients at once: concurrency: {concurrency} in its options.",
  "concurrencyPassed.seen":
    "{given, select, none {loadTest was called without concurrency (loadtest then runs 10 clients).} other {loadTest was called with concurrency {given}.}}",
  "concurrencyPassed.next": "Pass `concurrency: load.concurrency` to loadTest.",

  "load.expected":
    "by default the tutorial's load: {requests} requests, concurrency {concurrency}, keep-alive on (loadtest -n 1200 -c 200 -k).",
  "load.seen": "load {load}.",
  "load.next": "Give --requests, --concurrency and --no-keepalive those defaults in parseArgs.",

  "keepalive.expected":
    "{side}: keep-alive, as the report says: about {concurrency} connections reused for {requests} requests.",
  "keepalive.seen":
    "the {side} server saw {connections} connections for {served} requests: a new connection for almost every request, so keep-alive was off.",
  "keepalive.next":
    "Pass agentKeepAlive: load.keepalive to loadTest (loadtest's -k); without it every request opens a connection of its own.",

  "completed.expected": "{side}: all {requests} requests completed, 0 errors.",
  "completed.seen": "{done} requests, {errors} errors.",
  "completed.next":
    "Use maxRequests (not maxSeconds) in loadTest, load each server's /heavy route (loadtest counts every answer of 400 or more as an error), and make sure each server is ready before loading it.",

  "rps.expected": "{side}: req/s = completed requests ÷ total time (within 10%).",
  "rps.seen": "{rps} req/s, but {requests} requests in {seconds} s is {computed} req/s.",
  "rps.next":
    "Report loadtest's own result fields (rps, totalTimeSeconds, totalRequests) rather than computing or typing them.",

  "latencies.expected": "{side}: latencies that make sense: mean > 0 and p50 <= p90 <= p99.",
  "latencies.seen": "mean {mean}, p50 {p50}, p90 {p90}, p99 {p99} ms.",
  "latencies.next":
    "Read them from result.meanLatencyMs and result.percentiles[50], [90] and [99].",

  "fromResult.expected":
    "{side}: each figure as loadtest measured it for the {side} server ({field} = result.{source}).",
  "fromResult.seen":
    "{field} is {value}, but loadtest's result for that server had {source} {actual}{swapped, select, yes {: the {side} figures are those of the other server's run} other {}}.",
  "fromResult.next":
    "Return result.{source} as {field}, unchanged, and give each side the figures of its own loadTest call.",

  "unrounded.expected":
    "the speed-up unrounded in the JSON: exactly the cluster's rps ÷ the single process's rps.",
  "unrounded.seen": "speedup {speedup}, but the division gives {ratio}.",
  "unrounded.next":
    "Put `cluster.rps / single.rps` into the JSON as it is; round only in the report for people (toFixed(2)).",

  "formula.expected": "speed-up = the cluster's req/s ÷ the single process's req/s.",
  "formula.seen": "speed-up {speedup}, but {cluster} ÷ {single} = {ratio}.",
  "formula.next": "Compute it from the two rps figures you print.",

  "reportExit.expected": "compare.ts --requests {requests} --concurrency 20 exits with code 0.",
  "reportExit.seen":
    "{signal, select, none {it exited with code {code}.} other {it exited with {signal}.}}",
  "reportExit.next": "Run that command yourself to see the error.",

  "override.expected":
    "{side}: compare.ts --requests 100 --concurrency 20 --no-keepalive loads the server with exactly that: 100 requests, 20 clients at once, keep-alive off.",
  "override.seen":
    "loadtest ran {done} requests; loadTest was given concurrency {concurrency} and agentKeepAlive {keepalive}.",
  "override.next":
    'Pass the parsed load on: `maxRequests: load.requests`, `concurrency: load.concurrency`, `agentKeepAlive: load.keepalive`, with `keepalive: !values["no-keepalive"]`.',

  "loadLine.expected":
    "the report starts with the load: a line above the sides' with {requests} requests, concurrency {concurrency} and keep-alive off.",
  "loadLine.seen":
    "{above, plural, =0 {nothing came before the first side's line.} one {the line above the sides' does not say all three.} other {none of the # lines above the sides' says all three.}}",
  "loadLine.next":
    "Print the load first: `Load: $'{'load.requests'}' requests, concurrency $'{'load.concurrency'}', keep-alive $'{'load.keepalive ? \"on\" : \"off\"'}'`.",

  "speedupLine.expected": "`speed-up: <x>×` with two decimals, such as `speed-up: 1.84×`.",
  "speedupLine.seen":
    "{printed, select, none {no speed-up followed by × in the report.} other {`{printed}`.}}",
  "speedupLine.next": "Print `speed-up: $'{'speedup.toFixed(2)'}'×`.",

  "bars.expected":
    "bars scaled to the larger req/s: {large} req/s 40 █, {small} req/s its share, {expected} █ (±1).",
  "bars.seen": "bars of {longer} and {shorter} █.",
  "bars.next":
    'Give each side `"█".repeat(Math.max(1, Math.round((40 * rps) / Math.max(single.rps, cluster.rps))))`.',

  "percentile.expected":
    "{side}: p50Ms 3, p90Ms 7 and p99Ms null: this check's stand-in for loadTest answered percentiles '{' 50: 3, 90: 7, 99: false '}', and a percentile loadtest never reached is false.",
  "percentile.seen": "p50Ms {p50}, p90Ms {p90}, p99Ms {p99}.",
  "percentile.next":
    "Write `Number(result.percentiles[99] || Number.NaN)`: with ?? the false gets through and Number(false) is 0; NaN turns into null in the JSON.",

  "notCalled.expected":
    "compare.ts calls loadTest (this check's stand-in fails each call at once, with no load).",
  "notCalled.seen": "it ended without calling loadTest.",
  "notCalled.next": 'Measure each server with loadTest from the "loadtest" package (The script).',

  "throwLeftovers.expected":
    "when loadTest fails (this check's stand-in fails each call at once), the server it was loading is stopped all the same.",
  "throwLeftovers.seen": "servers it started were still running after it exited: {servers}.",
  "throwLeftovers.next":
    "Stop the server in a finally block around loadTest (`await server.stop()`): a finally block runs whether loadTest resolves or throws.",

  "report.expected":
    "a report for people: for both sides completed requests, errors, time, req/s, mean/p50/p90/p99 latency; the speed-up; a bar per side.",
  "report.seen": "missing: {missing}.",
  "report.next":
    "Print one line per side, then `speed-up: <x>×`, then a bar of █ per side scaled to the larger req/s.",

  "impossible.expected":
    "at most about {usable}× on {cpus, plural, one {# usable CPU} other {# usable CPUs}}: more cores cannot do more than that.",
  "impossible.seen": "{speedup}× (runs: {runs}).",
  "impossible.next":
    "Report loadtest's own rps for each side, and divide the cluster's by the single process's.",

  "singleSide.expected":
    "the single side of the comparison is index.ts alone: its requests reach a process of index.ts that is not a cluster worker.",
  "singleSide.seen":
    "every request reached the cluster's workers ({workers, plural, one {# worker} other {# workers}}); none reached index.ts running alone.",
  "singleSide.next":
    'Measure index.ts alone for the single side and primary.ts for the cluster, not the cluster twice: `const single = await measure("./index.ts", 1);`',

  "belowThreshold.expected":
    "at least {threshold}×: a quarter of the gain the workshop's reference cluster (your index.ts in {workers} workers) reached {reference}× over index.ts alone on this machine just now.",
  "belowThreshold.seen":
    "{speedup}× (runs: {runs}); other programs use {share}% of the machine's CPU right now.",
  "belowThreshold.next":
    "{advice}Measure index.ts for the single process and the cluster (primary.ts) for the other, not one server twice, and wait until every worker listens before loading it.",

  "agreement.expected":
    "compare.ts's figures within the tolerance of the harness's (req/s ×/÷ {rpsTolerance}, speed-up ×/÷ {speedupTolerance}).",
  "agreement.seen":
    "single process {rps} vs {harnessRps} req/s; speed-up {speedup}× vs {harnessSpeedup}× (compare.ts's median of {runs, plural, one {# run} other {# runs}}); other programs use {share}% of the machine's CPU right now.",
  "agreement.next":
    "{advice}Report what loadtest measured on each server: /heavy of index.ts for the single process, of primary.ts for the cluster.",

  "figure.wallTime": "compare.ts wall time",
  "figure.overlap": "both servers loaded at once",
  "figure.overlapThreshold": "<= {share}% of the shorter run",
  "figure.speedup":
    "speed-up reported by compare.ts, median of {count, plural, one {# run} other {# runs}}",
  "figure.speedupThreshold":
    ">= {min}× (a quarter of the reference cluster's gain at the tutorial's load) and <= {max}×",
  "figure.speedupUnjudged": "none: the reference shows no speed-up now",
  "figure.speedupDetail":
    "runs {runs}; the workshop's reference cluster (your index.ts in {workers} workers) reached {reference}× over index.ts alone on this machine just now",
  "figure.reference":
    "reference cluster's speed-up (your index.ts, {workers, plural, one {# worker} other {# workers}})",
  "figure.referenceThreshold": ">= {min}× to judge a speed-up",
  "figure.referenceDetail":
    "the harness's own measurement, {rounds, plural, one {# round} other {# rounds}} at 32 connections",
  "figure.rpsRatio": "single req/s, compare.ts ÷ harness",
  "figure.rpsDetail":
    "{rps} (compare.ts's median of {runs, plural, one {# run} other {# runs}}) vs {harness} req/s",
  "figure.speedupRatio": "speed-up, compare.ts ÷ harness",
  "figure.speedupRatioDetail":
    "{speedup}× (compare.ts's median of {runs, plural, one {# run} other {# runs}}) vs {harness}×",
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
