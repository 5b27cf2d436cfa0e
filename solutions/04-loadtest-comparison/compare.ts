// Measures step 02's single process against step 03's cluster under the same load, with
// loadtest's programmatic API, and prints the figures, the speed-up and a bar chart.
//
//   node --import tsx compare.ts [--requests 1200] [--concurrency 200] [--no-keepalive] [--json]
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { type LoadTestOptions, type LoadTestResult, loadTest as untypedLoadTest } from "loadtest";
import { startServer } from "./servers.ts";

// loadtest 8 returns a promise when called without a callback; its bundled typings predate that.
const loadTest = untypedLoadTest as unknown as (
  options: LoadTestOptions,
) => Promise<LoadTestResult>;

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "1200" },
    concurrency: { type: "string", default: "200" },
    "no-keepalive": { type: "boolean", default: false },
    json: { type: "boolean", default: false },
  },
});
const load = {
  requests: Number(values.requests),
  concurrency: Number(values.concurrency),
  keepalive: !values["no-keepalive"],
};

/** One side's figures. Times in s, latencies in ms, throughput in req/s. */
interface Figures {
  requests: number;
  errors: number;
  totalSeconds: number;
  rps: number;
  meanLatencyMs: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
}

/** Starts `file`, loads its /heavy route, stops it, and returns loadtest's figures. */
async function measure(file: string, listeners: number): Promise<Figures> {
  const server = await startServer(file, listeners);
  try {
    const result = await loadTest({
      url: `${server.url}/heavy`,
      maxRequests: load.requests,
      concurrency: load.concurrency,
      agentKeepAlive: load.keepalive,
      quiet: true,
    });
    return {
      requests: result.totalRequests,
      errors: result.totalErrors,
      totalSeconds: result.totalTimeSeconds,
      rps: result.rps,
      meanLatencyMs: result.meanLatencyMs,
      // loadtest leaves a percentile it did not reach as `false`.
      p50Ms: Number(result.percentiles[50] || Number.NaN),
      p90Ms: Number(result.percentiles[90] || Number.NaN),
      p99Ms: Number(result.percentiles[99] || Number.NaN),
    };
  } finally {
    await server.stop();
  }
}

const single = await measure("./index.ts", 1);
const cluster = await measure("./primary.ts", availableParallelism());
const speedup = cluster.rps / single.rps;

if (values.json) {
  console.log(JSON.stringify({ load, single, cluster, speedup }));
} else {
  const row = (name: string, f: Figures) =>
    `${name.padEnd(15)} ${f.requests} requests, ${f.errors} errors, ${f.totalSeconds.toFixed(2)} s, ` +
    `${f.rps.toFixed(0)} req/s, mean ${f.meanLatencyMs.toFixed(0)} ms, ` +
    `p50 ${f.p50Ms} ms, p90 ${f.p90Ms} ms, p99 ${f.p99Ms} ms`;
  const bar = (name: string, rps: number) =>
    `${name.padEnd(15)} ${"█".repeat(Math.max(1, Math.round((40 * rps) / Math.max(single.rps, cluster.rps))))} ${rps.toFixed(0)} req/s`;
  console.log(
    `Load: ${load.requests} requests, concurrency ${load.concurrency}, keep-alive ${load.keepalive ? "on" : "off"}`,
  );
  console.log(row("single process", single));
  console.log(row("cluster", cluster));
  console.log(`speed-up: ${speedup.toFixed(2)}×`);
  console.log(bar("single process", single.rps));
  console.log(bar("cluster", cluster.rps));
}
