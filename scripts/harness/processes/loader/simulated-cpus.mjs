// A simulated machine of N CPUs (`--simulate-cpus <N>`; scripts/harness/measuring/simulation.ts):
// preloaded first into every process of a check (the learner's programs and their cluster
// workers through ./register.mjs, pm2's CLI, daemon and apps through ./fallback-only.mjs, the
// checkpoints through scripts/harness/setup.ts). When WORKSHOP_SIMULATED_CPUS holds
// {"cpus": N, "real": R}, os.cpus() lists N CPUs (the real ones repeated), and
// os.availableParallelism() and navigator.hardwareConcurrency say N, so that whatever a program
// counts with (pm2's `instances: 0` counts os.cpus() in its daemon) it forks N workers, which
// really run on the R CPUs there are. A process whose real affinity or quota is narrower than
// the R CPUs the simulation started on (`taskset -c 0`) is not widened: it sees its real count,
// as it would on a machine of N CPUs. module.syncBuiltinESMExports() makes
// `import { availableParallelism } from "node:os"` see the change too (Node docs, "Modules:
// node:module API · module.syncBuiltinESMExports()").
//
// The real functions stay reachable (realCpus, realAvailableParallelism) for the harness's own
// accounting of the machine's CPU time (scripts/harness/measuring/cpus.ts), under a global key:
// a process may evaluate this file twice (Node's loader, then vitest's), and the second must not
// take the patched functions for the real ones.
import { syncBuiltinESMExports } from "node:module";
import os from "node:os";

const ENV = "WORKSHOP_SIMULATED_CPUS";
const KEY = Symbol.for("node-cluster-workshop.real-cpus");

if (!globalThis[KEY]) {
  globalThis[KEY] = {
    cpus: os.cpus,
    availableParallelism: os.availableParallelism,
    installed: false,
  };
}
/** @type {{ cpus: typeof os.cpus, availableParallelism: typeof os.availableParallelism, installed: boolean }} */
const real = globalThis[KEY];

/** os.cpus() of the real machine, whatever a simulation presents. */
export const realCpus = () => real.cpus.call(os);

/** os.availableParallelism() of the real machine, whatever a simulation presents. */
export const realAvailableParallelism = () => real.availableParallelism.call(os);

const isCount = (value) => typeof value === "number" && Number.isInteger(value) && value >= 1;

/**
 * The simulation in `env`, as simulation.ts reads it (this file runs before tsx, so it cannot
 * import the TypeScript): `{ cpus, real }`, or undefined when none.
 * @throws Error when the variable is set but malformed
 */
export function readSimulation(env = process.env) {
  const text = env[ENV];
  if (text === undefined || text === "") return undefined;
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const { cpus, real: realCount } = parsed ?? {};
  if (!isCount(cpus) || !isCount(realCount)) {
    throw new Error(`${ENV} must be {"cpus": N, "real": R} with N, R >= 1, not ${text}`);
  }
  return { cpus, real: realCount };
}

/**
 * What a simulated machine of `simulation.cpus` CPUs counts for a process that really may use
 * `realCount` CPUs: N, unless the process was narrowed below the `simulation.real` CPUs the
 * simulation started on (taskset, a quota), which it keeps.
 */
export function simulatedCount(simulation, realCount) {
  return realCount >= simulation.real ? simulation.cpus : realCount;
}

/** `list` repeated (copies of its entries) to `count` entries. */
export function repeatedCpus(list, count) {
  return Array.from({ length: count }, (_, i) => ({ ...list[i % list.length] }));
}

const simulation = readSimulation();
if (simulation && !real.installed) {
  real.installed = true;
  os.cpus = () => repeatedCpus(realCpus(), simulation.cpus);
  os.availableParallelism = () => simulatedCount(simulation, realAvailableParallelism());
  // Node >= 21: navigator.hardwareConcurrency is a getter of Navigator.prototype.
  if (typeof globalThis.navigator === "object" && globalThis.navigator !== null) {
    Object.defineProperty(globalThis.navigator, "hardwareConcurrency", {
      configurable: true,
      enumerable: true,
      get: () => os.availableParallelism(),
    });
  }
  syncBuiltinESMExports();
}
