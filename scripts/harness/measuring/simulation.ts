/**
 * A simulated machine: `--simulate-cpus <N>` (check, bench, selftest) presents N CPUs to the
 * learner's program and to the harness on a machine that has fewer, so that the checks can be
 * proven at sizes a maintainer does not own. The command sets {@link SIMULATION_ENV}; every
 * process of the check (the learner's, the harness's, pm2's) reads it. Only the counts are
 * simulated: N workers really run on the `real` CPUs there are, so a speed-up above what those
 * give cannot be shown.
 */

import { readSimulation } from "../processes/loader/simulated-cpus.mjs";

/** The environment variable a simulation travels in: JSON `{"cpus": N, "real": R}`. */
export const SIMULATION_ENV = "WORKSHOP_SIMULATED_CPUS";

/** A simulated machine: `cpus` presented, `real` CPUs the process may really use. */
export interface Simulation {
  /** the CPUs presented to every program (os.availableParallelism(), os.cpus().length, …) */
  cpus: number;
  /** the usable CPUs of the real machine underneath, counted before the simulation */
  real: number;
}

/**
 * The simulation this process runs in, or `undefined` on a real machine: the loader's own reading
 * (../processes/loader/simulated-cpus.mjs, which runs before tsx and so holds the one parser).
 * @throws Error when {@link SIMULATION_ENV} is set but not `{"cpus": N, "real": R}` with
 *   whole numbers N, R >= 1 (a maintainer's typo must not silently measure the real machine).
 */
export function simulation(env: NodeJS.ProcessEnv = process.env): Simulation | undefined {
  return readSimulation(env);
}

/**
 * Above this many simulated CPUs per real one, a simulated machine shows nothing of how its
 * workers share time: they wait their turn for the real CPUs. No speed-up is worth judging (their
 * switching and start-up weigh on the cluster more than on the reference of as many workers).
 */
export const SIMULATED_PER_REAL = 4;

/**
 * The simulation this process runs in when it presents more than {@link SIMULATED_PER_REAL}
 * CPUs per real one, else `undefined` (a real machine, or a simulation small enough to measure).
 */
export function oversubscribed(env: NodeJS.ProcessEnv = process.env): Simulation | undefined {
  return simulatedAbove(SIMULATED_PER_REAL, env);
}

/** The simulation in `env` when it presents more than `perReal` CPUs per real one. */
function simulatedAbove(perReal: number, env: NodeJS.ProcessEnv): Simulation | undefined {
  const simulated = simulation(env);
  return simulated && simulated.cpus > perReal * simulated.real ? simulated : undefined;
}

/**
 * Above this many simulated CPUs per real one, a worker's share of the work is not held to half
 * its fair share: round-robin hands fewer connections to the workers that answer its hand-off late
 * (Node's `lib/internal/cluster/round_robin_handle.js` gives a queued connection to the first
 * worker to answer), and the workers wait their turn for the real CPUs. At 64 on 2 real CPUs one
 * worker of 64 had 0.46% of the work against a floor of 0.78%; at 8 on 2, one of 8 had 4.1%
 * against 6.3%, in one CI rehearsal of many.
 */
export const SHARES_PER_REAL = 2;

/**
 * The simulation this process runs in when it presents more than {@link SHARES_PER_REAL} CPUs
 * per real one, else `undefined`: there every worker must still do some of the work, no more.
 */
export function sharesBlurred(env: NodeJS.ProcessEnv = process.env): Simulation | undefined {
  return simulatedAbove(SHARES_PER_REAL, env);
}

/** The largest simulated machine `--simulate-cpus` takes: each CPU is a worker really started. */
export const MAX_SIMULATED_CPUS = 256;

/**
 * Reads `--simulate-cpus`: one count, or a comma-separated list of them (bench, selftest).
 * @returns the counts, in the order given
 * @throws Error for anything but whole numbers from 1 to {@link MAX_SIMULATED_CPUS}
 */
export function parseSimulatedCpus(text: string): number[] {
  const counts = text.split(",").map((part) => Number(part.trim()));
  if (counts.length === 0 || counts.some((n) => !isCount(n) || n > MAX_SIMULATED_CPUS)) {
    throw new Error(
      `--simulate-cpus ${text}: give whole numbers of CPUs from 1 to ${MAX_SIMULATED_CPUS}, e.g. 16 or 4,8,16`,
    );
  }
  return counts;
}

/** The variable's value for a simulation of `cpus` CPUs on `real` real ones. */
export function simulationValue({ cpus, real }: Simulation): string {
  return JSON.stringify({ cpus, real });
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1;
}
