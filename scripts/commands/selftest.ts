/**
 * `npm run selftest` (part of `npm test`), for maintainers: proves that every check can pass and
 * can fail. For every step, all checkpoints must pass on solutions/ and every checkpoint about the
 * learner's files must fail on the untouched starter (a checkpoint that passes on the starter is a
 * defect). Then every mistake in the catalogue (../selftest/mistakes.ts) must fail its checkpoint
 * with a message that leads to the fix. Finally, no process a check started may be left running.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import pc from "picocolors";
import psList from "ps-list";
import { learnerLoaderUrl } from "../harness/paths.ts";
import { MISTAKES, type Mistake } from "../selftest/mistakes.ts";
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

/** Copies the mistake's solution to a folder outside the workshop and applies the edit. */
function materialise(mistake: Mistake, step: Step): string {
  const dir = mkdtempSync(join(tmpdir(), "workshop-mistake-"));
  cpSync(step.solutionDir, dir, { recursive: true });
  const file = join(dir, mistake.file);
  const text = readFileSync(file, "utf8");
  if (!text.includes(mistake.find)) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `mistake "${mistake.name}": ${mistake.file} of ${step.id} no longer contains the text to edit`,
    );
  }
  writeFileSync(file, text.replace(mistake.find, mistake.replace));
  return dir;
}

async function mistakeCaught(mistake: Mistake): Promise<Verdict> {
  const step = resolveStep(mistake.step);
  const dir = materialise(mistake, step);
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

/** Processes still running the learner-program preload: anything a check left behind. */
async function leftovers(): Promise<string[]> {
  const all = await psList({ all: false });
  return all.filter((p) => p.cmd?.includes(learnerLoaderUrl)).map((p) => `${p.pid} ${p.cmd}`);
}

function print(verdict: Verdict): void {
  const mark = verdict.ok ? pc.green("✓") : pc.red("✗");
  console.log(`${mark} ${verdict.what} ${pc.dim(`${verdict.seconds.toFixed(1)} s`)}`);
  for (const defect of verdict.defects) console.log(pc.red(`    ${defect}`));
  if (!verdict.ok) console.log(pc.dim(verdict.log.replace(/^/gm, "    │ ")));
}

/**
 * Runs the whole self-test, printing one line per verdict.
 *
 * @returns the exit code: 0 when every solution passes, every starter fails and every mistake is caught
 */
export async function selftest(): Promise<number> {
  process.env.WORKSHOP_READY_DEADLINE_MS ??= "5000";
  const verdicts: Verdict[] = [];
  const record = (verdict: Verdict) => {
    verdicts.push(verdict);
    print(verdict);
  };
  for (const step of listSteps()) {
    record(await solutionPasses(step));
    record(await starterFails(step));
  }
  for (const mistake of MISTAKES) record(await mistakeCaught(mistake));
  const left = await leftovers();
  record({
    what: "nothing left running",
    ok: left.length === 0,
    defects: left.map((p) => `still running: ${p}`),
    seconds: 0,
    log: "",
  });
  const failed = verdicts.filter((v) => !v.ok).length;
  const passed = verdicts.length - failed;
  console.log(`\nselftest: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
