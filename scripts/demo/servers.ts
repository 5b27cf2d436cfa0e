/**
 * The servers the demo runs: the workshop's own solutions, started by the checks' harness (own
 * process groups, free ports, readiness with a deadline, pm2 with a private PM2_HOME), so the
 * room sees exactly what the learners build. Everything started here is stopped by
 * `runCleanups("all")` (../harness/processes/cleanup.ts), which the demo calls after every part.
 */
import { join } from "node:path";
import { workshopRoot } from "../harness/paths.ts";
import {
  type LearnerProgram,
  startCluster,
  startProgram,
} from "../harness/processes/learner-program.ts";
import { freePort, portAccepts } from "../harness/processes/ports.ts";
import { waitFor } from "../harness/processes/wait.ts";
import { CheckpointError } from "../harness/reporting/messages.ts";
import { Pm2Session } from "../harness/tools/pm2.ts";

const solution = (step: string, file = "") => join(workshopRoot, "solutions", step, file);

/** Step 06's solution: /heavy, an X-Worker-Pid header, WORKERS and SCHED_POLICY in the primary. */
const SERVER = "06-scheduling-and-balance";

/** The folder of the graceful pm2 setup (step 05's solution) and of the naive one. */
export const PM2_FOLDERS = {
  graceful: solution("05-pm2-ecosystem"),
  naive: join(workshopRoot, "scripts/demo/naive-pm2"),
} as const;

const LESSON = "the demo (scripts/demo/)";

/** Starts index.ts alone: one process, one CPU at most. */
export function startSingle(): Promise<LearnerProgram> {
  return startProgram({ entry: solution(SERVER, "index.ts"), lesson: LESSON });
}

/**
 * Starts primary.ts with `workers` workers, under `policy` (SCHED_RR by default).
 *
 * @returns the primary and its workers' pids once every worker listens
 */
export function startWorkers(workers: number, policy: "rr" | "none" = "rr") {
  return startCluster({
    entry: solution(SERVER, "primary.ts"),
    alsoTypecheck: [solution(SERVER, "index.ts")],
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
 * `pm2 start ecosystem.config.cjs` in `folder` with a private PM2_HOME, and waits until the port
 * accepts connections.
 *
 * @throws CheckpointError when pm2 fails or nothing serves within 20 s (pm2's logs quoted)
 */
export async function startPm2(folder: string): Promise<Pm2App> {
  const port = await freePort();
  const session = new Pm2Session(folder, { PORT: String(port) });
  const started = await session.startEcosystem(20_000);
  const serving = started.code === 0 && (await waitFor(() => portAccepts(port), 20_000, 100));
  if (!serving) {
    throw new CheckpointError({
      expected: `pm2 serves ${folder}/ecosystem.config.cjs on port ${port}.`,
      seen: `pm2 exited with code ${started.code}; nothing serves on the port.`,
      next: "Run npm run check step5 -- --solution to see what goes wrong with pm2 here.",
      read: "steps/05-pm2-ecosystem/README.md",
      output: [...started.output.slice(-6), ...session.logTail()],
    });
  }
  return { session, port, url: `http://127.0.0.1:${port}` };
}
