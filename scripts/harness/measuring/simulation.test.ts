import { expect, test } from "vitest";
import { SIMULATION_ENV, simulation } from "./simulation.ts";

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
