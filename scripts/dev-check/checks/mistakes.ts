/**
 * What a step catalogues about wrong and correct code stays true of its files (CONTRIBUTING.md,
 * "Mistake" and "Variant"): every mistake and every edit variant edits a file its solution has,
 * at a text that file still holds; every fixture variant has its folder; every mistake's
 * `checkpoint` pattern names at least one of the step's checkpoints (`test(step.name("key"))`
 * is `name.key` of its English messages, or a literal name); and every mistake the step's bench
 * facts name is one of its own. The self-test finds each of these too, but only after minutes of
 * checks; this finds them all in a second.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import type { CataloguedMistake } from "../../selftest/mistakes.ts";
import type { CataloguedVariant } from "../../selftest/variants.ts";
import { keyList, stepCatalogues, stepExport, stepFacts } from "../../workshop/step-facts.ts";
import { listSteps, type Step } from "../../workshop/steps.ts";
import type { DevCheck, Problem } from "../problem.ts";
import { filesUnder } from "../source.ts";

/**
 * The English names of the checkpoints of a checkpoint file: the first argument of each `test()`
 * call (`test.skipIf(…)(…)` too), a string literal or `step.name("key")` → `names["name.key"]`,
 * either branch of a condition.
 */
export function checkpointNames(
  file: string,
  source: string,
  names: Readonly<Record<string, string>>,
): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const isTest = (callee: ts.Expression): boolean =>
    (ts.isIdentifier(callee) && callee.text === "test") ||
    (ts.isPropertyAccessExpression(callee) && isTest(callee.expression)) ||
    (ts.isCallExpression(callee) && isTest(callee.expression));
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTest(node.expression)) {
      const first = node.arguments[0];
      // A literal name, or step.name("key"), or either branch of a condition choosing one.
      const nameIn = (arg: ts.Node): void => {
        if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))
          found.push(arg.text);
        else if (ts.isConditionalExpression(arg)) [arg.whenTrue, arg.whenFalse].forEach(nameIn);
        else if (
          ts.isCallExpression(arg) &&
          ts.isPropertyAccessExpression(arg.expression) &&
          arg.expression.name.text === "name"
        ) {
          const key = arg.arguments[0];
          if (key && ts.isStringLiteral(key))
            found.push(names[`name.${key.text}`] ?? `name.${key.text}`);
          else if (key && ts.isConditionalExpression(key))
            for (const branch of [key.whenTrue, key.whenFalse])
              if (ts.isStringLiteral(branch))
                found.push(names[`name.${branch.text}`] ?? `name.${branch.text}`);
        }
      };
      if (first) nameIn(first);
    }
    node.forEachChild(visit);
  };
  visit(tree);
  return found;
}

/** `step`'s messages in English (none when it has no messages). */
export async function stepMessages(step: Step): Promise<Readonly<Record<string, string>>> {
  return (await stepCatalogues(step))?.en ?? {};
}

/** The keys of the checkpoints named `names`, as `english` (a step's messages) writes them. */
export const checkpointKeys = (
  english: Readonly<Record<string, string>>,
  names: readonly string[],
): string[] =>
  Object.entries(english)
    .filter(([key, name]) => key.startsWith("name.") && names.includes(name))
    .map(([key]) => key.slice("name.".length));

/** The English names of every checkpoint of `step`. */
export async function stepCheckpointNames(step: Step): Promise<string[]> {
  const messages = await stepCatalogues(step);
  const dir = join(step.dir, "checkpoints");
  if (!existsSync(dir)) return [];
  return filesUnder(dir, new Set([".ts"]))
    .filter((file) => file.endsWith(".test.ts") && !file.includes("/variants/"))
    .flatMap((file) => checkpointNames(file, readFileSync(file, "utf8"), messages?.en ?? {}));
}

export const MISTAKES: DevCheck = {
  name: "mistakes and variants edit what their solution holds, and name checkpoints",
  async run(root) {
    const problems: Problem[] = [];
    for (const step of listSteps(root)) {
      const where = (name: string) => relative(root, join(step.dir, "checkpoints", name));
      const mistakes =
        (await stepExport<CataloguedMistake[]>(step, "mistakes.ts", "MISTAKES")) ?? [];
      const variants =
        (await stepExport<CataloguedVariant[]>(step, "variants.ts", "VARIANTS")) ?? [];
      const edits = [
        ...mistakes.map((m) => ({ ...m, catalogue: "mistakes.ts" })),
        ...variants.flatMap((v) => ("find" in v ? [{ ...v, catalogue: "variants.ts" }] : [])),
      ];
      for (const edit of edits) {
        const file = join(step.solutionDir, edit.file);
        const text = existsSync(file) ? readFileSync(file, "utf8") : undefined;
        const finds = [edit.find, ...(edit.before ? [edit.before.find] : [])];
        if (text === undefined || finds.some((find) => !text.includes(find)))
          problems.push({
            file: where(edit.catalogue),
            problem: `"${edit.name}" edits ${relative(root, file)} at a text it ${text === undefined ? "cannot hold: there is no such file" : "no longer holds"}`,
            fix: `write its find text as ${relative(root, file)} has it now`,
          });
      }
      for (const variant of variants)
        if (
          "files" in variant &&
          !existsSync(join(step.dir, "checkpoints/variants", variant.files))
        )
          problems.push({
            file: where("variants.ts"),
            problem: `"${variant.name}" copies the folder ${variant.files}, which is not in checkpoints/variants/`,
            fix: "add the fixture folder, holding only the files that differ from the solution",
          });
      const names = await stepCheckpointNames(step);
      const english = await stepMessages(step);
      for (const mistake of mistakes)
        for (const key of keyList(mistake.checkpoint)) {
          const name = english[`name.${key}`];
          if (name === undefined || !names.includes(name))
            problems.push({
              file: where("mistakes.ts"),
              problem: `"${mistake.name}" is to be caught by the checkpoint "${key}", which ${name === undefined ? `its messages do not name (no name.${key})` : "no test of its checkpoints runs"}`,
              fix: `name one of its checkpoints by key: ${checkpointKeys(english, names).join(", ")}`,
            });
        }
      const bench = (await stepFacts(step)).bench;
      for (const name of [
        ...(bench?.fastFailures ?? []),
        ...(bench?.pm2Reloads ? [bench.pm2Reloads.naive] : []),
      ])
        if (!mistakes.some((m) => m.name === name))
          problems.push({
            file: where("step.ts"),
            problem: `its bench facts name "${name}", which is none of its mistakes`,
            fix: "name a mistake of its checkpoints/mistakes.ts",
          });
    }
    return problems;
  },
};
