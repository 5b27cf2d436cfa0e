import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { LOCALE_ENV } from "../../i18n/locale.ts";
import { displayWidth, wrap } from "../../workshop/terminal.ts";
import {
  CheckpointError,
  check,
  formatExplanation,
  messagePart,
  QUOTED_LINES,
  withoutPart,
} from "./messages.ts";

beforeEach(() => {
  vi.stubEnv(LOCALE_ENV, "en");
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const explanation = { expected: "a", seen: "b", next: "c", read: 'README.md · "X"' };

test("a message says what was expected, seen, what next and where to read", () => {
  expect(formatExplanation(explanation)).toBe(
    'Expected: a\nSeen:     b\nNext:     c\nRead:     README.md · "X"',
  );
});

test("only the last lines of output are quoted", () => {
  const output = Array.from({ length: 30 }, (_, i) => `line ${i}`);
  const text = formatExplanation({ ...explanation, output });
  expect(text).toContain(`Last ${QUOTED_LINES} lines the program printed:`);
  expect(text).toContain("  │ line 29");
  expect(text).not.toContain("line 17\n");
  expect(formatExplanation({ ...explanation, output: ["one"] })).toContain(
    "Last line the program printed:\n  │ one",
  );
});

test("empty output is said plainly", () => {
  expect(formatExplanation({ ...explanation, output: [] })).toContain(
    "The program printed nothing.",
  );
});

test("in Japanese and Korean, the labels are translated and aligned by display width", () => {
  vi.stubEnv(LOCALE_ENV, "ja");
  const ja = formatExplanation({ ...explanation, output: ["Listening on 3000"] });
  expect(ja).toBe(
    '期待: a\n実際: b\n次に: c\n参照: README.md · "X"\nプログラムの出力（最後の1行）:\n  │ Listening on 3000',
  );
  vi.stubEnv(LOCALE_ENV, "ko");
  const ko = formatExplanation({ ...explanation, output: [] });
  expect(ko).toBe('기대: a\n실제: b\n다음: c\n참고: README.md · "X"\n프로그램 출력: 없음');
});

test("a part is read back from a message printed in any language", () => {
  for (const locale of ["en", "ja", "ko"]) {
    vi.stubEnv(LOCALE_ENV, locale);
    const message = formatExplanation({ ...explanation, next: "Fork a worker." });
    expect(messagePart(message, "next"), locale).toBe("Fork a worker.");
    expect(messagePart(message, "read"), locale).toBe('README.md · "X"');
    expect(withoutPart(message, "read"), locale).not.toContain("README.md");
  }
  expect(messagePart("Expected: a", "next")).toBeUndefined();
});

test("a long Japanese message fits 80 display columns once wrapped", () => {
  vi.stubEnv(LOCALE_ENV, "ja");
  const text = formatExplanation({
    ...explanation,
    seen: "クラスターは 1 プロセスと同じリクエスト/秒しかさばけませんでした。ワーカープロセスが 1 つしか起動していない可能性があります。",
  });
  for (const line of wrap(text, 80).split("\n")) expect(displayWidth(line)).toBeLessThanOrEqual(80);
});

test("check throws a CheckpointError only when the condition fails", () => {
  expect(() => check(true, () => explanation)).not.toThrow();
  expect(() => check(0, () => explanation)).toThrow(CheckpointError);
});
