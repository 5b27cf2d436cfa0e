/**
 * A step's hints: `steps/NN-name/HINTS.md`, one `## ` section per hint, in the order they are
 * revealed, from the idea to the key lines of code (never the whole solution). A translation,
 * `HINTS.ja.md`, has the same hints in the same order (scripts/i18n/lessons.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { workshopRoot } from "../harness/paths.ts";
import { messagePart } from "../harness/reporting/messages.ts";
import { englishSection, localFile } from "../i18n/lessons.ts";
import type { Locale } from "../i18n/locale.ts";
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
 * Reads a step's hints, in order: in English, or in `locale` where they are translated.
 *
 * @returns an empty list when the step has no HINTS.md
 */
export function readHints(step: Pick<Step, "dir">, locale: Locale = "en"): Hint[] {
  const file = localFile(hintsFile(step), locale);
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

/**
 * The lesson section a failure message cites, by its English heading: `Read: steps/… · "Section"`
 * → `Section`, and `参照: steps/…/README.ja.md · "ES モジュール"` → `ES modules`.
 */
export function citedSection(message: string, root = workshopRoot): string | undefined {
  const read = /^(\S+) · "([^"]+)"/.exec(messagePart(message, "read") ?? "");
  return read?.[2] && englishSection(join(root, read[1] ?? ""), read[2]);
}

/**
 * The order in which to reveal `hints` after a check: first the hints that cite (as `"Section"`)
 * a lesson section one of the failed checkpoints cites, in the order of `sections` (the first
 * failure first), then the others in their order in HINTS.md.
 *
 * @param sections the sections the last check's failures cited, first failure first
 */
export function hintOrder(hints: readonly Hint[], sections: readonly string[] = []): Hint[] {
  const cites = (hint: Hint, section: string) => hint.body.includes(`"${section}"`);
  const first = sections.flatMap((section) => hints.filter((hint) => cites(hint, section)));
  return [...new Set([...first, ...hints])];
}
