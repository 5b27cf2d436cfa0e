/**
 * `npm run check <step> -- --format github`: a check's results where GitHub shows them. After the
 * usual report it prints workflow annotations (an `::error` per failed checkpoint, at the learner
 * file and line its message names when it names one, a repeated failure in one line; a `::notice`
 * per measured figure and per checkpoint that could not run here), then one points line
 * (checkpoints passed of those that ran). In a workflow (`GITHUB_OUTPUT` set) it also sets the step output `result`: the runner
 * format of GitHub Classroom's autograding (base64 JSON `{ version: 1, status, max_score, tests }`,
 * one point per checkpoint), which `classroom-resources/autograding-grading-reporter` totals.
 * Annotations are printed by @actions/core, which escapes them as the runner expects.
 * https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands
 */
import { relative } from "node:path";
import { workshopRoot } from "../harness/paths.ts";
import { formatFigure } from "../harness/reporting/figures.ts";
import { withoutPart } from "../harness/reporting/messages.ts";
import { sourcePlaces } from "./locations.ts";
import type { CheckpointResult } from "./reporter.ts";
import type { Step } from "./steps.ts";

/** One workflow annotation. */
export interface Annotation {
  level: "error" | "notice";
  /** shown in bold above the message */
  title: string;
  message: string;
  /** the file, relative to the repository root, with its line and column when known */
  file?: string;
  startLine?: number;
  startColumn?: number;
}

/**
 * The annotations of a check's results: failures as errors, at the first learner file:line:col
 * their message names (looked up in `target`, the folder checked); figures and checkpoints that
 * could not run as notices.
 *
 * @param root the repository root the annotations' paths are relative to
 */
export function annotationsOf(
  results: readonly CheckpointResult[],
  target: string,
  root = workshopRoot,
): Annotation[] {
  // The same failure seen by several checkpoints is annotated once, as the reporter prints it
  // once: GitHub shows only the first 10 errors of a step.
  const firstWith = new Map<string, string>();
  return results.flatMap((result): Annotation[] => {
    const notices = result.figures.map(
      (figure): Annotation => ({
        level: "notice",
        title: result.name,
        message: formatFigure(figure),
      }),
    );
    if (result.state === "failed") {
      const key = sameFailureKey(result.message ?? "");
      const first = firstWith.get(key);
      if (first) {
        const message = `The same failure as "${first}".`;
        return [{ level: "error", title: result.name, message }, ...notices];
      }
      firstWith.set(key, result.name);
      const [place] = sourcePlaces(result.message ?? "", target);
      const error: Annotation = {
        level: "error",
        title: result.name,
        message: result.message ?? "failed",
        ...(place && {
          file: relative(root, place.file),
          startLine: place.line,
          startColumn: place.column,
        }),
      };
      return [error, ...notices];
    }
    if (result.state === "skipped" && result.message) {
      return [{ level: "notice", title: result.name, message: result.message }, ...notices];
    }
    return notices;
  });
}

/** Failure messages that differ only in numbers (a port, a pid) and the lesson section are one. */
const sameFailureKey = (message: string) => withoutPart(message, "read").replace(/\d+/g, "#");

/** Points: one per checkpoint that passed, out of those that ran (skipped ones are not counted). */
export function pointsOf(results: readonly CheckpointResult[]): {
  passed: number;
  total: number;
  skipped: number;
} {
  const ran = results.filter((r) => r.state !== "skipped");
  return {
    passed: ran.filter((r) => r.state === "passed").length,
    total: ran.length,
    skipped: results.length - ran.length,
  };
}

/**
 * The points line, e.g. `Points: 5/6 checkpoints of step 03-cluster-primary passed (1 skipped, not
 * counted).`
 */
export function pointsLine(step: Step, results: readonly CheckpointResult[]): string {
  const { passed, total, skipped } = pointsOf(results);
  const note = skipped ? ` (${skipped} skipped, not counted)` : "";
  return `Points: ${passed}/${total} checkpoints of step ${step.id} passed${note}.`;
}

/**
 * The result in the runner format of GitHub Classroom's autograding: a test per checkpoint that
 * ran, one point each; `status` "pass" only when every one passed (and one ran).
 */
export function classroomResult(results: readonly CheckpointResult[]) {
  const ran = results.filter((r) => r.state !== "skipped");
  const { passed, total } = pointsOf(results);
  return {
    version: 1,
    status: total > 0 && passed === total ? "pass" : "fail",
    max_score: total,
    tests: ran.map((r) => ({
      name: r.name,
      status: r.state === "passed" ? "pass" : "fail",
      score: r.state === "passed" ? 1 : 0,
      message: r.message ?? "",
      filename: r.file,
      line_no: 0,
      execution_time: `${(r.durationMs / 1000).toFixed(1)}s`,
    })),
  };
}

/**
 * Prints the annotations and the points line to stdout (through @actions/core, loaded only here)
 * and, inside a workflow, sets the step output `result` for Classroom's grading reporter.
 *
 * @param target the folder checked, where the learner files named in messages are
 */
export async function reportToGithub(
  step: Step,
  results: readonly CheckpointResult[],
  target: string,
): Promise<void> {
  const core = await import("@actions/core");
  for (const { level, message, ...properties } of annotationsOf(results, target)) {
    core[level](message, properties);
  }
  console.log(pointsLine(step, results));
  if (process.env.GITHUB_OUTPUT) {
    const json = JSON.stringify(classroomResult(results));
    core.setOutput("result", Buffer.from(json).toString("base64"));
  }
}
