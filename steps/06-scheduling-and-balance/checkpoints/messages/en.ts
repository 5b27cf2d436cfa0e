/**
 * Step 06's checkpoint messages in English, the source of ./ja.ts and ./ko.ts: ICU MessageFormat
 * (scripts/i18n/translate.ts). `name.<key>` is a checkpoint's name; `<key>.expected`, `.seen` and
 * `.next` are one finding's three parts. A literal brace is written `'{'` and `'}'`; pids, ports
 * and measured figures are passed as strings, plural counts as numbers.
 */
export const en = {
  // What the learner builds, as the README's table "The steps" says it (written there by
  // `npm run dev-check -- --fix`) and the home screen shows it for the next step.
  "step.builds":
    "`primary.ts` with `WORKERS` and `SCHED_POLICY` set in code, `X-Worker-Pid`: per-worker shares under `SCHED_RR` vs `SCHED_NONE`, and one keep-alive connection pinned to one worker",

  "name.namesWorker": "every answer names the worker that served it (X-Worker-Pid)",
  "name.workerCount": "WORKERS sets the worker count; without it, one worker per available CPU",
  "name.policy":
    "the scheduling policy is set in code from SCHED_POLICY, not left to the environment",
  // The test's name holds BALANCE_WORKERS (4): a name is an identity, written out here.
  "name.balance":
    "under SCHED_RR, with many connections, each of 4 workers gets at least half its fair share",
  "name.connections": "one keep-alive connection stays on one worker; new connections take turns",

  // Shared pieces: "2 of 4 workers got traffic", "1 or 2", a WORKERS setting, chart labels.
  reached: "{got} of {count, plural, one {# worker} other {# workers}} got traffic",
  or: "{a} or {b}",
  setting: "{setting, select, unset {WORKERS unset} other {WORKERS={setting}}}",
  "chart.worker": "worker {pid}",
  "chart.perWorker": "requests per worker under {policy}",

  // Prerequisites of the balance checkpoints: fail first on what the earlier checkpoints cover.
  "prereqWorkers.expected":
    "WORKERS={workers} gives {count, plural, one {# worker} other {# workers}} (this checkpoint needs them).",
  "prereqWorkers.seen": "{count, plural, one {# worker} other {# workers}}.",
  "prereqWorkers.next":
    'Fix "WORKERS sets the worker count" first: read the count from process.env.WORKERS.',
  "prereqHeader.expected":
    "answers that name their worker in X-Worker-Pid (this checkpoint counts them).",
  "prereqHeader.seen": "no answer carried X-Worker-Pid.",
  "prereqHeader.next":
    'Fix "every answer names the worker" first: res.set("X-Worker-Pid", String(process.pid)) in a middleware before the routes.',

  "header.expected": "GET /heavy answers with a header X-Worker-Pid: <the worker's pid>.",
  "header.seen": "{described, select, missing {no X-Worker-Pid header.} other {{described}}}",
  "header.next":
    'In index.ts, add a middleware before the routes: res.set("X-Worker-Pid", String(process.pid)).',
  "headerPid.expected": "X-Worker-Pid is the pid of one of the workers ({workers}).",
  "headerPid.seen": "X-Worker-Pid: {named}.",
  "headerPid.next": "Set it from process.pid inside the worker (index.ts), not from the primary.",
  "headerEveryRoute.expected":
    "every answer carries X-Worker-Pid, on every route: GET {path}, which no route serves, too.",
  "headerEveryRoute.seen":
    "GET {path}: {described}, {named, select, none {without X-Worker-Pid} other {X-Worker-Pid: {named}}}.",
  "headerEveryRoute.next":
    'Set the header in a middleware before the routes, `res.set("X-Worker-Pid", String(process.pid))` in `app.use`, not in the /heavy route: then every route gets it, the ones you add later too.',

  "figure.workers": "workers with {setting}",
  "invalidWorkers.expected":
    "with {setting} (not a positive whole number), {accepted} {acceptedCount, plural, one {worker} other {workers}}, as without WORKERS.",
  "invalidWorkers.next":
    'Use WORKERS only when it is a positive whole number: `const requested = Number(process.env.WORKERS)`, then `Number.isInteger(requested) && requested > 0`. A fallback that takes any number keeps -1 and forks no worker; parseInt reads 3 from "3 workers" and hides the typo.',
  "invalidSaid.expected":
    "with {setting}, which is not a positive whole number, a line in the log that says so before the fallback: one that the start without WORKERS does not print.",
  "invalidSaid.seen": "the right count, but only the lines a start without WORKERS prints.",
  "invalidSaid.next":
    "When WORKERS is set but not valid, print it before falling back, e.g. console.log(`WORKERS=$'{'process.env.WORKERS'}' is not a positive whole number: using the CPU count`): a typo that silently changes the worker count is hard to find later.",
  "workerCount.expected":
    "with {setting}, {accepted} {acceptedCount, plural, one {worker} other {workers}}.",
  "workerCount.seen": "{count, plural, one {# worker} other {# workers}}.",
  "workerCount.next":
    "{set, select, yes {Read the count from process.env.WORKERS (a positive whole number) before forking; fall back to availableParallelism() only when it is unset or invalid.} other {Without WORKERS, fork availableParallelism() workers, as in step 03.}}",

  "figure.policy":
    "{setting, select, unset {SCHED_POLICY unset} other {SCHED_POLICY={setting}}} with NODE_CLUSTER_SCHED_POLICY={environment}",
  "figure.policyShown":
    "{policy} ({holding} of {count, plural, one {# worker holds} other {# workers hold}} the listening socket)",
  "figure.policyThreshold":
    "{wanted, select, rr {SCHED_RR: only the primary} other {SCHED_NONE: every worker}}",
  "policy.expected":
    "{setting, select, unset {SCHED_POLICY unset} other {SCHED_POLICY={setting}}} gives {wanted, select, rr {SCHED_RR: the primary alone holds the listening socket and hands out connections} other {SCHED_NONE: every worker holds the listening socket and the OS picks who accepts}}, even with NODE_CLUSTER_SCHED_POLICY={environment} in the environment.",
  "policy.seen":
    "{policy}: {holding} of {count, plural, one {# worker holds} other {# workers hold}} the socket ({pids, select, none {no listening pid} other {listening pids {pids}}}; primary {primary}).",
  "policy.next":
    'Set cluster.schedulingPolicy from process.env.SCHED_POLICY, SCHED_NONE for "none" and SCHED_RR otherwise (`process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR`), at the top of primary.ts, before cluster.setupPrimary() and the first cluster.fork(): both freeze the policy.',
  "policy.nextUnset":
    'Without SCHED_POLICY, choose cluster.SCHED_RR: compare with "none" and take round-robin otherwise (`process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR`).',
  "policy.nextOnlyRr":
    "SCHED_NONE is applied, but SCHED_RR is left to the default, which NODE_CLUSTER_SCHED_POLICY=none in the environment overrides: assign cluster.schedulingPolicy in both cases (cluster.SCHED_RR too).",

  "policySaid.expected":
    "{setting, select, unset {with SCHED_POLICY unset} other {with SCHED_POLICY={setting}}}, a line in the log that names the policy chosen, {wanted, select, rr {SCHED_RR (or round-robin)} other {SCHED_NONE (or none)}}.",
  "policySaid.seen": "the right policy runs, but no line names it.",
  "policySaid.next":
    'Print the policy by its name once it is set, e.g. `scheduling policy SCHED_RR`: name it with `cluster.schedulingPolicy === cluster.SCHED_RR ? "SCHED_RR" : "SCHED_NONE"`. The value itself (1 or 2) names nothing a reader knows.',

  "figure.noneForComparison":
    "{policy, select, SCHED_NONE {SCHED_NONE (for comparison)} other {SCHED_POLICY=none, but {policy} ran (for comparison)}}",
  "figure.requestsUnit": " requests",
  "figure.noneDetail": "{reached}; shares {shares}",
  "figure.smallestShare": "smallest worker share under SCHED_RR",
  "figure.rrDetail":
    "{reached}; shares {shares} of {requests} requests over {connections} keep-alive connections",
  "loadErrors.expected": "every request answered 200.",
  "loadErrors.seen": "{errors} of {requests} failed ({codes}).",
  "loadErrors.next": "Look at what the workers printed below.",
  "balance.expected":
    "with SCHED_POLICY=rr and {connections} connections, each of the {workers} workers answers at least {floor}% of the requests.",
  "balance.seen": "{reached}; shares {shares}.",
  "balance.next":
    "Make SCHED_POLICY=rr set cluster.schedulingPolicy = cluster.SCHED_RR before the first fork, and let every worker send X-Worker-Pid.",

  "figure.pinned": "{requests} requests over one keep-alive connection",
  "figure.oneWorker": "1 worker",
  "figure.fresh": "{requests} requests, a new connection each",
  "figure.allWorkers": "all {workers}",
  "figure.perWorker": "per worker {counts}",
  "inTurnErrors.expected": "every request answered.",
  "inTurnErrors.seen": "{failed} of {total} requests failed.",
  "inTurnErrors.next": "Look at what the workers printed below.",
  "pinned.expected":
    "every request of one keep-alive connection answered by the same worker: the primary hands out connections, not requests.",
  "pinned.seen": "{reached} (answers by X-Worker-Pid: {counts}).",
  "pinned.next":
    "Let index.ts keep connections open (Connection: close only while draining after SIGINT), and send X-Worker-Pid on every answer.",
  "fresh.expected":
    "with a new connection per request, round-robin gives each of the {workers} workers a turn.",
  "fresh.seen": "{reached} (answers by X-Worker-Pid: {counts}).",
  "fresh.next":
    "Make SCHED_POLICY=rr set cluster.schedulingPolicy = cluster.SCHED_RR before the first fork.",
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
