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
 * (nodejs/node #61018).
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
    : t("platform.reusePortUnsupported", { platform: PLATFORM_NAMES[platform] ?? platform });
}

/**
 * Whether a `/proc/version` text is WSL1's. WSL1 translates Linux calls to Windows ones, and its
 * kernel string names "Microsoft" with a capital M ("4.4.0-19041-Microsoft"); WSL2 runs a real
 * Linux kernel named "…-microsoft-standard" or "…-microsoft-standard-WSL2" (microsoft/WSL #4555,
 * #423). The is-wsl package tells WSL from Linux, but not WSL1 from WSL2.
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
 * sees EADDRINUSE (microsoft/WSL #2915 and #4407, nodejs/node #28972; fixed in WSL2).
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
