/**
 * What the self-test, the bench and the demo need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";

export const STEP: StepFacts = {
  bench: {
    checkSeconds: 30,
    medianCheckSeconds: 18, // with the reference cluster (docs/speedup-rule.md)
    pm2Reloads: { naive: "no graceful shutdown" },
  },
  // The demo's pm2 sides run this solution's ecosystem file: ready, and a drain on SIGINT.
  demo: ["graceful pm2"],
  // pm2's `instances: 0` counts os.cpus() in its daemon; a reload replaces every instance.
  simulate: {
    checkpoints: ["one per CPU", "/heavy is served through pm2", "reload under keep-alive load"],
    mistakes: ["pm2 with one instance"],
  },
};
