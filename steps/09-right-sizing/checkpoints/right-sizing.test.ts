// Checkpoints of step 09: the primary forks one worker per CPU it may really use, whatever
// os.cpus() says: pinned to one CPU with taskset, or limited by a cgroup CPU quota (shown to it
// as cgroup files in a mount namespace of its own); and WORKERS never takes it past that.
import os from "node:os";
import {
  allowedCpus,
  type CgroupLayout,
  CheckpointError,
  check,
  cpuBudget,
  cpusOfQuota,
  defineStep,
  fakeCgroupSupport,
  fakeLayouts,
  fakeQuotaWrapper,
  pinToOneCpu,
  recordFigure,
  test,
} from "#harness";

const step = defineStep(import.meta.url, [
  "Counting CPUs",
  "CPU affinity and taskset",
  "A CPU quota",
  "WORKERS, within bounds",
]);

/** Pins a program to one CPU it may run on: `taskset -c <cpu>` (it execs the program). */
const PIN_TO_ONE_CPU = pinToOneCpu();
/** How the pinning reads in messages, e.g. "taskset -c 0". */
const PINNED = PIN_TO_ONE_CPU.join(" ");

test("pinned to one CPU with taskset, the primary forks one worker, though os.cpus() counts more", async (context) => {
  step.section("CPU affinity and taskset");
  const free = await step.startCluster();
  const usable = cpuBudget().usable;
  recordFigure(context, {
    label: "workers, not pinned",
    value: free.workers.length,
    unit: "",
    threshold: String(usable),
  });
  check(free.workers.length === usable, () => ({
    expected: `without limits, one worker per usable CPU: ${usable}.`,
    seen: `${free.workers.length} worker(s).`,
    next: "Fork one worker per CPU from availableParallelism() (and the quota, if any).",
    section: "Counting CPUs",
  }));
  await free.primary.stop();
  const pinned = await step.startCluster({ wrapper: PIN_TO_ONE_CPU });
  recordFigure(context, {
    label: `workers under ${PINNED}`,
    value: pinned.workers.length,
    unit: "",
    threshold: "1",
    detail: `os.cpus().length = ${os.cpus().length}`,
  });
  check(pinned.workers.length === 1, () => ({
    expected: `under ${PINNED} (one CPU allowed), one worker.`,
    seen: `${pinned.workers.length} workers: the count follows os.cpus() (${os.cpus().length}), which lists every CPU of the host.`,
    next: "Count with os.availableParallelism(): it follows the CPU affinity that taskset (or a container's cpuset) sets.",
  }));
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

/** The next step for the first wrong count, from the pattern of the counts seen. */
function quotaAdvice(runs: readonly QuotaRun[]): string {
  const wrong = runs.filter((r) => r.workers !== r.expected);
  const read = (layout: CgroupLayout) =>
    layout === "v2"
      ? 'read /proc/self/cgroup ("0::/<path>"), then /sys/fs/cgroup/<path>/cpu.max ("<quota> <period>" or "max")'
      : 'read /proc/self/cgroup ("<n>:cpu…:/<path>"), then cpu.cfs_quota_us and cpu.cfs_period_us under /sys/fs/cgroup/<controllers>/<path> (-1: no quota)';
  if (wrong.some((r) => r.workers === undefined))
    return "With half a CPU of quota, fork one worker all the same: Math.max(1, …) around the count.";
  // A quota of one whole CPU counted right: the reading works, the arithmetic does not.
  const oneRight = runs.filter((r) => r.cpus === 1).every((r) => r.workers === r.expected);
  if (oneRight && wrong.some((r) => r.cpus === 0.5 && (r.workers ?? 0) > 1))
    return "Divide the quota by the period (quota ÷ period), not the other way round.";
  if (oneRight && wrong.some((r) => !Number.isInteger(r.cpus) && (r.workers ?? 0) > r.expected))
    return "Count whole CPUs only: Math.floor(quota ÷ period), at least 1 (as Node 22.12+ does with cgroup v2), not Math.ceil.";
  if (wrong.every((r) => r.workers !== undefined && r.workers >= allowedCount()))
    return `The quota was not counted: ${read(wrong[0]?.layout ?? "v2")}; quota ÷ period, rounded down, at least 1, caps the count.`;
  const layouts = [...new Set(wrong.map((r) => r.layout))];
  return `Read the ${layouts.join(" and ")} files too: ${layouts.map(read).join("; ")}.`;
}

/** The CPUs the check itself may run on (its affinity), which a quota cannot raise. */
const allowedCount = () => allowedCpus()?.length ?? os.availableParallelism();

test(`under a cgroup CPU quota (${QUOTAS.join(", ")} CPUs, as cgroup v1 and v2 files), the primary forks a worker per whole CPU, at least one`, async (context) => {
  step.section("A CPU quota");
  const how = fakeCgroupSupport();
  const layouts = fakeLayouts();
  if ("reason" in how || layouts.length === 0) {
    context.skip(
      `a CPU quota ${"reason" in how ? how.reason : "needs a cgroup v1 cpu or v2 line in /proc/self/cgroup"}`,
    );
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
      label: `workers under a quota of ${run.cpus} CPU (cgroup ${run.layout} files)`,
      value: run.workers ?? 0,
      unit: "",
      shown: run.workers === undefined ? "none: the primary never became ready" : undefined,
      threshold: String(run.expected),
      met: run.workers === run.expected,
    });
  }
  const wrong = runs.find((r) => r.workers !== r.expected);
  check(wrong === undefined, () => ({
    expected: `with a CPU quota, one worker per whole CPU of it, at least one: ${runs
      .map((r) => `${r.cpus} CPU → ${r.expected}`)
      .filter((v, i, all) => all.indexOf(v) === i)
      .join(", ")}.`,
    seen: `under a quota of ${wrong?.cpus} CPU (cgroup ${wrong?.layout} files): ${wrong?.workers === undefined ? "the primary never became ready (no worker listened)" : `${wrong.workers} worker(s)`}.`,
    next: quotaAdvice(runs),
    quote: wrong && { lastLines: () => wrong.printed },
  }));
});

test("WORKERS sets the count, but never above the CPUs really usable", async (context) => {
  step.section("WORKERS, within bounds");
  const runs = [
    {
      env: { WORKERS: "1" },
      label: "workers with WORKERS=1",
      expected: "WORKERS=1 forks one worker.",
      next: "Read process.env.WORKERS: a positive whole number sets the count.",
    },
    {
      wrapper: PIN_TO_ONE_CPU,
      env: { WORKERS: "4" },
      label: `workers with WORKERS=4 under ${PINNED}`,
      expected: "WORKERS=4 on one usable CPU forks one worker: never more workers than CPUs.",
      next: "Cap the count: Math.min(WORKERS, usable CPUs), and print that you capped it.",
    },
  ];
  for (const { label, expected, next, ...start } of runs) {
    const { primary, workers } = await step.startCluster(start);
    recordFigure(context, { label, value: workers.length, unit: "", threshold: "1" });
    check(workers.length === 1, () => ({ expected, seen: `${workers.length} workers.`, next }));
    await primary.stop();
  }
});
