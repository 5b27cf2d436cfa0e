import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

/**
 * `npm run test:unit`: the harness's own tests, two files at a time, then the ones that judge a
 * time, a rate or a CPU cost (`*.sequential.test.ts`) one after the other, alone. On 2 CPUs a file
 * beside a measuring one takes a core from it: compareThroughput's 2× gap once read 1.096 while
 * another file ran (https://vitest.dev/guide/recipes/parallel-sequential).
 */
const SEQUENTIAL = "scripts/**/*.sequential.test.ts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // A project adds its own files to these (`extends: true` merges the lists).
    include: [],
    exclude: [...(base.test?.exclude ?? []), "**/*.render.test.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["scripts/**/*.test.ts"],
          exclude: [SEQUENTIAL],
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: "sequential", include: [SEQUENTIAL], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
