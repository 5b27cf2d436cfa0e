import { expect, test } from "vitest";
import type { TestCase } from "vitest/node";
import { withLocale } from "../i18n/locale.ts";
import { CheckpointReporter } from "./reporter.ts";

/** A finished checkpoint as vitest hands it to a reporter: what the reporter reads of it. */
function testCase(name: string, state: "passed" | "failed", dependsOn?: string[]): TestCase {
  const message = `Expected: ${name} holds.\nSeen:     it does not.\nNext:     fix ${name}.\nRead:     x`;
  return {
    name,
    module: { relativeModuleId: "steps/04-x/checkpoints/x.test.ts" },
    result: () =>
      state === "failed"
        ? { state, errors: [{ name: "CheckpointError", message }] }
        : { state, errors: [] },
    meta: () => ({ dependsOn }),
    diagnostic: () => ({ duration: 1000 }),
  } as unknown as TestCase;
}

test("a failure after a failed checkpoint it depends on names that one as its cause", () => {
  let log = "";
  const reporter = new CheckpointReporter({ write: (text) => (log += text), width: 200 });
  withLocale("en", () => {
    reporter.onTestCaseResult(testCase("runs", "failed"));
    reporter.onTestCaseResult(testCase("other", "failed"));
    reporter.onTestCaseResult(testCase("reads", "failed", ["runs"]));
    reporter.onTestCaseResult(testCase("reads more", "failed", ["reads"]));
    reporter.onTestCaseResult(testCase("passes", "passed", ["runs"]));
  });
  const causedBy = Object.fromEntries(reporter.results.map((r) => [r.name, r.causedBy]));
  // The cause is the first failure of the chain, not the checkpoint in between.
  expect(causedBy).toEqual({
    runs: undefined,
    other: undefined,
    reads: "runs",
    "reads more": "runs",
    passes: undefined,
  });
  expect(log).toContain("fix other.");
  expect(log).not.toContain("fix reads.");
  expect(log).toContain('Probably the same cause as the failure of "runs" above: fix that first.');
});
