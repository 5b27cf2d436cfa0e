/**
 * A step's hints: `steps/NN-name/HINTS.md`, one `## ` section per hint, in the order they are
 * revealed, from the idea to the key lines of code (never the whole solution).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Step } from "./steps.ts";

export interface Hint {
  /** the hint's `## ` heading */
  title: string;
  /** the text under it, trimmed */
  body: string;
}

/** The file a step's hints live in. */
export const hintsFile = (step: Pick<Step, "dir">) => join(step.dir, "HINTS.md");

/**
 * Reads a step's hints, in order.
 *
 * @returns an empty list when the step has no HINTS.md
 */
export function readHints(step: Pick<Step, "dir">): Hint[] {
  const file = hintsFile(step);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const newline = section.indexOf("\n");
      const title = (newline < 0 ? section : section.slice(0, newline)).trim();
      return { title, body: newline < 0 ? "" : section.slice(newline + 1).trim() };
    });
}
