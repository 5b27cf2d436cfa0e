import cluster from "node:cluster";
import { availableParallelism } from "node:os";

// This file is the primary: it serves nothing itself, it starts and looks after the workers.
// index.ts beside it is step 02's server, unchanged: each worker runs it.

// TODO 1: print the number of CPUs this process may use (`Number of CPUs is <n>`) and
//         `Primary pid=<process.pid>`.

// TODO 2: point the workers at index.ts with cluster.setupPrimary({ exec: <absolute path> }).
//         Hint: fileURLToPath(new URL("./index.ts", import.meta.url)) from "node:url".

// TODO 3: fork one worker per CPU with cluster.fork().

// TODO 4: when a worker exits (cluster.on("exit", …)), print which one died and fork a new one.
