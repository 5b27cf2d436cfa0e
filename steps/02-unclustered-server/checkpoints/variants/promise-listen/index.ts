import http from "node:http";
import express, { type Request, type Response } from "express";

const PORT = Number.parseInt(process.env.PORT ?? "3000", 10);

function heavy(_req: Request, res: Response): void {
  let total = 0;
  for (let i = 0; i < 5_000_000; i++) {
    total++;
  }
  res.type("text/plain").send(`The result of the CPU intensive task is ${total}`);
}

const app = express();
app.get("/heavy", heavy);

const server = http.createServer(app);

// An unhandled rejection (EADDRINUSE) ends the process with its stack trace and exit code 1.
await new Promise<void>((resolve, reject) => {
  server.once("error", reject);
  server.listen(PORT, resolve);
});

const stamp = new Date().toISOString();
console.log(`${stamp} worker pid=${process.pid}`);
console.log(`${stamp} App listening on port ${PORT} (http://127.0.0.1:${PORT}/heavy)`);
