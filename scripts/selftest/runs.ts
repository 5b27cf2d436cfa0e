/**
 * What the self-test's parts share: their verdict, the workshop CLI started as a learner or an
 * instructor would (in its own process group, output collected), and the list of anything a
 * check or the demo left running.
 */
import { spawn } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { learnerLoaderUrl, workshopRoot } from "../harness/paths.ts";
import { processesRunning } from "../harness/processes/process-table.ts";
import { waitFor } from "../harness/processes/wait.ts";
import { NGINX_PREFIX } from "../harness/tools/nginx.ts";

/** One part's verdict. */
export interface Verdict {
  what: string;
  ok: boolean;
  /** one line per defect */
  defects: string[];
  seconds: number;
  /** the captured check output, printed when a defect is found */
  log: string;
}

/** Starts the workshop CLI with `args` in its own process group, collecting its output. */
export function startCli(args: string[]) {
  const cli = join(workshopRoot, "scripts/cli.ts");
  const child = spawn(process.execPath, ["--import", "tsx", cli, ...args], {
    cwd: workshopRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { log: "" };
  child.stdout.on("data", (chunk) => {
    output.log += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output.log += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid ?? 0), signal);
      return true;
    } catch {
      return false;
    }
  };
  return { args, child, output, exited, killGroup };
}

/**
 * Anything a check left behind: processes running the learner-program preload or tsx's loader
 * from this workshop (pm2's workers), live pm2 daemons, nginx runs and their folders, temporary
 * PM2_HOME folders, fake cgroup trees and traffic-probe folders.
 */
export async function leftovers(): Promise<string[]> {
  return described(await leftBehind());
}

function described({ processes, folders }: Awaited<ReturnType<typeof leftBehind>>): string[] {
  return [...processes.map((p) => `${p.pid} ${p.cmd}`), ...folders.map((f) => `folder ${f}`)];
}

/** What {@link setAside} found before the self-test began: not this run's to judge or clear. */
const setAsideAtStart = { pids: new Set<number>(), folders: new Set<string>() };

/**
 * Sets aside what is there before the self-test begins: a run cut short (a closed laptop, a
 * killed CI job) can leave a PM2_HOME folder in /tmp, and another user's check may be running.
 * {@link leftovers} and {@link clearLeftovers} leave these out from then on.
 *
 * @returns what was set aside, in {@link leftovers}' wording
 */
export async function setAside(): Promise<string[]> {
  const found = await leftBehind();
  for (const { pid } of found.processes) setAsideAtStart.pids.add(pid);
  for (const folder of found.folders) setAsideAtStart.folders.add(folder);
  return described(found);
}

async function leftBehind() {
  const tsxLoader = join(workshopRoot, "node_modules/tsx/dist/loader.mjs");
  const processes = (
    await processesRunning([learnerLoaderUrl, tsxLoader, "PM2 v", NGINX_PREFIX])
  ).filter((p) => !setAsideAtStart.pids.has(p.pid));
  const prefixes = ["workshop-pm2-home-", NGINX_PREFIX, "workshop-cgroup-", "workshop-traffic-"];
  const folders = readdirSync(tmpdir())
    .filter((name) => prefixes.some((prefix) => name.startsWith(prefix)))
    .map((name) => join(tmpdir(), name))
    .filter((folder) => !setAsideAtStart.folders.has(folder));
  return { processes, folders };
}

/**
 * SIGKILLs and removes whatever {@link leftovers} lists, so that the parts after the one that
 * left it are judged on what they leave themselves.
 */
export async function clearLeftovers(): Promise<void> {
  const { processes, folders } = await leftBehind();
  for (const { pid } of processes) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // it has ended already
    }
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

/**
 * Presses Ctrl-C on a running CLI (SIGINT to its whole process group, as a terminal does), then
 * SIGKILLs whatever is left of the group.
 *
 * @returns the defects: the CLI had already ended, did not end within `endMs`, or left anything
 *   running 5 s later, or anything came back within 2 s after that
 */
export async function interruptCli(cli: ReturnType<typeof startCli>, endMs: number) {
  const defects: string[] = [];
  const what = `the ${cli.args[0] ?? "command"}`;
  if (!cli.killGroup("SIGINT")) defects.push(`${what} had already ended`);
  await Promise.race([cli.exited, new Promise((r) => setTimeout(r, endMs).unref())]);
  if (cli.child.exitCode === null && cli.child.signalCode === null)
    defects.push(`${what} did not end within ${endMs / 1000} s of Ctrl-C`);
  // Nothing left, and still nothing a little later: a pm2 command cut short can start a daemon.
  const nothingLeft = async () => (await leftovers()).length === 0;
  if (
    !(await waitFor(nothingLeft, 5000)) ||
    (await waitFor(async () => !(await nothingLeft()), 2000))
  ) {
    defects.push(...(await leftovers()).map((p) => `left running after Ctrl-C: ${p}`));
  }
  cli.killGroup("SIGKILL");
  return defects;
}
