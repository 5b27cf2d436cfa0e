/**
 * Correct code written otherwise than this step's solution, in styles real learners write: one
 * edit of a solution file, or whole files from a folder under ./variants/
 * (scripts/selftest/variants.ts says how the self-test applies them). Every checkpoint of the
 * step must pass on each; a one-edit variant names the checkpoints that read what it changes.
 */
import type { CataloguedVariant } from "../../../scripts/selftest/variants.ts";
import type { MessageKey } from "./messages/en.ts";

/** What reads X-Worker-Pid: the answers, and the loads that count each worker's by it. */
const HEADER_READERS = ["namesWorker", "balance", "connections"] as const;

export const VARIANTS: readonly CataloguedVariant<MessageKey>[] = [
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
    // What the policy decides: who holds the socket, and how the loads spread.
    checkpoints: ["policy", "balance", "connections"],
  },
  {
    name: "X-Worker-Pid in a middleware of its own, res.setHeader with a number",
    file: "index.ts",
    find: 'app.use((_req, res, next) => {\n  res.set("X-Worker-Pid", String(process.pid));\n',
    replace:
      'app.use((_req, res, next) => {\n  res.setHeader("X-Worker-Pid", process.pid);\n  next();\n});\n\napp.use((_req, res, next) => {\n',
    checkpoints: HEADER_READERS,
  },
  {
    name: "X-Worker-Pid in app.all(/.*/), declared before the routes",
    file: "index.ts",
    find: 'app.use((_req, res, next) => {\n  res.set("X-Worker-Pid", String(process.pid));\n',
    replace:
      'app.all(/.*/, (_req, res, next) => {\n  res.header("X-Worker-Pid", `${process.pid}`);\n  next();\n});\n\napp.use((_req, res, next) => {\n',
    checkpoints: HEADER_READERS,
  },
  {
    name: "the policy printed in words (round-robin, or none: the OS)",
    file: "primary.ts",
    find: "console.log(`Forking ${workers} worker(s), scheduling policy ${policyName}`);",
    replace:
      'console.log(`Forking ${workers} worker(s)`);\nconsole.log(\n  policyName === "SCHED_RR" ? "Connections dealt round-robin" : "Policy none: the OS deals connections",\n);',
    // The primary's lines: the policy said, and a refused WORKERS told from the usual lines.
    checkpoints: ["workerCount", "policy"],
  },
];
