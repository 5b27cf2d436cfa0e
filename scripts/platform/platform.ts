/**
 * What this operating system can do that some checkpoints depend on, in one place: the
 * checkpoints ask here and skip with the reason where the platform, not the learner's code,
 * decides the outcome.
 */

import { readFileSync } from "node:fs";
import { t } from "../i18n/translate.ts";

/**
 * Platforms on which `server.listen({ reusePort: true })` works: Node's net docs list "Linux
 * 3.9+, DragonFlyBSD 3.6+, FreeBSD 12.0+, Solaris 11.4, and AIX 7.2.5+" (libuv's
 * UV_TCP_REUSEPORT); elsewhere, macOS and Windows included, listen fails with ENOTSUP
 * (nodejs/node#61018).
 */
const REUSE_PORT_PLATFORMS: readonly NodeJS.Platform[] = ["linux", "freebsd", "sunos", "aix"];

/** How a learner calls the platforms whose `process.platform` name is not what they know. */
const PLATFORM_NAMES: Partial<Record<NodeJS.Platform, string>> = {
  darwin: "macOS",
  win32: "Windows",
};

/**
 * Why `reusePort` cannot be demonstrated on `platform`, or `undefined` where it works.
 *
 * @param platform a `process.platform` value
 */
export function reusePortUnsupported(platform: NodeJS.Platform): string | undefined {
  return REUSE_PORT_PLATFORMS.includes(platform)
    ? undefined
    : t("platform.reusePortUnsupported", { platform: platformName(platform) });
}

/** A platform as a learner calls it: "macOS" for darwin, "Windows" for win32. */
export function platformName(platform: NodeJS.Platform): string {
  return PLATFORM_NAMES[platform] ?? platform;
}

/**
 * Why a program cannot be pinned to CPUs on `platform`, or `undefined` where it can. CPU
 * affinity (sched_setaffinity(2), taskset(1) of util-linux) is Linux's; macOS has no call that
 * binds a process to CPUs (its thread affinity API is a scheduling hint between threads, Apple's
 * "Thread Affinity API Release Notes"), and Windows runs the workshop in WSL2.
 *
 * @param platform a `process.platform` value
 */
export function cpuAffinityUnsupported(platform: NodeJS.Platform): string | undefined {
  return platform === "linux"
    ? undefined
    : t("platform.noAffinity", { platform: platformName(platform) });
}

/**
 * Why a cgroup CPU quota cannot be shown to a program on `platform`, or `undefined` where the
 * platform has cgroups (Linux, cgroups(7)). Whether this machine can show one without creating
 * a cgroup is the harness's question (scripts/harness/measuring/fake-cgroup.ts).
 *
 * @param platform a `process.platform` value
 */
export function cgroupsUnsupported(platform: NodeJS.Platform): string | undefined {
  return platform === "linux"
    ? undefined
    : t("platform.noCgroups", { platform: platformName(platform) });
}

/**
 * Whether a `/proc/version` text is WSL1's. WSL1 translates Linux calls to Windows ones, and its
 * kernel string names "Microsoft" with a capital M ("4.4.0-19041-Microsoft"); WSL2 runs a real
 * Linux kernel named "…-microsoft-standard" or "…-microsoft-standard-WSL2" (microsoft/WSL#4555,
 * microsoft/WSL#423). The is-wsl package tells WSL from Linux, but not WSL1 from WSL2.
 */
export function isWsl1(procVersion: string): boolean {
  return (
    procVersion.includes("Microsoft") &&
    !/microsoft-standard/i.test(procVersion) &&
    !procVersion.includes("WSL2")
  );
}

/**
 * Why a port taken by another program cannot be observed here, or `undefined` where it can. On
 * WSL1 a second program may bind a port that one already listens on, so a correct server never
 * sees EADDRINUSE (microsoft/WSL#2915 and microsoft/WSL#4407, nodejs/node#28972; fixed in WSL2).
 *
 * @param procVersion the text of /proc/version; read from this machine by default (none off Linux)
 */
export function portClashUnobservable(procVersion = readProcVersion()): string | undefined {
  return isWsl1(procVersion) ? t("platform.portClash") : undefined;
}

function readProcVersion(): string {
  try {
    return readFileSync("/proc/version", "utf8");
  } catch {
    return "";
  }
}
