/** The facts of the machine a demo ran on, shown beside every figure it measured. */
import os from "node:os";
import { cpuBudget } from "../harness/measuring/cpus.ts";

export interface Machine {
  /** os.availableParallelism(): the CPUs Node.js may use */
  availableParallelism: number;
  /** CPUs usable after any cgroup CPU quota (../harness/measuring/cpus.ts) */
  usableCpus: number;
  cpuModel: string;
  node: string;
  platform: string;
}

/** This machine's facts, read now. */
export function thisMachine(): Machine {
  const budget = cpuBudget();
  return {
    availableParallelism: budget.availableParallelism,
    usableCpus: budget.usable,
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown CPU",
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

/** "2 CPUs · Node.js v20.20.2", for chart subtitles. */
export function describeMachine(machine: Machine): string {
  const cpus = machine.usableCpus;
  return `${cpus} usable CPU${cpus === 1 ? "" : "s"} · Node.js ${machine.node}`;
}
