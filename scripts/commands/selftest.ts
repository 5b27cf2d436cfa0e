import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { stripVTControlCharacters } from "node:util";
import semver from "semver";
import { GIVEN_FILES } from "../dev-check/checks/given-files.ts";
import { realCpuBudget } from "../harness/measuring/cpus.ts";
import { parseSimulatedCpus } from "../harness/measuring/simulation.ts";
import { workshopRoot } from "../harness/paths.ts";
import { waitFor } from "../harness/processes/wait.ts";
import { messageLabels, messagePart } from "../harness/reporting/messages.ts";
import { notInLocale } from "../i18n/in-locale.ts";
import { LOCALES, type Locale, withLocale } from "../i18n/locale.ts";
import { type StepCatalogue, stepCatalogues } from "../selftest/catalogue.ts";
import { KIT_JOBS } from "../selftest/kit.ts";
import { applyAdvice, applyMistake, type Mistake } from "../selftest/mistakes.ts";
import {
  clearLeftovers,
  interruptCli,
  leftovers,
  setAside,
  startCli,
  type Verdict,
} from "../selftest/runs.ts";
import { applyVariant, type Variant } from "../selftest/variants.ts";
import type { CheckpointResult } from "../workshop/reporter.ts";
import { type RunOutcome, runCheckpoints } from "../workshop/run-checkpoints.ts";
import { checkpointNamesOf, namesPattern, simulatedMistakeName } from "../workshop/step-facts.ts";
import { listSteps, resolveStep, type Step } from "../workshop/steps.ts";
import { displayWidth, colors as pc, wrap } from "../workshop/terminal.ts";

/**
 * Every failure message says what was expected, what was seen, what next and where to read: the
 * labels in the learner's language (`Expected:`, `期待:`).
 */
const messageParts = () => Object.values(messageLabels()).map((label) => label.trimEnd());

/** Every check report must fit an 80-column terminal, the smallest a learner's is. */
const REPORT_WIDTH = 80;

/**
 * Runs a check with its report captured at REPORT_WIDTH columns.
 *
 * @returns the outcome, the report, its lines wider than REPORT_WIDTH, and the seconds it took
 */
async function captured(
  run: (options: { write: (text: string) => void; width: number }) => Promise<RunOutcome>,
): Promise<{ outcome: RunOutcome; log: string; seconds: number; wide: string[] }> {
  let log = "";
  const started = Date.now();
  const outcome = await run({
    write: (text) => {
      log += text;
    },
    width: REPORT_WIDTH,
  });
  const wide = log
    .split("\n")
    .filter((line) => displayWidth(stripVTControlCharacters(line)) > REPORT_WIDTH)
    .map((line) => `a report line is wider than ${REPORT_WIDTH} columns: ${line.slice(0, 40)}…`);
  return { outcome, log, seconds: (Date.now() - started) / 1000, wide };
}

/**
 * A run on a simulated machine (`--simulate-cpus`): its CPUs and the checkpoints it runs; none
 * for the real machine and every checkpoint.
 */
interface Simulated {
  simulateCpus?: number;
  testNamePattern?: string;
}

/** How a verdict names the machine it ran on: "" for the real one. */
const onMachine = ({ simulateCpus }: Simulated) =>
  simulateCpus === undefined ? "" : ` at ${simulateCpus} simulated CPUs`;

async function solutionPasses(step: Step, simulated: Simulated = {}): Promise<Verdict> {
  const { outcome, log, seconds, wide } = await captured((report) =>
    runCheckpoints({ step, target: step.solutionDir, ...simulated, ...report }),
  );
  const defects = [
    ...outcome.runErrors.map((e) => `did not run: ${e.split("\n")[0]}`),
    // A checkpoint that cannot run on this machine skips itself with the reason; that is no defect.
    ...outcome.results
      .filter((r) => r.state === "failed")
      .map((r) => `fails on the solution: ${r.name}`),
    ...(outcome.results.length === 0 ? ["no checkpoint ran"] : []),
    ...wide,
  ];
  const what = `${step.id}: solution passes${onMachine(simulated)}`;
  return { what, ok: defects.length === 0, defects, seconds, log };
}

/**
 * The untouched starter fails every checkpoint about the learner's files; the checkpoint files
 * the step names in `notTasks` (about the machine, or demonstrating given files) may pass.
 */
