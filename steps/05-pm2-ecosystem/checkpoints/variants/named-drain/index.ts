import net from "node:net";
import express from "express";

const PORT = Number(process.env.PORT ?? 3000);
const DRAIN_MS = 1500;

const app = express();
const state = { draining: false };

app.use((_req, res, next) => {
  // Once draining, every answer asks the client to open its next connection elsewhere.
  if (state.draining) res.setHeader("Connection", "close");
  next();
});

app.get("/heavy", (_req, res) => {
  let total = 0;
  for (let i = 0; i < 5_000_000; i++) {
    total++;
  }
  res.send(`The result of the CPU intensive task is ${total}`);
});

const server = app.listen(PORT, (error) => {
  if (error) {
    console.error(`listen failed: ${error.message}`);
    process.exit(1);
  }
  console.log(`worker pid=${process.pid}`);
  console.log(`App listening on port ${PORT}`);
  if (process.send) {
    process.send("ready");
  }
});

function drain(signal: NodeJS.Signals): void {
  if (state.draining) return;
  state.draining = true;
  console.log(
    `${signal}: worker pid=${process.pid} stops accepting, draining up to ${DRAIN_MS} ms`,
  );
  // net.Server's close(): no new connections, the open ones stay until their clients leave.
  net.Server.prototype.close.call(server, () => {
    console.log(`worker pid=${process.pid}: last connection closed, exiting`);
    process.exit(0);
  });
  const idle = setTimeout(() => server.closeIdleConnections(), DRAIN_MS);
  idle.unref();
}

process.on("SIGINT", drain);
