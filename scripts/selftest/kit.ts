/**
 * The self-test's parts for the instructor's kit (CONTRIBUTING.md, "Kit"): the whole demo runs
 * within its budget, writes its report and every chart, and leaves nothing running; Ctrl-C in the
 * middle of a pm2 part leaves nothing either; grading a room tells a passing copy from a failing
 * one.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { PARTS } from "../demo/parts/index.ts";
import { REPORT_FILE } from "../demo/report.ts";
import { chartFile } from "../demo/results.ts";
import { waitFor } from "../harness/processes/wait.ts";
import { listSteps } from "../workshop/steps.ts";
import { interruptCli, leftovers, startCli, type Verdict } from "./runs.ts";

/** The whole demo must finish within this on a 2-core machine, in s: it runs before the room. */
export const DEMO_BUDGET_S = 180;

/** Runs the workshop CLI to its end (at most `deadlineS`), returning its exit code and output. */
async function runCli(args: string[], deadlineS: number) {
  const cli = startCli(args);
  const ended = await Promise.race([
    cli.exited.then(() => true),
    delay(deadlineS * 1000, false, { ref: false }),
  ]);
  if (!ended) cli.killGroup("SIGKILL");
  return { ended, code: cli.child.exitCode, log: cli.output.log };
}

/** Whether a file exists and was written after `since` (ms). */
const writtenSince = (file: string, since: number) =>
  existsSync(file) && statSync(file).mtimeMs >= since;

/** `npm run demo`: every part measured within DEMO_BUDGET_S, report and charts written, nothing left. */
async function demoRuns(): Promise<Verdict> {
  const started = Date.now();
  const run = await runCli(["demo"], DEMO_BUDGET_S + 60);
  const seconds = (Date.now() - started) / 1000;
  const defects: string[] = [];
  if (!run.ended) defects.push(`the demo was still running after ${DEMO_BUDGET_S + 60} s`);
  else if (run.code !== 0) defects.push(`the demo exited with code ${run.code}`);
  if (seconds > DEMO_BUDGET_S)
    defects.push(`it took ${seconds.toFixed(0)} s (budget ${DEMO_BUDGET_S} s)`);
  for (const file of [REPORT_FILE, ...PARTS.map((p) => chartFile(p.name))]) {
    if (!writtenSince(file, started)) defects.push(`${file} was not written`);
  }
  defects.push(...(await leftovers()).map((p) => `left running after the demo: ${p}`));
  return {
    what: `demo: every part within ${DEMO_BUDGET_S} s (took ${seconds.toFixed(0)} s), nothing left running`,
    ok: defects.length === 0,
    defects,
    seconds,
    log: run.log,
  };
}

/** Ctrl-C while the demo's pm2 daemon serves: everything stops, pm2's home included. */
async function demoInterrupted(): Promise<Verdict> {
  const started = Date.now();
  const cli = startCli(["demo", "reload"]);
  const defects: string[] = [];
  const pm2Up = async () => (await leftovers()).some((p) => p.includes("PM2 v"));
  if (!(await waitFor(pm2Up, 30_000))) defects.push("pm2 never started");
  defects.push(...(await interruptCli(cli, 15_000)));
  return {
    what: "Ctrl-C in the middle of the demo leaves nothing running",
    ok: defects.length === 0,
    defects,
    seconds: (Date.now() - started) / 1000,
    log: cli.output.log,
  };
}

/**
 * A room of two, graded on the first step: a solution copy passes, a starter copy fails, in the
 * table and the JSON.
 */
async function roomGraded(): Promise<Verdict> {
  const started = Date.now();
  const step = listSteps()[0];
  if (!step) throw new Error("there is no step to grade");
  const room = mkdtempSync(join(tmpdir(), "workshop-room-"));
  cpSync(step.solutionDir, join(room, "ada"), { recursive: true });
  mkdirSync(join(room, "bo/steps"), { recursive: true });
  cpSync(step.dir, join(room, "bo/steps", step.id), { recursive: true });
  const number = String(step.number);
  const table = await runCli(["check", number, "--dir", room, "--all"], 120);
  const json = await runCli(["check", number, "--dir", room, "--all", "--json"], 120);
  rmSync(room, { recursive: true, force: true });
  const defects: string[] = [];
  if (table.code !== 1) defects.push(`the table run exited with ${table.code}, not 1 (bo fails)`);
  if (!/ada\s*│(\s*✓\s*│)+\s*\d+\/\d+/.test(table.log)) defects.push("ada's row is not all ✓");
  if (!/bo\s*│.*✗/.test(table.log)) defects.push("bo's row has no ✗");
  try {
    const grades = JSON.parse(json.log.slice(json.log.indexOf("{"))) as {
      learners: { learner: string; passed: boolean }[];
    };
    const verdicts = grades.learners.map((l) => `${l.learner}:${l.passed}`).join(" ");
    if (verdicts !== "ada:true bo:false") defects.push(`JSON verdicts ${verdicts}`);
  } catch (error) {
    defects.push(`the JSON does not parse: ${(error as Error).message}`);
  }
  return {
    what: "check --dir <room> --all grades each learner (table and JSON)",
    ok: defects.length === 0,
    defects,
    seconds: (Date.now() - started) / 1000,
    log: `${table.log}\n${json.log}`,
  };
}

/** The kit's parts, for the self-test's list. */
export const KIT_JOBS = [
  { what: "check --dir <room> --all grades each learner", run: roomGraded },
  { what: "Ctrl-C in the middle of the demo leaves nothing running", run: demoInterrupted },
  { what: "demo: every part within the budget, nothing left running", run: demoRuns },
] as const;
