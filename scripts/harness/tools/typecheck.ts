/**
 * Type-checks a learner's files with the workshop's own tsconfig.json (strict,
 * noUncheckedIndexedAccess …), as `npx tsc --noEmit` and the learner's editor do, before a
 * checkpoint runs them.
 * tsx only strips types, so without this a type error would go unnoticed until it misbehaves.
 * Imports that the learner's folder cannot resolve (a `--dir` outside the workshop) fall back to
 * the workshop's own node_modules, like the runtime loader in ./loader/.
 */
import { basename, join } from "node:path";
import ts from "typescript";
import { workshopRoot } from "../paths.ts";

/** The compiler options of the workshop's tsconfig.json; types always from its node_modules. */
function workshopOptions(): ts.CompilerOptions {
  const file = join(workshopRoot, "tsconfig.json");
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, workshopRoot, undefined, file);
  return { ...parsed.options, typeRoots: [join(workshopRoot, "node_modules/@types")] };
}

const options = workshopOptions();

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

/** What the compiler found: syntax errors (the file does not parse) or type errors. */
export interface CompileErrors {
  kind: "syntax" | "type";
  /** one per error, `file:line:col - error TSnnnn: text` with the file's base name */
  errors: string[];
}

const cache = new Map<string, CompileErrors | undefined>();

function format(diagnostics: readonly ts.Diagnostic[]): string[] {
  return diagnostics
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => {
      const text = ts.flattenDiagnosticMessageText(d.messageText, "\n");
      if (!d.file || d.start === undefined) return `error TS${d.code}: ${text}`;
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      return `${basename(d.file.fileName)}:${line + 1}:${character + 1} - error TS${d.code}: ${text}`;
    });
}

/**
 * Type-checks `files` (absolute paths) with the workshop's tsconfig.json, as `tsc --noEmit` would.
 * Results are cached per list of files for the life of the process.
 *
 * @returns the syntax errors if any file does not parse, else the type errors, else `undefined`
 */
export function compileErrors(files: readonly string[]): CompileErrors | undefined {
  const key = files.join("\0");
  if (cache.has(key)) return cache.get(key);
  const program = ts.createProgram({ rootNames: files, options, host: createHost() });
  const roots = files.map((file) => program.getSourceFile(file));
  const syntax = format(roots.flatMap((file) => program.getSyntacticDiagnostics(file)));
  const types = syntax.length ? [] : format(ts.getPreEmitDiagnostics(program));
  const result: CompileErrors | undefined = syntax.length
    ? { kind: "syntax", errors: syntax }
    : types.length
      ? { kind: "type", errors: types }
      : undefined;
  cache.set(key, result);
  return result;
}
