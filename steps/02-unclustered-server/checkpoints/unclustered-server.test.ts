// Checkpoints of step 02: one Express process with a CPU-bound /heavy route.
// Each starts the learner's index.ts for real, on a free port handed over through PORT.
import { test } from "vitest";
import { recordFigure } from "../../../scripts/harness/figures.ts";
import { learnerFile } from "../../../scripts/harness/files.ts";
import { describeAnswer, get } from "../../../scripts/harness/http.ts";
import { describeErrorCodes } from "../../../scripts/harness/load.ts";
import { check } from "../../../scripts/harness/messages.ts";
import { targetDir } from "../../../scripts/harness/paths.ts";
import { holdPort } from "../../../scripts/harness/ports.ts";
import { childrenOf } from "../../../scripts/harness/processes.ts";
import { assertCompiles, spawnProgram, startProgram } from "../../../scripts/harness/program.ts";
import { waitFor } from "../../../scripts/harness/wait.ts";
import { MIN_REQUESTS, measureWork } from "../../../scripts/harness/work.ts";
import {
  HEAVY_BODY,
  heavyLoopCpuMs,
  isHeavyAnswer,
  MIN_LOOP_SHARE,
} from "../../../scripts/harness/workload.ts";
import { portClashUnobservable } from "../../../scripts/platform/platform.ts";

/** How long a server that reported its listen error may take to exit, in ms. */
const ERROR_EXIT_MS = 3000;

const lesson = (section: string) => `steps/02-unclustered-server/README.md · "${section}"`;
const indexFile = () => learnerFile(targetDir(import.meta.url), "index.ts", lesson("The server"));

test("index.ts starts and prints its pid and the port it was given", async () => {
  const server = await startProgram({ entry: indexFile(), lesson: lesson("The server") });
  const pids = server.captures(/worker pid=(\d+)/);
  check(pids.includes(String(server.pid)), () => ({
    expected: `a line "worker pid=${server.pid}" (the pid of the process the check started).`,
    seen: pids.length ? `worker pid=${pids.join(", ")}` : 'no "worker pid=<pid>" line.',
    next: "Print `worker pid=${process.pid}` in the listen callback.",
    read: lesson("The server"),
    output: server.lastLines(),
  }));
});

test("GET /heavy answers 200 with the result of the 5,000,000-step loop", async () => {
  const server = await startProgram({ entry: indexFile(), lesson: lesson("The /heavy route") });
  const answer = await get(`${server.url}/heavy`);
  check(isHeavyAnswer(answer), () => ({
    expected: `GET /heavy answers 200 ${JSON.stringify(HEAVY_BODY)}.`,
    seen: describeAnswer(answer),
    next: 'Add app.get("/heavy", …) that runs the loop and res.send()s that sentence with the count.',
    read: lesson("The /heavy route"),
    output: server.lastLines(),
  }));
});

