/**
 * What the self-test, the bench and the CI need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";

export const STEP: StepFacts = {
  tools: ["taskset"],
  limits: (m) =>
    m.platform === "linux" && !m.root && !m.userNamespaces
      ? "the CPU-quota checkpoint is skipped: it needs root or unprivileged user namespaces"
      : undefined,
  given: { "index.ts": "06-scheduling-and-balance" },
  bench: { checkSeconds: 45, figures: ["workers under taskset"] },
  // Its worker count follows the CPUs a cpuset and a CPU quota leave (scripts/ci/in-container.sh).
  container: true,
};
