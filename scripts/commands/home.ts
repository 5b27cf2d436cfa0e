/**
 * `npm start`: the workshop home. Lists the steps in order with the verdict of each one's last
 * check, and says which step comes next and the command that checks it.
 */
import { relative } from "node:path";
import pc from "picocolors";
import { cpuBudget } from "../harness/cpus.ts";
import { workshopRoot } from "../harness/paths.ts";
import { readProgress } from "../workshop/progress.ts";
import { listSteps } from "../workshop/steps.ts";

/** Prints the home screen. */
export function home(): void {
  const progress = readProgress();
  const steps = listSteps();
  const budget = cpuBudget();
  console.log(pc.bold("node-cluster-workshop"));
  console.log(
    pc.dim(
      `This machine: ${budget.usable} usable CPU(s) (os.availableParallelism() = ${budget.availableParallelism}).\n`,
    ),
  );
  for (const step of steps) {
    const last = progress[step.id];
    const label = !last
      ? "○ not checked"
      : last.verdict === "passed"
        ? "✓ done"
        : `✗ ${last.passed}/${last.total} passed`;
    const color = !last ? pc.dim : last.verdict === "passed" ? pc.green : pc.red;
    const mark = color(label.padEnd(14));
    console.log(`  ${mark}  ${`step${step.number}`.padEnd(7)} ${step.title}`);
    if (last?.verdict === "failed" && last.failed?.[0])
      console.log(pc.dim(`${" ".repeat(27)}failing: ${last.failed[0]}`));
  }
  const next = steps.find((step) => progress[step.id]?.verdict !== "passed");
  console.log();
  if (!next) {
    console.log(pc.green("Every step is done."));
    return;
  }
  console.log(`Next: ${next.title}`);
  console.log(
    `  1. Read   ${relative(process.cwd(), next.dir) || relative(workshopRoot, next.dir)}/README.md`,
  );
  console.log(`  2. Check  npm run check step${next.number}`);
}
