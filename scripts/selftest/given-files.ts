/**
 * Files a step hands over finished (the learner does not edit them): each is a copy of an earlier
 * step's solution or of its own step's solution. Step folders stay self-contained, so that a
 * learner can copy one anywhere (`--dir`); the self-test keeps the copies from drifting apart.
 * Pairs are [copy, source], relative to the workshop root.
 */
export const GIVEN_FILES: readonly (readonly [string, string])[] = [
  ["solutions/03-cluster-primary/index.ts", "solutions/02-unclustered-server/index.ts"],
  ["steps/03-cluster-primary/index.ts", "solutions/02-unclustered-server/index.ts"],
  ["solutions/04-loadtest-comparison/index.ts", "solutions/02-unclustered-server/index.ts"],
  ["steps/04-loadtest-comparison/index.ts", "solutions/02-unclustered-server/index.ts"],
  ["solutions/04-loadtest-comparison/primary.ts", "solutions/03-cluster-primary/primary.ts"],
  ["steps/04-loadtest-comparison/primary.ts", "solutions/03-cluster-primary/primary.ts"],
  ["steps/04-loadtest-comparison/servers.ts", "solutions/04-loadtest-comparison/servers.ts"],
  ["steps/04-loadtest-comparison/package.json", "solutions/04-loadtest-comparison/package.json"],
  [
    "steps/07-resilience-and-rolling-restart/index.ts",
    "solutions/07-resilience-and-rolling-restart/index.ts",
  ],
  [
    "solutions/08-event-loop-isolation/primary.ts",
    "solutions/06-scheduling-and-balance/primary.ts",
  ],
  ["steps/08-event-loop-isolation/primary.ts", "solutions/06-scheduling-and-balance/primary.ts"],
  ["solutions/09-right-sizing/index.ts", "solutions/06-scheduling-and-balance/index.ts"],
  ["steps/09-right-sizing/index.ts", "solutions/06-scheduling-and-balance/index.ts"],
  [
    "solutions/10-beyond-one-machine/primary.ts",
    "solutions/07-resilience-and-rolling-restart/primary.ts",
  ],
  [
    "steps/10-beyond-one-machine/primary.ts",
    "solutions/07-resilience-and-rolling-restart/primary.ts",
  ],
  [
    "solutions/10-beyond-one-machine/index.ts",
    "solutions/07-resilience-and-rolling-restart/index.ts",
  ],
  ["steps/10-beyond-one-machine/index.ts", "solutions/07-resilience-and-rolling-restart/index.ts"],
  ["steps/10-beyond-one-machine/reuse-port.ts", "solutions/10-beyond-one-machine/reuse-port.ts"],
];
