/**
 * The checkpoint layer: what a step's checkpoint file needs to know about its step, in one place.
 * `defineStep(import.meta.url, sections)` knows the step's folder, its lesson and the sections
 * the file cites (each must be a heading of the lesson, or the file fails to load), the learner's
 * files, and how the step's programs start. A checkpoint opens with `step.section("…")`, the
 * lesson section it checks; after that, `check()` and `fail()` take only Expected, Seen and Next,
 * and fill in Read (the checkpoint's section, or the finding's `section`) and the output (what
 * `quote()` last named, by default the program the checkpoint last started).
 */
import { readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeEach, type RunnerTestCase } from "vitest";
import { getCurrentTest } from "vitest/suite";
import { localSection } from "../../i18n/lessons.ts";
import { LOCALES, type Locale } from "../../i18n/locale.ts";
import { type Catalogues, type MessageValues, translator } from "../../i18n/translate.ts";
import { expectedWorkers } from "../measuring/scale.ts";
import { targetDir, workshopRoot } from "../paths.ts";
import { assertCompiles } from "../processes/compile-gate.ts";
import { type StartOptions, spawnProgram } from "../processes/launch.ts";
import type { LearnerProgram } from "../processes/program.ts";
import { runToCompletion } from "../processes/run-script.ts";
import { type StartedCluster, startCluster, startProgram } from "../processes/start.ts";
import { CheckpointError, type Explanation } from "../reporting/messages.ts";
import { lessonHeadings } from "./headings.ts";
import { learnerFile } from "./learner-files.ts";

/** Something whose last output lines a failure message quotes: a learner program, nginx, pm2's logs. */
export interface Quoted {
  lastLines(): readonly string[];
  /** who printed the lines, e.g. "pm2's logs show"; "the program printed" by default */
  outputLabel?: string;
}

/** `lines` under `label`, as a {@link Quoted} (read when a message is built). */
export function quoted(label: string, lines: () => readonly string[]): Quoted {
  return { lastLines: lines, outputLabel: label };
}

/** What an earlier failure quoted, to quote again in a message built on it (null: nothing). */
export function quotedFrom(earlier: Explanation): Quoted | null {
  const { output, outputLabel } = earlier;
  return output ? { lastLines: () => output, outputLabel } : null;
}

/**
 * What a checkpoint found wrong: Expected, Seen and Next. Read and the output are filled in.
 * `section` sends the learner to another section of the step's lesson than the checkpoint's;
 * `quote` quotes another source than the checkpoint's, `quote: null` none.
 */
export interface Finding {
  expected: string;
  seen: string;
  next: string;
  section?: string;
  quote?: Quoted | null;
}

export { lessonHeadings, withoutCodeBlocks } from "./headings.ts";

/** The checkpoint that is running: its step, its section, and what its messages quote. */
interface Running {
  step: Step<string>;
  section: string;
  quote: Quoted | undefined;
}

/**
 * Each checkpoint's state, by the vitest test it belongs to (`getCurrentTest()`): step.section()
 * sets it at the start of the test, and it goes with the test. Nothing carries from one
 * checkpoint to the next, and a check outside a test's body finds no state.
 */
const checkpoints = new WeakMap<RunnerTestCase, Running>();

/** The running checkpoint's state, when step.section() opened one in the current test. */
const running = (): Running | undefined => {
  const test = getCurrentTest();
  return test && checkpoints.get(test);
};

function current(what: string): Running {
  const now = running();
  if (!now)
    throw new Error(`${what} needs the checkpoint's lesson section first: step.section("…").`);
  return now;
}

/** The keys `F` of a step's findings: `F.expected`, `F.seen` and `F.next` are all messages. */
export type FindingKey<K extends string> = {
  [P in K]: P extends `${infer F}.expected`
    ? `${F}.seen` | `${F}.next` extends K
      ? F
      : never
    : never;
}[K];

/** The keys `F` of a step's figure names: `figure.F`. */
export type FigureKey<K extends string> = K extends `figure.${infer F}` ? F : never;

/** The keys `N` of a step's checkpoint names: `name.N`. */
export type NameKey<K extends string> = K extends `name.${infer N}` ? N : never;

