/**
 * Translated lessons and hints: `README.ja.md` beside `README.md`, `HINTS.ko.md` beside
 * `HINTS.md`. A translation opens with a comment naming its English source and the hash of the
 * English text it translates ({@link translationHeader}); {@link translationProblems} finds a
 * translation whose English changed since (stale), whose code differs from the English, or whose
 * headings no longer match the English ones one for one (a hint, a lesson section, is found by
 * its place among them).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Step } from "../workshop/steps.ts";
import { currentLocale, LOCALES, type Locale } from "./locale.ts";

/** A translated Markdown file's name: `README.ja.md` → source `README.md`, locale `ja`. */
export const TRANSLATED_FILE = new RegExp(
  `^(.+)\\.(${LOCALES.filter((l) => l !== "en").join("|")})\\.md$`,
);

/** The file `english` (`…/README.md`) is translated to in `locale`: `…/README.ja.md`. */
const translationPath = (english: string, locale: Locale): string =>
  english.replace(/\.md$/, `.${locale}.md`);

/** The file to show a learner for `english` in `locale`: its translation when there is one. */
export function localFile(english: string, locale: Locale = currentLocale()): string {
  const translated = translationPath(english, locale);
  return locale !== "en" && existsSync(translated) ? translated : english;
}

/** A step's title in `locale`: the first heading of its lesson in that language. */
export function lessonTitle(step: Step, locale: Locale = currentLocale()): string {
  const lesson = localFile(join(step.dir, "README.md"), locale);
  if (locale === "en" || !existsSync(lesson)) return step.title;
  return /^#\s+(.+)$/m.exec(readFileSync(lesson, "utf8"))?.[1]?.trim() ?? step.title;
}

/** The `##`… headings of a lesson, outside code: the sections a failure message cites. */
const sections = (markdown: string): string[] =>
  [...markdown.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{2,6} +(.+?) *$/gm)].map(
    (m) => m[1] ?? "",
  );

/**
 * Where a learner reads `section` of the lesson `english` in `locale`: the translation and its
 * heading in the same place, else the English lesson and section.
 */
export function localSection(
  english: string,
  section: string,
  locale: Locale = currentLocale(),
): { file: string; section: string } {
  const file = localFile(english, locale);
  if (file === english) return { file, section };
  const at = sections(readFileSync(english, "utf8")).indexOf(section);
  const translated = sections(readFileSync(file, "utf8"))[at];
  return translated === undefined ? { file: english, section } : { file, section: translated };
}

/**
 * The English heading of `section` of the lesson `file` (a translation's heading in the same
 * place, or the English heading itself): the name progress and hints know a section by.
 */
export function englishSection(file: string, section: string): string {
  const source = TRANSLATED_FILE.exec(basename(file));
  if (!source || !existsSync(file)) return section;
  const english = join(dirname(file), `${source[1]}.md`);
  const at = sections(readFileSync(file, "utf8")).indexOf(section);
  return (existsSync(english) && sections(readFileSync(english, "utf8"))[at]) || section;
}

/**
 * The hash a translation records of its English source: SHA-256 of the text with line ends made
 * `\n` (a Windows checkout hashes the same), its first 12 hexadecimal digits.
 */
export function sourceHash(english: string): string {
  return createHash("sha256").update(english.replace(/\r\n/g, "\n")).digest("hex").slice(0, 12);
}

/**
 * The comment a translation opens with, recording the English text it translates: no sentence,
 * so that a learner reading the raw file meets no English (what to do when the English changes is
 * in CONTRIBUTING.md, "Translations", and in the test's message).
 */
export function translationHeader(sourceName: string, hash: string): string {
  return `<!-- source: ${sourceName} sha256:${hash} -->`;
}

/**
 * The header: the opening comment of a lesson, or (a Marp deck, whose front matter must come first
 * and whose HTML comments are speaker notes) a YAML comment in the front matter:
 * `# source: deck.md sha256:<hash>`.
 */
