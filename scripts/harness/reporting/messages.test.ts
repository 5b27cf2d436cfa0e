import { expect, test } from "vitest";
import { CheckpointError, check, formatExplanation, QUOTED_LINES } from "./messages.ts";

const explanation = { expected: "a", seen: "b", next: "c", read: 'README.md · "X"' };

test("a message says what was expected, seen, what next and where to read", () => {
  expect(formatExplanation(explanation)).toBe(
    'Expected: a\nSeen:     b\nNext:     c\nRead:     README.md · "X"',
  );
});

test("only the last lines of output are quoted", () => {
  const output = Array.from({ length: 30 }, (_, i) => `line ${i}`);
  const text = formatExplanation({ ...explanation, output });
  expect(text).toContain(`Last ${QUOTED_LINES} line(s) the program printed:`);
  expect(text).toContain("  │ line 29");
  expect(text).not.toContain("line 17\n");
});

test("empty output is said plainly", () => {
  expect(formatExplanation({ ...explanation, output: [] })).toContain(
    "The program printed nothing.",
  );
});

test("check throws a CheckpointError only when the condition fails", () => {
  expect(() => check(true, () => explanation)).not.toThrow();
  expect(() => check(0, () => explanation)).toThrow(CheckpointError);
});
