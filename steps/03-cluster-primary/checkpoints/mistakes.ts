/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";

export const MISTAKES: readonly CataloguedMistake[] = [
  {
    name: "crash loop: primary.ts without exec",
    file: "primary.ts",
    find: 'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });',
    replace: "void fileURLToPath;",
    checkpoint: "forks one worker per available CPU",
    expect: ["crash loop", "`exec` option of `cluster.setupPrimary()`"],
    advised: [
      {
        find: "void fileURLToPath;",
        replace:
          'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });',
      },
    ],
  },
  {
    // Relative to the folder the check starts the program from (the workshop's), not to primary.ts.
    name: "exec relative to the working folder",
    file: "primary.ts",
    before: { find: 'import { fileURLToPath } from "node:url";\n', replace: "" },
    find: 'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });',
    replace: 'cluster.setupPrimary({ exec: "index.ts" });',
    checkpoint: "forks one worker per available CPU",
    expect: [
      "index.ts`, which is not there",
      'fileURLToPath(new URL("./index.ts", import.meta.url))',
      'import { fileURLToPath } from "node:url";',
    ],
    advised: [
      {
        find: 'cluster.setupPrimary({ exec: "index.ts" });',
        replace:
          'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });',
      },
      {
        find: 'import cluster from "node:cluster";\n',
        replace: 'import cluster from "node:cluster";\nimport { fileURLToPath } from "node:url";\n',
      },
    ],
  },
  {
    name: "wrong number of workers",
    file: "primary.ts",
    find: "for (let i = 0; i < cpus; i++) {",
    replace: "for (let i = 0; i < 1; i++) {",
    checkpoint: "forks one worker per available CPU",
    expect: ["one worker per available CPU", "Seen:     1 worker."],
    advised: [
      { find: "for (let i = 0; i < 1; i++) {", replace: "for (let i = 0; i < cpus; i++) {" },
    ],
  },
  {
    name: "one worker fewer than the CPUs",
    file: "primary.ts",
    find: "for (let i = 0; i < cpus; i++) {",
    replace: "for (let i = 0; i < cpus - 1; i++) {",
    checkpoint: "forks one worker per available CPU",
    expect: ["one worker per available CPU"],
    advised: [
      { find: "for (let i = 0; i < cpus - 1; i++) {", replace: "for (let i = 0; i < cpus; i++) {" },
    ],
  },
  {
    name: "dead worker not replaced",
    file: "primary.ts",
    find: "  cluster.fork();\n});",
    replace: "});",
    checkpoint: "killed with SIGKILL",
    expect: ["a new worker forked in place", 'cluster.on("exit"'],
    advised: [
      {
        find: "  console.log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking a new one`);\n});",
        replace:
          "  console.log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking a new one`);\n  cluster.fork();\n});",
      },
    ],
  },
];
