/**
 * A CPU quota as a container shows it, without creating a cgroup: the learner's program runs in a
 * mount namespace of its own where /sys/fs/cgroup is a folder of files this module writes, with
 * a quota in the cgroup v1 or v2 layout at the path /proc/self/cgroup names. Nothing is limited
 * for real; what is tested is the program's reading of the quota (and, on Node >= 22.12 with v2
 * files, Node's own: libuv reads cpu.max too). As root: `unshare --mount`; as an ordinary user:
 * `unshare --user --map-root-user --mount`, where the kernel allows unprivileged user namespaces
 * (util-linux unshare(1); Linux user_namespaces(7), mount_namespaces(7)). A program can also be
 * shown a /proc/self/cgroup of the check's choosing, bound over its own /proc/<pid>/cgroup before
 * it is exec'd (the pid stays the same), to try layouts this machine does not have. The folders
 * are removed when the checkpoint ends, or with the check's registry if it is interrupted, and
 * nothing is mounted outside the program's namespace.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import which from "which";
import { cgroupsUnsupported } from "../../platform/platform.ts";
import { temporaryFolder } from "../processes/cleanup.ts";

/** The two ways a cgroup shows its CPU quota: v1 `cpu.cfs_*` files, v2 `cpu.max`. */
export type CgroupLayout = "v1" | "v2";

/** The scheduler period the quota is given in, in µs (the kernel's default). */
const PERIOD_US = 100_000;

/** Puts the rest of the command line in a new mount namespace with the fake tree over /sys/fs/cgroup. */
const MOUNT_AND_EXEC = 'mount --bind "$0" /sys/fs/cgroup && exec "$@"';
/** The same, and a written file over the program's own /proc/<pid>/cgroup ($$: exec keeps the pid). */
const MOUNT_VIEW_AND_EXEC =
  'mount --bind "$0" /sys/fs/cgroup && mount --bind "$1" /proc/$$/cgroup && shift && exec "$@"';

let support: { unshare: string[] } | { reason: string } | undefined;

/**
 * How this machine can run a program with fake cgroup files, tried once: root uses a mount
 * namespace; an ordinary user also needs an unprivileged user namespace.
 *
 * @returns the unshare command prefix, or the reason it cannot (to skip with)
 */
export function fakeCgroupSupport(
  platform: NodeJS.Platform = process.platform,
): { unshare: string[] } | { reason: string } {
  if (support) return support;
  // macOS and Windows: no cgroups at all, the platform's reason (platform.ts), before anything
  // that reads /proc.
  const noCgroups = cgroupsUnsupported(platform);
  if (noCgroups) return { reason: noCgroups };
  const unshare = which.sync("unshare", { nothrow: true });
  if (!unshare) {
    support = { reason: "needs unshare (util-linux) to show a program a CPU quota" };
    return support;
  }
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? [unshare, "--mount"] : [unshare, "--user", "--map-root-user", "--mount"];
  const tried = spawnSync(command[0] ?? "unshare", [...command.slice(1), "true"], {
    timeout: 5000,
  });
  support =
    tried.status === 0
      ? { unshare: command }
      : {
          reason:
            "needs root or unprivileged user namespaces to show a program a CPU quota " +
            `(unshare ${command.slice(1).join(" ")} said: ${String(tried.stderr).trim() || `exit ${tried.status}`}); ` +
            "on Debian/Ubuntu: sudo sysctl kernel.unprivileged_userns_clone=1",
        };
  return support;
}

/** The (controllers, path) pairs of /proc/self/cgroup: "" controllers for the v2 line. */
function cgroupLines(procSelfCgroup: string): { controllers: string; path: string }[] {
  return procSelfCgroup
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [, controllers = "", path = "/"] = line.split(":");
      return { controllers, path };
    });
}

/** /proc/self/cgroup, or "" where there is none (macOS, Windows, a Linux without /proc). */
function readProcSelfCgroup(): string {
  try {
    return readFileSync("/proc/self/cgroup", "utf8");
  } catch {
    return "";
  }
}

