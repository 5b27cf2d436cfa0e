// Small helpers, each doing one thing: options, one measurement, figures, report.
//
//   node --import tsx compare.ts [--requests 1200] [--concurrency 200] [--no-keepalive] [--json]
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { type LoadTestOptions, type LoadTestResult, loadTest as untypedLoadTest } from "loadtest";
import { startServer } from "./servers.ts";

// The typings shipped with loadtest 8 describe the old callback API; it returns a promise.
const loadTest = untypedLoadTest as unknown as (
  options: LoadTestOptions,
) => Promise<LoadTestResult>;

interface Load {
  requests: number;
  concurrency: number;
  keepalive: boolean;
}

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

function readOptions(): { load: Load; json: boolean } {
  const { values } = parseArgs({
    options: {
      requests: { type: "string", default: "1200" },
      concurrency: { type: "string", default: "200" },
      "no-keepalive": { type: "boolean", default: false },
      json: { type: "boolean", default: false },
    },
  });
  return {
    load: {
      requests: Number(values.requests),
      concurrency: Number(values.concurrency),
      keepalive: !values["no-keepalive"],
    },
    json: values.json,
  };
}

/** A percentile loadtest did not reach is `false`: NaN says it is missing. */
const percentile = (result: LoadTestResult, p: number) =>
  Number(result.percentiles[p] || Number.NaN);

function figuresOf(result: LoadTestResult): Figures {
  return {
    requests: result.totalRequests,
    errors: result.totalErrors,
    totalSeconds: result.totalTimeSeconds,
    rps: result.rps,
    meanLatencyMs: result.meanLatencyMs,
    p50Ms: percentile(result, 50),
    p90Ms: percentile(result, 90),
    p99Ms: percentile(result, 99),
  };
}

async function measure(file: string, listeners: number, load: Load): Promise<Figures> {
  const server = await startServer(file, listeners);
  return loadTest({
    url: new URL("/heavy", server.url).href,
    maxRequests: load.requests,
    concurrency: load.concurrency,
    agentKeepAlive: load.keepalive,
    quiet: true,
  })
    .then(figuresOf)
    .finally(() => server.stop());
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

function line(name: string, f: Figures): string {
  return [
    name.padEnd(10),
    `${f.requests} requests`,
    `${f.errors} errors`,
    `${f.totalSeconds.toFixed(2)} s`,
    `${f.rps.toFixed(1)} req/s`,
    `mean ${ms(f.meanLatencyMs)}`,
    `p50 ${ms(f.p50Ms)}`,
    `p90 ${ms(f.p90Ms)}`,
    `p99 ${ms(f.p99Ms)}`,
  ].join("  ");
}

function bar(name: string, rps: number, maxRps: number): string {
  const length = Math.max(1, Math.round((40 * rps) / maxRps));
  return `${name.padEnd(10)}  ${"█".repeat(length)} ${rps.toFixed(0)} req/s`;
}

async function main(): Promise<void> {
  const { load, json } = readOptions();
  const single = await measure("./index.ts", 1, load);
  const cluster = await measure("./primary.ts", availableParallelism(), load);
  const speedup = cluster.rps / single.rps;
  if (json) {
    console.log(JSON.stringify({ load, single, cluster, speedup }));
    return;
  }
  const maxRps = Math.max(single.rps, cluster.rps);
  console.log(
    `load       ${load.requests} requests, concurrency ${load.concurrency}, keep-alive ${load.keepalive ? "on" : "off"}`,
  );
  console.log(line("single", single));
  console.log(line("cluster", cluster));
  console.log(`speed-up   ${speedup.toFixed(2)}× (cluster req/s ÷ single req/s)`);
  console.log(bar("single", single.rps, maxRps));
  console.log(bar("cluster", cluster.rps, maxRps));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
