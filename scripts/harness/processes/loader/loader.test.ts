// The learner's files run as the workshop runs them, ES modules, wherever their folder is: a
// copy outside the workshop (`--dir`, a room's copies) has no package.json above it.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { fallbackLoaderUrl, learnerLoaderUrl, workshopRoot } from "../../paths.ts";

const root = mkdtempSync(join(tmpdir(), "workshop-esm-anywhere-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * Runs `source` as `<folder>/main.ts` with the checkpoints' loader (or `loader`, e.g. the one pm2's
 * apps get, without tsx); what it printed.
 */
function run(folder: string, source: string, packageJson?: object, loader = learnerLoaderUrl) {
  const dir = join(root, folder);
  mkdirSync(dir, { recursive: true });
  if (packageJson) writeFileSync(join(dir, "package.json"), JSON.stringify(packageJson));
  writeFileSync(join(dir, "main.ts"), source);
  const result = spawnSync(process.execPath, ["--import", loader, join(dir, "main.ts")], {
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

describe("a .ts file pm2 starts without tsx (the fallback loader alone)", () => {
  // Node.js strips types itself from 22.18 (22.6 with a flag): process.features.typescript.
  const strips = Boolean((process.features as { typescript?: unknown }).typescript);
  const TYPED = "const port: number = 3000;\nconsole.log(`ran ${port}`);\n";
  test(`with a type annotation: ${strips ? "stripped and run" : "refused"}, as Node.js alone`, () => {
    const { status, out } = run("pm2-typed", TYPED, undefined, fallbackLoaderUrl);
    if (strips) expect(out).toMatch(/^ran 3000$/m);
    else expect(status).not.toBe(0);
  });
  test("without one: refused where Node.js cannot run .ts, not run as JavaScript", () => {
    const { status, out } = run("pm2-plain", 'console.log("ran");\n', undefined, fallbackLoaderUrl);
    if (strips) expect(out).toMatch(/^ran$/m);
    else expect(status).not.toBe(0);
  });
});
