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
    expect: ["crash loop", "setupPrimary({ exec })"],
  },
  {
    name: "wrong number of workers",
    file: "primary.ts",
    find: "for (let i = 0; i < cpus; i++) {",
    replace: "for (let i = 0; i < 1; i++) {",
    checkpoint: "forks one worker per available CPU",
    expect: ["one worker per available CPU", "Seen:     1 worker."],
  },
  {
    name: "one worker fewer than the CPUs",
    file: "primary.ts",
    find: "for (let i = 0; i < cpus; i++) {",
    replace: "for (let i = 0; i < cpus - 1; i++) {",
    checkpoint: "forks one worker per available CPU",
    expect: ["one worker per available CPU"],
  },
  {
    name: "dead worker not replaced",
    file: "primary.ts",
    find: "  cluster.fork();\n});",
    replace: "});",
    checkpoint: "killed with SIGKILL",
    expect: ["a new worker forked in place", 'cluster.on("exit"'],
  },
];
