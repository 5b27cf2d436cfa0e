// Nothing in scripts/ but its tests names a step: whatever is particular to a step lives in its own
// folders (its checkpoints/step.ts, checkpoints/facts.json, …) and scripts/ finds it the way it
// finds the steps (./steps.ts, ./step-facts.ts), so that a new step needs no change here
// (CONTRIBUTING.md, "Adding a step"). A step's folder name or "step NN" may stand in scripts/ only
// as an example of a name's format: on a comment line, after "e.g.".
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import escapeStringRegexp from "escape-string-regexp";
import { expect, test } from "vitest";
import { workshopRoot } from "../harness/paths.ts";
import { listSteps } from "./steps.ts";

/**
 * A step named: a step's folder name (every one there is, and any of that shape with two words or
 * more), or "step" and a number ("step3", "step 09", "steps 03–05").
 */
const STEP_NAME = new RegExp(
  [
    ...listSteps().map((step) => escapeStringRegexp(step.id)),
    String.raw`\b\d\d-[a-z][a-z0-9]*-[a-z0-9][a-z0-9-]*`,
    String.raw`\bsteps?[ _-]?\d`,
  ].join("|"),
  "i",
);

/** A comment line (`//`, `/*`, ` *` or `#`) that gives an example ("e.g."). */
const EXAMPLE = /^\s*(?:\/\/|\/\*|\*|#).*\be\.g\./;

/** The lines of `text` that name a step other than as an example, as "line: text". */
function stepNamesIn(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      STEP_NAME.test(line) && !EXAMPLE.test(line) ? [`${i + 1}: ${line}`] : [],
    );
}

/** Every file under `dir`, as paths from the workshop's root. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(workshopRoot, dir), { encoding: "utf8", recursive: true })
    .map((path) => join(dir, path))
    .filter((path) => statSync(join(workshopRoot, path)).isFile());
}

test("no file of scripts/ but a test names a step, other than as an example of a name's format", () => {
  const code = filesUnder("scripts").filter((path) => !path.endsWith(".test.ts"));
  expect(code.length).toBeGreaterThan(100);
  const named = code.flatMap((path) =>
    stepNamesIn(readFileSync(join(workshopRoot, path), "utf8")).map((line) => `${path}:${line}`),
  );
  expect(named).toEqual([]);
});

test.each([
  ['next: "Both sides must serve step 02\'s /heavy route."', true],
  ['"no speed-up measured yet: it comes with the checks of steps 03–05"', true],
  ['const SERVER = "06-scheduling-and-balance";', true],
  ["# Runs step 09's two directions", true],
  ['  say "running: npm run selftest -- --steps --only 09-right-sizing"', true],
  ['.argument("<step>", "step3, 3, 03 or 03-cluster-primary")', true],
  ['  /** the step\'s id, e.g. "03-cluster-primary" */', false],
  [" * The points line, e.g. `Points: 5/6 checkpoints of step 03-cluster-primary passed`", false],
  ['const id = "03-cluster-primary"; // e.g.', true],
  ["export const HEAVY_STEPS = 5_000_000;", false],
  ['"endOfLife20": "2026-04-30"', false],
])("%s names a step: %s", (line, names) => {
  expect(stepNamesIn(line).length > 0).toBe(names);
});
