/**
 * Correct code written otherwise than this step's solution, in styles real learners write: one
 * edit of a solution file, or whole files from a folder under ./variants/
 * (scripts/selftest/variants.ts says how the self-test applies them). Every checkpoint of the
 * step must pass on each.
 */
import { type CataloguedVariant, tutorialHeavyBody } from "../../../scripts/selftest/variants.ts";

export const VARIANTS: readonly CataloguedVariant[] = [
  tutorialHeavyBody(),
  {
    name: 'instances: "max"',
    file: "ecosystem.config.cjs",
    find: "instances: 0, // one per CPU",
    replace: 'instances: "max",',
  },
  {
    name: 'process.once("SIGINT")',
    file: "index.ts",
    find: 'process.on("SIGINT", () => {',
    replace: 'process.once("SIGINT", () => {',
  },
  {
    name: "the drain as a named function, a state object, if (process.send)",
    files: "named-drain",
  },
  {
    name: "the ecosystem as a const, an absolute script, interpreter_args",
    files: "const-config",
  },
  {
    // Node.js runs .ts itself from 22.6 (pm2 adds the flag below 22.18): the lesson lets a
    // learner on 24 or 26 leave the interpreter settings out, with types in index.ts too.
    name: "no interpreter settings on Node.js 22.6 and later, a typed index.ts",
    files: "typed-native",
    nodeFrom: "22.6.0",
  },
];
