/**
 * nginx (Debian's package) as a load balancer for a checkpoint: the learner's configuration is
 * tested with `nginx -t`, then run in the foreground (`daemon off`) in its own process group, with
 * a private prefix folder for its pid file, logs and temporary files, and stopped with the group.
 * nginx's command line: `-p` prefix, `-c` configuration file, `-e` error log (1.19.5 and later;
 * before, `error_log stderr;` in `-g`), `-g` main-context directives (nginx docs, "Command-line
 * parameters"); the version in use decides (../../platform/nginx-version.ts). It runs as whoever
 * runs the check, root or not: a failure that comes from the machine (a permission, a port taken)
 * is named as the machine's, with the machine's fix.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { delimiter, dirname, join } from "node:path";
import psList from "ps-list";
import which from "which";
import { t } from "../../i18n/translate.ts";
import {
  type NginxVersion,
  nginxArguments,
  nginxVersion,
  parseNginxVersion,
  withoutStartupNoise,
} from "../../platform/nginx-version.ts";
import { deferCleanup, type Lifetime } from "../processes/cleanup.ts";
import { spawnProgramCommand } from "../processes/launch.ts";
import { waitFor } from "../processes/wait.ts";
import { CheckpointError, type Explanation } from "../reporting/messages.ts";

/** Prefix of the folders nginx runs in, for the self-test's leftover search. */
export const NGINX_PREFIX = "workshop-nginx-";

/** The nginx binary: on PATH, or Debian's /usr/sbin/nginx (not on a normal user's PATH). */
export function nginxBinary(): string | undefined {
  const path = [process.env.PATH, "/usr/sbin", "/usr/local/sbin"].filter(Boolean).join(delimiter);
  return which.sync("nginx", { nothrow: true, path }) ?? undefined;
}

/**
 * nginx's folders for request bodies and buffered answers, each kept in the prefix (a relative
 * path is taken from `-p`). Debian builds nginx with them in /var/lib/nginx (`nginx -V`:
 * `--http-client-body-temp-path=/var/lib/nginx/body`, …), which only root may create: without
 * these, `nginx -t` as an ordinary user fails with "mkdir() "/var/lib/nginx/body" failed (13:
 * Permission denied)".
 */
const TEMP_PATHS = {
  client_body_temp_path: "body",
  proxy_temp_path: "proxy",
  fastcgi_temp_path: "fastcgi",
  uwsgi_temp_path: "uwsgi",
  scgi_temp_path: "scgi",
};

/**
 * The configuration with nginx's temporary folders in the prefix. The `*_temp_path` directives
 * belong to the http, server or location context (nginx docs, ngx_http_core_module and
 * ngx_http_proxy_module), not to the main context that `-g` sets, so they go right after the
 * opening `http {`, on its line: the lines nginx names in an error are still the learner's. A
 * directive the configuration sets itself is left to it (nginx rejects a duplicate).
 */
export function withTempPathsInPrefix(config: string): string {
  const added = Object.entries(TEMP_PATHS)
    .filter(([directive]) => !new RegExp(`^\\s*${directive}\\s`, "m").test(config))
    .map(([directive, folder]) => ` ${directive} ${folder};`)
    .join("");
  return config.replace(/^(\s*http\s*\{)/m, `$1${added}`);
}

/** The machine's side of a failure: what was seen, and what to do about the machine. */
type MachineFault = Pick<Explanation, "seen" | "next">;

/**
 * Tells an nginx error that is this machine's from one in the configuration: a file or folder
 * the user running nginx may not create or open (errno 13), or the port the check picked, held
 * by another program (errno 98; any other port is the configuration's). nginx writes them as
 * `mkdir() "<path>" failed (13: Permission denied)` and
 * `bind() to <address> failed (98: Address already in use)`.
 *
 * @param error nginx's [emerg] line
 * @param machine who runs nginx, and the port nginx-config.ts was given
 * @returns what to say, or `undefined` when the configuration is the likely cause
 */
export function machineFault(
  error: string,
  machine: { user: string; port: number },
): MachineFault | undefined {
  const { user, port } = machine;
  const denied = /(\w+)\(\) "([^"]+)" failed \(13: Permission denied\)/.exec(error);
  if (denied) {
    const [, call, path = ""] = denied;
    const folder = call === "mkdir" ? path : dirname(path);
    return {
      seen: t("nginx.denied.seen", { user, call: call === "mkdir" ? "mkdir" : "other", path }),
      next: t("nginx.denied.next", { path, user, folder }),
    };
  }
  const taken = /bind\(\) to (\S+) failed \(98: Address already in use\)/.exec(error);
  if (taken?.[1]?.endsWith(`:${port}`)) {
    return {
      seen: t("nginx.taken.seen", { address: taken[1] }),
      next: t("nginx.taken.next", { port: String(port) }),
    };
  }
  return undefined;
}

/**
 * The line of nginx's output that says why it stopped: an [emerg] line first, then any line
 * naming an error (nginx's own "invalid option" among them), leaving out the alert an old nginx
 * prints about its default error log (../../platform/nginx-version.ts).
 */
export function firstError(output: readonly string[], fallback: string): string {
  const lines = withoutStartupNoise(output);
  return (
    lines.find((line) => /\[emerg\]/.test(line)) ??
    lines.find((line) => /emerg|error|invalid option/.test(line)) ??
    fallback
  );
}

/** What is assumed of an nginx whose `nginx -v` names no version: the oldest in use, 1.18. */
const oldest = parseNginxVersion("nginx version: nginx/1.18.0") as NginxVersion;

