/**
 * What reached the servers a learner's script started (a compare.ts starts its own), seen
 * from outside through ../processes/loader/traffic-probe.mjs: connections and requests per
 * process, on which port, and when the first and last request came; and what the script asked
 * loadtest for and what loadtest answered (../processes/loader/loadtest-double.mjs). Lets a
 * checkpoint tell how the script measured (one server after the other? keep-alive really on?
 * loadtest's figures reported unchanged?) rather than trust what it reports.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PROCESS_REGISTRY_ENV, workshopRoot } from "../paths.ts";
import { temporaryFolder } from "../processes/cleanup.ts";

/** One server process's traffic. Times are Date.now() ms; 0 when no request came. */
export interface ProcessTraffic {
  pid: number;
  /** a cluster worker (else a single process) */
  worker: boolean;
  /** the file it runs (process.argv[1]) */
  entry: string;
  /** the local ports its connections came in on */
  ports: number[];
  /** in a cluster's primary: when each worker began to listen (Date.now() ms), on which port */
  listening: { at: number; port: number }[];
  connections: number;
  requests: number;
  firstRequestAt: number;
  lastRequestAt: number;
}

/** One side (the single process, or all the cluster's workers together). */
export interface SideTraffic {
  /** the ports it was loaded on */
  ports: number[];
  connections: number;
  requests: number;
  /** the first and the last request of the side, Date.now() ms */
  from: number;
  to: number;
}

/**
 * One call of loadtest's loadTest by the script, once settled. Times are Date.now() ms; the
 * options as the script passed them (a number may come as a string).
 */
export interface LoadtestCall {
  url?: string;
  maxRequests?: unknown;
  maxSeconds?: unknown;
  concurrency?: unknown;
  agentKeepAlive?: unknown;
  startedAt: number;
  endedAt: number;
  /** loadtest's result (loadtest 8, doc/api.md · "Result"); a percentile never reached is false */
  result?: {
    totalRequests: number;
    totalErrors: number;
    totalTimeSeconds: number;
    rps: number;
    meanLatencyMs: number;
    percentiles: Record<string, number | false>;
  };
  /** the message of the error it failed with */
  error?: string;
}

/**
 * What answers the script's loadTest calls: loadtest itself, or no load at all and at once a
 * failure (`reject`) or a result whose percentiles[99] is `false` (`no-p99`).
 */
export type LoadtestDouble = "real" | "reject" | "no-p99";

/** `--import` of one of ../processes/loader's preloads. */
const preload = (name: string) =>
  `--import ${pathToFileURL(join(workshopRoot, "scripts/harness/processes/loader", name)).href}`;

/** The port of a URL the script loaded (0 when it has none, or is no URL). */
export function portOf(url: string | undefined): number {
  try {
    return Number(new URL(url ?? "").port) || 0;
  } catch {
    return 0;
  }
}

/**
 * A probe for the servers a script starts and its loadtest calls: hand `env` to the script (its
 * servers inherit it), then `read()` what they served and `calls()` what loadtest was asked and
 * answered. The folder is removed after the checkpoint file's last checkpoint.
 *
 * @param options.loadtest what answers the script's loadTest calls (default: loadtest itself)
 * @param options.lateWorkerMs make the second worker of every cluster the script starts this many
 *   ms late (../processes/loader/late-worker.mjs)
 */
export function trafficProbe(options: { loadtest?: LoadtestDouble; lateWorkerMs?: number } = {}): {
  env: Record<string, string>;
  read: () => ProcessTraffic[];
  calls: () => LoadtestCall[];
} {
  const dir = temporaryFolder("workshop-traffic-", "file");
  const callsFile = join(dir, "loadtest-calls.jsonl");
  const nodeOptions = [
    process.env.NODE_OPTIONS,
    preload("traffic-probe.mjs"),
    preload("loadtest-spy.mjs"),
    ...(options.lateWorkerMs ? [preload("late-worker.mjs")] : []),
  ]
    .filter(Boolean)
    .join(" ");
  return {
    env: {
      WORKSHOP_TRAFFIC_DIR: dir,
      WORKSHOP_LOADTEST_CALLS: callsFile,
      WORKSHOP_LOADTEST_DOUBLE: options.loadtest ?? "real",
      WORKSHOP_LATE_WORKER_MS: String(options.lateWorkerMs ?? 0),
      // The probe registers the script's servers with the check (a learner's program gets no
      // WORKSHOP_ variable of the harness's otherwise: ../processes/launch.ts).
      ...(process.env[PROCESS_REGISTRY_ENV]
        ? { [PROCESS_REGISTRY_ENV]: process.env[PROCESS_REGISTRY_ENV] }
        : {}),
      NODE_OPTIONS: nodeOptions,
    },
    read: () =>
      readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        // Whole records only: the probe renames each over the last one.
        .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as ProcessTraffic),
    calls: () =>
      existsSync(callsFile)
        ? readFileSync(callsFile, "utf8")
            .split("\n")
            .filter(Boolean)
            .map((line) => JSON.parse(line) as LoadtestCall)
        : [],
  };
}

/** Adds up the processes of one side; undefined when none of them served a request. */
export function sideTraffic(processes: readonly ProcessTraffic[]): SideTraffic | undefined {
  const served = processes.filter((p) => p.requests > 0);
  if (served.length === 0) return undefined;
  return {
    ports: [...new Set(served.flatMap((p) => p.ports))],
    connections: served.reduce((sum, p) => sum + p.connections, 0),
    requests: served.reduce((sum, p) => sum + p.requests, 0),
    from: Math.min(...served.map((p) => p.firstRequestAt)),
    to: Math.max(...served.map((p) => p.lastRequestAt)),
  };
}

/**
 * How long two sides were both being loaded, in ms: the overlap of their first-to-last-request
 * spans (0 when one came after the other).
 */
export function overlapMs(a: SideTraffic, b: SideTraffic): number {
  return Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from));
}