const HEADER = /^(?:<!-- |---\n(?:[^\n]*\n)*?# )source: (\S+) sha256:([0-9a-f]{12})\b/;

/**
 * The English file a translation's header names and the hash it records of it, e.g.
 * `{ source: "README.md", hash: "d9ead9236fb5" }`; `undefined` when the text opens with no header.
 */
export function recordedSource(translated: string): { source: string; hash: string } | undefined {
  const header = HEADER.exec(translated);
  return header ? { source: header[1] ?? "", hash: header[2] ?? "" } : undefined;
}

/** A Markdown text without its YAML front matter (a deck's), whose `#` lines are comments. */
const withoutFrontMatter = (markdown: string): string =>
  markdown.replace(/^---\n[\s\S]*?\n---\n/, "");

/** A Markdown text's fenced code blocks, each with its info string (```` ```sh ````). */
const fencedBlocks = (markdown: string): string[] =>
  [...markdown.matchAll(/^```[^\n]*\n[\s\S]*?^```/gm)].map((m) => m[0]);

/**
 * A Markdown text's inline code spans (`` `npm start` ``), outside its fenced blocks. A span may
 * run over a line break, which reads as one space (CommonMark, "Code spans"): the English wraps
 * at 100 columns, a translation writes the same span on one line.
 */
export const inlineCode = (markdown: string): string[] =>
  [...markdown.replace(/^```[\s\S]*?^```/gm, "").matchAll(/`([^`\n]+(?:\n[^`\n]+)*)`/g)].map((m) =>
    (m[1] ?? "").replace(/[ \t]*\n[ \t]*/g, " "),
  );

/** The levels of a Markdown text's headings, in order (`#`, `##`, `##`, …), outside code. */
const outline = (markdown: string): string[] =>
  [
    ...withoutFrontMatter(markdown)
      .replace(/^```[\s\S]*?^```/gm, "")
      .matchAll(/^(#+) /gm),
  ].map((m) => m[1] ?? "");

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a Markdown text's headings, outside code. */
const anchors = (markdown: string): Set<string> =>
  new Set(
    [
      ...withoutFrontMatter(markdown)
        .replace(/^```[\s\S]*?^```/gm, "")
        .matchAll(/^#+ (.+)$/gm),
    ].map((m) => headingSlug(m[1] ?? "")),
  );

/** An inline code span that is a command a learner types: these must all be in a translation. */
const COMMAND = /^(?:npm|npx|node|cd|git|curl) /;

/**
 * What is wrong with the translation at `file` (`steps/01-…/README.ja.md`), each problem naming
 * the file: a missing or unreadable header, an English source changed since the recorded hash, a
 * fenced code block that is not the English one, an inline code span the English does not have,
 * a command of the English left out, a heading outline that differs from the English, an
 * `#anchor` link that finds no heading of the translation.
 *
 * @param name how to name the file in the problems (its path from the workshop's root)
 */
export function translationProblems(file: string, name = file): string[] {
  const sourceName = TRANSLATED_FILE.exec(basename(file))?.[1];
  const translated = readFileSync(file, "utf8");
  const header = HEADER.exec(translated);
  const english = join(dirname(file), `${sourceName}.md`);
  if (!sourceName || !existsSync(english))
    return [`${name}: no English ${sourceName}.md beside it`];
  if (!header || header[1] !== `${sourceName}.md`) {
    return [`${name}: does not open with ${translationHeader(`${sourceName}.md`, "<hash>")}`];
  }
  const source = readFileSync(english, "utf8");
  const problems: string[] = [];
  const now = sourceHash(source);
  if (header[2] !== now) {
    problems.push(
      `${name}: ${sourceName}.md changed since it was translated (sha256:${header[2]}, now sha256:${now}); bring the translation up to date (git log -p ${sourceName}.md shows what changed), then record sha256:${now} in its source line`,
    );
  }
  const [ours, theirs] = [fencedBlocks(translated), fencedBlocks(source)];
  const differing = theirs.findIndex((block, i) => ours[i] !== block);
  if (differing >= 0 || ours.length !== theirs.length) {
    const at = differing >= 0 ? differing : theirs.length;
    problems.push(
      `${name}: code block ${at + 1} is not the English one (${ours.length} blocks, the English has ${theirs.length}):\n${ours[at] ?? "(none)"}\n≠\n${theirs[at] ?? "(none)"}`,
    );
  }
  const englishCode = new Set(inlineCode(source));
  const translatedCode = new Set(inlineCode(translated));
  for (const code of translatedCode) {
    if (!englishCode.has(code)) problems.push(`${name}: \`${code}\` is not in the English`);
  }
  for (const code of englishCode) {
    if (COMMAND.test(code) && !translatedCode.has(code))
      problems.push(`${name}: the command \`${code}\` of the English is missing`);
  }
  if (outline(translated).join(" ") !== outline(source).join(" ")) {
    problems.push(
      `${name}: its headings (${outline(translated).join(" ")}) are not the English ones (${outline(source).join(" ")}), one for one`,
    );
  }
  const own = anchors(translated);
  for (const link of translated.replace(/^```[\s\S]*?^```/gm, "").matchAll(/\]\(#([^)]+)\)/g)) {
    if (!own.has(link[1] ?? ""))
      problems.push(`${name}: links to #${link[1]}, no heading of its own`);
  }
  return problems;
}