/** How long nginx may take to listen and start its workers, in ms. */
const START_DEADLINE_MS = 5000;

/**
 * Whether `pid` has child processes (ps-list), of any user: nginx started by root runs its
 * workers as another user ("nobody" unless the configuration sets `user`).
 */
async function hasChildren(pid: number): Promise<boolean> {
  return (await psList({ all: true })).some((p) => p.ppid === pid);
}

export interface Nginx {
  /** the master process's pid, which is also its process group */
  pid: number;
  /** the version running, and what it does by default (`nginx -v`) */
  version: NginxVersion;
  /** the folder holding nginx.conf, the pid file and the logs */
  prefix: string;
  /** nginx's last `n` output lines (its error log goes to stderr) */
  lastLines: (n?: number) => string[];
  stop: () => Promise<void>;
}

/** How a checkpoint runs nginx. */
export interface NginxOptions {
  /** the lesson section for failure messages */
  lesson: string;
  /** the port the configuration was made for (PORT of nginx-config.ts) */
  port: number;
  /** "test" (default) or "file": when nginx is stopped, as for learner programs */
  lifetime?: Lifetime;
}

/**
 * Checks `config` with `nginx -t`, then starts nginx with it in the foreground and waits until
 * it has started its workers (or for {@link START_DEADLINE_MS}, leaving the checkpoint to say
 * what does not answer).
 *
 * @throws CheckpointError when nginx is not installed, rejects the configuration or stops at
 *   start; a cause that is the machine's (a permission, the port taken) is named as such
 */
export async function startNginx(config: string, options: NginxOptions): Promise<Nginx> {
  const { lesson, port, lifetime = "test" } = options;
  const binary = nginxBinary();
  if (!binary) {
    throw new CheckpointError(() => ({
      expected: t("nginx.missing.expected"),
      seen: t("nginx.missing.seen"),
      next: t("nginx.missing.next"),
      read: lesson,
    }));
  }
  // An nginx that names no version is taken for the oldest the workshop knows: no -e switch.
  const version = nginxVersion(binary) ?? oldest;
  const prefix = mkdtempSync(join(tmpdir(), NGINX_PREFIX));
  mkdirSync(join(prefix, "logs"));
  const file = join(prefix, "nginx.conf");
  writeFileSync(file, withTempPathsInPrefix(config));
  const { base, main } = nginxArguments(
    version,
    prefix,
    file,
    `pid ${join(prefix, "nginx.pid")}; daemon off;`,
  );
  const machine = { user: userInfo().username, port };
  const test = spawnSync(binary, [...base, "-g", main, "-t"], { encoding: "utf8" });
  if (test.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    const output = withoutStartupNoise(`${test.stderr}${test.stdout}`.trim().split("\n"));
    const status = String(test.status);
    const error = () => firstError(output, t("nginx.exitedTest", { code: status }));
    if (machineFault(error(), machine)) {
      // Written in each language: the fault's words are the language's too.
      throw new CheckpointError(() => {
        const fault = machineFault(error(), machine);
        return {
          expected: t("nginx.test.expected"),
          seen: fault?.seen ?? "",
          next: fault?.next ?? "",
          read: lesson,
          output,
          outputLabel: t("nginx.test.label"),
        };
      });
    }
    const line = Number(/nginx\.conf:(\d+)/.exec(error())?.[1] ?? 1);
    const lines = config.split("\n");
    // Quote the configuration around the line nginx names, numbered, indentation kept.
    const around = lines
      .map((text, i) => `${String(i + 1).padStart(3)}${i + 1 === line ? " >" : "  "} ${text}`)
      .slice(Math.max(0, line - 6), line + 3);
    const printedMore = !/^\s*(#|[a-z_]+(\s|;|\{|$)|$)/.test(lines[0] ?? "");
    throw new CheckpointError(() => ({
      expected: t("nginx.accept.expected"),
      seen: t("nginx.accept.seen", { error: error().replace(/ in \S*nginx\.conf:/, " at line ") }),
      next: printedMore ? t("nginx.accept.nextPrinted") : t("nginx.accept.nextFix"),
      read: lesson,
      output: around,
      outputLabel: t("nginx.accept.label", { line: String(line) }),
    }));
  }
  const program = await spawnProgramCommand([binary, ...base, "-g", main], lifetime);
  const stop = async () => {
    await program.stop();
    rmSync(prefix, { recursive: true, force: true });
  };
  deferCleanup(stop, lifetime);
  // nginx forks its workers once it listens, or exits when it cannot (a port in use: after 5
  // tries in 2.5 s). Another program that holds the port would answer too: hence the workers.
  await waitFor(
    async () => program.exit !== undefined || (await hasChildren(program.pid)),
    START_DEADLINE_MS,
  );
  if (program.exit !== undefined) {
    await waitFor(() => program.closed, 1000);
    const output = withoutStartupNoise(program.lastLines());
    const code = String(program.exit.code);
    const error = () => firstError(output, t("nginx.exitedStart", { code }));
    await stop();
    throw new CheckpointError(() => ({
      expected: t("nginx.start.expected"),
      ...(machineFault(error(), machine) ?? {
        seen: t("nginx.start.seen", { error: error() }),
        next: t("nginx.start.next", { port: String(port) }),
      }),
      read: lesson,
      output,
      outputLabel: t("nginx.start.label"),
    }));
  }
  return {
    pid: program.pid,
    version,
    prefix,
    lastLines: (n?: number) => withoutStartupNoise(program.lastLines(n)),
    stop,
  };
}
