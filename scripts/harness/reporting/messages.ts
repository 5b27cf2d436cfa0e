/**
 * Failure messages for learners. Every checkpoint failure says what was expected, what was seen,
 * what to do next and where in the lesson to read, and quotes the program's last output lines.
 * The checkpoint reporter prints a CheckpointError's message as it is, without a stack trace.
 * The labels are in the learner's language (scripts/i18n/locales/), aligned by display width;
 * {@link messagePart} reads a part back in any language.
 */
import { currentLocale, LOCALES, type Locale, withLocale } from "../../i18n/locale.ts";
import { t } from "../../i18n/translate.ts";
import { displayWidth, padDisplay } from "../../workshop/terminal.ts";

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
  /** Who printed `output`; "the program printed", in the learner's language, by default. */
  outputLabel?: string;
}

/**
 * A checkpoint failure caused by the learner's code (not by the harness). `explain` writes the
 * explanation; it is called once per language under {@link withLocale}, so the message exists in
 * every language from the same finding (the self-test reads them all), and its `message` is the
 * learner's.
 */
export class CheckpointError extends Error {
  override name = "CheckpointError";
  /** The explanation in the learner's language. */
  readonly explanation: Explanation;
  /** The whole message in each language. */
  readonly messages: Record<Locale, string>;
  constructor(explain: () => Explanation) {
    const messages = Object.fromEntries(
      LOCALES.map((locale) => [locale, withLocale(locale, () => formatExplanation(explain()))]),
    ) as Record<Locale, string>;
    super(messages[currentLocale()]);
    this.explanation = explain();
    this.messages = messages;
  }
}

/**
 * `failure` said again in a step's own words: its Seen and Read (each in the language the message
 * is written in) and its quoted output kept, its Expected and Next replaced by `restate()`'s. For
 * a failure whose cause the step knows better than the harness, e.g. a start that failed because
 * an invalid WORKERS was taken as a count.
 */
export function restated(
  failure: CheckpointError,
  restate: () => Pick<Explanation, "expected" | "next">,
): CheckpointError {
  return new CheckpointError(() => {
    const written = failure.messages[currentLocale()];
    return {
      ...failure.explanation,
      seen: messagePart(written, "seen") ?? failure.explanation.seen,
      read: messagePart(written, "read") ?? failure.explanation.read,
      ...restate(),
    };
  });
}

/** How many output lines a message quotes. */
export const QUOTED_LINES = 12;

/** The four parts of a message, in the order they are printed. */
export const MESSAGE_PARTS = ["expected", "seen", "next", "read"] as const;

/** One of {@link MESSAGE_PARTS}. */
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/** The labels of the four parts in the learner's language, as printed: `Seen:     `. */
export function messageLabels(): Record<MessagePart, string> {
  const words = MESSAGE_PARTS.map((part) => t(`message.${part}`));
  const width = Math.max(...words.map(displayWidth)) + 2;
  return Object.fromEntries(
    MESSAGE_PARTS.map((part, i) => [part, padDisplay(`${words[i]}:`, width)]),
  ) as Record<MessagePart, string>;
}

/** Renders an explanation as the multi-line text a learner reads. */
export function formatExplanation(e: Explanation): string {
  const labels = messageLabels();
  const lines = MESSAGE_PARTS.map((part) => `${labels[part]}${e[part]}`);
  if (e.output) {
    const quoted = e.output.flatMap((line) => line.split("\n")).slice(-QUOTED_LINES);
    const source = e.outputLabel ?? t("message.output.program");
    const heading =
      quoted.length === 0
        ? t("message.output.none", { source })
        : t("message.output.last", { count: quoted.length, source });
    lines.push(
      // An English heading that opens with its source ("the program printed …") takes a capital;
      // "pm2 のログ" keeps pm2 as it is written.
      currentLocale() === "en" ? `${heading[0]?.toUpperCase()}${heading.slice(1)}` : heading,
      ...quoted.map((line) => `  │ ${line}`),
    );
  }
  return lines.join("\n");
}

/** A line of a message holding `part`, in any language: its label, then the text in group 1. */
function partLine(part: MessagePart): RegExp {
  const words = LOCALES.map((locale) => t(`message.${part}`, {}, locale));
  return new RegExp(`^\\s*(?:${words.join("|")}):[ \\t]+(.*)$`, "m");
}

/**
 * The text of `part` in a failure message, whichever language it was printed in (`Next:` or
 * `次に:`), or `undefined` when the message has none.
 */
export function messagePart(message: string, part: MessagePart): string | undefined {
  return partLine(part).exec(message)?.[1];
}

/** `message` without its `part` line: two failures that cite different sections are one. */
export function withoutPart(message: string, part: MessagePart): string {
  return message.replace(partLine(part), "");
}

/**
 * Asserts `condition`; when it is false, fails the checkpoint with `explain()`'s message.
 * `explain` is a function so that building the message (quoting output) costs nothing on success.
 *
 * @throws CheckpointError when `condition` is false
 */
export function check(condition: unknown, explain: () => Explanation): asserts condition {
  if (!condition) throw new CheckpointError(explain);
}
