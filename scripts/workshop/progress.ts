/**
 * The learner's progress: the verdict of the last check of each step folder, kept in a plain,
 * git-ignored JSON file, `.workshop/progress.json`, that `npm start` reads.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { workshopRoot } from "../harness/paths.ts";

export type Verdict = "passed" | "failed";

export interface StepProgress {
  verdict: Verdict;
  /** ISO time of the check */
  checkedAt: string;
  /** "3 of 4" checkpoints passed */
  passed: number;
  total: number;
  /** names of the checkpoints that failed */
  failed?: string[];
}

/** step id → its last check */
export type Progress = Record<string, StepProgress>;

/** Where progress is kept. */
export const progressFile = join(workshopRoot, ".workshop", "progress.json");

/** Reads the progress file; an absent or unreadable file means no step was checked yet. */
export function readProgress(file = progressFile): Progress {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Progress;
  } catch {
    return {};
  }
}

/** Records the verdict of a check of step `id`'s own folder. */
export function recordProgress(id: string, entry: StepProgress, file = progressFile): void {
  const progress = { ...readProgress(file), [id]: entry };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(progress, null, 2)}\n`);
}
