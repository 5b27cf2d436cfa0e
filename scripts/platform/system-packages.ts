/**
 * The programs the workshop needs beyond npm (lsof, taskset, nginx, chromium), read from
 * system-packages.json: the one list that scripts/install-system-packages.sh installs from and
 * `npm run doctor` reports on.
 */
import { readFileSync } from "node:fs";
import { delimiter } from "node:path";
import which from "which";
import { t } from "../i18n/translate.ts";

/** One program of system-packages.json. */
export interface SystemTool {
  /** the name the doctor shows, e.g. "taskset" */
  name: string;
  /** the program looked for, e.g. "nginx" */
  command: string;
  /** folders to look in besides PATH (Debian's nginx is in /usr/sbin, off a user's PATH) */
  alsoIn?: string[];
  /** the Debian/Ubuntu package that provides it, e.g. "util-linux" */
  package: string;
  /** the Homebrew formula that provides it on macOS, where there is one */
  brew?: string;
  /** true when the program exists on Linux only */
  linuxOnly?: boolean;
  /**
   * what it is for, e.g. "pins a program to CPUs"; the steps whose checkpoints run it say so in
   * their `checkpoints/step.ts` (`tools`)
   */
  for: string;
}

/** Every program of system-packages.json, in its order. */
export const systemTools: SystemTool[] = (
  JSON.parse(readFileSync(new URL("system-packages.json", import.meta.url), "utf8")) as {
    tools: SystemTool[];
  }
).tools;

/** Where `tool` is installed here (PATH, then its `alsoIn` folders), or `undefined`. */
export function findTool(tool: SystemTool): string | undefined {
  const path = [process.env.PATH, ...(tool.alsoIn ?? [])].filter(Boolean).join(delimiter);
  return which.sync(tool.command, { nothrow: true, path }) ?? undefined;
}

/** What decides how a program is installed on a machine. */
export interface InstallContext {
  /** `process.platform` */
  platform: NodeJS.Platform;
  /** the package manager found on PATH, if it is one the workshop knows */
  packageManager: "apt-get" | "brew" | undefined;
  /** whether this process runs as root (no sudo needed) */
  root: boolean;
}

/**
 * How to install `tools` here, as one command where there is one: `sudo apt-get install -y …`
 * (without sudo as root), `brew install …` on macOS, else advice in words.
 */
export function installAdvice(tools: SystemTool[], machine: InstallContext): string {
  if (machine.platform !== "linux" && tools.some((tool) => tool.linuxOnly)) {
    return t("doctor.linuxOnly");
  }
  if (machine.packageManager === "apt-get") {
    const packages = tools.map((tool) => tool.package).join(" ");
    return `${machine.root ? "" : "sudo "}apt-get install -y ${packages}`;
  }
  if (machine.packageManager === "brew" && tools.every((tool) => tool.brew)) {
    return `brew install ${tools.map((tool) => tool.brew).join(" ")}`;
  }
  const names = tools.map((tool) => tool.name).join(", ");
  const packages = tools.map((tool) => tool.package).join(", ");
  return t("doctor.installWith", { names, packages });
}