async function starterFails(step: Step, notTasks: readonly string[] = []): Promise<Verdict> {
  const { outcome, log, seconds, wide } = await captured((report) =>
    runCheckpoints({ step, target: step.dir, ...report }),
  );
  const isTask = (result: CheckpointResult) => !notTasks.includes(basename(result.file));
  // A checkpoint that cannot run on this machine (one that needs root, say) skips with the reason.
  const tasks = outcome.results.filter((r) => isTask(r) && r.state !== "skipped");
  const defects = [
    ...outcome.runErrors.map((e) => `did not run: ${e.split("\n")[0]}`),
    ...tasks
      .filter((r) => r.state !== "failed")
      .map((r) => `passes on the untouched starter: ${r.name}`),
    ...(tasks.length === 0 ? ["no learner-task checkpoint ran"] : []),
    ...wide,
  ];
  return { what: `${step.id}: starter fails`, ok: defects.length === 0, defects, seconds, log };
}

/** A valid variant (a step's checkpoints/variants.ts) passes every checkpoint of its step. */
async function variantPasses(
  variant: Variant,
  simulated: Simulated & { checkpoints?: readonly string[] } = {},
): Promise<Verdict> {
  const step = resolveStep(variant.step);
  const skipped = (why: string) => {
    const what = `${step.id}: variant "${variant.name}" (${why})`;
    return { what, ok: true, defects: [], seconds: 0, log: "" };
  };
  if (variant.nodeFrom && semver.lt(process.versions.node, variant.nodeFrom))
    return skipped(`not one on Node.js ${process.versions.node}`);
  // The checkpoints that read what it changes (./selftest/variants.ts), of those the machine runs.
  const keys = variant.checkpoints?.filter(
    (key) => !simulated.checkpoints || simulated.checkpoints.includes(key),
  );
  if (keys?.length === 0) return skipped(`no checkpoint that reads it runs${onMachine(simulated)}`);
  const testNamePattern = keys
    ? namesPattern(await checkpointNamesOf(step, keys))
    : simulated.testNamePattern;
  const dir = applyVariant(variant);
  try {
    const { outcome, log, seconds, wide } = await captured((report) =>
      runCheckpoints({
        step,
        target: dir,
        simulateCpus: simulated.simulateCpus,
        testNamePattern,
        ...report,
      }),
    );
    const defects = [
      ...outcome.runErrors.map((e) => `did not run: ${e.split("\n")[0]}`),
      ...outcome.results
        .filter((r) => r.state === "failed")
        .map((r) => `fails on this correct variant: ${r.name}`),
      ...(outcome.results.length === 0 ? ["no checkpoint ran"] : []),
      ...wide,
    ];
    const what = `${step.id}: variant "${variant.name}" passes${onMachine(simulated)}`;
    return { what, ok: defects.length === 0, defects, seconds, log };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What is wrong with a failed checkpoint's message in each language (CONTRIBUTING.md,
 * "Translations"): it must exist, have the four parts under that language's labels, be in that
 * language outside code, quotes and the program's output, and fit REPORT_WIDTH display columns as
 * the report prints it.
 */
function messageProblems(result: CheckpointResult): string[] {
  return LOCALES.flatMap((locale) => {
    const message = result.messages?.[locale];
    if (!message) return [`no ${locale} message`];
    const labels = withLocale(locale, messageParts);
    const prose = message
      .split("\n")
      .filter((line) => !line.startsWith("  │") && !messagePart(line, "read"))
      .join("\n");
    const wide = wrap(message.replace(/^/gm, "    "), REPORT_WIDTH)
      .split("\n")
      .filter((line) => displayWidth(line) > REPORT_WIDTH);
    return [
      ...labels.filter((label) => !message.includes(label)).map((l) => `lacks "${l}"`),
      ...notInLocale(prose, locale),
      ...wide.map((line) => `wider than ${REPORT_WIDTH} columns: ${line.slice(0, 40)}…`),
    ].map((problem) => `the ${locale} message ${problem}`);
  });
}

/**
 * A catalogued mistake fails the checkpoint it names, with a message holding the mistake's
 * `expect` texts (in English) and every part in every language (messageProblems). The check runs
 * in `locale`, so each language's whole path (reporter included) runs too; a mistake whose
 * `report` lines are English figures runs in English.
 */
async function mistakeCaught(
  mistake: Mistake,
  locale: Locale = "en",
  simulated: Simulated & { expect?: readonly string[] } = {},
): Promise<Verdict> {
  const step = resolveStep(mistake.step);
  if (mistake.nodeBelow && semver.gte(process.versions.node, mistake.nodeBelow)) {
    const what = `${step.id}: mistake "${mistake.name}" (not one on Node.js ${process.versions.node})`;
    return { what, ok: true, defects: [], seconds: 0, log: "" };
  }
  const dir = applyMistake(mistake);
  try {
    const { outcome, log, seconds, wide } = await captured((report) =>
      runCheckpoints({
        step,
        target: dir,
        testNamePattern: mistake.pattern,
        locale: mistake.report ? "en" : locale,
        simulateCpus: simulated.simulateCpus,
        ...report,
      }),
    );
    const failed = outcome.results.filter((r) => r.state === "failed");
    const messages = failed
      .map((r) => r.messages?.en ?? r.message ?? "")
      .join("\n")
      .toLowerCase();
    const expected = simulated.expect ?? mistake.expect;
    const missing = expected.filter((text) => !messages.includes(text.toLowerCase()));
    const missingInReport = (mistake.report ?? []).filter((text) => !log.includes(text));
    const defects = [
      ...(outcome.results.length === 0 ? [`no checkpoint matches /${mistake.pattern}/`] : []),
      ...(outcome.results.length > 0 && failed.length === 0 ? ["the checkpoint passed"] : []),
      ...(failed.length > 0 ? missing.map((text) => `the message lacks "${text}"`) : []),
      ...failed.flatMap(messageProblems),
      ...missingInReport.map((text) => `the report lacks "${text}"`),
      ...wide,
    ];
    return {
      what: `${step.id}: mistake "${mistake.name}" (${mistake.report ? "en" : locale})${onMachine(simulated)}`,
      ok: defects.length === 0,
      defects,
      seconds,
      log,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The advice fixes its mistake: the mistake, then the edits its message advises (`advised`), done
 * literally in the mistaken copy, and the checkpoint that caught it must pass. Only that checkpoint
 * runs, and only when the advised file differs from the solution's: the same bytes are the
 * solution, whose every checkpoint the steps' own part runs (all 51 runs took 490 s here).
 */
async function adviceFixes(mistake: Mistake): Promise<Verdict> {
  const step = resolveStep(mistake.step);
  const what = `${step.id}: advice for "${mistake.name}" fixes it`;
  if (mistake.nodeBelow && semver.gte(process.versions.node, mistake.nodeBelow))
    return {
      what: `${what} (not one on Node.js ${process.versions.node})`,
      ok: true,
      defects: [],
      seconds: 0,
      log: "",
    };
  const dir = applyAdvice(mistake);
  try {
    const advised = readFileSync(join(dir, mistake.file), "utf8");
    if (advised === readFileSync(join(step.solutionDir, mistake.file), "utf8")) {
      const same = `${what} (the advised file is the solution's: "${step.id}: solution passes" runs it)`;
      return { what: same, ok: true, defects: [], seconds: 0, log: "" };
    }
    const { outcome, log, seconds } = await captured((report) =>
      runCheckpoints({ step, target: dir, testNamePattern: mistake.pattern, ...report }),
    );
    const defects = [
      ...outcome.runErrors.map((e) => `did not run: ${e.split("\n")[0]}`),
      ...(outcome.results.length === 0 ? [`no checkpoint matches /${mistake.pattern}/`] : []),
      ...outcome.results
        .filter((r) => r.state === "failed")
        .map((r) => `still fails after the advised edit: ${r.name}`),
    ];
    return { what, ok: defects.length === 0, defects, seconds, log };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Presses Ctrl-C in the middle of a load: starts `check <step> --solution` (plus `extra`
 * arguments) for the step whose `checkpoints/step.ts` declares `ctrlC`, in its own process group,
 * waits until `ctrlC.running` learner processes run at once (in the middle of a load), sends
 * SIGINT to the whole group (as a terminal does), and expects every learner program to be gone
 * within 5 s. It watches the processes, not the ✓ lines: vitest hands results to the reporter in
 * batches, and under load the ✓ of the checkpoints before could arrive after the load was over
 * (2 of 5 fresh-clone runs saw the check end first).
 */
async function interruptLeavesNothing(
  { step, facts }: StepCatalogue,
  extra: string[] = [],
): Promise<Verdict> {
  const started = Date.now();
  const { running } = facts.ctrlC ?? { running: 1 };
  const cli = startCli(["check", String(step.number), "--solution", ...extra]);
  const defects: string[] = [];
  const midway = async () => (await leftovers()).length >= running;
  if (!(await waitFor(midway, 40_000)))
    defects.push("the check never got to its speed-up checkpoint");
  defects.push(...(await interruptCli(cli, 10_000)));
  return {
    what: `Ctrl-C in the middle of a check${extra.length ? ` ${extra.join(" ")}` : ""} leaves nothing running`,
    ok: defects.length === 0,
    defects,
    seconds: (Date.now() - started) / 1000,
    log: cli.output.log,
  };
}

/** A save must start a new check within this many ms in watch mode: a learner saves and looks. */
const WATCH_DEADLINE_MS = 2000;

/**
 * Watch mode sees a save: runs `check <first step> --watch` (plus `extra`) on a copy of the first
 * step's solution, saves its first file once the first check is done, and expects the next check
 * to start within WATCH_DEADLINE_MS and to pass; then Ctrl-C must end it.
 */
async function watchRechecks(extra: string[] = []): Promise<Verdict> {
  const started = Date.now();
  const step = listSteps()[0];
  if (!step) throw new Error("there is no step to watch");
  const dir = mkdtempSync(join(tmpdir(), "workshop-watch-"));
  cpSync(step.solutionDir, dir, { recursive: true });
  const cli = startCli(["check", String(step.number), "--dir", dir, "--watch", ...extra]);
  const defects: string[] = [];
  const runs = () => cli.output.log.split("Checking the files in").length - 1;
  const passes = () => cli.output.log.split(`checkpoints of step ${step.id} passed`).length - 1;
  let delayMs = Number.NaN;
  if (!(await waitFor(async () => passes() === 1 && cli.output.log.includes("q Enter"), 30_000))) {
    defects.push("the first check did not finish within 30 s");
  } else {
    const first = readdirSync(dir)
      .sort()
      .find((name) => statSync(join(dir, name)).isFile());
    const file = join(dir, first ?? "package.json");
    const savedAt = Date.now();
    writeFileSync(file, `${readFileSync(file, "utf8")}\n`);
    if (await waitFor(async () => runs() === 2, 10_000)) delayMs = Date.now() - savedAt;
    if (!(delayMs <= WATCH_DEADLINE_MS))
      defects.push(`the save was checked after ${delayMs} ms, not within ${WATCH_DEADLINE_MS} ms`);
    if (!(await waitFor(async () => passes() === 2, 30_000)))
      defects.push("the second check did not pass");
  }
  cli.killGroup("SIGINT");
  await Promise.race([cli.exited, delay(5000)]);
  if (cli.child.exitCode === null && cli.child.signalCode === null)
    defects.push("watch mode did not end within 5 s of Ctrl-C");
  cli.killGroup("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
  return {
    what: `check --watch${extra.map((a) => ` ${a}`).join("")} re-checks within ${WATCH_DEADLINE_MS} ms of a save (took ${delayMs} ms)`,
    ok: defects.length === 0,
    defects,
    seconds: (Date.now() - started) / 1000,
    log: cli.output.log,
  };
}

function print(verdict: Verdict): void {
  const mark = verdict.ok ? pc.green("✓") : pc.red("✗");
  console.log(`${mark} ${verdict.what} ${pc.dim(`${verdict.seconds.toFixed(1)} s`)}`);
  for (const defect of verdict.defects) console.log(pc.red(`    ${defect}`));
  if (!verdict.ok) console.log(pc.dim(verdict.log.replace(/^/gm, "    │ ")));
}

/**
 * Every given file (the steps' `checkpoints/step.ts`) is byte-for-byte the same as its source,
 * and every derived starter holds its source's code: `npm run dev-check`'s check, run again here
 * so that a self-test alone proves it too.
 */
async function givenFilesMatch(): Promise<Verdict> {
  const defects = (await GIVEN_FILES.run(workshopRoot)).map(
    (problem) => `${problem.file}: ${problem.problem}`,
  );
  return {
    what: "given files are copies of their sources",
    ok: defects.length === 0,
    defects,
    seconds: 0,
    log: "",
  };
}

interface Job {
  what: string;
  run: () => Promise<Verdict>;
}

/** Every step's two directions: its solution passes, its untouched starter fails. */
function stepJobs(catalogues: readonly StepCatalogue[]): Job[] {
  return catalogues.flatMap(({ step, facts }) => [
    { what: `${step.id}: solution passes`, run: () => solutionPasses(step) },
    { what: `${step.id}: starter fails`, run: () => starterFails(step, facts.notTasks) },
  ]);
}

/**
 * The steps whose checks depend on a container's CPU limits (`container` in their
 * `checkpoints/step.ts`).
 *
 * @throws Error when no step declares it: the container's run would prove nothing
 */
function containerSteps(catalogues: readonly StepCatalogue[]): StepCatalogue[] {
  const chosen = catalogues.filter((c) => c.facts.container);
  if (chosen.length === 0) throw new Error("no step's checkpoints/step.ts declares container");
  return chosen;
}

/**
 * `--simulate-cpus 4,8,16`: at each size, on the steps whose `checkpoints/step.ts` declares
 * `simulate`, the solution passes the checkpoints it names, every structural mistake it names
 * fails, and the step's valid variants pass; the variants rotate over the sizes (variant i at
 * size i mod the number of sizes) to keep the time down, so that each runs once.
 *
 * @throws Error when no step declares simulate
 */
function simulatedJobs(catalogues: readonly StepCatalogue[], sizes: readonly number[]): Job[] {
  const chosen = catalogues.filter((c) => c.facts.simulate);
  if (chosen.length === 0) throw new Error("no step's checkpoints/step.ts declares simulate");
  return sizes.flatMap((simulateCpus, size) =>
    chosen.flatMap(({ step, facts, mistakes, variants, simulatePattern }): Job[] => {
      const { mistakes: named = [] } = facts.simulate ?? { mistakes: [] };
      const on: Simulated = { simulateCpus, testNamePattern: simulatePattern };
      const checkpoints = facts.simulate?.checkpoints;
      const at = onMachine(on);
      return [
        { what: `${step.id}: solution passes${at}`, run: () => solutionPasses(step, on) },
        ...named.map((entry, i): Job => {
          const name = simulatedMistakeName(entry);
          const mistake = mistakes.find((m) => m.name === name);
          if (!mistake) throw new Error(`${step.id}: no mistake "${name}"`);
          const expect = typeof entry === "string" ? undefined : entry.expect;
          return {
            what: `${step.id}: mistake "${name}"${at}`,
            run: () =>
              mistakeCaught(mistake, LOCALES[(i + size) % LOCALES.length], {
                simulateCpus,
                expect,
              }),
          };
        }),
        ...variants
          .filter((_, i) => i % sizes.length === size)
          .map((variant) => ({
            what: `${step.id}: variant "${variant.name}" passes${at}`,
            run: () => variantPasses(variant, { ...on, checkpoints }),
          })),
      ];
    }),
  );
}

function jobs(catalogues: readonly StepCatalogue[]): Job[] {
  const interrupted = catalogues.find((c) => c.facts.ctrlC);
  if (!interrupted) throw new Error("no step's checkpoints/step.ts declares ctrlC");
  return [
    { what: "given files are copies of their sources", run: () => givenFilesMatch() },
    ...stepJobs(catalogues),
    ...catalogues
      .flatMap((c) => c.variants)
      .map((variant) => ({
        what: `${variant.step}: variant "${variant.name}" passes`,
        run: () => variantPasses(variant),
      })),
    ...catalogues
      .flatMap((c) => c.mistakes)
      // Each language in turn runs a whole check; every mistake's message is read in all of them.
      .map((mistake, i) => ({
        what: `${mistake.step}: mistake "${mistake.name}"`,
        run: () => mistakeCaught(mistake, LOCALES[i % LOCALES.length]),
      })),
    ...catalogues
      .flatMap((c) => c.mistakes)
      .map((mistake) => ({
        what: `${mistake.step}: advice for "${mistake.name}" fixes it`,
        run: () => adviceFixes(mistake),
      })),
    { what: "check --watch re-checks after a save", run: () => watchRechecks() },
    { what: "check --watch --poll re-checks after a save", run: () => watchRechecks(["--poll"]) },
    {
      what: "Ctrl-C in the middle of a check leaves nothing running",
      run: () => interruptLeavesNothing(interrupted),
    },
    {
      what: "Ctrl-C in the middle of a check --watch leaves nothing running",
      run: () => interruptLeavesNothing(interrupted, ["--watch"]),
    },
    ...KIT_JOBS,
  ];
}

/**
 * `verdict`, failed with a defect for each of `left` it does not name already: every part must
 * leave nothing running, and the part that does is the one to name (the later parts' own checks
 * would all report it).
 */
function withLeftovers(verdict: Verdict, left: readonly string[]): Verdict {
  const unnamed = left.filter((p) => !verdict.defects.some((d) => d.endsWith(p)));
  if (unnamed.length === 0) return verdict;
  const defects = [...verdict.defects, ...unnamed.map((p) => `left running after it: ${p}`)];
  return { ...verdict, ok: false, defects };
}

/**
 * Runs the self-test, printing one line per verdict, then checks that nothing is left running.
 *
 * @param options.only run just the parts whose description contains this text, e.g. "03-" or
 *   "Ctrl-C"
 * @param options.steps run just the steps' two directions (the Node.js matrix and the ordinary
 *   user in CI run these)
 * @param options.container run just the two directions of the steps whose `checkpoints/step.ts`
 *   declares `container` (scripts/ci/in-container.sh runs these inside CPU limits)
 * @param options.simulateCpus sizes of simulated machines, e.g. "4,8,16,32,64": run just the
 *   steps that declare `simulate`, at each size ({@link simulatedJobs})
 * @returns the exit code: 0 when every solution passes, every starter fails and every mistake is caught
 */
export async function selftest(
  options: { only?: string; steps?: boolean; container?: boolean; simulateCpus?: string } = {},
): Promise<number> {
  const { only, steps, container } = options;
  const sizes = options.simulateCpus ? parseSimulatedCpus(options.simulateCpus) : undefined;
  // A simulated machine's clusters take longer to start: the harness's own deadline then.
  if (!sizes) process.env.WORKSHOP_READY_DEADLINE_MS ??= "5000";
  const verdicts: Verdict[] = [];
  const before = await setAside();
  if (before.length > 0) {
    console.log(
      `Set aside, there before the self-test began (a run cut short, or another check running), not judged:\n${before.map((p) => `  ${p}`).join("\n")}`,
    );
  }
  const catalogues = await stepCatalogues();
  if (sizes) {
    console.log(
      `Simulated machines of ${sizes.join(", ")} CPUs on ${realCpuBudget().usable} real ones: ` +
        `each step's simulate checkpoints and mistakes at every size, its variants rotated over the sizes (each runs once).`,
    );
  }
  const all = sizes
    ? simulatedJobs(catalogues, sizes)
    : container
      ? stepJobs(containerSteps(catalogues))
      : steps
        ? stepJobs(catalogues)
        : jobs(catalogues);
  for (const job of all.filter((j) => !only || j.what.includes(only))) {
    const verdict = withLeftovers(await job.run(), await leftovers());
    if (!verdict.ok) await clearLeftovers();
    verdicts.push(verdict);
    print(verdict);
  }
  const left = await leftovers();
  const last: Verdict = {
    what: "nothing left running",
    ok: left.length === 0,
    defects: left.map((p) => `still running: ${p}`),
    seconds: 0,
    log: "",
  };
  verdicts.push(last);
  print(last);
  const failures = verdicts.filter((v) => !v.ok);
  // A failed part's log can run to hundreds of lines, and CI often keeps only the tail: the
  // failed parts are named again here, with their defects, where the tail still holds them.
  for (const failure of failures) {
    console.log(pc.red(`\n✗ ${failure.what}`));
    for (const defect of failure.defects) console.log(pc.red(`    ${defect}`));
  }
  console.log(`\nselftest: ${verdicts.length - failures.length} passed, ${failures.length} failed`);
  return failures.length === 0 ? 0 : 1;
}
