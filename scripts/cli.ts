/**
 * The workshop's command line, run by the npm scripts in package.json. The descriptions below and
 * the options' tables (./commands/options.ts) are the `--help` text.
 */
import "./harness/quiet-deprecations.ts";
import { Command } from "commander";
import { bench } from "./commands/bench.ts";
import { check } from "./commands/check.ts";
import { demo } from "./commands/demo.ts";
import { diff } from "./commands/diff.ts";
import { doctor } from "./commands/doctor.ts";
import { hint } from "./commands/hint.ts";
import { home } from "./commands/home.ts";
import {
  addOptions,
  BENCH_OPTIONS,
  CHECK_OPTIONS,
  DIFF_OPTIONS,
  DOCTOR_OPTIONS,
  HINT_OPTIONS,
  type OptionTable,
  type OptionValues,
  PROGRAM_OPTIONS,
  RESET_OPTIONS,
  ROOM_JOIN_OPTIONS,
  ROOM_OPTIONS,
  type RoomOptions,
  SELFTEST_OPTIONS,
} from "./commands/options.ts";
import { reset } from "./commands/reset.ts";
import { room, roomJoin, roomLeave } from "./commands/room.ts";
import { selftest } from "./commands/selftest.ts";
import { slides } from "./commands/slides.ts";
import { useLocale } from "./i18n/choice.ts";
import { sendDoctorToRoom } from "./room/client.ts";
import { listSteps, stepNames } from "./workshop/steps.ts";
import { colors as pc } from "./workshop/terminal.ts";

/** The step the help texts take as their example: the first one. */
const [example] = listSteps();
/** How a step argument may be given, with the example's names. */
const STEP_ARGUMENT = example ? stepNames(example) : "a step's number or folder name";
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
    .description(
      "Scale an Express server across CPU cores with node:cluster and pm2, step by step.",
    )
    .showHelpAfterError(),
  PROGRAM_OPTIONS,
);

// The learner's language (scripts/i18n/choice.ts), for the command and every process it starts.
program.hook("preAction", () => {
  try {
    useLocale(program.opts<OptionValues<typeof PROGRAM_OPTIONS>>().lang);
  } catch (error) {
    console.error(pc.red((error as Error).message));
    process.exit(2);
  }
});

program
  .command("home", { isDefault: true })
  .description("list the steps, which are done, and what to do next (npm start)")
  .action(home);

addOptions(
  program
    .command("doctor")
    .description("can this machine run every step? Node.js, CPUs, programs, step by step"),
  DOCTOR_OPTIONS,
).action((options: OptionValues<typeof DOCTOR_OPTIONS>) =>
  learnerCommand(async () => {
    const code = await doctor(options);
    // Once joined to a room (npm run room -- join), the room learns whether every step can run.
    await sendDoctorToRoom(code === 0);
    return code;
  }),
);

/** The commands on one step (`npm run <command> <step>`), as their --help describes them. */
const STEP_COMMANDS = {
  check: `run a step's checkpoints against your files (npm run check ${STEP_COMMAND})`,
  hint: `show the next hint for a step, one more each time (npm run hint ${STEP_COMMAND})`,
  diff: "compare your files of a step with the solution, as a coloured diff",
  reset: "put a step's starter files back (asks first; keeps a backup of yours)",
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
  ).action((step: string, values: OptionValues<T>) => learnerCommand(() => run(step, values)));
}

stepCommand("check", CHECK_OPTIONS, check);
stepCommand("hint", HINT_OPTIONS, hint);
stepCommand("diff", DIFF_OPTIONS, diff);
stepCommand("reset", RESET_OPTIONS, reset);

program
  .command("demo")
  .description("for instructors: the live demo on this machine, with a report and charts")
  .argument("[parts...]", "compare, scaling, shares, failover, reload (default: all)")
  .action((parts: string[]) => learnerCommand(() => demo(parts)));

program
  .command("slides")
  .description(
    "for instructors: build slides/deck.md to slides/dist/index.html with this machine's charts",
  )
  .action(() => learnerCommand(slides));

const roomCommand = addOptions(
  program
    .command("room")
    .description(
      "for instructors: the room's live dashboard (steps, failures, speed-ups); learners join it",
    ),
  ROOM_OPTIONS,
).action((options: RoomOptions) => learnerCommand(() => room(options)));

addOptions(
  roomCommand
    .command("join")
    .description("send your checks' verdicts and figures to the instructor's room from now on")
    .argument("<address>", "the room's address, as the instructor shows it")
    .argument("<code>", "the room code"),
  ROOM_JOIN_OPTIONS,
).action((address: string, code: string, options: OptionValues<typeof ROOM_JOIN_OPTIONS>) =>
  learnerCommand(() => roomJoin(address, code, options)),
);

roomCommand
  .command("leave")
  .description("stop sending results to the room")
  .action(() => learnerCommand(roomLeave));

addOptions(
  program
    .command("bench")
    .description("for maintainers: time each step's check on its solution, over repeated runs")
    .argument("[steps...]", "steps to benchmark (default: all)"),
  BENCH_OPTIONS,
).action(async (steps: string[], options: OptionValues<typeof BENCH_OPTIONS>) => {
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
  process.exitCode = await selftest(options);
});

await program.parseAsync();
