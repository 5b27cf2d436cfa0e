/**
 * Places a failure message points at: a learner file's `file:line:col` (the TypeScript compiler's
 * `index.ts:3:7 - error TS2322`, or a stack frame's absolute path or file URL) and a lesson
 * section (scripts/harness/reporting/messages.ts), e.g. `steps/02-unclustered-server/README.md ·
 * "The server"`.
 * The terminal turns them into links (./links.ts) and `--format github` into annotations
 * (./github.ts). Only places that exist on disk are returned, so prose that merely looks like a
 * location stays text.
 */
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";
import { workshopRoot } from "../harness/paths.ts";

/** A place in a file, found in a message. */
export interface Place {
  /** the text as it appears in the message */
  text: string;
  /** where that text starts in the message */
  index: number;
  /** absolute path of the file */
  file: string;
  /** 1-based line, when known */
  line?: number;
  /** 1-based column, when known */
  column?: number;
}

/** `index.ts:3:7`, `/abs/path/primary.ts:12:5`, `file:///abs/path/index.ts:12:5`. */
const SOURCE =
  /(?<![\w/.-])((?:file:\/\/)?(?:\/[^\s:()'"`]+\/)?[\w.-]+\.(?:[cm]?[jt]s|json)):(\d+):(\d+)/g;

/** `steps/NN-name/README.md` (or a translation, `README.ja.md`), optionally with ` · "Section"`. */
const LESSON =
  /(?<![\w/.-])(steps\/\d\d-[a-z0-9-]+\/README(?:\.[a-z]{2})?\.md)(?: · "([^"\n]+)")?/g;

/**
 * The source locations in `text` whose file exists: a bare name is looked up in `baseDir` (the
 * folder checked), a path or `file://` URL as it is.
 */
export function sourcePlaces(text: string, baseDir: string): Place[] {
  return [...text.matchAll(SOURCE)].flatMap((match) => {
    const [whole, name = "", line = "", column = ""] = match;
    const path = name.startsWith("file://") ? fileURLToPath(name) : name;
    const file = isAbsolute(path) ? path : join(baseDir, path);
    if (!existsSync(file)) return [];
    return [{ text: whole, index: match.index, file, line: Number(line), column: Number(column) }];
  });
}

/** The line of a Markdown heading whose text is `section` (any level), 1-based. */
function headingLine(file: string, section: string): number | undefined {
  const lines = readFileSync(file, "utf8").split("\n");
  const at = lines.findIndex(
    (l) => /^#{1,6}\s/.test(l) && l.replace(/^#+\s+/, "").trim() === section,
  );
  return at === -1 ? undefined : at + 1;
}

/** The lesson sections cited in `text` whose README exists, with the heading's line when found. */
export function lessonPlaces(text: string, root = workshopRoot): Place[] {
  return [...text.matchAll(LESSON)].flatMap((match) => {
    const [whole, path = "", section] = match;
    const file = join(root, path);
    if (!existsSync(file)) return [];
    const line = section ? headingLine(file, section) : undefined;
    return [{ text: whole, index: match.index, file, ...(line ? { line, column: 1 } : {}) }];
  });
}
