/**
 * A CPU quota for a learner's program, as a container runtime sets one: a new cgroup with a CPU
 * limit that the program is started in. cgroup v2: `cpu.max` "<quota> <period>"; v1:
 * `cpu.cfs_quota_us` and `cpu.cfs_period_us` (Linux kernel docs, "Control Group v2 · CPU" and
 * "CFS Bandwidth Control"). Creating a cgroup needs root and a writable cgroup file system.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from "node:fs";
import { userInfo } from "node:os";
import { join } from "node:path";
import { waitFor } from "./wait.ts";

/** The scheduler period the quota is given in, in µs (the kernel's default). */
const PERIOD_US = 100_000;

export interface QuotaGroup {
  /** where the cgroup lives, e.g. /sys/fs/cgroup/cpu/workshop-1234 */
  dir: string;
  /** "v1" or "v2" */
  version: string;
  /** a command prefix that starts the rest of the command line inside the cgroup */
  wrapper: string[];
  /** removes the cgroup once nothing runs in it (waits up to 5 s for its last process to go) */
  remove: () => Promise<void>;
}

const cgroupRoot = "/sys/fs/cgroup";
const PREFIX = "workshop-quota-";

/** Removes the empty cgroups that interrupted checks left behind (rmdir fails on busy ones). */
function removeStaleGroups(base: string): void {
  for (const entry of readdirSync(base)) {
    if (!entry.startsWith(PREFIX)) continue;
    try {
      rmdirSync(join(base, entry));
    } catch {
      // still in use by a running check
    }
  }
}

/**
 * Creates a cgroup limited to `cpus` CPUs of time.
 *
 * @returns the cgroup, or a `reason` it could not be created here (not root, no cgroup fs), to
 *   skip with
 */
export function createQuotaGroup(cpus: number): QuotaGroup | { reason: string } {
  const name = `${PREFIX}${process.pid}-${Date.now()}`;
  const quota = String(Math.round(cpus * PERIOD_US));
  try {
    const v2 = existsSync(join(cgroupRoot, "cgroup.controllers"));
    if (v2) {
      const control = readFileSync(join(cgroupRoot, "cgroup.subtree_control"), "utf8");
      if (!control.split(/\s+/).includes("cpu"))
        writeFileSync(join(cgroupRoot, "cgroup.subtree_control"), "+cpu");
    }
    const base = v2 ? cgroupRoot : join(cgroupRoot, "cpu");
    if (!existsSync(base)) return { reason: `needs a cgroup CPU controller (none at ${base})` };
    removeStaleGroups(base);
    const dir = join(base, name);
    mkdirSync(dir);
    if (v2) writeFileSync(join(dir, "cpu.max"), `${quota} ${PERIOD_US}`);
    else {
      writeFileSync(join(dir, "cpu.cfs_period_us"), String(PERIOD_US));
      writeFileSync(join(dir, "cpu.cfs_quota_us"), quota);
    }
    const procs = join(dir, "cgroup.procs");
    return {
      dir,
      version: v2 ? "v2" : "v1",
      // The shell moves itself into the cgroup, then becomes the program (same pid).
      wrapper: ["sh", "-c", `echo $$ > '${procs}' && exec "$@"`, "sh"],
      remove: async () => {
        // rmdir fails with EBUSY while a process (a zombie not yet reaped, too) is in it.
        await waitFor(() => {
          try {
            rmdirSync(dir);
            return true;
          } catch (error) {
            return (error as NodeJS.ErrnoException).code === "ENOENT";
          }
        }, 5000);
      },
    };
  } catch (error) {
    return { reason: whyNoGroup(error as NodeJS.ErrnoException) };
  }
}

/**
 * Why a cgroup could not be created, as the machine's limit rather than a raw error: only root
 * may create cgroups (EACCES, or EPERM in a user namespace), and containers usually mount the
 * cgroup file system read-only (EROFS).
 */
export function whyNoGroup(error: Pick<NodeJS.ErrnoException, "code" | "message">): string {
  if (error.code === "EACCES" || error.code === "EPERM")
    return `needs root to create a cgroup (this check runs as ${userInfo().username})`;
  if (error.code === "EROFS")
    return "needs a writable cgroup file system to create a cgroup (it is read-only here, as in most containers)";
  return `needs a cgroup this check can create (${error.message})`;
}

/** The quota cgroups that exist now (for the self-test's "nothing left" check). */
export function quotaGroupsLeft(): string[] {
  return [cgroupRoot, join(cgroupRoot, "cpu")].flatMap((base) => {
    try {
      return readdirSync(base)
        .filter((entry) => entry.startsWith(PREFIX))
        .map((entry) => join(base, entry));
    } catch {
      return [];
    }
  });
}
