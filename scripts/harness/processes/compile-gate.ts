/**
 * The compile gate: a learner's files are type-checked (../tools/typecheck.ts) before, or while,
 * their program starts, so that a syntax or type error is reported as itself, with file, line and
 * column, rather than as a server that never became ready.
 */
import { basename } from "node:path";
import { t } from "../../i18n/translate.ts";
import { CheckpointError } from "../reporting/messages.ts";
import { checkedFiles } from "../tools/typecheck.ts";
import type { StartOptions } from "./launch.ts";

/**
 * Fails before starting anything when the files do not compile, quoting file:line:col.
 *
 * @throws CheckpointError for a syntax or type error in `entry` or `alsoTypecheck`
 */
export async function assertCompiles(
  options: Pick<StartOptions, "entry" | "alsoTypecheck" | "lesson">,
): Promise<void> {
  const found = await checkedFiles([options.entry, ...(options.alsoTypecheck ?? [])]);
  if (!found) return;
  const [at = ""] = found.errors;
  const file = basename(options.entry);
  throw new CheckpointError(() =>
    found.kind === "syntax"
      ? {
          expected: t("start.syntax.expected", { file }),
          seen: t("program.syntax.seen", { at }),
          next: t("program.syntax.next"),
          read: options.lesson,
          output: found.errors,
          outputLabel: t("program.compiler"),
        }
      : {
          expected: t("program.types.expected", { file }),
          seen: t("program.types.seen", { count: found.errors.length, at }),
          next: t("program.types.next"),
          read: options.lesson,
          output: found.errors,
          outputLabel: t("program.compiler"),
        },
  );
}
