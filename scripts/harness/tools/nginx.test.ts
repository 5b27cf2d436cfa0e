import { describe, expect, test } from "vitest";
import { machineFault, withTempPathsInPrefix } from "./nginx.ts";

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
