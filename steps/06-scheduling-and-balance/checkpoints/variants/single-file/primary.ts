// One file for both roles: the primary forks, and each worker imports the server.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";

if (cluster.isPrimary) {
  cluster.schedulingPolicy =
    process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR;

  const fromEnv = Number(process.env.WORKERS);
  const count = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : availableParallelism();
  if (process.env.WORKERS && count !== fromEnv) {
    console.warn(`"${process.env.WORKERS}" is not a worker count; forking one per CPU`);
  }

  console.log(`Number of CPUs is ${availableParallelism()}`);
  console.log(`Primary pid=${process.pid}`);
  console.log(
    `${count} workers, ${cluster.schedulingPolicy === cluster.SCHED_NONE ? "SCHED_NONE" : "SCHED_RR"}`,
  );

  for (let i = 0; i < count; i++) cluster.fork();

  cluster.on("exit", (worker, code, signal) => {
    console.log(`worker ${worker.process.pid} exited (${signal ?? code}); replacing it`);
    cluster.fork();
  });
} else {
  await import("./index.ts");
}
