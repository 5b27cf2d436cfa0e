import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { workshopRoot } from "../../harness/paths.ts";
import { nextCodeSpans, spanPattern, unprovenSpans } from "./next-code-spans.ts";

const step03 = ["solutions/03-cluster-primary/primary.ts", "steps/03-cluster-primary/README.md"]
  .map((file) => readFileSync(join(workshopRoot, file), "utf8"))
  .join("\n");

test("a Next span found in neither the solution nor the lesson is a problem", () => {
  // The advice step 03 once gave: followed literally, the program looks for steps/index.ts.
  const circular =
    'Resolve it from the file itself: `fileURLToPath(new URL("../index.ts", import.meta.url))`.';
  expect(unprovenSpans(circular, step03)).toEqual([
    'fileURLToPath(new URL("../index.ts", import.meta.url))',
  ]);
  expect(unprovenSpans(circular.replace("../", "./"), step03)).toEqual([]);
});

test("placeholders, ellipses, quoted braces and empty calls read as the code they stand for", () => {
  expect(spanPattern('fileURLToPath(new URL("./{file}", import.meta.url))').test(step03)).toBe(
    true,
  );
  expect(spanPattern('cluster.on("disconnect", …)').test(step03)).toBe(false);
  expect(spanPattern('cluster.on("exit", (worker, code, signal) => …)').test(step03)).toBe(true);
  expect(spanPattern("Primary pid=$'{process.pid}'").test("`Primary pid=${process.pid}`")).toBe(
    true,
  );
  expect(spanPattern("cluster.setupPrimary()").test("cluster.setupPrimary({ exec })")).toBe(true);
  expect(unprovenSpans("run `nvm install --lts`", "")).toEqual([]);
});

test("every Next line of the workshop advises code its step holds", async () => {
  expect(await nextCodeSpans.run(workshopRoot)).toEqual([]);
});
