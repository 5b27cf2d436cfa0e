/**
 * nginx (Debian's package) as a load balancer for a checkpoint: the learner's configuration is
 * tested with `nginx -t`, then run in the foreground (`daemon off`) in its own process group, with
 * a private prefix folder for its pid file and logs, and stopped with the group. nginx's command
 * line: `-p` prefix, `-c` configuration file, `-e` error log, `-g` main-context directives
 * (nginx docs, "Command-line parameters").
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import which from "which";
import { deferCleanup, type Lifetime } from "./cleanup.ts";
import { CheckpointError } from "./messages.ts";
import { spawnProgramCommand } from "./program.ts";

/** Prefix of the folders nginx runs in, for the self-test's leftover search. */
export const NGINX_PREFIX = "workshop-nginx-";

/** The nginx binary: on PATH, or Debian's /usr/sbin/nginx (not on a normal user's PATH). */
export function nginxBinary(): string | undefined {
  const path = [process.env.PATH, "/usr/sbin", "/usr/local/sbin"].filter(Boolean).join(delimiter);
  return which.sync("nginx", { nothrow: true, path }) ?? undefined;
}

export interface Nginx {
  /** the master process's pid, which is also its process group */
  pid: number;
  /** the folder holding nginx.conf, the pid file and the logs */
  prefix: string;
  /** nginx's last `n` output lines (its error log goes to stderr) */
  lastLines: (n?: number) => string[];
  stop: () => Promise<void>;
}

/**
 * Checks `config` with `nginx -t`, then starts nginx with it in the foreground.
 *
 * @param lesson the lesson section for failure messages
 * @throws CheckpointError when nginx is not installed or rejects the configuration
 */
export async function startNginx(
  config: string,
  lesson: string,
  lifetime: Lifetime = "test",
): Promise<Nginx> {
  const binary = nginxBinary();
  if (!binary) {
    throw new CheckpointError({
      expected: "nginx installed, to run your configuration.",
      seen: "no nginx on PATH or in /usr/sbin.",
      next: "Install it: on Debian or Ubuntu, sudo apt-get install nginx (this check runs it as its own process and stops it afterwards).",
      read: lesson,
    });
  }
  const prefix = mkdtempSync(join(tmpdir(), NGINX_PREFIX));
  mkdirSync(join(prefix, "logs"));
  const file = join(prefix, "nginx.conf");
  writeFileSync(file, config);
  const base = ["-p", prefix, "-c", file, "-e", "stderr"];
  const main = `pid ${join(prefix, "nginx.pid")}; daemon off;`;
  const test = spawnSync(binary, [...base, "-g", main, "-t"], { encoding: "utf8" });
  if (test.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    const output = `${test.stderr}${test.stdout}`.trim().split("\n");
    const error =
      output.find((line) => /emerg|error/.test(line)) ?? `nginx -t exited with ${test.status}`;
    const line = Number(/nginx\.conf:(\d+)/.exec(error)?.[1] ?? 1);
    const lines = config.split("\n");
    // Quote the configuration around the line nginx names, numbered, indentation kept.
    const around = lines
      .map((text, i) => `${String(i + 1).padStart(3)}${i + 1 === line ? " >" : "  "} ${text}`)
      .slice(Math.max(0, line - 6), line + 3);
    const printedMore = !/^\s*(#|[a-z_]+(\s|;|\{|$)|$)/.test(lines[0] ?? "");
    throw new CheckpointError({
      expected: "nginx accepts the configuration nginx-config.ts printed (nginx -t).",
      seen: error.replace(/ in \S*nginx\.conf:/, " at line "),
      next: printedMore
        ? "Print only the configuration: nginx-config.ts printed something else first (a debug console.log ends up in the file nginx reads)."
        : "Fix the line nginx names (a missing ; or }, a directive in the wrong block). Leave pid, daemon and error_log out: the check sets them.",
      read: lesson,
      output: around,
      outputLabel: `the configuration printed, around line ${line}`,
    });
  }
  const program = await spawnProgramCommand([binary, ...base, "-g", main], lifetime);
  const stop = async () => {
    await program.stop();
    rmSync(prefix, { recursive: true, force: true });
  };
  deferCleanup(stop, lifetime);
  return { pid: program.pid, prefix, lastLines: (n?: number) => program.lastLines(n), stop };
}
