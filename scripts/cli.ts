/**
 * The workshop's command line, run by the npm scripts in package.json. The descriptions below are
 * the `--help` text.
 */
import { Command } from "commander";
import pc from "picocolors";
import { bench } from "./commands/bench.ts";
import { check } from "./commands/check.ts";
import { home } from "./commands/home.ts";
import { selftest } from "./commands/selftest.ts";

const program = new Command("workshop")
  .description("Scale an Express server across CPU cores with node:cluster and pm2, step by step.")
  .showHelpAfterError();

program
  .command("home", { isDefault: true })
  .description("list the steps, which are done, and what to do next (npm start)")
  .action(home);

program
  .command("check")
  .description("run a step's checkpoints against your files (npm run check step3)")
  .argument("<step>", "step3, 3, 03 or 03-cluster-primary")
  .option("--solution", "check the finished files in solutions/ instead of yours")
  .option("--dir <folder>", "check the files in another folder (a copy of a step)")
  .action(async (step: string, options: { solution?: boolean; dir?: string }) => {
    try {
      process.exitCode = await check(step, options);
    } catch (error) {
      console.error(pc.red((error as Error).message));
      process.exitCode = 2;
    }
  });

program
  .command("bench")
  .description("for maintainers: time each step's check on its solution, over repeated runs")
  .argument("[steps...]", "steps to benchmark (default: all)")
  .option("-n, --repetitions <count>", "runs of each check", "5")
  .action(async (steps: string[], options: { repetitions: string }) => {
    process.exitCode = await bench(steps, Math.max(1, Number(options.repetitions) || 5));
  });

program
  .command("selftest")
  .description("for maintainers: every solution passes, every starter and catalogued mistake fails")
  .option("--only <text>", "run only the parts whose description contains this text")
  .action(async (options: { only?: string }) => {
    process.exitCode = await selftest(options.only);
  });

await program.parseAsync();
