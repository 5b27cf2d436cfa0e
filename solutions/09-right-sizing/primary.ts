import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import { fileURLToPath } from "node:url";

function read(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
}

/**
 * The whole CPUs this process's cgroup CPU quota allows, rounded down but at least 1, as
 * Node.js >= 22.12 counts a cgroup v2 quota itself; undefined when the process has none.
 * /proc/self/cgroup names the process's cgroup: "0::/<path>" for cgroup v2, whose cpu.max holds
 * "<quota> <period>" or "max"; "<n>:cpu,cpuacct:/<path>" for v1, whose cpu.cfs_quota_us is -1
 * without a quota (Linux kernel docs: "Control Group v2", "CFS Bandwidth Control"). In a
 * container without its own cgroup namespace the path names the host's view; the container then
 * sees its own cgroup at the controller's root, so that is read too. A parent cgroup's quota is
 * not looked at.
 */
function quotaCpus(): number | undefined {
  for (const line of (read("/proc/self/cgroup") ?? "").split("\n")) {
    const [, controllers = "", path = "/"] = line.split(":");
    for (const dir of [path, "/"]) {
      if (controllers === "") {
        const [quota, period] = (read(`/sys/fs/cgroup${dir}/cpu.max`) ?? "max").split(" ");
        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));
      } else if (controllers.split(",").includes("cpu")) {
        const base = `/sys/fs/cgroup/${controllers}${dir}`;
        const quota = Number(read(`${base}/cpu.cfs_quota_us`));
        const period = Number(read(`${base}/cpu.cfs_period_us`));
        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));
      }
    }
  }
  return undefined;
}

const quota = quotaCpus();

/** The CPUs this process may really use: its affinity (availableParallelism), and its quota. */
function usableCpus(): number {
  return Math.min(availableParallelism(), quota ?? Number.POSITIVE_INFINITY);
}

/** WORKERS when it is a positive whole number, but never more than the CPUs really usable. */
function workerCount(usable: number): number {
  const requested = Number(process.env.WORKERS);
  if (!Number.isInteger(requested) || requested < 1) return usable;
  if (requested > usable) {
    console.log(`WORKERS=${requested}, but only ${usable} CPU(s) are usable: forking ${usable}`);
  }
  return Math.min(requested, usable);
}

const usable = usableCpus();
const counts = `os.cpus(): ${cpus().length}, availableParallelism(): ${availableParallelism()}`;
console.log(`Number of CPUs is ${usable} (${counts}, cgroup quota: ${quota ?? "none"})`);
console.log(`Primary pid=${process.pid}`);

cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });

const workers = workerCount(usable);
for (let i = 0; i < workers; i++) {
  cluster.fork();
}

cluster.on("exit", (worker, code, signal) => {
  console.log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking a new one`);
  cluster.fork();
});
