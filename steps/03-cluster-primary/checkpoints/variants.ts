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
    name: "the Node docs' single-file cluster (isPrimary branch), the tutorial's body",
    files: "single-file",
  },
  {
    name: "the tutorial's primary: os.cpus().length, __dirname, bare imports",
    files: "tutorial-primary",
  },
  {
    name: 're-fork with worker.on("exit") in a fork function',
    file: "primary.ts",
    find: `for (let i = 0; i < cpus; i++) {
  cluster.fork();
}

cluster.on("exit", (worker, code, signal) => {
  console.log(\`worker \${worker.process.pid} died (\${signal ?? \`code \${code}\`}); forking a new one\`);
  cluster.fork();
});`,
    replace: `function forkWorker(): void {
  const worker = cluster.fork();
  worker.on("exit", (code, signal) => {
    console.log(\`worker \${worker.process.pid} exited (\${signal || code}), starting another\`);
    forkWorker();
  });
}

for (let i = 0; i < cpus; i++) forkWorker();`,
  },
  {
    name: "exec from import.meta.dirname (Node >= 20.11)",
    file: "primary.ts",
    before: {
      find: 'import { fileURLToPath } from "node:url";',
      replace: 'import path from "node:path";',
    },
    find: 'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });',
    replace: 'cluster.setupPrimary({ exec: path.join(import.meta.dirname, "index.ts") });',
  },
  {
    name: "cluster.setupMaster, the older tutorials' name",
    file: "primary.ts",
    find: "cluster.setupPrimary(",
    replace: "cluster.setupMaster(",
  },
  {
    // A timer that waits between its runs rests: only a loop that spins breaks the rest the
    // speed-up checkpoint reads (scripts/harness/measuring/speedup.ts, MAX_RESTING_CPU).
    name: "a status line from the primary every 2 s (setInterval)",
    file: "primary.ts",
    find: "for (let i = 0; i < cpus; i++) {",
    replace: `setInterval(() => {
  console.log(\`primary: \${Object.keys(cluster.workers ?? {}).length} workers\`);
}, 2000);

for (let i = 0; i < cpus; i++) {`,
  },
];
