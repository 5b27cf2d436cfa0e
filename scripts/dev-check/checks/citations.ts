/**
 * A code comment cites only what a reader of the repository can open (CONTRIBUTING.md, "Rules
 * that keep the checks honest"): a file of the repository or a public page or issue, written
 * as GitHub links it, the repository and the number with nothing between. Never the number of an
 * issue of a tracker the repository names nowhere, and never a design document kept outside it
 * (its patterns are below, and ./citations.test.ts lists what each catches).
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { DevCheck, Problem } from "../problem.ts";
import { comments, filesUnder } from "../source.ts";

/** A design document outside the repository. */
const OUTSIDE = /WORKSHOP\.md|\.\.\/shared\b|\/work\/shared/;

/**
 * A tracker's number: the word issue (or issues, PR, pull request) and a number, or a number
 * after a hash sign not written right after an owner/repo (nodejs/node#59200 is public).
 */
const TRACKER = /\b(?:issues?|PR|pull request)\s+#?\d+\b|(?<![\w.-]\/[\w.-]*|[\w.-])#\d+\b/gi;

/** The folders whose code files are checked. */
export const CITING_FOLDERS = ["scripts", "steps", "solutions", ".github", ".ci", ".devcontainer"];

/** The tracker numbers and outside documents `text` (one comment) cites. */
export function uncitable(text: string): string[] {
  const found = [...text.matchAll(TRACKER)].map((m) => m[0]);
  const outside = OUTSIDE.exec(text)?.[0];
  return outside ? [...found, outside] : found;
}

export const CITATIONS: DevCheck = {
  name: "comments cite what a reader can open",
  async run(root) {
    const problems: Problem[] = [];
    for (const folder of CITING_FOLDERS) {
      let files: string[];
      try {
        files = filesUnder(join(root, folder));
      } catch {
        continue;
      }
      for (const file of files) {
        const text = readFileSync(file, "utf8");
        // Parsing is the cost: a file whose text cites nothing has no comment that does.
        if (uncitable(text).length === 0) continue;
        for (const comment of comments(file, text)) {
          for (const cited of uncitable(comment.text)) {
            const outside = OUTSIDE.test(cited);
            problems.push({
              file: relative(root, file),
              line: comment.line,
              problem: outside
                ? `a comment cites ${cited}, a document outside the repository`
                : `a comment cites "${cited}", a number of a tracker a reader cannot open`,
              fix: outside
                ? "cite docs/measurement.md or the public source the fact comes from"
                : "cite the public source (owner/repo#N, a URL) or the repository file it stands for, or say the reason itself",
            });
          }
        }
      }
    }
    return problems;
  },
};
