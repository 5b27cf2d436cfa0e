/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";
import type { MessageKey } from "./messages/en.ts";

export const MISTAKES: readonly CataloguedMistake<MessageKey>[] = [
  {
    name: "crash loop: primary.ts without exec",
    file: "primary.ts",
    find: 'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });',
    replace: "void fileURLToPath;",
    checkpoint: "forks",
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
    checkpoint: "forks",
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
    checkpoint: "forks",
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
    checkpoint: "forks",
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
    checkpoint: "replace",
    expect: ["a new worker forked in place", 'cluster.on("exit"'],
    advised: [
      {
        find: "  console.log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking a new one`);\n});",
        replace:
          "  console.log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking a new one`);\n  cluster.fork();\n});",
      },
    ],
  },
  {
    // The first workers run primary.ts and die; their replacements run index.ts. On 2 CPUs that
    // is 2 deaths, under the 3 of a crash loop (CRASH_LOOP_CRASHES): only the banner tells.
    name: "setupPrimary after the fork loop",
    file: "primary.ts",
    find: 'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });\n\nfor (let i = 0; i < cpus; i++) {\n  cluster.fork();\n}\n',
    replace:
      'for (let i = 0; i < cpus; i++) {\n  cluster.fork();\n}\n\ncluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });\n',
    checkpoint: "forks",
    expect: ["Primary pid=", "setupPrimary"],
    advised: [
      {
        find: 'for (let i = 0; i < cpus; i++) {\n  cluster.fork();\n}\n\ncluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });\n',
        replace:
          'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });\n\nfor (let i = 0; i < cpus; i++) {\n  cluster.fork();\n}\n',
      },
    ],
  },
  {
    name: "the Node docs' banner: Primary <pid> is running",
    file: "primary.ts",
    find: "console.log(`Primary pid=${process.pid}`);",
    replace: "console.log(`Primary ${process.pid} is running`);",
    checkpoint: "forks",
    expect: ['prints "Primary pid=', "Primary pid=${process.pid}"],
    advised: [
      {
        find: "console.log(`Primary ${process.pid} is running`);",
        replace: "console.log(`Primary pid=${process.pid}`);",
      },
    ],
  },
  {
    name: "no CPU count printed",
    file: "primary.ts",
    find: "console.log(`Number of CPUs is ${cpus}`);\n",
    replace: "",
    checkpoint: "forks",
    expect: ["prints the CPU count", "no line mentions CPUs"],
    advised: [
      {
        find: "console.log(`Primary pid=${process.pid}`);",
        replace:
          "console.log(`Number of CPUs is ${cpus}`);\nconsole.log(`Primary pid=${process.pid}`);",
      },
    ],
  },
  {
    name: "one worker more than the CPUs",
    file: "primary.ts",
    find: "for (let i = 0; i < cpus; i++) {",
    replace: "for (let i = 0; i <= cpus; i++) {",
    checkpoint: "forks",
    expect: ["one worker per available CPU"],
    advised: [
      { find: "for (let i = 0; i <= cpus; i++) {", replace: "for (let i = 0; i < cpus; i++) {" },
    ],
  },
  {
    name: "worker replaced silently",
    file: "primary.ts",
    find: "  console.log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking a new one`);\n",
    replace: "",
    checkpoint: "replace",
    expect: ["prints which one died", "worker.process.pid"],
    advised: [
      {
        find: "  cluster.fork();\n});",
        replace:
          "  console.log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking a new one`);\n  cluster.fork();\n});",
      },
    ],
  },
  {
    name: "the primary imports index.ts, and so serves too",
    file: "primary.ts",
    find: 'import cluster from "node:cluster";\n',
    replace: 'import "./index.ts";\nimport cluster from "node:cluster";\n',
    checkpoint: "forks",
    expect: ["carries the primary's own pid", "Do not import the server (index.ts)"],
    advised: [{ find: 'import "./index.ts";\n', replace: "" }],
  },
  {
    // Not a learner's style: with index.ts given, nothing found in a primary.ts that keeps one
    // serving worker per CPU starves one of them (SCHED_NONE is correct code, and not reliably
    // unfair). A worker that listens and then does no work is what this proves the load catches.
    name: "a worker paused by its primary (SIGSTOP) once it listens",
    file: "primary.ts",
    find: "  cluster.fork();\n});\n",
    replace:
      '  cluster.fork();\n});\n\ncluster.once("listening", (worker) => worker.process.kill("SIGSTOP"));\n',
    checkpoint: "load",
    expect: ["half its fair share", "does not stop or pause a worker"],
    advised: [
      {
        find: '\ncluster.once("listening", (worker) => worker.process.kill("SIGSTOP"));\n',
        replace: "",
      },
    ],
  },
  {
    // A CPU the primary takes is taken from every side of the comparison alike: the rule alone
    // passed it (scripts/harness/measuring/speedup.ts, MAX_RESTING_CPU).
    name: "a watchdog in the primary that waits by spinning",
    file: "primary.ts",
    find: "  cluster.fork();\n});\n",
    replace: `  cluster.fork();
});

// Watchdog: look at the workers every 50 ms, waiting in between.
setInterval(() => {
  const until = Date.now() + 45;
  while (Date.now() < until) Object.keys(cluster.workers ?? {});
}, 50);
`,
    checkpoint: "speedup",
    expect: ["while no request reaches it", "a wait that spins"],
    advised: [
      {
        find: `
// Watchdog: look at the workers every 50 ms, waiting in between.
setInterval(() => {
  const until = Date.now() + 45;
  while (Date.now() < until) Object.keys(cluster.workers ?? {});
}, 50);
`,
        replace: "",
      },
    ],
  },
];
