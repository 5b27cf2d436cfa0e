/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/selftest/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/selftest/step-facts.ts";

export const STEP: StepFacts = {
  bench: {
    checkSeconds: 20, // issue #2
    fastFailures: ["ready-line typo"],
  },
};
