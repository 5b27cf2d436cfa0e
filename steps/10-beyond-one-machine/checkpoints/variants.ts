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
  {
    name: "the keep-alive lines in the server block, inherited by its location",
    file: "nginx-config.ts",
    find: '    listen 127.0.0.1:${port};\n\n    location / {\n      proxy_pass http://app;\n      # Keep-alive to the upstream needs HTTP/1.1 and no "Connection: close" passed on.\n      proxy_http_version 1.1;\n      proxy_set_header Connection "";\n',
    replace:
      "    listen 127.0.0.1:${port};\n    proxy_http_version 1.1;\n    proxy_set_header Connection '';\n\n    location / {\n      proxy_pass http://app;\n",
  },
];
