import { existsSync, readdirSync, rmSync } from "node:fs";
import { expect, test } from "vitest";
import { checkpointNamesOf } from "../workshop/step-facts.ts";
import { listSteps, resolveStep } from "../workshop/steps.ts";
import { stepCatalogues } from "./catalogue.ts";
import { applyVariant, variantsDir } from "./variants.ts";

const catalogues = await stepCatalogues();
const variants = catalogues.flatMap((c) => c.variants);

test("every variant applies to its step's solution", () => {
  for (const variant of variants) rmSync(applyVariant(variant), { recursive: true, force: true });
});

test("variant names are unique within a step", () => {
  const names = variants.map((v) => `${v.step}: ${v.name}`);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});

test("every fixture folder belongs to a variant", () => {
  const used = new Set(variants.flatMap((v) => ("files" in v ? [`${v.step}/${v.files}`] : [])));
  const folders = listSteps().flatMap((step) =>
    existsSync(variantsDir(step))
      ? readdirSync(variantsDir(step)).map((slug) => `${step.id}/${slug}`)
      : [],
  );
  expect(folders.length).toBeGreaterThan(0);
  expect(folders.filter((folder) => !used.has(folder))).toEqual([]);
});

test("a variant's checkpoints are checkpoints of its step, and only one-edit variants name any", async () => {
  const scoped = variants.filter((v) => v.checkpoints !== undefined);
  expect(scoped.length).toBeGreaterThan(0);
  for (const variant of scoped) {
    expect("file" in variant, `${variant.step}: ${variant.name}`).toBe(true);
    expect(variant.checkpoints?.length, `${variant.step}: ${variant.name}`).toBeGreaterThan(0);
    await checkpointNamesOf(resolveStep(variant.step), variant.checkpoints ?? []);
  }
});
