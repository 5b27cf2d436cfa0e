import { existsSync } from "node:fs";
import { join } from "node:path";
import { CheckpointError } from "../reporting/messages.ts";

/**
 * Absolute path of the learner's file `name` in `dir`.
 *
 * @throws CheckpointError when the file does not exist, naming the folder that was checked
 */
export function learnerFile(dir: string, name: string, lesson: string): string {
  const path = join(dir, name);
  if (!existsSync(path)) {
    throw new CheckpointError(() => ({
      expected: `a file ${name} in ${dir}.`,
      seen: "no such file.",
      next: `Create ${name} there (the lesson says what goes in it), or check the folder you passed with --dir.`,
      read: lesson,
    }));
  }
  return path;
}
