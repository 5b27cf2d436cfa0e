/**
 * `npm run diff <step> [-- --dir <folder>]`: the learner's files against the solution's, as a
 * coloured unified diff (jsdiff's `createTwoFilesPatch`): `-` lines are only in yours, `+` lines
 * only in the solution. Files that match are listed on one line; the lesson, the hints and the
 * checkpoints are left out.
 */

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { createTwoFilesPatch } from "diff";
import { workshopRoot } from "../harness/paths.ts";
import { t } from "../i18n/translate.ts";
import { resolveStep, type Step } from "../workshop/steps.ts";
import { colors as pc, wrap } from "../workshop/terminal.ts";

/** Files of a step folder that are not the learner's code (the lesson's translations neither). */
const NOT_CODE =
  /^((?:README|HINTS)(?:\.[a-z]{2})?\.md|checkpoints([/\\].*)?|node_modules([/\\].*)?|\..*)$/;

/** The learner-code files under `dir`, as paths relative to it. */
function codeFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((path) => !NOT_CODE.test(path) && statSync(join(dir, path)).isFile())
    .sort();
}

function colour(line: string): string {
  if (line.startsWith("+++") || line.startsWith("---")) return pc.bold(line);
  if (line.startsWith("+")) return pc.green(line);
  if (line.startsWith("-")) return pc.red(line);
  if (line.startsWith("@@")) return pc.cyan(line);
  return line;
}

/**
 * The diff of the files in `mine` against the solution's files in `solution`.
 *
 * @returns the text to print, and how many files differ
 */
export function diffFolders(mine: string, solution: string): { text: string; differing: number } {
  const names = [...new Set([...codeFiles(solution), ...codeFiles(mine)])].sort();
  const same: string[] = [];
  const parts: string[] = [];
  for (const name of names) {
    const yours = existsSync(join(mine, name)) ? readFileSync(join(mine, name), "utf8") : undefined;
    const theirs = existsSync(join(solution, name))
      ? readFileSync(join(solution, name), "utf8")
      : undefined;
    if (yours === theirs) {
      same.push(name);
      continue;
    }
    if (yours === undefined) parts.push(pc.yellow(`${name}: you have no ${name} yet.`));
    if (theirs === undefined) parts.push(pc.yellow(`${name}: only yours (the solution has none).`));
    const patch = createTwoFilesPatch(
      `yours/${name}`,
      `solution/${name}`,
      yours ?? "",
      theirs ?? "",
    );
    parts.push(
      patch
        .split("\n")
        .filter((line) => !line.startsWith("=====") && !line.startsWith("\\ No newline"))
        .map(colour)
        .join("\n")
        .trimEnd(),
    );
  }
  if (same.length) parts.unshift(pc.dim(t("diff.sameFiles", { files: same.join(", ") })));
  return { text: parts.join("\n\n"), differing: names.length - same.length };
}

function shown(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith("..") ? path : fromHere || ".";
}

/**
 * Prints the diff of `query`'s step (the learner's folder, or `dir`) against its solution.
 *
 * @returns 0 (a diff is information, not a verdict)
 * @throws UnknownStepError for a step that does not exist
 */
export function diff(query: string, options: { dir?: string } = {}): number {
  const step: Step = resolveStep(query);
  const mine = options.dir ? resolve(options.dir) : step.dir;
  console.log(
    pc.bold(wrap(t("diff.title", { mine: shown(mine), solution: shown(step.solutionDir) }))),
  );
  console.log(pc.dim(`${t("diff.legend")}\n`));
  const { text, differing } = diffFolders(mine, step.solutionDir);
  console.log(text);
  console.log();
  console.log(
    differing === 0
      ? pc.green(t("diff.same"))
      : wrap(t("diff.differ", { count: differing, number: step.number })),
  );
  if (!existsSync(join(workshopRoot, "solutions"))) console.log(t("diff.noSolutions"));
  return 0;
}
