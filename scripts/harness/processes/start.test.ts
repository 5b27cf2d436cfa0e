// The program harness against small fixture programs written to a temporary folder outside the
// workshop (so the fallback resolver for `--dir` is exercised too).
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { CheckpointError } from "../reporting/messages.ts";
import { groupAlive } from "./groups.ts";
import { freePort, PORT_RANGE, portAccepts } from "./ports.ts";
import { childrenOf } from "./process-table.ts";
import { LearnerProgram } from "./program.ts";
import { startProgram } from "./start.ts";
import { diagnoseStart, startupErrorAdvice } from "./start-diagnosis.ts";
import { waitFor } from "./wait.ts";

const dir = mkdtempSync(join(tmpdir(), "harness-"));

function fixture(name: string, source: string): string {
  const file = join(dir, name);
  writeFileSync(file, source);
  return file;
}

const server = `
import express from "express";
const port = Number(process.env.PORT);
express().get("/", (_req, res) => { res.send("ok"); }).listen(port, () => {
  console.log(\`worker pid=\${process.pid}\`);
  console.log(\`App listening on port \${port}\`);
});
`;
const serverFile = fixture("server.ts", server);

/**
 * A fixture of `server` with `find` replaced by `replace`.
 * @throws Error when `server` does not contain `find`: the fixture would be the plain server
 */
function serverWith(name: string, find: string, replace: string): string {
  if (!server.includes(find)) throw new Error(`the fixture server has no ${JSON.stringify(find)}`);
  return fixture(name, server.replace(find, replace));
}

/** A primary that forks `workers` workers running `worker`, and forks again whenever one exits. */
function primaryFixture(name: string, worker: string, workers: number): string {
  return fixture(
    name,
    `import cluster from "node:cluster";
cluster.setupPrimary({ exec: ${JSON.stringify(worker)} });
for (let i = 0; i < ${workers}; i++) cluster.fork();
cluster.on("exit", () => cluster.fork());
`,
  );
}

const clusterFile = primaryFixture("cluster.ts", serverFile, 2);

/** Whether a new listener can bind `port` (get-port cannot tell: it locks ports it handed out). */
function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * A crash loop is named once CRASH_LOOP_CRASHES workers have died, each after booting tsx
 * (about 0.85 s of CPU on Node 20): 3 s is too short while other test files share the two
 * cores, and the diagnosis ends the wait as soon as the count is reached.
 */
const CRASH_LOOP_DEADLINE_MS = 20_000;

async function startError(entry: string, deadlineMs = 3000): Promise<CheckpointError> {
  const error = await startProgram({ entry, lesson: "lesson", deadlineMs }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CheckpointError);
  return error as CheckpointError;
}

test("a server is ready once it prints its ready line and accepts connections", async () => {
  const program = await startProgram({ entry: serverFile, lesson: "lesson" });
  expect(program.captures(/worker pid=(\d+)/)).toEqual([String(program.pid)]);
  expect(await portAccepts(program.port)).toBe(true);
  await program.stop();
});

test("stopping a cluster stops the primary, every worker and frees the port", async () => {
  const program = await startProgram({ entry: clusterFile, lesson: "lesson" });
  const workers = await childrenOf(program.pid);
  expect(workers).toHaveLength(2);
  const started = Date.now();
  await program.stop();
  expect(Date.now() - started).toBeLessThan(1500);
  expect(groupAlive(program.pid)).toBe(false);
  // The kernel frees the listening socket as the last process of the group goes; give it a moment.
  expect(await waitFor(() => canBind(program.port), 2000)).toBe(true);
});

test("ports come from below the ephemeral range, so a probe cannot connect to itself", async () => {
  const port = await freePort();
  expect(port).toBeGreaterThanOrEqual(PORT_RANGE.from);
  expect(port).toBeLessThanOrEqual(PORT_RANGE.to);
});

test("a program that ends at once is told it never listened", async () => {
  const error = await startError(fixture("ends.ts", `console.log("hello");\n`));
  expect(error.message).toContain("ended by itself");
  expect(error.message).toContain("│ hello");
});

test("a crash at start-up quotes the error", async () => {
  const error = await startError(fixture("crash.ts", `throw new TypeError("boom");\n`));
  expect(error.message).toContain("crashed at start-up (exit code 1): `TypeError: boom");
});

test("a program listening on another port than PORT is told it ignores PORT", async () => {
  const error = await startError(
    fixture("fixed.ts", server.replace("Number(process.env.PORT)", "0").replace("${port}", "3917")),
  );
  expect(error.message).toContain("ignores PORT");
});

test("workers that die at start-up and are forked again are a crash loop", async () => {
  const crashing = fixture("dies.ts", `throw new Error("worker dies");\n`);
  const loop = primaryFixture("loop.ts", crashing, 1);
  const error = await startError(loop, CRASH_LOOP_DEADLINE_MS);
  expect(error.message).toContain("a crash loop");
  expect(error.message).toContain("Error: worker dies");
});

