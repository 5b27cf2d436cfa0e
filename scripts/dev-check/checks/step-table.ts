/**
 * The README's table "The steps", in every language, is made from the steps' own `step.builds`
 * messages (../../workshop/step-builds.ts): a row written by hand in the README would drift from
 * the step, and a translation's row from its step's translation. `npm run dev-check -- --fix`
 * writes the tables.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { STEP_TABLE, stepTableEdits } from "../../workshop/step-builds.ts";
import type { DevCheck, Problem } from "../problem.ts";

export const STEP_TABLE_CHECK: DevCheck = {
  name: `the README's "${STEP_TABLE}" is what each step's messages say it builds`,
  async run(root: string): Promise<Problem[]> {
    return (await stepTableEdits(root)).map(({ file, what }) => ({
      file,
      problem: `not yet made from the steps' "step.builds" messages (steps/NN-name/checkpoints/messages/): ${what} would change`,
      fix: "write what a step builds in its messages, then run `npm run dev-check -- --fix`, which rewrites the table",
    }));
  },
  async fix(root: string): Promise<string[]> {
    const edits = await stepTableEdits(root);
    for (const { file, text } of edits) writeFileSync(join(root, file), text);
    return edits.map(({ file, what }) => `${file}: ${what}`);
  },
};
