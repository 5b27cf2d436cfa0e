/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";

export const STEP: StepFacts = {
  given: { "primary.ts": "06-scheduling-and-balance" },
  bench: {
    checkSeconds: 45,
    figures: ["/health while"],
  },
};
