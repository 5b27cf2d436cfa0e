/**
 * Starting a learner's program for real, the way they would (`node --import tsx <file>`), in its
 * own process group with `PORT=<free port>`, and waiting for it to be ready with a deadline.
 * Anything that keeps it from becoming ready ends in a CheckpointError that says which mistake it
 * looks like (see ./start-diagnosis.ts) and quotes the program's last output lines.
 */
import { spawn } from "node:child_process";
import { basename, delimiter, join } from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as delay } from "node:timers/promises";
import which from "which";
import { t } from "../../i18n/translate.ts";
import { READY_BASE_MS, readyDeadlineMs } from "../measuring/scale.ts";
import { SIMULATION_ENV } from "../measuring/simulation.ts";
import { learnerLoaderUrl, workshopRoot } from "../paths.ts";
import { CheckpointError } from "../reporting/messages.ts";
import { checkedFiles } from "../tools/typecheck.ts";
import { deferCleanup, type Lifetime } from "./cleanup.ts";
import { stopGroup, trackGroup } from "./groups.ts";
import { isNodeNotice } from "./node-notices.ts";
import { freePort, portAccepts } from "./ports.ts";
import { childrenOf } from "./process-table.ts";
import { diagnoseStart } from "./start-diagnosis.ts";
import { waitFor } from "./wait.ts";

/** Matches the ready line every server in this workshop prints, capturing the port. */
export const LISTENING_LINE = /App listening on port (\d+)/;

/**
 * How long a single program may take to become ready, in ms: 15 s, or
 * `WORKSHOP_READY_DEADLINE_MS` (the self-test shortens it). A cluster gets more, by its workers
 * (../measuring/scale.ts, readyDeadlineMs).
 */
export const READY_DEADLINE_MS = READY_BASE_MS;

/** How many output lines a program keeps (the rest are dropped, oldest first). */
const KEPT_LINES = 2000;

export interface StartOptions {
  /** Absolute path of the file to run. */
  entry: string;
  /** Command-line arguments after the file. */
  args?: readonly string[];
  /** Open an IPC channel, as pm2 and node:cluster do, and collect what the program process.send()s. */
  ipc?: boolean;
  /** Extra files to type-check with the entry (for example the `index.ts` a primary forks). */
  alsoTypecheck?: readonly string[];
  /** The port handed over as `PORT`; a free one by default. */
  port?: number;
  /** Extra environment variables. */
  env?: Readonly<Record<string, string>>;
  /**
   * A command that runs the rest of the command line, e.g. `["taskset", "-c", "0"]` to pin the
   * program to one CPU; it must exec, so that its pid is the program's.
   */
  wrapper?: readonly string[];
  /**
   * Deadline for readiness in ms; by default readyDeadlineMs(`workers`) (../measuring/scale.ts),
   * {@link READY_DEADLINE_MS} plus the workers' start-up time on the real CPUs.
   */
  deadlineMs?: number;
  /** Workers the program is expected to fork, for its default deadline; 1 (no cluster) by default. */
  workers?: number;
  /**
   * false for a program whose files were already type-checked in this check: the workshop's own
   * programs (the reference cluster, whose learner file the learner's own program has type-checked)
   * and a server whose files an earlier run of the same check compiled.
   */
  typecheck?: boolean;
  /** The lesson section to point at when the program does not start (`read` of the message). */
  lesson: string;
  /**
   * "test" (default): stopped after the checkpoint that started it. "file": kept for the
   * checkpoints after it in the same file, stopped after the file's last checkpoint.
   */
  lifetime?: "test" | "file";
}

/** A running learner program: its process group, output and port. */
export class LearnerProgram {
  readonly lines: string[] = [];
  /** when each of `lines` arrived (Date.now() ms), index for index */
  readonly lineTimes: number[] = [];
  /** whether each of `lines` came from stdout (true) or stderr (false), index for index */
  readonly lineFromStdout: boolean[] = [];
  /**
   * Lines Node.js printed on its own (deprecation and experimental warnings): the machine's, not
   * the program's, so kept out of `lines` (see ./node-notices.ts)
   */
  readonly nodeNotices: string[] = [];
  /** messages received over the IPC channel (with `ipc: true`) */
  readonly messages: unknown[] = [];
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** true once the process has exited and its output pipes are closed (all lines are in) */
  closed = false;

  constructor(
    readonly pid: number,
    readonly port: number,
    readonly entry: string,
  ) {}

  /** What the program printed to stdout alone (a script's result, without its warnings). */
  stdout(): string[] {
    return this.lines.filter((_line, i) => this.lineFromStdout[i]);
  }

