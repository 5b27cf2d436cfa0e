/**
 * Looking at running processes from outside: workers, CPU time, liveness. Learners add no code
 * for these checks; everything is read from the operating system (ps-list, pidusage).
 *
 * Where each platform keeps the process table: Linux in /proc (proc(5)), which ./groups.ts and
 * pidusage read; macOS and the BSDs have no /proc, so there the table is read from one `ps` run
 * (BSD ps(1): `-A` every process, `-o` the columns), parsed here. Windows runs the workshop in
 * WSL2 (scripts/platform/windows-guard.ts stops it before it gets here).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readlinkSync } from "node:fs";
import { basename, join } from "node:path";
import pidusage from "pidusage";
import psList from "ps-list";

/** Whether this machine keeps its process table in /proc (Linux, WSL2). */
export const hasProcFs = (): boolean => existsSync("/proc/self/stat");

/** One process as `ps` shows it. */
export interface ProcessRow {
  pid: number;
  ppid: number;
  /** its process group; `undefined` where the output has no PGID column */
  pgid: number | undefined;
  /** ps's STAT: "S", "R+", "Ss"…; a zombie's starts with "Z" */
  state: string;
  /** CPU time used so far (user + system), ms; `undefined` where the output has no TIME column */
  cpuMs: number | undefined;
  /** the command (COMM or COMMAND), the rest of the line */
  command: string;
}

/** The columns the harness asks `ps` for, in BSD and procps ps alike (POSIX `-o` names). */
export const PS_COLUMNS = "pid,ppid,pgid,stat,time,comm";

/**
 * Reads a CPU time as ps prints it, in ms: BSD ps "m:ss.cc" with minutes past 59 ("139:17.71"),
 * procps "[dd-]hh:mm:ss" ("00:01:05", "2-03:04:05").
 *
 * @returns the time, or `undefined` when the text is no time
 */
export function parseCpuTime(text: string): number | undefined {
  const match = /^(?:(\d+)-)?(?:(\d+):)?(\d+):(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!match) return undefined;
  const [, days = "0", hours = "0", minutes = "0", seconds = "0"] = match;
  const total = ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds);
  return Math.round(total * 1000);
}

/**
 * Parses ps's output by its header line (PID, PPID, PGID, STAT, TIME, and COMM or COMMAND last;
 * other columns are passed over): every column but the last is one word, the last is the rest
 * of the line.
 *
 * @returns one row per process; none when the header names no PID or PPID column
 */
export function parsePs(output: string): ProcessRow[] {
  const [header = "", ...lines] = output.split("\n").filter((line) => line.trim());
  const names = header.trim().split(/\s+/);
  const column = (name: string) => names.indexOf(name);
  const [pid, ppid, pgid, stat, time] = ["PID", "PPID", "PGID", "STAT", "TIME"].map(column);
  if (pid === undefined || ppid === undefined || pid < 0 || ppid < 0) return [];
  return lines.flatMap((line) => {
    const words = line.trim().split(/\s+/);
    const fields = [...words.slice(0, names.length - 1), words.slice(names.length - 1).join(" ")];
    const at = (index: number | undefined) =>
      index === undefined || index < 0 ? undefined : fields[index];
    const number = (index: number | undefined) => {
      const value = at(index);
      return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
    };
    const [id, parent] = [number(pid), number(ppid)];
    if (id === undefined || parent === undefined) return [];
    const timeText = at(time);
    return [
      {
        pid: id,
        ppid: parent,
        pgid: number(pgid),
        state: at(stat) ?? "",
        cpuMs: timeText === undefined ? undefined : parseCpuTime(timeText),
        command: fields.at(-1) ?? "",
      },
    ];
  });
}

/**
 * The whole process table from one `ps -A -o pid,ppid,pgid,stat,time,comm` run (tens of ms):
 * for platforms without /proc.
 *
 * @returns the rows, or `undefined` when ps cannot be run (the table cannot be told)
 */
