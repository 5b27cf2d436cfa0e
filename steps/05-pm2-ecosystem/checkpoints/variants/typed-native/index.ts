import net from "node:net";
import express, { type NextFunction, type Request, type Response } from "express";

const app = express();
const port: number = Number(process.env.PORT ?? 3000);

/** ms after SIGINT to wait for open connections before closing those still idle. */
const DRAIN_MS: number = 1500;
let draining: boolean = false;

// While draining, tell every keep-alive client to close its connection after this answer, so
// that none is left reusing a socket that is about to close.
app.use((_req: Request, res: Response, next: NextFunction): void => {
  if (draining) res.set("Connection", "close");
  next();
});

app.get("/heavy", (_req: Request, res: Response): void => {
  let total: number = 0;
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

// pm2 stops or reloads an instance with SIGINT: stop taking connections, answer what still comes
// on the open ones with `Connection: close`, and exit once the last of them has closed.
process.on("SIGINT", () => {
  console.log(`worker pid=${process.pid} draining for at most ${DRAIN_MS} ms`);
  draining = true;
  // net.Server's close() stops accepting and keeps the open connections. http's server.close()
  // would also drop the idle ones at once (and, on Node 26, those that have not sent a request
  // yet): a client that is sending on one of them right then gets ECONNRESET.
  net.Server.prototype.close.call(server, () => process.exit(0));
  // A client that went quiet keeps its connection: close whatever is still idle after the drain.
  setTimeout(() => server.closeIdleConnections(), DRAIN_MS).unref();
});
