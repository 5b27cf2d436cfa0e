/**
 * How the workshop writes to the terminal: colours only where they help (a TTY, unless `NO_COLOR`
 * is set; `FORCE_COLOR` forces them), live lines only on a TTY, and text wrapped to the terminal's
 * width, at most {@link MAX_WIDTH} columns and 80 where the width is unknown (a pipe, a CI log).
 * Colour rules: https://no-color.org and https://force-color.org.
 *
 * Widths are display columns (string-width): a full-width Japanese or Korean character takes two.
 * Text breaks at spaces, never inside a word of Latin script; Korean, which spaces its words,
 * breaks only there too (CSS's `word-break: keep-all`). Japanese, which does not, breaks between
 * the phrases BudouX finds (https://github.com/google/budoux), a model of where Japanese readers
 * expect a line to break, and never before a closing bracket or punctuation nor after an opening
 * one (https://www.w3.org/TR/jlreq/, "Line breaking rules").
 */
import { createRequire } from "node:module";
import type * as Budoux from "budoux";
import pc from "picocolors";
import stringWidth from "string-width";
import wrapAnsi from "wrap-ansi";

/** Lines are never wider than this, even in a wide terminal: long lines are hard to read. */
export const MAX_WIDTH = 100;

/** Width used when the output is not a terminal. */
export const DEFAULT_WIDTH = 80;

type Env = Record<string, string | undefined>;

/** Whether to colour output written to `stream`, by the NO_COLOR / FORCE_COLOR conventions. */
export function colorWanted(stream: { isTTY?: boolean } = process.stdout, env: Env = process.env) {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== "0" && env.FORCE_COLOR !== "false";
  return Boolean(stream.isTTY) && env.TERM !== "dumb";
}

/** The workshop's colour functions (picocolors), switched off where colours are not wanted. */
export const colors = pc.createColors(colorWanted());

/** True when stdout is a terminal a live line can be redrawn in. */
export const interactive = Boolean(process.stdout.isTTY) && process.env.TERM !== "dumb";

/** The width to wrap to, in columns. */
export function terminalWidth(stream: { columns?: number; isTTY?: boolean } = process.stdout) {
  return Math.min(MAX_WIDTH, stream.isTTY && stream.columns ? stream.columns : DEFAULT_WIDTH);
}

/** The columns `text` takes on a terminal: full-width characters count two, colours none. */
export const displayWidth = (text: string): number => stringWidth(text);

/** `text` followed by spaces up to `width` display columns. */
export const padDisplay = (text: string, width: number): string =>
  text + " ".repeat(Math.max(0, width - displayWidth(text)));

/** Japanese script: a line holding any is broken between phrases, not only at spaces. */
const JAPANESE = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
/** Characters of words spaced apart (ASCII, Latin, Greek, Cyrillic, Korean): never broken between two. */
const SPACED = /[\x21-\x7e\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{sc=Hangul}]/u;
/** Neither starts a line: closing brackets, punctuation, small kana, the prolonged sound mark. */
const NO_LINE_START =
  /[、。，．・：；？！ー）」』】〉》〕…‥ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ]/u;
/** Nor ends one: opening brackets. */
const NO_LINE_END = /[（「『【〈《〔]/u;

let japaneseParser: Budoux.Parser | undefined;

/**
 * Stands for a space that must not break a line: inside a command (e.g. `npm run check step3`) and
 * between a number and its unit (`1.45 ms`). A private-use character, put in before wrapping and
 * turned back into a space after.
 */
const GLUE = "\uE000";

/** What a line keeps together: a command and its arguments, a number and its unit. */
const KEEP_TOGETHER = [
  /\b(?:npm|npx|pm2|git|node) (?:(?:-- ?)?(?:--?[\w-]+|[a-z0-9][\w.:=@/^~-]*)(?: |$)){1,5}/g,
  /\b\d[\d.,]* (?:ms|s|req\/s|%|×|MB)(?![\p{L}\d])/gu,
];

/**
 * `line` with the spaces of what {@link KEEP_TOGETHER} finds glued, where it fits in `width`
 * columns (a longer command still breaks between its words, not inside one).
 */
