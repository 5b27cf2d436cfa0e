// A simulated machine of N CPUs, as every program of a check sees it through the preloads
// (./simulated-cpus.mjs): os.cpus(), os.availableParallelism(), their named ESM exports and
// navigator.hardwareConcurrency all say N; a process pinned below the real CPUs keeps its count.
import { spawnSync } from "node:child_process";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import which from "which";
import { SIMULATION_ENV, simulationValue } from "../../measuring/simulation.ts";
import { fallbackLoaderUrl, learnerLoaderUrl, workshopRoot } from "../../paths.ts";
import { learnerEnvironment } from "../launch.ts";
import { realAvailableParallelism, repeatedCpus, simulatedCount } from "./simulated-cpus.mjs";

const PRINT = `
import os, { availableParallelism, cpus } from "node:os";
console.log(JSON.stringify([os.cpus().length, os.availableParallelism(), availableParallelism(),
  cpus().length, globalThis.navigator?.hardwareConcurrency ?? null]));
`;

/** What a program preloaded as `how` counts: [cpus, parallelism, its ESM export, …, navigator]. */
function counts(how: "--import" | "NODE_OPTIONS", env: NodeJS.ProcessEnv, wrapper: string[] = []) {
  const file = pathToFileURL(`${workshopRoot}/scripts/harness/processes/loader/`).href;
  const args =
    how === "--import"
      ? ["--import", learnerLoaderUrl, "--input-type=module", "-e", PRINT]
      : ["--input-type=module", "-e", PRINT];
  const [command = process.execPath, ...rest] = [...wrapper, process.execPath, ...args];
  const result = spawnSync(command, rest, {
    cwd: workshopRoot,
    encoding: "utf8",
    timeout: 30_000,
    env: {
      ...process.env,
      ...env,
      ...(how === "NODE_OPTIONS" ? { NODE_OPTIONS: `--import ${fallbackLoaderUrl}` } : {}),
    },
  });
  expect(result.stderr, file).not.toMatch(/Error/);
  return JSON.parse(result.stdout.trim().split("\n").at(-1) ?? "null") as (number | null)[];
}

const real = realAvailableParallelism();
const simulated = { [SIMULATION_ENV]: simulationValue({ cpus: 32, real }) };
const navigatorCount = (n: number) => ("navigator" in globalThis ? n : null);

describe("a simulated machine of 32 CPUs", () => {
  test("the learner's preload: every count says 32", () => {
    expect(counts("--import", simulated)).toEqual([32, 32, 32, 32, navigatorCount(32)]);
  });
  test("pm2's preload (NODE_OPTIONS): every count says 32", () => {
    expect(counts("NODE_OPTIONS", simulated)).toEqual([32, 32, 32, 32, navigatorCount(32)]);
  });
  test("no simulation: the real counts", () => {
    const host = os.cpus().length;
    expect(counts("--import", {})).toEqual([host, real, real, host, navigatorCount(real)]);
  });
  test.runIf(real > 1 && which.sync("taskset", { nothrow: true }))(
    "pinned to one real CPU, a program counts one available (os.cpus() still lists 32)",
    () => {
      expect(counts("--import", simulated, ["taskset", "-c", "0"])).toEqual([
        32,
        1,
        1,
        32,
        navigatorCount(1),
      ]);
    },
  );
});

test("the simulated count: N, unless narrowed below the real CPUs", () => {
  expect(simulatedCount({ cpus: 16, real: 2 }, 2)).toBe(16);
  expect(simulatedCount({ cpus: 16, real: 2 }, 4)).toBe(16);
  expect(simulatedCount({ cpus: 16, real: 2 }, 1)).toBe(1);
});

test("the real CPUs, repeated to N", () => {
  const cpus = repeatedCpus(os.cpus(), 5);
  expect(cpus).toHaveLength(5);
  expect(cpus[4]?.model).toBe(os.cpus()[4 % os.cpus().length]?.model);
});

test("the learner's environment hands a simulation on, and drops the harness's other variables", () => {
  const saved = { ...process.env };
  process.env[SIMULATION_ENV] = simulated[SIMULATION_ENV];
  process.env.WORKSHOP_TARGET_DIR = "/somewhere";
  try {
    const env = learnerEnvironment();
    expect(env[SIMULATION_ENV]).toBe(simulated[SIMULATION_ENV]);
    expect(env.WORKSHOP_TARGET_DIR).toBeUndefined();
  } finally {
    process.env = saved;
  }
});
