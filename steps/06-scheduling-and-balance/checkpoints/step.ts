/**
 * What the self-test, the bench and the demo need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";

export const STEP: StepFacts = {
  // The learner adds one header to step 05's finished worker.
  startsFrom: { "index.ts": "05-pm2-ecosystem" },
  tools: ["lsof"],
  bench: {
    checkSeconds: 45,
    figures: ["smallest worker share"],
  },
  // The demo's one process and clusters: index.ts alone, and primary.ts with WORKERS and
  // SCHED_POLICY, answers counted by their X-Worker-Pid header.
  demo: ["cluster"],
  // The count without WORKERS is one per CPU; new connections take turns among all of them.
  simulate: {
    checkpoints: ["WORKERS sets the worker count", "new connections take turns"],
    mistakes: ["WORKERS ignored"],
  },
};
