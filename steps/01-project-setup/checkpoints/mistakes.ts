/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";
import type { MessageKey } from "./messages/en.ts";

export const MISTAKES: readonly CataloguedMistake<MessageKey>[] = [
  {
    name: "package.json with a trailing comma",
    file: "package.json",
    find: '    "express": "^5.1.0"\n  }\n}',
    replace: '    "express": "^5.1.0"\n  },\n}',
    checkpoint: "esModules",
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
    checkpoint: "startScript",
    expect: ["without tsx", "node --import tsx index.ts"],
    advised: [
      { find: '"start": "node index.ts"', replace: '"start": "node --import tsx index.ts"' },
    ],
  },
  {
    // The lesson's range leaves out 23.0 to 23.5, which strip types only with a flag.
    name: "node index.ts with engines >=22.18 (admits 23.0-23.5)",
    file: "package.json",
    find: '"start": "node --import tsx index.ts"',
    replace: '"start": "node index.ts"',
    before: {
      find: '  "type": "module",',
      replace: '  "type": "module",\n  "engines": { "node": ">=22.18" },',
    },
    checkpoint: "startScript",
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
    checkpoint: "express",
    expect: ['"express": "^4.21.0"', "express@5"],
    advised: [{ find: '"express": "^4.21.0"', replace: '"express": "^5.1.0"' }],
  },
  {
    name: 'no "type": "module"',
    file: "package.json",
    find: '  "type": "module",\n',
    replace: "",
    checkpoint: "esModules",
    expect: ['no "type" field', "npm pkg set type=module"],
    advised: [
      { find: '  "main": "index.ts",', replace: '  "type": "module",\n  "main": "index.ts",' },
    ],
  },
  {
    name: "express under devDependencies",
    file: "package.json",
    find: '  "dependencies": {',
    replace: '  "devDependencies": {',
    checkpoint: "express",
    expect: ['express 5 under "dependencies"', "no express dependency"],
    advised: [{ find: '  "devDependencies": {', replace: '  "dependencies": {' }],
  },
  {
    // The starter's "main" was "index.js": a start script copied from it runs no TypeScript.
    name: "start script runs index.js",
    file: "package.json",
    find: '"start": "node --import tsx index.ts"',
    replace: '"start": "node --import tsx index.js"',
    checkpoint: "startScript",
    expect: ["which does not run index.ts", "node --import tsx index.ts"],
    advised: [
      {
        find: '"start": "node --import tsx index.js"',
        replace: '"start": "node --import tsx index.ts"',
      },
    ],
  },
  {
    name: "open-ended express range (>=5)",
    file: "package.json",
    find: '"express": "^5.1.0"',
    replace: '"express": ">=5"',
    checkpoint: "express",
    expect: ['"express": ">=5"', "admits express 6", "express@5"],
    advised: [{ find: '"express": ">=5"', replace: '"express": "^5.1.0"' }],
  },
  {
    name: "start script through the tsx CLI (a second process)",
    file: "package.json",
    find: '"start": "node --import tsx index.ts"',
    replace: '"start": "tsx index.ts"',
    checkpoint: "startScript",
    expect: ["which runs the tsx CLI", 'npm pkg set scripts.start="node --import tsx index.ts"'],
    advised: [
      { find: '"start": "tsx index.ts"', replace: '"start": "node --import tsx index.ts"' },
    ],
  },
  {
    name: "the tsx CLI behind cross-env and npx, pinned to tsx@4",
    file: "package.json",
    find: '"start": "node --import tsx index.ts"',
    replace: '"start": "cross-env NODE_ENV=production npx tsx@4 index.ts"',
    checkpoint: "startScript",
    expect: ["which runs the tsx CLI"],
    advised: [
      {
        find: '"start": "cross-env NODE_ENV=production npx tsx@4 index.ts"',
        replace: '"start": "node --import tsx index.ts"',
      },
    ],
  },
];
