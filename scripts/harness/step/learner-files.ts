import { existsSync } from "node:fs";
import { join } from "node:path";
import { t } from "../../i18n/translate.ts";
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
      expected: t("files.missing.expected", { name, dir }),
      seen: t("files.missing.seen"),
      next: t("files.missing.next", { name }),
      read: lesson,
    }));
  }
  return path;
}
