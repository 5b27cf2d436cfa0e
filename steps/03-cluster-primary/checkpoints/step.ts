/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";

export const STEP: StepFacts = {
  given: { "index.ts": "02-unclustered-server" },
  bench: {
    checkSeconds: 20,
    medianCheckSeconds: 12, // with the reference cluster (docs/speedup-rule.md)
    figures: ["smallest worker share"],
    fastFailures: ["crash loop: primary.ts without exec"],
  },
  // The self-test's Ctrl-C lands in the speed-up checkpoint, once the two before it passed: the
  // primary, its workers and the single process all run, loaded at once.
  ctrlC: { passed: 2, running: 4 },
  // Every checkpoint counts workers or loads them: all run at every simulated size.
  simulate: {
    mistakes: [
      "wrong number of workers",
      "one worker fewer than the CPUs",
      "dead worker not replaced",
    ],
  },
};
