/**
 * Failure messages for learners. Every checkpoint failure says what was expected, what was seen,
 * what to do next and where in the lesson to read, and quotes the program's last output lines.
 * The checkpoint reporter prints a CheckpointError's message as it is, without a stack trace.
 */

/** The parts of a learner-facing failure message. */
export interface Explanation {
  /** What the checkpoint wanted, in one or two sentences. */
  expected: string;
  /** What actually happened, with the measured figure where there is one. */
  seen: string;
  /** The next thing to change or try. */
  next: string;
  /** Where to read more: a lesson path and section, e.g. `steps/02-unclustered-server/README.md · "The server"`. */
  read: string;
  /** The program's last output lines, quoted under the message. */
  output?: readonly string[];
  /** Who printed `output`; "the program printed" by default. */
  outputLabel?: string;
}

/** A checkpoint failure caused by the learner's code (not by the harness). */
export class CheckpointError extends Error {
  override name = "CheckpointError";
  constructor(readonly explanation: Explanation) {
    super(formatExplanation(explanation));
  }
}

/** How many output lines a message quotes. */
export const QUOTED_LINES = 12;

/** Renders an explanation as the multi-line text a learner reads. */
export function formatExplanation(e: Explanation): string {
  const lines = [`Expected: ${e.expected}`, `Seen:     ${e.seen}`, `Next:     ${e.next}`];
  lines.push(`Read:     ${e.read}`);
  if (e.output) {
    const quoted = e.output.flatMap((line) => line.split("\n")).slice(-QUOTED_LINES);
    const label = e.outputLabel ?? "the program printed";
    lines.push(
      quoted.length === 0
        ? `${label[0]?.toUpperCase()}${label.slice(1)} nothing.`
        : `Last ${quoted.length} line(s) ${label}:`,
      ...quoted.map((line) => `  │ ${line}`),
    );
  }
  return lines.join("\n");
}

/**
 * Asserts `condition`; when it is false, fails the checkpoint with `explain()`'s message.
 * `explain` is a function so that building the message (quoting output) costs nothing on success.
 *
 * @throws CheckpointError when `condition` is false
 */
export function check(condition: unknown, explain: () => Explanation): asserts condition {
  if (!condition) throw new CheckpointError(explain());
}
