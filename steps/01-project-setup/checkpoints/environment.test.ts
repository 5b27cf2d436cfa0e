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
import { MESSAGES } from "./messages/index.ts";

const step = defineStep(import.meta.url, ["What you need", "How many CPUs you have"], MESSAGES);
const require = createRequire(import.meta.url);

/** The workshop's runtime dependencies and the major version each step is written for. */
const DEPENDENCIES = { express: 5, loadtest: 8, pm2: 7, tsx: 4, typescript: 5, vitest: 4 } as const;

test(step.name("node"), (context) => {
  step.section("What you need");
  const version = process.versions.node;
  recordFigure(context, {
    label: "Node.js",
    value: semver.major(version),
    shown: `v${version}`,
    unit: "",
    threshold: ">= v20.6.0",
  });
  check(semver.gte(version, "20.6.0"), () => step.finding("node", { version }));
});

test(step.name("dependencies"), () => {
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
  check(wrong.length === 0, () =>
    step.finding("dependencies", {
      wanted: Object.entries(DEPENDENCIES)
        .map(([name, major]) => `${name} ${major}.x`)
        .join(step.t("dependencies.comma")),
      found: wrong
        .map((dep) =>
          step.t("dependencies.item", { name: dep.name, version: dep.version ?? "none" }),
        )
        .join(step.t("dependencies.separator")),
    }),
  );
});

test(step.name("cpus"), async (context) => {
  step.section("How many CPUs you have");
  const budget = cpuBudget();
  // The machine behind every speed-up figure of the later steps, shown first
  // (docs/speedup-rule.md).
  const cpus = cpuTopology();
  const conditions = describeConditions((await watchConditions()).stop());
  recordFigure(context, {
    ...step.figure("physicalCores"),
    value: cpus.physicalCores ?? Number.NaN,
    shown: cpus.physicalCores === undefined ? step.t("figure.physicalCores.unknown") : undefined,
    unit: "",
    detail: step.t("figure.physicalCores.detail", {
      machine: `${describeTopology(cpus)}${conditions ? `; ${conditions}` : ""}`,
      uneven: cpus.smt || cpus.efficiencyCores ? "yes" : "no",
    }),
  });
  recordFigure(context, {
    ...step.figure("usableCpus"),
    value: budget.usable,
    unit: "",
    threshold: ">= 1",
    detail: step.t("figure.usableCpus.detail", {
      available: String(budget.availableParallelism),
      host: String(budget.hostCpus),
      quota: budget.quotaCpus ? String(budget.quotaCpus) : "none",
      several: budget.usable >= 2 ? "yes" : "no",
      usable: String(budget.usable),
    }),
  });
  check(budget.usable >= 1 && budget.hostCpus >= 1, () =>
    step.finding("cpus", {
      host: String(budget.hostCpus),
      available: String(budget.availableParallelism),
    }),
  );
});
