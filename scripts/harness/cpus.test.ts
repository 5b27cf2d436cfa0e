import { describe, expect, test } from "vitest";
import { cpuBudget, expectedSpeedup, parseCpuMax } from "./cpus.ts";

describe("parseCpuMax", () => {
  test("no quota", () => expect(parseCpuMax("max 100000\n")).toBeUndefined());
  test("whole CPUs", () => expect(parseCpuMax("200000 100000")).toBe(2));
  test("a fraction rounds up", () => expect(parseCpuMax("150000 100000")).toBe(2));
  test("a tiny quota is still one CPU", () => expect(parseCpuMax("1000 100000")).toBe(1));
  test("garbage", () => expect(parseCpuMax("")).toBeUndefined());
});

describe("expectedSpeedup", () => {
  test("one CPU: no speed-up can exist", () => expect(expectedSpeedup(4, 1)).toBeUndefined());
  test("one worker: none either", () => expect(expectedSpeedup(1, 8)).toBeUndefined());
  test("2 cores: 1.35×", () => expect(expectedSpeedup(2, 2)).toBeCloseTo(1.35));
  test("counts min(workers, CPUs)", () => expect(expectedSpeedup(16, 4)).toBeCloseTo(2.05));
});

test("cpuBudget: usable never exceeds what Node reports", () => {
  const budget = cpuBudget();
  expect(budget.usable).toBeGreaterThanOrEqual(1);
  expect(budget.usable).toBeLessThanOrEqual(budget.availableParallelism);
});
