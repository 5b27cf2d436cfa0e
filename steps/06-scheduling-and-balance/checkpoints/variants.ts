/**
 * Correct code written otherwise than this step's solution, in styles real learners write: one
 * edit of a solution file, or whole files from a folder under ./variants/
 * (scripts/selftest/variants.ts says how the self-test applies them). Every checkpoint of the
 * step must pass on each.
 */
import type { CataloguedVariant } from "../../../scripts/selftest/variants.ts";

export const VARIANTS: readonly CataloguedVariant[] = [
  {
    name: "one file: an isPrimary branch, workers import index.ts",
    files: "single-file",
  },
  {
    name: "a table of policies, WORKERS checked with a regular expression",
    files: "policy-table",
  },
  {
    name: "the policy set in an if/else",
    file: "primary.ts",
    find: 'cluster.schedulingPolicy =\n  process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR;',
    replace:
      'if (process.env.SCHED_POLICY === "none") {\n  cluster.schedulingPolicy = cluster.SCHED_NONE;\n} else {\n  cluster.schedulingPolicy = cluster.SCHED_RR;\n}',
  },
  {
    name: "X-Worker-Pid in a middleware of its own, res.setHeader with a number",
    file: "index.ts",
    find: 'app.use((_req, res, next) => {\n  res.set("X-Worker-Pid", String(process.pid));\n',
    replace:
      'app.use((_req, res, next) => {\n  res.setHeader("X-Worker-Pid", process.pid);\n  next();\n});\n\napp.use((_req, res, next) => {\n',
  },
  {
    name: "X-Worker-Pid in app.all(/.*/), declared before the routes",
    file: "index.ts",
    find: 'app.use((_req, res, next) => {\n  res.set("X-Worker-Pid", String(process.pid));\n',
    replace:
      'app.all(/.*/, (_req, res, next) => {\n  res.header("X-Worker-Pid", `${process.pid}`);\n  next();\n});\n\napp.use((_req, res, next) => {\n',
  },
  {
    name: "the policy printed in words (round-robin, or none: the OS)",
    file: "primary.ts",
    find: "console.log(`Forking ${workers} worker(s), scheduling policy ${policyName}`);",
    replace:
      'console.log(`Forking ${workers} worker(s)`);\nconsole.log(\n  policyName === "SCHED_RR" ? "Connections dealt round-robin" : "Policy none: the OS deals connections",\n);',
  },
];
