// `npm run check` on Windows itself (not WSL) stops before it starts anything: no vitest, no
// server, no process at all. Windows is simulated in a real `npm run check` process by
// ./fixtures/simulate-win32.mjs, which also writes down every program the process starts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "vitest";
import { workshopRoot } from "../harness/paths.ts";
import { checksRefused } from "./check.ts";

const simulate = fileURLToPath(new URL("fixtures/simulate-win32.mjs", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "workshop-win32-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `node --import <simulation> <args>` from the workshop; its output and what it started. */
function simulated(args: string[], name: string) {
  const log = join(dir, `${name}.log`);
  const result = spawnSync(process.execPath, ["--import", simulate, ...args], {
    cwd: workshopRoot,
    encoding: "utf8",
    env: { ...process.env, SIMULATED_SPAWNS: log, NO_COLOR: "1", LANG: "C", LC_ALL: "C" },
    timeout: 60_000,
  });
  let started: string[] = [];
  try {
    started = readFileSync(log, "utf8").trim().split("\n").filter(Boolean);
  } catch {
    // nothing was started
  }
  return { ...result, started };
}

test("the simulation sees a program started (it can fail)", () => {
  const run = simulated(["-e", "require('node:child_process').spawnSync('true')"], "control");
  expect(run.started).toEqual([expect.stringMatching(/^spawnSync true/)]);
});

test("on a simulated win32, npm run check refuses before it starts any process", () => {
  const run = simulated(["--import", "tsx", "scripts/cli.ts", "check", "1"], "check");
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/Windows itself cannot run the checks/);
  expect(run.stderr).toMatch(/WSL2 \(wsl --install.*dev container/s);
  // tsx's compiler (esbuild) is the only program a TypeScript CLI may start to load itself.
  expect(run.started.filter((line) => !/esbuild/.test(line))).toEqual([]);
});

test("Linux and macOS are not refused", () => {
  expect(checksRefused("linux")).toBeUndefined();
  expect(checksRefused("darwin")).toBeUndefined();
  expect(checksRefused("win32")).toMatch(/process group/);
});
