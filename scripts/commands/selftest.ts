/**
 * `npm run selftest` (part of `npm test`), for maintainers: proves that every check can pass and
 * can fail. For every step, all checkpoints must pass on solutions/ and every checkpoint about the
 * learner's files must fail on the untouched starter (a checkpoint that passes on the starter is a
 * defect). Then every mistake in the catalogue (../selftest/mistakes.ts) must fail its checkpoint
 * with a message that leads to the fix. Finally, no process a check started may be left running.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import pc from "picocolors";
import semver from "semver";
import { learnerLoaderUrl, workshopRoot } from "../harness/paths.ts";
import { processesRunning } from "../harness/processes.ts";
import { waitFor } from "../harness/wait.ts";
import { GIVEN_FILES } from "../selftest/given-files.ts";
import { applyMistake, MISTAKES, type Mistake } from "../selftest/mistakes.ts";
import type { CheckpointResult } from "../workshop/reporter.ts";
import { type RunOutcome, runCheckpoints } from "../workshop/run-checkpoints.ts";
import { listSteps, resolveStep, type Step } from "../workshop/steps.ts";

/** Checkpoint files about the machine rather than the learner's files: they may pass on a starter. */
const ENVIRONMENT_FILE = "environment.test.ts";

interface Verdict {
  what: string;
  ok: boolean;
  /** one line per defect */
  defects: string[];
  seconds: number;
  /** the captured check output, printed when a defect is found */
  log: string;
}

async function captured(
  run: (write: (text: string) => void) => Promise<RunOutcome>,
): Promise<{ outcome: RunOutcome; log: string; seconds: number }> {
  let log = "";
  const started = Date.now();
  const outcome = await run((text) => {
    log += text;
  });
  return { outcome, log, seconds: (Date.now() - started) / 1000 };
}

const isEnvironment = (result: CheckpointResult) => basename(result.file) === ENVIRONMENT_FILE;

async function solutionPasses(step: Step): Promise<Verdict> {
  const { outcome, log, seconds } = await captured((write) =>
    runCheckpoints({ step, target: step.solutionDir, write }),
  );
  const defects = [
    ...outcome.runErrors.map((e) => `did not run: ${e.split("\n")[0]}`),
    ...outcome.results
      .filter((r) => r.state !== "passed")
      .map((r) => `fails on the solution: ${r.name}`),
    ...(outcome.results.length === 0 ? ["no checkpoint ran"] : []),
  ];
  return { what: `${step.id}: solution passes`, ok: defects.length === 0, defects, seconds, log };
}

async function starterFails(step: Step): Promise<Verdict> {
  const { outcome, log, seconds } = await captured((write) =>
    runCheckpoints({ step, target: step.dir, write }),
  );
  const tasks = outcome.results.filter((r) => !isEnvironment(r));
  const defects = [
    ...outcome.runErrors.map((e) => `did not run: ${e.split("\n")[0]}`),
    ...tasks
      .filter((r) => r.state !== "failed")
      .map((r) => `passes on the untouched starter: ${r.name}`),
    ...(tasks.length === 0 ? ["no learner-task checkpoint ran"] : []),
  ];
  return { what: `${step.id}: starter fails`, ok: defects.length === 0, defects, seconds, log };
}

