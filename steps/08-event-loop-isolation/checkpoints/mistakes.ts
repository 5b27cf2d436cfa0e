/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";

export const MISTAKES: readonly CataloguedMistake[] = [
  {
    name: "/block with setTimeout instead of a busy-wait",
    file: "index.ts",
    find: "  while (Date.now() < until) {\n    // busy-wait: nothing else runs in this process meanwhile\n  }\n  res.send(`blocked for ${ms} ms`);",
    replace: "  setTimeout(() => res.send(`blocked for ${ms} ms (${until})`), ms);",
    checkpoint: "blocks the process for N ms",
    expect: ["CPU time", "Busy-wait"],
    advised: [
      {
        find: "  setTimeout(() => res.send(`blocked for ${ms} ms (${until})`), ms);",
        replace:
          "  while (Date.now() < until) {\n    // busy-wait: nothing else runs in this process meanwhile\n  }\n  res.send(`blocked for ${ms} ms`);",
      },
    ],
  },
  {
    name: "/block without a bound",
    file: "index.ts",
    find: "ms < 0 || ms > MAX_BLOCK_MS",
    replace: "ms < 0",
    checkpoint: "blocks the process for N ms",
    expect: ["ms=60000", "400"],
    advised: [{ find: "ms < 0", replace: "ms < 0 || ms > MAX_BLOCK_MS" }],
  },
];
