/**
 * The room folder's lock: one room at a time writes a folder's files. The lock is a file holding
 * the owner's pid and host, created exclusively (`wx`); it is stale, and taken over at once, when
 * that process no longer runs on this host. So a room killed with `kill -9` (or a laptop that
 * lost power) restarts at once, where a lock that expires with time (proper-lockfile's, whose
 * `stale` is at least 2 s) would refuse the restart until it expired.
 * Two rooms started on one folder in the same instant as a stale lock is taken over could both
 * see it stale; the one that writes its lock last wins, and the other then finds a live lock on
 * its next start. https://nodejs.org/api/process.html#processkillpid-signal (signal 0 tests)
 */
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";

/** What the lock file holds. */
interface Owner {
  pid: number;
  host: string;
}

/** Whether process `pid` runs on this host (EPERM: it runs, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<Owner>;
    return typeof owner.pid === "number" && typeof owner.host === "string"
      ? { pid: owner.pid, host: owner.host }
      : undefined;
  } catch {
    return undefined;
  }
}

/** A lock held by a room that still runs. */
export class LockedError extends Error {
  constructor(
    readonly file: string,
    readonly owner: Owner,
  ) {
    super(`${file} is held by process ${owner.pid} on ${owner.host}`);
  }
}

/**
 * Takes the lock `file` for this process.
 *
 * @returns the function that releases it (removes the file, if it is still this process's)
 * @throws LockedError when a running process holds it (on another host: whatever its pid, since
 *   that host's processes cannot be seen from here); Error for a file that cannot be written
 */
export function takeLock(file: string): () => void {
  const me: Owner = { pid: process.pid, host: hostname() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(me)}\n`, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) {
        const owner = readOwner(file);
        if (owner) throw new LockedError(file, owner);
        throw error;
      }
      const owner = readOwner(file);
      if (owner && (owner.host !== me.host || (owner.pid !== me.pid && running(owner.pid)))) {
        throw new LockedError(file, owner);
      }
      // An empty lock may be another room's that is being written this instant.
      if (!owner && Date.now() - statSync(file).mtimeMs < 2_000) {
        throw new LockedError(file, { pid: 0, host: me.host });
      }
      // Stale (its process is gone) or unreadable (a crash while writing it): take it over.
      rmSync(file, { force: true, recursive: true });
    }
  }
  return () => {
    const owner = readOwner(file);
    if (owner?.pid === me.pid && owner.host === me.host) rmSync(file, { force: true });
  };
}
