/**
 * What the self-test, the bench and the CI need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import { translator } from "../../../scripts/i18n/translate.ts";
import { cpuAffinityUnsupported } from "../../../scripts/platform/platform.ts";
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import type { MessageKey } from "./messages/en.ts";
import { MESSAGES } from "./messages/index.ts";

const say = translator(MESSAGES);

export const STEP: StepFacts<MessageKey> = {
  tools: ["taskset"],
  limits: (m) => {
    // The checkpoints skip with the same reason (right-sizing.test.ts).
    const platform = cpuAffinityUnsupported(m.platform);
    if (platform) return say("limit.platform", { reason: platform });
    return m.platform === "linux" && !m.root && !m.userNamespaces ? say("limit.quota") : undefined;
  },
  given: { "index.ts": "06-scheduling-and-balance" },
  bench: { checkSeconds: 45, figures: ["workers under taskset"] },
  // Its worker count follows the CPUs a cpuset and a CPU quota leave (scripts/ci/in-container.sh).
  container: true,
  // Pinned, under a quota or WORKERS, the count stays the real CPUs', whatever os.cpus() says.
  // The quota layouts are a matter of which files are read, the same whatever the CPUs.
  simulate: {
    checkpoints: ["pinned", "quota3", "quota4", "workers"],
    mistakes: ["workers counted with os.cpus()", "WORKERS not capped at the usable CPUs"],
  },
  requirements: [
    {
      says: "count the CPUs with os.availableParallelism() (it follows the CPU affinity, e.g. taskset), not os.cpus().length",
      section: "CPU affinity and taskset",
      todos: [1],
      checkpoint: "pinned",
      mistakes: ["workers counted with os.cpus()"],
    },
    {
      says: "and no more than the cgroup CPU quota: usable = Math.min(availableParallelism(), quota ?? Infinity)",
      section: "A CPU quota",
      todos: [1],
      checkpoint: "quota3",
      mistakes: ["the cgroup CPU quota ignored"],
    },
    {
      says: "read the quota file at the path /proc/self/cgroup names (/sys/fs/cgroup/<path>/…), not only at the hierarchy's root",
      section: "A CPU quota",
      todos: [1],
      checkpoint: "quotaLayouts",
      mistakes: ["only the root's quota file read"],
    },
    {
      says: "cgroup v2: `0::/<path>`, whose cpu.max holds `<quota> <period>`, or `max` when there is no limit",
      section: "A CPU quota",
      todos: [1],
      checkpoint: "quota3",
      mistakes: ["only cgroup v1 quota files read"],
    },
    {
      says: "cgroup v1: the line whose controllers include `cpu`, with cpu.cfs_quota_us (-1: no quota) and cpu.cfs_period_us",
      section: "A CPU quota",
      todos: [1],
      checkpoint: "quota3",
      mistakes: ["only cgroup v2's cpu.max read"],
    },
    {
      says: "the cpu controller may share its line with others (`cpu,cpuacct`): find `cpu` in the comma-separated list",
      section: "A CPU quota",
      todos: [1],
      checkpoint: "quotaLayouts",
      mistakes: ["the v1 line matched as exactly `cpu`"],
    },
    {
      says: "when a line's quota file is missing (a hybrid host's `0::/` with no cpu.max, a v1 line without files), go on to the next line rather than returning",
      section: "A CPU quota",
      todos: [1],
      checkpoint: "quotaLayouts",
      mistakes: ["the first cpu line without a quota file ends the search"],
    },
    {
      says: "a file that is not there (no /proc on macOS and Windows, the cpu controller off) means no quota: catch the error and go on",
      section: "A CPU quota",
      todos: [1],
      checkpoint: "pinned",
      mistakes: ["the cgroup files read without catching a missing one"],
    },
    {
      says: "quota ÷ period (not period ÷ quota): 150000 ÷ 100000 is 1.5 CPUs",
      section: "A CPU quota",
      todos: [1],
      checkpoint: "quota3",
      mistakes: ["the quota divided the wrong way (period ÷ quota)"],
    },
    {
      says: "rounded down: 1.5 CPUs gives 1 worker (not Math.ceil, 2)",
      section: "A CPU quota",
      todos: [1],
      checkpoint: "quota3",
      mistakes: ["a fractional quota rounded up"],
    },
    {
      says: "whole CPUs only, rounded down as Node.js does: not to the nearest CPU (Math.round gives 2 for 1.5)",
      section: "A CPU quota",
      todos: [1],
      checkpoint: "quota3",
      mistakes: ["a fractional quota rounded to the nearest CPU"],
    },
    {
      says: "and at least 1: a quota of half a CPU still gives one worker",
      section: "A CPU quota",
      todos: [1],
      checkpoint: "quota3",
      mistakes: ["no worker under half a CPU (no Math.max(1, …))"],
    },
    {
      says: "print it: `Number of CPUs is <n>`, the usable count",
      section: "What to do",
      todos: [1],
      checkpoint: "pinned",
      mistakes: ["the host's CPU count printed"],
    },
    {
      says: "take the worker count from WORKERS when it is a positive whole number (fewer than the CPUs is fine)",
      section: "WORKERS, within bounds",
      todos: [2],
      checkpoint: "workers",
      mistakes: ["WORKERS ignored: always one per usable CPU"],
    },
    {
      says: "WORKERS read strictly as in step 06: anything but a positive whole number (0, -1, 2.5, abc) falls back to the usable count",
      section: "WORKERS, within bounds",
      todos: [2],
      checkpoint: "workers",
      mistakes: [
        "WORKERS taken when it is any truthy number",
        "WORKERS=0 taken as a count (a digits-only test)",
      ],
    },
    {
      says: "never more workers than usable CPUs: Math.min(requested, usable)",
      section: "WORKERS, within bounds",
      todos: [2],
      checkpoint: "workers",
      mistakes: ["WORKERS not capped at the usable CPUs"],
    },
    {
      says: "say so when you cap it: `WORKERS=4, but only 1 CPU(s) are usable: forking 1`",
      section: "WORKERS, within bounds",
      todos: [2],
      checkpoint: "workers",
      mistakes: ["WORKERS capped silently"],
    },
    {
      says: "without WORKERS, one worker per usable CPU",
      section: "WORKERS, within bounds",
      todos: [2],
      checkpoint: "pinned",
      mistakes: ["one worker when WORKERS is unset"],
    },
    {
      says: "start it pinned with taskset -c 0, with WORKERS=4, and as root in a cgroup with a one-CPU quota",
      section: "Run it yourself",
      todos: [],
      unchecked:
        "commands the learner types by hand (the quota needs root); the checkpoints run the same starts themselves, the quota as fake cgroup files",
    },
    {
      says: "fix pm2's `instances: 0` with an explicit count (Number(process.env.WORKERS) || usableCpus())",
      section: "pm2 and instances: 0",
      todos: [],
      unchecked:
        "an edit of step 05's ecosystem file, outside this step's starter; seeing it needs pm2 under taskset by hand",
    },
    {
      says: "size each worker's heap: --max-old-space-size from the memory limit, shared among the workers, in setupPrimary's execArgv",
      section: "Memory: one limit, N heaps",
      todos: [],
      unchecked:
        "the lesson says it is not part of the checkpoints: it needs a memory-limited cgroup and workers that allocate until they fail",
    },
  ],
};
