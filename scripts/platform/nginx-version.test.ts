import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { firstError } from "../harness/tools/nginx.ts";
import { nginxArguments, parseNginxVersion, withoutStartupNoise } from "./nginx-version.ts";

/** A recorded output of ./fixtures/nginx/ (fixtures/README.md says where each comes from). */
const recorded = (name: string) =>
  readFileSync(new URL(`fixtures/nginx/${name}`, import.meta.url), "utf8");

describe("parseNginxVersion", () => {
  test.each([
    // Ubuntu 20.04 and 22.04's package names itself so; the version is what counts.
    [
      "1.18.0 (Ubuntu 20.04, 22.04)",
      "nginx version: nginx/1.18.0 (Ubuntu)",
      "1.18.0",
      false,
      false,
    ],
    ["1.18.0 built from its release tag", recorded("1.18.0-v.txt"), "1.18.0", false, false],
    ["1.22.1 (Debian 12, this machine)", recorded("1.22.1-v.txt"), "1.22.1", true, false],
    ["1.26.3 built from its release tag", recorded("1.26.3-v.txt"), "1.26.3", true, false],
    ["1.30.4 built from its release tag", recorded("1.30.4-v.txt"), "1.30.4", true, true],
    ["1.19.5, the first with -e", "nginx version: nginx/1.19.5", "1.19.5", true, false],
    [
      "1.29.6, the last without upstream keep-alive",
      "nginx version: nginx/1.29.6",
      "1.29.6",
      true,
      false,
    ],
    ["1.29.7, the first with it", "nginx version: nginx/1.29.7", "1.29.7", true, true],
    ["OpenResty's four numbers", "nginx version: openresty/1.21.4.1", "1.21.4", true, false],
  ])("%s", (_, output, version, errorLogSwitch, keepalive) =>
    expect(parseNginxVersion(output)).toMatchObject({
      version,
      errorLogSwitch,
      upstreamKeepaliveByDefault: keepalive,
    }),
  );
  test("no version: nothing claimed", () => {
    expect(parseNginxVersion("")).toBeUndefined();
    expect(parseNginxVersion("sh: 1: nginx: not found")).toBeUndefined();
  });
});

describe("nginxArguments: no option the version lacks", () => {
  const main = "pid /p/nginx.pid; daemon off;";
  test("1.18 (recorded refusing -e): the error log through -g", () => {
    expect(recorded("1.18.0-e-stderr.txt")).toMatch(/invalid option: "e"/);
    const old = parseNginxVersion(recorded("1.18.0-v.txt"));
    if (!old) throw new Error("no version in the fixture");
    const { base, main: directives } = nginxArguments(old, "/p", "/p/nginx.conf", main);
    expect(base).toEqual(["-p", "/p", "-c", "/p/nginx.conf"]);
    expect(base).not.toContain("-e");
    expect(directives).toBe(`error_log stderr; ${main}`);
  });
  test.each(["1.22.1-v.txt", "1.26.3-v.txt", "1.30.4-v.txt"])("%s: -e stderr", (file) => {
    const version = parseNginxVersion(recorded(file));
    if (!version) throw new Error("no version in the fixture");
    const { base, main: directives } = nginxArguments(version, "/p", "/p/nginx.conf", main);
    expect(base).toEqual(["-p", "/p", "-c", "/p/nginx.conf", "-e", "stderr"]);
    expect(directives).toBe(main);
  });
});

describe("what an old nginx prints as an ordinary user", () => {
  const lines = (file: string) => recorded(file).trim().split("\n");
  test("the default error log's alert is no error of the configuration or the machine", () => {
    expect(withoutStartupNoise(lines("1.18.0-t-ordinary-user.txt"))).toEqual([
      "nginx: the configuration file /tmp/ngx118u/nginx.conf syntax is ok",
      "nginx: configuration file /tmp/ngx118u/nginx.conf test is successful",
    ]);
  });
  test("the error named is the configuration's [emerg] line, not the alert", () =>
    expect(firstError(lines("1.18.0-t-error-ordinary-user.txt"), "none")).toMatch(
      /\[emerg\].*unexpected "\}"/,
    ));
  test("nginx refusing an option is named, not line 1 of the configuration", () =>
    expect(firstError(lines("1.18.0-e-stderr.txt"), "none")).toBe('nginx: invalid option: "e"'));
});
