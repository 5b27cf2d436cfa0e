/**
 * Every program a checkpoint starts runs in its own process group, so that the program, its cluster
 * workers and anything they spawn can be stopped with one signal to the group (POSIX kill(2) with a
 * negative pid). Groups are tracked here and, when `WORKSHOP_PROCESS_DIR` is set, registered as files
 * in that registry folder too: if the test process dies on Ctrl-C, `npm run check` still finds and
 * kills them, and the next check reaps the registry of a check that was killed outright.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROCESS_REGISTRY_ENV } from "../paths.ts";
import { hasProcFs, isAlive, isZombie, type ProcessRow, readPsTable } from "./process-table.ts";
import { waitFor } from "./wait.ts";

const live = new Set<number>();

function registryFile(pgid: number): string | undefined {
  const dir = process.env[PROCESS_REGISTRY_ENV];
  return dir ? join(dir, String(pgid)) : undefined;
}

/** Starts tracking the process group `pgid` (the pid of a child spawned with `detached: true`). */
export function trackGroup(pgid: number): void {
  live.add(pgid);
  const file = registryFile(pgid);
  if (file) {
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, "");
  }
}

/** Process state and group of `pid` from /proc/<pid>/stat (proc(5)); undefined once it is gone. */
function procStat(pid: string): { state: string; pgrp: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so cut at the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return state && pgrp ? { state, pgrp: Number(pgrp) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Pids of the running (not zombie) processes of group `pgid`: read from /proc on Linux; where
 * there is no /proc (macOS), from one `ps` run's `table` (./process-table.ts), by its PGID
 * column, or, for a ps without one, the group's leader and its descendants by PPID. When
 * neither can be read, just `[pgid]` while the group exists: the leader alone, which is all
 * that can be told.
 */
export function groupMembers(
  pgid: number,
  table: readonly ProcessRow[] | undefined = hasProcFs() ? undefined : readPsTable(),
): number[] {
  if (table) return membersInTable(pgid, table);
  if (!hasProcFs()) return groupAliveBySignal(pgid) ? [pgid] : [];
  return readdirSync("/proc")
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      const stat = procStat(pid);
      return stat !== undefined && stat.pgrp === pgid && stat.state !== "Z";
    })
    .map(Number);
}

/** The running processes of group `pgid` in a ps table (see {@link groupMembers}). */
function membersInTable(pgid: number, table: readonly ProcessRow[]): number[] {
  const running = table.filter((row) => !isZombie(row.state));
  if (running.some((row) => row.pgid !== undefined)) {
    return running.filter((row) => row.pgid === pgid).map((row) => row.pid);
  }
  const members = new Set(running.filter((row) => row.pid === pgid).map((row) => row.pid));
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of running) {
      if (!members.has(row.pid) && members.has(row.ppid)) {
        members.add(row.pid);
        grew = true;
      }
    }
  }
  return [...members];
}

function groupAliveBySignal(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * True while a process of group `pgid` is still running. Zombies do not count: an orphaned
 * worker that has exited waits for init to reap it, which took about a second on this machine.
 * Without /proc (macOS), ps's STAT tells them; without ps either, zombies count too.
 */
export function groupAlive(pgid: number): boolean {
  return groupAliveBySignal(pgid) && groupMembers(pgid).length > 0;
}

/** Sends `signal` to every process of group `pgid`; a group that is gone is no error. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

/**
 * Stops a whole process group: SIGTERM, then SIGKILL if anything is left after `graceMs`.
 * Resolves once no process of the group remains (or after the SIGKILL plus 2 s, whichever is first).
 */
export async function stopGroup(pgid: number, graceMs = 2000): Promise<void> {
  signalGroup(pgid, "SIGTERM");
  if (!(await waitFor(() => !groupAlive(pgid), graceMs, 25))) {
    signalGroup(pgid, "SIGKILL");
    await waitFor(() => !groupAlive(pgid), 2000, 25);
  }
  live.delete(pgid);
  const file = registryFile(pgid);
  if (file) rmSync(file, { force: true });
}

/** SIGKILLs every tracked group at once; synchronous, for exit and signal handlers. */
export function killAllGroupsNow(): void {
  for (const pgid of live) signalGroup(pgid, "SIGKILL");
  live.clear();
}

process.on("exit", killAllGroupsNow);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    killAllGroupsNow();
    // Re-raise for the default action, unless someone else (vitest) handles the signal too.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  });
}

const REGISTRY_PREFIX = "workshop-processes-";

/**
 * Creates a registry folder for one check run, named after this process (the check's CLI), to be
 * handed to the checkpoints through `WORKSHOP_PROCESS_DIR`.
 *
 * @returns its absolute path
 */
export function createRegistry(): string {
  return mkdtempSync(join(tmpdir(), `${REGISTRY_PREFIX}${process.pid}-`));
}

/**
 * SIGKILLs every process group registered in `dir`, then removes `dir` (and the temporary
 * folders in it).
 *
 * @returns how many groups were registered
 */
export function killRegisteredGroups(dir: string): number {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  // A group is registered by its number; "folders" holds the check's temporary folders
  // (./cleanup.ts, temporaryFolder), removed with the registry.
  for (const name of names) if (/^\d+$/.test(name)) signalGroup(Number(name), "SIGKILL");
  rmSync(dir, { recursive: true, force: true });
  return names.length;
}

/**
 * Kills what an earlier check left behind when it was itself killed outright (SIGKILL leaves no
 * chance to clean up): registries named after a process that no longer exists.
 */
export function reapOrphanedRegistries(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(REGISTRY_PREFIX)) continue;
    const owner = Number(name.slice(REGISTRY_PREFIX.length).split("-")[0]);
    if (!owner || isAlive(owner)) continue;
    killRegisteredGroups(join(tmpdir(), name));
  }
}
