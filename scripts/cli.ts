/**
 * The workshop's command line, run by the npm scripts in package.json. The descriptions below and
 * the options' tables (./commands/options.ts) are the `--help` text. Each command's module is
 * imported when that command runs, not before: `npm run room` runs for hours and need not hold
 * vitest, pm2, marp and vega in memory because `selftest`, `demo` and `slides` use them.
 */
import "./harness/quiet-deprecations.ts";
import { Command } from "commander";
import {
  addOptions,
  BENCH_OPTIONS,
  CHECK_OPTIONS,
  DIFF_OPTIONS,
  DOCTOR_OPTIONS,
  HINT_OPTIONS,
  NEW_STEP_OPTIONS,
  type OptionTable,
  type OptionValues,
  PROGRAM_OPTIONS,
  RESET_OPTIONS,
  ROOM_JOIN_OPTIONS,
  ROOM_OPTIONS,
  type RoomOptions,
  SELFTEST_OPTIONS,
} from "./commands/options.ts";
import { useLocale } from "./i18n/choice.ts";
import { t } from "./i18n/translate.ts";
import { listSteps, stepNames } from "./workshop/steps.ts";
import { colors as pc } from "./workshop/terminal.ts";

/** The step the help texts take as their example: the first one. */
const [example] = listSteps();
// The learner's language (scripts/i18n/choice.ts), for the help below, the command and every
// process it starts: `--lang` is read first, by a parser that knows only it, wherever it stands.
try {
  const early = new Command()
    .option("--lang <language>")
    .allowUnknownOption()
    .allowExcessArguments()
    .helpOption(false)
    .parse(process.argv);
  useLocale(early.opts<{ lang?: string }>().lang);
} catch (error) {
  console.error(pc.red((error as Error).message));
  process.exit(2);
}

/** How a step argument may be given, with the example's names. */
const STEP_ARGUMENT = t("cli.stepArgument", {
  names: example ? stepNames(example) : "stepN",
});
/** The example step as a command names it. */
const STEP_COMMAND = example ? `step${example.number}` : "<step>";

/** Runs a learner command; a mistake in its arguments (an unknown step) ends in exit code 2. */
async function learnerCommand(run: () => number | Promise<number>): Promise<void> {
  try {
    process.exitCode = await run();
  } catch (error) {
    console.error(pc.red((error as Error).message));
    process.exitCode = 2;
  }
}

// `npm run diff <step> | head` closes the pipe early: stop quietly instead of an EPIPE stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

const program = addOptions(
  new Command("workshop")
    .description(t("cli.description"))
    .helpOption("-h, --help", t("cli.helpOption"))
    .helpCommand("help [command]", t("cli.helpOption"))
    .configureHelp({ styleTitle: (title) => t("cli.title", { title: title.replace(/:$/, "") }) })
    .showHelpAfterError(),
  PROGRAM_OPTIONS,
  "program",
);

program
  .command("home", { isDefault: true })
  .description(t("cli.home"))
  .action(async () => (await import("./commands/home.ts")).home());

addOptions(program.command("doctor").description(t("cli.doctor")), DOCTOR_OPTIONS, "doctor").action(
  (options: OptionValues<typeof DOCTOR_OPTIONS>) =>
    learnerCommand(async () => {
      const code = await (await import("./commands/doctor.ts")).doctor(options);
      // Once joined to a room (npm run room -- join), the room learns whether every step can run.
      await (await import("./room/client.ts")).sendDoctorToRoom(code === 0);
      return code;
    }),
);

/** The commands on one step (`npm run <command> <step>`), as their --help describes them. */
const STEP_COMMANDS = {
  check: t("cli.check", { example: STEP_COMMAND }),
  hint: t("cli.hint", { example: STEP_COMMAND }),
  diff: t("cli.diff"),
  reset: t("cli.reset"),
} as const;

/** Adds `name`, a command on one step: its options' table, then `run` on the step named. */
function stepCommand<T extends OptionTable>(
  name: keyof typeof STEP_COMMANDS,
  options: T,
  run: (step: string, options: OptionValues<T>) => number | Promise<number>,
): void {
  addOptions(
    program.command(name).description(STEP_COMMANDS[name]).argument("<step>", STEP_ARGUMENT),
    options,
    name,
  ).action((step: string, values: OptionValues<T>) => learnerCommand(() => run(step, values)));
}

