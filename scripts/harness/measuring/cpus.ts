/**
 * How many CPUs this process may really use. What speed-up a cluster must show on them is not a
 * count of CPUs: it is measured against a reference cluster in the same run (./speedup-rule.ts).
 * Node's docs (os.availableParallelism) say to size parallelism with it rather than
 * os.cpus().length; a cgroup CPU quota (v2 `cpu.max`, Linux kernel docs "cgroup-v2 · CPU"; v1
 * `cpu.cfs_quota_us`, "CFS Bandwidth Control") lowers it further where the running Node's libuv
 * does not already account for it.
 *
 * On a simulated machine (./simulation.ts) the budget and the affinity are the simulated ones,
 * what the learner's program counts there; the machine's CPU time ({@link machineBusyMs}) and
 * the CPU a program is pinned to ({@link pinToOneCpu}) stay the real machine's.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  realAvailableParallelism,
  realCpus,
  simulatedCount,
} from "../processes/loader/simulated-cpus.mjs";
import { simulation } from "./simulation.ts";

/** What the machine offers this process. */
export interface CpuBudget {
  /** `os.cpus().length`: every CPU of the host, usable or not */
  hostCpus: number;
  /** `os.availableParallelism()`: CPUs in this process's affinity mask (and quota, in new libuv) */
  availableParallelism: number;
  /** CPUs allowed by this process's cgroup CPU quota ({@link cpusOfQuota}); `undefined` when none */
  quotaCpus: number | undefined;
  /** what checkpoints use: the smallest of the above */
  usable: number;
}

/**
 * The whole CPUs a quota of `cpus` CPUs of time is worth: rounded down, at least 1. A worker per
 * whole CPU, as Node.js >= 22.12's availableParallelism() counts a cgroup v2 quota itself (libuv
 * uv_available_parallelism; nodejs/node#59200); half a CPU still runs one worker.
 */
export function cpusOfQuota(cpus: number): number {
  return Math.max(1, Math.floor(cpus));
}

/**
 * Parses a cgroup v2 `cpu.max` line ("max 100000" or "<quota> <period>", both in µs), or v1's
 * quota and period in the same form (a negative quota: none).
 *
 * @returns the CPUs the quota allows ({@link cpusOfQuota}), or `undefined` for "max"
 */
export function parseCpuMax(text: string): number | undefined {
  const [quota, period] = text.trim().split(/\s+/);
  if (!quota || quota === "max" || !period) return undefined;
  const cpus = Number(quota) / Number(period);
  return Number.isFinite(cpus) && cpus > 0 ? cpusOfQuota(cpus) : undefined;
}

const read = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};

/** A file that may hold a CPU quota: v2 `cpu.max`, or v1's quota and period files. */
export type QuotaFile =
  | { version: "v2"; cpuMax: string }
  | { version: "v1"; quota: string; period: string };

/**
 * Where this process's CPU quota may be, in the order to read them, from the text of
 * /proc/self/cgroup ("<id>:<controllers>:<path>" per line): for a v2 line ("0::<path>"),
 * `/sys/fs/cgroup/<path>/cpu.max`; for the v1 line of the `cpu` controller,
 * `cpu.cfs_quota_us` and `cpu.cfs_period_us` under `/sys/fs/cgroup/<controllers>/<path>`. Each
 * also at its hierarchy's root, which a container without a cgroup namespace sees as its own
 * cgroup. This is how the lesson on right-sizing and its solution read the quota (the section
 * "A CPU quota"), so that the check expects what a correct solution counts.
 */
export function quotaFiles(procSelfCgroup: string): QuotaFile[] {
  return procSelfCgroup
    .split("\n")
    .filter(Boolean)
    .flatMap((line): QuotaFile[] => {
      const [, controllers = "", path = "/"] = line.split(":");
      const dirs = [...new Set([path, "/"])];
      if (controllers === "") {
        return dirs.map((dir) => ({
          version: "v2",
          cpuMax: join("/sys/fs/cgroup", dir, "cpu.max"),
        }));
      }
      if (!controllers.split(",").includes("cpu")) return [];
      return dirs.map((dir) => {
        const base = join("/sys/fs/cgroup", controllers, dir);
        return {
          version: "v1",
          quota: join(base, "cpu.cfs_quota_us"),
          period: join(base, "cpu.cfs_period_us"),
        };
      });
    });
}