test("one process serves /heavy, spending CPU time on every request", async (context) => {
  const server = await startProgram({ entry: indexFile(), lesson: lesson("One process") });
  const children = await childrenOf(server.pid);
  check(children.length === 0, () => ({
    expected: "a single process: the baseline that step 03 will beat.",
    seen: `it started ${children.length} child process(es): ${children.join(", ")}.`,
    next: "Keep index.ts a plain Express server; forking workers is step 03's job (primary.ts).",
    read: lesson("One process"),
  }));
  // The loop's own cost on this machine, timed here before the load (not during it).
  const loopMs = heavyLoopCpuMs();
  const floorMs = MIN_LOOP_SHARE * loopMs;
  const work = await measureWork([server.pid], `${server.url}/heavy`, 1, 32);
  const { load } = work;
  recordFigure(context, { label: "single process", value: load.rps, unit: " req/s" });
  recordFigure(context, {
    label: "CPU time per /heavy request",
    value: work.msPerRequest,
    unit: " ms",
    threshold: `>= ${floorMs.toFixed(2)} ms (half the loop alone: ${loopMs.toFixed(2)} ms here)`,
    detail: "idle CPU use subtracted",
  });
  check(load.requests >= MIN_REQUESTS, () => ({
    expected: `GET /heavy answers under load (at least ${MIN_REQUESTS} answers in 1 s).`,
    seen: `${load.requests} answered requests.`,
    next: "Make the route answer every request: res.send(...) at the end of the handler.",
    read: lesson("The /heavy route"),
    output: server.lastLines(),
  }));
  check(load.errors === 0, () => ({
    expected: "every request under load answered 200.",
    seen: `${load.errors} of ${load.requests} failed (${describeErrorCodes(load.errorCodes)}).`,
    next: "Run the server yourself and try the route in a browser; look for errors it prints.",
    read: lesson("The /heavy route"),
    output: server.lastLines(),
  }));
  check(work.msPerRequest >= floorMs, () => ({
    expected: `each /heavy request costs the server CPU time (at least ${floorMs.toFixed(2)} ms, half of what the 5,000,000-step loop alone costs on this machine): the loop runs per request.`,
    seen: `${work.msPerRequest.toFixed(2)} ms of CPU per request over ${load.requests} requests (idle use subtracted).`,
    next: "Run the 5,000,000-step loop inside the route handler, on every request; don't cache or hard-code the result.",
    read: lesson("The /heavy route"),
  }));
});

test("a port already in use is reported, not hidden behind a ready line", async (context) => {
  const unobservable = portClashUnobservable();
  if (unobservable) {
    context.skip(unobservable);
    return;
  }
  const entry = indexFile();
  assertCompiles({ entry, lesson: lesson("When the port is taken") });
  const taken = await holdPort();
  try {
    const server = await spawnProgram({ entry, port: taken.port, lesson: lesson("The server") });
    // Done once it exits or claims to listen; once it has reported the error, it gets
    // ERROR_EXIT_MS to exit.
    let reportedAt: number | undefined;
    const reportedError = () => server.lines.some((line) => /EADDRINUSE|in use/i.test(line));
    await waitFor(() => {
      if (reportedAt === undefined && reportedError()) reportedAt = Date.now();
      return (
        server.exit !== undefined ||
        server.listeningPorts().length > 0 ||
        (reportedAt !== undefined && Date.now() - reportedAt > ERROR_EXIT_MS)
      );
    }, 10_000);
    const printed = server.listeningPorts();
    const otherPort = printed.find((port) => port !== taken.port);
    check(otherPort === undefined, () => ({
      expected: `the server tries the port given in PORT (${taken.port}, which the check holds taken).`,
      seen: `it printed "App listening on port ${otherPort}": it ignores PORT, so this checkpoint cannot test it.`,
      next: "Read the port with `const port = Number(process.env.PORT ?? 3000)` and listen on that.",
      read: lesson("The server"),
      output: server.lastLines(),
    }));
    const claimedReady = printed.length > 0;
    const reported = reportedError();
    const failedExit = server.exit !== undefined && server.exit.code !== 0;
    check(!claimedReady && reported && failedExit, () => ({
      expected: `with port ${taken.port} already taken, the server prints the listen error and exits with a failure code, without claiming to listen.`,
      seen: claimedReady
        ? `it printed "App listening on port ${taken.port}" although another program holds that port.`
        : !reported
          ? server.exit
            ? `it exited (${server.exit.signal ?? `code ${server.exit.code}`}) without printing the error.`
            : "it neither reported EADDRINUSE nor exited within 10 s."
          : server.exit
            ? `it printed the error, then exited with code ${server.exit.code ?? server.exit.signal}: a failure needs a code other than 0.`
            : `it printed the error but was still running ${ERROR_EXIT_MS / 1000} s later, serving nothing.`,
      next: claimedReady
        ? "Express 5 passes a listen error to the app.listen callback instead of throwing: take an " +
          "`error` argument there and, when it is set, print it and exit with code 1 before the ready lines."
        : "Print the error the app.listen callback receives (its message names EADDRINUSE), then exit with code 1 (process.exit(1)).",
      read: lesson("When the port is taken"),
      output: server.lastLines(),
    }));
  } finally {
    await taken.release();
  }
});
