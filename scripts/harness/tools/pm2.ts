/**
 * pm2 for checkpoints: the workshop's own pm2 (node_modules/pm2), always with a private, temporary
 * PM2_HOME, so a learner's own pm2 daemon and ~/.pm2 are never touched. The daemon runs in a
 * process group of its own (pm2 starts it detached) with its cluster workers; that group is
 * tracked like any learner program, and the home is removed when the session stops.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fallbackLoaderUrl, workshopRoot } from "../paths.ts";
import { deferCleanup } from "../processes/cleanup.ts";
import { groupAlive, signalGroup, stopGroup, trackGroup } from "../processes/groups.ts";
import { learnerEnvironment } from "../processes/launch.ts";
import { isNodeNotice, withoutNodeNotices } from "../processes/node-notices.ts";
import { processesRunning } from "../processes/process-table.ts";
import { waitFor } from "../processes/wait.ts";

const pm2Bin = join(workshopRoot, "node_modules/pm2/bin/pm2");

/** One pm2 process as `pm2 jlist` describes it. */
export interface Pm2Process {
  name: string;
  pid: number;
  /** "online", "launching", "errored", "stopped", … */
  status: string;
  /** "cluster_mode" or "fork_mode" */
  execMode: string;
  restarts: number;
  /** the app's settings as pm2 read them from the ecosystem file */
  waitReady: boolean;
  listenTimeoutMs: number | undefined;
  killTimeoutMs: number | undefined;
  /** the Node.js arguments of each instance (node_args), one entry per argument */
  nodeArgs: string[];
}

interface RawProcess {
  name: string;
  pid: number;
  pm2_env: {
    status: string;
    exec_mode: string;
    restart_time: number;
    wait_ready?: boolean;
    listen_timeout?: number;
    kill_timeout?: number;
    /** an array, or the string an ecosystem file gave (pm2 splits it on spaces) */
    node_args?: string[] | string;
  };
}

/** Sessions not stopped yet, for {@link abortPm2Sessions}. */
const liveSessions = new Set<Pm2Session>();
/** Set by {@link abortPm2Sessions}: from then on no pm2 command runs (it would start a daemon). */
let aborting = false;

/** A pm2 daemon with a private home, started for one checkpoint file. */
export class Pm2Session {
  private daemonPid: number | undefined;
  /** pm2 commands still running (each may start a daemon) */
  private readonly commands = new Set<ChildProcess>();
  /** every app pid listed so far: in fork mode each app is a process group of its own */
  private readonly appPids = new Set<number>();
  /** whether any app ran in fork mode (outside the daemon's process group) */
  private forkMode = false;
  /**
   * Set when stop() or abort() begins: from then on a caller's pm2 command does not run. A check
   * that timed out can still be polling `pm2 jlist`, and any pm2 command recreates the home (and
   * starts a daemon) once the session has removed it.
   */
  private closed = false;
  private readonly forget: () => void;

  /**
   * @param cwd the folder of the learner's ecosystem file (pm2 commands run there)
   * @param env variables every pm2 command passes on to the apps, e.g. `{ PORT }`
   */
  constructor(
    readonly cwd: string,
    private readonly env: Record<string, string>,
    readonly home = mkdtempSync(join(tmpdir(), "workshop-pm2-home-")),
  ) {
    this.forget = deferCleanup(() => this.stop(), "file");
    liveSessions.add(this);
  }

  /**
   * Runs `pm2 <args>` with this session's PM2_HOME and waits for it, at most `timeoutMs`.
   *
   * @returns its exit code, its output (stdout and stderr together) and its stdout alone, both
   *   without the notices Node.js prints on its own (../processes/node-notices.ts); once the
   *   session is stopping (stop, abort) or the sessions are being aborted (abortPm2Sessions), no
   *   command runs and the code is null
   */
  run(
    args: readonly string[],
    timeoutMs = 30_000,
  ): Promise<{ code: number | null; output: string; stdout: string }> {
    if (aborting || this.closed) return Promise.resolve({ code: null, output: "", stdout: "" });
    return this.exec(args, timeoutMs);
  }

