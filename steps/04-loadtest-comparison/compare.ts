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
    // TODO 1: add the tutorial's load as options with defaults, all three overridable:
    //         --requests "1200", --concurrency "200", and a --no-keepalive flag.
    json: { type: "boolean", default: false },
  },
});

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
  // TODO 2: start the server with startServer(file, listeners); run loadTest against its
  //         /heavy route with the load above (maxRequests, concurrency, agentKeepAlive, quiet);
  //         return its figures (totalRequests, totalErrors, totalTimeSeconds, rps,
  //         meanLatencyMs, percentiles[50], [90], [99]).
  // TODO 3: stop the server whatever happens: await server.stop() in a finally block.
  throw new Error(`TODO: measure ${file} with ${listeners} listener(s)`);
}

// TODO 4: measure "./index.ts" (1 listener), then "./primary.ts" (availableParallelism()
//         listeners), one after the other, and compute the speed-up (cluster rps ÷ single rps).
// TODO 5: with --json, print JSON.stringify({ load, single, cluster, speedup }) on one line;
//         otherwise a report: a line per side, `speed-up: <x>×`, and a bar of █ per side.
