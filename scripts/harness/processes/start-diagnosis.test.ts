import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { LearnerProgram } from "./program.ts";
import { diagnoseStart, missingNewerApi, NEWER_APIS } from "./start-diagnosis.ts";

/** What Node.js 20.20 and 22.23 print for each API they lack (recorded, ./fixtures/). */
const recorded = (name: string) =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8")
    .trim()
    .split("\n");

describe("missingNewerApi", () => {
  test("every API Node.js 20 lacks is named, with the major that has it", () => {
    const lines = recorded("node20-missing-apis.txt");
    expect(lines).toHaveLength(NEWER_APIS.length);
    for (const line of lines) expect(missingNewerApi([line], "20.20.2")).toBeDefined();
    expect(
      missingNewerApi(["TypeError: Promise.withResolvers is not a function"], "20.20.2"),
    ).toEqual(expect.objectContaining({ api: "Promise.withResolvers", since: 22 }));
  });
  test("Node.js 22 lacks only Node.js 24's", () => {
    for (const line of recorded("node22-missing-apis.txt")) {
      expect(missingNewerApi([line], "22.23.3")?.since).toBe(24);
    }
    expect(
      missingNewerApi(recorded("node20-missing-apis.txt").slice(0, 7), "22.23.3"),
    ).toBeUndefined();
  });
  test("on a Node.js that has it, the same words are the learner's own bug", () =>
    expect(
      missingNewerApi(["TypeError: Promise.withResolvers is not a function"], "26.10.0"),
    ).toBeUndefined());
});

describe("diagnoseStart: an API the running Node.js lacks", () => {
  const state = {
    elapsedMs: 500,
    deadlineMs: 15_000,
    printedButRefusingMs: 0,
    workersSeen: 0,
    workersDied: 0,
    ipv6Only: false,
    acceptingSilentlyForMs: 0,
    lesson: "A section",
  };
  test("a primary that crashed on Promise.withResolvers: the Node.js version, not a code fix", () => {
    const program = new LearnerProgram(1, 41234, "/tmp/x/primary.ts");
    program.lines.push(
      "file:///tmp/x/primary.ts:12",
      "const { promise, resolve } = Promise.withResolvers<void>();",
      "TypeError: Promise.withResolvers is not a function",
      "    at file:///tmp/x/primary.ts:12:40",
    );
    program.exit = { code: 1, signal: null };
    const on = (node: string) => diagnoseStart(program, { ...state, node })?.();
    expect(on("20.20.2")?.seen).toMatch(/Promise\.withResolvers, which Node\.js 22 and later have/);
    expect(on("20.20.2")?.next).toMatch(/Install Node\.js 22 or newer/);
    expect(on("26.10.0")?.seen).toMatch(/crashed at start-up/);
  });
});

describe("diagnoseStart: a primary that runs the server itself", () => {
  // What a primary.ts that imports index.ts printed (recorded on Node.js 20, round-robin).
  const lines = [
    "Number of CPUs is 2",
    "Primary pid=4851",
    "worker pid=4851",
    "App listening on port 26983",
    "Could not listen on port 26983: bind EADDRINUSE null:26983",
  ];
  const state = {
    elapsedMs: 1500,
    deadlineMs: 15_000,
    printedButRefusingMs: 0,
    workersSeen: 2,
    workersDied: 1,
    ipv6Only: false,
    acceptingSilentlyForMs: 0,
    lesson: "The primary",
  };
  test("named as the primary serving, not as a port another program holds", () => {
    const program = new LearnerProgram(4851, 26983, "/tmp/x/primary.ts");
    program.lines.push(...lines);
    const problem = diagnoseStart(program, state)?.();
    expect(problem?.seen).toContain("`worker pid=4851`, carries the primary's own pid");
    expect(problem?.next).toContain("Do not import the server (index.ts)");
  });
  test("a single server's own `worker pid` line is no such thing", () => {
    const program = new LearnerProgram(4851, 26983, "/tmp/x/index.ts");
    program.lines.push("worker pid=4851");
    expect(diagnoseStart(program, { ...state, workersSeen: 0, workersDied: 0 })).toBeUndefined();
  });
});
