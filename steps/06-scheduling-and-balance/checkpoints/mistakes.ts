/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";
import type { MessageKey } from "./messages/en.ts";

export const MISTAKES: readonly CataloguedMistake<MessageKey>[] = [
  {
    name: "WORKERS ignored",
    file: "primary.ts",
    find: "  const requested = Number(process.env.WORKERS);",
    replace: "  const requested = Number.NaN;",
    checkpoint: "workerCount",
    expect: ["with WORKERS=1", "process.env.WORKERS"],
    advised: [
      {
        find: "  const requested = Number.NaN;",
        replace: "  const requested = Number(process.env.WORKERS);",
      },
    ],
  },
  {
    name: "WORKERS read with || (a negative count kept)",
    file: "primary.ts",
    find: "  const requested = Number(process.env.WORKERS);\n  if (Number.isInteger(requested) && requested > 0) return requested;\n",
    replace: "  return Number(process.env.WORKERS) || availableParallelism();\n",
    checkpoint: "workerCount",
    expect: ["WORKERS=-1", "Number.isInteger"],
    advised: [
      {
        find: "  return Number(process.env.WORKERS) || availableParallelism();\n",
        replace:
          "  const requested = Number(process.env.WORKERS);\n  if (Number.isInteger(requested) && requested > 0) return requested;\n",
      },
    ],
  },
  {
    name: "no scheduling policy set",
    file: "primary.ts",
    find: "cluster.schedulingPolicy =\n",
    replace: "const ignoredPolicy =\n",
    checkpoint: "policy",
    expect: ["NODE_CLUSTER_SCHED_POLICY=none", "cluster.schedulingPolicy"],
    advised: [{ find: "const ignoredPolicy =\n", replace: "cluster.schedulingPolicy =\n" }],
  },
  {
    name: "only SCHED_NONE assigned (SCHED_RR left to the environment)",
    file: "primary.ts",
    find: 'cluster.schedulingPolicy =\n  process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR;\n',
    replace:
      'if (process.env.SCHED_POLICY === "none") cluster.schedulingPolicy = cluster.SCHED_NONE;\n',
    checkpoint: "policy",
    expect: ["SCHED_RR is left to the default", "in both cases"],
    advised: [
      {
        find: 'if (process.env.SCHED_POLICY === "none") cluster.schedulingPolicy = cluster.SCHED_NONE;\n',
        replace:
          'cluster.schedulingPolicy =\n  process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR;\n',
      },
    ],
  },
  {
    // Every case that sets SCHED_POLICY passes: only the unset one shows the default is wrong.
    name: "round-robin only when SCHED_POLICY=rr (SCHED_NONE by default)",
    file: "primary.ts",
    find: 'process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR;',
    replace: 'process.env.SCHED_POLICY === "rr" ? cluster.SCHED_RR : cluster.SCHED_NONE;',
    checkpoint: "policy",
    expect: ["SCHED_POLICY unset gives SCHED_RR", "Without SCHED_POLICY, choose cluster.SCHED_RR"],
    advised: [
      {
        find: 'process.env.SCHED_POLICY === "rr" ? cluster.SCHED_RR : cluster.SCHED_NONE;',
        replace: 'process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR;',
      },
    ],
  },
  {
    name: "scheduling policy set after setupPrimary()",
    file: "primary.ts",
    find: 'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });\n',
    replace:
      'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });\n' +
      "// too late: setupPrimary() froze the policy\n" +
      'cluster.schedulingPolicy = process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR;\n',
    before: {
      find: "cluster.schedulingPolicy =\n  process.env.SCHED_POLICY",
      replace: "const earlyPolicy =\n  process.env.SCHED_POLICY",
    },
    checkpoint: "policy",
    expect: ["before cluster.setupPrimary()"],
    advised: [
      {
        find: 'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });\n// too late: setupPrimary() froze the policy\ncluster.schedulingPolicy = process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR;\n',
        replace:
          'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });\n',
      },
      {
        find: "const earlyPolicy =\n  process.env.SCHED_POLICY",
        replace: "cluster.schedulingPolicy =\n  process.env.SCHED_POLICY",
      },
    ],
  },
  {
    name: "no X-Worker-Pid header",
    file: "index.ts",
    find: '  res.set("X-Worker-Pid", String(process.pid));\n',
    replace: "",
    checkpoint: "namesWorker",
    expect: ["X-Worker-Pid", "middleware"],
    advised: [
      {
        find: "app.use((_req, res, next) => {\n",
        replace:
          'app.use((_req, res, next) => {\n  res.set("X-Worker-Pid", String(process.pid));\n',
      },
    ],
  },
  {
    name: "X-Worker-Pid holds the primary's pid (process.ppid)",
    file: "index.ts",
    find: 'res.set("X-Worker-Pid", String(process.pid));',
    replace: 'res.set("X-Worker-Pid", String(process.ppid));',
    checkpoint: "namesWorker",
    expect: ["is the pid of one of the workers", "not from the primary"],
    advised: [{ find: "String(process.ppid)", replace: "String(process.pid)" }],
  },
  {
    name: "fallback leaves a core free (availableParallelism() - 1)",
    file: "primary.ts",
    find: "  return availableParallelism();\n",
    replace: "  return availableParallelism() - 1;\n",
    checkpoint: "workerCount",
    expect: ["WORKERS unset", "fork availableParallelism() workers"],
    advised: [{ find: "availableParallelism() - 1;", replace: "availableParallelism();" }],
  },
  {
    name: 'SCHED_POLICY compared with the constant\'s name ("SCHED_NONE")',
    file: "primary.ts",
    find: 'process.env.SCHED_POLICY === "none"',
    replace: 'process.env.SCHED_POLICY === "SCHED_NONE"',
    checkpoint: "policy",
    expect: ["SCHED_POLICY=none gives SCHED_NONE", 'SCHED_NONE for "none"'],
    advised: [
      {
        find: 'process.env.SCHED_POLICY === "SCHED_NONE"',
        replace: 'process.env.SCHED_POLICY === "none"',
      },
    ],
  },
  {
    name: "policy mapping inverted (SCHED_POLICY=rr gives SCHED_NONE)",
    file: "primary.ts",
    find: 'process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR',
    replace: 'process.env.SCHED_POLICY === "none" ? cluster.SCHED_RR : cluster.SCHED_NONE',
    checkpoint: "policy",
    expect: [
      "SCHED_POLICY=rr gives SCHED_RR",
      'process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR',
    ],
    advised: [
      {
        find: 'process.env.SCHED_POLICY === "none" ? cluster.SCHED_RR : cluster.SCHED_NONE',
        replace: 'process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR',
      },
    ],
  },
  {
    name: "Connection: close on every answer (to spread the requests)",
    file: "index.ts",
    find: '  if (draining) res.set("Connection", "close");',
    replace: '  res.set("Connection", "close");',
    checkpoint: "connections",
    expect: ["answered by the same worker", "Connection: close only while draining"],
    advised: [
      {
        find: '  res.set("Connection", "close");',
        replace: '  if (draining) res.set("Connection", "close");',
      },
    ],
  },
  {
    name: "X-Worker-Pid set in the /heavy route only",
    file: "index.ts",
    find: '  res.set("X-Worker-Pid", String(process.pid));\n',
    replace: "",
    before: {
      find: "  let total = 0;\n",
      replace: '  res.set("X-Worker-Pid", String(process.pid));\n  let total = 0;\n',
    },
    checkpoint: "namesWorker",
    expect: ["GET /no-such-route", "not in the /heavy route"],
    advised: [
      {
        find: '  res.set("X-Worker-Pid", String(process.pid));\n  let total = 0;\n',
        replace: "  let total = 0;\n",
      },
      {
        find: "app.use((_req, res, next) => {\n",
        replace:
          'app.use((_req, res, next) => {\n  res.set("X-Worker-Pid", String(process.pid));\n',
      },
    ],
  },
  {
    name: "WORKERS read with parseInt (a typo hidden)",
    file: "primary.ts",
    find: "  const requested = Number(process.env.WORKERS);",
    replace: '  const requested = Number.parseInt(process.env.WORKERS ?? "", 10);',
    checkpoint: "workerCount",
    expect: [" workers (not a positive whole number)", "parseInt reads 3 from"],
    advised: [
      {
        find: '  const requested = Number.parseInt(process.env.WORKERS ?? "", 10);',
        replace: "  const requested = Number(process.env.WORKERS);",
      },
    ],
  },
  {
    name: "invalid WORKERS replaced silently",
    file: "primary.ts",
    find: "  if (process.env.WORKERS) {\n    console.log(\n      `WORKERS=${process.env.WORKERS} is not a positive whole number: using the CPU count`,\n    );\n  }\n",
    replace: "",
    checkpoint: "workerCount",
    expect: ["WORKERS=-1, which is not a positive whole number", "a typo that silently changes"],
    advised: [
      {
        find: "  return availableParallelism();\n}",
        replace:
          "  if (process.env.WORKERS) {\n    console.log(\n      `WORKERS=${process.env.WORKERS} is not a positive whole number: using the CPU count`,\n    );\n  }\n  return availableParallelism();\n}",
      },
    ],
  },
  {
    name: "policy not printed",
    file: "primary.ts",
    find: "console.log(`Forking ${workers} worker(s), scheduling policy ${policyName}`);",
    replace: "console.log(`Forking ${workers} worker(s)`);\nvoid policyName;",
    checkpoint: "policy",
    expect: ["names the policy chosen", "Print the policy by its name"],
    advised: [
      {
        find: "console.log(`Forking ${workers} worker(s)`);\nvoid policyName;",
        replace: "console.log(`Forking ${workers} worker(s), scheduling policy ${policyName}`);",
      },
    ],
  },
  {
    name: "WORKERS=0 taken as a count (a digits-only test)",
    file: "primary.ts",
    find: "  if (Number.isInteger(requested) && requested > 0) return requested;",
    replace: '  if (/^\\d+$/.test(process.env.WORKERS ?? "")) return requested;',
    checkpoint: "workerCount",
    expect: [
      "WORKERS=0 (not a positive whole number)",
      "Number.isInteger(requested) && requested > 0",
    ],
    advised: [
      {
        find: '  if (/^\\d+$/.test(process.env.WORKERS ?? "")) return requested;',
        replace: "  if (Number.isInteger(requested) && requested > 0) return requested;",
      },
    ],
  },
];
