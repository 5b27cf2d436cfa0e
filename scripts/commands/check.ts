/**
 * `npm run check <step> [-- --solution | --dir <folder>] [--watch [--poll]]`: runs a step's
 * checkpoints against the learner's step folder (default), the solution, or any folder on disk,
 * prints each verdict and figure, records the verdict of the learner's own folder in the progress
 * file, and says what next. With --watch it checks again after every save. With
 * `--dir <room> --all [--json]` it grades every learner's copy in a room (../workshop/grade.ts).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import escapeStringRegexp from "escape-string-regexp";
import { realCpuBudget } from "../harness/measuring/cpus.ts";
import { parseSimulatedCpus } from "../harness/measuring/simulation.ts";
import { workshopRoot } from "../harness/paths.ts";
import { messagePart } from "../harness/reporting/messages.ts";
import { lessonTitle, localFile } from "../i18n/lessons.ts";
import { t } from "../i18n/translate.ts";
import { sendCheckToRoom } from "../room/client.ts";
import { reportToGithub } from "../workshop/github.ts";
import {
  gradeJson,
  gradeRoom,
  gradeTable,
  type LearnerCopy,
  learnerCopies,
} from "../workshop/grade.ts";
import { citedSection } from "../workshop/hints.ts";
import {
  changedSincePassed,
  learnerFilesHash,
  readProgress,
  recordProgress,
} from "../workshop/progress.ts";
import { type RunOutcome, runCheckpoints } from "../workshop/run-checkpoints.ts";
import { listSteps, resolveStep, type Step } from "../workshop/steps.ts";
import { interactive, colors as pc, wrap } from "../workshop/terminal.ts";
import { watchAndRerun } from "../workshop/watch.ts";
import type { CheckOptions } from "./options.ts";

function targetOf(step: Step, options: CheckOptions): string {
  if (options.solution && options.dir) throw new Error("Use either --solution or --dir, not both.");
  if (options.solution) return step.solutionDir;
  if (!options.dir) return step.dir;
  const dir = resolve(options.dir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`--dir ${options.dir}: no such folder (resolved to ${dir}).`);
  }
  return dir;
}

/** `--only` text as a regular expression that matches it literally. */
const escapeRegExp = (text?: string) => (text === undefined ? undefined : escapeStringRegexp(text));

function nextStepAfter(step: Step): Step | undefined {
  return listSteps().find((s) => s.number > step.number);
}

/** Records the verdict of a check of the learner's own step folder in the progress file. */
function record(step: Step, outcome: RunOutcome): void {
  const failures = outcome.results.filter((r) => r.state === "failed");
  const sections = failures
    .map((r) => citedSection(r.message ?? ""))
    .filter((s) => s !== undefined);
  recordProgress(step.id, {
    next: messagePart(failures[0]?.message ?? "", "next"),
    sections: [...new Set(sections)],
    verdict: outcome.passed ? "passed" : "failed",
    checkedAt: new Date().toISOString(),
    passed: outcome.results.filter((r) => r.state === "passed").length,
    total: outcome.results.length,
    failed: outcome.results.filter((r) => r.state === "failed").map((r) => r.name),
    notRun: outcome.results.filter((r) => r.state === "skipped").map((r) => r.name),
    filesHash: learnerFilesHash(step.dir),
  });
}

/** What one check runs and how: the options of {@link checkOnce}. */
interface OnceSettings {
  only?: string;
  correctnessOnly?: boolean;
  simulateCpus?: number;
  /** stop at the first failing checkpoint (`--bail`) */
  bail?: boolean;
}

