/**
 * Correct code written otherwise than this step's solution, in styles real learners write: one
 * edit of a solution file, or whole files from a folder under ./variants/
 * (scripts/selftest/variants.ts says how the self-test applies them). Every checkpoint of the
 * step must pass on each.
 */
import type { CataloguedVariant } from "../../../scripts/selftest/variants.ts";

export const VARIANTS: readonly CataloguedVariant[] = [
  {
    name: "one for loop over the two servers, another report wording",
    files: "sequential-loop",
  },
  {
    name: "callbacks and .then(), no async/await",
    files: "callbacks",
  },
  {
    name: "helper functions, .finally() instead of try/finally",
    files: "helpers",
  },
];
