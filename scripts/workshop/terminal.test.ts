import { expect, test } from "vitest";
import { colorWanted, DEFAULT_WIDTH, MAX_WIDTH, terminalWidth, wrap } from "./terminal.ts";

test("colours: NO_COLOR wins, FORCE_COLOR forces, otherwise only on a terminal", () => {
  expect(colorWanted({ isTTY: true }, {})).toBe(true);
  expect(colorWanted({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
  expect(colorWanted({ isTTY: false }, {})).toBe(false);
  expect(colorWanted({ isTTY: false }, { CI: "true" })).toBe(false);
  expect(colorWanted({ isTTY: false }, { FORCE_COLOR: "1" })).toBe(true);
  expect(colorWanted({ isTTY: true }, { FORCE_COLOR: "0" })).toBe(false);
  expect(colorWanted({ isTTY: true }, { TERM: "dumb" })).toBe(false);
});

test("the width is the terminal's, capped, and 80 for a pipe", () => {
  expect(terminalWidth({ isTTY: false, columns: 200 })).toBe(DEFAULT_WIDTH);
  expect(terminalWidth({ isTTY: true, columns: 60 })).toBe(60);
  expect(terminalWidth({ isTTY: true, columns: 300 })).toBe(MAX_WIDTH);
});

test("wrapped lines fit the width and continue under the text after a label", () => {
  const text = `Expected: ${"the cluster serves more req/s than one process ".repeat(4)}\n  │ ${"x".repeat(120)}`;
  const lines = wrap(text, 40).split("\n");
  expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(40);
  expect(lines[1]?.startsWith(" ".repeat("Expected: ".length))).toBe(true);
  expect(lines.filter((line) => line.startsWith("    x")).length).toBeGreaterThan(0);
});