/** Runs `step`'s checkpoints against `target` once, prints the verdict and what to do next. */
async function checkOnce(
  step: Step,
  target: string,
  { only, correctnessOnly = false, simulateCpus, bail = false }: OnceSettings,
  watching = false,
): Promise<RunOutcome> {
  const own = target === step.dir;
  const fromHere = relative(process.cwd(), target);
  const shown = fromHere.startsWith("..") ? target : fromHere || ".";
  const number = String(step.number);
  console.log(pc.bold(lessonTitle(step)));
  console.log(pc.dim(wrap(`${t("check.checking", { folder: shown, number })}\n`)));
  if (simulateCpus !== undefined) {
    const real = realCpuBudget().usable;
    console.log(`${pc.yellow(wrap(t("check.simulated", { cpus: String(simulateCpus), real })))}\n`);
  }
  const testNamePattern = escapeRegExp(only);
  const outcome = await runCheckpoints({
    step,
    target,
    live: interactive,
    testNamePattern,
    correctnessOnly,
    simulateCpus,
    bail,
  });
  // A simulated machine's verdict is not the learner's: it is neither progress nor the room's.
  if (own && !only && simulateCpus === undefined) record(step, outcome);
  const passedCount = outcome.results.filter((r) => r.state === "passed").length;
  const total = outcome.results.length;
  console.log();
  const skipped = outcome.results.filter((r) => r.state === "skipped").length;
  const { id } = step;
  if (outcome.passed) {
    const summary = skipped
      ? t("check.passedSkipped", { passed: total - skipped, total, id, skipped })
      : t("check.allPassed", { total, id });
    console.log(pc.green(pc.bold(wrap(summary))));
    // A partial run (--only) or another folder is not the step done: no "next step" then.
    if (!own || only) return outcome;
    console.log(wrap(t("check.compare", { number })));
    const next = nextStepAfter(step);
    const lesson = next && relative(workshopRoot, localFile(join(next.dir, "README.md")));
    console.log(
      wrap(
        next && lesson
          ? t("check.nextStep", { file: lesson, number: String(next.number) })
          : t("check.lastStep"),
      ),
    );
    return outcome;
  }
  const ran = total - skipped;
  console.log(pc.red(pc.bold(wrap(t("check.failed", { passed: passedCount, ran, id, skipped })))));
  const failures = outcome.results.filter((r) => r.state === "failed");
  const causes = failures.filter((r) => !r.causedBy).length;
  if (causes < failures.length)
    console.log(wrap(t("check.causes", { failed: failures.length, causes })));
  if (outcome.runErrors.length) {
    console.log(pc.red(wrap(t("check.runErrors", { count: outcome.runErrors.length }))));
  }
  console.log(wrap(t(watching ? "check.fixAndSave" : "check.fixAndRerun")));
  console.log(pc.dim(wrap(t("check.stuck", { number }))));
  return outcome;
}

/**
 * Checks once, then: says so when speed-ups did not decide (--correctness-only); prints the
 * workflow annotations and points with --format github; and, for a whole check of the learner's
 * own folder, sends the verdicts and figures to the room joined with `npm run room -- join`
 * (nothing when none was joined; one dim line).
 */
async function checkAndSend(
  step: Step,
  target: string,
  settings: CheckOptions,
  watching = false,
): Promise<RunOutcome> {
  const { only, correctnessOnly } = settings;
  const simulateCpus = simulatedCpusOf(settings);
  const outcome = await checkOnce(
    step,
    target,
    { only, correctnessOnly, simulateCpus, bail: settings.bail },
    watching,
  );
  if (correctnessOnly) {
    console.log(pc.yellow(wrap(t("check.correctnessOnly"))));
  }
  if (settings.format === "github") await reportToGithub(step, outcome.results, target);
  if (target === step.dir && !only && simulateCpus === undefined) {
    await sendCheckToRoom(step.id, outcome.results, { correctnessOnly });
  }
  return outcome;
}

/**
 * `--simulate-cpus <N>`: the one count of a simulated machine, or `undefined` for the real one.
 *
 * @throws Error for a list or anything but a whole number of CPUs
 */
function simulatedCpusOf(settings: CheckOptions): number | undefined {
  if (settings.simulateCpus === undefined) return undefined;
  const counts = parseSimulatedCpus(settings.simulateCpus);
  if (counts.length !== 1) {
    throw new Error(
      `--simulate-cpus ${settings.simulateCpus}: check takes one count; npm run bench -- <steps> --simulate-cpus 4,8,16 takes a list.`,
    );
  }
  return counts[0];
}

/**
 * After the last step passes: where the learner stands on the whole path, told kindly. A step
 * never checked is "not attempted" (skipped on purpose, perhaps), not failed; a step that failed
 * at its last check says so; a step that passed is checked once more, quietly, only when one of
 * its files changed since (a later step may have edited it), so that npm start tells the truth.
 */
async function wholePathAfterLastStep(last: Step): Promise<void> {
  const progress = readProgress();
  const earlier = listSteps().filter((s) => s.id !== last.id);
  const changed = earlier.filter((step) => {
    const entry = progress[step.id];
    if (entry?.filesHash) return changedSincePassed(entry, step.dir);
    return entry?.verdict === "passed" && changedSince(step.dir, entry.checkedAt);
  });
  const names = (steps: Step[]) => steps.map((s) => `step${s.number}`).join(", ");
  if (changed.length) {
    console.log(pc.dim(`\n${wrap(t("check.recheckChanged", { steps: names(changed) }))}`));
  }
  for (const step of changed) {
    const outcome = await runCheckpoints({
      step,
      target: step.dir,
      write: () => {},
      live: interactive,
    });
    record(step, outcome);
    await sendCheckToRoom(step.id, outcome.results, { quiet: true });
  }
  const now = readProgress();
  const failing = earlier.filter((s) => now[s.id]?.verdict === "failed");
  const notAttempted = earlier.filter(
    (s) => now[s.id] === undefined || now[s.id]?.verdict === undefined,
  );
  if (!failing.length && !notAttempted.length) console.log(pc.green(t("check.everyStepDone")));
  if (failing.length) console.log(wrap(t("check.failing", { steps: names(failing) })));
  if (notAttempted.length) {
    console.log(pc.dim(wrap(t("check.notAttempted", { steps: names(notAttempted) }))));
  }
}

