import { existsSync, readdirSync, rmSync } from "node:fs";
import { expect, test } from "vitest";
import { listSteps } from "../workshop/steps.ts";
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
