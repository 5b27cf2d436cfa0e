/**
 * The servers the demo runs: the workshop's own solutions, started by the checks' harness (own
 * process groups, free ports, readiness with a deadline, pm2 with a private PM2_HOME), so the
 * room sees exactly what the learners build. Everything started here is stopped by
 * `runCleanups("all")` (../harness/processes/cleanup.ts), which the demo calls after every part.
 */
import { join, relative } from "node:path";
import { cpuBudget } from "../harness/measuring/cpus.ts";
import { pm2StartDeadlineMs } from "../harness/measuring/scale.ts";
import { workshopRoot } from "../harness/paths.ts";
import { freePort, portAccepts } from "../harness/processes/ports.ts";
import type { LearnerProgram } from "../harness/processes/program.ts";
import { startCluster, startProgram } from "../harness/processes/start.ts";
import { waitFor } from "../harness/processes/wait.ts";
import { CheckpointError } from "../harness/reporting/messages.ts";
import { Pm2Session } from "../harness/tools/pm2.ts";
import { type DemoRole, stepFacts } from "../workshop/step-facts.ts";
import { listSteps, type Step } from "../workshop/steps.ts";

/** The step that declares each role, read from the steps' facts once. */
let declared: Promise<Map<DemoRole, Step>> | undefined;

/**
 * The step whose solution plays `role` in the demo: the one whose `checkpoints/step.ts` lists it
 * in `demo` (../workshop/step-facts.ts).
 *
 * @throws Error when no step, or more than one, declares `role`
 */
export async function demoStep(role: DemoRole): Promise<Step> {
  declared ??= (async () => {
    const roles = new Map<DemoRole, Step>();
    for (const step of listSteps()) {
      for (const declaredRole of (await stepFacts(step)).demo ?? []) {
        const other = roles.get(declaredRole);
        if (other)
          throw new Error(`both ${other.id} and ${step.id} declare the demo's "${declaredRole}"`);
        roles.set(declaredRole, step);
      }
    }
    return roles;
  })();
  const step = (await declared).get(role);
  if (!step) throw new Error(`no step's checkpoints/step.ts declares the demo's "${role}"`);
  return step;
}

/** The folder of the naive pm2 setup: pm2's defaults around the "naive pm2" step's index.ts. */
const NAIVE_PM2 = join(workshopRoot, "scripts/demo/naive-pm2");

const LESSON = "the demo (scripts/demo/)";

/** Starts the "cluster" step's index.ts alone: one process, one CPU at most. */
export async function startSingle(): Promise<LearnerProgram> {
  const { solutionDir } = await demoStep("cluster");
  return startProgram({ entry: join(solutionDir, "index.ts"), lesson: LESSON });
}

/**
 * Starts the "cluster" step's primary.ts with `workers` workers, under `policy` (SCHED_RR by
 * default).
 *
 * @returns the primary and its workers' pids once every worker listens
 */
export async function startWorkers(workers: number, policy: "rr" | "none" = "rr") {
  const { solutionDir } = await demoStep("cluster");
  return startCluster({
    entry: join(solutionDir, "primary.ts"),
    alsoTypecheck: [join(solutionDir, "index.ts")],
    env: { WORKERS: String(workers), SCHED_POLICY: policy },
    lesson: LESSON,
  });
}

/** A pm2 app started from an ecosystem file, serving on `port`. */
export interface Pm2App {
  session: Pm2Session;
  port: number;
  url: string;
}

/**
 * `pm2 start ecosystem.config.cjs` with a private PM2_HOME, and waits until the port accepts
 * connections: the "graceful pm2" step's solution, or the naive setup around the "naive pm2"
 * step's index.ts.
 *
 * @throws CheckpointError when pm2 fails or nothing serves within 20 s (pm2's logs quoted)
 */
export async function startPm2(setup: "graceful" | "naive"): Promise<Pm2App> {
  const graceful = await demoStep("graceful pm2");
  const folder = setup === "graceful" ? graceful.solutionDir : NAIVE_PM2;
  const port = await freePort();
  const env = { PORT: String(port) };
  const session = new Pm2Session(
    folder,
    setup === "graceful"
      ? env
      : { ...env, NAIVE_SERVER: join((await demoStep("naive pm2")).solutionDir, "index.ts") },
  );
  // Both ecosystems' `instances: 0` start one instance per usable CPU.
  const started = await session.startEcosystem(pm2StartDeadlineMs(cpuBudget().usable));
  const serving = started.code === 0 && (await waitFor(() => portAccepts(port), 20_000, 100));
  if (!serving) {
    throw new CheckpointError(() => ({
      expected: `pm2 serves ${folder}/ecosystem.config.cjs on port ${port}.`,
      seen: `pm2 exited with code ${started.code}; nothing serves on the port.`,
      next: `Run npm run check step${graceful.number} -- --solution to see what goes wrong with pm2 here.`,
      read: relative(workshopRoot, join(graceful.dir, "README.md")),
      output: [...started.output.slice(-6), ...session.logTail()],
    }));
  }
  return { session, port, url: `http://127.0.0.1:${port}` };
}
