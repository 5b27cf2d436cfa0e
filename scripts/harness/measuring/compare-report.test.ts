import { expect, test } from "vitest";
import { parseReport } from "./compare-report.ts";

const side = {
  requests: 1200,
  errors: 0,
  totalSeconds: 5,
  rps: 240,
  meanLatencyMs: 800,
  p50Ms: 790,
  p90Ms: 900,
  p99Ms: 950,
};
const report = { load: { requests: 1200 }, single: side, cluster: side, speedup: 1 };

test("the last JSON line of the output is the report", () => {
  const lines = ["started", JSON.stringify(report), "stopped"];
  expect(parseReport(lines)).toEqual({ report });
});

test("a misnamed or string speed-up is named in the problem", () => {
  const { speedup: _, ...rest } = report;
  const misnamed = parseReport([JSON.stringify({ ...rest, speedUp: "1.70" })]);
  expect(misnamed).toEqual({
    problem: 'in the JSON line, "speedup" is not a number (it has "speedUp": "1.70" instead).',
  });
  const text = parseReport([JSON.stringify({ ...report, speedup: "1.70" })]);
  expect(text).toEqual({
    problem: 'in the JSON line, "speedup" is not a number (it is "1.70", a string).',
  });
});

test("a side without its figures, or no JSON at all, is a problem", () => {
  const { p99Ms: _, ...partial } = side;
  expect(parseReport([JSON.stringify({ ...report, cluster: partial })])).toEqual({
    problem: 'in the JSON line, "cluster" lacks numbers for "p99Ms".',
  });
  expect(parseReport(["no json here"])).toEqual({
    problem: "no line of the output parses as a JSON object.",
  });
});
