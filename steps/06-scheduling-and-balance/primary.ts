import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

// Step 03's primary, with two settings that come from the environment.

// TODO 1: set cluster.schedulingPolicy from SCHED_POLICY: cluster.SCHED_NONE when it is "none",
//         cluster.SCHED_RR otherwise. Do it here, at the top: setupPrimary() and the first
//         fork() freeze the policy. Print which one you chose, e.g. "scheduling policy SCHED_RR".

// TODO 2: take the number of workers from WORKERS when it is a positive whole number, and
//         availableParallelism() otherwise. Use it in the loop below.
const workers = availableParallelism();

console.log(`Number of CPUs is ${availableParallelism()}`);
console.log(`Primary pid=${process.pid}`);

cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });

for (let i = 0; i < workers; i++) {
  cluster.fork();
}

cluster.on("exit", (worker, code, signal) => {
  console.log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking a new one`);
  cluster.fork();
});
