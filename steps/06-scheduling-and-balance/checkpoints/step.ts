/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";

export const STEP: StepFacts = {
  tools: ["lsof"],
  bench: {
    checkSeconds: 45, // issue #5
    figures: ["smallest worker share"],
  },
};
