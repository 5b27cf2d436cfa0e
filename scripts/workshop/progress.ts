/**
 * The learner's progress: the verdict of the last check of each step folder, kept in a plain,
 * git-ignored JSON file, `.workshop/progress.json`, that `npm start` reads.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { workshopRoot } from "../harness/paths.ts";

export type Verdict = "passed" | "failed";

/** The last check of a step's own folder. */
export interface CheckRecord {
  verdict: Verdict;
  /** ISO time of the check */
  checkedAt: string;
  /** "3 of 4" checkpoints passed */
  passed: number;
  total: number;
  /** names of the checkpoints that failed */
  failed?: string[];
  /**
   * names of the checkpoints that could not run on this machine (skipped, with their reason):
   * counted apart, never as passed
   */
  notRun?: string[];
  /** the "Next:" advice of the first failure */
  next?: string;
  /** the lesson sections the failures cite ("Read:"), first failure first, without repeats */
  sections?: string[];
}

/** What is known of one step: its last check (if any) and how many hints were shown. */
export interface StepProgress extends Partial<CheckRecord> {
  /** the titles of the hints revealed so far by `npm run hint`, in the order shown */
  hintsSeen?: string[];
}

/** step id → what is known of it */
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

/**
 * Updates what is known of step `id`: a check's verdict replaces the previous check's fields,
 * the hint count stays.
 */
export function recordProgress(id: string, entry: StepProgress, file = progressFile): void {
  const before = readProgress(file);
  const progress = { ...before, [id]: { ...before[id], ...entry } };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(progress, null, 2)}\n`);
}
