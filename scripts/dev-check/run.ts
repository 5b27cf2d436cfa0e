/**
 * The runner of the fast structural check (`npm run dev-check`): it loads every module of
 * ./checks/, runs every {@link DevCheck} they export at once, and reports every problem found,
 * each as `file:line`, what is wrong and what to do, as rustlings' `dev check` does
 * (https://github.com/rust-lang/rustlings, `rustlings dev check`). No check starts a server or
 * measures load: the whole run takes seconds, so `npm test` runs it before anything that does.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { DevCheck, Problem } from "./problem.ts";

/** The folder whose every module is a set of checks: a new check is a new file there. */
export const CHECKS_DIR = fileURLToPath(new URL("./checks/", import.meta.url));

/** Whether `value` has the shape of a {@link DevCheck}. */
function isDevCheck(value: unknown): value is DevCheck {
  const check = value as Partial<DevCheck> | null;
  return typeof check?.name === "string" && typeof check.run === "function";
}

/** A check with the module that exports it, for a report that names where a check lives. */
export interface LoadedCheck extends DevCheck {
  /** the module's file name under ./checks/, e.g. "given-files.ts" */
  module: string;
}

/**
 * Every DevCheck exported by a module of `dir` (./checks/ by default), in file-name order: any
 * export of a DevCheck's shape counts, whatever its name, so that adding a check is adding a file.
 * Tests (`*.test.ts`) are left out.
 *
 * @throws Error when a module of `dir` exports no DevCheck (a file that checks nothing)
 */
export async function loadChecks(dir = CHECKS_DIR): Promise<LoadedCheck[]> {
  const files = readdirSync(dir)
    .filter((name) => /\.ts$/.test(name) && !name.endsWith(".test.ts"))
    .sort();
  const loaded = await Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
      const checks = Object.values(module).filter(isDevCheck);
      if (checks.length === 0) throw new Error(`${file} exports no DevCheck ({ name, run(root) })`);
      return checks.map((check) => ({ ...check, module: file }));
    }),
  );
  return loaded.flat();
}

/** What one check found, and how long it took. */
export interface CheckResult {
  check: LoadedCheck;
  problems: Problem[];
  /** wall time of its run, in ms */
  ms: number;
  /** what it counted, when it says */
  summary?: string;
}

/**
 * Runs every check on the repository at `root` (an absolute path) at once. A check that throws
 * is a problem of its module, not the end of the run: every other check still reports.
 */
export async function runChecks(
  root: string,
  checks: readonly LoadedCheck[],
): Promise<CheckResult[]> {
  return Promise.all(
    checks.map(async (check) => {
      const started = performance.now();
      let problems: Problem[];
      let summary: string | undefined;
      try {
        problems = await check.run(root);
        summary = await check.summary?.(root);
      } catch (error) {
        problems = [
          {
            file: relative(root, join(CHECKS_DIR, check.module)),
            problem: `the check "${check.name}" threw: ${(error as Error).stack ?? error}`,
            fix: "make the check report a Problem instead of throwing, or fix what it tripped on",
          },
        ];
      }
      return { check, problems, summary, ms: performance.now() - started };
    }),
  );
}

/** `file:line` (or `file`) of a problem. */
export const where = (problem: Problem): string =>
  problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;

/**
 * The report of `results`, one block per problem (where, what, what to do), grouped by check,
 * ending with the count, or with "Everything looks fine!" when there is none.
 */
export function report(results: readonly CheckResult[], seconds: number): string {
  const lines: string[] = [];
  const found = results.filter((result) => result.problems.length > 0);
  for (const { check, problems } of found) {
    lines.push(`✗ ${check.name} (${problems.length})`);
    for (const problem of problems) {
      lines.push(`  ${where(problem)}`);
      lines.push(`    ${problem.problem.replace(/\n/g, "\n    ")}`);
      lines.push(`    → ${problem.fix.replace(/\n/g, "\n      ")}`);
    }
    lines.push("");
  }
  for (const { check, summary } of results.filter((result) => result.problems.length === 0))
    lines.push(`✓ ${check.name}${summary ? ` (${summary})` : ""}`);
  const count = found.reduce((sum, result) => sum + result.problems.length, 0);
  lines.push("");
  lines.push(
    count === 0
      ? `${results.length} checks in ${seconds.toFixed(1)} s. Everything looks fine!`
      : `${count} problem${count === 1 ? "" : "s"} found by ${found.length} of ${results.length} checks in ${seconds.toFixed(1)} s.`,
  );
  return lines.join("\n");
}