test("a ready line with nothing listening behind it is caught", async () => {
  const liar = fixture(
    "liar.ts",
    `console.log(\`App listening on port \${process.env.PORT}\`);\nsetInterval(() => {}, 1000);\n`,
  );
  const error = await startError(liar, 6000);
  expect(error.message).toContain("refuses connections");
});

test("a cluster whose first worker listens more than 3 s before the last one is ready", async () => {
  // On 2 CPUs, 64 simulated tsx workers print their lines over more than 3 s; the port accepts
  // from the first line on, so only the deadline may judge the start.
  const late = serverWith(
    "late.ts",
    "express().get(",
    "await new Promise((r) => setTimeout(r, Number(process.env.WORKER_DELAY_MS)));\nexpress().get(",
  );
  const primary = fixture(
    "staggered.ts",
    `import cluster from "node:cluster";
cluster.setupPrimary({ exec: ${JSON.stringify(late)} });
cluster.fork({ WORKER_DELAY_MS: "0" });
cluster.fork({ WORKER_DELAY_MS: "4500" });
`,
  );
  const program = await startProgram({ entry: primary, lesson: "lesson", deadlineMs: 15_000 });
  expect(program.listeningPorts()).toHaveLength(2);
  await program.stop();
});

test("a program that never becomes ready is stopped at the deadline", async () => {
  const silent = fixture("silent.ts", "setInterval(() => {}, 1000);\n");
  const started = Date.now();
  const error = await startError(silent);
  expect(error.message).toMatch(/after 3\.\d s it is still running/);
  expect(Date.now() - started).toBeLessThan(6000);
});

test("a type error is reported with file, line and column before anything runs", async () => {
  const error = await startError(
    fixture("typed.ts", `const n: number = "one";\nconsole.log(n);\n`),
  );
  expect(error.message).toContain("typed.ts:1:7 - error TS2322");
});

test("workers that exit quietly at start-up are a crash loop too (counted by pid, not text)", async () => {
  const quiet = fixture("quiet.ts", "process.exit(1);\n");
  const loop = primaryFixture("quietloop.ts", quiet, 1);
  const error = await startError(loop, CRASH_LOOP_DEADLINE_MS);
  expect(error.message).toContain("a crash loop");
});

test("a version banner or a logged SyntaxError is no crash and no syntax error", async () => {
  const chatty = serverWith(
    "chatty.ts",
    'import express from "express";',
    'import express from "express";\nconsole.log(`Node.js ${process.version}`);\nconsole.warn("SyntaxError: FEATURES is not JSON, using defaults");',
  );
  const program = await startProgram({ entry: chatty, lesson: "lesson" });
  await program.stop();
});

test("a server on IPv6 loopback only is told to listen on every address", async () => {
  const v6 = serverWith("v6.ts", ".listen(port, () => {", '.listen(port, "::1", () => {');
  const error = await startError(v6, 6000);
  expect(error.message).toContain("[::1]");
});

test("top-level await run as CommonJS is explained (diagnosis of its error text)", () => {
  const program = new LearnerProgram(1, 3000, "/x/compare.ts");
  program.lines.push(
    'ERROR: Top-level await is currently not supported with the "cjs" output format',
  );
  program.exit = { code: 1, signal: null };
  const state = {
    elapsedMs: 100,
    deadlineMs: 5000,
    printedButRefusingMs: 0,
    workersSeen: 0,
    workersDied: 0,
    ipv6Only: false,
    acceptingSilentlyForMs: 0,
    lesson: "l",
  };
  expect(diagnoseStart(program, state)?.().next).toContain('"type": "module"');
});

test("a port that accepts without a ready line fails after 3 s, naming the closest line", () => {
  const program = new LearnerProgram(1, 3000, "/x/index.ts");
  program.lines.push("worker pid=1", "App listning on port 3000");
  const state = {
    elapsedMs: 4000,
    deadlineMs: 15_000,
    printedButRefusingMs: 0,
    workersSeen: 0,
    workersDied: 0,
    ipv6Only: false,
    acceptingSilentlyForMs: 3100,
    lesson: "l",
  };
  const problem = diagnoseStart(program, state)?.();
  expect(problem?.seen).toContain("not ready");
  expect(problem?.seen).toContain('"App listning on port 3000"');
  expect(diagnoseStart(program, { ...state, acceptingSilentlyForMs: 2000 })).toBeUndefined();
});

test.each([
  ["TypeError: Missing parameter name at index 1: *", "Express 5 route paths"],
  [
    "Error: Cannot find module '/work/main/index.ts'",
    'fileURLToPath(new URL("./index.ts", import.meta.url))',
  ],
  [
    "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'expres' imported from /x/index.ts",
    "npm install",
  ],
  ["Error [ERR_REQUIRE_ESM]: require() of ES Module /x/a.js not supported.", "import it instead"],
  ['TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts"', "--import tsx"],
  ["SyntaxError: Cannot use import statement outside a module", '"type": "module"'],
])("start-up error %s gets its own next step", (line, advice) => {
  expect(startupErrorAdvice(["at x", line])).toContain(advice);
});

test("an unknown start-up error gets no specific advice", () => {
  expect(startupErrorAdvice(["Error: boom"])).toBeUndefined();
});