  /** {@link run} without the closed check: for stop() itself. */
  private async exec(
    args: readonly string[],
    timeoutMs: number,
  ): Promise<{ code: number | null; output: string; stdout: string }> {
    const nodePath = [join(workshopRoot, "node_modules"), process.env.NODE_PATH].filter(Boolean);
    const child = spawn(process.execPath, [pm2Bin, ...args], {
      cwd: this.cwd,
      env: {
        ...learnerEnvironment(),
        ...this.env,
        PM2_HOME: this.home,
        // The daemon's command line names its home from its first instant (pm2 hands
        // PM2_NODE_OPTIONS to the daemon's node), so that abort() can find one still starting.
        PM2_NODE_OPTIONS: `--title=workshop-pm2-daemon:${this.home}`,
        NODE_PATH: nodePath.join(delimiter),
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${fallbackLoaderUrl}`]
          .filter(Boolean)
          .join(" "),
        NO_COLOR: "1",
        FORCE_COLOR: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.commands.add(child);
    let output = "";
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
    this.commands.delete(child);
    clearTimeout(timer);
    this.adoptDaemon();
    return { code, output: withoutNodeNotices(output), stdout: withoutNodeNotices(stdout) };
  }

  /**
   * `pm2 start ecosystem.config.cjs` in the session's folder, then waits (at most `deadlineMs`)
   * for the apps to settle.
   *
   * @returns the command's exit code, its non-empty output lines, and the settled processes
   */
  async startEcosystem(
    deadlineMs: number,
  ): Promise<{ code: number | null; output: string[]; processes: Pm2Process[] }> {
    const { code, output } = await this.run(["start", "ecosystem.config.cjs"]);
    const lines = output.split("\n").filter((line) => line.trim());
    return { code, output: lines, processes: code === 0 ? await this.settle(deadlineMs) : [] };
  }

  /** SIGKILLs the pm2 commands still running and waits until each has closed. */
  private async endCommands(): Promise<void> {
    const running = [...this.commands].filter((c) => c.exitCode === null && c.signalCode === null);
    const closed = running.map((c) => new Promise((resolve) => c.once("close", resolve)));
    for (const command of running) command.kill("SIGKILL");
    await Promise.all(closed);
  }

  /** Tracks the daemon's process group as soon as its pid file exists. */
  private adoptDaemon(): void {
    if (this.daemonPid !== undefined) return;
    const pidFile = join(this.home, "pm2.pid");
    if (!existsSync(pidFile)) return;
    this.daemonPid = Number(readFileSync(pidFile, "utf8").trim());
    trackGroup(this.daemonPid);
  }

  /** Process groups of the daemon (with its cluster workers) and of every app seen. */
  groups(): number[] {
    this.adoptDaemon();
    return [...(this.daemonPid === undefined ? [] : [this.daemonPid]), ...this.appPids];
  }

  /** The processes the daemon runs, from `pm2 jlist`; empty when it runs none. */
  list(): Promise<Pm2Process[]> {
    return this.listWith(this.run(["jlist"]));
  }

  private async listWith(jlist: Promise<{ stdout: string }>): Promise<Pm2Process[]> {
    const { stdout } = await jlist;
    const json = stdout.slice(stdout.indexOf("["), stdout.lastIndexOf("]") + 1);
    const raw = json ? (JSON.parse(json) as RawProcess[]) : [];
    for (const p of raw) {
      if (p.pm2_env.exec_mode === "fork_mode") this.forkMode = true;
      if (p.pid > 0 && !this.appPids.has(p.pid)) {
        this.appPids.add(p.pid);
        trackGroup(p.pid);
      }
    }
    return raw.map((p) => ({
      name: p.name,
      pid: p.pid,
      status: p.pm2_env.status,
      execMode: p.pm2_env.exec_mode,
      restarts: p.pm2_env.restart_time,
      waitReady: p.pm2_env.wait_ready === true,
      listenTimeoutMs: p.pm2_env.listen_timeout,
      killTimeoutMs: p.pm2_env.kill_timeout,
      nodeArgs:
        typeof p.pm2_env.node_args === "string"
          ? p.pm2_env.node_args.split(/\s+/).filter(Boolean)
          : (p.pm2_env.node_args ?? []),
    }));
  }

  /**
   * Polls `pm2 jlist` until every process is online, none is launching, and none restarted,
   * or the deadline passes.
   *
   * @returns the last listing
   */
  async settle(deadlineMs: number): Promise<Pm2Process[]> {
    const deadline = Date.now() + deadlineMs;
    let processes = await this.list();
    while (Date.now() < deadline) {
      const settled =
        processes.length > 0 &&
        processes.every(
          (p) => p.status === "online" || p.status === "errored" || p.status === "stopped",
        );
      if (settled) return processes;
      await delay(200);
      processes = await this.list();
    }
    return processes;
  }

  /** The last `n` lines of pm2's own log and of the apps' logs, for failure messages. */
  logTail(n = 12): string[] {
    const logs = join(this.home, "logs");
    const files = existsSync(logs) ? readdirSync(logs).map((f) => join(logs, f)) : [];
    const lines = [join(this.home, "pm2.log"), ...files]
      .filter((file) => existsSync(file))
      .flatMap((file) => readFileSync(file, "utf8").split("\n").filter(Boolean))
      .filter((line) => !PM2_NOISE.test(line) && !isNodeNotice(line));
    return lines.slice(-n);
  }

  /**
   * Stops the daemon and every app: ends the pm2 commands still running (and refuses new ones),
   * runs `pm2 kill` when fork-mode apps ran, then stops the daemon's process group (with its
   * cluster workers) and the group of every app pid seen (fork-mode apps are detached), then
   * removes the home.
   */
  async stop(): Promise<void> {
    this.closed = true;
    await this.endCommands();
    this.adoptDaemon();
    if (this.daemonPid !== undefined && groupAlive(this.daemonPid)) {
      await this.listWith(this.exec(["jlist"], 30_000)).catch(() => []);
      // Fork-mode apps live in groups of their own, and pm2 may have restarted one since the last
      // listing: let pm2 stop them itself. Cluster workers are in the daemon's group.
      if (this.forkMode) await this.exec(["kill"], 15_000).catch(() => undefined);
      await stopGroup(this.daemonPid);
    }
    await Promise.all([...this.appPids].map((pid) => stopGroup(pid)));
    // A command ended above may have been starting a daemon that has no pid file yet: its title
    // names this home.
    for (const { pid } of await processesRunning([this.home])) signalPid(pid, "SIGKILL");
    rmSync(this.home, { recursive: true, force: true });
    this.forget();
    liveSessions.delete(this);
  }

  /**
   * Stops everything at once, without asking pm2 (any pm2 command would start a new daemon once
   * the old one is gone): kills the running pm2 commands, then every process whose command line
   * names this home (the daemon is titled `PM2 … God Daemon (<home>)`, and one may still be
   * starting), the daemon's and the apps' process groups, and removes the home.
   */
  async abort(): Promise<void> {
    this.closed = true;
    for (const command of this.commands) command.kill("SIGKILL");
    const ours = () => processesRunning([this.home]);
    let quietPolls = 0;
    await waitFor(async () => {
      this.adoptDaemon();
      for (const pgid of this.groups()) signalGroup(pgid, "SIGKILL");
      for (const { pid } of await ours()) signalPid(pid, "SIGKILL");
      const quiet = this.commands.size === 0 && (await ours()).length === 0;
      quietPolls = quiet ? quietPolls + 1 : 0;
      return quietPolls >= 3;
    }, 3000);
    rmSync(this.home, { recursive: true, force: true });
    this.forget();
    liveSessions.delete(this);
  }
}

/** Sends `signal` to `pid`, if it still runs. */
function signalPid(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // it has ended already
  }
}

/** Aborts every pm2 session not stopped yet (see Pm2Session.abort): for a Ctrl-C. */
export async function abortPm2Sessions(): Promise<void> {
  aborting = true;
  await Promise.all([...liveSessions].map((session) => session.abort()));
}

/**
 * pm2's own lines that say nothing about the app: each cluster worker tries ts-node for a .ts
 * script before our `--import tsx` runs it (pm2 lib/ProcessUtils.js), and logs the failure.
 */
const PM2_NOISE = /TypeScript support unavailable|ts-node\/register|^\s*-\s\/.*node_modules\/pm2\//;
