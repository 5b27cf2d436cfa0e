/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";

export const MISTAKES: readonly CataloguedMistake[] = [
  {
    name: "package.json with a trailing comma",
    file: "package.json",
    find: '    "express": "^5.1.0"\n  }\n}',
    replace: '    "express": "^5.1.0"\n  },\n}',
    checkpoint: "ES modules",
    expect: ["package.json is valid JSON", "trailing comma", "> 17 |"],
    advised: [
      { find: '    "express": "^5.1.0"\n  },\n}', replace: '    "express": "^5.1.0"\n  }\n}' },
    ],
  },
  {
    name: "start script without tsx (runs on Node 26 only)",
    file: "package.json",
    find: '"start": "node --import tsx index.ts"',
    replace: '"start": "node index.ts"',
    checkpoint: "start script",
    expect: ["without tsx", "node --import tsx index.ts"],
    advised: [
      { find: '"start": "node index.ts"', replace: '"start": "node --import tsx index.ts"' },
    ],
  },
  {
    name: "express 4",
    file: "package.json",
    find: '"express": "^5.1.0"',
    replace: '"express": "^4.21.0"',
    checkpoint: "express 5",
    expect: ['"express": "^4.21.0"', "express@5"],
    advised: [{ find: '"express": "^4.21.0"', replace: '"express": "^5.1.0"' }],
  },
];
