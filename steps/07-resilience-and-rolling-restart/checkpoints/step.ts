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
};
