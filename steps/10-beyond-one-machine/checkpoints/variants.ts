/**
 * Correct code written otherwise than this step's solution, in styles real learners write: one
 * edit of a solution file, or whole files from a folder under ./variants/
 * (scripts/selftest/variants.ts says how the self-test applies them). Every checkpoint of the
 * step must pass on each.
 */
import type { CataloguedVariant } from "../../../scripts/selftest/variants.ts";

export const VARIANTS: readonly CataloguedVariant[] = [
  {
    name: "the server block before the upstream, directives in another order",
    files: "another-order",
  },
  {
    name: "an array of lines, least_conn, keepalive_timeout",
    files: "lines-array",
  },
  {
    name: "fail_timeout in plain seconds, no proxy_next_upstream_tries",
    file: "nginx-config.ts",
    before: { find: "      proxy_next_upstream_tries 2;\n", replace: "" },
    find: "max_fails=1 fail_timeout=2s;",
    replace: "max_fails=1 fail_timeout=2;",
  },
];
