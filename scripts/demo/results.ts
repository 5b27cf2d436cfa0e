/**
 * Where the demo keeps what it measured: `.workshop/demo/results.json` (every part's last run,
 * with when and on what machine), one SVG per part in `.workshop/demo/charts/` (which
 * `npm run slides` embeds) and the self-contained `.workshop/demo/report.html`. A part run alone
 * replaces its own entry and keeps the others'.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { workshopRoot } from "../harness/paths.ts";
import type { Machine } from "./machine.ts";

export const DEMO_DIR = join(workshopRoot, ".workshop/demo");
export const CHARTS_DIR = join(DEMO_DIR, "charts");
const RESULTS_FILE = join(DEMO_DIR, "results.json");

/** One part's last run. */
export interface PartRecord {
  /** ISO date and time the part finished */
  measuredAt: string;
  /** how long the part took, in s */
  seconds: number;
  machine: Machine;
  summary: string[];
  result: unknown;
}

export type Results = Record<string, PartRecord>;

/** The results kept so far; empty when the demo never ran here. */
export function readResults(): Results {
  if (!existsSync(RESULTS_FILE)) return {};
  try {
    return JSON.parse(readFileSync(RESULTS_FILE, "utf8")) as Results;
  } catch {
    return {};
  }
}

/** Writes the results and the charts (`charts/<part>.svg`). */
export function writeResults(results: Results, charts: Record<string, string>): void {
  mkdirSync(CHARTS_DIR, { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  for (const [name, svg] of Object.entries(charts)) {
    writeFileSync(join(CHARTS_DIR, `${name}.svg`), svg);
  }
}

/** The path of a part's chart, whether or not it exists yet. */
export const chartFile = (part: string) => join(CHARTS_DIR, `${part}.svg`);
