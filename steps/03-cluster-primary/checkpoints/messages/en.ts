/**
 * Step 03's checkpoint messages in English, the source of ./ja.ts and ./ko.ts: ICU MessageFormat
 * (scripts/i18n/translate.ts). `name.<key>` is a checkpoint's name; `<key>.expected`, `.seen` and
 * `.next` are one finding's three parts. A literal brace is written `'{'` and `'}'`; pids, ports
 * and measured figures are passed as strings, plural counts as numbers.
 */
export const en = {
  "name.forks": "primary.ts forks one worker per available CPU, all serving the port it was given",

  "banner.expected": 'primary.ts prints "Primary pid={pid}" (its own pid).',
  "banner.seen":
    '{printed, select, none {no "Primary pid=<pid>" line.} other {Primary pid={printed}}}',
  "banner.next": "Print `Primary pid=$'{process.pid}'` at the top of primary.ts.",

  "cpuCount.expected": 'primary.ts prints the CPU count ({cpus}), e.g. "Number of CPUs is {cpus}".',
  "cpuCount.seen": "no line mentions CPUs together with that number.",
  "cpuCount.next": "Print `Number of CPUs is $'{availableParallelism()}'` before forking.",

  "workerCount.expected":
    "one worker per available CPU: {accepted} child processes of the primary.",
  "workerCount.seen": "{count, plural, one {# worker} other {# workers}}.",
  "workerCount.next": "Call cluster.fork() once per CPU, in a loop up to availableParallelism().",
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
