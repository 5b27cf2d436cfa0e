/**
 * What the self-test, the bench and the demo need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";

export const STEP: StepFacts = {
  given: {
    "index.ts": "02-unclustered-server",
    "primary.ts": "03-cluster-primary",
    "servers.ts": "04-loadtest-comparison",
    "package.json": "04-loadtest-comparison",
  },
  bench: {
    checkSeconds: 30,
    medianCheckSeconds: 15, // with the reference cluster (docs/speedup-rule.md)
    fastFailures: ["servers left running"],
  },
  // The demo's pm2 reload runs this solution's index.ts with pm2's defaults: no ready, no SIGINT
  // handler, the "before" picture.
  demo: ["naive pm2"],
};
