// Checkpoints of step 09: the primary forks one worker per CPU it may really use, whatever
// os.cpus() says: pinned to one CPU with taskset, or limited by a cgroup CPU quota (shown to it
// as cgroup files in a mount namespace of its own, in this machine's layout and in others); and
// WORKERS never takes it past that.
import { readFileSync } from "node:fs";
import os from "node:os";
import {
  allowedCpus,
  type CgroupLayout,
  type CgroupView,
  CheckpointError,
  check,
  cpuAffinityUnsupported,
  cpuBudget,
  cpusOfQuota,
  defineStep,
  fakeCgroupSupport,
  fakeCgroupViewWrapper,
  fakeLayouts,
  fakeQuotaWrapper,
  pinToOneCpu,
  recordFigure,
  restated,
  test,
} from "#harness";
import { MESSAGES } from "./messages/index.ts";

const step = defineStep(
  import.meta.url,
  ["Counting CPUs", "CPU affinity and taskset", "A CPU quota", "WORKERS, within bounds"],
  MESSAGES,
);

/** Pins a program to one CPU it may run on: `taskset -c <cpu>` (it execs the program). */
const PIN_TO_ONE_CPU = pinToOneCpu();
/** How the pinning reads in messages, e.g. "taskset -c 0". */
const PINNED = PIN_TO_ONE_CPU.join(" ");

/** `n` as a number of its own in a line: not a digit of 14 or 41234, nor of 1.5. */
const wholeNumber = (n: number) => new RegExp(`(?<![\\d.])${n}(?![\\d.]?\\d)`);

/** WORKERS settings that are not a positive whole number, tried one after the other. */
const INVALID_WORKERS = ["0", "0.5", "-1"] as const;

/** Why this platform cannot pin a program to a CPU (macOS), or `undefined` (Linux). */
const NO_AFFINITY = cpuAffinityUnsupported(process.platform);

test(step.name("pinned"), async (context) => {
  step.section("CPU affinity and taskset");
  if (NO_AFFINITY) {
    context.skip(NO_AFFINITY);
    return;
  }
  const free = await step.startCluster();
  const usable = cpuBudget().usable;
  recordFigure(context, {
    ...step.figure("notPinned"),
    value: free.workers.length,
    unit: "",
    threshold: String(usable),
  });
  check(free.workers.length === usable, () =>
    step.finding(
      "freeCount",
      { usable: String(usable), count: free.workers.length },
      { section: "Counting CPUs" },
    ),
  );
  await free.primary.stop();
  const pinned = await step.startCluster({ wrapper: PIN_TO_ONE_CPU });
  recordFigure(context, {
    ...step.figure("pinned", { pinned: PINNED }),
    value: pinned.workers.length,
    unit: "",
    threshold: "1",
    detail: `os.cpus().length = ${os.cpus().length}`,
  });
  check(pinned.workers.length === 1, () =>
    step.finding("pinnedCount", {
      pinned: PINNED,
      count: pinned.workers.length,
      cpus: String(os.cpus().length),
    }),
  );
  // It says what it counted ("Number of CPUs is <n>", in any words naming CPUs): the usable 1.
  const cpuLines = pinned.primary.lines.filter((line) => /cpu/i.test(line));
  check(
    cpuLines.some((line) => wholeNumber(1).test(line)),
    () =>
      step.finding(
        "cpuCount",
        { pinned: PINNED, lines: cpuLines.slice(0, 3).join(" | ") || "none" },
        { section: "Counting CPUs" },
      ),
  );
});

/**
 * The quotas shown to the primary, in CPUs: one; half of one (still one worker); one and a half
 * (whole CPUs only: one); where the affinity allows three CPUs, two and a half (two). Together
 * they tell rounding up from down, "at least one", and period ÷ quota from quota ÷ period.
 */
const QUOTAS = [
  1,
  0.5,
  1.5,
  ...((allowedCpus()?.length ?? os.availableParallelism()) >= 3 ? [2.5] : []),
];

interface QuotaRun {
  layout: CgroupLayout;
  cpus: number;
  expected: number;
  /** workers forked, or undefined when the primary did not become ready */
  workers: number | undefined;
  printed: readonly string[];
}

/**
 * The next step for the first wrong count, from the pattern of the counts seen, in the learner's
 * language (call it inside check()'s function).
 */
