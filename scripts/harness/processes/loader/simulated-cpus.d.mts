import type { CpuInfo } from "node:os";

/** A simulated machine: `cpus` presented on `real` usable CPUs (simulation.ts). */
export interface SimulatedMachine {
  cpus: number;
  real: number;
}
/** os.cpus() of the real machine, whatever a simulation presents. */
export function realCpus(): CpuInfo[];
/** os.availableParallelism() of the real machine, whatever a simulation presents. */
export function realAvailableParallelism(): number;
/** The simulation in `env` (WORKSHOP_SIMULATED_CPUS), or undefined; throws when malformed. */
export function readSimulation(env?: NodeJS.ProcessEnv): SimulatedMachine | undefined;
/** N, unless `realCount` is below the CPUs the simulation started on (then `realCount`). */
export function simulatedCount(simulation: SimulatedMachine, realCount: number): number;
/** `list` repeated to `count` entries. */
export function repeatedCpus(list: readonly CpuInfo[], count: number): CpuInfo[];
