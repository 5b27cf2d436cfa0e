/**
 * The catalogue of valid variants (issue #11): correct code written otherwise than the solution,
 * each as one edit to a solution file, like the mistakes (./mistakes.ts). The self-test applies the
 * edit in a copy of the solution outside the workshop and expects every checkpoint of the step to
 * pass on it: a correct submission marked red is the worst verdict a check can give.
 */
import type { SolutionEdit } from "./mistakes.ts";

/** The tutorial's own /heavy answer: the sentence followed by a newline. */
const TUTORIAL_BODY = {
  find: "res.send(`The result of the CPU intensive task is ${total}`);",
  replace: "res.send(`The result of the CPU intensive task is ${total}\\n`);",
};

export const VARIANTS: readonly SolutionEdit[] = [
  {
    name: "the tutorial's /heavy body, ending with a newline",
    step: "02-unclustered-server",
    file: "index.ts",
    ...TUTORIAL_BODY,
  },
  {
    name: "the tutorial's /heavy body, ending with a newline",
    step: "03-cluster-primary",
    file: "index.ts",
    ...TUTORIAL_BODY,
  },
  {
    name: "the tutorial's /heavy body, ending with a newline",
    step: "05-pm2-ecosystem",
    file: "index.ts",
    ...TUTORIAL_BODY,
  },
];
