import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "vitest";
import { workshopRoot } from "../harness/paths.ts";
import { lessonPlaces, sourcePlaces } from "./locations.ts";

const dir = mkdtempSync(join(tmpdir(), "locations-"));
writeFileSync(join(dir, "index.ts"), "x\n");
writeFileSync(join(dir, "primary.ts"), "x\n");

test("the compiler's file:line:col, a stack frame's path and a file URL are found", () => {
  const text = [
    "Seen: the first at index.ts:3:7 - error TS2322: …",
    `  │     at main (${join(dir, "primary.ts")}:12:5)`,
    `  │     at ${pathToFileURL(join(dir, "index.ts")).href}:40:1`,
  ].join("\n");
  expect(sourcePlaces(text, dir).map((p) => [p.text, p.file, p.line, p.column])).toEqual([
    ["index.ts:3:7", join(dir, "index.ts"), 3, 7],
    [`${join(dir, "primary.ts")}:12:5`, join(dir, "primary.ts"), 12, 5],
    [`${pathToFileURL(join(dir, "index.ts")).href}:40:1`, join(dir, "index.ts"), 40, 1],
  ]);
});

test("what only looks like a location, or names no file here, stays text", () => {
  expect(sourcePlaces("at 12:30:45, and compare.ts:1:1 and node:internal/x.js:1:2", dir)).toEqual(
    [],
  );
});

test("a lesson section is found with the line of its heading", () => {
  const [place] = lessonPlaces('Read:     steps/02-unclustered-server/README.md · "The server"');
  expect(place?.text).toBe('steps/02-unclustered-server/README.md · "The server"');
  expect(place?.file).toBe(join(workshopRoot, "steps/02-unclustered-server/README.md"));
  expect(place?.line).toBeGreaterThan(1);
  const [bare] = lessonPlaces("read steps/02-unclustered-server/README.md first");
  expect(bare?.line).toBeUndefined();
  expect(lessonPlaces("steps/99-nothing/README.md")).toEqual([]);
  const [translated] = lessonPlaces('参照: steps/01-project-setup/README.ja.md · "ES モジュール"');
  expect(translated?.file).toBe(join(workshopRoot, "steps/01-project-setup/README.ja.md"));
  expect(translated?.line).toBeGreaterThan(1);
});