function quotaAdvice(runs: readonly QuotaRun[]): string {
  const wrong = runs.filter((r) => r.workers !== r.expected);
  if (wrong.some((r) => r.workers === undefined)) return step.t("advice.atLeastOne");
  // A quota of one whole CPU counted right: the reading works, the arithmetic does not.
  const oneRight = runs.filter((r) => r.cpus === 1).every((r) => r.workers === r.expected);
  if (oneRight && wrong.some((r) => r.cpus === 0.5 && (r.workers ?? 0) > 1))
    return step.t("advice.quotaOverPeriod");
  if (oneRight && wrong.some((r) => !Number.isInteger(r.cpus) && (r.workers ?? 0) > r.expected))
    return step.t("advice.floor", { used: roundingUsed() });
  if (wrong.every((r) => r.workers !== undefined && r.workers >= allowedCount()))
    return step.t("advice.notCounted", { layout: wrong[0]?.layout ?? "v2" });
  // The layouts in the order fakeLayouts() gives them, v2 first: "v2", "v1" or both.
  const layouts = new Set<CgroupLayout>(wrong.map((r) => r.layout));
  return step.t("advice.readFiles", {
    layouts: layouts.size > 1 ? "both" : layouts.has("v1") ? "v1" : "v2",
  });
}

/**
 * The rounding the learner's primary.ts applies to the quota, named in the advice: `Math.round` or
 * `Math.ceil` on a line about the quota or the period, else "none" (no rounding the advice names).
 */
function roundingUsed(): string {
  const lines = readFileSync(step.file("primary.ts"), "utf8")
    .split("\n")
    .filter((line) => /quota|period/i.test(line));
  for (const name of ["Math.round", "Math.ceil"])
    if (lines.some((line) => line.includes(`${name}(`))) return name;
  return "none";
}

/** The CPUs the check itself may run on (its affinity), which a quota cannot raise. */
const allowedCount = () => allowedCpus()?.length ?? os.availableParallelism();

test(step.name(QUOTAS.length > 3 ? "quota4" : "quota3"), async (context) => {
  step.section("A CPU quota");
  // The machine first: macOS has no /proc to read layouts from (platform.ts says why).
  const how = fakeCgroupSupport();
  if ("reason" in how) {
    context.skip(step.t("skip.unsupported", { reason: how.reason }));
    return;
  }
  const layouts = fakeLayouts();
  if (layouts.length === 0) {
    context.skip(step.t("skip.noCpuLine"));
    return;
  }
  const runs: QuotaRun[] = [];
  for (const layout of layouts) {
    for (const cpus of QUOTAS) {
      const fake = fakeQuotaWrapper(cpus, layout);
      if ("reason" in fake) throw new Error(fake.reason);
      const expected = Math.min(allowedCount(), cpusOfQuota(cpus));
      try {
        const { primary, workers } = await step.startCluster({ wrapper: fake.wrapper });
        runs.push({
          layout,
          cpus,
          expected,
          workers: workers.length,
          printed: primary.lastLines(),
        });
        await primary.stop();
      } catch (error) {
        if (!(error instanceof CheckpointError)) throw error;
        runs.push({
          layout,
          cpus,
          expected,
          workers: undefined,
          printed: error.explanation.output ?? [],
        });
      }
    }
  }
  for (const run of runs) {
    recordFigure(context, {
      ...step.figure("quota", { cpus: String(run.cpus), layout: run.layout }),
      value: run.workers ?? 0,
      unit: "",
      shown: run.workers === undefined ? step.t("figure.neverReady") : undefined,
      threshold: String(run.expected),
      met: run.workers === run.expected,
    });
  }
  const wrong = runs.find((r) => r.workers !== r.expected);
  const pairs = [...new Set(runs.map((r) => `${r.cpus} CPU → ${r.expected}`))].join(", ");
  check(wrong === undefined, () => ({
    ...step.finding("quotaCount", {
      pairs,
      cpus: String(wrong?.cpus),
      layout: String(wrong?.layout),
      ready: wrong?.workers === undefined ? "no" : "yes",
      count: wrong?.workers ?? 0,
      advice: quotaAdvice(runs),
    }),
    quote: wrong && { lastLines: () => wrong.printed },
  }));
});

/** A quota of one CPU as cgroup v1 files under /sys/fs/cgroup/<dir>, with none (-1) at its root. */
const v1Quota = (dir: string) => ({
  [`${dir}/cpu.cfs_quota_us`]: "-1\n",
  [`${dir}/cpu.cfs_period_us`]: "100000\n",
  [`${dir}/demo/cpu.cfs_quota_us`]: "100000\n",
  [`${dir}/demo/cpu.cfs_period_us`]: "100000\n",
});

/**
 * Layouts that real hosts show and this machine may not, each with a quota of 1 CPU where the
 * lesson says to look ("A CPU quota"), and none where a hasty reader would look instead:
 * - namedPath: cgroup v2, the quota in the cgroup at the path /proc/self/cgroup names, `max` at
 *   the root (a host without a cgroup namespace, where the root is the host's own cgroup);
 * - sharedController: cgroup v1 with cpu and cpuacct on one line, as many distributions mount it;
 * - missingFile: a hybrid host, whose v2 line leads to no cpu.max (its cpu controller is v1's),
 *   followed by the v1 line with the quota.
 * One CPU, not 1.5, so that the rounding (the quota checkpoint's concern) plays no part.
 */
