// The same primary with callbacks only: the rolling restart calls itself for the next worker.
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

const KILL_TIMEOUT_MS = 5000;
const LISTEN_TIMEOUT_MS = 10_000;

const fromEnv = Number(process.env.WORKERS);
const size = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : availableParallelism();

console.log(`Number of CPUs is ${availableParallelism()}`);
console.log(`Primary pid=${process.pid}`);
cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });

const planned = new WeakSet<Worker>(); // exits we asked for
const serving = new WeakSet<Worker>(); // workers that listened
let delayMs = 0;
let restarting = false;
let stopping = false;

function fork(): Worker {
  const worker = cluster.fork();
  worker.once("listening", () => {
    serving.add(worker);
    delayMs = 0;
  });
  return worker;
}

for (let i = 0; i < size; i++) fork();

cluster.on("exit", (worker, code, signal) => {
  if (stopping || planned.has(worker)) return;
  if (serving.has(worker)) {
    delayMs = 0;
  } else {
    delayMs = delayMs === 0 ? 1000 : Math.min(delayMs * 2, 30_000);
  }
  console.log(
    `worker ${worker.process.pid} exited (${signal || code})${serving.has(worker) ? "" : " before listening"}, re-forking in ${delayMs} ms`,
  );
  setTimeout(() => {
    if (!stopping) fork();
  }, delayMs);
});

function retire(worker: Worker, done: () => void): void {
  planned.add(worker);
  if (worker.isDead()) {
    done();
    return;
  }
  const killer = setTimeout(() => worker.process.kill("SIGKILL"), KILL_TIMEOUT_MS);
  worker.once("exit", () => {
    clearTimeout(killer);
    done();
  });
  worker.send("shutdown");
}

function replaceNext(queue: Worker[], replaced: number): void {
  const old = queue.shift();
  if (!old || stopping) {
    restarting = false;
    console.log(`rolling restart finished: ${replaced} replaced`);
    return;
  }
  const fresh = fork();
  planned.add(fresh); // until it listens, its death belongs to the restart
  const deadline = setTimeout(() => fresh.process.kill("SIGKILL"), LISTEN_TIMEOUT_MS);
  const onExit = () => {
    clearTimeout(deadline);
    fresh.removeListener("listening", onListening);
    restarting = false;
    console.log("the new worker died before listening: restart stopped, old workers kept");
  };
  const onListening = () => {
    clearTimeout(deadline);
    fresh.removeListener("exit", onExit);
    planned.delete(fresh);
    retire(old, () => replaceNext(queue, replaced + 1));
  };
  fresh.once("listening", onListening);
  fresh.once("exit", onExit);
}

process.on("SIGHUP", () => {
  if (restarting || stopping) return;
  restarting = true;
  const queue = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
  console.log(`SIGHUP: rolling restart of ${queue.length} worker(s)`);
  replaceNext(queue, 0);
});

process.on("SIGTERM", () => {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
  console.log(`SIGTERM: retiring ${workers.length} worker(s)`);
  let left = workers.length;
  if (left === 0) process.exit(0);
  for (const worker of workers) {
    retire(worker, () => {
      left--;
      if (left === 0) {
        console.log("all workers have left");
        process.exit(0);
      }
    });
  }
});