  /** The last `n` output lines, stdout and stderr interleaved as they arrived. */
  lastLines(n = 12): string[] {
    return this.lines.slice(-n);
  }

  /** The output lines that arrived at or after `ms` (a Date.now() time), in order. */
  linesSince(ms: number): string[] {
    return this.lines.filter((_line, i) => (this.lineTimes[i] ?? 0) >= ms);
  }

  /** Ports printed in `App listening on port <port>` lines so far, one entry per line. */
  listeningPorts(): number[] {
    return this.lines.flatMap((line) => {
      const match = LISTENING_LINE.exec(line);
      return match ? [Number(match[1])] : [];
    });
  }

  /** Every capture of `pattern` in the output so far, e.g. the pids of `worker pid=(\d+)`. */
  captures(pattern: RegExp): string[] {
    return this.lines.flatMap((line) => {
      const match = pattern.exec(line);
      return match?.[1] ? [match[1]] : [];
    });
  }

  /** Base URL of the program, e.g. `http://127.0.0.1:41234`. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Stops the program's whole process group (SIGTERM, then SIGKILL after the grace period). */
  async stop(graceMs?: number): Promise<void> {
    await stopGroup(this.pid, graceMs);
  }
}

function appendOutput(
  program: LearnerProgram,
  stream: NodeJS.ReadableStream,
  fromStdout: boolean,
): void {
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
    if (isNodeNotice(line)) {
      program.nodeNotices.push(line);
      return;
    }
    program.lines.push(line);
    program.lineTimes.push(Date.now());
    program.lineFromStdout.push(fromStdout);
    if (program.lines.length > KEPT_LINES) {
      program.lines.shift();
      program.lineTimes.shift();
      program.lineFromStdout.shift();
    }
  });
}

/**
 * The environment a learner's program gets: the learner's own, without what the test runner and
 * the harness set for themselves (VITEST*, WORKSHOP_*, NODE_ENV=test), so that the program runs
 * as it does from a terminal; but with a simulated machine's {@link SIMULATION_ENV}, which the
 * preload reads (./loader/simulated-cpus.mjs) so that the program counts the simulated CPUs.
 */
export function learnerEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key === SIMULATION_ENV) continue;
    if (key.startsWith("VITEST") || key.startsWith("WORKSHOP_")) delete env[key];
  }
  if (env.NODE_ENV === "test") delete env.NODE_ENV;
  return env;
}

/**
 * Spawns `node --import <tsx + fallback resolver> <entry>` with `PORT` set, in its own process
 * group, without waiting for anything. Prefer {@link startProgram}.
 */
export async function spawnProgram(options: StartOptions): Promise<LearnerProgram> {
  const tool = options.wrapper?.[0];
  if (tool && !which.sync(tool, { nothrow: true })) {
    throw new CheckpointError(() => ({
      expected: t("program.tool.expected", { tool }),
      seen: t("program.tool.seen", { tool }),
      next: t("program.tool.next", {
        how: tool === "taskset" ? t("program.tool.taskset") : t("program.tool.package", { tool }),
      }),
      read: options.lesson,
    }));
  }
  const port = options.port ?? (await freePort());
  const nodePath = [join(workshopRoot, "node_modules"), process.env.NODE_PATH].filter(Boolean);
  const command = [
    ...(options.wrapper ?? []),
    process.execPath,
    "--import",
    learnerLoaderUrl,
    options.entry,
    ...(options.args ?? []),
  ];
  return launch(command, {
    // From the workshop root, as the lessons run them (not from the file's folder): a path that
    // only works from one folder (setupPrimary({ exec: "index.ts" })) fails here as it would
    // when the program is started from anywhere else (`--dir`).
    cwd: workshopRoot,
    ipc: options.ipc ?? false,
    env: {
      ...learnerEnvironment(),
      NODE_PATH: nodePath.join(delimiter),
      NO_COLOR: "1",
      PORT: String(port),
      ...options.env,
    },
    port,
    name: options.entry,
    lifetime: options.lifetime ?? "test",
  });
}

interface LaunchOptions {
  cwd: string;
  ipc: boolean;
  env: NodeJS.ProcessEnv;
  port: number;
  /** what the program is called in messages: the learner's file, or the command */
  name: string;
  lifetime: Lifetime;
}

