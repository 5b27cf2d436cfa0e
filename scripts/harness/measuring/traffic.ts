/**
 * What reached the servers a learner's script started (a compare.ts starts its own), seen
 * from outside through ../processes/loader/traffic-probe.mjs: connections and requests per
 * process, and when the first and last request came. Lets a checkpoint tell how the script
 * measured (one server after the other? keep-alive really on?) rather than trust what it reports.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { workshopRoot } from "../paths.ts";
import { deferCleanup } from "../processes/cleanup.ts";

/** One server process's traffic. Times are Date.now() ms; 0 when no request came. */
export interface ProcessTraffic {
  pid: number;
  /** a cluster worker (else a single process) */
  worker: boolean;
  /** the file it runs (process.argv[1]) */
  entry: string;
  connections: number;
  requests: number;
  firstRequestAt: number;
  lastRequestAt: number;
}

/** One side (the single process, or all the cluster's workers together). */
export interface SideTraffic {
  connections: number;
  requests: number;
  /** the first and the last request of the side, Date.now() ms */
  from: number;
  to: number;
}

const probeUrl = pathToFileURL(
  join(workshopRoot, "scripts/harness/processes/loader/traffic-probe.mjs"),
).href;

/**
 * A probe for the servers a script starts: hand `env` to the script (its servers inherit it),
 * then `read()` what they served. The folder is removed after the checkpoint file's last checkpoint.
 */
export function trafficProbe(): { env: Record<string, string>; read: () => ProcessTraffic[] } {
  const dir = mkdtempSync(join(tmpdir(), "workshop-traffic-"));
  deferCleanup(async () => rmSync(dir, { recursive: true, force: true }), "file");
  const nodeOptions = [process.env.NODE_OPTIONS, `--import ${probeUrl}`].filter(Boolean).join(" ");
  return {
    env: { WORKSHOP_TRAFFIC_DIR: dir, NODE_OPTIONS: nodeOptions },
    read: () =>
      readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        // Whole records only: the probe renames each over the last one.
        .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as ProcessTraffic),
  };
}

/** Adds up the processes of one side; undefined when none of them served a request. */
export function sideTraffic(processes: readonly ProcessTraffic[]): SideTraffic | undefined {
  const served = processes.filter((p) => p.requests > 0);
  if (served.length === 0) return undefined;
  return {
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
