// The room's chart, drawn in a worker thread (./chart-renderer.ts): vega's rendering of a full
// room takes about half a second of CPU, which would otherwise stop the room's server from
// answering meanwhile. A worker does not inherit the main thread's module hooks, so it registers
// tsx's itself to load ./chart.ts. https://tsx.is/dev-api/register-esm
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { speedupSvg } = await import("./chart.ts");

parentPort?.on("message", async ({ id, view }) => {
  try {
    parentPort?.postMessage({ id, svg: await speedupSvg(view) });
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
parentPort?.postMessage({ ready: true });
