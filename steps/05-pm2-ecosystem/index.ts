import express from "express";

const app = express();
const port = Number(process.env.PORT ?? 3000);

// TODO 5 (part 1): while draining after SIGINT, answer every request with `Connection: close`
//                  (a middleware before the routes).

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
  // TODO 4: tell pm2 this instance is ready: process.send?.("ready").
});

// TODO 5 (part 2): on SIGINT (pm2's stop and reload signal), drain: stop accepting connections
//                  but keep the open ones (net.Server.prototype.close.call(server, …)), exit
//                  once they have closed, and close those still idle after about 1.5 s.
