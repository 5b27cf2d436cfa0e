// Checkpoints of step 09: the primary forks one worker per CPU it may really use, whatever
// os.cpus() says: pinned to one CPU with taskset, or limited to one CPU by a cgroup quota; and
// WORKERS never takes it past that.
import os from "node:os";
import { test } from "vitest";
import { createQuotaGroup } from "../../../scripts/harness/cgroup.ts";
import { cpuBudget, pinToOneCpu } from "../../../scripts/harness/cpus.ts";
import { recordFigure } from "../../../scripts/harness/figures.ts";
import { learnerFile } from "../../../scripts/harness/files.ts";
import { check } from "../../../scripts/harness/messages.ts";
import { targetDir } from "../../../scripts/harness/paths.ts";
import { type LearnerProgram, startCluster } from "../../../scripts/harness/program.ts";

const lesson = (section: string) => `steps/09-right-sizing/README.md · "${section}"`;
const dir = () => targetDir(import.meta.url);

/** Pins a program to one CPU it may run on: `taskset -c <cpu>` (it execs the program). */
const PIN_TO_ONE_CPU = pinToOneCpu();
/** How the pinning reads in messages, e.g. "taskset -c 0". */
const PINNED = PIN_TO_ONE_CPU.join(" ");

function startPrimary(
  section: string,
  options: { wrapper?: string[]; env?: Record<string, string> } = {},
) {
  return startCluster({
    entry: learnerFile(dir(), "primary.ts", lesson(section)),
    alsoTypecheck: [learnerFile(dir(), "index.ts", lesson(section))],
    lesson: lesson(section),
    ...options,
  });
}

test("pinned to one CPU with taskset, the primary forks one worker, though os.cpus() counts more", async (context) => {
  const section = "CPU affinity and taskset";
  const free = await startPrimary(section);
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
    read: lesson("Counting CPUs"),
    output: free.primary.lastLines(),
  }));
  await free.primary.stop();
  const pinned = await startPrimary(section, { wrapper: PIN_TO_ONE_CPU });
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
    read: lesson(section),
    output: pinned.primary.lastLines(),
  }));
});

test("under a cgroup CPU quota of one CPU, as in a container, the primary forks one worker", async (context) => {
  const section = "A CPU quota";
  const group = createQuotaGroup(1);
  if ("reason" in group) {
    context.skip(`a CPU quota ${group.reason}`);
    return;
  }
  let started: LearnerProgram | undefined;
  try {
    const { primary, workers } = await startPrimary(section, { wrapper: group.wrapper });
    started = primary;
    recordFigure(context, {
      label: `workers under a quota of 1 CPU (cgroup ${group.version})`,
      value: workers.length,
      unit: "",
      threshold: "1",
      detail: `availableParallelism() = ${os.availableParallelism()} on Node.js ${process.versions.node}`,
    });
    check(workers.length === 1, () => ({
      expected: "with a CPU quota of one CPU, one worker: more would only take turns on it.",
      seen: `${workers.length} workers: the quota was not counted.`,
      next:
        group.version === "v2"
          ? 'Read /proc/self/cgroup ("0::/<path>"), then /sys/fs/cgroup/<path>/cpu.max ("<quota> <period>" or "max"): quota ÷ period, rounded up, caps the count.'
          : 'Read /proc/self/cgroup ("<n>:cpu…:/<path>"), then cpu.cfs_quota_us and cpu.cfs_period_us under /sys/fs/cgroup/<controllers>/<path>: quota ÷ period, rounded up, caps the count (-1: no quota).',
      read: lesson(section),
      output: primary.lastLines(),
    }));
  } finally {
    await started?.stop();
    await group.remove();
  }
});

test("WORKERS sets the count, but never above the CPUs really usable", async (context) => {
  const section = "WORKERS, within bounds";
  const one = await startPrimary(section, { env: { WORKERS: "1" } });
  recordFigure(context, {
    label: "workers with WORKERS=1",
    value: one.workers.length,
    unit: "",
    threshold: "1",
  });
  check(one.workers.length === 1, () => ({
    expected: "WORKERS=1 forks one worker.",
    seen: `${one.workers.length} workers.`,
    next: "Read process.env.WORKERS: a positive whole number sets the count.",
    read: lesson(section),
    output: one.primary.lastLines(),
  }));
  await one.primary.stop();
  const capped = await startPrimary(section, { wrapper: PIN_TO_ONE_CPU, env: { WORKERS: "4" } });
  recordFigure(context, {
    label: `workers with WORKERS=4 under ${PINNED}`,
    value: capped.workers.length,
    unit: "",
    threshold: "1",
  });
  check(capped.workers.length === 1, () => ({
    expected: "WORKERS=4 on one usable CPU forks one worker: never more workers than CPUs.",
    seen: `${capped.workers.length} workers.`,
    next: "Cap the count: Math.min(WORKERS, usable CPUs), and print that you capped it.",
    read: lesson(section),
    output: capped.primary.lastLines(),
  }));
});
