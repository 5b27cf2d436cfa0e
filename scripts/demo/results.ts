/**
 * Where the demo keeps what it measured: `.workshop/demo/results.json` (every part's last run,
 * with when and on what machine), one SVG per part in `.workshop/demo/charts/` (which
 * `npm run slides` embeds) and the self-contained `.workshop/demo/report.html`. A part run alone
 * replaces its own entry and keeps the others'.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/**
 * The results kept so far; empty when the demo never ran here, or when the file is damaged (it
 * is then replaced at the next write, and the charts of the parts it lost are removed).
 */
export function readResults(): Results {
  if (!existsSync(RESULTS_FILE)) return {};
  try {
    const results: unknown = JSON.parse(readFileSync(RESULTS_FILE, "utf8"));
    if (results && typeof results === "object" && !Array.isArray(results))
      return results as Results;
  } catch {
    // damaged: start afresh, as below
  }
  console.warn(`${RESULTS_FILE} is damaged: the demo starts its results afresh.`);
  return {};
}

/**
 * Writes the results and the charts given (`charts/<part>.svg`), and removes the charts of parts
 * the results do not hold, so that the slides never show a chart the report does not explain.
 */
export function writeResults(results: Results, charts: Record<string, string>): void {
  mkdirSync(CHARTS_DIR, { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  for (const [name, svg] of Object.entries(charts)) {
    writeFileSync(join(CHARTS_DIR, `${name}.svg`), svg);
  }
  for (const file of readdirSync(CHARTS_DIR)) {
    if (file.endsWith(".svg") && !(file.slice(0, -4) in results)) rmSync(join(CHARTS_DIR, file));
  }
}

/** The path of a part's chart, whether or not it exists yet. */
export const chartFile = (part: string) => join(CHARTS_DIR, `${part}.svg`);