/** A step's checkpoint file's view of its step; see {@link defineStep}. */
export interface Step<S extends string, K extends string = never> {
  /** the step's id, e.g. "03-cluster-primary" */
  readonly id: string;
  /** the folder whose files are checked: the step's own, or the one `--dir` names */
  readonly dir: string;
  /** what a message's Read line says, e.g. `steps/03-cluster-primary/README.md · "The primary"` */
  lesson(section: S): string;
  /**
   * Opens a checkpoint: the first line of each test. Its failures send the learner to `section`
   * (Read) unless they name another, and quote nothing until it starts a program or `quote()`s.
   * @returns `section`'s Read text, as {@link Step.lesson}
   */
  section(section: S): string;
  /** The running checkpoint's Read text. @throws Error before step.section() */
  read(): string;
  /**
   * Absolute path of the learner's file `name` in {@link Step.dir}; a missing file sends the
   * learner to `section` (the checkpoint's by default). @throws CheckpointError when it is missing
   */
  file(name: string, section?: S): string;
  /**
   * Starts the learner's `entry` (index.ts by default) as startProgram does, and quotes it.
   * @throws CheckpointError as startProgram does
   */
  startServer(options?: StepStart<S>): Promise<LearnerProgram>;
  /**
   * Starts the learner's primary.ts, type-checked with index.ts, until every worker listens, and
   * quotes it. @throws CheckpointError as startProgram does
   */
  startCluster(options?: StepStart<S>): Promise<StartedCluster>;
  /** Starts the learner's program without waiting for it to be ready (spawnProgram), and quotes it. */
  spawn(options?: StepStart<S>): Promise<LearnerProgram>;
  /** Type-checks `entry` (index.ts by default). @throws CheckpointError for a syntax or type error */
  assertCompiles(options?: Pick<StepStart, "entry" | "alsoTypecheck">): Promise<void>;
  /**
   * The step's message `key` in the learner's language (checkpoints/messages/), its
   * placeholders filled in: a number is formatted by `Intl.NumberFormat` (1,234), so pass a pid or
   * a port as a string. @throws Error when the step has no such message
   */
  t(key: K, values?: MessageValues): string;
  /**
   * The finding `key.expected`, `key.seen` and `key.next` say, in the learner's language, with
   * `extra` (another `section`, another `quote`). Build it inside check()'s function: that is
   * called once per language.
   */
  finding(
    key: FindingKey<K>,
    values?: MessageValues,
    extra?: { section?: S; quote?: Quoted | null },
  ): Finding;
  /**
   * A checkpoint's name, `name.<key>`, in English: the test's name, which progress and
   * `--only` know it by. The report shows it in the learner's language.
   */
  name(key: NameKey<K>): string;
  /**
   * A figure's `label` and `name` (recordFigure), from the message `figure.<key>` written once:
   * the label in English, which progress, the bench and the room know the figure by, and the name
   * in the learner's language. Values are filled into both alike: pass no translated text.
   */
  figure(key: FigureKey<K>, values?: MessageValues): { label: string; name: string };
  /** Runs the learner's script to completion (runToCompletion), and quotes it. */
  run(
    options: StepStart<S> &
      Pick<Parameters<typeof runToCompletion>[0], "args" | "deadlineMs" | "finishedWhen">,
  ): Promise<LearnerProgram>;
}

/** How a step starts a learner program: file names in the target folder, the rest as startProgram. */
export type StepStart<S extends string = string> = Omit<
  StartOptions,
  "entry" | "alsoTypecheck" | "lesson"
> & {
  /** file name in the target folder */
  entry?: string;
  /** file names in the target folder */
  alsoTypecheck?: readonly string[];
  /** the lesson section a failed start sends the learner to; the checkpoint's by default */
  section?: S;
};

/**
 * The step of the checkpoint file at `checkpointUrl` (`steps/NN-name/checkpoints/x.test.ts`),
 * citing `sections` of its lesson.
 *
 * @param checkpointUrl the checkpoint file's `import.meta.url`
 * @param sections the lesson sections the file's checkpoints and messages send the learner to
 * @param options.dependsOn for a checkpoint (its `name.<key>`), the earlier checkpoints of the
 *   file whose program or run it builds on: when one of them fails, the report says this one's
 *   failure probably has the same cause, instead of advice of its own
 * @throws Error when a section is not a heading of `steps/NN-name/README.md`
 */
