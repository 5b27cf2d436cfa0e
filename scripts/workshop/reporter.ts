/**
 * A vitest reporter that speaks the workshop's language: one line per checkpoint with its verdict,
 * every measured figure beside its threshold, and a failure as the learner-facing message the
 * checkpoint wrote (no stack trace). It also collects the results for the caller.
 */
import pc from "picocolors";
import type { Reporter, TestCase, TestModule } from "vitest/node";
import { type Figure, formatFigure } from "../harness/figures.ts";

export interface CheckpointResult {
  /** the checkpoint's name (the test's name) */
  name: string;
  /** the checkpoint file, relative to the workshop root */
  file: string;
  state: "passed" | "failed" | "skipped";
  figures: Figure[];
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

const indent = (text: string, by: string) =>
  text
    .split("\n")
    .map((line) => by + line)
    .join("\n");

export class CheckpointReporter implements Reporter {
  readonly results: CheckpointResult[] = [];
  /** errors outside any checkpoint (a checkpoint file that failed to load) */
  readonly runErrors: string[] = [];
  /** failure message → the first checkpoint that printed it */
  private readonly printed = new Map<string, string>();

  constructor(private readonly write: (text: string) => void = (t) => process.stdout.write(t)) {}

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    const state = result.state === "pending" ? "skipped" : result.state;
    const errors = result.state === "failed" ? (result.errors as readonly ReportedError[]) : [];
    const entry: CheckpointResult = {
      name: testCase.name,
      file: testCase.module.relativeModuleId,
      state,
      figures: testCase.meta().figures ?? [],
      message: errors.length ? errors.map(describeError).join("\n\n") : undefined,
      durationMs: testCase.diagnostic()?.duration ?? 0,
    };
    this.results.push(entry);
    this.print(entry);
  }

  onTestModuleEnd(testModule: TestModule): void {
    for (const error of testModule.errors() as ReportedError[]) {
      this.runErrors.push(describeError(error));
      this.write(
        `${pc.red(`✗ ${testModule.relativeModuleId} did not load`)}\n${indent(describeError(error), "    ")}\n`,
      );
    }
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<ReportedError>): void {
    for (const error of unhandled) {
      this.runErrors.push(describeError(error));
      this.write(
        `${pc.red("✗ an error outside any checkpoint")}\n${indent(describeError(error), "    ")}\n`,
      );
    }
  }

  private print(entry: CheckpointResult): void {
    const seconds = pc.dim(`${(entry.durationMs / 1000).toFixed(1)} s`);
    const mark =
      entry.state === "passed"
        ? pc.green("✓")
        : entry.state === "failed"
          ? pc.red("✗")
          : pc.yellow("-");
    const lines = [`${mark} ${entry.name} ${seconds}`];
    for (const figure of entry.figures) lines.push(pc.cyan(`    ${formatFigure(figure)}`));
    const first = entry.message ? this.printed.get(entry.message) : undefined;
    if (entry.message && first) lines.push(`    The same failure as "${first}" above.`);
    else if (entry.message) {
      this.printed.set(entry.message, entry.name);
      lines.push(indent(entry.message, "    "));
    }
    this.write(`${lines.join("\n")}\n`);
  }
}
