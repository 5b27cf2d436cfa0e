/**
 * `npm start`: the workshop home. Lists the steps in order as done, failed (with the first
 * failing checkpoint) or not done yet, says which step comes next with the commands for it, and
 * lists the other commands.
 */
import { relative } from "node:path";
import { cpuBudget } from "../harness/measuring/cpus.ts";
import { readProgress, type StepProgress } from "../workshop/progress.ts";
import { listSteps } from "../workshop/steps.ts";
import { colors as pc, terminalWidth, wrap } from "../workshop/terminal.ts";

/** Column where a step's title starts, under which its failure details go. */
const DETAIL_INDENT = 24;

const indent = (text: string, by: number) => text.replace(/^/gm, " ".repeat(by));

/** The status column of a step: done, failed (n/m) or not attempted. */
function status(entry: StepProgress | undefined): string {
  if (entry?.verdict === "passed") return pc.green("✓ done".padEnd(12));
  if (entry?.verdict === "failed") {
    const ran = (entry.total ?? 0) - (entry.notRun?.length ?? 0);
    return pc.red(`✗ ${entry.passed}/${ran} passed`.padEnd(12));
  }
  return pc.dim("○ not tried".padEnd(12));
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
    // A checkpoint that could not run here is no pass: say so under a done step too.
    const notRun = entry?.notRun?.length
      ? [`${entry.notRun.length} checkpoint(s) not run on this machine: ${entry.notRun.join("; ")}`]
      : [];
    if (entry?.verdict === "passed") {
      for (const detail of notRun) {
        console.log(pc.dim(indent(wrap(detail, terminalWidth() - DETAIL_INDENT), DETAIL_INDENT)));
      }
    }
    if (entry?.verdict === "failed") {
      const details = [
        ...(entry.failed?.[0] ? [`failing: ${entry.failed[0]}`] : []),
        ...(entry.next ? [`next: ${entry.next}`] : []),
        ...notRun,
      ];
      for (const detail of details) {
        console.log(pc.dim(indent(wrap(detail, terminalWidth() - DETAIL_INDENT), DETAIL_INDENT)));
      }
    }
  }
  const next = steps.find((step) => progress[step.id]?.verdict !== "passed");
  const lastDone = progress[steps.at(-1)?.id ?? ""]?.verdict === "passed";
  console.log();
  if (next && lastDone) {
    // The path is finished; what is left was skipped or fails now, and can wait.
    const open = steps.filter((step) => progress[step.id]?.verdict !== "passed");
    console.log(pc.green("You finished the last step."));
    console.log(
      wrap(
        `Still open: ${open.map((s) => `step${s.number}`).join(", ")}, whenever you like: npm run check stepN.`,
      ),
    );
  } else if (next) {
    const n = next.number;
    console.log(pc.bold(`Next: step${n}, ${next.title}`));
    console.log(`  1. Read   ${relative(process.cwd(), next.dir) || "."}/README.md`);
    console.log(`  2. Check  npm run check step${n}   (add -- --watch to re-check on save)`);
  } else {
    console.log(pc.green("Every step is done. Well done!"));
  }
  console.log(pc.dim("\nMore: npm run hint stepN · npm run diff stepN · npm run reset stepN"));
}
