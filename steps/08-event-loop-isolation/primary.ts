import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

/** WORKERS when it is a positive whole number, else one worker per CPU this process may use. */
function workerCount(): number {
  const requested = Number(process.env.WORKERS);
  if (Number.isInteger(requested) && requested > 0) return requested;
  if (process.env.WORKERS) {
    console.log(
      `WORKERS=${process.env.WORKERS} is not a positive whole number: using the CPU count`,
    );
  }
  return availableParallelism();
}

// Set the policy before setupPrimary() and the first fork: either one freezes it. Setting it in
// code also overrides NODE_CLUSTER_SCHED_POLICY from the environment.
cluster.schedulingPolicy =
  process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR;
const policyName = cluster.schedulingPolicy === cluster.SCHED_RR ? "SCHED_RR" : "SCHED_NONE";

const workers = workerCount();
console.log(`Number of CPUs is ${availableParallelism()}`);
console.log(`Primary pid=${process.pid}`);
console.log(`Forking ${workers} worker(s), scheduling policy ${policyName}`);

cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });

for (let i = 0; i < workers; i++) {
  cluster.fork();
}

cluster.on("exit", (worker, code, signal) => {
  console.log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking a new one`);
  cluster.fork();
});
