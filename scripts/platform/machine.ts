/**
 * The machine the workshop runs on, probed where each platform keeps the facts: Linux in /sys
 * and /proc, macOS with sysctl, Windows itself with CIM through PowerShell (./windows.ts; the
 * workshop runs in WSL2 or the dev container there, but a figure measured on Windows still
 * names its machine). Every platform-specific read of the workshop's preflight lives here,
 * except the CPU budget and affinity, which it takes from the harness's cpus.ts (what the checks
 * count); the parsing is pure functions, unit-tested on sample inputs for every platform.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import which from "which";
import { allowedCpus, type CpuBudget, cpuBudget, parseCpuList } from "../harness/measuring/cpus.ts";
import { simulation } from "../harness/measuring/simulation.ts";
import { workshopRoot } from "../harness/paths.ts";
import { realCpus } from "../harness/processes/loader/simulated-cpus.mjs";
import { t } from "../i18n/translate.ts";
import { type NginxVersion, nginxVersion } from "./nginx-version.ts";
import { isWsl1 } from "./platform.ts";
import { findTool, type InstallContext, systemTools } from "./system-packages.ts";
import { windowsTopology } from "./windows.ts";

/** The CPUs of the machine, as far as its platform tells. */
export interface CpuTopology {
  /**
   * hardware threads the OS schedules on (`os.cpus().length`, macOS `hw.logicalcpu`, Windows
   * Win32_Processor NumberOfLogicalProcessors)
   */
  logicalCpus: number;
  /** physical cores (Windows: Win32_Processor NumberOfCores); `undefined` where not known */
  physicalCores: number | undefined;
  /** performance cores of a hybrid CPU (Apple perflevel0, Intel cpu_core); else `undefined` */
  performanceCores: number | undefined;
  /** efficiency cores of a hybrid CPU (Apple perflevel1, Intel cpu_atom); else `undefined` */
  efficiencyCores: number | undefined;
  /**
   * on a simulated machine (../harness/measuring/simulation.ts): the CPUs presented, and the
   * real topology underneath; `undefined` on a real one
   */
  simulated?: { cpus: number; real: number; topology: CpuTopology };
}

/** Windows Subsystem for Linux: WSL1 translates Linux calls, WSL2 runs a real Linux kernel. */
export type Wsl = "WSL1" | "WSL2";

/** Everything the doctor reports about this machine, and judges the steps by. */
export interface MachineProfile extends InstallContext {
  /** e.g. "Linux 6.8.0" (`os.type()`, `os.release()`) */
  os: string;
  /** `os.arch()`, e.g. "x64", "arm64" */
  arch: string;
  /** the first CPU's model name (`os.cpus()`) */
  cpuModel: string;
  /** which WSL this Linux runs under (from /proc/version); `undefined` when none */
  wsl: Wsl | undefined;
  /** the running Node.js version, without the "v", e.g. "24.11.1" */
  node: string;
  /** the CPU topology; `smt` (hardware threads share cores) is `undefined` where unknown */
  cpus: CpuTopology & { smt: boolean | undefined };
  /** the CPUs this process may run on (Linux: Cpus_allowed_list); `undefined` elsewhere */
  affinity: number[] | undefined;
  /** CPUs by os.availableParallelism() and the cgroup quota, and the usable ones the checks count */
  budget: CpuBudget;
  /** each tool of system-packages.json by name: where it is, or `undefined` when not found */
  tools: Record<string, string | undefined>;
  /** whether unprivileged user namespaces work (`unshare --user --map-root-user true`) */
  userNamespaces: boolean;
  /** the nginx found in `tools`, its version and what it does (`nginx -v`); else `undefined` */
  nginx: NginxVersion | undefined;
  /**
   * under WSL, the Windows drive the workshop's folder is on (its mount point, e.g. "/mnt/c"),
   * read through 9P (WSL2) or DrvFs (WSL1), far slower than the Linux file system; else
   * `undefined`
   */
  windowsDrive: string | undefined;
}

/** One line of /proc/self/mounts (proc(5)): where a file system is mounted, and its type. */
export interface Mount {
  /** the mount point, its octal escapes (`\040` for a space) decoded */
  path: string;
  /** e.g. "ext4", "9p", "drvfs" */
  type: string;
  options: string;
}

/** Parses /proc/self/mounts: "device mount-point type options dump pass" per line. */
export function parseMounts(text: string): Mount[] {
  const decode = (field: string) =>
    field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));
  return text.split("\n").flatMap((line) => {
    const [, path, type, options = ""] = line.trim().split(/\s+/);
    return path && type ? [{ path: decode(path), type, options }] : [];
  });
}

