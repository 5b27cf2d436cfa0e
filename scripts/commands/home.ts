/**
 * `npm start`: the workshop home. Lists the steps in order as done, failed (with the first
 * failing checkpoint) or not done yet, says which step comes next with the commands for it, and
 * lists the other commands.
 */
import { relative } from "node:path";
import { cpuBudget } from "../harness/cpus.ts";
import { readProgress, type StepProgress } from "../workshop/progress.ts";
import { listSteps } from "../workshop/steps.ts";
import { colors as pc, terminalWidth, wrap } from "../workshop/terminal.ts";

/** Column where a step's title starts, under which its failure details go. */
const DETAIL_INDENT = 24;

const indent = (text: string, by: number) => text.replace(/^/gm, " ".repeat(by));

/** The status column of a step: done, failed (n/m) or not done. */
function status(entry: StepProgress | undefined): string {
  if (entry?.verdict === "passed") return pc.green("✓ done".padEnd(12));
  if (entry?.verdict === "failed")
    return pc.red(`✗ ${entry.passed}/${entry.total} passed`.padEnd(12));
  return pc.dim("○ not done".padEnd(12));
}

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
    const entry = progress[step.id];
    const [first, ...more] = wrap(step.title, terminalWidth() - DETAIL_INDENT).split("\n");
    console.log(`  ${status(entry)}  ${`step${step.number}`.padEnd(7)} ${first}`);
    if (more.length) console.log(indent(more.join("\n"), DETAIL_INDENT));
    if (entry?.verdict === "failed") {
      const details = [
        ...(entry.failed?.[0] ? [`failing: ${entry.failed[0]}`] : []),
        ...(entry.next ? [`next: ${entry.next}`] : []),
      ];
      for (const detail of details) {
        console.log(pc.dim(indent(wrap(detail, terminalWidth() - DETAIL_INDENT), DETAIL_INDENT)));
      }
    }
  }
  const next = steps.find((step) => progress[step.id]?.verdict !== "passed");
  console.log();
  if (next) {
    const n = next.number;
    console.log(pc.bold(`Next: step${n}, ${next.title}`));
    console.log(`  1. Read   ${relative(process.cwd(), next.dir) || "."}/README.md`);
    console.log(`  2. Check  npm run check step${n}   (add -- --watch to re-check on save)`);
  } else {
    console.log(pc.green("Every step is done. Well done!"));
  }
  console.log(pc.dim("\nMore: npm run hint stepN · npm run diff stepN · npm run reset stepN"));
}