/** Whether a file of `dir` (not its checkpoints) was modified after the ISO time `since`. */
function changedSince(dir: string, since: string | undefined): boolean {
  const checkedAt = since ? Date.parse(since) : 0;
  return readdirSync(dir, { withFileTypes: true }).some(
    (entry) => entry.isFile() && statSync(join(dir, entry.name)).mtimeMs > checkedAt,
  );
}

/**
 * `--dir <room> --all [--json]`: grades every learner's copy in the room, with one progress line
 * per learner on stderr and the table (or JSON) on stdout.
 *
 * @returns 0 when every learner passed, else 1
 * @throws Error for --all without --dir, with --solution or --watch, or a room without folders
 */
async function gradeRoomCommand(step: Step, settings: CheckOptions): Promise<number> {
  if (
    !settings.all ||
    !settings.dir ||
    settings.solution ||
    settings.watch ||
    settings.simulateCpus !== undefined
  ) {
    throw new Error(
      "To grade a room: npm run check <step> -- --dir <folder of learner folders> --all [--json]",
    );
  }
  const copies = learnerCopies(settings.dir, step);
  const started = Date.now();
  const progress = (copy: LearnerCopy, i: number) => {
    const fromHere = relative(process.cwd(), copy.dir);
    const shown = fromHere.startsWith("..") ? copy.dir : fromHere || ".";
    process.stderr.write(`Checking ${copy.learner} (${i + 1}/${copies.length}): ${shown}/\n`);
  };
  const grades = await gradeRoom(step, copies, progress, escapeRegExp(settings.only));
  if (settings.json) {
    console.log(JSON.stringify(gradeJson(step, grades), null, 2));
  } else {
    console.log(pc.bold(`\n${step.title}: ${copies.length} learner(s)`));
    console.log(gradeTable(grades));
    const passed = grades.filter((g) => g.passed).length;
    console.log(
      `\n${passed} of ${grades.length} passed every checkpoint; checked in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
  }
  return grades.every((g) => g.passed) ? 0 : 1;
}

/**
 * Why the checks cannot run on `platform`, or `undefined`: on Windows itself (not WSL), what
 * the doctor says too (./doctor.ts), the reason and the route that works.
 */
export function checksRefused(platform: NodeJS.Platform): string | undefined {
  return platform === "win32" ? `${t("doctor.windowsWhy")}\n${t("doctor.windows")}` : undefined;
}

/**
 * Checks one step (again after every save with `--watch`) and returns the process exit code:
 * 0 only when every checkpoint passed.
 *
 * @param platform the platform to judge (`process.platform`; a test may say another)
 * @throws Error on Windows itself, before anything starts (a check there would leave every
 *   server running: no process groups); for an unknown step (listing the steps) or a bad --dir
 */
export async function check(
  query: string,
  settings: CheckOptions,
  platform: NodeJS.Platform = process.platform,
): Promise<number> {
  const refused = checksRefused(platform);
  if (refused) throw new Error(refused);
  const step = resolveStep(query);
  if (settings.format !== undefined && !["github", "text"].includes(settings.format)) {
    throw new Error(`--format ${settings.format}: use github (annotations and points) or text.`);
  }
  simulatedCpusOf(settings); // a malformed count fails before anything starts
  if (settings.all || settings.json) return gradeRoomCommand(step, settings);
  const target = targetOf(step, settings);
  const isLast = step.id === listSteps().at(-1)?.id;
  if (settings.watch) {
    await watchAndRerun({
      dir: target,
      poll: settings.poll ?? false,
      run: async () => {
        await checkAndSend(step, target, settings, true);
      },
    });
    return 0;
  }
  const outcome = await checkAndSend(step, target, settings);
  const whole = target === step.dir && !settings.only && settings.simulateCpus === undefined;
  if (outcome.passed && isLast && whole) await wholePathAfterLastStep(step);
  return outcome.passed ? 0 : 1;
}
