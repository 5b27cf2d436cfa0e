/**
 * The harness's front door lists every export: each name `#harness` (./index.ts) exports has a
 * `### \`name\`` entry in ./README.md, and the README names nothing that is no longer exported.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { expect, test } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));

/** Whether `node` carries the `export` keyword. */
const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * The names `file` exports, read from its syntax: its exported declarations, `export { … }`
 * lists, and (recursively) what each `export * from "./x.ts"` module exports.
 */
function exportedNames(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause))
        names.push(...clause.elements.map((element) => element.name.text));
      else if (from && ts.isStringLiteral(from))
        names.push(...exportedNames(resolve(dirname(file), from.text)));
    } else if (exported(statement)) {
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          names.push(declaration.name.getText(source));
      else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      )
        names.push(statement.name.text);
    }
  }
  return [...new Set(names)];
}

test("the harness README has an entry for every export of #harness, and for nothing else", () => {
  const exports = exportedNames(join(here, "index.ts")).sort();
  expect(exports.length).toBeGreaterThan(100);
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const entries = [...readme.matchAll(/^### `([^`]+)`$/gm)].map((m) => m[1] ?? "").sort();
  expect(
    exports.filter((name) => !entries.includes(name)),
    "exported but missing from scripts/harness/README.md",
  ).toEqual([]);
  expect(
    entries.filter((name) => !exports.includes(name)),
    "in scripts/harness/README.md but no longer exported",
  ).toEqual([]);
});

test("export names are read from declarations, lists and export * alike", () => {
  const names = exportedNames(join(here, "index.ts"));
  for (const name of ["test", "TestContext", "defineStep", "Step", "runLoad", "LearnerProgram"])
    expect(names).toContain(name);
  expect(names).not.toContain("running");
});
