// The primary keeps one map: every worker it knows, and where it is in its life.
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

/**
 * starting: forked, not listening yet; candidate: forked by a rolling restart, not listening yet
 * (its death stops the restart, nobody replaces it); serving: listening; leaving: asked to go.
 */
type State = "starting" | "candidate" | "serving" | "leaving";

const KILL_AFTER_MS = 5000;
const LISTEN_DEADLINE_MS = 10_000;
const FIRST_WAIT_MS = 1000;
const MAX_WAIT_MS = 30_000;

const requested = Number(process.env.WORKERS);
const size = Number.isInteger(requested) && requested > 0 ? requested : availableParallelism();

console.log(`Number of CPUs is ${availableParallelism()}`);
console.log(`Primary pid=${process.pid}`);
cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });

const pool = new Map<Worker, State>();
let mode: "running" | "restarting" | "stopping" = "running";
/** start-up crashes in a row; 0 once a worker listens */
let crashes = 0;

function spawn(state: "starting" | "candidate" = "starting"): Worker {
  const worker = cluster.fork();
  pool.set(worker, state);
  worker.once("listening", () => {
    pool.set(worker, "serving");
    crashes = 0;
  });
  return worker;
}

for (let i = 0; i < size; i++) spawn();

cluster.on("exit", (worker, code, signal) => {
  const state = pool.get(worker);
  pool.delete(worker);
  if (mode === "stopping" || state === "leaving" || state === "candidate") return;
  const why = signal ?? `code ${code}`;
  if (state === "serving") {
    console.log(`worker ${worker.process.pid} died (${why}); replacing it now`);
    spawn();
    return;
  }
  crashes++;
  const wait = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (crashes - 1));
  console.log(`worker ${worker.process.pid} died at start-up (${why}); next fork in ${wait} ms`);
  setTimeout(() => {
    if (mode !== "stopping") spawn();
  }, wait);
});

/** Asks a worker to drain and leave; SIGKILL if it is still there after KILL_AFTER_MS. */
function retire(worker: Worker): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  pool.set(worker, "leaving");
  return new Promise((resolve) => {
    const timer = setTimeout(() => worker.process.kill("SIGKILL"), KILL_AFTER_MS);
    worker.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    worker.send("shutdown");
  });
}

/** true once the worker listens; false if it exits first or misses the deadline. */
function startsServing(worker: Worker): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => worker.process.kill("SIGKILL"), LISTEN_DEADLINE_MS);
    const settle = (ok: boolean) => {
      clearTimeout(timer);
      resolve(ok);
    };
    worker.once("listening", () => settle(true));
    worker.once("exit", () => settle(false));
  });
}

process.on("SIGHUP", async () => {
  if (mode !== "running") return;
  mode = "restarting";
  const old = [...pool].filter(([, state]) => state !== "leaving").map(([worker]) => worker);
  console.log(`SIGHUP: replacing ${old.length} worker(s), one at a time`);
  let replaced = 0;
  for (const worker of old) {
    if (mode !== "restarting") break;
    const fresh = spawn("candidate");
    if (!(await startsServing(fresh))) {
      console.log("a new worker did not start: restart stopped, the old workers keep serving");
      break;
    }
    await retire(worker);
    replaced++;
  }
  if (mode === "restarting") mode = "running";
  console.log(`restart over: ${replaced}/${old.length} replaced`);
});

process.on("SIGTERM", async () => {
  if (mode === "stopping") return;
  mode = "stopping";
  console.log("SIGTERM: every worker drains and leaves");
  await Promise.all([...pool.keys()].map(retire));
  console.log("all workers gone; the primary exits");
  process.exit(0);
});