async function mistakeCaught(mistake: Mistake): Promise<Verdict> {
  const step = resolveStep(mistake.step);
  if (mistake.nodeBelow && semver.gte(process.versions.node, mistake.nodeBelow)) {
    const what = `${step.id}: mistake "${mistake.name}" (not one on Node.js ${process.versions.node})`;
    return { what, ok: true, defects: [], seconds: 0, log: "" };
  }
  const dir = applyMistake(mistake);
  try {
    const { outcome, log, seconds } = await captured((write) =>
      runCheckpoints({ step, target: dir, testNamePattern: mistake.checkpoint, write }),
    );
    const failed = outcome.results.filter((r) => r.state === "failed");
    const messages = failed
      .map((r) => r.message ?? "")
      .join("\n")
      .toLowerCase();
    const missing = mistake.expect.filter((text) => !messages.includes(text.toLowerCase()));
    const defects = [
      ...(outcome.results.length === 0 ? [`no checkpoint matches /${mistake.checkpoint}/`] : []),
      ...(outcome.results.length > 0 && failed.length === 0 ? ["the checkpoint passed"] : []),
      ...(failed.length > 0 ? missing.map((text) => `the message lacks "${text}"`) : []),
    ];
    return {
      what: `${step.id}: mistake "${mistake.name}"`,
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
 * Presses Ctrl-C in the middle of a check: starts `check 3 --solution` in its own process group,
 * waits until its first checkpoint has passed and its cluster runs, sends SIGINT to the whole group (as a terminal does), and expects
 * every learner program to be gone within 5 s.
 */
async function interruptLeavesNothing(): Promise<Verdict> {
  const started = Date.now();
  const cli = join(workshopRoot, "scripts/cli.ts");
  const child = spawn(process.execPath, ["--import", "tsx", cli, "check", "3", "--solution"], {
    cwd: workshopRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const defects: string[] = [];
  // In the middle: the first checkpoint has passed and the shared cluster serves the next ones.
  const midway = async () => log.includes("✓") && (await leftovers()).length >= 3;
  if (!(await waitFor(midway, 30_000)))
    defects.push("the check never got to its second checkpoint");
  try {
    process.kill(-(child.pid ?? 0), "SIGINT");
  } catch {
    defects.push("the check had already ended");
  }
  await Promise.race([exited, delay(10_000)]);
  if (child.exitCode === null && child.signalCode === null)
    defects.push("the check did not end within 10 s of Ctrl-C");
  if (!(await waitFor(async () => (await leftovers()).length === 0, 5000))) {
    defects.push(...(await leftovers()).map((p) => `left running after Ctrl-C: ${p}`));
  }
  try {
    process.kill(-(child.pid ?? 0), "SIGKILL");
  } catch {
    // gone, as it should be
  }
  const seconds = (Date.now() - started) / 1000;
  return {
    what: "Ctrl-C in the middle of a check leaves nothing running",
    ok: defects.length === 0,
    defects,
    seconds,
    log,
  };
}

/**
 * Anything a check left behind: processes running the learner-program preload or tsx's loader
 * from this workshop (pm2's workers), live pm2 daemons, and temporary PM2_HOME folders.
 */
async function leftovers(): Promise<string[]> {
  const tsxLoader = join(workshopRoot, "node_modules/tsx/dist/loader.mjs");
  const processes = (await processesRunning([learnerLoaderUrl, tsxLoader, "PM2 v"])).map(
    (p) => `${p.pid} ${p.cmd}`,
  );
  const homes = readdirSync(tmpdir())
    .filter((name) => name.startsWith("workshop-pm2-home-"))
    .map((name) => `PM2_HOME ${join(tmpdir(), name)}`);
  return [...processes, ...homes];
}

function print(verdict: Verdict): void {
  const mark = verdict.ok ? pc.green("✓") : pc.red("✗");
  console.log(`${mark} ${verdict.what} ${pc.dim(`${verdict.seconds.toFixed(1)} s`)}`);
  for (const defect of verdict.defects) console.log(pc.red(`    ${defect}`));
  if (!verdict.ok) console.log(pc.dim(verdict.log.replace(/^/gm, "    │ ")));
}

/** Every given file is byte-for-byte the same as its source. */
async function givenFilesMatch(): Promise<Verdict> {
  const defects = GIVEN_FILES.filter(
    ([copy, source]) =>
      readFileSync(join(workshopRoot, copy), "utf8") !==
      readFileSync(join(workshopRoot, source), "utf8"),
  ).map(([copy, source]) => `${copy} differs from ${source}`);
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

function jobs(): Job[] {
  return [
    { what: "given files are copies of their sources", run: givenFilesMatch },
    ...listSteps().flatMap((step) => [
      { what: `${step.id}: solution passes`, run: () => solutionPasses(step) },
      { what: `${step.id}: starter fails`, run: () => starterFails(step) },
    ]),
    ...MISTAKES.map((mistake) => ({
      what: `${mistake.step}: mistake "${mistake.name}"`,
      run: () => mistakeCaught(mistake),
    })),
    { what: "Ctrl-C in the middle of a check leaves nothing running", run: interruptLeavesNothing },
  ];
}

/**
 * Runs the self-test, printing one line per verdict, then checks that nothing is left running.
 *
 * @param only run just the parts whose description contains this text (e.g. "03-", "Ctrl-C")
 * @returns the exit code: 0 when every solution passes, every starter fails and every mistake is caught
 */
export async function selftest(only?: string): Promise<number> {
  process.env.WORKSHOP_READY_DEADLINE_MS ??= "5000";
  const verdicts: Verdict[] = [];
  for (const job of jobs().filter((j) => !only || j.what.includes(only))) {
    const verdict = await job.run();
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
  const failed = verdicts.filter((v) => !v.ok).length;
  console.log(`\nselftest: ${verdicts.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
