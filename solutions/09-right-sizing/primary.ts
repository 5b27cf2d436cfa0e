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
 * The CPUs this process's cgroup CPU quota allows, rounded up, or undefined when it has none.
 * /proc/self/cgroup names the process's cgroup: "0::/<path>" for cgroup v2, whose cpu.max holds
 * "<quota> <period>" or "max"; "<n>:cpu,cpuacct:/<path>" for v1, whose cpu.cfs_quota_us is -1
 * without a quota (Linux kernel docs: "Control Group v2", "CFS Bandwidth Control").
 */
function quotaCpus(): number | undefined {
  for (const line of (read("/proc/self/cgroup") ?? "").split("\n")) {
    const [, controllers = "", path = "/"] = line.split(":");
    if (controllers === "") {
      const [quota, period] = (read(`/sys/fs/cgroup${path}/cpu.max`) ?? "max").split(" ");
      if (quota !== "max") return Math.max(1, Math.ceil(Number(quota) / Number(period)));
    } else if (controllers.split(",").includes("cpu")) {
      const dir = `/sys/fs/cgroup/${controllers}${path}`;
      const quota = Number(read(`${dir}/cpu.cfs_quota_us`));
      const period = Number(read(`${dir}/cpu.cfs_period_us`));
      if (quota > 0 && period > 0) return Math.max(1, Math.ceil(quota / period));
    }
  }
  return undefined;
}

/** The CPUs this process may really use: its affinity (availableParallelism), and its quota. */
function usableCpus(): number {
  return Math.min(availableParallelism(), quotaCpus() ?? Number.POSITIVE_INFINITY);
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
console.log(
  `Number of CPUs is ${usable} (os.cpus(): ${cpus().length}, availableParallelism(): ${availableParallelism()}, cgroup quota: ${quotaCpus() ?? "none"})`,
);
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
