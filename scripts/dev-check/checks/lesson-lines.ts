/**
 * The lessons' and hints' lines (CONTRIBUTING.md, "Adding a step"): every "line N" they cite shows
 * the TODO or the code their sentence names, in the file named beside it (else in any starter
 * file), and their lines wrap at 100 columns outside code blocks and tables.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { withoutCodeBlocks } from "../../harness/step/headings.ts";
import { listSteps, type Step } from "../../workshop/steps.ts";
import type { DevCheck, Problem } from "../problem.ts";
import { lineOf, read } from "../source.ts";

/** The starter files of `step` (what "line N" can point into), as their lines. */
function starterFiles(step: Step): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const entry of readdirSync(step.dir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith(".md")) continue;
    files.set(entry.name, read(join(step.dir, entry.name)).split("\n"));
  }
  return files;
}

/** The "line N" citations of `markdown` that do not show what their sentence says is there. */
export function wrongLineCitations(
  markdown: string,
  starters: ReadonlyMap<string, readonly string[]>,
): { sentence: string; cited: number; expects: string }[] {
  const wrong: { sentence: string; cited: number; expects: string }[] = [];
  const paragraphs = withoutCodeBlocks(markdown)
    .split(/\n\s*\n|\n(?=#)/)
    .map((p) => p.replace(/\s+/g, " "));
  for (const sentence of paragraphs.flatMap((p) => p.split(/(?<=[.!?:])\s+(?=[A-Z`*(])/))) {
    for (const m of sentence.matchAll(/\bline (\d+)\b/g)) {
      const line = Number(m[1]);
      const at = m.index ?? 0;
      // The file named beside the number ("line 6 of `index.ts`", "(`primary.ts`, line 7)",
      // "line 9 of the ecosystem file"), else any starter file of the step.
      const near = sentence.slice(Math.max(0, at - 20), at + 40);
      const named = [...starters.keys()].filter(
        (f) => near.includes(f) || (f.startsWith("ecosystem") && near.includes("ecosystem file")),
      );
      const candidates = (named.length > 0 ? named : [...starters.keys()]).map(
        (f) => starters.get(f)?.[line - 1] ?? "",
      );
      // What the sentence says is there: the TODO it names next to the line number, else one of
      // its `code` words.
      const todo = [...sentence.slice(Math.max(0, at - 40), at).matchAll(/TODO \d+/g)].at(-1)?.[0];
      const code = [...sentence.matchAll(/`([^`]+)`/g)].map((c) => c[1] ?? "");
      const shows = (content: string) =>
        todo ? content.includes(todo) : code.some((c) => content.includes(c));
      if (!candidates.some(shows))
        wrong.push({ sentence, cited: line, expects: todo ?? code.join(" | ") });
    }
  }
  return wrong;
}

export const LESSON_LINES: DevCheck = {
  name: "lessons and hints: cited lines, 100 columns",
  async run(root) {
    const problems: Problem[] = [];
    for (const step of listSteps(root)) {
      const starters = starterFiles(step);
      for (const name of ["README.md", "HINTS.md"]) {
        const path = join(step.dir, name);
        if (!existsSync(path)) continue;
        const file = relative(root, path);
        const source = read(path);
        for (const { sentence, cited, expects } of wrongLineCitations(source, starters))
          problems.push({
            file,
            line: lineOf(source, `line ${cited}`),
            problem: `"${sentence}" cites a line that does not show ${expects}`,
            fix: "cite the line the starter has it on now, or name the TODO instead of a line number",
          });
        const lines = source.split("\n");
        const prose = new Set(withoutCodeBlocks(source).split("\n"));
        lines.forEach((line, i) => {
          if (prose.has(line) && !line.startsWith("|") && [...line].length > 100)
            problems.push({
              file,
              line: i + 1,
              problem: `this line is ${[...line].length} columns wide`,
              fix: "wrap it within 100 columns (code blocks and tables may be wider)",
            });
        });
      }
    }
    return problems;
  },
};