export function readPsTable(): ProcessRow[] | undefined {
  const result = spawnSync("ps", ["-A", "-o", PS_COLUMNS], { encoding: "utf8", timeout: 5000 });
  if (result.status !== 0 || !result.stdout) return undefined;
  const rows = parsePs(result.stdout);
  return rows.length ? rows : undefined;
}

/** Whether a ps STAT is a zombie's (exited, not yet reaped by its parent). */
export const isZombie = (state: string): boolean => state.startsWith("Z");

/** The executable name of the Node.js running the checks, e.g. "node". */
const nodeName = basename(process.execPath);

/**
 * Whether process `pid` runs Node.js, started, as /proc shows it now (Linux, WSL2): its
 * `/proc/<pid>/status` counts more than one thread (read first), and `/proc/<pid>/exe` (read
 * after) is Node.js.
 *
 * A child that Node.js has forked but not yet exec'd is a one-thread copy of its parent, Node.js's
 * exe included: libuv forks, then execs, on Linux (on macOS it uses posix_spawn, libuv/libuv#3257).
 * tsx starts its esbuild service so on a cold cache; measured here, that child showed as `node`
 * with one thread for 1–4 ms in 18 of 20 cold starts, and once taken for a worker it made a plain
 * server look like a primary. Read in that order, a fork is one thread when looked at before its
 * exec and esbuild after it. A worker just exec'd is one thread for a few ms too: it counts from
 * the next look.
 *
 * @param proc where the process table is mounted (a folder of fakes in tests)
 * @returns false too for a zombie or a process gone
 */
export function runsStartedNode(pid: number, proc = "/proc"): boolean {
  try {
    const threads = /^Threads:\s*(\d+)$/m.exec(
      readFileSync(join(proc, String(pid), "status"), "utf8"),
    );
    if (Number(threads?.[1] ?? 0) < 2) return false;
    return basename(readlinkSync(join(proc, String(pid), "exe"))) === nodeName;
  } catch {
    return false;
  }
}

/**
 * Pids of the direct children of `pid` that run Node.js: a primary's cluster workers. Other
 * children (tsx's esbuild service, for one, also before its exec: {@link runsStartedNode}) are
 * left out. Where there is no /proc, the name ps shows decides. Empty when there are none or `pid`
 * is gone.
 */
export async function childrenOf(pid: number): Promise<number[]> {
  const children = (await psList({ all: false })).filter((p) => p.ppid === pid);
  if (hasProcFs()) return children.map((p) => p.pid).filter((child) => runsStartedNode(child));
  return children
    .filter((p) => p.name === nodeName || basename(p.path ?? "") === nodeName)
    .map((p) => p.pid);
}

/**
 * CPU time (user + system, in ms) each process has used since it started: from
 * /proc/<pid>/stat by pidusage on Linux, from one `ps` run's `table` where there is no /proc
 * (read now by default). A process that has gone is left out of the result.
 */
export async function cpuTimeMs(
  pids: readonly number[],
  table: readonly ProcessRow[] | undefined = hasProcFs() ? undefined : readPsTable(),
): Promise<Map<number, number>> {
  const times = new Map<number, number>();
  if (table) {
    for (const row of table) {
      if (pids.includes(row.pid) && row.cpuMs !== undefined) times.set(row.pid, row.cpuMs);
    }
    return times;
  }
  await Promise.all(
    pids.map(async (pid) => {
      try {
        times.set(pid, (await pidusage(pid)).ctime);
      } catch {
        // gone
      }
    }),
  );
  pidusage.clear();
  return times;
}

/** True while a process with this pid exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Running processes (zombies left out) whose command line contains one of `texts`: for example
 * the servers a learner's script started and forgot to stop, in process groups of their own, or
 * anything of the workshop's still running after a check.
 */
export async function processesRunning(
  texts: readonly string[],
): Promise<{ pid: number; cmd: string }[]> {
  const all = await psList({ all: false });
  return all
    .filter((p) => p.pid !== process.pid && p.cmd !== undefined && !p.cmd.includes("<defunct>"))
    .filter((p) => texts.some((text) => p.cmd?.includes(text)))
    .map((p) => ({ pid: p.pid, cmd: p.cmd ?? p.name }));
}
