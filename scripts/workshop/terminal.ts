/**
 * How the workshop writes to the terminal: colours only where they help (a TTY, unless `NO_COLOR`
 * is set; `FORCE_COLOR` forces them), live lines only on a TTY, and text wrapped to the terminal's
 * width, at most {@link MAX_WIDTH} columns and 80 where the width is unknown (a pipe, a CI log).
 * Colour rules: https://no-color.org and https://force-color.org.
 */
import pc from "picocolors";
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

/**
 * Wraps every line of `text` to `width` columns (ANSI colours kept). A line that starts with a
 * label such as `Expected: ` continues under the text after the label; a line starting with
 * spaces continues at the same indentation.
 */
export function wrap(text: string, width = terminalWidth()): string {
  return text
    .split("\n")
    .map((line) => {
      const hang = /^(\s*(?:[A-Z][a-z]+:\s+|│ |[-*✓✗] |\d+\. )?)/.exec(line)?.[1]?.length ?? 0;
      const indent = hang < width / 2 ? hang : 0;
      const wrapped = wrapAnsi(line.slice(indent), width - indent, { hard: true });
      return wrapped
        .split("\n")
        .map((part, i) => (i === 0 ? line.slice(0, indent) : " ".repeat(indent)) + part)
        .join("\n");
    })
    .join("\n");
}
