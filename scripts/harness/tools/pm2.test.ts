import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { processesRunning } from "../processes/process-table.ts";
import { waitFor } from "../processes/wait.ts";
import { Pm2Session } from "./pm2.ts";

const cwd = mkdtempSync(join(tmpdir(), "workshop-pm2-test-"));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

/** The home is gone, no process names it, and neither comes back within `ms`. */
async function staysGone(home: string, ms: number): Promise<boolean> {
  const gone = async () => !existsSync(home) && (await processesRunning([home])).length === 0;
  if (!(await gone())) return false;
  return !(await waitFor(async () => !(await gone()), ms));
}

test("stop() while a pm2 command still starts the daemon leaves neither the home nor a daemon", {
  timeout: 30_000,
}, async () => {
  const session = new Pm2Session(cwd, {});
  // `pm2 ping` starts a daemon when none runs: stop() comes while it does.
  const ping = session.run(["ping"]);
  await waitFor(() => existsSync(join(session.home, "pm2.log")), 10_000, 20);
  await session.stop();
  await ping;
  expect(await staysGone(session.home, 2000)).toBe(true);
});

test("a pm2 command after stop() does not run, so it cannot recreate the home", {
  timeout: 30_000,
}, async () => {
  const session = new Pm2Session(cwd, {});
  await session.stop();
  // a checkpoint that timed out can still be polling `pm2 jlist`
  expect(await session.list()).toEqual([]);
  expect((await session.run(["ping"])).code).toBeNull();
  expect(await staysGone(session.home, 1000)).toBe(true);
});
