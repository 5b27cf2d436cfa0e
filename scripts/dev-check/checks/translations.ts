/**
 * Translated lessons, hints, READMEs and the instructor's slides cannot go stale silently: every
 * `*.ja.md` / `*.ko.md` records the hash of the English it translates, has the English's code
 * blocks and commands, and its headings one for one (../../i18n/lessons.ts; CONTRIBUTING.md,
 * "Translations").
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { TRANSLATED_FILE, translationProblems } from "../../i18n/lessons.ts";
import { listSteps } from "../../workshop/steps.ts";
import type { DevCheck, Problem } from "../problem.ts";

/** Every translated Markdown file under `root`: the steps', the README's and slides/'. */
export function translatedFiles(root: string): string[] {
  return [...listSteps(root).map((step) => step.dir), root, join(root, "slides")]
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => TRANSLATED_FILE.test(name))
        .sort()
        .map((name) => join(dir, name)),
    );
}

/**
 * What to do about one of translationProblems()'s problems in the translation `text`: a stale
 * hash is shown on the line that records it (the first, or the deck's front matter's).
 */
function fixFor(problem: string, text: string): { problem: string; fix: string; line?: number } {
  const stale = /^(.*changed since it was translated \([^)]*\)); (.*)$/s.exec(problem);
  const hashLine = text.split("\n").findIndex((line) => /\bsource: \S+ sha256:/.test(line)) + 1;
  if (stale) return { problem: stale[1] ?? problem, fix: stale[2] ?? "", line: hashLine || 1 };
  if (problem.startsWith("does not open with"))
    return {
      problem,
      fix: "open the translation with that line, the English's hash in it",
      line: 1,
    };
  return {
    problem,
    fix: 'make the translation hold the English\'s code blocks, commands and headings, one for one (CONTRIBUTING.md, "Translations")',
  };
}

export const TRANSLATIONS: DevCheck = {
  name: "translations: source hashes, code blocks, commands, headings",
  async run(root) {
    const problems: Problem[] = [];
    for (const file of translatedFiles(root)) {
      const name = relative(root, file);
      for (const found of translationProblems(file, name)) {
        const { problem, fix, line } = fixFor(
          found.slice(name.length + 2),
          readFileSync(file, "utf8"),
        );
        problems.push({ file: name, line, problem, fix });
      }
    }
    return problems;
  },
};
