// How loads and deadlines follow the cluster's size (./scale.ts), on a simulated machine.
import { afterEach, expect, test } from "vitest";
import config from "../../../vitest.config.ts";
import {
  CHECKPOINT_BASE_MS,
  checkpointTimeoutMs,
  connectionsFor,
  generatorThreads,
  inTurnRequests,
  largestJudgedWorkers,
  READY_BASE_MS,
  readyDeadlineMs,
  realCpus,
  restartLoadRps,
  rollingDeadlineMs,
  shareRequests,
} from "./scale.ts";
import { SIMULATION_ENV } from "./simulation.ts";

afterEach(() => {
  delete process.env[SIMULATION_ENV];
});

test("connections reach every worker several times: at least 16, 2 per worker", () => {
  expect(connectionsFor(2)).toBe(16);
  expect(connectionsFor(8)).toBe(16);
  expect(connectionsFor(17)).toBe(34);
  expect(connectionsFor(64)).toBe(128);
});

test("the real CPUs are the simulation's real ones, not the presented ones", () => {
  process.env[SIMULATION_ENV] = JSON.stringify({ cpus: 32, real: 2 });
  expect(realCpus()).toBe(2);
});

test("the ready deadline grows with the workers over the real CPUs", () => {
  expect(readyDeadlineMs(1, 2)).toBe(READY_BASE_MS + 500);
  expect(readyDeadlineMs(64, 2)).toBe(READY_BASE_MS + 32_000);
  expect(readyDeadlineMs(64, 64)).toBe(READY_BASE_MS + 1000);
});

test("a rolling restart gets a turn per worker, never under 30 s", () => {
  expect(rollingDeadlineMs(2)).toBe(30_000);
  expect(rollingDeadlineMs(32)).toBe(15_000 + 32 * 6500);
  expect(rollingDeadlineMs(64)).toBeGreaterThan(rollingDeadlineMs(32));
});

test("share and in-turn counts grow with the workers", () => {
  expect(shareRequests(2)).toBe(256);
  expect(shareRequests(32)).toBe(2048);
  expect(inTurnRequests(2)).toBe(40);
  expect(inTurnRequests(64)).toBe(128);
});

test("the restart load is paced only where the workers outnumber the real CPUs", () => {
  expect(restartLoadRps(2, 2, 2)).toBeUndefined();
  // a quarter of 2 CPUs at 2 ms a request: 250 req/s
  expect(restartLoadRps(32, 2, 2)).toBe(250);
});

test("generator threads: one per 16 workers, at most half the real CPUs", () => {
  expect(generatorThreads(64, 2)).toBe(1);
  expect(generatorThreads(16, 32)).toBe(1);
  expect(generatorThreads(17, 32)).toBe(2);
  expect(generatorThreads(64, 8)).toBe(4);
  expect(largestJudgedWorkers(2)).toBe(16);
  expect(largestJudgedWorkers(32)).toBe(256);
});

test("a checkpoint's timeout is the config's on 2 CPUs and outgrows the deadlines inside it", () => {
  expect(config.test?.testTimeout).toBe(CHECKPOINT_BASE_MS);
  expect(checkpointTimeoutMs(2, 2)).toBe(CHECKPOINT_BASE_MS);
  expect(checkpointTimeoutMs(1, 1)).toBe(CHECKPOINT_BASE_MS);
  for (const [workers, real] of [
    [8, 2],
    [16, 16],
    [32, 32],
    [64, 2],
  ] as const) {
    const waits = readyDeadlineMs(workers, real) + rollingDeadlineMs(workers);
    expect(checkpointTimeoutMs(workers, real)).toBeGreaterThan(waits);
  }
});
