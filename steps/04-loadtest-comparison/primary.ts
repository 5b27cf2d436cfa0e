import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

// availableParallelism() counts the CPUs this process may use; os.cpus().length counts the host's.
const cpus = availableParallelism();
console.log(`Number of CPUs is ${cpus}`);
console.log(`Primary pid=${process.pid}`);

// Without `exec`, every worker would run this file again: point the workers at the server.
cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });

for (let i = 0; i < cpus; i++) {
  cluster.fork();
}

cluster.on("exit", (worker, code, signal) => {
  console.log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking a new one`);
  cluster.fork();
});