const glue = (line: string, width: number): string =>
  KEEP_TOGETHER.reduce(
    (text, pattern) =>
      text.replace(pattern, (found) => {
        const kept = found.trimEnd();
        if (displayWidth(kept) > width) return found;
        return kept.replaceAll(" ", GLUE) + found.slice(kept.length);
      }),
    line,
  );

/** Whether a line may break between `before` and `after` (two characters) by the rules above. */
const mayBreak = (before: string, after: string): boolean =>
  before !== GLUE &&
  after !== GLUE &&
  !NO_LINE_START.test(after) &&
  !NO_LINE_END.test(before) &&
  !(SPACED.test(before) && SPACED.test(after));

/**
 * `line` cut where it may break: after each space, and between BudouX's phrases where neither
 * side is part of a spaced word and no line-breaking rule forbids it.
 */
function japanesePieces(line: string): string[] {
  if (!japaneseParser) {
    // Loaded on the first Japanese line: BudouX brings an HTML parser (linkedom) that took
    // 230 ms to load on the workshop's VM, in every check process, and most print no Japanese.
    const { Parser, jaModel } = createRequire(import.meta.url)("budoux") as typeof Budoux;
    japaneseParser = new Parser(jaModel);
  }
  const breaks = new Set<number>();
  let at = 0;
  for (const phrase of japaneseParser.parse(line)) {
    at += phrase.length;
    breaks.add(at);
  }
  for (const space of line.matchAll(/ +/g)) breaks.add((space.index ?? 0) + space[0].length);
  const pieces: string[] = [];
  let start = 0;
  for (const i of [...breaks].sort((a, b) => a - b)) {
    if (i >= line.length || i === 0 || !mayBreak(line[i - 1] ?? "", line[i] ?? "")) continue;
    pieces.push(line.slice(start, i));
    start = i;
  }
  pieces.push(line.slice(start));
  return pieces;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The head of `text` that fits `width` columns, ending where a line may break if it can (else
 * anywhere): how a piece wider than a whole line is cut.
 */
function cutToWidth(text: string, width: number): string {
  let head = "";
  let lastBreak = "";
  for (const { segment } of graphemes.segment(text)) {
    if (head && displayWidth(head + segment) > width) break;
    if (head && mayBreak(head.at(-1) ?? "", segment)) lastBreak = head;
    head += segment;
  }
  return lastBreak &&
    head.length < text.length &&
    !mayBreak(head.at(-1) ?? "", text[head.length] ?? "")
    ? lastBreak
    : head;
}

/** Wraps one line of Japanese to `width` columns, between pieces; one too wide is cut anyway. */
function wrapJapanese(line: string, width: number): string {
  const lines: string[] = [];
  let current = "";
  for (const piece of japanesePieces(line)) {
    if (displayWidth(current + piece.trimEnd()) <= width) {
      current += piece;
      continue;
    }
    if (current.trim()) lines.push(current.trimEnd());
    current = piece.trimStart();
    while (displayWidth(current.trimEnd()) > width) {
      const cut = cutToWidth(current, width);
      lines.push(cut.trimEnd());
      current = current.slice(cut.length).trimStart();
    }
  }
  if (current.trim() || lines.length === 0) lines.push(current.trimEnd());
  return lines.join("\n");
}

/**
 * Wraps every line of `text` to `width` display columns (ANSI colours kept). A line that starts
 * with a label such as `Expected: ` (or `期待: `, `기대: `) continues under the text after the
 * label; a line starting with spaces continues at the same indentation.
 */
export function wrap(text: string, width = terminalWidth()): string {
  return text
    .split("\n")
    .map((line) => {
      const label =
        /^(\s*(?:(?:[A-Z][a-z]+|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]+):\s+|│ |[-*✓✗] |\d+\. )?)/u;
      const prefix = label.exec(line)?.[1] ?? "";
      const hang = displayWidth(prefix) < width / 2 ? prefix : "";
      const rest = glue(line.slice(hang.length), width - displayWidth(hang));
      const wrapped = JAPANESE.test(rest)
        ? wrapJapanese(rest, width - displayWidth(hang))
        : wrapAnsi(rest, width - displayWidth(hang), { hard: true });
      return wrapped
        .replaceAll(GLUE, " ")
        .split("\n")
        .map((part, i) => (i === 0 ? hang : " ".repeat(displayWidth(hang))) + part)
        .join("\n");
    })
    .join("\n");
}