/**
 * The layouts this process's /proc/self/cgroup can show a quota in: v2 where it has a "0::" line,
 * v1 where a v1 hierarchy has the cpu controller (both on a hybrid host); none without the file.
 */
export function fakeLayouts(procSelfCgroup = readProcSelfCgroup()): CgroupLayout[] {
  const lines = cgroupLines(procSelfCgroup);
  return [
    ...(lines.some((l) => l.controllers === "") ? (["v2"] as const) : []),
    ...(lines.some((l) => l.controllers.split(",").includes("cpu")) ? (["v1"] as const) : []),
  ];
}

/**
 * Writes a fake /sys/fs/cgroup into `root` that shows a quota of `cpus` CPUs in `layout`, at the
 * cgroup path of every matching line of `procSelfCgroup` and at the hierarchy's root (a reader may
 * look at either, as in a container without a cgroup namespace).
 */
export function writeFakeTree(
  root: string,
  cpus: number,
  layout: CgroupLayout,
  procSelfCgroup: string,
): void {
  const quota = String(Math.round(cpus * PERIOD_US));
  for (const { controllers, path } of cgroupLines(procSelfCgroup)) {
    if (layout === "v2" && controllers === "") {
      writeFileSync(join(root, "cgroup.controllers"), "cpuset cpu io memory pids\n");
      for (const dir of new Set([path, "/"])) {
        mkdirSync(join(root, dir), { recursive: true });
        writeFileSync(join(root, dir, "cpu.max"), `${quota} ${PERIOD_US}\n`);
      }
    }
    if (layout === "v1" && controllers.split(",").includes("cpu")) {
      for (const dir of new Set([path, "/"])) {
        const base = join(root, controllers, dir);
        mkdirSync(base, { recursive: true });
        writeFileSync(join(base, "cpu.cfs_quota_us"), `${quota}\n`);
        writeFileSync(join(base, "cpu.cfs_period_us"), `${PERIOD_US}\n`);
      }
    }
  }
}

/**
 * A command prefix that runs the rest of the command line with a fake CPU quota of `cpus` CPUs
 * in `layout` (see the module comment); it execs, so the program keeps the pid. The fake tree is
 * removed after the checkpoint.
 *
 * @returns the wrapper, or the reason this machine cannot (to skip with)
 */
export function fakeQuotaWrapper(
  cpus: number,
  layout: CgroupLayout,
): { wrapper: string[] } | { reason: string } {
  const how = fakeCgroupSupport();
  if ("reason" in how) return how;
  const root = temporaryFolder("workshop-cgroup-", "test");
  writeFakeTree(root, cpus, layout, readProcSelfCgroup());
  return { wrapper: [...how.unshare, "sh", "-c", MOUNT_AND_EXEC, root] };
}

/**
 * What a program is shown of its cgroup in place of the machine's: the text of /proc/self/cgroup,
 * and the files of /sys/fs/cgroup (each path relative to it, with its text).
 */
export interface CgroupView {
  procSelfCgroup: string;
  files: Readonly<Record<string, string>>;
}

/**
 * A command prefix that runs the rest of the command line with `view` in place of its cgroup (see
 * the module comment): any layout, whatever this machine's /proc/self/cgroup says. It execs, so the
 * program keeps the pid. The files are removed after the checkpoint.
 *
 * @returns the wrapper, or the reason this machine cannot (to skip with)
 */
export function fakeCgroupViewWrapper(
  view: CgroupView,
): { wrapper: string[] } | { reason: string } {
  const how = fakeCgroupSupport();
  if ("reason" in how) return how;
  const root = temporaryFolder("workshop-cgroup-", "test");
  const tree = join(root, "sys-fs-cgroup");
  mkdirSync(tree);
  for (const [path, text] of Object.entries(view.files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  const procSelfCgroup = join(root, "cgroup");
  writeFileSync(procSelfCgroup, view.procSelfCgroup);
  return { wrapper: [...how.unshare, "sh", "-c", MOUNT_VIEW_AND_EXEC, tree, procSelfCgroup] };
}
