/**
 * Starting a program for real, the way a learner would (`node --import tsx <file>`), in its own
 * process group with `PORT=<free port>` and the learner's environment, without waiting for it:
 * ./start.ts waits for a server to be ready, ./run-script.ts for a script to finish.
 */
import { spawn } from "node:child_process";
import { delimiter, join } from "node:path";
import which from "which";
import { t } from "../../i18n/translate.ts";
import { SIMULATION_ENV } from "../measuring/simulation.ts";
import { learnerLoaderUrl, workshopRoot } from "../paths.ts";
import { CheckpointError } from "../reporting/messages.ts";
import { deferCleanup, type Lifetime } from "./cleanup.ts";
import { trackGroup } from "./groups.ts";
import { freePort } from "./ports.ts";
import { appendOutput, LearnerProgram } from "./program.ts";

/** How a learner's program is started: its file, its environment, and how long it may take. */
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
