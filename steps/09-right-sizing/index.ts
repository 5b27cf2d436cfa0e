import express from "express";

const app = express();
const port = Number(process.env.PORT ?? 3000);

/** ms to keep answering, with `Connection: close`, after SIGINT and before closing the server. */
const DRAIN_MS = 1500;
let draining = false;

// Every answer names the worker that served it, so that a client can tell who answered.
// While draining, tell every keep-alive client to close its connection after this answer, so
// that none is left reusing a socket that is about to close.
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

const server = app.listen(port, (error) => {
  if (error) {
    console.error(`Could not listen on port ${port}: ${error.message}`);
    process.exit(1);
  }
  console.log(`worker pid=${process.pid}`);
  console.log(`App listening on port ${port}`);
  // Under pm2 (wait_ready) this marks the instance online; run without pm2, there is no process.send.
  process.send?.("ready");
});

// pm2 stops or reloads an instance with SIGINT: finish what is in flight, then exit.
process.on("SIGINT", () => {
  console.log(`worker pid=${process.pid} draining for ${DRAIN_MS} ms`);
  draining = true;
  setTimeout(() => server.close(() => process.exit(0)), DRAIN_MS);
});
