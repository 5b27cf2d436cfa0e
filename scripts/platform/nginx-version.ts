/**
 * Which nginx this machine has, and what that version does, in one place: the harness runs
 * nginx with no option its version lacks, the checkpoints expect what it does with upstream
 * keep-alive, and `npm run doctor` names it. The version is read from `nginx -v`, never assumed.
 *
 * Versions learners meet (each distribution's package page): Ubuntu 20.04 and 22.04 ship 1.18,
 * Debian 12 ships 1.22, Ubuntu 24.04 ships 1.24, Debian 13 ships 1.26; Homebrew and nginx.org's
 * own packages follow the stable line (1.30 in 2026).
 *
 * What changed between them, from nginx's CHANGES (docs/xml/nginx/changes.xml in nginx/nginx):
 * - 1.19.5 (2020-11-24): "the -e switch" (the error log on the command line). Before it,
 *   `nginx -e stderr` fails with `nginx: invalid option: "e"` (getodk/central-frontend#1039).
 * - 1.29.7 (2026-03-24): "now the "keepalive" directive in the "upstream" block is enabled by
 *   default" and "now ngx_http_proxy_module supports keepalive by default; the default value for
 *   "proxy_http_version" is "1.1"; the "Connection" proxy header is not sent by default
 *   anymore" (nginx/nginx#1080; an explicit upstream caches 16 idle connections, `keepalive 0;`
 *   turns it off).
 */
import { spawnSync } from "node:child_process";
import semver from "semver";

/** The first version with the `-e <file>` switch. */
export const ERROR_LOG_SWITCH_SINCE = "1.19.5";

/** The first version that keeps connections to an upstream alive without being told. */
export const UPSTREAM_KEEPALIVE_DEFAULT_SINCE = "1.29.7";

/** What one nginx version can do, as far as the workshop depends on it. */
export interface NginxVersion {
  /** e.g. "1.18.0" */
  version: string;
  /** the whole first line of `nginx -v`, e.g. "nginx version: nginx/1.18.0 (Ubuntu)" */
  banner: string;
  /** whether `-e <file>` exists (1.19.5+); else the error log is set with `-g "error_log …;"` */
  errorLogSwitch: boolean;
  /**
   * whether upstream connections are kept alive by default (1.29.7+): HTTP/1.1 to the host, no
   * `Connection: close`, 16 idle connections cached per worker
   */
  upstreamKeepaliveByDefault: boolean;
}

/**
 * Reads `nginx -v`'s output ("nginx version: nginx/1.18.0 (Ubuntu)"; nginx prints it on
 * stderr). A build that names itself otherwise (openresty/1.21.4.1, a version of four parts)
 * is read by its first three numbers.
 *
 * @returns the version and what it can do, or `undefined` when the text names no version
 */
export function parseNginxVersion(output: string): NginxVersion | undefined {
  const banner = output.split("\n").find((line) => /version:/i.test(line));
  const found = banner && /\/(\d+\.\d+\.\d+)/.exec(banner)?.[1];
  if (!banner || !found) return undefined;
  const version = semver.valid(found) ?? "";
  return {
    version,
    banner: banner.trim(),
    errorLogSwitch: semver.gte(version, ERROR_LOG_SWITCH_SINCE),
    upstreamKeepaliveByDefault: semver.gte(version, UPSTREAM_KEEPALIVE_DEFAULT_SINCE),
  };
}

/**
 * Where nginx writes errors, as command-line arguments: `-e stderr` where the switch exists,
 * else `error_log stderr;` among the main-context directives of `-g` (error_log's special value
 * `stderr`, nginx docs "ngx_core_module"; several error_log directives may stand together since
 * 1.5.2, so a configuration's own error_log still works). `mainDirectives` are the other `-g`
 * directives (`pid …; daemon off;`).
 */
export function nginxArguments(
  nginx: Pick<NginxVersion, "errorLogSwitch">,
  prefix: string,
  configFile: string,
  mainDirectives: string,
): { base: string[]; main: string } {
  const base = ["-p", prefix, "-c", configFile];
  return nginx.errorLogSwitch
    ? { base: [...base, "-e", "stderr"], main: mainDirectives }
    : { base, main: `error_log stderr; ${mainDirectives}` };
}

/**
 * The alert an nginx older than 1.19.5 prints at every start as an ordinary user: before it
 * reads any configuration it opens its compiled-in error log (Debian and Ubuntu:
 * `/var/log/nginx/error.log`), and only root may. It goes on with stderr, so the line says
 * nothing of the configuration or the machine's fitness to run it.
 */
const DEFAULT_LOG_ALERT = /\[alert\] could not open error log file: /;

/** nginx's output without the lines that say nothing of this run (see DEFAULT_LOG_ALERT). */
export function withoutStartupNoise(lines: readonly string[]): string[] {
  return lines.filter((line) => !DEFAULT_LOG_ALERT.test(line));
}

const cache = new Map<string, NginxVersion | undefined>();

/**
 * Runs `<binary> -v` once per binary (a few ms) and reads its version.
 *
 * @returns the version, or `undefined` when the binary does not run or names no version
 */
export function nginxVersion(binary: string): NginxVersion | undefined {
  if (!cache.has(binary)) {
    const result = spawnSync(binary, ["-v"], { encoding: "utf8", timeout: 5000 });
    cache.set(binary, parseNginxVersion(`${result.stderr ?? ""}\n${result.stdout ?? ""}`));
  }
  return cache.get(binary);
}
