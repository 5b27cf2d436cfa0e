/**
 * Every command's options, in one table each: the flags commander parses, the `--help` text, the
 * default, and whether npm may have taken the option for itself. The table gives the commander
 * `.option()` calls (../cli.ts, through {@link addOptions}), the type of the values a command
 * receives ({@link OptionValues}), and the `npm_config_*` fallback: `npm run check <step>
 * --solution` (without `--`) hands `--solution` to npm, not to us; npm warns "Unknown cli config"
 * and exports it as `npm_config_solution`. An option marked `npm` honours it rather than silently
 * checking the learner's own files.
 */

import type { Command } from "commander";
import { hasMessage, t } from "../i18n/translate.ts";

/** One option of a command. */
export interface OptionSpec {
  /** commander's flags, e.g. `--dir <folder>` or `-y, --yes`; a `<value>` makes it take one */
  flags: string;
  /**
   * the `--help` text of a maintainer's or instructor's command, in English; a learner's command
   * has none here: its help is the message `option.<command>.<key>`, in the learner's language
   * (../i18n/locales/), written once ({@link addOptions})
   */
  help?: string;
  /** the value when the option is not given */
  default?: string;
  /**
   * also read `npm_config_<name>` (dashes as underscores) when the option is not given: a flag is
   * set when it is "true", a value taken unless it is "true" (npm's word for a bare `--dir`)
   */
  npm?: true;
}

/** A command's options by the name commander gives their values (`--correctness-only`: `correctnessOnly`). */
export type OptionTable = Readonly<Record<string, OptionSpec>>;

/** The values a command receives: a string for an option that takes a value, else a boolean. */
export type OptionValues<T extends OptionTable> = {
  -readonly [K in keyof T]?: T[K]["flags"] extends `${string}<${string}>` ? string : boolean;
};

/**
 * The options of every command, given before or after the command's name. Without `--`, npm
 * takes `--lang` for itself and passes its value on as an argument, setting no npm_config_lang:
 * `npm start -- --lang ja`, as the home screen says.
 */
export const PROGRAM_OPTIONS = {
  lang: {
    flags: "--lang <language>",
  },
} as const satisfies OptionTable;

export const DOCTOR_OPTIONS = {
  json: {
    flags: "--json",
    npm: true,
  },
} as const satisfies OptionTable;

export const CHECK_OPTIONS = {
  solution: {
    flags: "--solution",
    npm: true,
  },
  dir: {
    flags: "--dir <folder>",
    npm: true,
  },
  only: { flags: "--only <text>", help: "run only the checkpoints whose name contains this text" },
  all: {
    flags: "--all",
    npm: true,
  },
  json: { flags: "--json", npm: true },
  watch: {
    flags: "--watch",
    npm: true,
  },
  poll: {
    flags: "--poll",
    npm: true,
  },
  format: {
    flags: "--format <format>",
    npm: true,
  },
  correctnessOnly: {
    flags: "--correctness-only",
    npm: true,
  },
  simulateCpus: {
    flags: "--simulate-cpus <count>",
    npm: true,
  },
  bail: { flags: "--bail" },
} as const satisfies OptionTable;

/** `npm run check`'s options. */
export type CheckOptions = OptionValues<typeof CHECK_OPTIONS>;

export const HINT_OPTIONS = {
  all: { flags: "--all", npm: true },
} as const satisfies OptionTable;

export const DIFF_OPTIONS = {
  dir: {
    flags: "--dir <folder>",
  },
} as const satisfies OptionTable;

export const RESET_OPTIONS = {
  yes: { flags: "-y, --yes", npm: true },
  from: {
    flags: "--from <revision>",
  },
} as const satisfies OptionTable;

export const ROOM_OPTIONS = {
  host: {
    flags: "--host <address>",
    help: "the address to listen on: 0.0.0.0 for the room's network",
    default: "127.0.0.1",
  },
  port: {
    flags: "--port <number>",
    help: "the port (default: a free one, the last one used if free)",
  },
  title: { flags: "--title <text>", help: "the page's heading" },
  newCode: { flags: "--new-code", help: "make a new room code (learners join again)" },
  rate: {
    flags: "--rate <count>",
    help: "submissions accepted per learner address per minute",
    default: "120",
  },
  state: {
    flags: "--state <folder>",
    help: "where the results are kept (default: .workshop/room)",
  },
} as const satisfies OptionTable;

