import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { expect, test } from "vitest";
import { createVitest } from "vitest/node";
import { workshopRoot } from "../harness/paths.ts";
import { listSteps } from "../workshop/steps.ts";
import { stepCatalogue, stepCatalogues } from "./catalogue.ts";
import { applyAdvice } from "./mistakes.ts";

test("the checkpoint runner takes only checkpoints from a step folder, never its facts or fixtures", async () => {
  const vitest = await createVitest("test", { root: workshopRoot, watch: false, run: true });
  try {
    for (const step of listSteps()) {
      const specs = await vitest.globTestSpecifications([`${relative(workshopRoot, step.dir)}/`]);
      const files = specs.map((spec) => relative(step.dir, spec.moduleId));
      expect(files.length, step.id).toBeGreaterThan(0);
      for (const file of files) expect(file, step.id).toMatch(/^checkpoints\/[^/]+\.test\.ts$/);
    }
  } finally {
    await vitest.close();
  }
});

test("every step's facts load, with at least one mistake each", async () => {
  for (const catalogue of await stepCatalogues()) {
    expect(catalogue.mistakes.length, catalogue.step.id).toBeGreaterThan(0);
    for (const mistake of catalogue.mistakes) expect(mistake.step).toBe(catalogue.step.id);
  }
});

test("a given file comes in pairs: from an earlier step, the starter's and the solution's copy", async () => {
  const steps = listSteps();
  const catalogues = await stepCatalogues(steps);
  const given = catalogues.flatMap((c) => c.givenFiles);
  expect(given.length).toBeGreaterThan(0);
  for (const [copy, original] of given) {
    expect(copy).toMatch(/^(steps|solutions)\/\d\d-[a-z0-9-]+\/[^/]+$/);
    expect(original).toMatch(/^solutions\/\d\d-[a-z0-9-]+\/[^/]+$/);
    expect(copy).not.toBe(original);
  }
});

test("a step's bench facts may only name its own mistakes", async () => {
  const root = mkdtempSync(join(tmpdir(), "workshop-facts-"));
  const dir = join(root, "steps/99-made-up");
  mkdirSync(join(dir, "checkpoints"), { recursive: true });
  writeFileSync(
    join(dir, "checkpoints/step.ts"),
    'export const STEP = { bench: { fastFailures: ["no such mistake"] } };\n',
  );
  const step = { number: 99, id: "99-made-up", title: "", dir, solutionDir: join(root, "x") };
  try {
    await expect(stepCatalogue(step, root)).rejects.toThrow('"no such mistake"');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("every mistake's advised edits find their text in the mistaken file", async () => {
  const problems: string[] = [];
  for (const mistake of (await stepCatalogues()).flatMap((c) => c.mistakes)) {
    try {
      rmSync(applyAdvice(mistake), { recursive: true, force: true });
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  expect(problems).toEqual([]);
});
