import { expect, test } from "vitest";
import { workshopRoot } from "../harness/paths.ts";
import { describeSurvivor, type MutantResult, mutable, mutatedRanges, score } from "./mutate.ts";

const mutant = (id: string, status: MutantResult["status"]): MutantResult => ({
  id,
  fileName: `${workshopRoot}/solutions/09-right-sizing/primary.ts`,
  mutatorName: "ConditionalExpression",
  replacement: "false",
  location: { start: { line: 12, column: 7 } },
  status,
});

test("a mutant the check failed on or timed out is killed; one it passed survived; errors are no verdict", () => {
  const results = [
    mutant("1", "Killed"),
    mutant("2", "Timeout"),
    mutant("3", "Survived"),
    mutant("4", "NoCoverage"),
    mutant("5", "CompileError"),
    mutant("6", "RuntimeError"),
  ];
  const found = score("09-right-sizing", results, 1.5);
  expect(found).toMatchObject({ mutants: 6, killed: 2, errors: 2, minutes: 1.5 });
  expect(found.survived.map((m) => m.id)).toEqual(["3", "4"]);
  expect(describeSurvivor(mutant("3", "Survived"))).toBe(
    "solutions/09-right-sizing/primary.ts:12:7 ConditionalExpression → false",
  );
});

test("StrykerJS is given the code files only: it has no parser for package.json", () => {
  expect(
    ["index.ts", "primary.mts", "ecosystem.config.cjs", "package.json", "nginx.conf"].filter(
      mutable,
    ),
  ).toEqual(["index.ts", "primary.mts", "ecosystem.config.cjs"]);
});

test("only the lines the learner writes are mutated, and none of a long loop: instrumented, /heavy is 200 times slower", () => {
  const solution = [
    'app.get("/heavy", (_req, res) => {',
    "  let total = 0;",
    "  for (let i = 0; i < 5_000_000; i++) {",
    "    total++;",
    "  }",
    "  res.send(String(total));",
    "});",
  ].join("\n");
  expect(mutatedRanges("index.ts", solution)).toEqual(["index.ts:1-2", "index.ts:6-7"]);
  expect(mutatedRanges("index.ts", "a;\nfor (let i = 0; i < 100000; i++) a++;\nb;")).toEqual([
    "index.ts:1-1",
    "index.ts:3-3",
  ]);
  // A short loop, such as the one that forks the workers, is the learner's to get right.
  const forks = "for (let i = 0; i < cpus; i++) {\n  cluster.fork();\n}";
  expect(mutatedRanges("primary.ts", forks)).toEqual(["primary.ts:1-3"]);
  // Found by the parser, not by the text: a loop on one line, with a separator, a while loop.
  const spin = "a;\nfor (let i = 0; i < 1e6; i++) {\n  x(i);\n}\nwhile (n < 2_000_000) n++;\nb;";
  expect(mutatedRanges("index.ts", spin)).toEqual(["index.ts:1-1", "index.ts:6-6"]);
  const starter = "given();\n// TODO 1: a route\nlisten();\n";
  const written = "given();\nroute();\nmore();\nlisten();\n";
  expect(mutatedRanges("index.ts", written, starter)).toEqual(["index.ts:2-3"]);
});
