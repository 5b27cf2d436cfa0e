/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import semver from "semver";
import { translator } from "../../../scripts/i18n/translate.ts";
import { reusePortUnsupported } from "../../../scripts/platform/platform.ts";
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import { MESSAGES } from "./messages/index.ts";

const say = translator(MESSAGES);

/** server.listen({ reusePort }) exists from Node.js 22.12 and 23.1 (Node's net docs). */
const REUSE_PORT_SINCE = "22.12.0";

export const STEP: StepFacts = {
  tools: ["nginx"],
  limits: (m) => {
    const unsupported = reusePortUnsupported(m.platform);
    if (unsupported) return say("limit.reusePort", { reason: unsupported });
    return semver.lt(m.node, REUSE_PORT_SINCE)
      ? say("limit.reusePortNode", { since: REUSE_PORT_SINCE })
      : undefined;
  },
  given: {
    "primary.ts": "07-resilience-and-rolling-restart",
    "index.ts": "07-resilience-and-rolling-restart",
    "reuse-port.ts": "10-beyond-one-machine",
  },
  notTasks: ["demo.test.ts"],
  bench: {
    checkSeconds: 45,
    figures: [
      "req/s through nginx",
      "failed requests while a host stopped",
      "traffic back on the restarted host",
    ],
  },
};
