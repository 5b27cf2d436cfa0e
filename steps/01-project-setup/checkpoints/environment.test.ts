// Checkpoints of step 01 about the machine, not the learner's files: they pass before any edit.
// (The self-test in `npm test` knows this file by its name: environment.test.ts.)
import { createRequire } from "node:module";
import semver from "semver";
import {
  check,
  cpuBudget,
  cpuTopology,
  defineStep,
  describeConditions,
  describeTopology,
  recordFigure,
  test,
  watchConditions,
} from "#harness";

const step = defineStep(import.meta.url, ["What you need", "How many CPUs you have"]);
const require = createRequire(import.meta.url);

/** The workshop's runtime dependencies and the major version each step is written for. */
const DEPENDENCIES = { express: 5, loadtest: 8, pm2: 7, tsx: 4, typescript: 5, vitest: 4 } as const;

test("Node.js is 20.6 or newer", (context) => {
  step.section("What you need");
  const version = process.versions.node;
  recordFigure(context, {
    label: "Node.js",
    value: semver.major(version),
    shown: `v${version}`,
    unit: "",
    threshold: ">= v20.6.0",
  });
  check(semver.gte(version, "20.6.0"), () => ({
    expected:
      "Node.js 20.6 or newer (module.register, which runs your TypeScript, arrived in 20.6).",
    seen: `Node.js v${version}.`,
    next: "Install a current LTS release of Node.js (for example with nvm: `nvm install --lts`), then run npm install again.",
  }));
});

test("the workshop's dependencies are installed, at the versions the steps use", () => {
  step.section("What you need");
  const found = Object.entries(DEPENDENCIES).map(([name, major]) => {
    try {
      const { version } = require(`${name}/package.json`) as { version: string };
      return { name, major, version };
    } catch {
      return { name, major, version: undefined };
    }
  });
  const wrong = found.filter(
    (dep) => dep.version === undefined || semver.major(dep.version) !== dep.major,
  );
  check(wrong.length === 0, () => ({
    expected: `${Object.entries(DEPENDENCIES)
      .map(([name, major]) => `${name} ${major}.x`)
      .join(", ")}.`,
    seen: `${wrong.map((dep) => `${dep.name}: ${dep.version ?? "not installed"}`).join("; ")}.`,
    next: "Run `npm install` in the workshop's folder (the one with README.md), then check again.",
  }));
});

test("this machine's usable CPUs are known", async (context) => {
  step.section("How many CPUs you have");
  const budget = cpuBudget();
  // The machine behind every speed-up figure of the later steps, shown first (issue #13).
  const cpus = cpuTopology();
  const conditions = describeConditions((await watchConditions()).stop());
  const uneven =
    cpus.smt || cpus.efficiencyCores
      ? " SMT siblings and efficiency cores add less than a whole core each, so expect less than one × per CPU."
      : "";
  recordFigure(context, {
    label: "physical cores",
    value: cpus.physicalCores ?? Number.NaN,
    shown: cpus.physicalCores === undefined ? "unknown here" : undefined,
    unit: "",
    detail: `${describeTopology(cpus)}${conditions ? `; ${conditions}` : ""}.${uneven} The speed-up checks compare your cluster with a reference cluster measured on this machine at the same time (docs/speedup-rule.md).`,
  });
  const statement =
    budget.usable >= 2
      ? `${budget.usable} CPUs: a cluster of ${budget.usable} workers can serve up to ${budget.usable}× the req/s of one process, less what the load generator on the same machine takes.`
      : "1 CPU: a cluster cannot beat one process here; the steps will check that your code is correct, not that it is faster.";
  recordFigure(context, {
    label: "usable CPUs",
    value: budget.usable,
    unit: "",
    threshold: ">= 1",
    detail:
      `os.availableParallelism() = ${budget.availableParallelism}, os.cpus().length = ${budget.hostCpus}` +
      `${budget.quotaCpus ? `, cgroup quota ${budget.quotaCpus}` : ""}. ${statement}`,
  });
  check(budget.usable >= 1 && budget.hostCpus >= 1, () => ({
    expected: "Node.js can see at least one CPU (os.cpus() and os.availableParallelism()).",
    seen: `os.cpus().length = ${budget.hostCpus}, os.availableParallelism() = ${budget.availableParallelism}.`,
    next:
      "Your platform hides its CPUs from Node.js (some containers and sandboxes do): run the " +
      "workshop on a regular machine or VM, or pm2's `instances: 0` will start no workers.",
  }));
});
