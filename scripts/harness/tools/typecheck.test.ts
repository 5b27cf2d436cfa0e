import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, expect, test, vi } from "vitest";
import { checkedFiles, compileErrors, serveCompileErrors, TYPECHECK_URL_ENV } from "./typecheck.ts";

/** A correct primary for Node.js 24 and 26, with its server (./fixtures/newer-node/). */
const fixture = (name: string) =>
  fileURLToPath(new URL(`fixtures/newer-node/${name}`, import.meta.url));

test("code written for the recommended Node.js type-checks: Promise.withResolvers, Object.groupBy, navigator", () =>
  expect(compileErrors([fixture("primary.ts"), fixture("index.ts")])).toBeUndefined());

const folder = mkdtempSync(join(tmpdir(), "workshop-typecheck-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

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

test("the check's service answers what the compiler finds", async () => {
  const file = join(folder, "served.ts");
  writeFileSync(file, "export const n: string = 1;\n");
  const answer = await fetch(await serveCompileErrors(), {
    method: "POST",
    body: JSON.stringify([file]),
  });
  expect(await answer.json()).toEqual(compileErrors([file]));
});

test("a checkpoint's process asks the check's service when there is one", async () => {
  const answered = { kind: "type", errors: ["what the service found"] };
  const service = createServer((_request, response) => response.end(JSON.stringify(answered)));
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  vi.stubEnv(TYPECHECK_URL_ENV, `http://127.0.0.1:${(service.address() as AddressInfo).port}/`);
  try {
    expect(await checkedFiles([fixture("index.ts")])).toEqual(answered);
  } finally {
    service.close();
  }
});

test("a service that does not answer leaves the check to the checkpoint's own compiler", async () => {
  const file = join(folder, "unserved.ts");
  writeFileSync(file, "export const n: string = 1;\n");
  // A port nothing listens on: the request is refused.
  vi.stubEnv(TYPECHECK_URL_ENV, "http://127.0.0.1:1/");
  expect((await checkedFiles([file]))?.kind).toBe("type");
});