/** Starts `command` in its own process group, collecting its output, stopped at `lifetime`'s end. */
function launch(command: readonly string[], options: LaunchOptions): LearnerProgram {
  const [file = process.execPath, ...args] = command;
  const child = spawn(file, args, {
    cwd: options.cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe", ...(options.ipc ? (["ipc"] as const) : [])],
    env: options.env,
  });
  if (child.pid === undefined) throw new Error(`could not spawn ${file}`);
  trackGroup(child.pid);
  const program = new LearnerProgram(child.pid, options.port, options.name);
  deferCleanup(() => program.stop(), options.lifetime);
  if (!child.stdout || !child.stderr) throw new Error("spawned without output pipes");
  appendOutput(program, child.stdout, true);
  appendOutput(program, child.stderr, false);
  child.on("message", (message) => program.messages.push(message));
  child.once("exit", (code, signal) => {
    program.exit = { code, signal };
  });
  child.once("close", () => {
    program.closed = true;
  });
  return program;
}

/**
 * Starts a program that is not the learner's (nginx, say) in its own process group, with the
 * workshop's environment, collecting its output; it is stopped when `lifetime` ends.
 */
export async function spawnProgramCommand(
  command: readonly string[],
  lifetime: Lifetime = "test",
): Promise<LearnerProgram> {
  return launch(command, {
    cwd: workshopRoot,
    ipc: false,
    env: learnerEnvironment(),
    port: 0,
    name: command[0] ?? "",
    lifetime,
  });
}

/**
 * Fails before starting anything when the files do not compile, quoting file:line:col.
 *
 * @throws CheckpointError for a syntax or type error in `entry` or `alsoTypecheck`
 */
export async function assertCompiles(
  options: Pick<StartOptions, "entry" | "alsoTypecheck" | "lesson">,
): Promise<void> {
  const found = await checkedFiles([options.entry, ...(options.alsoTypecheck ?? [])]);
  if (!found) return;
  const [at = ""] = found.errors;
  const file = basename(options.entry);
  throw new CheckpointError(() =>
    found.kind === "syntax"
      ? {
          expected: t("start.syntax.expected", { file }),
          seen: t("program.syntax.seen", { at }),
          next: t("program.syntax.next"),
          read: options.lesson,
          output: found.errors,
          outputLabel: t("program.compiler"),
        }
      : {
          expected: t("program.types.expected", { file }),
          seen: t("program.types.seen", { count: found.errors.length, at }),
          next: t("program.types.next"),
          read: options.lesson,
          output: found.errors,
          outputLabel: t("program.compiler"),
        },
  );
}

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

/** How long a script may keep running after it printed its result (`finishedWhen`), in ms. */
export const LINGER_MS = 3000;

/**
 * Runs a learner script that is meant to finish (not a server): type-checks it, starts it with
 * `args`, and waits for it to exit within `deadlineMs`. With `finishedWhen`, a script that has
 * printed its result but is still running {@link LINGER_MS} later fails then, rather than at the
 * deadline: something keeps it alive.
 *
 * @returns the finished program, with its output and exit status
 * @throws CheckpointError when the files do not compile, or the script is still running at the
 *   deadline or LINGER_MS after its result (it is stopped first)
 */
export async function runToCompletion(
  options: StartOptions & {
    args: readonly string[];
    deadlineMs: number;
    /** true once the script has printed its result (it should exit right after) */
    finishedWhen?: (program: LearnerProgram) => boolean;
  },
): Promise<LearnerProgram> {
  const stuck = stuckScripts.get(options.entry);
  if (stuck) throw stuck;
  // Checked before it starts, not meanwhile as a server is: a script (a load comparison, say)
  // sends load as soon as it runs.
  await assertCompiles(options);
  const program = await spawnProgram(options);
  let finishedAt: number | undefined;
  const lingering = () => {
    if (finishedAt === undefined && options.finishedWhen?.(program)) finishedAt = Date.now();
    return finishedAt !== undefined && Date.now() - finishedAt > LINGER_MS;
  };
  // "close" comes after "exit" once the output pipes are drained: every line is in by then.
  await waitFor(() => program.closed || lingering(), options.deadlineMs);
  if (!program.closed) {
    await program.stop();
    const file = basename(options.entry);
    const output = program.lastLines();
    const error = new CheckpointError(() => ({
      expected: t("program.stuck.expected", {
        file,
        deadline: String(options.deadlineMs / 1000),
      }),
      seen:
        finishedAt === undefined
          ? t("program.stuck.seenDeadline")
          : t("program.stuck.seenLinger", { seconds: String(LINGER_MS / 1000) }),
      next: t("program.stuck.next"),
      read: options.lesson,
      output,
    }));
    stuckScripts.set(options.entry, error);
    throw error;
  }
  return program;
}

/**
 * Scripts that did not end by themselves in this checkpoint file, by file: a later run of the
 * same script fails at once with the same message instead of waiting again (`npm run bench --
 * --fast-failures`).
 */
const stuckScripts = new Map<string, CheckpointError>();

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
