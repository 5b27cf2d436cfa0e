/**
 * The workshop's steps: every `steps/NN-kebab-name/` folder, with its lesson title and the
 * matching `solutions/NN-kebab-name/`. A step is named on the command line by its number or its
 * folder name, with or without the number ({@link resolveStep}).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { workshopRoot } from "../harness/paths.ts";

export interface Step {
  /** the number its folder name starts with, e.g. 3 for `03-cluster-primary` */
  number: number;
  /** the folder name, e.g. `03-cluster-primary` */
  id: string;
  /** the first heading of the step's README.md */
  title: string;
  /** absolute path of `steps/<id>/`: the starter the learner edits, and the checkpoints */
  dir: string;
  /** absolute path of `solutions/<id>/` */
  solutionDir: string;
}

const STEP_FOLDER = /^(\d\d)-[a-z0-9]+(?:-[a-z0-9]+)*$/;

function titleOf(dir: string, id: string): string {
  const readme = join(dir, "README.md");
  if (!existsSync(readme)) return id;
  const heading = readFileSync(readme, "utf8").match(/^#\s+(.+)$/m);
  return heading?.[1]?.trim() ?? id;
}

/** Every step, in order. */
export function listSteps(root = workshopRoot): Step[] {
  return readdirSync(join(root, "steps"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && STEP_FOLDER.test(entry.name))
    .map((entry) => {
      const dir = join(root, "steps", entry.name);
      return {
        number: Number(entry.name.slice(0, 2)),
        id: entry.name,
        title: titleOf(dir, entry.name),
        dir,
        solutionDir: join(root, "solutions", entry.name),
      };
    })
    .sort((a, b) => a.number - b.number);
}

/**
 * The ways a learner may name `step` on the command line (as {@link resolveStep} reads them), for a
 * help text: e.g. "step3, 3, 03 or 03-cluster-primary".
 */
export function stepNames(step: Step): string {
  return `step${step.number}, ${step.number}, ${step.id.slice(0, 2)} or ${step.id}`;
}

/** Thrown for a step name that matches no step; its message lists the steps that exist. */
export class UnknownStepError extends Error {
  override name = "UnknownStepError";
}

/**
 * Finds the step a learner means by `query`: its number or its folder name, with or without the
 * number (for `03-cluster-primary`, e.g. `step3`, `3`, `03`, the folder name or `cluster-primary`).
 *
 * @throws UnknownStepError when no step matches
 */
export function resolveStep(query: string, steps = listSteps()): Step {
  const q = query.trim().toLowerCase();
  const number = /^(?:step[-_ ]?)?(\d{1,2})$/.exec(q)?.[1];
  const found = steps.find((step) =>
    number !== undefined ? step.number === Number(number) : step.id === q || step.id.slice(3) === q,
  );
  if (found) return found;
  const width = Math.max(...steps.map((step) => step.id.length));
  const list = steps
    .map((step) => `  ${`step${step.number}`.padEnd(7)} ${step.id.padEnd(width)}  ${step.title}`)
    .join("\n");
  throw new UnknownStepError(`There is no step "${query}". The steps are:\n${list}`);
}
