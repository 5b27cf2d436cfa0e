// Typed throughout: Node.js strips the types itself (22.6 and later), no tsx in node_args.
import net from "node:net";
import express, { type NextFunction, type Request, type Response } from "express";

const app = express();
const port: number = Number(process.env.PORT ?? 3000);
const DRAIN_MS: number = 1500;
let draining: boolean = false;

app.use((_req: Request, res: Response, next: NextFunction): void => {
  if (draining) res.set("Connection", "close");
  next();
});

app.get("/heavy", (_req: Request, res: Response): void => {
  let total: number = 0;
  while (total < 5_000_000) total++;
  res.send(`The result of the CPU intensive task is ${total}`);
});

const server = app.listen(port, (error?: Error): void => {
  if (error) {
    console.error(`listen failed: ${error.message}`);
    process.exit(1);
  }
  console.log(`worker pid=${process.pid}`);
  console.log(`App listening on port ${port}`);
  process.send?.("ready");
});

function drain(): void {
  draining = true;
  console.log(`pid ${process.pid}: draining`);
  net.Server.prototype.close.call(server, (): never => process.exit(0));
  setTimeout((): void => server.closeIdleConnections(), DRAIN_MS).unref();
}

process.on("SIGINT", drain);
