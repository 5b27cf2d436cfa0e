import { once } from "node:events";
import process from "node:process";
import express from "express";

const app = express();
const port = Number(process.env.PORT ?? 3000);

app.get("/heavy", (_req, res) => {
  let total = 0;
  for (let i = 0; i < 5_000_000; i++) total += 1;
  res.send(`The result of the CPU intensive task is ${total}`);
});

// Without a callback, Express 5's listen() leaves the error to the server's "error" event,
// which makes events.once() reject.
const server = app.listen(port);
try {
  await once(server, "listening");
} catch (error) {
  console.error(`cannot listen on port ${port}:`, error);
  process.exit(1);
}
console.log(`worker pid=${process.pid}`);
console.log(`App listening on port ${port}`);
