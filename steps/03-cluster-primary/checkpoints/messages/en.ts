/**
 * Step 03's checkpoint messages in English, the source of ./ja.ts and ./ko.ts: ICU MessageFormat
 * (scripts/i18n/translate.ts). `name.<key>` is a checkpoint's name; `<key>.expected`, `.seen` and
 * `.next` are one finding's three parts. A literal brace is written `'{'` and `'}'`; pids, ports
 * and measured figures are passed as strings, plural counts as numbers.
 */
export const en = {
  // What the learner builds, as the README's table "The steps" says it (written there by
  // `npm run dev-check -- --fix`) and the home screen shows it for the next step.
  "step.builds":
    "`primary.ts`: one worker per CPU with `node:cluster`, re-forked when one dies; measured against step 2",

  "name.forks": "primary.ts forks one worker per available CPU, all serving the port it was given",

  "banner.expected": 'primary.ts prints "Primary pid={pid}" (its own pid).',
  "banner.seen":
    '{printed, select, none {no "Primary pid=<pid>" line.} other {Primary pid={printed}}}',
  "banner.next": "Print `Primary pid=$'{process.pid}'` at the top of primary.ts.",

  "bannerInWorker.expected":
    'only the primary ({pid}) prints "Primary pid=": its workers run index.ts, not primary.ts.',
  "bannerInWorker.seen":
    "Primary pid={foreign} too: {count, plural, one {a worker} other {# workers}} ran primary.ts.",
  "bannerInWorker.next":
    "Call cluster.setupPrimary('{ exec }') before the first `cluster.fork()`: a worker forked before it runs primary.ts again.",

  "cpuCount.expected": 'primary.ts prints the CPU count ({cpus}), e.g. "Number of CPUs is {cpus}".',
  "cpuCount.seen": "no line mentions CPUs together with that number.",
  "cpuCount.next":
    "Print `Number of CPUs is $'{cpus}'` before forking, with `const cpus = availableParallelism()`.",

  "workerCount.expected":
    "one worker per available CPU: {accepted} child processes of the primary.",
  "workerCount.seen": "{count, plural, one {# worker} other {# workers}}.",
  "workerCount.next": "Call cluster.fork() once per CPU, in a loop up to availableParallelism().",
  "figure.workers": "workers",
  "figure.workers.or": "{a} or {b}",

  "silentWorkers.expected":
    'every worker (pids {pids}) runs index.ts and prints "worker pid=<its pid>".',
  "silentWorkers.seen":
    "{count, plural, one {worker {silent}} other {workers {silent}}} printed no such line.",
  "silentWorkers.next":
    "Point cluster.setupPrimary('{ exec }') at index.ts, which prints that line when it listens.",

  "listening.expected":
    '{count, plural, one {the worker prints} other {each of the # workers prints}} "App listening on port {port}": they share one port.',
  "listening.seen": "{listening, plural, one {# such line} other {# such lines}}.",
  "listening.next":
    "Leave index.ts listening on process.env.PORT; the workers inherit PORT from the primary.",

  "name.load": "load reaches every worker, and the workers do the work (CPU time under load)",

  "figure.smallestShare": "smallest worker share of CPU time",
  "figure.smallestShare.detail": "shares {shares} over {requests} requests",
  "figure.smallestShare.simulated":
    "{cpus} CPUs simulated on {real, plural, one {# real one} other {# real ones}}: above {per} per real CPU the workers wait their turn for the real CPUs, and round-robin hands fewer connections to those that answer late; every worker must still do some of the work",
  "figure.cpuPerRequest": "workers' CPU time per request",

  "noChildren.expected": "worker processes under the primary.",
  "noChildren.seen": "the primary has no child processes: it serves the requests itself.",
  "noChildren.next":
    "Fork workers with cluster.fork(); the primary itself should not call app.listen.",

  "loadErrors.expected": "every request under load answered 200 (at least {min} in 1 s).",
  "loadErrors.seen": "{errors} of {requests} failed ({codes}).",
  "loadErrors.next":
    "Look at what the workers printed below; a worker that dies under load loses its requests.",

  "cpuPerRequest.expected":
    "the workers run /heavy's loop: at least {floor} ms of their CPU time per request (half of what the loop alone costs on this machine).",
  "cpuPerRequest.seen":
    "{ms} ms per request over {requests} requests: something other than the workers' loop answers.",
  "cpuPerRequest.next":
    "Let the workers run index.ts (its /heavy route) and serve every request; the primary only forks and watches them.",

  "shares.expected": "each worker does at least {floor} of the work (half its fair share).",
  "shares.seen": "CPU time shares {shares}.",
  "shares.next":
    "Make sure every worker runs index.ts and listens on the same PORT, and that primary.ts does not stop or pause a worker that listens (a signal such as SIGSTOP, a worker kept busy).",
  "sharesSimulated.expected": "each worker does some of the work.",
  "sharesSimulated.seen": "CPU time shares {shares}: a worker did none.",
  "sharesSimulated.next":
    "Make sure every worker runs index.ts and listens on the same PORT, and that primary.ts does not stop or pause a worker that listens (a signal such as SIGSTOP, a worker kept busy).",

  "name.speedup":
    "the cluster serves more req/s than index.ts alone, by what this machine's CPUs allow",

  "heavyThrough.expected": "GET /heavy answers 200 through the cluster.",
  "heavyThrough.seen": "{answer}",
  "heavyThrough.next": "Fix the failures the other checkpoints of this step report first.",

  "speedup.advice":
    "Fork one worker per CPU, each running index.ts, and let them all serve (the primary serves nothing itself).",

  "name.replace": "a worker killed with SIGKILL is replaced, and the port keeps answering",

  "figure.replacedAfter": "replaced and ready after",

  "noVictim.expected": "at least one worker to kill.",
  "noVictim.seen": "the primary has no child processes.",
  "noVictim.next": "Fork workers with cluster.fork().",

  "replaced.expected":
    "a new worker forked in place of {victim}, running index.ts, within {seconds} s (back to {target}).",
  "replaced.seen":
    "{count, plural, one {# worker} other {# workers}} after {elapsed} s: {pids, select, none {none} other {{pids}}}.",
  "replaced.next":
    'Listen for `cluster.on("exit", (worker, code, signal) => …)`, log it, and cluster.fork() a replacement.',

  "replacedSilently.expected":
    "when a worker exits, the primary prints which one died ({victim}, its `worker.process.pid`).",
  "replacedSilently.seen": "no line naming {victim} since it was killed.",
  "replacedSilently.next":
    'In `cluster.on("exit", (worker, code, signal) => …)`, print `worker.process.pid` before `cluster.fork()`.',

  "replacedAnswers.expected": "GET /heavy still answers 200 {body} after the replacement.",
  "replacedAnswers.seen": "{answer}",
  "replacedAnswers.next":
    "Let the new worker run index.ts like the others (the same setupPrimary exec).",
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
