import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The policy must be chosen before the first fork (or setupPrimary), which freezes it.
const POLICIES: Record<string, number> = { rr: cluster.SCHED_RR, none: cluster.SCHED_NONE };
const policy = process.env.SCHED_POLICY ?? "rr";
cluster.schedulingPolicy = POLICIES[policy] ?? cluster.SCHED_RR;

const cpuCount = os.availableParallelism();
const raw = process.env.WORKERS ?? "";
const valid = /^[1-9]\d*$/.test(raw);
if (raw && !valid) console.warn(`ignoring WORKERS=${JSON.stringify(raw)}: not a positive integer`);
const workerCount = valid ? Number(raw) : cpuCount;

console.log(`Number of CPUs is ${cpuCount}`);
console.log(`Primary pid=${process.pid}`);
console.log(`policy=${policy === "none" ? "SCHED_NONE" : "SCHED_RR"} workers=${workerCount}`);

const here = path.dirname(fileURLToPath(import.meta.url));
cluster.setupPrimary({ exec: path.join(here, "index.ts") });

for (let i = 0; i < workerCount; i++) {
  cluster.fork();
}

cluster.on("exit", (worker, code, signal) => {
  console.log(`worker ${worker.process.pid} died (${signal || code}), forking another`);
  cluster.fork();
});
