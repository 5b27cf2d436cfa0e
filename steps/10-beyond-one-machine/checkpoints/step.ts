/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/selftest/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/selftest/step-facts.ts";

export const STEP: StepFacts = {
  given: {
    "primary.ts": "07-resilience-and-rolling-restart",
    "index.ts": "07-resilience-and-rolling-restart",
    "reuse-port.ts": "10-beyond-one-machine",
  },
  notTasks: ["demo.test.ts"],
  bench: {
    checkSeconds: 45,
    figures: [
      "req/s through nginx",
      "failed requests while a host stopped",
      "traffic back on the restarted host",
    ],
  },
};
