/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";

export const STEP: StepFacts = {
  limits: (m) =>
    m.wsl === "WSL1"
      ? "the port-taken checkpoint is skipped: WSL1 lets two programs listen on one port (WSL2 can check it)"
      : undefined,
  bench: {
    checkSeconds: 20, // issue #2
    fastFailures: ["ready-line typo"],
  },
};