const QUOTA_LAYOUTS = {
  namedPath: {
    procSelfCgroup: "0::/demo\n",
    files: {
      "cgroup.controllers": "cpuset cpu io memory pids\n",
      "cpu.max": "max 100000\n",
      "demo/cpu.max": "100000 100000\n",
    },
  },
  sharedController: {
    procSelfCgroup: "4:memory:/demo\n3:cpu,cpuacct:/demo\n",
    files: v1Quota("cpu,cpuacct"),
  },
  missingFile: {
    procSelfCgroup: "0::/demo\n3:cpu,cpuacct:/demo\n",
    files: v1Quota("cpu,cpuacct"),
  },
} as const satisfies Record<string, CgroupView>;

test(step.name("quotaLayouts"), async (context) => {
  step.section("A CPU quota");
  const how = fakeCgroupSupport();
  if ("reason" in how) {
    context.skip(step.t("skip.unsupported", { reason: how.reason }));
    return;
  }
  // On one usable CPU a quota of one changes nothing, and the count is 1 all the same.
  const expected = Math.min(allowedCount(), 1);
  const runs: { layout: string; view: CgroupView; workers?: number; printed: readonly string[] }[] =
    [];
  for (const [layout, view] of Object.entries(QUOTA_LAYOUTS)) {
    const fake = fakeCgroupViewWrapper(view);
    if ("reason" in fake) throw new Error(fake.reason);
    try {
      const { primary, workers } = await step.startCluster({ wrapper: fake.wrapper });
      runs.push({ layout, view, workers: workers.length, printed: primary.lastLines() });
      await primary.stop();
    } catch (error) {
      if (!(error instanceof CheckpointError)) throw error;
      runs.push({ layout, view, printed: error.explanation.output ?? [] });
    }
  }
  for (const { layout, workers } of runs) {
    recordFigure(context, {
      ...step.figure("quotaLayout", { layout }),
      value: workers ?? 0,
      unit: "",
      shown: workers === undefined ? step.t("figure.neverReady") : undefined,
      threshold: String(expected),
      met: workers === expected,
    });
  }
  const wrong = runs.find((run) => run.workers !== expected);
  check(wrong === undefined, () => ({
    ...step.finding("quotaLayout", {
      layout: String(wrong?.layout),
      cgroup: String(wrong?.view.procSelfCgroup.trim().replaceAll("\n", " | ")),
      ready: wrong?.workers === undefined ? "no" : "yes",
      count: wrong?.workers ?? 0,
    }),
    quote: wrong && { lastLines: () => wrong.printed },
  }));
});

test(step.name("workers"), async (context) => {
  step.section("WORKERS, within bounds");
  const runs = [
    {
      env: { WORKERS: "1" },
      label: "workers with WORKERS=1",
      key: "workers1",
    },
    {
      wrapper: PIN_TO_ONE_CPU,
      env: { WORKERS: "4" },
      label: `workers with WORKERS=4 under ${PINNED}`,
      key: "workers4",
    },
  ] as const;
  // Without CPU affinity (macOS) only WORKERS=1 can be shown; the pinned run needs taskset.
  for (const { label, key, ...start } of NO_AFFINITY ? runs.slice(0, 1) : runs) {
    const { primary, workers } = await step.startCluster(start);
    recordFigure(context, {
      label,
      name: step.t(`figure.${key}`, { pinned: PINNED }),
      value: workers.length,
      unit: "",
      threshold: "1",
    });
    check(workers.length === 1, () => step.finding(key, { count: workers.length }));
    // Capped, it says so: a line of its own (not a worker's listening line) names the 4 asked for.
    if (key === "workers4")
      check(
        primary.lines.some((line) => !/App listening/.test(line) && wholeNumber(4).test(line)),
        () => step.finding("capSaid", { pinned: PINNED }),
      );
    await primary.stop();
  }
  // Not a positive whole number: one worker per usable CPU, as without WORKERS. A count taken as
  // `Number(WORKERS) || usable` keeps 0.5 (one worker) and -1 (none: the start fails); a
  // digits-only test keeps 0.
  const usable = cpuBudget().usable;
  for (const setting of INVALID_WORKERS) {
    const values = { setting, usable: String(usable) };
    const { primary, workers } = await step
      .startCluster({ env: { WORKERS: setting } })
      .catch((error: unknown) => {
        if (!(error instanceof CheckpointError)) throw error;
        throw restated(error, () => ({
          expected: step.t("invalidWorkers.expected", values),
          next: step.t("invalidWorkers.next"),
        }));
      });
    recordFigure(context, {
      ...step.figure("invalidWorkers", values),
      value: workers.length,
      unit: "",
      threshold: String(usable),
    });
    check(workers.length === usable, () =>
      step.finding("invalidWorkers", { ...values, count: workers.length }),
    );
    await primary.stop();
  }
});
