/**
 * Everything a step's checkpoint file imports, in one import: `#harness` (package.json "imports").
 * First the step layer (./step/define-step.ts): defineStep, and check(), fail() and quote(), which
 * fill in a failure's Read line and output. Then the harness by concern: measuring (load, CPU time,
 * CPUs, the speed-up rule), processes (ports, process groups, waiting), reporting (figures and
 * charts) and tools (the HTTP client, pm2, nginx). The learner's programs are started through the
 * step (step.startServer, step.startCluster, step.spawn, step.run), which knows its files and lesson.
 * ./README.md describes every export: its shape, units and what it throws (./readme.test.ts).
 */

export { type TestContext, test } from "vitest";
export { describeConditions, watchConditions } from "../platform/conditions.ts";
export { cpuTopology, describeTopology } from "../platform/machine.ts";
export {
  cgroupsUnsupported,
  cpuAffinityUnsupported,
  portClashUnobservable,
  reusePortUnsupported,
} from "../platform/platform.ts";
export * from "./measuring/compare-report.ts";
export * from "./measuring/correctness-only.ts";
export * from "./measuring/cpu-per-request.ts";
export * from "./measuring/cpus.ts";
export * from "./measuring/fake-cgroup.ts";
export * from "./measuring/heavy-route.ts";
export * from "./measuring/load.ts";
export * from "./measuring/scale.ts";
export {
  oversubscribed,
  SHARES_PER_REAL,
  SIMULATED_PER_REAL,
  sharesBlurred,
} from "./measuring/simulation.ts";
export * from "./measuring/speedup.ts";
export * from "./measuring/speedup-rule.ts";
export * from "./measuring/traffic.ts";
export type { Lifetime } from "./processes/cleanup.ts";
export { signalGroup } from "./processes/groups.ts";
export * from "./processes/journal.ts";
export * from "./processes/ports.ts";
export * from "./processes/process-table.ts";
export type { LearnerProgram } from "./processes/program.ts";
export type { StartedCluster } from "./processes/start.ts";
export * from "./processes/wait.ts";
export * from "./reporting/figures.ts";
export { CheckpointError, type Explanation, restated } from "./reporting/messages.ts";
export * from "./step/define-step.ts";
export * from "./tools/http-client.ts";
export * from "./tools/nginx.ts";
export * from "./tools/pm2.ts";
export * from "./tools/pm2-reload.ts";
