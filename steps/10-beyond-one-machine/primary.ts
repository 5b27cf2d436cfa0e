import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

/** How long a worker may take to leave (its drain included) before it is killed, in ms. */
const KILL_TIMEOUT_MS = 5000;
/** How long a new worker may take to listen before it is killed, in ms. */
const LISTEN_TIMEOUT_MS = 10_000;
/** The first wait before re-forking after a start-up crash, doubled each time, in ms. */
const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;

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

/** Workers asked to leave (rolling restart, shutdown): their exit is planned, not a crash. */
const leaving = new Set<Worker>();
/** Workers that have listened: one that dies before it listens crashed at start-up. */
const listened = new Set<Worker>();
let backoffMs = 0;
let restarting = false;
let shuttingDown = false;

function fork(): Worker {
  const worker = cluster.fork();
  worker.once("listening", () => {
    listened.add(worker);
    backoffMs = 0; // this version starts: no more waiting
  });
  return worker;
}

const count = workerCount();
for (let i = 0; i < count; i++) fork();

// A crash: fork a replacement, at once after a worker that was serving, with a growing wait
// after one that died before it listened (a broken deploy), so that the primary does not fork
// without end.
cluster.on("exit", (worker, code, signal) => {
  const wasServing = listened.delete(worker);
  if (leaving.delete(worker) || shuttingDown) return;
  if (!wasServing) backoffMs = Math.min(MAX_BACKOFF_MS, Math.max(FIRST_BACKOFF_MS, 2 * backoffMs));
  const how = wasServing ? "" : " at start-up";
  console.log(
    `worker ${worker.process.pid} died${how} (${signal ?? `code ${code}`}); forking a new one in ${backoffMs} ms`,
  );
  setTimeout(() => {
    if (!shuttingDown) fork();
  }, backoffMs);
});

/** Asks `worker` to leave (index.ts drains, then disconnects); kills it after KILL_TIMEOUT_MS. */
function retire(worker: Worker): Promise<void> {
  leaving.add(worker);
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    const timer = setTimeout(() => {
      console.log(
        `worker ${worker.process.pid} still running after ${KILL_TIMEOUT_MS} ms: SIGKILL`,
      );
      worker.process.kill("SIGKILL");
    }, KILL_TIMEOUT_MS);
    worker.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    worker.send("shutdown");
  });
}

/**
 * Resolves true once `worker` listens; false when it exits first, or does not listen within
 * LISTEN_TIMEOUT_MS (it is killed then).
 */
function listening(worker: Worker): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.log(
        `worker ${worker.process.pid} not listening after ${LISTEN_TIMEOUT_MS} ms: SIGKILL`,
      );
      worker.process.kill("SIGKILL");
    }, LISTEN_TIMEOUT_MS);
    worker.once("listening", () => {
      clearTimeout(timer);
      resolve(true);
    });
    worker.once("exit", () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

// Rolling restart: one worker at a time, fork its replacement, wait until the new one listens,
// and only then retire the old one. Capacity never drops below the worker count.
process.on("SIGHUP", async () => {
  if (restarting || shuttingDown) return;
  restarting = true;
  const old = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  console.log(`SIGHUP: rolling restart of ${old.length} worker(s)`);
  let replaced = 0;
  for (const worker of old) {
    if (shuttingDown) break; // SIGTERM came meanwhile: the shutdown retires everyone
    const fresh = fork();
    leaving.add(fresh); // until it listens, its death is the new version failing, not a crash
    const ok = await listening(fresh);
    leaving.delete(fresh);
    if (!ok) {
      console.log("the new worker did not start: rolling restart stopped, the old ones kept");
      break;
    }
    await retire(worker);
    replaced++;
  }
  restarting = false;
  console.log(`rolling restart: ${replaced} of ${old.length} worker(s) replaced`);
});

// Graceful shutdown: no more forks, every worker drains and leaves, then the primary exits.
process.on("SIGTERM", async () => {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log("SIGTERM: shutting down gracefully");
  const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  await Promise.all(workers.map(retire));
  console.log("every worker has left; the primary exits");
  process.exit(0);
});
