// Given, not a TODO: starts one of this folder's servers on a free port and stops it again.
// compare.ts uses it so that it can focus on the measurement.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import getPort from "get-port";

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** stops the server and, for a cluster primary, all its workers */
  stop: () => Promise<void>;
}

/**
 * Starts `file` (a URL relative to this folder, e.g. "./primary.ts") with `node --import tsx`,
 * on a free port passed through PORT, and resolves once it printed "App listening on port"
 * (once per worker for a cluster: `listeners` lines). Rejects if it exits first or takes over 15 s.
 */
export async function startServer(file: string, listeners = 1): Promise<RunningServer> {
  const port = await getPort();
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(new URL(file, import.meta.url))],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "pipe", "inherit"],
      detached: true, // its own process group: one signal stops the primary and its workers
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-(child.pid ?? 0), "SIGTERM");
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    let seen = 0;
    const timer = setTimeout(() => reject(new Error(`${file} was not ready within 15 s`)), 15_000);
    child.once("exit", (code) =>
      reject(new Error(`${file} exited (code ${code}) before it was ready`)),
    );
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line.includes(`App listening on port ${port}`) && ++seen === listeners) {
        clearTimeout(timer);
        resolve();
      }
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}
