/**
 * Running a learner's script that is meant to finish (a load comparison, say), not a server: it
 * is type-checked first, and one that does not end by itself is stopped and reported.
 */
import { basename } from "node:path";
import { t } from "../../i18n/translate.ts";
import { CheckpointError } from "../reporting/messages.ts";
import { assertCompiles } from "./compile-gate.ts";
import { type StartOptions, spawnProgram } from "./launch.ts";
import type { LearnerProgram } from "./program.ts";
import { waitFor } from "./wait.ts";

/** How long a script may keep running after it printed its result (`finishedWhen`), in ms. */
export const LINGER_MS = 3000;

/**
 * Runs a learner script that is meant to finish (not a server): type-checks it, starts it with
 * `args`, and waits for it to exit within `deadlineMs`. With `finishedWhen`, a script that has
 * printed its result but is still running {@link LINGER_MS} later fails then, rather than at the
 * deadline: something keeps it alive.
 *
 * @returns the finished program, with its output and exit status
 * @throws CheckpointError when the files do not compile, or the script is still running at the
 *   deadline or LINGER_MS after its result (it is stopped first)
 */
export async function runToCompletion(
  options: StartOptions & {
    args: readonly string[];
    deadlineMs: number;
    /** true once the script has printed its result (it should exit right after) */
    finishedWhen?: (program: LearnerProgram) => boolean;
  },
): Promise<LearnerProgram> {
  const stuck = stuckScripts.get(options.entry);
  if (stuck) throw stuck;
  // Checked before it starts, not meanwhile as a server is: a script (a load comparison, say)
  // sends load as soon as it runs.
  await assertCompiles(options);
  const program = await spawnProgram(options);
  let finishedAt: number | undefined;
  const lingering = () => {
    if (finishedAt === undefined && options.finishedWhen?.(program)) finishedAt = Date.now();
    return finishedAt !== undefined && Date.now() - finishedAt > LINGER_MS;
  };
  // "close" comes after "exit" once the output pipes are drained: every line is in by then.
  await waitFor(() => program.closed || lingering(), options.deadlineMs);
  if (!program.closed) {
    await program.stop();
    const file = basename(options.entry);
    const output = program.lastLines();
    const error = new CheckpointError(() => ({
      expected: t("program.stuck.expected", {
        file,
        deadline: String(options.deadlineMs / 1000),
      }),
      seen:
        finishedAt === undefined
          ? t("program.stuck.seenDeadline")
          : t("program.stuck.seenLinger", { seconds: String(LINGER_MS / 1000) }),
      next: t("program.stuck.next"),
      read: options.lesson,
      output,
    }));
    stuckScripts.set(options.entry, error);
    throw error;
  }
  return program;
}

/**
 * Scripts that did not end by themselves in this checkpoint file, by file: a later run of the
 * same script fails at once with the same message instead of waiting again (`npm run bench --
 * --fast-failures`).
 */
const stuckScripts = new Map<string, CheckpointError>();
