import { Command } from "commander";
import { afterEach, expect, test, vi } from "vitest";
import {
  addOptions,
  CHECK_OPTIONS,
  type CheckOptions,
  PROGRAM_OPTIONS,
  RESET_OPTIONS,
} from "./options.ts";

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Parses `args` as `check <args>` and returns the options the action received. */
async function checkOptions(args: string[]): Promise<CheckOptions> {
  let received: CheckOptions = {};
  const program = new Command("workshop").exitOverride();
  addOptions(program.command("check").argument("<step>"), CHECK_OPTIONS, "check").action(
    (_step: string, options: CheckOptions) => {
      received = options;
    },
  );
  await program.parseAsync(["check", ...args], { from: "user" });
  return received;
}

test("options given after -- reach the command", async () => {
  expect(await checkOptions(["3", "--solution", "--only", "speed", "--correctness-only"])).toEqual({
    solution: true,
    only: "speed",
    correctnessOnly: true,
  });
});

test("options npm took for itself (no --) come back from npm_config_*", async () => {
  vi.stubEnv("npm_config_solution", "true");
  vi.stubEnv("npm_config_correctness_only", "true");
  vi.stubEnv("npm_config_dir", "/tmp/room");
  vi.stubEnv("npm_config_format", "github");
  expect(await checkOptions(["3"])).toEqual({
    solution: true,
    correctnessOnly: true,
    dir: "/tmp/room",
    format: "github",
  });
});

test("npm's own words are no values: a bare --dir (true), a flag set to false, --only", async () => {
  vi.stubEnv("npm_config_dir", "true");
  vi.stubEnv("npm_config_watch", "false");
  vi.stubEnv("npm_config_only", "prod");
  expect(await checkOptions(["3"])).toEqual({});
});

test("what is given on the command line wins over npm_config_*", async () => {
  vi.stubEnv("npm_config_dir", "/tmp/elsewhere");
  expect((await checkOptions(["3", "--dir", "mine"])).dir).toBe("mine");
});

test("a table's key must be the name commander files the option under", () => {
  const table = { correctness: { flags: "--correctness-only", help: "" } };
  expect(() => addOptions(new Command("x"), table)).toThrow(/correctnessOnly/);
  expect(() => addOptions(new Command("reset"), RESET_OPTIONS, "reset")).not.toThrow();
});

test("an option has its help written once: a learner's as a message, a maintainer's in the table", () => {
  expect(() => addOptions(new Command("reset"), RESET_OPTIONS)).toThrow(
    "option -y, --yes has no help: give it a help text",
  );
  const table = { fast: { flags: "--fast" } };
  expect(() => addOptions(new Command("check"), table, "check")).toThrow(
    'add the message "option.check.fast"',
  );
  const help = addOptions(new Command("check"), CHECK_OPTIONS, "check").helpInformation();
  expect(help.replace(/\s+/g, " ")).toContain(
    "check the finished files in solutions/ instead of yours",
  );
});

/** Parses `args` with the program's options and returns the program's option values. */
async function programOptions(args: string[]): Promise<Record<string, unknown>> {
  const program = addOptions(new Command("workshop").exitOverride(), PROGRAM_OPTIONS, "program");
  addOptions(program.command("check").argument("<step>"), CHECK_OPTIONS, "check").action(() => {});
  program.command("home", { isDefault: true }).action(() => {});
  await program.parseAsync(args, { from: "user" });
  return program.opts();
}

test("--lang is taken before or after any command", async () => {
  expect(await programOptions(["check", "3", "--lang", "ja"])).toEqual({ lang: "ja" });
  expect(await programOptions(["--lang", "ko", "check", "3"])).toEqual({ lang: "ko" });
  expect(await programOptions(["--lang", "en"])).toEqual({ lang: "en" });
});