stepCommand("check", CHECK_OPTIONS, async (step, options) =>
  (await import("./commands/check.ts")).check(step, options),
);
stepCommand("hint", HINT_OPTIONS, async (step, options) =>
  (await import("./commands/hint.ts")).hint(step, options),
);
stepCommand("diff", DIFF_OPTIONS, async (step, options) =>
  (await import("./commands/diff.ts")).diff(step, options),
);
stepCommand("reset", RESET_OPTIONS, async (step, options) =>
  (await import("./commands/reset.ts")).reset(step, options),
);

program
  .command("demo")
  .description(t("cli.demo"))
  .argument("[parts...]", t("cli.demoParts"))
  .action((parts: string[]) =>
    learnerCommand(async () => (await import("./commands/demo.ts")).demo(parts)),
  );

program
  .command("slides")
  .description(t("cli.slides"))
  .action(() => learnerCommand(async () => (await import("./commands/slides.ts")).slides()));

const roomCommand = addOptions(
  program.command("room").description(t("cli.room")),
  ROOM_OPTIONS,
).action((options: RoomOptions) =>
  learnerCommand(async () => (await import("./commands/room.ts")).room(options)),
);

addOptions(
  roomCommand
    .command("join")
    .description(t("cli.roomJoin"))
    .argument("<address>", t("cli.roomAddress"))
    .argument("<code>", t("cli.roomCode"))
    // `-- --name x` after the code: commander hands what follows `--` on as arguments.
    .allowExcessArguments(),
  ROOM_JOIN_OPTIONS,
  "roomJoin",
).action(
  (
    address: string,
    code: string,
    options: OptionValues<typeof ROOM_JOIN_OPTIONS>,
    command: Command,
  ) =>
    learnerCommand(async () =>
      (await import("./commands/room.ts")).roomJoin(address, code, options, command.args.slice(2)),
    ),
);

roomCommand
  .command("leave")
  .description(t("cli.roomLeave"))
  .action(() => learnerCommand(async () => (await import("./commands/room.ts")).roomLeave()));

addOptions(
  program
    .command("bench")
    .description("for maintainers: time each step's check on its solution, over repeated runs")
    .argument("[steps...]", "steps to benchmark (default: all)"),
  BENCH_OPTIONS,
).action(async (steps: string[], options: OptionValues<typeof BENCH_OPTIONS>) => {
  const { bench } = await import("./commands/bench.ts");
  process.exitCode = await bench(steps, Math.max(1, Number(options.repetitions) || 5), {
    ...options,
    noise: options.noise?.split(",").map((level) => Math.max(0, Number(level) || 0)),
    mistakes: options.mistakes?.split(";").map((name) => name.trim()),
    reloads: options.reloads ? Math.max(1, Number(options.reloads) || 5) : undefined,
  });
});

addOptions(
  program
    .command("selftest")
    .description(
      "for maintainers: every solution passes, every starter and catalogued mistake fails",
    ),
  SELFTEST_OPTIONS,
).action(async (options: OptionValues<typeof SELFTEST_OPTIONS>) => {
  process.exitCode = await (await import("./commands/selftest.ts")).selftest(options);
});

program
  .command("mutate")
  .description(
    "for maintainers: mutate each step's solution (StrykerJS) and count the mutants its check misses",
  )
  .argument("[steps...]", "steps to mutate (default: all; each takes minutes)")
  .action(async (steps: string[]) => {
    process.exitCode = await (await import("./commands/mutate.ts")).mutate(steps);
  });

addOptions(
  program
    .command("new-step")
    .description("for maintainers: write the skeleton of a new step, in every language")
    .argument("<slug>", "the step's folder name after its number: lowercase words joined by -"),
  NEW_STEP_OPTIONS,
).action(async (slug: string, options: OptionValues<typeof NEW_STEP_OPTIONS>) => {
  process.exitCode = (await import("./commands/new-step.ts")).newStep(slug, options);
});

await program.parseAsync();
