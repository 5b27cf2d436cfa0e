// The traffic probe's stand-in for loadtest (../processes/loader/loadtest-double.mjs), on
// whichever Node.js runs the unit tests: its hook is module.registerHooks on 22.15+, module.register
// below. No load is sent: the stand-ins answer at once.
import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";
import { runCleanups } from "../processes/cleanup.ts";
import { portOf, trafficProbe } from "./traffic.ts";

/** Runs an ES module script that imports "loadtest", with the probe's environment. */
function script(source: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ["--input-type=module", "-e", source], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
}

test("a promise-style call gets the stand-in's result, p99 false, and is recorded", async () => {
  const probe = trafficProbe({ loadtest: "no-p99" });
  const run = script(
    'import { loadTest } from "loadtest";\n' +
      'const r = await loadTest({ url: "http://127.0.0.1:9/heavy", maxRequests: 5, concurrency: 2 });\n' +
      "console.log(JSON.stringify(r.percentiles));",
    probe.env,
  );
  // stderr may hold Node's own warning about loadtest's util._extend (DEP0060, Node 22+).
  expect(run.status, run.stderr).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual({ 50: 3, 90: 7, 95: 9, 99: false });
  const [call, ...more] = probe.calls();
  expect(more).toEqual([]);
  expect(call).toMatchObject({ maxRequests: 5, concurrency: 2, result: { totalRequests: 5 } });
  expect(portOf(call?.url)).toBe(9);
  await runCleanups("all");
});

test("a callback-style call of the default export gets the stand-in's error", async () => {
  const probe = trafficProbe({ loadtest: "reject" });
  const run = script(
    'import loadtest from "loadtest";\n' +
      'loadtest.loadTest({ url: "http://127.0.0.1:9/" }, (error) => console.log(error.message));',
    probe.env,
  );
  expect(run.stdout).toContain("a checkpoint's stand-in");
  expect(probe.calls()).toMatchObject([{ error: expect.stringContaining("stand-in") }]);
  await runCleanups("all");
});

test("portOf reads a URL's port, and 0 for anything else", () => {
  expect(portOf("http://127.0.0.1:41234/heavy")).toBe(41234);
  expect(portOf("not a url")).toBe(0);
  expect(portOf(undefined)).toBe(0);
});
