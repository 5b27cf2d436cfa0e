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
import { currentLocale, type Locale } from "../i18n/locale.ts";
import { t } from "../i18n/translate.ts";
import { renderChart } from "./charts.ts";
import { linkPlaces, linksSupported } from "./links.ts";
import { colors as pc, terminalWidth, wrap } from "./terminal.ts";

export interface CheckpointResult {
  /** the checkpoint's name (the test's name, in English) */
  name: string;
  /** the checkpoint's name in the learner's language, as the report prints it */
  shownName?: string;
  /** the checkpoint file, relative to the workshop root */
  file: string;
  state: "passed" | "failed" | "skipped";
  figures: Figure[];
  charts: Chart[];
  /** the failure message, for a failed checkpoint */
  message?: string;
  /** a failed checkpoint's message in each language it was written in (CheckpointError) */
  messages?: Partial<Record<Locale, string>>;
  /**
   * for a failure that follows from an earlier one (a checkpoint it depends on failed in the
   * same run): the English name of that first failure, the cause; unset for a cause
   */
  causedBy?: string;
  durationMs: number;
}

/** Serialized errors as vitest hands them to reporters. */
interface ReportedError {
  name?: string;
  message?: string;
  stack?: string;
  /** a CheckpointError's message in each language */
  messages?: Partial<Record<Locale, string>>;
}

/** Error names whose message is written for the learner: printed as it is. */
const LEARNER_ERRORS = new Set(["CheckpointError", "AssertionError"]);

function describeError(error: ReportedError): string {
  if (error.name && LEARNER_ERRORS.has(error.name)) return error.message ?? "";
  return [t("report.harnessBug"), error.stack ?? `${error.name}: ${error.message}`].join("\n");
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
  /** English name of each failed checkpoint → its result */
  private readonly failed = new Map<string, CheckpointResult>();
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
    const meta = testCase.meta();
    const entry: CheckpointResult = {
      name: testCase.name,
      shownName: meta.names?.[currentLocale()] ?? testCase.name,
      file: testCase.module.relativeModuleId,
      state,
      figures: meta.figures ?? [],
      charts: meta.charts ?? [],
      message: errors.length
        ? errors.map(describeError).join("\n\n")
        : result.state === "skipped" && result.note
          ? t("report.skipped", { reason: result.note })
          : undefined,
      ...(errors.length === 1 && errors[0]?.messages ? { messages: errors[0].messages } : {}),
      durationMs: testCase.diagnostic()?.duration ?? 0,
    };
    if (entry.state === "failed") {
      const cause = (meta.dependsOn ?? [])
        .map((name) => this.failed.get(name))
        .find((earlier) => earlier !== undefined);
      if (cause) entry.causedBy = cause.causedBy ?? cause.name;
      this.failed.set(entry.name, entry);
    }
    this.results.push(entry);
    // A checkpoint not picked by --only is not worth a line; one that skipped itself says why.
    if (entry.state !== "skipped" || entry.message) this.print(entry);
  }

  onTestModuleEnd(testModule: TestModule): void {
    for (const error of testModule.errors() as ReportedError[]) {
      this.runErrors.push(describeError(error));
      this.write(
        `${pc.red(`✗ ${t("report.didNotLoad", { file: testModule.relativeModuleId })}`)}\n${wrap(indent(describeError(error), "    "), this.width)}\n`,
      );
    }
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<ReportedError>): void {
    for (const error of unhandled) {
      this.runErrors.push(describeError(error));
      this.write(
        `${pc.red(`✗ ${t("report.outsideCheckpoint")}`)}\n${wrap(indent(describeError(error), "    "), this.width)}\n`,
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
    const title = wrap(`${mark} ${entry.shownName ?? entry.name} ${seconds}`, this.width);
    const lines = [colour(mark) + title.slice(mark.length, -seconds.length) + pc.dim(seconds)];
    for (const figure of entry.figures) {
      lines.push(paint(wrap(`    ${formatFigure(figure)}`, this.width), pc.cyan));
    }
    for (const chart of entry.charts) lines.push(...renderChart(chart, this.width));
    // The same failure seen by several checkpoints differs only in numbers (a port, a pid) and
    // in the lesson section it points to.
    const key = entry.message && withoutPart(entry.message, "read").replace(/\d+/g, "#");
    const first = key ? this.printed.get(key) : undefined;
    const cause = entry.causedBy ? this.failed.get(entry.causedBy) : undefined;
    if (entry.message && cause) {
      const name = cause.shownName ?? cause.name;
      lines.push(wrap(`    ${t("report.knockOn", { name })}`, this.width));
    } else if (entry.message && first) {
      lines.push(wrap(`    ${t("report.sameFailure", { name: first })}`, this.width));
    } else if (key && entry.message) {
      this.printed.set(key, entry.shownName ?? entry.name);
      const message = linkPlaces(entry.message, this.linkBase, this.links);
      lines.push(wrap(indent(message, "    "), this.width));
    }
    this.write(`${lines.join("\n")}\n`);
  }
}
