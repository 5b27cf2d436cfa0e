/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";

export const STEP: StepFacts = {
  // The learner adds two routes to step 07's finished worker.
  startsFrom: { "index.ts": "07-resilience-and-rolling-restart" },
  given: { "primary.ts": "06-scheduling-and-balance" },
  bench: {
    checkSeconds: 45,
    figures: ["/health while"],
  },
};
