/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import type { MessageKey } from "./messages/en.ts";

export const STEP: StepFacts<MessageKey> = {
  notTasks: ["environment.test.ts"],
  bench: {
    checkSeconds: 20,
  },
  requirements: [
    {
      says: "package.json stays valid JSON (no trailing comma, no comments)",
      section: "How this step is checked",
      todos: [],
      checkpoint: "esModules",
      mistakes: ["package.json with a trailing comma"],
    },
    {
      says: 'Add Express 5 as a dependency: any range that means Express 5 (e.g. "^5.1.0")',
      section: "Express",
      todos: [],
      checkpoint: "express",
      mistakes: ["express 4"],
    },
    {
      says: 'the start script runs index.ts through tsx ("node --import tsx index.ts"), not a bare `node index.ts`',
      section: "A start script",
      todos: [],
      checkpoint: "startScript",
      mistakes: ["start script without tsx (runs on Node 26 only)"],
    },
    {
      says: "Do not run `npm install` inside the step folder",
      section: "Your project",
      todos: [],
      unchecked:
        "a command the learner runs, not an edit of package.json (a mistake cannot be written as find/replace of the solution); it leaves node_modules/ and package-lock.json in the step folder, which no checkpoint reads and which change no verdict",
    },
    {
      says: 'Make the project use ES modules: "type": "module"',
      section: "ES modules",
      todos: [],
      checkpoint: "esModules",
      mistakes: ['no "type": "module"'],
    },
    {
      says: 'record Express under "dependencies" (not devDependencies)',
      section: "Express",
      todos: [],
      checkpoint: "express",
      mistakes: ["express under devDependencies"],
    },
    {
      says: '"Any range that means Express 5 is fine. Version 5 matters" (a range that also admits Express 6 does not mean Express 5)',
      section: "Express",
      todos: [],
      checkpoint: "express",
      mistakes: ["open-ended express range (>=5)"],
    },
    {
      says: "the start script runs the server you will write in step 02, index.ts",
      section: "A start script",
      todos: [],
      checkpoint: "startScript",
      mistakes: ["start script runs index.js"],
    },
    {
      says: '"This runs TypeScript as written, in a single process: its pid is your server\'s pid" (node --import tsx, not the tsx CLI)',
      section: "A start script",
      todos: [],
      checkpoint: "startScript",
      mistakes: [
        "start script through the tsx CLI (a second process)",
        "the tsx CLI behind cross-env and npx, pinned to tsx@4",
      ],
    },
    {
      says: 'a project that drops tsx must say so with an engines range that leaves 23.0 to 23.5 out: "engines": { "node": "^22.18 || >=23.6" }',
      section: "A start script",
      todos: [],
      checkpoint: "startScript",
      mistakes: ["node index.ts with engines >=22.18 (admits 23.0-23.5)"],
    },
  ],
};
