// The GitHub Actions workflow for forks (.github/workflows/) is valid, as GitHub's schema has it
// (@action-validator/core, the action-validator project's checker compiled to WebAssembly), and
// runs the scripts .ci/run runs.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { describe, expect, test } from "vitest";
import { workshopRoot } from "../harness/paths.ts";

const folder = join(workshopRoot, ".github/workflows");
const workflows = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));

describe("the workflows for forks", () => {
  test("there is one", () => expect(workflows).toContain("platforms.yml"));

  test.each(workflows)("%s passes the workflow validator", (name) => {
    const { errors } = validateWorkflow(readFileSync(join(folder, name), "utf8"));
    expect(errors).toEqual([]);
  });

  test("the validator rejects a broken workflow (it can fail)", () => {
    const broken =
      "on: push\njobs:\n  build:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: 3\n        shell: [\n";
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
    const noSteps = "on: push\njobs:\n  build:\n    runs-on: ubuntu-24.04\n    stepz: []\n";
    expect(validateWorkflow(noSteps).errors.length).toBeGreaterThan(0);
  });

  test("Linux runs .ci/run's scripts; macOS and Windows theirs", () => {
    const text = readFileSync(join(folder, "platforms.yml"), "utf8");
    const ciRun = readFileSync(join(workshopRoot, ".ci/run"), "utf8");
    for (const command of ["npm ci", "npm test"]) {
      expect(ciRun).toContain(command);
      expect(text).toContain(command);
    }
    expect(text).toMatch(/runs-on: macos-14/);
    expect(text).toMatch(/npm run selftest -- --steps/);
    expect(text).toMatch(/runs-on: windows-latest[\s\S]*npm run check 3[\s\S]*test "\$code" -eq 2/);
  });
});
