import { expect, test } from "vitest";
import {
  colorWanted,
  DEFAULT_WIDTH,
  displayWidth,
  MAX_WIDTH,
  padDisplay,
  terminalWidth,
  wrap,
} from "./terminal.ts";

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

/** Every line of `text` within `width` display columns. */
const fits = (text: string, width: number) =>
  text.split("\n").every((line) => displayWidth(line) <= width);

/** The Latin words (with digits and punctuation inside) of `text`. */
const latinWords = (text: string) => text.match(/[\x21-\x7e]+/g) ?? [];

const japanese =
  "期待: クラスターはワーカープロセスを CPU の数だけ起動し、プライマリはラウンドロビンで接続を配ります。負荷テストでは 1 プロセスより多くのリクエスト/秒をさばけるはずです。os.availableParallelism() と node:cluster を使ってください。";
const korean =
  "기대: 클러스터는 CPU 수만큼 워커 프로세스를 띄우고, 프라이머리는 연결을 라운드 로빈으로 나눠 줍니다. 부하 테스트에서 os.availableParallelism()으로 정한 워커 수만큼 초당 요청 수가 늘어나야 합니다.";

test("full-width characters count two columns: Japanese and Korean lines fit the width", () => {
  expect(displayWidth("クラスター")).toBe(10);
  expect(displayWidth("클러스터")).toBe(8);
  expect(padDisplay("完了", 6)).toBe("完了  ");
  const unspaced = (text: string) => text.replace(/\s+/g, "");
  for (const width of [30, 41, 80]) {
    expect(fits(wrap(japanese, width), width), `ja ${width}`).toBe(true);
    expect(fits(wrap(korean, width), width), `ko ${width}`).toBe(true);
    // Nothing lost or added but line breaks and the indentation under the label.
    expect(unspaced(wrap(japanese, width))).toBe(unspaced(japanese));
    expect(unspaced(wrap(korean, width))).toBe(unspaced(korean));
  }
});

test("no Latin word is split, in Japanese or Korean text", () => {
  for (const [text, width] of [
    [japanese, 40],
    [japanese, 47],
    [korean, 40],
    [korean, 52],
  ] as const) {
    const words = new Set(latinWords(text.replace(/[^\x21-\x7e]+/g, " ")));
    for (const word of latinWords(wrap(text, width).replace(/[^\x21-\x7e]+/g, " ")))
      expect(words, `${word} at ${width} columns`).toContain(word);
  }
});

test("Japanese breaks between phrases, never before punctuation nor after an opening bracket", () => {
  const lines = wrap(japanese, 30).split("\n");
  expect(lines.length).toBeGreaterThan(4);
  for (const line of lines.slice(1)) expect(line.trim()).not.toMatch(/^[、。ー）」]/);
  for (const line of lines) expect(line).not.toMatch(/[（「]$/);
  // BudouX keeps a word and its particle together: no line ends inside クラスター or ワーカープロセス.
  for (const line of lines) expect(line).not.toMatch(/(?:クラス|ワーカー)$/);
  expect(wrap("「プライマリ」は（ワーカープロセス）を起動します。", 24).split("\n")).toEqual([
    "「プライマリ」は",
    "（ワーカープロセス）を",
    "起動します。",
  ]);
  // A phrase wider than the line is cut where the rules allow: not before its closing bracket.
  expect(wrap("「プライマリ」は", 12).split("\n")).toEqual(["「プライマ", "リ」は"]);
});

test("Korean breaks only between words, at spaces", () => {
  const words = new Set(korean.split(" "));
  for (const line of wrap(korean, 40).split("\n"))
    for (const word of line.trim().split(" ")) expect(words).toContain(word);
});

test("a Japanese or Korean label's continuation lines stand under the text after it", () => {
  const ja = wrap(japanese, 40).split("\n");
  expect(ja[1]?.startsWith(" ".repeat(displayWidth("期待: ")))).toBe(true);
  const ko = wrap(korean, 40).split("\n");
  expect(ko[1]?.startsWith(" ".repeat(displayWidth("기대: ")))).toBe(true);
});

test("a command that fits stays on one line, and a number keeps its unit, in every language", () => {
  const texts = [
    "次に:     パッケージを入れてください: npm pkg set dependencies.express=^5 を実行し、そのあと npm run check step4 を実行します。1.45 ms かかりました。",
    "다음:     판정은 npm run check step2가 합니다. 요청 1260건, 1.45 ms 걸렸습니다. 그다음 npm run check step4 명령을 실행하세요.",
    "Next:    run npm pkg set dependencies.express=^5, then npm run check step4; it took 1.45 ms.",
  ];
  for (const width of [36, 44, 52]) {
    for (const text of texts) {
      const lines = wrap(text, width).split("\n");
      // The text after the 10-column label is what wraps.
      for (const kept of [
        "npm run check step4",
        "1.45 ms",
        "npm pkg set dependencies.express=^5",
      ]) {
        const fits = text.includes(kept) && displayWidth(kept) <= width - 10;
        const whole = lines.some((line) => line.includes(kept));
        expect(whole || !fits, `${kept} at ${width}: ${lines.join(" | ")}`).toBe(true);
      }
      for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(width);
    }
  }
});

test("a command wider than the line breaks between its words, never inside one", () => {
  const lines = wrap("Next:     Run npm run check step1 -- --solution on the machine", 34).split(
    "\n",
  );
  expect(lines.join(" ")).toContain("--solution");
  for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(34);
});
