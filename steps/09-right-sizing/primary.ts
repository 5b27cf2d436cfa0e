import cluster from "node:cluster";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";

// The tutorial's primary: one worker per CPU of os.cpus(). That counts every CPU of the host,
// not the ones this process may use. Make it size itself right.

// TODO 1: count the CPUs this process may really use: os.availableParallelism() (it follows the
//         CPU affinity, e.g. taskset), and no more than the cgroup CPU quota, read from
//         /proc/self/cgroup and the quota file it points to (cpu.max for cgroup v2,
//         cpu.cfs_quota_us / cpu.cfs_period_us for v1). Print it: "Number of CPUs is <n>".
const usable = cpus().length;
console.log(`Number of CPUs is ${usable}`);
console.log(`Primary pid=${process.pid}`);

cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });

// TODO 2: take the worker count from WORKERS when it is a positive whole number, but never more
//         than the usable CPUs (say so when you cap it); without WORKERS, one per usable CPU.
const workers = usable;
for (let i = 0; i < workers; i++) {
  cluster.fork();
}

cluster.on("exit", (worker, code, signal) => {
  console.log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking a new one`);
  cluster.fork();
});
