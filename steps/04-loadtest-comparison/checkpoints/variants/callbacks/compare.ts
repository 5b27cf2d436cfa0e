// The comparison written with callbacks and .then(), without async/await.
//
//   node --import tsx compare.ts [--requests 1200] [--concurrency 200] [--no-keepalive] [--json]
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { type LoadTestResult, loadTest } from "loadtest";
import { startServer } from "./servers.ts";

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

type Done = (error: Error | null, figures?: Figures) => void;

/** Starts `file`, loads it with loadtest's callback API, stops it, then calls `done`. */
function measure(file: string, listeners: number, done: Done): void {
  startServer(file, listeners).then(
    (server) => {
      const options = {
        url: `${server.url}/heavy`,
        maxRequests: load.requests,
        concurrency: load.concurrency,
        agentKeepAlive: load.keepalive,
        quiet: true,
      };
      loadTest(options, (error: Error | null, result: LoadTestResult) => {
        // Stop the server whether the test failed or not, and only then report.
        server.stop().then(
          () => {
            if (error) return done(error);
            done(null, {
              requests: result.totalRequests,
              errors: result.totalErrors,
              totalSeconds: result.totalTimeSeconds,
              rps: result.rps,
              meanLatencyMs: result.meanLatencyMs,
              p50Ms: Number(result.percentiles[50] || Number.NaN),
              p90Ms: Number(result.percentiles[90] || Number.NaN),
              p99Ms: Number(result.percentiles[99] || Number.NaN),
            });
          },
          (stopError: Error) => done(stopError),
        );
      });
    },
    (startError: Error) => done(startError),
  );
}

function fail(error: Error): void {
  console.error(error);
  process.exitCode = 1;
}

function report(single: Figures, cluster: Figures): void {
  const speedup = cluster.rps / single.rps;
  if (values.json) {
    console.log(JSON.stringify({ load, single, cluster, speedup }));
    return;
  }
  const max = Math.max(single.rps, cluster.rps);
  const keepalive = load.keepalive ? "keep-alive" : "no keep-alive";
  console.log(`${load.requests} requests per side, ${load.concurrency} at a time, ${keepalive}`);
  for (const [name, f] of [
    ["single", single],
    ["cluster", cluster],
  ] as const) {
    console.log(
      `  ${name.padEnd(8)} ${f.requests} requests | errors ${f.errors} | ${f.totalSeconds} s | ` +
        `${f.rps} req/s | mean ${f.meanLatencyMs.toFixed(1)} ms | p50 ${f.p50Ms} | p90 ${f.p90Ms} | p99 ${f.p99Ms} ms`,
    );
  }
  console.log(`  speed-up ${speedup.toFixed(2)}×`);
  for (const [name, rps] of [
    ["single", single.rps],
    ["cluster", cluster.rps],
  ] as const) {
    console.log(
      `  ${name.padEnd(8)} ${"█".repeat(Math.max(1, Math.round((40 * rps) / max)))} ${rps}`,
    );
  }
}

measure("./index.ts", 1, (singleError, single) => {
  if (singleError || !single) return fail(singleError ?? new Error("no figures"));
  measure("./primary.ts", availableParallelism(), (clusterError, cluster) => {
    if (clusterError || !cluster) return fail(clusterError ?? new Error("no figures"));
    report(single, cluster);
  });
});
