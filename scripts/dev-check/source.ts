/**
 * What the structural checks read files with: the code files of a folder, the comments of a code
 * file (TypeScript's own comment ranges, so that a `//` inside a string is no comment), and the
 * line of an offset.
 */
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import ts from "typescript";

/** The extensions of code files: TypeScript, JavaScript and shell. */
export const CODE = new Set([".ts", ".mts", ".cts", ".js", ".mjs", ".cjs", ".sh"]);

/**
 * Every file under `dir` whose extension is in `extensions` (every code file by default),
 * recursively, node_modules and dot-folders left out; absolute paths, in name order.
 */
export function filesUnder(dir: string, extensions: ReadonlySet<string> = CODE): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === "node_modules" || entry.name.startsWith(".")
          ? []
          : filesUnder(path, extensions);
      return extensions.has(extname(entry.name)) ? [path] : [];
    });
}

/** The 1-based line of the character at `index` of `text`. */
export const lineAt = (text: string, index: number): number =>
  text.slice(0, index).split("\n").length;

/** One comment of a code file: its text and the 1-based line it starts on. */
export interface Comment {
  text: string;
  line: number;
}

/**
 * Every comment of `file` (of text `text`): TypeScript's leading and trailing comment ranges of
 * every node, or the `#` lines of a shell script.
 */
export function comments(file: string, text = readFileSync(file, "utf8")): Comment[] {
  if (file.endsWith(".sh"))
    return text
      .split("\n")
      .flatMap((line, i) => (/^\s*#/.test(line) ? [{ text: line, line: i + 1 }] : []));
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
  return [...ranges]
    .sort(([a], [b]) => a - b)
    .map(([pos, comment]) => ({ text: comment, line: lineAt(text, pos) }));
}

/**
 * The 1-based line of `needle` in `text` (its first occurrence), `undefined` when it is not there.
 */
export function lineOf(text: string, needle: string): number | undefined {
  const index = text.indexOf(needle);
  return index < 0 ? undefined : lineAt(text, index);
}

/** The text of `file`, read as UTF-8. */
export const read = (file: string): string => readFileSync(file, "utf8");
