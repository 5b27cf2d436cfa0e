// Loads the single process, then the cluster, in one for loop over the two servers.
//
//   node --import tsx compare.ts [--requests 1200] [--concurrency 200] [--no-keepalive] [--json]
import os from "node:os";
import { parseArgs } from "node:util";
import { type LoadTestOptions, type LoadTestResult, loadTest as untypedLoadTest } from "loadtest";
import { startServer } from "./servers.ts";

// loadtest 8 returns a promise without a callback; its bundled typings predate that.
const loadTest = untypedLoadTest as unknown as (
  options: LoadTestOptions,
) => Promise<LoadTestResult>;

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: true,
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

const servers = [
  { side: "single", label: "one process", file: "./index.ts", listeners: 1 },
  { side: "cluster", label: "cluster", file: "./primary.ts", listeners: os.availableParallelism() },
] as const;

const results: Partial<Record<"single" | "cluster", Figures>> = {};

for (const { side, file, listeners } of servers) {
  const server = await startServer(file, listeners);
  try {
    const r = await loadTest({
      url: `${server.url}/heavy`,
      maxRequests: load.requests,
      concurrency: load.concurrency,
      agentKeepAlive: load.keepalive,
      quiet: true,
    });
    results[side] = {
      requests: r.totalRequests,
      errors: r.totalErrors,
      totalSeconds: r.totalTimeSeconds,
      rps: r.rps,
      meanLatencyMs: r.meanLatencyMs,
      p50Ms: Number(r.percentiles[50] || Number.NaN),
      p90Ms: Number(r.percentiles[90] || Number.NaN),
      p99Ms: Number(r.percentiles[99] || Number.NaN),
    };
  } finally {
    await server.stop();
  }
}

const { single, cluster } = results;
if (!single || !cluster) throw new Error("a side was not measured");
const speedup = cluster.rps / single.rps;

if (values.json) {
  console.log(JSON.stringify({ load, single, cluster, speedup }));
  process.exit(0);
}

console.log(
  `Load: ${load.requests} requests, concurrency ${load.concurrency}, keep-alive ${load.keepalive ? "on" : "off"}`,
);
for (const { side, label } of servers) {
  const f = results[side];
  if (!f) continue;
  console.log(
    `${label}: ${f.requests} requests, ${f.errors} errors in ${f.totalSeconds.toFixed(1)} s -> ` +
      `${f.rps} req/s (latency mean ${Math.round(f.meanLatencyMs)} ms, p50 ${f.p50Ms} ms, p90 ${f.p90Ms} ms, p99 ${f.p99Ms} ms)`,
  );
}
console.log(`Speed-up: ${speedup.toFixed(2)}x`);
const top = Math.max(single.rps, cluster.rps);
for (const { side, label } of servers) {
  const rps = results[side]?.rps ?? 0;
  const width = Math.max(1, Math.round((rps / top) * 40));
  console.log(`${label.padEnd(12)}${"█".repeat(width)} ${rps} req/s`);
}
