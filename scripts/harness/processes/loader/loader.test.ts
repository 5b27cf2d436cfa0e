// The learner's files run as the workshop runs them, ES modules, wherever their folder is: a
// copy outside the workshop (`--dir`, a room's copies) has no package.json above it.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { learnerLoaderUrl, workshopRoot } from "../../paths.ts";

const root = mkdtempSync(join(tmpdir(), "workshop-esm-anywhere-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs `source` as `<folder>/main.ts` with the checkpoints' loader; what it printed. */
function run(folder: string, source: string, packageJson?: object) {
  const dir = join(root, folder);
  mkdirSync(dir, { recursive: true });
  if (packageJson) writeFileSync(join(dir, "package.json"), JSON.stringify(packageJson));
  writeFileSync(join(dir, "main.ts"), source);
  const result = spawnSync(process.execPath, ["--import", learnerLoaderUrl, join(dir, "main.ts")], {
    cwd: workshopRoot,
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

const ESM_ONLY = `import { setTimeout as delay } from "node:timers/promises";
import express from "express";
await delay(1);
console.log(\`esm \${typeof express} \${import.meta.dirname === undefined ? "no dirname" : "dirname"}\`);
`;

describe("a .ts file outside the workshop", () => {
  test("with no package.json above it: an ES module (top-level await, import.meta)", () => {
    const { status, out } = run("copy", ESM_ONLY);
    expect(out).not.toMatch(/Transform failed|cjs/);
    expect(out).toMatch(/^esm function/m);
    expect(status).toBe(0);
  });
  test('under a package.json without "type": an ES module too', () => {
    const { status, out } = run("room/ana", ESM_ONLY, { name: "ana-copy" });
    expect(out).toMatch(/^esm function/m);
    expect(status).toBe(0);
  });
  test('a package.json that says "type": "commonjs" keeps it CommonJS', () => {
    const { out } = run("cjs", `console.log(typeof require === "function" ? "cjs" : "esm");\n`, {
      type: "commonjs",
    });
    expect(out).toMatch(/^cjs$/m);
  });
});
