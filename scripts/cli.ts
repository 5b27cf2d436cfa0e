/**
 * The workshop's command line, run by the npm scripts in package.json. The descriptions below are
 * the `--help` text.
 */
import "./harness/quiet-deprecations.ts";
import { Command } from "commander";
import { bench } from "./commands/bench.ts";
import { type CheckOptions, check } from "./commands/check.ts";
import { demo } from "./commands/demo.ts";
import { diff } from "./commands/diff.ts";
import { doctor } from "./commands/doctor.ts";
import { hint } from "./commands/hint.ts";
import { home } from "./commands/home.ts";
import { reset } from "./commands/reset.ts";
import { type RoomOptions, room, roomJoin, roomLeave } from "./commands/room.ts";
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

program
  .command("doctor")
  .description("can this machine run every step? Node.js, CPUs, programs, step by step")
  .option("--json", "print the same as JSON, for an instructor collecting the room's answers")
  .action((options: { json?: boolean }) =>
    learnerCommand(async () => {
      const code = await doctor({ json: options.json ?? process.env.npm_config_json === "true" });
      // Once joined to a room (npm run room -- join), the room learns whether every step can run.
      await sendDoctorToRoom(code === 0);
      return code;
    }),
  );

program
  .command("check")
  .description("run a step's checkpoints against your files (npm run check step3)")
  .argument("<step>", "step3, 3, 03 or 03-cluster-primary")
  .option("--solution", "check the finished files in solutions/ instead of yours")
  .option("--dir <folder>", "check the files in another folder (a copy of a step)")
  .option("--only <text>", "run only the checkpoints whose name contains this text")
  .option("--all", "with --dir <room>: grade every learner's folder in it, as one table")
  .option("--json", "with --all: print the grades as JSON")
  .option("--watch", "check again whenever a file of the step is saved (or Enter is pressed)")
  .option("--poll", "with --watch: look for saves by polling (WSL drives, network folders)")
  .option("--format <format>", "github: add workflow annotations and a points line (CI, Classroom)")
  .option("--correctness-only", "measure and report speed-ups but do not judge them (shared CI)")
  .action((step: string, options: CheckOptions) => learnerCommand(() => check(step, options)));

program
  .command("hint")
  .description("show the next hint for a step, one more each time (npm run hint step3)")
  .argument("<step>", "step3, 3, 03 or 03-cluster-primary")
  .option("--all", "show every hint seen so far again, without a new one")
  .action((step: string, options: { all?: boolean }) =>
    learnerCommand(() => hint(step, { all: options.all ?? process.env.npm_config_all === "true" })),
  );

program
  .command("diff")
  .description("compare your files of a step with the solution, as a coloured diff")
  .argument("<step>", "step3, 3, 03 or 03-cluster-primary")
  .option("--dir <folder>", "compare the files in another folder instead of the step's")
  .action((step: string, options: { dir?: string }) => learnerCommand(() => diff(step, options)));

program
  .command("reset")
  .description("put a step's starter files back (asks first; keeps a backup of yours)")
  .argument("<step>", "step3, 3, 03 or 03-cluster-primary")
  .option("-y, --yes", "do not ask")
  .option("--from <revision>", "the git revision to take the starter from (default: origin/HEAD)")
  .action((step: string, options: { yes?: boolean; from?: string }) =>
    learnerCommand(() =>
      reset(step, { ...options, yes: options.yes ?? process.env.npm_config_yes === "true" }),
    ),
  );

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

const roomCommand = program
  .command("room")
  .description(
    "for instructors: the room's live dashboard (steps, failures, speed-ups); learners join it",
  )
  .option(
    "--host <address>",
    "the address to listen on: 0.0.0.0 for the room's network",
    "127.0.0.1",
  )
  .option("--port <number>", "the port (default: a free one, the last one used if free)")
  .option("--title <text>", "the page's heading")
  .option("--new-code", "make a new room code (learners join again)")
  .option("--rate <count>", "submissions accepted per learner address per minute", "120")
  .option("--state <folder>", "where the results are kept (default: .workshop/room)")
  .action((options: RoomOptions) => learnerCommand(() => room(options)));

roomCommand
  .command("join")
  .description("send your checks' verdicts and figures to the instructor's room from now on")
  .argument("<address>", "the room's address, as the instructor shows it")
  .argument("<code>", "the room code")
  .option("--name <name>", "the name the room shows (default: your user name)")
  .action((address: string, code: string, options: { name?: string }) =>
    learnerCommand(() => roomJoin(address, code, options)),
  );

roomCommand
  .command("leave")
  .description("stop sending results to the room")
  .action(() => learnerCommand(roomLeave));

program
  .command("bench")
  .description("for maintainers: time each step's check on its solution, over repeated runs")
  .argument("[steps...]", "steps to benchmark (default: all)")
  .option("-n, --repetitions <count>", "runs of each check", "5")
  .option("--only <text>", "run only the checkpoints whose name contains this text")
  .option("--reloads <count>", "with step 5: pm2 reloads of each side to count failures over")
  .option("--variants", "also check every valid variant of these steps, as many times")
  .option("--fast-failures", "also time the whole check of common mistakes (target 10 s)")
  .action(
    async (
      steps: string[],
      options: {
        repetitions: string;
        only?: string;
        reloads?: string;
        variants?: boolean;
        fastFailures?: boolean;
      },
    ) => {
      process.exitCode = await bench(steps, Math.max(1, Number(options.repetitions) || 5), {
        ...options,
        reloads: options.reloads ? Math.max(1, Number(options.reloads) || 5) : undefined,
      });
    },
  );

program
  .command("selftest")
  .description("for maintainers: every solution passes, every starter and catalogued mistake fails")
  .option("--only <text>", "run only the parts whose description contains this text")
  .option("--steps", "run only the steps: every solution passes and every starter fails")
  .action(async (options: { only?: string; steps?: boolean }) => {
    process.exitCode = await selftest(options);
  });

await program.parseAsync();
