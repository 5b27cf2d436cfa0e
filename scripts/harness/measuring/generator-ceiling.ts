/**
 * The load generator's ceiling on this machine: how many req/s one thread of the checks'
 * generator (loadtest's API, ./load.ts) sends when the server costs next to nothing, and so how
 * many /heavy workers one thread keeps busy (./scale.ts, WORKERS_PER_GENERATOR). The trivial
 * server runs in `servers` processes of its own (node:cluster), so that it is not what limits.
 *
 * Run it alone, under the machine's load lock:
 *   node --import tsx scripts/harness/measuring/generator-ceiling.ts [--seconds 2] [--threads 1]
 */
import { fork } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { freePort } from "../processes/ports.ts";
import { heavyLoopCpuMs } from "./heavy-route.ts";
import { runLoad } from "./load.ts";
import { realCpus } from "./scale.ts";

/** What one measurement of the ceiling found. */
export interface GeneratorCeiling {
  /** req/s the generator sent to the trivial server */
  rps: number;
  /** event-loop utilisation of its busiest thread, 0–1: near 1, `rps` is the generator's ceiling */
  busy: number;
  threads: number;
  /** the /heavy loop's CPU time here, in ms (heavyLoopCpuMs) */
  loopMs: number;
  /** workers one generator thread keeps busy on /heavy: rps ÷ threads × loop ms ÷ 1000 */
  workersPerThread: number;
}

/** A cluster of `servers` processes answering "ok" on a port; prints the port once all listen. */
const SERVER = `
import cluster from "node:cluster";
import http from "node:http";
const servers = Number(process.argv[2]);
if (cluster.isPrimary) {
  let listening = 0;
  for (let i = 0; i < servers; i++) cluster.fork();
  cluster.on("listening", (_w, address) => {
    if (++listening === servers) process.send?.(address.port);
  });
} else {
  http.createServer((_req, res) => res.end("ok")).listen(Number(process.env.PORT), "127.0.0.1");
}
`;

/**
 * Measures the generator's ceiling: `seconds` of keep-alive load at `concurrency` connections
 * over `threads` generator threads against a trivial server in `servers` processes.
 */
export async function measureGeneratorCeiling(
  options: { seconds?: number; threads?: number; servers?: number; concurrency?: number } = {},
): Promise<GeneratorCeiling> {
  const threads = options.threads ?? 1;
  const servers = options.servers ?? Math.max(1, realCpus() - threads);
  const file = join(tmpdir(), `workshop-generator-ceiling-${process.pid}.mjs`);
  writeFileSync(file, SERVER);
  const port = await freePort();
  const child = fork(file, [String(servers)], { env: { ...process.env, PORT: String(port) } });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once("message", () => resolve());
      child.once("exit", (code) => reject(new Error(`the trivial server exited (${code})`)));
    });
    const url = `http://127.0.0.1:${port}/`;
    await runLoad({ url, seconds: 0.5, concurrency: options.concurrency ?? 32, threads });
    const result = await runLoad({
      url,
      seconds: options.seconds ?? 2,
      concurrency: options.concurrency ?? 32,
      threads,
    });
    const loopMs = heavyLoopCpuMs();
    return {
      rps: result.rps,
      busy: result.generatorBusy,
      threads,
      loopMs,
      workersPerThread: ((result.rps / threads) * loopMs) / 1000,
    };
  } finally {
    child.kill("SIGKILL");
    rmSync(file, { force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      seconds: { type: "string", default: "2" },
      threads: { type: "string", default: "1" },
      servers: { type: "string" },
    },
  });
  const ceiling = await measureGeneratorCeiling({
    seconds: Number(values.seconds),
    threads: Number(values.threads),
    servers: values.servers === undefined ? undefined : Number(values.servers),
  });
  console.log(
    `generator: ${ceiling.rps} req/s over ${ceiling.threads} thread(s), busiest thread ` +
      `${(ceiling.busy * 100).toFixed(0)}% busy; /heavy's loop ${ceiling.loopMs.toFixed(2)} ms: ` +
      `one thread keeps about ${ceiling.workersPerThread.toFixed(0)} workers busy`,
  );
}
