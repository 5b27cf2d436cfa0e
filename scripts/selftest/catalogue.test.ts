import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { expect, test } from "vitest";
import { createVitest } from "vitest/node";
import { workshopRoot } from "../harness/paths.ts";
import { listSteps, type Step } from "../workshop/steps.ts";
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

test("every step catalogues at least one mistake: each step's check must be able to fail", async () => {
  for (const catalogue of await stepCatalogues())
    expect(catalogue.mistakes.length, catalogue.step.id).toBeGreaterThan(0);
});

/** A made-up workshop under a temporary root: steps whose checkpoints/step.ts is `facts`. */
function madeUpSteps(facts: Record<string, string>): { root: string; steps: Step[] } {
  const root = mkdtempSync(join(tmpdir(), "workshop-facts-"));
  const steps = Object.entries(facts).map(([id, source]) => {
    const dir = join(root, "steps", id);
    mkdirSync(join(dir, "checkpoints"), { recursive: true });
    writeFileSync(join(dir, "checkpoints/step.ts"), source);
    return {
      number: Number(id.slice(0, 2)),
      id,
      title: "",
      dir,
      solutionDir: join(root, "solutions", id),
    };
  });
  return { root, steps };
}

test("a given file from an earlier step is copied to the starter and the solution, from its own to the starter", async () => {
  const { root, steps } = madeUpSteps({
    "98-first": "export const STEP = {};\n",
    "99-second": 'export const STEP = { given: { "a.ts": "98-first", "b.ts": "99-second" } };\n',
  });
  try {
    const second = steps[1] as Step;
    expect((await stepCatalogue(second, root)).givenFiles).toEqual([
      ["solutions/99-second/a.ts", "solutions/98-first/a.ts"],
      ["steps/99-second/a.ts", "solutions/98-first/a.ts"],
      ["steps/99-second/b.ts", "solutions/99-second/b.ts"],
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.each([
  'export const STEP = { bench: { fastFailures: ["no such mistake"] } };\n',
  'export const STEP = { simulate: { mistakes: [{ name: "no such mistake", expect: [] }] } };\n',
])("a step's bench and simulate facts may only name its own mistakes", async (source) => {
  const { root, steps } = madeUpSteps({ "99-made-up": source });
  try {
    await expect(stepCatalogue(steps[0] as Step, root)).rejects.toThrow('"no such mistake"');
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
