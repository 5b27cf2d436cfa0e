import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { compileErrors } from "./typecheck.ts";

/** A correct primary for Node.js 24 and 26, with its server (./fixtures/newer-node/). */
const fixture = (name: string) =>
  fileURLToPath(new URL(`fixtures/newer-node/${name}`, import.meta.url));

test("code written for the recommended Node.js type-checks: Promise.withResolvers, Object.groupBy, navigator", () =>
  expect(compileErrors([fixture("primary.ts"), fixture("index.ts")])).toBeUndefined());
