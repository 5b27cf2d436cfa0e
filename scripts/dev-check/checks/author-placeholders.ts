/**
 * A finished step leaves no `AUTHOR:` placeholder: `npm run new-step` writes one wherever the
 * step's author writes content (the lesson, the starter, the solution, the messages with
 * `step.builds`, the deck section; scripts/new-step/templates/), and each one left would reach a
 * learner or an instructor as it is. This list is the author's to-do list until it is empty.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { DevCheck, Problem } from "../problem.ts";
import { filesUnder } from "../source.ts";

/** The mark `npm run new-step` leaves where content is to be written. */
export const PLACEHOLDER = "AUTHOR:";

/** The files a step's content goes into: its folders, and the deck and READMEs that show it. */
function contentFiles(root: string): string[] {
  const under = (dir: string) =>
    existsSync(join(root, dir))
      ? filesUnder(join(root, dir), new Set([".ts", ".md", ".cjs", ".json", ".js", ".mjs"]))
      : [];
  const markdown = (dir: string, pattern: RegExp) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((name) => pattern.test(name))
          .map((name) => join(root, dir, name))
      : [];
  return [
    ...under("steps"),
    ...under("solutions"),
    ...markdown("slides", /^deck(?:\.\w+)?\.md$/),
    ...markdown(".", /^README(?:\.\w+)?\.md$/),
  ];
}

export const AUTHOR_PLACEHOLDERS: DevCheck = {
  name: `no "${PLACEHOLDER}" placeholder of npm run new-step left in a step`,
  async run(root) {
    const problems: Problem[] = [];
    for (const file of contentFiles(root))
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (line.includes(PLACEHOLDER))
            problems.push({
              file: relative(root, file),
              line: i + 1,
              problem: `content still to write: ${line.trim().slice(0, 90)}`,
              fix: 'write what it asks for in place of the placeholder (CONTRIBUTING.md, "Adding a step")',
            });
        });
    return problems;
  },
};
