/**
 * How many CPUs this process may really use, and what speed-up a cluster can show on them.
 * Node's docs (os.availableParallelism) say to size parallelism with it rather than
 * os.cpus().length; a cgroup v2 CPU quota (`cpu.max`, Linux kernel docs "cgroup-v2 · CPU")
 * lowers it further where the running Node's libuv does not already account for it.
 */
import { readFileSync } from "node:fs";
import os from "node:os";

/** What the machine offers this process. */
export interface CpuBudget {
  /** `os.cpus().length`: every CPU of the host, usable or not */
  hostCpus: number;
  /** `os.availableParallelism()`: CPUs in this process's affinity mask (and quota, in new libuv) */
  availableParallelism: number;
  /** CPUs allowed by the cgroup v2 quota, rounded up; `undefined` when there is no quota */
  quotaCpus: number | undefined;
  /** what checkpoints use: the smallest of the above */
  usable: number;
}

/**
 * Parses a cgroup v2 `cpu.max` line ("max 100000" or "<quota> <period>", both in µs).
 *
 * @returns the CPUs the quota allows, rounded up (at least 1), or `undefined` for "max"
 */
export function parseCpuMax(text: string): number | undefined {
  const [quota, period] = text.trim().split(/\s+/);
  if (!quota || quota === "max" || !period) return undefined;
  const cpus = Number(quota) / Number(period);
  return Number.isFinite(cpus) && cpus > 0 ? Math.max(1, Math.ceil(cpus)) : undefined;
}

const read = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};

/**
 * The CPU quota of this process's cgroup: v2 `cpu.max`, else v1 `cpu.cfs_quota_us` and
 * `cpu.cfs_period_us` (a quota of -1 means none), at the usual mount points.
 */
function readQuota(): number | undefined {
  const v2 = read("/sys/fs/cgroup/cpu.max");
  if (v2 !== undefined) return parseCpuMax(v2);
  const quota = read("/sys/fs/cgroup/cpu/cpu.cfs_quota_us")?.trim();
  const period = read("/sys/fs/cgroup/cpu/cpu.cfs_period_us")?.trim();
  return quota && period && quota !== "-1" ? parseCpuMax(`${quota} ${period}`) : undefined;
}

/** Reads this machine's CPU budget now. */
export function cpuBudget(): CpuBudget {
  const hostCpus = os.cpus().length;
  const availableParallelism = os.availableParallelism();
  const quotaCpus = readQuota();
  const usable = Math.min(availableParallelism, quotaCpus ?? Number.POSITIVE_INFINITY);
  return { hostCpus, availableParallelism, quotaCpus, usable };
}

/**
 * Efficiency each extra worker must add for a speed-up checkpoint to pass. On 2 cores the cluster
 * measured 1.61–1.97× (WORKSHOP.md §3, load generator on the same machine), so 1 + 0.35 = 1.35×
 * leaves room for noise; the same share per extra CPU scales it to bigger machines.
 */
export const EXTRA_WORKER_EFFICIENCY = 0.35;

/**
 * The speed-up (cluster req/s ÷ single process req/s) a checkpoint expects from `workers` workers
 * on `usableCpus` CPUs: `1 + 0.35 × (min(workers, usableCpus) − 1)`.
 *
 * @returns the threshold, or `undefined` when only one CPU is usable and no speed-up can exist
 */
export function expectedSpeedup(workers: number, usableCpus: number): number | undefined {
  const parallel = Math.min(workers, usableCpus);
  if (parallel <= 1) return undefined;
  return 1 + EXTRA_WORKER_EFFICIENCY * (parallel - 1);
}

/** CPU time (ms) all CPUs of the host have spent busy since boot: user + nice + sys + irq (os.cpus()). */
export function machineBusyMs(): number {
  return os
    .cpus()
    .reduce((sum, cpu) => sum + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq, 0);
}

/** Above this share of the machine's CPU, other programs are named as the likely cause of a slow result. */
export const BUSY_SHARE = 0.15;

/**
 * The share of the whole machine's CPU (0–1) that was busy during the next `windowMs`, while
 * the check itself runs nothing: what other programs take. For a failure message that must tell
 * a busy machine from slow code.
 */
export async function machineLoadNow(windowMs = 1000): Promise<number> {
  const before = machineBusyMs();
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const elapsed = (Date.now() - started) * os.cpus().length;
  return Math.min(1, Math.max(0, (machineBusyMs() - before) / elapsed));
}