/**
 * The Windows drive `folder` is on, under WSL: the mount that holds it (the longest mount point
 * that is `folder` or one of its parents) when that is a Windows drive, WSL2's 9P share
 * (`aname=drvfs`) or WSL1's DrvFs (microsoft/WSL#4774 shows the line).
 *
 * @returns its mount point, e.g. "/mnt/c", or `undefined` on a Linux file system
 */
export function windowsDriveOf(folder: string, mounts: readonly Mount[]): string | undefined {
  const holds = (mount: Mount) =>
    folder === mount.path || folder.startsWith(mount.path === "/" ? "/" : `${mount.path}/`);
  const [holder] = mounts.filter(holds).sort((a, b) => b.path.length - a.path.length);
  if (!holder) return undefined;
  const drive =
    holder.type === "drvfs" || (holder.type === "9p" && /aname=drvfs/.test(holder.options));
  return drive ? holder.path : undefined;
}

/**
 * Writes CPU numbers as a Linux CPU list, ranges joined: [0, 1, 2, 3, 8] → "0-3,8" (the
 * format of Cpus_allowed_list, which cpus.ts `parseCpuList` reads).
 */
export function formatCpuList(cpus: number[]): string {
  const ranges: [number, number][] = [];
  for (const cpu of cpus) {
    const last = ranges.at(-1);
    if (last && cpu === last[1] + 1) last[1] = cpu;
    else ranges.push([cpu, cpu]);
  }
  return ranges
    .map(([first, last]) => (first === last ? `${first}` : `${first}-${last}`))
    .join(",");
}

/**
 * Counts physical cores from each CPU's list of hardware-thread siblings (Linux
 * /sys/devices/system/cpu/cpuN/topology/core_cpus_list): CPUs on one core share a list.
 *
 * @param among count only the cores holding one of these CPUs (a hybrid CPU's core type)
 */
export function countCores(siblingLists: string[], among?: number[]): number {
  const cores = new Map(siblingLists.map((list) => [list.trim(), parseCpuList(list)]));
  return [...cores.values()].filter((cpus) => !among || cpus.some((cpu) => among.includes(cpu)))
    .length;
}

/** The sysctl names macOS reports its CPUs under (sysctl(3), "hw.perflevel" for Apple silicon). */
const SYSCTL_NAMES = [
  "hw.physicalcpu",
  "hw.logicalcpu",
  "hw.perflevel0.physicalcpu",
  "hw.perflevel1.physicalcpu",
];

/**
 * Parses `sysctl hw.physicalcpu hw.logicalcpu hw.perflevel0.physicalcpu
 * hw.perflevel1.physicalcpu` ("name: value" lines; Intel Macs have no perflevels and print
 * only the first two). Apple silicon's perflevel0 is its performance cores, perflevel1 its
 * efficiency cores.
 *
 * @param fallbackLogical the logical CPUs to report when sysctl printed none (`os.cpus()`)
 */
export function parseSysctl(output: string, fallbackLogical: number): CpuTopology {
  const values = new Map(
    [...output.matchAll(/^([\w.]+):\s*(\d+)\s*$/gm)].map(([, name, value]) => [
      name,
      Number(value),
    ]),
  );
  const efficiencyCores = values.get("hw.perflevel1.physicalcpu");
  return {
    logicalCpus: values.get("hw.logicalcpu") ?? fallbackLogical,
    physicalCores: values.get("hw.physicalcpu"),
    // One performance level only is no hybrid CPU.
    performanceCores: efficiencyCores ? values.get("hw.perflevel0.physicalcpu") : undefined,
    efficiencyCores,
  };
}

/**
 * Which WSL a Linux /proc/version belongs to: WSL1 as platform.ts `isWsl1` tells it, WSL2 for
 * any other kernel naming Microsoft ("…-microsoft-standard-WSL2").
 */
export function parseWsl(procVersion: string): Wsl | undefined {
  if (isWsl1(procVersion)) return "WSL1";
  return /microsoft/i.test(procVersion) ? "WSL2" : undefined;
}

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};

/** Linux: cores from /sys/devices/system/cpu, core types from /sys/devices/cpu_{core,atom}. */
function linuxTopology(): CpuTopology {
  const base = "/sys/devices/system/cpu";
  const siblings = (existsSync(base) ? readdirSync(base) : [])
    .filter((entry) => /^cpu\d+$/.test(entry))
    .map((cpu) => join(base, cpu, "topology"))
    .flatMap(
      (dir) =>
        readText(join(dir, "core_cpus_list")) ?? readText(join(dir, "thread_siblings_list")) ?? [],
    );
  const coreType = (name: string) => {
    const cpus = readText(`/sys/devices/${name}/cpus`);
    return cpus === undefined ? undefined : countCores(siblings, parseCpuList(cpus));
  };
  return {
    logicalCpus: os.cpus().length,
    physicalCores: siblings.length ? countCores(siblings) : undefined,
    performanceCores: coreType("cpu_core"),
    efficiencyCores: coreType("cpu_atom"),
  };
}

