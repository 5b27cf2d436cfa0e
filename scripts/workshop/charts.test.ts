import { stripVTControlCharacters } from "node:util";
import { expect, test } from "vitest";
import { bar, renderChart } from "./charts.ts";
import { displayWidth } from "./terminal.ts";

test("a bar is drawn in eighths of a column", () => {
  expect(bar(1, 4)).toBe("████");
  expect(bar(0.5, 4)).toBe("██");
  expect(bar(1 / 32, 4)).toBe("▏");
  expect(bar(0, 4)).toBe("");
});

test("a chart scales its bars to the largest value and fits the width", () => {
  const lines = renderChart(
    {
      title: "req/s",
      unit: "req/s",
      bars: [
        { label: "one process", value: 200 },
        { label: "cluster", value: 400 },
      ],
    },
    80,
  );
  expect(lines[0]).toContain("req/s");
  expect(lines).toHaveLength(3);
  for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
  const width = (line = "") => (line.match(/█/g) ?? []).length;
  expect(width(lines[2])).toBe(2 * width(lines[1]));
  expect(lines[2]).toMatch(/400 req\/s$/);
});

test("labels in Japanese or Korean line up by display width", () => {
  const lines = renderChart(
    {
      title: "req/s",
      unit: "req/s",
      bars: [
        { label: "1 プロセス", value: 100 },
        { label: "cluster", value: 200 },
      ],
    },
    60,
  ).map((line) => stripVTControlCharacters(line));
  const barStarts = lines.slice(-2).map((line) => displayWidth(line.slice(0, line.indexOf("█"))));
  expect(barStarts[0]).toBeGreaterThan(0);
  expect(barStarts[1]).toBe(barStarts[0]);
});
