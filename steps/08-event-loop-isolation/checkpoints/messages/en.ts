/**
 * Step 08's checkpoint messages in English, the source of ./ja.ts and ./ko.ts: ICU MessageFormat
 * (scripts/i18n/translate.ts). `name.<key>` is a checkpoint's name; `<key>.expected`, `.seen` and
 * `.next` are one finding's three parts; `figure.<key>` a figure's name or detail, `chart.<key>` a
 * chart's title or bar. A literal brace is written `'{'` and `'}'`; pids, ports and measured
 * figures are passed as strings, plural counts as numbers.
 */
export const en = {
  // What the learner builds, as the README's table "The steps" says it (written there by
  // `npm run dev-check -- --fix`) and the home screen shows it for the next step.
  "step.builds":
    "`index.ts` with a bounded `/block?ms=N` and `/health`: a blocked event loop freezes one process but not a cluster; worker threads as the in-process alternative",

  "name.block":
    "/block?ms=N blocks the process for N ms, only accepts 0 to 5000, and /health answers",
  "name.singleWaits": "on one process, /health waits while /block runs",
  "name.clusterAnswers": "on the cluster, another worker answers /health while one blocks",

  "probesAnswered.expected": "every /health probe answered 200.",
  "probesAnswered.seen": "{failed} of {total} probes failed; the first: {first}.",
  "probesAnswered.next": "Make GET /health answer 200 at once (the first checkpoint of this step).",

  "health.expected": "GET /health answers 200.",
  "health.seen": "{answer}",
  "health.next": 'Add `app.get("/health", (_req, res) => \'{ res.send("ok"); }\')` to index.ts.',

  "figure.blockTook": "GET /block?ms={ms} took",
  "figure.serverCpu": "{cpu} ms of CPU time in the server",

  "blockTime.expected": "GET /block?ms={ms} answers 200 after at least {ms} ms.",
  "blockTime.seen": "{answer} after {took} ms.",
  "blockTime.next":
    "Read `ms` from `req.query.ms`, loop until `Date.now()` has moved on by `ms`, then answer.",

  "figure.pausedBlock": "GET /block?ms={ms} with the server paused {pause} ms during it, took",
  "blockClock.expected":
    "GET /block?ms={ms}, with the server stopped for {pause} ms in the middle (a slower CPU, simulated), answers 200 within {limit} ms: a loop that watches the clock is past its deadline when it resumes.",
  "blockClock.seen": "{answer} after {took} ms.",
  "blockClock.next":
    "Loop on the clock, not on a count of steps: `while (Date.now() < until)`. A count lasts N ms only on the CPU it was tuned on, and only while nothing else runs.",

  "blockCpu.expected": "the server busy for the whole block: about {ms} ms of CPU time.",
  "blockCpu.seen":
    "{cpu} ms of CPU time: it waited without blocking (`setTimeout`?), so other requests still ran.",
  "blockCpu.next":
    "Busy-wait: `while (Date.now() < until) '{}'` — the point is to hold the event loop, as a CPU-heavy call does.",

  "blockText.expected": "the answer to GET /block?ms={ms} names the ms: `blocked for {ms} ms`.",
  "blockText.seen": "{answer}",
  "blockText.next":
    "Answer `blocked for <ms> ms` with the ms the loop ran for: a template string with `ms` in it.",

  "rejected.expected":
    "GET {request} answers 400 at once: only whole numbers from 0 to 5000 are accepted, and ms is required.",
  "rejected.seen": "{answer} after {took} ms.",
  "rejected.next":
    "Check `ms` before blocking: unless `Number.isInteger(ms)` and it is from 0 to 5000, `res.status(400).send(…)` and return. A missing ms (`req.query.ms` undefined) gives NaN: take no default in its place.",
  "rejectedEmpty.expected": "GET {request} answers 400 with a short message: what ms must be.",
  "rejectedEmpty.seen": "a 400 with an empty body.",
  "rejectedEmpty.next":
    "Send the reason with the status: `res.status(400).send(…)`, e.g. that ms must be a whole number from 0 to 5000.",
  "edgeRefused.expected":
    "GET {request} accepted: whole numbers from 0 to 5000 are, both ends included.",
  "edgeRefused.seen": "{answer}.",
  "edgeRefused.next":
    "Refuse only what is outside the range: `ms < 0 || ms > MAX_BLOCK_MS`, with `MAX_BLOCK_MS` 5000.",

  "figure.singleP50": "/health while blocked, one process: p50",
  "figure.singleP99": "/health while blocked, one process: p99",
  "figure.probes": "over {count, plural, one {# probe} other {# probes}}",

  "blockAnswers.expected": "GET /block?ms={ms} answers 200.",
  "blockAnswers.seen": "{answer}",
  "blockAnswers.next": "Make /block work first (the checkpoint above).",

  "singleWaits.expected":
    "while /block?ms={ms} runs, /health on the same process waits (median at least {min} ms).",
  "singleWaits.seen": "median {p50} ms (each: {each} ms): /block does not hold the event loop.",
  "singleWaits.next":
    "Block with a synchronous loop in /block (no `await`, no `setTimeout` inside it).",

  "figure.clusterP50": "/health while one worker blocks, cluster: p50",
  "figure.clusterP99": "/health while one worker blocks, cluster: p99",
  "figure.stuckWorker":
    "a probe handed to the blocked worker before it was known to be stuck waits for it",
  "chart.title": "/health p50 while a request blocks for {ms} ms",
  "chart.oneProcess": "one process",
  "chart.cluster": "cluster",

  "clusterBlock.expected": "GET /block?ms={ms} answers 200 through the cluster.",
  "clusterBlock.seen": "{answer}",
  "clusterBlock.next": "Make /block work first (the first checkpoint).",

  "clusterCpu.expected":
    "a worker busy for the whole block: about {ms} ms of the workers' CPU time.",
  "clusterCpu.seen":
    "{cpu} ms of CPU time: /block waited without blocking, so nothing was there to isolate.",
  "clusterCpu.next":
    "Busy-wait in /block: `while (Date.now() < until) '{}'` (see the first checkpoint).",

  "clusterHealth.expected":
    "while one worker blocks for {ms} ms, /health answered by another (median within {max} ms).",
  "clusterHealth.seen": "median {p50} ms (each: {each} ms).",
  "clusterHealth.next":
    "Keep /health free of any blocking work: it must answer at once from whichever worker gets it. (primary.ts is given and runs 2 workers.)",
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