/** `npm run room`'s options. */
export type RoomOptions = OptionValues<typeof ROOM_OPTIONS>;

export const ROOM_JOIN_OPTIONS = {
  name: {
    flags: "--name <name>",
  },
} as const satisfies OptionTable;

export const BENCH_OPTIONS = {
  repetitions: { flags: "-n, --repetitions <count>", help: "runs of each check", default: "5" },
  only: { flags: "--only <text>", help: "run only the checkpoints whose name contains this text" },
  reloads: {
    flags: "--reloads <count>",
    help: "with a pm2 step: pm2 reloads of each side to count failures over",
  },
  variants: {
    flags: "--variants",
    help: "also check every valid variant of these steps, as many times",
  },
  fastFailures: {
    flags: "--fast-failures",
    help: "also time the whole check of common mistakes (target 10 s)",
  },
  noise: {
    flags: "--noise <percents>",
    help: "repeat everything under a busy loop on one CPU, e.g. 0,50,80,95",
  },
  mistakes: {
    flags: "--mistakes <names>",
    help: "also run these catalogued mistakes' whole checks, ;-separated",
  },
  simulateCpus: {
    flags: "--simulate-cpus <counts>",
    help: "run each check on simulated machines of these CPU counts, e.g. 4,8,16: a scaling table",
  },
} as const satisfies OptionTable;

export const SELFTEST_OPTIONS = {
  only: { flags: "--only <text>", help: "run only the parts whose description contains this text" },
  steps: {
    flags: "--steps",
    help: "run only the steps: every solution passes and every starter fails",
  },
  container: {
    flags: "--container",
    help: "run only the steps that declare container: their solutions pass, their starters fail",
  },
  simulateCpus: {
    flags: "--simulate-cpus <counts>",
    help: "run only the steps that declare simulate, on simulated machines of these CPU counts, e.g. 4,8,16",
  },
} as const satisfies OptionTable;

export const NEW_STEP_OPTIONS = {
  title: {
    flags: "--title <text>",
    help: "the lesson's title after its number (default: the slug as words)",
    npm: true,
  },
  dryRun: { flags: "--dry-run", help: "print what it would write, and write nothing", npm: true },
} as const satisfies OptionTable;

/**
 * Adds `table`'s options to `command`, and a hook that fills the options marked `npm` from
 * `npm_config_*` when they were not given, before the command's action runs. With `messages`
 * (a learner's command, e.g. `check`), an option's help is the message `option.check.<key>` in
 * the learner's language; without, the table's English `help`.
 *
 * @returns the command, for chaining
 * @throws Error when a table's key is not the name commander gives the option's value, or when
 *   an option has no help: no message under `messages`, or no `help` without it
 */
export function addOptions(command: Command, table: OptionTable, messages?: string): Command {
  for (const [key, spec] of Object.entries(table)) {
    const translated = `option.${messages}.${key}`;
    const help = messages ? (hasMessage(translated) ? t(translated) : undefined) : spec.help;
    if (help === undefined)
      throw new Error(
        `option ${spec.flags} has no help: ${messages ? `add the message "${translated}" (scripts/i18n/locales/)` : "give it a help text"}`,
      );
    command.option(spec.flags, help, spec.default);
    const option = command.options.at(-1);
    if (option?.attributeName() !== key)
      throw new Error(
        `option ${spec.flags} is filed as "${key}", not "${option?.attributeName()}"`,
      );
  }
  const fromNpm = command.options.filter((option) => table[option.attributeName()]?.npm);
  if (fromNpm.length === 0) return command;
  return command.hook("preAction", (_hooked, action) => {
    if (action !== command) return;
    for (const option of fromNpm) {
      const key = option.attributeName();
      const value = process.env[`npm_config_${option.name().replaceAll("-", "_")}`];
      if (command.getOptionValue(key) !== undefined || value === undefined) continue;
      if (option.isBoolean() && value === "true")
        command.setOptionValueWithSource(key, true, "env");
      if (!option.isBoolean() && value !== "" && value !== "true")
        command.setOptionValueWithSource(key, value, "env");
    }
  });
}
