// Each part the demo plays with a step's solution is declared by exactly one step, whose solution
// holds the files the demo starts (scripts/demo/servers.ts).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { DEMO_ROLES } from "../workshop/step-facts.ts";
import { demoStep } from "./servers.ts";

const FILES = {
  cluster: ["index.ts", "primary.ts"],
  "graceful pm2": ["ecosystem.config.cjs"],
  "naive pm2": ["index.ts"],
} as const;

test.each(DEMO_ROLES)(
  'one step declares the demo\'s "%s", and its solution has its files',
  async (role) => {
    const step = await demoStep(role);
    for (const file of FILES[role])
      expect(existsSync(join(step.solutionDir, file)), file).toBe(true);
  },
);
