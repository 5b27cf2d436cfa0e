/**
 * `npm run check <step> [-- --solution | --dir <folder>]`: runs a step's checkpoints against the
 * learner's step folder (default), the solution, or any folder on disk, prints each verdict and
 * figure, records the verdict of the learner's own folder in the progress file, and says what next.
 */
import { existsSync, statSync } from "node:fs";
import { relative, resolve } from "node:path";
import pc from "picocolors";
import { workshopRoot } from "../harness/paths.ts";
import { recordProgress } from "../workshop/progress.ts";
import { runCheckpoints } from "../workshop/run-checkpoints.ts";
import { listSteps, resolveStep, type Step } from "../workshop/steps.ts";

export interface CheckOptions {
  solution?: boolean;
  dir?: string;
}

/**
 * `npm run check step3 --solution` (without `--`) hands `--solution` to npm, not to us: npm warns
 * "Unknown cli config" and exports it as npm_config_solution. Honour it rather than silently
 * checking the learner's own files.
 */
function withNpmConfig(options: CheckOptions): CheckOptions {
  const env = process.env;
  return {
    solution: options.solution ?? (env.npm_config_solution === "true" ? true : undefined),
    dir:
      options.dir ??
      (env.npm_config_dir && env.npm_config_dir !== "true" ? env.npm_config_dir : undefined),
  };
}

function targetOf(step: Step, options: CheckOptions): string {
  if (options.solution && options.dir) throw new Error("Use either --solution or --dir, not both.");
  if (options.solution) return step.solutionDir;
  if (!options.dir) return step.dir;
  const dir = resolve(options.dir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`--dir ${options.dir}: no such folder (resolved to ${dir}).`);
  }
  return dir;
}

function nextStepAfter(step: Step): Step | undefined {
  return listSteps().find((s) => s.number > step.number);
}

/**
 * Checks one step and returns the process exit code: 0 only when every checkpoint passed.
 *
 * @throws Error for an unknown step (listing the steps) or a bad --dir
 */
export async function check(query: string, options: CheckOptions): Promise<number> {
  const step = resolveStep(query);
  const target = targetOf(step, withNpmConfig(options));
  const fromHere = relative(process.cwd(), target);
  const shown = fromHere.startsWith("..") ? target : fromHere || ".";
  console.log(pc.bold(step.title));
  console.log(
    pc.dim(`Checking the files in ${shown}/ against the checkpoints of step ${step.id}\n`),
  );
  const outcome = await runCheckpoints({ step, target });
  const passedCount = outcome.results.filter((r) => r.state === "passed").length;
  const total = outcome.results.length;
  if (target === step.dir) {
    recordProgress(step.id, {
      verdict: outcome.passed ? "passed" : "failed",
      checkedAt: new Date().toISOString(),
      passed: passedCount,
      total,
      failed: outcome.results.filter((r) => r.state === "failed").map((r) => r.name),
    });
  }
  console.log();
  if (outcome.passed) {
    console.log(pc.green(pc.bold(`All ${total} checkpoints of step ${step.id} passed.`)));
    const next = nextStepAfter(step);
    if (target === step.dir) {
      console.log(
        next
          ? `Next: read ${relative(workshopRoot, next.dir)}/README.md, then npm run check step${next.number}`
          : "That was the last step: well done.",
      );
    }
    return 0;
  }
  console.log(pc.red(pc.bold(`${passedCount} of ${total} checkpoints of step ${step.id} passed.`)));
  if (outcome.runErrors.length) {
    console.log(
      pc.red(`${outcome.runErrors.length} checkpoint file(s) could not run at all (see above).`),
    );
  }
  console.log(`Fix the first failure above, then run the same command again.`);
  return 1;
}
