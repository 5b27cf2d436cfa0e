/**
 * Where a new step goes (`npm run new-step <slug>`): the next free number after the last step,
 * its folder names, and the title its lesson opens with. Nothing is written here: the plan is
 * what ./templates/ and ./shared-files.ts fill in.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { listSteps } from "../workshop/steps.ts";

/** A slug is lowercase words of letters and digits joined by `-`, as a step's folder ends. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The highest number a step folder's two digits can hold. */
const LAST_NUMBER = 99;

/** A request the generator refuses: a slug it cannot use, or a step that exists already. */
export class NewStepError extends Error {
  override name = "NewStepError";
}

/** A new step, before any of its files exist. */
export interface NewStepPlan {
  /** the repository's root (an absolute path) */
  root: string;
  /** the step's number, one more than the last step's */
  number: number;
  /** the number as its folder writes it, two digits */
  nn: string;
  /** the slug, e.g. "demo-thing" */
  slug: string;
  /** the folder name, e.g. "11-demo-thing" */
  id: string;
  /** the lesson's title after its number: the one given, else the slug as words */
  title: string;
  /** the step folder and the solution folder, relative to the root */
  stepDir: string;
  solutionDir: string;
}

/** "demo-thing" as a title: "Demo thing". */
export const titleOf = (slug: string): string =>
  slug.charAt(0).toUpperCase() + slug.slice(1).replaceAll("-", " ");

/**
 * The plan for a new step named `slug` in the repository at `root`: the number after the last
 * step's, the folders `steps/NN-<slug>/` and `solutions/NN-<slug>/`.
 *
 * @throws NewStepError when the slug is not lowercase words joined by `-`, when a step of that
 *   slug exists, when one of the two folders exists, or when the number would pass 99
 */
export function planStep(root: string, slug: string, title?: string): NewStepPlan {
  if (!SLUG.test(slug))
    throw new NewStepError(
      `"${slug}" is no step name: lowercase letters and digits, words joined by "-" (e.g. "log-rotation")`,
    );
  const steps = listSteps(root);
  const same = steps.find((step) => step.id.slice(3) === slug);
  if (same) throw new NewStepError(`a step named "${slug}" exists already: steps/${same.id}/`);
  const number = Math.max(0, ...steps.map((step) => step.number)) + 1;
  if (number > LAST_NUMBER)
    throw new NewStepError(`there are ${LAST_NUMBER} steps already: a folder holds two digits`);
  const nn = String(number).padStart(2, "0");
  const id = `${nn}-${slug}`;
  const plan = {
    root,
    number,
    nn,
    slug,
    id,
    title: title?.trim() || titleOf(slug),
    stepDir: `steps/${id}`,
    solutionDir: `solutions/${id}`,
  };
  for (const dir of [plan.stepDir, plan.solutionDir])
    if (existsSync(join(root, dir)))
      throw new NewStepError(`${dir}/ exists already: move it away, or pick another slug`);
  return plan;
}
