/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import { translator } from "../../../scripts/i18n/translate.ts";
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import { MESSAGES } from "./messages/index.ts";

const say = translator(MESSAGES);

export const STEP: StepFacts = {
  limits: (m) => (m.wsl === "WSL1" ? say("limit.wsl1") : undefined),
  bench: {
    checkSeconds: 20,
    fastFailures: ["ready-line typo"],
  },
};
