/**
 * Correct code written otherwise than this step's solution, in styles real learners write: one
 * edit of a solution file, or whole files from a folder under ./variants/
 * (scripts/selftest/variants.ts says how the self-test applies them). Every checkpoint of the
 * step must pass on each.
 */
import type { CataloguedVariant } from "../../../scripts/selftest/variants.ts";

export const VARIANTS: readonly CataloguedVariant[] = [
  {
    name: "node index.ts, for a project that declares ^22.18 || >=23.6",
    file: "package.json",
    find: '"start": "node --import tsx index.ts"',
    replace: '"start": "node index.ts"',
    before: {
      find: '  "type": "module",',
      replace: '  "type": "module",\n  "engines": { "node": "^22.18 || >=23.6" },',
    },
  },
  {
    name: "node index.ts, for a project that needs Node.js 24 or newer",
    file: "package.json",
    find: '"start": "node --import tsx index.ts"',
    replace: '"start": "node index.ts"',
    before: {
      find: '  "type": "module",',
      replace: '  "type": "module",\n  "engines": { "node": ">=24" },',
    },
  },
  {
    name: "express 5 as a bounded range, >=5.1 <6",
    file: "package.json",
    find: '"express": "^5.1.0"',
    replace: '"express": ">=5.1 <6"',
  },
  {
    name: "tsx loaded by its ESM entry, --import=tsx/esm",
    file: "package.json",
    find: '"start": "node --import tsx index.ts"',
    replace: '"start": "node --import=tsx/esm index.ts"',
  },
  {
    name: "an environment setter in front: cross-env NODE_ENV=production node --import=tsx",
    file: "package.json",
    find: '"start": "node --import tsx index.ts"',
    replace: '"start": "cross-env NODE_ENV=production node --import=tsx index.ts"',
  },
];
