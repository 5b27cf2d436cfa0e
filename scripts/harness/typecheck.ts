/**
 * Type-checks a learner's files the way `tsc --strict` would, before a checkpoint runs them.
 * tsx only strips types, so without this a type error would go unnoticed until it misbehaves.
 * Imports that the learner's folder cannot resolve (a `--dir` outside the workshop) fall back to
 * the workshop's own node_modules, like the runtime loader in ./loader/.
 */
import { join } from "node:path";
import ts from "typescript";
import { workshopRoot } from "./paths.ts";

const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.Preserve,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  esModuleInterop: true,
  types: ["node"],
  typeRoots: [join(workshopRoot, "node_modules/@types")],
  lib: ["lib.es2023.d.ts"],
};

const workshopAnchor = join(workshopRoot, "package.json");

function createHost(): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, compilerOptions) =>
    literals.map((literal) => {
      const name = literal.text;
      const found = ts.resolveModuleName(
        name,
        containingFile,
        compilerOptions,
        host,
        undefined,
        redirected,
      );
      if (found.resolvedModule || name.startsWith(".")) return found;
      return ts.resolveModuleName(
        name,
        workshopAnchor,
        compilerOptions,
        host,
        undefined,
        redirected,
      );
    });
  return host;
}

const cache = new Map<string, string[]>();

/**
 * Type-checks `files` (absolute paths) under strict settings.
 *
 * @returns the errors, one per entry, formatted `file:line:col - error TSnnnn: text`
 *   (file relative to the current directory); empty when the files type-check.
 */
export function typeErrors(files: readonly string[]): string[] {
  const key = files.join("\0");
  const cached = cache.get(key);
  if (cached) return cached;
  const program = ts.createProgram({ rootNames: files, options, host: createHost() });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const errors = diagnostics
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => {
      const text = ts.flattenDiagnosticMessageText(d.messageText, "\n");
      if (!d.file || d.start === undefined) return `error TS${d.code}: ${text}`;
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      return `${d.file.fileName}:${line + 1}:${character + 1} - error TS${d.code}: ${text}`;
    });
  cache.set(key, errors);
  return errors;
}
