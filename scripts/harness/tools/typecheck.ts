/**
 * Type-checks a learner's files with the workshop's own tsconfig.json (strict,
 * noUncheckedIndexedAccess …), as `npx tsc --noEmit` and the learner's editor do, before a
 * checkpoint runs them.
 * tsx only strips types, so without this a type error would go unnoticed until it misbehaves.
 * Imports that the learner's folder cannot resolve (a `--dir` outside the workshop) fall back to
 * the workshop's own node_modules, like the runtime loader in ../processes/loader/.
 *
 * A check type-checks in its own process ({@link serveCompileErrors}), which keeps every file it
 * parsed (Node.js's types, Express's, TypeScript's lib) from one checkpoint file to the next and
 * from one check to the next; each checkpoint file's process asks it ({@link checkedFiles}).
 */
import { statSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { basename, join, sep } from "node:path";
import type Ts from "typescript";
import { workshopRoot } from "../paths.ts";

/**
 * The compiler, loaded on the first check and through `require`: every checkpoint file imports
 * this module in a process of its own, and an ESM `import` of typescript's 9 MB CommonJS file
 * first scans it for its export names (cjs-module-lexer), 676 ms against 325 ms for `require`
 * on this machine's Node.js 20 (https://nodejs.org/api/esm.html#commonjs-namespaces).
 */
let loaded: { ts: typeof Ts; options: Ts.CompilerOptions } | undefined;
function compiler() {
  if (!loaded) {
    const ts = createRequire(import.meta.url)("typescript") as typeof Ts;
    loaded = { ts, options: workshopOptions(ts) };
  }
  return loaded;
}

/** The compiler options of the workshop's tsconfig.json; types always from its node_modules. */
function workshopOptions(ts: typeof Ts): Ts.CompilerOptions {
  const file = join(workshopRoot, "tsconfig.json");
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, workshopRoot, undefined, file);
  return { ...parsed.options, typeRoots: [join(workshopRoot, "node_modules/@types")] };
}

const workshopAnchor = join(workshopRoot, "package.json");

/**
 * Files parsed so far, by name and parse options: a learner's file is parsed again when its text
 * changed (a save in watch mode), an installed one (under node_modules, or TypeScript's lib) when
 * its size or modification time did.
 */
const parsed = new Map<string, { stamp: string; file: Ts.SourceFile }>();
const installed = `${sep}node_modules${sep}`;
const stampOf = (host: Ts.CompilerHost, fileName: string): string | undefined => {
  if (!fileName.includes(installed)) return host.readFile(fileName);
  try {
    const { size, mtimeMs } = statSync(fileName);
    return `${size} ${mtimeMs}`;
  } catch {
    return undefined;
  }
};

function createHost(): Ts.CompilerHost {
  const { ts, options } = compiler();
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, parseOptions, onError, shouldCreate) => {
    const how = typeof parseOptions === "object" ? parseOptions : { languageVersion: parseOptions };
    const key = [fileName, how.languageVersion, how.impliedNodeFormat, how.jsDocParsingMode].join();
    const stamp = stampOf(host, fileName);
    const known = parsed.get(key);
    if (known && stamp !== undefined && known.stamp === stamp) return known.file;
    const file = parse(fileName, parseOptions, onError, shouldCreate);
    if (file && stamp !== undefined) parsed.set(key, { stamp, file });
    else parsed.delete(key);
    return file;
  };
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

function format(diagnostics: readonly Ts.Diagnostic[]): string[] {
  const { ts } = compiler();
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
 * Type-checks `files` (absolute paths) with the workshop's tsconfig.json, as `tsc --noEmit` would,
 * now: files parsed before are reused where unchanged.
 *
 * @returns the syntax errors if any file does not parse, else the type errors, else `undefined`
 */
export function compileErrors(files: readonly string[]): CompileErrors | undefined {
  const { ts, options } = compiler();
  const program = ts.createProgram({ rootNames: files, options, host: createHost() });
  const roots = files.map((file) => program.getSourceFile(file));
  const syntax = format(roots.flatMap((file) => program.getSyntacticDiagnostics(file)));
  const types = syntax.length ? [] : format(ts.getPreEmitDiagnostics(program));
  return syntax.length
    ? { kind: "syntax", errors: syntax }
    : types.length
      ? { kind: "type", errors: types }
      : undefined;
}

/** Where a check's checkpoint processes find {@link serveCompileErrors}: its http://127.0.0.1 URL. */
export const TYPECHECK_URL_ENV = "WORKSHOP_TYPECHECK_URL";

/**
 * Serves {@link compileErrors} on 127.0.0.1 (a free port) to the checkpoint processes of the
 * checks this process runs: a POST of the JSON list of files answers the JSON result (`null`
 * when they compile). Each checkpoint file runs in a process of its own, where TypeScript took
 * 0.5 s to load and the first check 1.2 s more (a one-file Express server, Node.js 26 on the
 * workshop's VM); here the files it parsed stay parsed.
 *
 * @returns its URL, for {@link TYPECHECK_URL_ENV}
 */
export async function serveCompileErrors(): Promise<string> {
  const server = createServer(async (request, response) => {
    try {
      let body = "";
      for await (const chunk of request) body += chunk;
      const result = compileErrors(JSON.parse(body) as string[]);
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(result ?? null));
    } catch (error) {
      response.statusCode = 500;
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // It lives as long as the checks that ask it, and keeps no process alive of its own.
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** Results so far in this checkpoint file's process, by list of files: a check's files hold still. */
const checked = new Map<string, Promise<CompileErrors | undefined>>();

/**
 * {@link compileErrors} for a checkpoint: asked of the check's own process when it serves them
 * ({@link TYPECHECK_URL_ENV}), here otherwise or when it does not answer. Cached per list of
 * files for the life of this process (one checkpoint file's run).
 */
export function checkedFiles(files: readonly string[]): Promise<CompileErrors | undefined> {
  const key = files.join("\0");
  let result = checked.get(key);
  if (!result) {
    result = askService(files).catch(() => compileErrors(files));
    checked.set(key, result);
  }
  return result;
}

async function askService(files: readonly string[]): Promise<CompileErrors | undefined> {
  const url = process.env[TYPECHECK_URL_ENV];
  if (!url) return compileErrors(files);
  const response = await fetch(url, {
    method: "POST",
    body: JSON.stringify(files),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`the type-check service answered ${response.status}`);
  return ((await response.json()) as CompileErrors | null) ?? undefined;
}
