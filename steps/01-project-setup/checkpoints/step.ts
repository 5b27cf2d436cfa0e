/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";

export const STEP: StepFacts = {
  notTasks: ["environment.test.ts"],
  bench: {
    checkSeconds: 20,
  },
};
