import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

// Step 06's primary. index.ts is given: a worker that leaves gracefully when it receives the
// message "shutdown" (it drains for 1.5 s, then disconnects), and that dies at start-up when
// BROKEN_DEPLOY=1. This step makes the primary look after its workers.

/** WORKERS when it is a positive whole number, else one worker per CPU this process may use. */
function workerCount(): number {
  const requested = Number(process.env.WORKERS);
  if (Number.isInteger(requested) && requested > 0) return requested;
  return availableParallelism();
}

cluster.schedulingPolicy =
  process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR;
console.log(`Number of CPUs is ${availableParallelism()}`);
console.log(`Primary pid=${process.pid}`);
cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });

function fork(): Worker {
  return cluster.fork();
}

const count = workerCount();
for (let i = 0; i < count; i++) fork();

// TODO 1: replace a worker that crashed. One that was serving (it had emitted "listening"):
//         fork a new one at once. One that died before it listened crashed at start-up (a
//         broken deploy): wait before forking again, 1 s the first time and twice as long each
//         time after; back to no wait once a worker listens.
// TODO 2: do not replace a worker you asked to leave (TODO 3 and 4): keep those in a Set.
cluster.on("exit", (worker, code, signal) => {
  console.log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`})`);
});

// TODO 3: on SIGHUP, restart the workers one at a time. For each old worker: fork a new one,
//         wait for the new one's "listening" event, then ask the old one to leave with
//         worker.send("shutdown") and wait for its "exit" event; SIGKILL it after 5 s.

// TODO 4: on SIGTERM, shut down gracefully: fork nothing more, ask every worker to leave
//         (worker.send("shutdown")), wait for them all to exit, then process.exit(0).
