/**
 * What the self-test, the bench and the CI need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import { translator } from "../../../scripts/i18n/translate.ts";
import { cpuAffinityUnsupported } from "../../../scripts/platform/platform.ts";
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import { MESSAGES } from "./messages/index.ts";

const say = translator(MESSAGES);

export const STEP: StepFacts = {
  tools: ["taskset"],
  limits: (m) => {
    // The checkpoints skip with the same reason (right-sizing.test.ts).
    const platform = cpuAffinityUnsupported(m.platform);
    if (platform) return say("limit.platform", { reason: platform });
    return m.platform === "linux" && !m.root && !m.userNamespaces ? say("limit.quota") : undefined;
  },
  given: { "index.ts": "06-scheduling-and-balance" },
  bench: { checkSeconds: 45, figures: ["workers under taskset"] },
  // Its worker count follows the CPUs a cpuset and a CPU quota leave (scripts/ci/in-container.sh).
  container: true,
  // Pinned, under a quota or WORKERS, the count stays the real CPUs', whatever os.cpus() says.
  simulate: {
    mistakes: ["workers counted with os.cpus()", "WORKERS not capped at the usable CPUs"],
  },
};
