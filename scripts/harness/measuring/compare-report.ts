/**
 * The machine-readable report of a learner's compare.ts (`--json`), the script that load-tests one
 * process and a cluster at the tutorial's load, and how the checkpoints read it.
 * Field names follow loadtest's result (node_modules/loadtest/doc/api.md · "Result").
 */
import { t } from "../../i18n/translate.ts";

/** The tutorial's load: `loadtest -n 1200 -c 200 -k`. */
export const TUTORIAL_LOAD = { requests: 1200, concurrency: 200, keepalive: true } as const;

/**
 * How far compare.ts's figures may stray from the harness's own measurement of the same servers,
 * as a factor either way. The two measure at different concurrency and moments on a noisy machine
 * (one window's req/s swings ±30% here), so the bands are wide; a made-up or mixed-up figure
 * (the cluster's req/s reported for both, a typed-in 1000 req/s) still falls outside them.
 */
export const AGREEMENT = { rps: 1.6, speedup: 1.5 } as const;

/** The names of one side's figures, each a number. */
const SIDE_FIELDS = [
  "requests",
  "errors",
  "totalSeconds",
  "rps",
  "meanLatencyMs",
  "p50Ms",
  "p90Ms",
  "p99Ms",
] as const;

/** One side's figures. Times in s, latencies in ms, throughput in req/s. */
export type SideFigures = Record<(typeof SIDE_FIELDS)[number], number>;

export interface CompareReport {
  load: { requests: number; concurrency: number; keepalive: boolean };
  single: SideFigures;
  cluster: SideFigures;
  /** cluster req/s ÷ single req/s */
  speedup: number;
}

/** What is wrong with a report, each problem written in the language it is called under. */
function problemsOf(value: unknown): (() => string)[] {
  const report = value as Partial<Record<keyof CompareReport, Record<string, unknown>>> & {
    speedup?: unknown;
  };
  const problems: (() => string)[] = [];
  if (typeof report.load !== "object") problems.push(() => t("report.noObject", { side: "load" }));
  for (const side of ["single", "cluster"] as const) {
    const figures = report[side];
    if (typeof figures !== "object" || figures === null) {
      problems.push(() => t("report.noObject", { side }));
      continue;
    }
    const bad = SIDE_FIELDS.filter(
      (field) => typeof figures[field] !== "number" || Number.isNaN(figures[field]),
    );
    const fields = bad.map((field) => `"${field}"`).join(", ");
    if (bad.length) problems.push(() => t("report.lacksNumbers", { side, fields }));
  }
  if (typeof report.speedup !== "number") {
    const near = Object.keys(report).filter(
      (key) => key !== "speedup" && key.toLowerCase().replace(/[^a-z]/g, "") === "speedup",
    );
    const keys = near
      .map((key) => `"${key}": ${JSON.stringify((report as Record<string, unknown>)[key])}`)
      .join(", ");
    const { speedup } = report;
    problems.push(() =>
      near.length
        ? t("report.notNumberInstead", { keys })
        : "speedup" in report
          ? t("report.notNumberIs", { value: JSON.stringify(speedup), type: typeof speedup })
          : t("report.notNumber"),
    );
  }
  return problems;
}

/**
 * The last of a program's output lines that parses as a JSON object, whatever its fields.
 *
 * @returns the parsed object, or undefined when no line is one
 */
export function lastJsonObject(lines: readonly string[]): Record<string, unknown> | undefined {
  for (const line of [...lines].reverse()) {
    const trimmed = line.trim();
    if (!trimmed.startsWith("{")) continue;
    try {
      return JSON.parse(trimmed) as Record<string, unknown>;
    } catch {
      // not JSON after all: the line above, then
    }
  }
  return undefined;
}

/**
 * Finds the JSON report among a program's output lines (the last line that parses as an object).
 *
 * @returns the report, or a `problem` saying what is missing or malformed, written in the language
 *   it is read under (read it inside a CheckpointError's function to have it in every language)
 */
export function parseReport(
  lines: readonly string[],
): { report: CompareReport } | { problem: string } {
  const value = lastJsonObject(lines);
  if (value === undefined) {
    return {
      get problem() {
        return t("report.noJson");
      },
    };
  }
  const problems = problemsOf(value);
  if (problems.length === 0) return { report: value as unknown as CompareReport };
  return {
    get problem() {
      return t("report.inLine", { problems: problems.map((problem) => problem()).join("; ") });
    },
  };
}
