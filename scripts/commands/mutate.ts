/**
 * `npm run mutate -- <steps…>`: a maintainers' measurement of what a step's checkpoints miss (not
 * in CI: one step takes minutes to an hour). StrykerJS mutates the files of the step's solution
 * that the learner edits (the starter's files, given files left out) and runs the step's whole
 * check on the solution against each mutant, through its command runner
 * (https://stryker-mutator.io/docs/stryker-js/configuration/#testrunner-string), which names the
 * active mutant in the environment of the command (`__STRYKER_ACTIVE_MUTANT__`): the learner's
 * programs, their workers and pm2's apps inherit it (../harness/processes/launch.ts scrubs only
 * the harness's own variables). A mutant the check fails on is killed; one it passes survived,
 * and is either a change no lesson forbids or a requirement no checkpoint checks.
 *
 * One mutant at a time: a check measures load, and two at once would skew both.
 *
 * StrykerJS is installed on first use into `.workshop/stryker` (git-ignored), not with the
 * workshop: a learner's `npm install` has no use for it, and on Node.js 20 its packages warn
 * about their engines, some sixty times.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { diffLines } from "diff";
import semver from "semver";
import ts from "typescript";
import { editedStarterFiles } from "../dev-check/checks/todo-markers.ts";
import { workshopRoot } from "../harness/paths.ts";
import { listSteps, resolveStep, type Step } from "../workshop/steps.ts";

/** The StrykerJS this command installs and runs (its engines: Node.js >= 22). */
const STRYKER = "@stryker-mutator/core@10.1.1";

/**
 * One mutant's result, the fields of StrykerJS's `MutantResult` read here
 * (https://github.com/stryker-mutator/mutation-testing-elements, mutation-testing-report-schema).
 */
export interface MutantResult {
  id: string;
  /** absolute path of the mutated file */
  fileName: string;
  mutatorName: string;
  replacement: string;
  /** 1-based line, 0-based column, as StrykerJS gives them */
  location: { start: { line: number; column: number } };
  /** "Killed", "Survived", "Timeout", "NoCoverage", "CompileError", "RuntimeError", … */
  status: string;
}

/** StrykerJS's entry point: `new Stryker(options).runMutationTest()`. */
type StrykerClass = new (
  options: Record<string, unknown>,
) => { runMutationTest(): Promise<MutantResult[]> };

/**
 * StrykerJS's `Stryker` class, installed into `.workshop/stryker` first if it is not there.
 *
 * @throws Error when npm cannot install it
 */
async function loadStryker(): Promise<StrykerClass> {
  const prefix = join(workshopRoot, ".workshop/stryker");
  const entry = join(prefix, "node_modules/@stryker-mutator/core/dist/src/index.js");
  if (!existsSync(entry)) {
    console.log(`Installing ${STRYKER} into ${relative(workshopRoot, prefix)} (once).`);
    const npm = spawnSync(
      "npm",
      ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", prefix, STRYKER],
      { stdio: "inherit" },
    );
    if (npm.status !== 0) throw new Error(`npm could not install ${STRYKER}`);
  }
  return ((await import(pathToFileURL(entry).href)) as { Stryker: StrykerClass }).Stryker;
}

/** What one step's mutants came to. */
export interface MutationScore {
  step: string;
  mutants: number;
  /** the check failed (or ran out of time) on them */
  killed: number;
  /** the check passed on them */
  survived: MutantResult[];
  /** mutants that did not compile or run: no verdict on the checkpoints */
  errors: number;
  minutes: number;
}

/** The Node.js StrykerJS 10 runs on (its package.json's engines); it throws on import below. */
const STRYKER_NODE = ">=22.0.0";

/** Statuses in which the check caught the mutant. */
const KILLED = new Set(["Killed", "Timeout"]);
/** Statuses in which the check passed on the mutant (or ran none of its code). */
const SURVIVED = new Set(["Survived", "NoCoverage"]);

/** `results` counted as a {@link MutationScore} of `step`, which took `minutes`. */
export function score(
  step: string,
  results: readonly MutantResult[],
  minutes: number,
): MutationScore {
  const survived = results.filter((r) => SURVIVED.has(r.status));
  const killed = results.filter((r) => KILLED.has(r.status)).length;
  return {
    step,
    mutants: results.length,
    killed,
    survived,
    errors: results.length - killed - survived.length,
    minutes,
  };
}

/** A survivor as `file:line:column mutator → replacement`, for the report. */
export const describeSurvivor = (mutant: MutantResult): string =>
  `${relative(workshopRoot, mutant.fileName)}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.mutatorName} → ${mutant.replacement.replace(/\s+/g, " ").slice(0, 80)}`;

/**
 * The files StrykerJS's instrumenter parses (JavaScript and TypeScript; it has no parser for
 * JSON, https://stryker-mutator.io/docs/stryker-js/configuration/#mutate-string).
 */
export const mutable = (name: string): boolean => /\.[cm]?[jt]sx?$/.test(name);

/** The lowest count that makes a loop long ({@link mutatedRanges}). */
const LONG_LOOP_STEPS = 100_000;

/**
 * The lines (1-based, both ends included) of every long loop in `source`: a `for`, `while` or
 * `do` statement whose head (initializer, condition, incrementor) holds a number literal of
 * {@link LONG_LOOP_STEPS} or more, found by the TypeScript compiler's parser.
 */