export function defineStep<const S extends string, K extends string = never>(
  checkpointUrl: string,
  sections: readonly S[],
  messages?: Catalogues<K>,
  options: { dependsOn?: Partial<Record<NameKey<K>, readonly NameKey<K>[]>> } = {},
): Step<S, K> {
  const stepDir = dirname(dirname(fileURLToPath(checkpointUrl)));
  const id = basename(stepDir);
  const lessonFile = relative(workshopRoot, join(stepDir, "README.md"));
  const headings = lessonHeadings(readFileSync(join(stepDir, "README.md"), "utf8"));
  const missing = sections.filter((section) => !headings.includes(section));
  if (missing.length > 0) {
    throw new Error(
      `${relative(workshopRoot, fileURLToPath(checkpointUrl))} cites ${missing.map((s) => `"${s}"`).join(", ")}, which ${lessonFile} has no heading for.`,
    );
  }
  const lesson = (section: string) => {
    if (!(sections as readonly string[]).includes(section))
      throw new Error(
        `${id}'s checkpoints cite "${section}" without declaring it in defineStep().`,
      );
    const local = localSection(join(stepDir, "README.md"), section);
    return `${relative(workshopRoot, local.file)} · "${local.section}"`;
  };
  const read = (section?: string) => lesson(section ?? current("A step's program").section);
  const quoting = <T extends Quoted>(program: T): T => {
    const now = running();
    if (now) now.quote = program;
    return program;
  };
  const startOptions = ({ section, ...options }: StepStart, entry: string): StartOptions => {
    const path = (name: string) => learnerFile(targetDir(checkpointUrl), name, read(section));
    return {
      ...options,
      entry: path(options.entry ?? entry),
      alsoTypecheck: options.alsoTypecheck?.map(path),
      lesson: read(section),
    };
  };
  // A primary forks WORKERS workers, or one per usable CPU: its deadline grows with them.
  const primary = (options: StepStart) =>
    startOptions(
      { alsoTypecheck: ["index.ts"], workers: expectedWorkers(options.env), ...options },
      "primary.ts",
    );
  const say = messages
    ? translator(messages)
    : (key: string) => {
        throw new Error(`${id}'s checkpoints use the message "${key}" without messages.`);
      };
  beforeEach((context) => {
    const key = messages && keyOfName(messages.en, context.task.name);
    if (key) {
      context.task.meta.names = Object.fromEntries(
        LOCALES.map((locale) => [locale, say(key as K, {}, locale)]),
      ) as Record<Locale, string>;
      const dependsOn = options.dependsOn?.[key.slice("name.".length) as NameKey<K>] ?? [];
      if (dependsOn.length)
        context.task.meta.dependsOn = dependsOn.map((d) => say(`name.${d}` as K, {}, "en"));
    }
  });
  const step: Step<S, K> = {
    id,
    get dir() {
      return targetDir(checkpointUrl);
    },
    lesson,
    read: () => read(),
    section(section) {
      const test = getCurrentTest();
      if (!test)
        throw new Error(`step.section("${section}") opens a checkpoint: call it in a test.`);
      checkpoints.set(test, { step: step as unknown as Step<string>, section, quote: undefined });
      return lesson(section);
    },
    file: (name, section) => learnerFile(targetDir(checkpointUrl), name, read(section)),
    startServer: async (options = {}) =>
      quoting(await startProgram(startOptions(options, "index.ts"))),
    startCluster: async (options = {}) => {
      const started = await startCluster(primary(options));
      quoting(started.primary);
      return started;
    },
    spawn: async (options = {}) => quoting(await spawnProgram(startOptions(options, "index.ts"))),
    assertCompiles: (options = {}) => assertCompiles(startOptions(options, "index.ts")),
    t: (key, values) => say(key, values),
    finding: (key, values, extra) => ({
      expected: say(`${key}.expected` as K, values),
      seen: say(`${key}.seen` as K, values),
      next: say(`${key}.next` as K, values),
      ...extra,
    }),
    name: (key) => say(`name.${key}` as K, {}, "en"),
    figure: (key, values) => ({
      label: say(`figure.${key}` as K, values, "en"),
      name: say(`figure.${key}` as K, values),
    }),
    run: async ({ args, deadlineMs, finishedWhen, ...options }) =>
      quoting(
        await runToCompletion({
          ...startOptions(options, "index.ts"),
          args,
          deadlineMs,
          finishedWhen,
        }),
      ),
  };
  return step;
}

/** The `name.…` key of the message whose English text is `name`, if any. */
const keyOfName = (english: Readonly<Record<string, string>>, name: string) =>
  Object.keys(english).find((key) => key.startsWith("name.") && english[key] === name);

/** From here on, failure messages of the running checkpoint quote `source` (undefined: nothing). */
export function quote<T extends Quoted | undefined>(source: T): T {
  current("quote()").quote = source;
  return source;
}

/** The explanation a finding makes in the running checkpoint: Read and the output filled in. */
export function explanation(finding: Finding): Explanation {
  const now = current("check()");
  const { expected, seen, next, section, quote: source = now.quote } = finding;
  return {
    expected,
    seen,
    next,
    read: now.step.lesson(section ?? now.section),
    ...(source ? { output: source.lastLines(), outputLabel: source.outputLabel } : {}),
  };
}

/**
 * Asserts `condition` in the running checkpoint; when it is false, fails it with the finding,
 * Read and output filled in. `explain` is a function so that a pass builds no message.
 *
 * @throws CheckpointError when `condition` is false
 */
export function check(condition: unknown, explain: () => Finding): asserts condition {
  if (!condition) throw new CheckpointError(() => explanation(explain()));
}

/**
 * Fails the running checkpoint with the finding `explain` writes (once per language), Read and
 * output filled in. @throws CheckpointError always
 */
export function fail(explain: () => Finding): never {
  throw new CheckpointError(() => explanation(explain()));
}
