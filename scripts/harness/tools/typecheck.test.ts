import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "vitest";
import { checkedFiles, compileErrors, serveCompileErrors, TYPECHECK_URL_ENV } from "./typecheck.ts";

/** A correct primary for Node.js 24 and 26, with its server (./fixtures/newer-node/). */
const fixture = (name: string) =>
  fileURLToPath(new URL(`fixtures/newer-node/${name}`, import.meta.url));

test("code written for the recommended Node.js type-checks: Promise.withResolvers, Object.groupBy, navigator", () =>
  expect(compileErrors([fixture("primary.ts"), fixture("index.ts")])).toBeUndefined());

const folder = mkdtempSync(join(tmpdir(), "workshop-typecheck-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test("a file saved again is checked as it is now, not as it was parsed before (watch mode)", () => {
  const file = join(folder, "saved.ts");
  writeFileSync(file, "export const port: number = 30000;\n");
  expect(compileErrors([file])).toBeUndefined();
  // The same size: only the text tells the two apart.
  writeFileSync(file, 'export const port: number = "300";\n');
  expect(compileErrors([file])?.errors).toEqual([
    expect.stringMatching(/^saved\.ts:1:14 - error TS2322/),
  ]);
});

test("a checkpoint's process gets the same answer from the check's service as from its own compiler", async () => {
  const file = join(folder, "served.ts");
  writeFileSync(file, "export const n: string = 1;\n");
  const saved = process.env[TYPECHECK_URL_ENV];
  const url = await serveCompileErrors();
  const answer = await fetch(url, { method: "POST", body: JSON.stringify([file]) });
  expect(await answer.json()).toEqual(compileErrors([file]));
  process.env[TYPECHECK_URL_ENV] = url;
  try {
    expect(await checkedFiles([file])).toEqual(compileErrors([file]));
    expect(await checkedFiles([fixture("index.ts")])).toBeUndefined();
  } finally {
    if (saved === undefined) delete process.env[TYPECHECK_URL_ENV];
    else process.env[TYPECHECK_URL_ENV] = saved;
  }
});

test("a service that does not answer leaves the check to the checkpoint's own compiler", async () => {
  const file = join(folder, "unserved.ts");
  writeFileSync(file, "export const n: string = 1;\n");
  const saved = process.env[TYPECHECK_URL_ENV];
  // A port nothing listens on: the request is refused.
  process.env[TYPECHECK_URL_ENV] = "http://127.0.0.1:1/";
  try {
    expect((await checkedFiles([file]))?.kind).toBe("type");
  } finally {
    if (saved === undefined) delete process.env[TYPECHECK_URL_ENV];
    else process.env[TYPECHECK_URL_ENV] = saved;
  }
});
