import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";
import { workshopRoot } from "../harness/paths.ts";

/**
 * A code comment cites only what a reader of the repository can open: its own files (the facts
 * behind the measuring constants are in docs/measurement.md) or public pages and issues. Never a
 * design document kept outside it.
 */
const OUTSIDE = /WORKSHOP\.md|\.\.\/shared\b|\/work\/shared/;

const CODE = new Set([".ts", ".mts", ".cts", ".js", ".mjs", ".cjs", ".sh"]);

/** Every code file under `dir`, node_modules left out. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : codeFiles(path);
    return CODE.has(extname(entry.name)) ? [path] : [];
  });
}

/** The text of every comment in `file`: TypeScript's comment ranges, or `#` lines of a shell script. */
function comments(file: string): string[] {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".sh")) return text.split("\n").filter((line) => /^\s*#/.test(line));
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const ranges = new Map<number, string>();
  const collect = (pos: number) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, pos) ?? []),
    ])
      ranges.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(node.getFullStart());
    collect(node.getEnd());
    node.forEachChild(visit);
  };
  visit(source);
  collect(source.endOfFileToken.getFullStart());
  return [...ranges.values()];
}

/** Code files under scripts/, steps/ and solutions/ → how many of their comments cite outside. */
function citingOutside(): Map<string, number> {
  const found = new Map<string, number>();
  for (const dir of ["scripts", "steps", "solutions"]) {
    for (const file of codeFiles(join(workshopRoot, dir))) {
      const count = comments(file).filter((comment) => OUTSIDE.test(comment)).length;
      if (count) found.set(relative(workshopRoot, file), count);
    }
  }
  return found;
}

const cited = citingOutside();

test("no code comment cites a document outside the repository (WORKSHOP.md, ../shared)", () => {
  expect([...cited], "point the comment at docs/measurement.md or a public source").toEqual([]);
});

test("comments are found where they are: a block, a member's, a line, a shell line", () => {
  const found = comments(join(workshopRoot, "scripts/workshop/steps.ts"));
  expect(found.some((c) => c.startsWith("/**") && c.includes("steps/NN-kebab-name/"))).toBe(true);
  expect(found.some((c) => c.startsWith("/** the number its folder name"))).toBe(true);
  const cli = comments(join(workshopRoot, "scripts/cli.ts"));
  expect(cli.some((c) => c.startsWith("// `npm run diff <step> | head`"))).toBe(true);
  const shell = comments(join(workshopRoot, "scripts/install-system-packages.sh"));
  expect(shell.some((c) => c.includes("system-packages.json"))).toBe(true);
});
