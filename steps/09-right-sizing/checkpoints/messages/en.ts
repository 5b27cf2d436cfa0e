/**
 * Step 09's checkpoint messages in English, the source of ./ja.ts and ./ko.ts: ICU MessageFormat
 * (scripts/i18n/translate.ts). `name.<key>` is a checkpoint's name; `<key>.expected`, `.seen` and
 * `.next` are one finding's three parts; `figure.<key>` a figure's name, `advice.<key>` the Next
 * step the quota checkpoint picks, `skip.<key>` why a checkpoint could not run. A literal brace is
 * written `'{'` and `'}'`; pids, ports and measured figures are passed as strings, plural counts as
 * numbers.
 */
export const en = {
  // What the learner builds, as the README's table "The steps" says it (written there by
  // `npm run dev-check -- --fix`) and the home screen shows it for the next step.
  "step.builds":
    "`primary.ts` that forks one worker per CPU it may really use: CPU affinity (`taskset`) and the cgroup CPU quota of a container, which `os.cpus()` and pm2's `instances: 0` ignore",

  "name.pinned":
    "pinned to one CPU with taskset, the primary forks one worker, though os.cpus() counts more",
  // The quota checkpoint's name lists the quotas it tries: 2.5 CPUs only where 3 CPUs are allowed.
  "name.quota3":
    "under a cgroup CPU quota (1, 0.5, 1.5 CPUs, as cgroup v1 and v2 files), the primary forks a worker per whole CPU, at least one",
  "name.quota4":
    "under a cgroup CPU quota (1, 0.5, 1.5, 2.5 CPUs, as cgroup v1 and v2 files), the primary forks a worker per whole CPU, at least one",
  "name.workers": "WORKERS sets the count, but never above the CPUs really usable",

  "figure.notPinned": "workers, not pinned",
  "figure.pinned": "workers under {pinned}",

  "freeCount.expected": "without limits, one worker per usable CPU: {usable}.",
  "freeCount.seen": "{count, plural, one {# worker} other {# workers}}.",
  "freeCount.next":
    "Fork one worker per CPU from `availableParallelism()` (and the quota, if any).",

  "pinnedCount.expected": "under `{pinned}` (one CPU allowed), one worker.",
  "pinnedCount.seen":
    "{count, plural, one {# worker} other {# workers}}: the count follows `os.cpus()` ({cpus}), which lists every CPU of the host.",
  "pinnedCount.next":
    "Count with `os.availableParallelism()`: it follows the CPU affinity that `taskset` (or a container's cpuset) sets.",

  "skip.unsupported": "a CPU quota {reason}",
  "skip.noCpuLine": "a CPU quota needs a cgroup v1 cpu or v2 line in /proc/self/cgroup",

  "figure.quota": "workers under a quota of {cpus} CPU (cgroup {layout} files)",
  "figure.neverReady": "none: the primary never became ready",

  "quotaCount.expected": "with a CPU quota, one worker per whole CPU of it, at least one: {pairs}.",
  "quotaCount.seen":
    "under a quota of {cpus} CPU (cgroup {layout} files): {ready, select, no {the primary never became ready (no worker listened)} other {{count, plural, one {# worker} other {# workers}}}}.",

  "quotaCount.next": "{advice}",

  "name.quotaLayouts":
    "under a 1-CPU quota at the path /proc/self/cgroup names, on a cpu,cpuacct line, or past a line without a quota file, the primary forks one worker",
  "figure.quotaLayout":
    "workers under a 1-CPU quota {layout, select, namedPath {at the path /proc/self/cgroup names (v2)} sharedController {on a cpu,cpuacct line (v1)} other {past a v2 line without cpu.max (hybrid)}}",
  "quotaLayout.expected":
    "one worker under a quota of 1 CPU, wherever /proc/self/cgroup leads to it: at the path it names (not only the hierarchy's root), on a cpu,cpuacct line, and past a line whose quota file is missing.",
  "quotaLayout.seen":
    '{ready, select, no {the primary never became ready (no worker listened)} other {{count, plural, one {# worker} other {# workers}}}} when /proc/self/cgroup read "{cgroup}" and {layout, select, namedPath {the quota was in /sys/fs/cgroup/demo/cpu.max, with "max" at the root} sharedController {the quota was in /sys/fs/cgroup/cpu,cpuacct/demo, with -1 at the root} other {the v2 line led to no cpu.max, and the cpu,cpuacct line to the quota}}.',
  "quotaLayout.next":
    '{layout, select, namedPath {Read the quota file at the path that /proc/self/cgroup names, `/sys/fs/cgroup$\'{dir}\'/cpu.max` for "0::/demo", and not only at the hierarchy\'s root.} sharedController {Find `cpu` in the comma-separated list of controllers, `controllers.split(",").includes("cpu")`: the files are then under /sys/fs/cgroup/cpu,cpuacct/<path>.} other {When a line\'s quota file is missing, go on to the next line rather than returning: take it as no quota (`?? "max"`).}}',

  "advice.atLeastOne":
    "With half a CPU of quota, fork one worker all the same: `Math.max(1, …)` around the count.",
  "advice.quotaOverPeriod":
    "Divide the quota by the period (quota ÷ period), not the other way round.",
  "advice.floor":
    "Count whole CPUs only: round quota ÷ period down, `Math.floor(quota / period)`, at least 1 (as Node 22.12+ does with cgroup v2){used, select, none {} other {, not `{used}`}}.",
  "advice.notCounted":
    'The quota was not counted: {layout, select, v1 {read /proc/self/cgroup ("<n>:cpu…:/<path>"), then cpu.cfs_quota_us and cpu.cfs_period_us under /sys/fs/cgroup/<controllers>/<path> (-1: no quota)} other {read /proc/self/cgroup ("0::/<path>"), then /sys/fs/cgroup/<path>/cpu.max ("<quota> <period>" or "max")}}; quota ÷ period, rounded down, at least 1, caps the count.',
  "advice.readFiles":
    'Read the {layouts, select, v1 {v1 files too: read /proc/self/cgroup ("<n>:cpu…:/<path>"), then cpu.cfs_quota_us and cpu.cfs_period_us under /sys/fs/cgroup/<controllers>/<path> (-1: no quota)} v2 {v2 files too: read /proc/self/cgroup ("0::/<path>"), then /sys/fs/cgroup/<path>/cpu.max ("<quota> <period>" or "max")} other {v2 and v1 files too: read /proc/self/cgroup ("0::/<path>"), then /sys/fs/cgroup/<path>/cpu.max ("<quota> <period>" or "max"); read /proc/self/cgroup ("<n>:cpu…:/<path>"), then cpu.cfs_quota_us and cpu.cfs_period_us under /sys/fs/cgroup/<controllers>/<path> (-1: no quota)}}.',

  "figure.workers1": "workers with WORKERS=1",
  "figure.workers4": "workers with WORKERS=4 under {pinned}",

  "workers1.expected": "WORKERS=1 forks one worker.",
  "workers1.seen": "{count, plural, one {# worker} other {# workers}}.",
  "workers1.next": "Read `process.env.WORKERS`: a positive whole number sets the count.",

  "workers4.expected":
    "WORKERS=4 on one usable CPU forks one worker: never more workers than CPUs.",
  "workers4.seen": "{count, plural, one {# worker} other {# workers}}.",
  "workers4.next": "Cap the count: `Math.min(requested, usable)`, and print that you capped it.",

  "cpuCount.expected":
    'under `{pinned}`, primary.ts prints the CPUs it counts, the usable 1 ("Number of CPUs is 1").',
  "cpuCount.seen":
    '{lines, select, none {no line of the primary mentions CPUs.} other {its lines that mention CPUs name another count: "{lines}"}}',
  "cpuCount.next":
    "Print the usable count you fork for, after the affinity and the quota: `Number of CPUs is $'{usable}'`.",

  "capSaid.expected":
    "with WORKERS=4 under `{pinned}`, a line of the primary says that it forks fewer than the 4 asked for.",
  "capSaid.seen": "no line of the primary names the 4 that WORKERS asked for: the cap went unsaid.",
  "capSaid.next":
    "Say so when you cap it, before `Math.min(requested, usable)`: `WORKERS=$'{requested}', but only $'{usable}' CPU(s) are usable: forking $'{usable}'`.",

  "figure.invalidWorkers": "workers with WORKERS={setting}",
  "invalidWorkers.expected":
    "with WORKERS={setting}, which is not a positive whole number, one worker per usable CPU ({usable}), as without WORKERS.",
  "invalidWorkers.seen": "{count, plural, one {# worker} other {# workers}}.",
  "invalidWorkers.next":
    "Read WORKERS strictly, as in step 06: take it only when `Number.isInteger(requested)` and it is at least 1, and fork one worker per usable CPU otherwise. A fallback behind || keeps any number but 0 (0.5 forks one worker, -1 none), and a digits-only test keeps 0.",

  "limit.quota":
    "the CPU-quota checkpoint is skipped: it needs root or unprivileged user namespaces",
  "limit.platform":
    "the taskset and CPU-quota checkpoints are skipped, and WORKERS is checked without its cap (WORKERS=1, 0, 0.5 and -1): {reason}",
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
