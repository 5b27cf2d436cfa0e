/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";

export const STEP: StepFacts = {
  tools: ["lsof"],
  given: { "index.ts": "07-resilience-and-rolling-restart" },
  bench: {
    checkSeconds: 45,
    figures: [
      "failed requests during the rolling restart",
      "fewest workers serving",
      "replaced and listening after",
      "longest wait before a re-fork",
    ],
  },
  // A rolling restart of N workers, one at a time; a killed one re-forked under load of N.
  simulate: {
    checkpoints: ["SIGHUP restarts the workers", "killed with SIGKILL under load"],
    mistakes: [
      "rolling restart that starts every new worker at once",
      // "only 1 worker served" on 2 CPUs: one fewer than N.
      {
        name: "rolling restart that retires the old worker before the new one listens",
        expect: ["'listening' event"],
      },
    ],
  },
};
