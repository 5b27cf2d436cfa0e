import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { freePort } from "../processes/ports.ts";
import { get } from "./http-client.ts";
import { machineFault, nginxBinary, startNginx, withTempPathsInPrefix } from "./nginx.ts";

const CONFIG = `worker_processes 1;

events {
  worker_connections 1024;
}

http {
  access_log off;
}`;

const TEMP_PATHS =
  " client_body_temp_path body; proxy_temp_path proxy; fastcgi_temp_path fastcgi; uwsgi_temp_path uwsgi; scgi_temp_path scgi;";

describe("withTempPathsInPrefix", () => {
  test("adds every temp path on the http line, so line numbers stay the learner's", () => {
    const out = withTempPathsInPrefix(CONFIG);
    expect(out.split("\n")).toHaveLength(CONFIG.split("\n").length);
    expect(out.split("\n")[6]).toBe(`http {${TEMP_PATHS}`);
  });
  test("http{ without a space, indented", () =>
    expect(withTempPathsInPrefix("  http{\n}")).toBe(`  http{${TEMP_PATHS}\n}`));
  test("a brace on the next line", () =>
    expect(withTempPathsInPrefix("http\n{\n}")).toBe(`http\n{${TEMP_PATHS}\n}`));
  test("leaves a temp path the configuration sets itself", () => {
    const own = "http {\n  proxy_temp_path /srv/proxy;\n}";
    const out = withTempPathsInPrefix(own);
    expect(out.match(/proxy_temp_path/g)).toHaveLength(1);
    expect(out).toContain("client_body_temp_path body;");
  });
  test("not a proxy_pass http:// line, nor a comment", () => {
    const text = "# http {\nevents {}\n  proxy_pass http://app;";
    expect(withTempPathsInPrefix(text)).toBe(text);
  });
});

describe("machineFault", () => {
  const machine = { user: "learner", port: 41234 };
  test("a temp folder only root may create: the machine's, with its fix", () => {
    const fault = machineFault(
      '2026/12/01 01:04:44 [emerg] 4998#4998: mkdir() "/var/lib/nginx/body" failed (13: Permission denied)',
      machine,
    );
    expect(fault?.seen).toMatch(/run as learner, may not create \/var\/lib\/nginx\/body/);
    expect(fault?.seen).toMatch(/not a mistake in your configuration/);
    expect(fault?.next).toMatch(/sudo mkdir -p \/var\/lib\/nginx\/body && sudo chown learner/);
    expect(fault?.next).not.toMatch(/Fix the line/);
  });
  test("a log file it may not open: its folder, and access_log off", () => {
    const fault = machineFault(
      'nginx: [emerg] open() "/var/log/nginx/access.log" failed (13: Permission denied)',
      machine,
    );
    expect(fault?.seen).toMatch(/may not open \/var\/log\/nginx\/access.log/);
    expect(fault?.next).toMatch(/access_log off;.*sudo chown learner \/var\/log\/nginx`\)/);
  });
  test("the check's port taken by another program: the machine's", () => {
    const fault = machineFault(
      "[emerg] 7#7: bind() to 127.0.0.1:41234 failed (98: Address already in use)",
      machine,
    );
    expect(fault?.seen).toMatch(/another program on this machine took that port/);
    expect(fault?.next).toMatch(/lsof -i :41234/);
  });
  test("another port in use: the configuration ignores PORT", () =>
    expect(
      machineFault("bind() to 0.0.0.0:80 failed (98: Address already in use)", machine),
    ).toBeUndefined());
  test("a syntax error is the configuration's", () =>
    expect(
      machineFault('nginx: [emerg] unexpected "}" in /tmp/workshop-nginx-x/nginx.conf:12', machine),
    ).toBeUndefined());
});

/**
 * nginx 1.18's command line over this machine's nginx: `-v` prints 1.18's banner and `-e` is
 * refused with 1.18's own words, as recorded from a 1.18.0 build (../../platform/fixtures/);
 * anything else runs the real nginx. What the harness passes is what 1.18 would get.
 */
function nginx118(dir: string, real: string): string {
  const fixtures = fileURLToPath(new URL("../../platform/fixtures/nginx/", import.meta.url));
  const fake = join(dir, "nginx");
  writeFileSync(
    fake,
    [
      "#!/bin/sh",
      `[ "$1" = "-v" ] && { cat "${fixtures}1.18.0-v.txt" >&2; exit 0; }`,
      `for a in "$@"; do [ "$a" = "-e" ] && { cat "${fixtures}1.18.0-e-stderr.txt" >&2; exit 1; }; done`,
      `exec "${real}" "$@"`,
      "",
    ].join("\n"),
  );
  chmodSync(fake, 0o755);
  return fake;
}

describe("startNginx on nginx 1.18 (Ubuntu 20.04 and 22.04)", () => {
  const real = nginxBinary();
  test.skipIf(!real)("a correct configuration starts and answers", async () => {
    const dir = mkdtempSync(join(tmpdir(), "workshop-nginx118-"));
    const path = process.env.PATH;
    try {
      const fake = nginx118(dir, real ?? "");
      process.env.PATH = `${dir}${delimiter}${path}`;
      expect(nginxBinary()).toBe(fake);
      const port = await freePort();
      const config = `worker_processes 1;\nevents {}\nhttp {\n  access_log off;\n  server {\n    listen 127.0.0.1:${port};\n    return 200 "up";\n  }\n}`;
      const nginx = await startNginx(config, { lesson: "x", port });
      try {
        expect(nginx.version.version).toBe("1.18.0");
        const answer = await get(`http://127.0.0.1:${port}/`, 2000);
        expect("status" in answer && answer.status).toBe(200);
      } finally {
        await nginx.stop();
      }
    } finally {
      process.env.PATH = path;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
