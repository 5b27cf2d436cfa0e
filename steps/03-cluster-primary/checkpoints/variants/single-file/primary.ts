// The Node.js docs' cluster example: one file, a primary branch and a worker branch.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import process from "node:process";
import express from "express";

const numCPUs = availableParallelism();

if (cluster.isPrimary) {
  console.log(`Number of CPUs is ${numCPUs}`);
  console.log(`Primary pid=${process.pid}`);

  for (let i = 0; i < numCPUs; i++) {
    cluster.fork();
  }

  cluster.on("exit", (worker, code, signal) => {
    console.log(`worker ${worker.process.pid} died (${signal || code}); restarting`);
    cluster.fork();
  });
} else {
  const app = express();
  const port = Number(process.env.PORT ?? 3000);

  app.get("/heavy", (_req, res) => {
    let total = 0;
    for (let i = 0; i < 5_000_000; i++) {
      total++;
    }
    res.send(`The result of the CPU intensive task is ${total}\n`);
  });

  app.listen(port, (error) => {
    if (error) {
      console.error(error.message);
      process.exit(1);
    }
    console.log(`worker pid=${process.pid}`);
    console.log(`App listening on port ${port}`);
  });
}
