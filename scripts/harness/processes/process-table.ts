/**
 * Looking at running processes from outside: workers, CPU time, liveness. Learners add no code
 * for these checks; everything is read from the operating system (ps-list, pidusage).
 */
import { basename } from "node:path";
import pidusage from "pidusage";
import psList from "ps-list";

/** The executable name of the Node.js running the checks, e.g. "node". */
const nodeName = basename(process.execPath);

/**
 * Pids of the direct children of `pid` that run Node.js: a primary's cluster workers. Other
 * children (tsx's esbuild service, for one) are left out. Empty when there are none or `pid` is gone.
 */
export async function childrenOf(pid: number): Promise<number[]> {
  const all = await psList({ all: false });
  return all
    .filter((p) => p.ppid === pid && (p.name === nodeName || basename(p.path ?? "") === nodeName))
    .map((p) => p.pid);
}

/**
 * CPU time (user + system, in ms) each process has used since it started, read from
 * /proc/<pid>/stat by pidusage. A process that has gone is left out of the result.
 */
export async function cpuTimeMs(pids: readonly number[]): Promise<Map<number, number>> {
  const times = new Map<number, number>();
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
