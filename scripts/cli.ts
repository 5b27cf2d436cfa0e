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
import { sendDoctorToRoom } from "./room/client.ts";
import { colors as pc } from "./workshop/terminal.ts";

/** Runs a learner command; a mistake in its arguments (an unknown step) ends in exit code 2. */
async function learnerCommand(run: () => number | Promise<number>): Promise<void> {
  try {
    process.exitCode = await run();
  } catch (error) {
    console.error(pc.red((error as Error).message));
    process.exitCode = 2;
  }
}

// `npm run diff step3 | head` closes the pipe early: stop quietly instead of an EPIPE stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

const program = new Command("workshop")
  .description("Scale an Express server across CPU cores with node:cluster and pm2, step by step.")
  .showHelpAfterError();

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

/** The commands on one step (`npm run <command> step3`), as their --help describes them. */
const STEP_COMMANDS = {
  check: "run a step's checkpoints against your files (npm run check step3)",
  hint: "show the next hint for a step, one more each time (npm run hint step3)",
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
    program
      .command(name)
      .description(STEP_COMMANDS[name])
      .argument("<step>", "step3, 3, 03 or 03-cluster-primary"),
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
