import { expect, test } from "vitest";
import { workshopRoot } from "../harness/paths.ts";
import { describeSurvivor, type MutantResult, score } from "./mutate.ts";

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
