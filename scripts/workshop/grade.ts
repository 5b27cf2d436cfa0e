/**
 * Grading a room: one step's checkpoints run against every learner's copy in a folder, one after
 * the other (the load tests need the whole machine), summed up as a table of learners by
 * checkpoints (cli-table3) or as JSON for tools.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import Table from "cli-table3";
import { messagePart } from "../harness/reporting/messages.ts";
import { runCheckpoints } from "./run-checkpoints.ts";
import type { Step } from "./steps.ts";

/** One learner's copy of a step. */
export interface LearnerCopy {
  /** the learner's folder name in the room */
  learner: string;
  /** the folder with the step's files: `<learner>/steps/<step>` in a whole clone, else `<learner>` */
  dir: string;
}

/** One learner's verdicts. */
export interface Grade extends LearnerCopy {
  /** every checkpoint passed (none failed, at least one passed) */
  passed: boolean;
  /** verdict per checkpoint name */
  checkpoints: Record<string, "passed" | "failed" | "skipped">;
  /** checkpoint files that could not run at all */
  runErrors: number;
  /** the first failed checkpoint and its "Next:" advice, when one failed */
  firstFailure?: { checkpoint: string; next: string };
}

const IGNORED = new Set(["node_modules"]);

/**
 * The learners' copies in `room`: each sub-folder or link to one (hidden ones and node_modules
 * left out), sorted by name.
 *
 * @throws Error when `room` is not a folder, looks like a single copy (a `checkpoints` folder or a
 *   package.json in it), or holds no sub-folder
 */
export function learnerCopies(room: string, step: Step): LearnerCopy[] {
  const root = resolve(room);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new Error(`--dir ${room}: no such folder (resolved to ${root}).`);
  }
  if (existsSync(join(root, "checkpoints")) || existsSync(join(root, "package.json"))) {
    throw new Error(
      `--dir ${room} --all: that folder looks like one copy of a step (or a workshop clone), not a room. Grade it with --dir alone, or put each learner's copy in a folder of its own inside a room folder.`,
    );
  }
  // statSync follows links: a room of links to the learners' submissions is a room too.
  const isFolder = (name: string) => {
    try {
      return statSync(join(root, name)).isDirectory();
    } catch {
      return false;
    }
  };
  const copies = readdirSync(root)
    .filter((name) => !name.startsWith(".") && !IGNORED.has(name) && isFolder(name))
    .sort((a, b) => a.localeCompare(b))
    .map((learner) => {
      const clone = join(root, learner, "steps", step.id);
      return { learner, dir: existsSync(clone) ? clone : join(root, learner) };
    });
  if (!copies.length) {
    throw new Error(
      `--dir ${room} --all: no learner folders in ${root}. Put each learner's copy (a whole clone, or the step's folder) in a folder of its own there.`,
    );
  }
  return copies;
}

/**
 * Runs `step`'s checkpoints (those matching `testNamePattern`, a regular expression, if given)
 * on every copy, quietly, calling `progress` before each.
 *
 * @returns one grade per copy, in order
 */
export async function gradeRoom(
  step: Step,
  copies: readonly LearnerCopy[],
  progress: (copy: LearnerCopy, index: number) => void = () => {},
  testNamePattern?: string,
): Promise<Grade[]> {
  const grades: Grade[] = [];
  for (const [index, copy] of copies.entries()) {
    progress(copy, index);
    const outcome = await runCheckpoints({
      step,
      target: copy.dir,
      write: () => {},
      testNamePattern,
    });
    const failed = outcome.results.find((r) => r.state === "failed");
    grades.push({
      ...copy,
      ...(failed && {
        firstFailure: {
          checkpoint: failed.name,
          next: messagePart(failed.message ?? "", "next") ?? "",
        },
      }),
      passed: outcome.passed,
      checkpoints: Object.fromEntries(outcome.results.map((r) => [r.name, r.state])),
      runErrors: outcome.runErrors.length,
    });
  }
  return grades;
}

/** Every checkpoint name seen, in the order the checks ran them. */
export function checkpointNames(grades: readonly Grade[]): string[] {
  return [...new Set(grades.flatMap((g) => Object.keys(g.checkpoints)))];
}

const MARKS = { passed: "✓", failed: "✗", skipped: "–" } as const;

/**
 * The room as a table: a row per learner, a numbered column per checkpoint (✓ passed, ✗ failed,
 * – skipped or not run), the count passed; then the legend of the numbers.
 */
export function gradeTable(grades: readonly Grade[]): string {
  const names = checkpointNames(grades);
  const table = new Table({
    head: ["learner", ...names.map((_, i) => String(i + 1)), "passed"],
    style: { head: [], border: [] },
    chars: { mid: "", "left-mid": "", "mid-mid": "", "right-mid": "" },
  });
  for (const grade of grades) {
    const marks = names.map((name) => MARKS[grade.checkpoints[name] ?? "skipped"]);
    const passed = Object.values(grade.checkpoints).filter((s) => s === "passed").length;
    // A checkpoint that could not run on that machine is no pass: it is counted apart.
    const notRun = Object.values(grade.checkpoints).filter((s) => s === "skipped").length;
    const note = [
      ...(notRun ? [`${notRun} not run`] : []),
      ...(grade.runErrors ? [`${grade.runErrors} file(s) did not run`] : []),
    ]
      .map((text) => ` (${text})`)
      .join("");
    table.push([grade.learner, ...marks, `${passed}/${names.length}${note}`]);
  }
  const legend = names.map((name, i) => `${i + 1}. ${name}`);
  return [table.toString(), "", ...legend].join("\n");
}

/** The room as JSON: the step, the checkpoints in order, and every learner's verdicts. */
export function gradeJson(step: Step, grades: readonly Grade[]) {
  return {
    step: step.id,
    checkpoints: checkpointNames(grades),
    learners: grades,
  };
}
