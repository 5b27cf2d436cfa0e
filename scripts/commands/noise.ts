/**
 * Noise for `npm run bench -- --noise 0,50,80,95`: a duty-cycled busy loop pinned to one CPU, the
 * way docs/measurement.md ("A core shared with another program") reproduced a learner's laptop with
 * a browser busy on one core (`taskset -c 1`, a loop that spins N ms of every 20 ms). It runs in
 * its own process group, stopped whatever happens (../harness/processes/groups.ts).
 */
import { spawn } from "node:child_process";
import { realAllowedCpus } from "../harness/measuring/cpus.ts";
import { stopGroup, trackGroup } from "../harness/processes/groups.ts";

/** The busy loop's period, in ms: it spins `percent` of it and sleeps the rest. */
export const NOISE_PERIOD_MS = 20;

const LOOP = `
const busyMs = (${NOISE_PERIOD_MS} * Number(process.argv[1])) / 100;
const spin = () => {
  const end = performance.now() + busyMs;
  while (performance.now() < end);
  setTimeout(spin, ${NOISE_PERIOD_MS} - busyMs);
};
spin();
`;

/** The CPU the noise is pinned to: the last CPU of this process's affinity (CPU 1 of 2 here). */
export function noiseCpu(): number {
  return realAllowedCpus()?.at(-1) ?? 0;
}

/**
 * Runs `run` while a busy loop spins `percent` % of every {@link NOISE_PERIOD_MS} ms on
 * {@link noiseCpu}; with 0 % it just runs `run`.
 *
 * @throws Error when taskset cannot start the loop (util-linux missing)
 */
export async function withNoise<T>(percent: number, run: () => Promise<T>): Promise<T> {
  if (percent <= 0) return run();
  const child = spawn(
    "taskset",
    ["-c", String(noiseCpu()), process.execPath, "-e", LOOP, String(Math.min(100, percent))],
    { detached: true, stdio: "ignore" },
  );
  const pid = await new Promise<number>((resolve, reject) => {
    child.once("spawn", () => resolve(child.pid ?? 0));
    child.once("error", reject);
  });
  trackGroup(pid);
  try {
    return await run();
  } finally {
    await stopGroup(pid);
  }
}
