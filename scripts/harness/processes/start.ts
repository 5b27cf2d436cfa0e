/**
 * Starting a learner's server and waiting for it to be ready, with a deadline: its
 * `App listening on port <PORT>` line once per process serving, and the port accepting
 * connections. Anything that keeps it from becoming ready ends in a CheckpointError that says
 * which mistake it looks like (./start-diagnosis.ts) and quotes the program's last output lines.
 */
import { setTimeout as delay } from "node:timers/promises";
import { READY_BASE_MS, readyDeadlineMs } from "../measuring/scale.ts";
import { CheckpointError } from "../reporting/messages.ts";
import { assertCompiles } from "./compile-gate.ts";
import { type StartOptions, spawnProgram } from "./launch.ts";
import { portAccepts } from "./ports.ts";
import { childrenOf } from "./process-table.ts";
import type { LearnerProgram } from "./program.ts";
import { diagnoseStart } from "./start-diagnosis.ts";

/**
 * How long a single program may take to become ready, in ms: 15 s, or
 * `WORKSHOP_READY_DEADLINE_MS` (the self-test shortens it). A cluster gets more, by its workers
 * (../measuring/scale.ts, readyDeadlineMs).
 */
export const READY_DEADLINE_MS = READY_BASE_MS;

/**
 * Starts a learner program, type-checking its files meanwhile, then waits until it is ready: it has printed
 * `App listening on port <PORT>` once per process serving (the program itself, or each of its
 * direct children for a cluster primary) and 127.0.0.1:PORT accepts TCP connections.
 *
 * @throws CheckpointError when the files do not type-check, the program exits, crash-loops,
 *   listens on another port or is not ready within the deadline; the program is stopped first.
 */
export async function startProgram(options: StartOptions): Promise<LearnerProgram> {
  const key = startKey(options);
  const failed = failedStarts.get(key);
  if (failed) throw failed;
  try {
    return await startUntilReady(options);
  } catch (error) {
    if (error instanceof CheckpointError) failedStarts.set(key, error);
    throw error;
  }
}

/**
 * Start-up failures so far in this checkpoint file (each file runs in a process of its own), by
 * what was started: the next checkpoint that starts the same program the same way fails at once
 * with the same message, rather than waiting for the same deadline again: a common mistake must
 * fail fast (`npm run bench -- --fast-failures`).
 */
const failedStarts = new Map<string, CheckpointError>();

const startKey = (options: StartOptions) =>
  JSON.stringify([
    options.entry,
    options.args ?? [],
    options.alsoTypecheck ?? [],
    options.env ?? {},
    options.wrapper ?? [],
  ]);

async function startUntilReady(options: StartOptions): Promise<LearnerProgram> {
  const program = await spawnProgram(options);
  // Node.js and tsx start in the child while its files are type-checked; a compile error still
  // wins, and the program it would have run is stopped unseen.
  if (options.typecheck !== false) {
    try {
      await assertCompiles(options);
    } catch (error) {
      await program.stop();
      throw error;
    }
  }
  const deadlineMs = options.deadlineMs ?? readyDeadlineMs(options.workers ?? 1);
  const startedAt = Date.now();
  let listeningSince: number | undefined;
  let acceptingSince: number | undefined;
  const seenWorkers = new Set<number>();
  let count = { value: -1, since: startedAt };
  for (;;) {
    const now = Date.now();
    const children = await childrenOf(program.pid);
    if (children.length !== count.value) count = { value: children.length, since: now };
    for (const pid of children) seenWorkers.add(pid);
    const workersDied = [...seenWorkers].filter((pid) => !children.includes(pid)).length;
    if (listeningSince === undefined && program.listeningPorts().includes(program.port)) {
      listeningSince = now;
    }
    const listeningForMs = listeningSince === undefined ? 0 : now - listeningSince;
    if (await isReady(program, children, now - count.since)) return program;
    if (listeningSince === undefined && acceptingSince === undefined) {
      if (await portAccepts(program.port)) acceptingSince = now;
    }
    const refusing = listeningForMs > 0 && !(await portAccepts(program.port));
    const ipv6Only = refusing && (await portAccepts(program.port, 300, "::1"));
    const problem = diagnoseStart(program, {
      elapsedMs: now - startedAt,
      deadlineMs,
      printedButRefusingMs: refusing ? listeningForMs : 0,
      workersSeen: seenWorkers.size,
      workersDied,
      ipv6Only,
      acceptingSilentlyForMs:
        acceptingSince === undefined || listeningSince !== undefined ? 0 : now - acceptingSince,
      lesson: options.lesson,
    });
    if (problem) {
      await program.stop();
      const output = program.lastLines();
      throw new CheckpointError(() => ({ ...problem(), output }));
    }
    await delay(50);
  }
}

/** How long a cluster's worker count must hold still before it counts as started, in ms. */
const SETTLE_MS = 750;

/**
 * Ready: as many `App listening on port <PORT>` lines as processes serving (the program, or each
 * of its workers), 127.0.0.1:PORT accepting connections, and, for a cluster, the worker count
 * unchanged for {@link SETTLE_MS} (workers may be forked one after the other).
 */
async function isReady(
  program: LearnerProgram,
  children: number[],
  countStableMs: number,
): Promise<boolean> {
  const listening = program.listeningPorts().filter((p) => p === program.port).length;
  if (listening === 0 || listening < Math.max(1, children.length)) return false;
  if (children.length > 0 && countStableMs < SETTLE_MS) return false;
  return portAccepts(program.port);
}

/** A started cluster: its primary, and the worker pids it had once it was ready. */
export interface StartedCluster {
  primary: LearnerProgram;
  workers: number[];
}

/**
 * Starts a learner's primary like {@link startProgram} (ready once every worker listens) and
 * lists its workers.
 *
 * @throws CheckpointError as startProgram does
 */
export async function startCluster(options: StartOptions): Promise<StartedCluster> {
  const primary = await startProgram(options);
  return { primary, workers: await childrenOf(primary.pid) };
}