function longLoopLines(source: string): [number, number][] {
  const file = ts.createSourceFile("code.ts", source, ts.ScriptTarget.Latest, true);
  const loops: [number, number][] = [];
  /** Whether `node` is, or holds, a number literal of LONG_LOOP_STEPS or more. */
  const countsHigh = (node: ts.Node | undefined): boolean => {
    if (node === undefined) return false;
    if (ts.isNumericLiteral(node)) return Number(node.text) >= LONG_LOOP_STEPS;
    let high = false;
    ts.forEachChild(node, (child) => {
      high ||= countsHigh(child);
    });
    return high;
  };
  const line = (position: number) => file.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node: ts.Node): void => {
    const head = ts.isForStatement(node)
      ? [node.initializer, node.condition, node.incrementor]
      : ts.isWhileStatement(node) || ts.isDoStatement(node)
        ? [node.expression]
        : [];
    if (head.some(countsHigh)) loops.push([line(node.getStart(file)), line(node.getEnd())]);
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return loops;
}

/**
 * The lines of `solution` StrykerJS mutates, as its `file:first-last` patterns (1-based, last
 * included): those the learner writes (not in `starter`, by jsdiff's line diff; every line when
 * the starter has no such file), but none of a long loop ({@link longLoopLines}). Code the
 * starter gives is not this step's to check: a starter that carries an earlier step's worker
 * had 53 of its 81 mutants there. The long loop is the /heavy route's: instrumented, each of its
 * 5,000,000 steps asks StrykerJS which mutant is active, and one request took 495 ms instead of
 * 2 ms here, so that the unmutated solution failed its load checkpoints.
 */
export function mutatedRanges(file: string, solution: string, starter?: string): string[] {
  const lines = solution.split("\n");
  const written = new Set<number>(starter === undefined ? lines.map((_, i) => i + 1) : []);
  if (starter !== undefined) {
    let line = 1;
    for (const part of diffLines(starter, solution)) {
      const count = part.count ?? 0;
      if (part.removed) continue;
      if (part.added) for (let i = 0; i < count; i++) written.add(line + i);
      line += count;
    }
  }
  for (const [first, last] of longLoopLines(solution))
    for (let n = first; n <= last; n++) written.delete(n);
  const ranges: [number, number][] = [];
  for (const n of [...written].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === n - 1) last[1] = n;
    else ranges.push([n, n]);
  }
  return ranges.map(([first, last]) => `${file}:${first}-${last}`);
}

/**
 * Mutates `step`'s solution and runs its check against each mutant.
 *
 * @returns every mutant's result, as StrykerJS gives it; none when the learner edits no code
 *   (a package.json)
 */
async function mutateStep(step: Step): Promise<MutantResult[]> {
  const files = (await editedStarterFiles(step)).filter(mutable);
  if (files.length === 0) return [];
  const Stryker = await loadStryker();
  const stryker = new Stryker({
    testRunner: "command",
    commandRunner: {
      // --bail: a mutant is killed at its first failing checkpoint, without running the rest.
      command: `node --import tsx scripts/cli.ts check ${step.number} --solution --bail`,
    },
    mutate: files.flatMap((name) => {
      const starter = join(step.dir, name);
      return mutatedRanges(
        relative(workshopRoot, join(step.solutionDir, name)),
        readFileSync(join(step.solutionDir, name), "utf8"),
        existsSync(starter) ? readFileSync(starter, "utf8") : undefined,
      );
    }),
    concurrency: 1,
    coverageAnalysis: "off",
    // A check's time varies with the machine's load: a mutant is timed out at 2× and 30 s more.
    timeoutFactor: 2,
    timeoutMS: 30_000,
    dryRunTimeoutMinutes: 10,
    reporters: ["progress"],
    // The sandbox is a copy of the repository: not of the workshop's own state and Node.js installs.
    ignorePatterns: [".workshop", "slides/dist", "*.log"],
    tempDirName: ".workshop/stryker-tmp",
    cleanTempDir: true,
  });
  return stryker.runMutationTest();
}

/**
 * Runs {@link mutateStep} for each of `queries` (every step when empty), prints each step's score
 * and its survivors, and writes them to `.workshop/mutation/<step>.json`.
 *
 * @returns the exit code: 0; 1 when a step's check did not pass on its own solution; 2 on a
 *   Node.js StrykerJS does not run on
 */
export async function mutate(queries: readonly string[]): Promise<number> {
  if (!semver.satisfies(process.versions.node, STRYKER_NODE)) {
    console.error(
      `StrykerJS needs Node.js ${STRYKER_NODE} (this is ${process.versions.node}): bash scripts/with-node.sh 26 npm run mutate -- ${queries.join(" ")}`,
    );
    return 2;
  }
  const steps = queries.length ? queries.map((query) => resolveStep(query)) : listSteps();
  const out = join(workshopRoot, ".workshop/mutation");
  mkdirSync(out, { recursive: true });
  const scores: MutationScore[] = [];
  for (const step of steps) {
    const started = performance.now();
    let results: MutantResult[];
    try {
      results = await mutateStep(step);
    } catch (error) {
      console.error(`${step.id}: ${(error as Error).message}`);
      return 1;
    }
    const found = score(step.id, results, (performance.now() - started) / 60_000);
    scores.push(found);
    writeFileSync(join(out, `${step.id}.json`), `${JSON.stringify(found, null, 2)}\n`);
    console.log(
      found.mutants
        ? `\n${step.id}: ${found.survived.length} survived of ${found.mutants}`
        : `\n${step.id}: the learner edits no code StrykerJS can mutate; the mistakes cover it`,
    );
    for (const mutant of found.survived) console.log(`  ${describeSurvivor(mutant)}`);
  }
  console.log("\nstep | mutants | killed | survived | no verdict | minutes");
  for (const s of scores)
    console.log(
      `${s.step} | ${s.mutants} | ${s.killed} (${s.mutants ? Math.round((100 * s.killed) / s.mutants) : 0}%) | ${s.survived.length} | ${s.errors} | ${s.minutes.toFixed(1)}`,
    );
  return 0;
}
