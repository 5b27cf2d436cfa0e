/**
 * A vitest reporter that speaks the workshop's language: one line per checkpoint with its verdict,
 * every measured figure beside its threshold, and a failure as the learner-facing message the
 * checkpoint wrote (no stack trace). It also collects the results for the caller.
 */
import { createLogUpdate } from "log-update";
import type { UserConsoleLog } from "vitest";
import type { Reporter, TestCase, TestModule } from "vitest/node";
import { type Chart, type Figure, formatFigure } from "../harness/reporting/figures.ts";
import { formatLive, parseLive } from "../harness/reporting/live.ts";
import { withoutPart } from "../harness/reporting/messages.ts";
import { renderChart } from "./charts.ts";
import { linkPlaces, linksSupported } from "./links.ts";
import { colors as pc, terminalWidth, wrap } from "./terminal.ts";

export interface CheckpointResult {
  /** the checkpoint's name (the test's name) */
  name: string;
  /** the checkpoint file, relative to the workshop root */
  file: string;
  state: "passed" | "failed" | "skipped";
  figures: Figure[];
  charts: Chart[];
  /** the failure message, for a failed checkpoint */
  message?: string;
  durationMs: number;
}

/** Serialized errors as vitest hands them to reporters. */
interface ReportedError {
  name?: string;
  message?: string;
  stack?: string;
}

/** Error names whose message is written for the learner: printed as it is. */
const LEARNER_ERRORS = new Set(["CheckpointError", "AssertionError"]);

function describeError(error: ReportedError): string {
  if (error.name && LEARNER_ERRORS.has(error.name)) return error.message ?? "";
  return [
    "The checkpoint itself failed unexpectedly. This is a workshop bug, not your mistake;",
    "please report it with the text below.",
    error.stack ?? `${error.name}: ${error.message}`,
  ].join("\n");
}

/** Applies a colour to each line of `text` on its own, so that a line break never splits it. */
const paint = (text: string, colour: (line: string) => string) =>
  text.split("\n").map(colour).join("\n");

const indent = (text: string, by: string) =>
  text
    .split("\n")
    .map((line) => by + line)
    .join("\n");

export interface ReporterOptions {
  /** where the report goes; stdout by default */
  write?: (text: string) => void;
  /** redraw a live progress line on stdout while load runs (a terminal only) */
  live?: boolean;
  /** columns to wrap to */
  width?: number;
  /**
   * the folder checked: on stdout in a terminal with OSC 8 links, a failure's learner
   * `file:line:col` (looked up there) and lesson sections become links (./links.ts)
   */
  linkBase?: string;
}

export class CheckpointReporter implements Reporter {
  readonly results: CheckpointResult[] = [];
  /** errors outside any checkpoint (a checkpoint file that failed to load) */
  readonly runErrors: string[] = [];
  /** failure message → the first checkpoint that printed it */
  private readonly printed = new Map<string, string>();
  private readonly liveLine?: ReturnType<typeof createLogUpdate>;
  private readonly width: number;
  private readonly out: (text: string) => void;
  private readonly linkBase?: string;
  private readonly links: boolean;

  constructor(options: ReporterOptions = {}) {
    this.width = options.width ?? terminalWidth();
    this.linkBase = options.linkBase;
    this.links = !options.write && linksSupported;
    this.liveLine = options.live
      ? createLogUpdate(process.stdout, { showCursor: true })
      : undefined;
    this.out = options.write ?? ((text) => process.stdout.write(text));
  }

  private write(text: string): void {
    this.liveLine?.clear();
    this.out(text);
  }

  onUserConsoleLog(log: UserConsoleLog): void {
    const update = parseLive(log.content.trimEnd());
    if (update && this.liveLine) this.liveLine(pc.dim(formatLive(update)));
  }

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    const state = result.state === "pending" ? "skipped" : result.state;
    const errors = result.state === "failed" ? (result.errors as readonly ReportedError[]) : [];
    const entry: CheckpointResult = {
      name: testCase.name,
      file: testCase.module.relativeModuleId,
      state,
      figures: testCase.meta().figures ?? [],
      charts: testCase.meta().charts ?? [],
      message: errors.length
        ? errors.map(describeError).join("\n\n")
        : result.state === "skipped" && result.note
          ? `Skipped: ${result.note}.`
          : undefined,
      durationMs: testCase.diagnostic()?.duration ?? 0,
    };
    this.results.push(entry);
    // A checkpoint not picked by --only is not worth a line; one that skipped itself says why.
    if (entry.state !== "skipped" || entry.message) this.print(entry);
  }

  onTestModuleEnd(testModule: TestModule): void {
    for (const error of testModule.errors() as ReportedError[]) {
      this.runErrors.push(describeError(error));
      this.write(
        `${pc.red(`✗ ${testModule.relativeModuleId} did not load`)}\n${wrap(indent(describeError(error), "    "), this.width)}\n`,
      );
    }
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<ReportedError>): void {
    for (const error of unhandled) {
      this.runErrors.push(describeError(error));
      this.write(
        `${pc.red("✗ an error outside any checkpoint")}\n${wrap(indent(describeError(error), "    "), this.width)}\n`,
      );
    }
  }

  private print(entry: CheckpointResult): void {
    // A no-break space keeps "1.2 s" together when the line wraps.
    const seconds = `${(entry.durationMs / 1000).toFixed(1)}\u00a0s`;
    const [mark, colour] =
      entry.state === "passed"
        ? ["✓", pc.green]
        : entry.state === "failed"
          ? ["✗", pc.red]
          : ["-", pc.yellow];
    // Wrap the plain text first, then colour it: wrapping measures what the eye sees.
    const title = wrap(`${mark} ${entry.name} ${seconds}`, this.width);
    const lines = [colour(mark) + title.slice(mark.length, -seconds.length) + pc.dim(seconds)];
    for (const figure of entry.figures) {
      lines.push(paint(wrap(`    ${formatFigure(figure)}`, this.width), pc.cyan));
    }
    for (const chart of entry.charts) lines.push(...renderChart(chart, this.width));
    // The same failure seen by several checkpoints differs only in numbers (a port, a pid) and
    // in the lesson section it points to.
    const key = entry.message && withoutPart(entry.message, "read").replace(/\d+/g, "#");
    const first = key ? this.printed.get(key) : undefined;
    if (entry.message && first) {
      lines.push(wrap(`    The same failure as "${first}" above.`, this.width));
    } else if (key && entry.message) {
      this.printed.set(key, entry.name);
      const message = linkPlaces(entry.message, this.linkBase, this.links);
      lines.push(wrap(indent(message, "    "), this.width));
    }
    this.write(`${lines.join("\n")}\n`);
  }
}
