import cluster from "node:cluster";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const CGROUP_ROOT = "/sys/fs/cgroup";

/** Lines of /proc/self/cgroup, as { controllers, path }; none where there is no /proc. */
function cgroups(): { controllers: string[]; path: string }[] {
  if (!existsSync("/proc/self/cgroup")) return [];
  return [...readFileSync("/proc/self/cgroup", "utf8").matchAll(/^\d+:([^:]*):(.*)$/gm)].map(
    (m) => ({ controllers: (m[1] ?? "").split(",").filter(Boolean), path: m[2] ?? "/" }),
  );
}

/** quota ÷ period from a cgroup v2 cpu.max ("150000 100000", or "max 100000"). */
function v2Quota(dir: string): number | undefined {
  const file = path.join(dir, "cpu.max");
  if (!existsSync(file)) return undefined;
  const match = /^(\d+)\s+(\d+)/.exec(readFileSync(file, "utf8"));
  return match ? Number(match[1]) / Number(match[2]) : undefined;
}

/** quota ÷ period from cgroup v1's cpu.cfs_quota_us (-1: none) and cpu.cfs_period_us. */
function v1Quota(dir: string): number | undefined {
  const quotaFile = path.join(dir, "cpu.cfs_quota_us");
  const periodFile = path.join(dir, "cpu.cfs_period_us");
  if (!existsSync(quotaFile) || !existsSync(periodFile)) return undefined;
  const quota = Number.parseInt(readFileSync(quotaFile, "utf8"), 10);
  const period = Number.parseInt(readFileSync(periodFile, "utf8"), 10);
  return quota > 0 && period > 0 ? quota / period : undefined;
}

/** The whole CPUs of this process's cgroup quota (at least 1), or undefined without one. */
function cgroupCpus(): number | undefined {
  for (const group of cgroups()) {
    const quota =
      group.controllers.length === 0
        ? v2Quota(path.join(CGROUP_ROOT, group.path))
        : group.controllers.includes("cpu")
          ? v1Quota(path.join(CGROUP_ROOT, group.controllers.join(","), group.path))
          : undefined;
    if (quota !== undefined) return Math.max(1, Math.floor(quota));
  }
  return undefined;
}

const quota = cgroupCpus();
const usable = Math.min(os.availableParallelism(), quota ?? Number.POSITIVE_INFINITY);

const raw = process.env.WORKERS;
const wanted = Number(raw);
let workers = usable;
if (raw !== undefined && Number.isInteger(wanted) && wanted > 0) {
  workers = Math.min(wanted, usable);
  if (wanted > usable) console.log(`WORKERS=${wanted} capped to the ${usable} usable CPU(s)`);
}

console.log(`Number of CPUs is ${usable} (host ${os.cpus().length}, quota ${quota ?? "none"})`);
console.log(`Primary pid=${process.pid}`);

cluster.setupPrimary({
  exec: path.join(path.dirname(fileURLToPath(import.meta.url)), "index.ts"),
});
for (let i = 0; i < workers; i++) cluster.fork();

cluster.on("exit", (worker, code, signal) => {
  console.log(`worker ${worker.process.pid} died (${signal ?? code}), forking a new one`);
  cluster.fork();
});
