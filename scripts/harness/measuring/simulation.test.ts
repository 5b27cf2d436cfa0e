import { expect, test } from "vitest";
import {
  MAX_SIMULATED_CPUS,
  parseSimulatedCpus,
  SIMULATION_ENV,
  simulation,
  simulationValue,
} from "./simulation.ts";

test("no simulation on a real machine", () => {
  expect(simulation({})).toBeUndefined();
  expect(simulation({ [SIMULATION_ENV]: "" })).toBeUndefined();
});

test("a simulation is read from its JSON", () => {
  expect(simulation({ [SIMULATION_ENV]: '{"cpus":32,"real":2}' })).toEqual({ cpus: 32, real: 2 });
});

test("a malformed simulation throws instead of measuring the real machine", () => {
  for (const text of ["32", '{"cpus":0,"real":2}', '{"cpus":8}', '{"cpus":2.5,"real":2}', "{"]) {
    expect(() => simulation({ [SIMULATION_ENV]: text })).toThrow(SIMULATION_ENV);
  }
});

test("--simulate-cpus takes one count or a list", () => {
  expect(parseSimulatedCpus("16")).toEqual([16]);
  expect(parseSimulatedCpus("4, 8,16")).toEqual([4, 8, 16]);
  for (const text of ["", "0", "2.5", "four", "4,,8", String(MAX_SIMULATED_CPUS + 1)]) {
    expect(() => parseSimulatedCpus(text)).toThrow("--simulate-cpus");
  }
});

test("a simulation's value reads back as itself", () => {
  const value = simulationValue({ cpus: 8, real: 2 });
  expect(simulation({ [SIMULATION_ENV]: value })).toEqual({ cpus: 8, real: 2 });
});
