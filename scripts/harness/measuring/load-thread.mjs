// One load-generator thread of runLoad({ threads }) (./load.ts): loadtest's API with this
// thread's share of the connections and requests, its answers counted by a header, and its
// event-loop utilisation over the run (how busy the generator itself was). Plain JavaScript, so
// that a worker thread runs it with no TypeScript loader. workerData: { options, countHeader }.
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import { loadTest } from "loadtest";

const { options, countHeader } = workerData;
const headerCounts = {};
let requests = 0;
let errors = 0;
const progress = setInterval(
  () => parentPort?.postMessage({ type: "progress", requests, errors }),
  250,
);
const before = performance.eventLoopUtilization();
const result = await loadTest({
  ...options,
  quiet: true,
  statusCallback: (error, answer) => {
    requests += 1;
    if (error) errors += 1;
    if (countHeader && answer) {
      const value = String(answer.headers?.[countHeader] ?? "");
      headerCounts[value] = (headerCounts[value] ?? 0) + 1;
    }
  },
});
clearInterval(progress);
const busy = performance.eventLoopUtilization(before).utilization;
// A Result is a class instance: its own fields travel, which is all Result.combine() reads.
parentPort?.postMessage({ type: "done", result: { ...result }, headerCounts, busy });
