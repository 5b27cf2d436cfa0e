import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { applyVariant, VARIANTS, VARIANTS_DIR } from "./variants.ts";

test("every variant applies to its step's solution", () => {
  for (const variant of VARIANTS) rmSync(applyVariant(variant), { recursive: true, force: true });
});

test("variant names are unique within a step", () => {
  const names = VARIANTS.map((v) => `${v.step}: ${v.name}`);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});

test("every fixture folder belongs to a variant", () => {
  const used = new Set(VARIANTS.flatMap((v) => ("files" in v ? [`${v.step}/${v.files}`] : [])));
  const folders = readdirSync(VARIANTS_DIR).flatMap((step) =>
    readdirSync(join(VARIANTS_DIR, step)).map((slug) => `${step}/${slug}`),
  );
  expect(folders.filter((folder) => !used.has(folder))).toEqual([]);
});