/** A quota file's text as "<quota> <period>" (or "max <period>"); undefined when missing. */
function quotaText(file: QuotaFile): string | undefined {
  if (file.version === "v2") return read(file.cpuMax);
  const quota = read(file.quota);
  const period = read(file.period);
  return quota === undefined || period === undefined ? undefined : `${quota} ${period}`;
}

/** The CPUs the first quota found in `files` allows (a v1 quota of -1 means none). */
function readQuota(files: readonly QuotaFile[]): number | undefined {
  for (const file of files) {
    const text = quotaText(file);
    const cpus = text === undefined ? undefined : parseCpuMax(text);
    if (cpus !== undefined) return cpus;
  }
  return undefined;
}

/**
 * Parses a Linux CPU list, as in `Cpus_allowed_list` of /proc/<pid>/status or `cpuset.cpus`
 * ("0-3,8,10-11"; kernel docs "cpusets" and proc(5)), into CPU numbers in order.
 */
export function parseCpuList(text: string): number[] {
  return text
    .trim()
    .split(",")
    .filter(Boolean)
    .flatMap((range) => {
      const [first = Number.NaN, last = first] = range.split("-").map(Number);
      return Array.from({ length: last - first + 1 }, (_, i) => first + i);
    });
}

/**
 * The real CPUs this process may run on (its affinity), from /proc/self/status; undefined off
 * Linux. What `taskset` takes, on a simulated machine too.
 */
export function realAllowedCpus(): number[] | undefined {
  const list = /^Cpus_allowed_list:\s*(\S+)/m.exec(read("/proc/self/status") ?? "")?.[1];
  return list === undefined ? undefined : parseCpuList(list);
}

/**
 * The CPUs this process may run on (its affinity), from /proc/self/status; undefined off Linux.
 * On a simulated machine of N CPUs, 0 to N - 1 (unless this process was narrowed below the real
 * CPUs the simulation started on: then its real ones).
 */
export function allowedCpus(env: NodeJS.ProcessEnv = process.env): number[] | undefined {
  const found = realAllowedCpus();
  const simulated = simulation(env);
  if (!simulated || found === undefined) return found;
  const count = simulatedCount(simulated, found.length);
  return count === found.length ? found : Array.from({ length: count }, (_, i) => i);
}

/**
 * A command prefix that pins a program to one CPU this process may run on: `taskset -c <cpu>`
 * (util-linux; it execs the program) with the first CPU of the affinity. Not always CPU 0: in a
 * container limited to other CPUs (`docker run --cpuset-cpus=1`) `taskset -c 0` fails with
 * "Invalid argument" (util-linux/util-linux#413).
 */
export function pinToOneCpu(): string[] {
  return ["taskset", "-c", String(realAllowedCpus()?.[0] ?? 0)];
}

/** Reads the real machine's CPU budget now, whatever a simulation presents. */
export function realCpuBudget(): CpuBudget {
  const hostCpus = realCpus().length;
  const availableParallelism = realAvailableParallelism();
  const quotaCpus = readQuota(quotaFiles(read("/proc/self/cgroup") ?? ""));
  const usable = Math.min(availableParallelism, quotaCpus ?? Number.POSITIVE_INFINITY);
  return { hostCpus, availableParallelism, quotaCpus, usable };
}

/**
 * Reads this machine's CPU budget now. On a simulated machine of N CPUs (./simulation.ts): N
 * host CPUs, N available and usable, no quota; unless this process was narrowed below the real
 * CPUs the simulation started on (taskset), which it keeps, as simulated-cpus.mjs does for the
 * learner's program.
 */
export function cpuBudget(env: NodeJS.ProcessEnv = process.env): CpuBudget {
  const found = realCpuBudget();
  const simulated = simulation(env);
  if (!simulated) return found;
  const usable = simulatedCount(simulated, found.usable);
  if (usable !== simulated.cpus) return { ...found, hostCpus: simulated.cpus };
  return { hostCpus: usable, availableParallelism: usable, quotaCpus: undefined, usable };
}

/** The real machine's CPUs (os.cpus().length), whatever a simulation presents. */
export function machineCpus(): number {
  return realCpus().length;
}

/**
 * CPU time (ms) all CPUs of the host have spent busy since boot: user + nice + sys + irq
 * (os.cpus()), the real machine's on a simulated one too.
 */
export function machineBusyMs(): number {
  return realCpus().reduce(
    (sum, cpu) => sum + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq,
    0,
  );
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
  const elapsed = (Date.now() - started) * machineCpus();
  return Math.min(1, Math.max(0, (machineBusyMs() - before) / elapsed));
}