/** macOS: sysctl; it prints what it knows on stdout even when a name is unknown. */
function macTopology(): CpuTopology {
  const result = spawnSync("sysctl", SYSCTL_NAMES, { encoding: "utf8" });
  return parseSysctl(result.stdout ?? "", os.cpus().length);
}

/**
 * The CPU topology as this platform tells it: sysfs reads on Linux, one sysctl on macOS, one
 * PowerShell run on Windows (up to a few seconds, the first time only).
 */
export function cpuTopology(): MachineProfile["cpus"] {
  const found: CpuTopology =
    process.platform === "linux"
      ? linuxTopology()
      : process.platform === "darwin"
        ? macTopology()
        : process.platform === "win32"
          ? windowsTopology()
          : {
              logicalCpus: os.cpus().length,
              physicalCores: undefined,
              performanceCores: undefined,
              efficiencyCores: undefined,
            };
  const { physicalCores, logicalCpus } = found;
  const smt = physicalCores === undefined ? undefined : physicalCores < logicalCpus;
  const simulated = simulation();
  if (!simulated) return { ...found, smt };
  // A simulated machine of N CPUs: N logical CPUs of unknown cores, on the real ones.
  return {
    logicalCpus: simulated.cpus,
    physicalCores: undefined,
    performanceCores: undefined,
    efficiencyCores: undefined,
    smt: undefined,
    simulated: { ...simulated, topology: { ...found, logicalCpus: realCpus().length } },
  };
}

/**
 * The topology in words, in the learner's language, e.g. "4 physical cores, 8 logical CPUs (SMT); 2 performance + 8
 * efficiency cores", or "2 logical CPUs" where cores are unknown.
 */
export function describeTopology(cpus: MachineProfile["cpus"]): string {
  const { simulated } = cpus;
  if (simulated) {
    const { topology } = simulated;
    const smt =
      topology.physicalCores === undefined
        ? undefined
        : topology.physicalCores < topology.logicalCpus;
    return t("platform.topology.simulated", {
      cpus: String(simulated.cpus),
      real: simulated.real,
      topology: describeTopology({ ...topology, smt }),
    });
  }
  const logical = t("platform.topology.logical", { count: cpus.logicalCpus });
  const cores =
    cpus.physicalCores === undefined
      ? logical
      : t("platform.topology.cores", {
          cores: cpus.physicalCores,
          logical,
          smt: cpus.smt ? "yes" : "no",
        });
  return cpus.performanceCores === undefined
    ? cores
    : t("platform.topology.hybrid", {
        cores,
        performance: String(cpus.performanceCores),
        efficiency: String(cpus.efficiencyCores),
      });
}

/** Whether `unshare --user --map-root-user true` succeeds (Linux; needs util-linux). */
function userNamespacesWork(): boolean {
  if (process.platform !== "linux") return false;
  const result = spawnSync("unshare", ["--user", "--map-root-user", "true"], {
    stdio: "ignore",
    timeout: 5000,
  });
  return result.status === 0;
}

/**
 * Probes this machine now: takes a fraction of a second (it runs sysctl or unshare once), or on
 * Windows a few seconds (PowerShell).
 */
export function probeMachine(): MachineProfile {
  const linux = process.platform === "linux";
  const onPath = (command: string) => which.sync(command, { nothrow: true }) !== null;
  const tools = Object.fromEntries(systemTools.map((tool) => [tool.name, findTool(tool)]));
  const wsl = linux ? parseWsl(readText("/proc/version") ?? "") : undefined;
  return {
    platform: process.platform,
    os: `${os.type()} ${os.release()}`,
    arch: os.arch(),
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    wsl,
    node: process.versions.node,
    cpus: cpuTopology(),
    affinity: allowedCpus(),
    budget: cpuBudget(),
    tools,
    packageManager: onPath("apt-get") ? "apt-get" : onPath("brew") ? "brew" : undefined,
    root: process.getuid?.() === 0,
    userNamespaces: userNamespacesWork(),
    nginx: tools.nginx ? nginxVersion(tools.nginx) : undefined,
    windowsDrive: wsl
      ? windowsDriveOf(workshopRoot, parseMounts(readText("/proc/self/mounts") ?? ""))
      : undefined,
  };
}
