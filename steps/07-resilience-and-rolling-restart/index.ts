import cluster from "node:cluster";
import net from "node:net";
import express from "express";

// Given: the worker of steps 05-06, plus what step 07 tests its primary with. Leave it as it is.

// A deploy with a bug, simulated: BROKEN_DEPLOY=1 makes every worker die at start-up.
if (process.env.BROKEN_DEPLOY === "1") {
  throw new Error("BROKEN_DEPLOY=1: this version of the app cannot start");
}

const app = express();
const port = Number(process.env.PORT ?? 3000);

/** ms to wait for open connections before closing those still idle, when leaving. */
const DRAIN_MS = 1500;
let draining = false;

app.use((_req, res, next) => {
  res.set("X-Worker-Pid", String(process.pid));
  if (draining) res.set("Connection", "close");
  next();
});

app.get("/heavy", (_req, res) => {
  let total = 0;
  for (let i = 0; i < 5_000_000; i++) {
    total++;
  }
  res.send(`The result of the CPU intensive task is ${total}`);
});

// A request that takes a while without using the CPU (a slow database, say): GET /slow?ms=1500.
app.get("/slow", (req, res) => {
  const ms = Math.min(10_000, Math.max(0, Number(req.query.ms) || 1000));
  setTimeout(() => res.send(`slept ${ms} ms`), ms);
});

const server = app.listen(port, (error) => {
  if (error) {
    console.error(`Could not listen on port ${port}: ${error.message}`);
    process.exit(1);
  }
  console.log(`App listening on port ${port} (worker pid=${process.pid})`);
});

/**
 * Leaves gracefully: stops accepting connections at once (the primary hands new ones to other
 * workers), answers what still comes on the open ones with `Connection: close`, so that keep-alive
 * clients move to other workers, and leaves once the last connection has closed; whatever is still
 * idle after DRAIN_MS (a client that went quiet) is closed then. net.Server's close() keeps the
 * open connections; http's server.close() would also drop the idle ones at once (and, on Node 26,
 * those that have not sent a request yet), and a client sending on one right then gets
 * ECONNRESET. In a cluster, `disconnect()` tells the primary this exit was planned
 * (`worker.exitedAfterDisconnect`).
 */
function leave(reason: string): void {
  if (draining) return;
  draining = true;
  console.log(`worker pid=${process.pid} draining for at most ${DRAIN_MS} ms (${reason})`);
  net.Server.prototype.close.call(server, () => {
    if (cluster.worker) cluster.worker.disconnect();
    else process.exit(0);
  });
  setTimeout(() => server.closeIdleConnections(), DRAIN_MS).unref();
}

// The primary asks a worker to leave with worker.send("shutdown"); a terminal or pm2 with a signal.
process.on("message", (message) => {
  if (message === "shutdown") leave("shutdown message");
});
process.on("SIGINT", () => leave("SIGINT"));
process.on("SIGTERM", () => leave("SIGTERM"));
