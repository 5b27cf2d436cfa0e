// Checkpoints of step 02: one Express process with a CPU-bound /heavy route.
// Each starts the learner's index.ts for real, on a free port handed over through PORT.
import {
  check,
  childrenOf,
  defineStep,
  describeAnswer,
  describeErrorCodes,
  get,
  HEAVY_BODY,
  holdPort,
  isHeavyAnswer,
  MIN_REQUESTS,
  measureHeavyWork,
  portClashUnobservable,
  recordFigure,
  test,
  waitFor,
} from "#harness";

/** How long a server that reported its listen error may take to exit, in ms. */
const ERROR_EXIT_MS = 3000;

const step = defineStep(import.meta.url, [
  "The server",
  "The /heavy route",
  "One process",
  "When the port is taken",
]);

test("index.ts starts and prints its pid and the port it was given", async () => {
  step.section("The server");
  const server = await step.startServer();
  const pids = server.captures(/worker pid=(\d+)/);
  check(pids.includes(String(server.pid)), () => ({
    expected: `a line "worker pid=${server.pid}" (the pid of the process the check started).`,
    seen: pids.length ? `worker pid=${pids.join(", ")}` : 'no "worker pid=<pid>" line.',
    next: "Print `worker pid=${process.pid}` in the listen callback.",
  }));
});

test("GET /heavy answers 200 with the result of the 5,000,000-step loop", async () => {
  step.section("The /heavy route");
  const server = await step.startServer();
  const answer = await get(`${server.url}/heavy`);
  check(isHeavyAnswer(answer), () => ({
    expected: `GET /heavy answers 200 ${JSON.stringify(HEAVY_BODY)}.`,
    seen: describeAnswer(answer),
    next: 'Add app.get("/heavy", …) that runs the loop and res.send()s that sentence with the count.',
  }));
});

test("one process serves /heavy, spending CPU time on every request", async (context) => {
  step.section("One process");
  const server = await step.startServer();
  const children = await childrenOf(server.pid);
  check(children.length === 0, () => ({
    expected: "a single process: the baseline that step 03 will beat.",
    seen: `it started ${children.length} child process(es): ${children.join(", ")}.`,
    next: "Keep index.ts a plain Express server; forking workers is step 03's job (primary.ts).",
  }));
  const work = await measureHeavyWork([server.pid], `${server.url}/heavy`, 32);
  const { load, floorMs } = work;
  recordFigure(context, { label: "single process", value: load.rps, unit: " req/s" });
  recordFigure(context, { label: "CPU time per /heavy request", ...work.figure });
  check(load.requests >= MIN_REQUESTS, () => ({
    expected: `GET /heavy answers under load (at least ${MIN_REQUESTS} answers in 1 s).`,
    seen: `${load.requests} answered requests.`,
    next: "Make the route answer every request: res.send(...) at the end of the handler.",
    section: "The /heavy route",
  }));
  check(load.errors === 0, () => ({
    expected: "every request under load answered 200.",
    seen: `${load.errors} of ${load.requests} failed (${describeErrorCodes(load.errorCodes)}).`,
    next: "Run the server yourself and try the route in a browser; look for errors it prints.",
    section: "The /heavy route",
  }));
  check(work.msPerRequest >= floorMs, () => ({
    expected: `each /heavy request costs the server CPU time (at least ${floorMs.toFixed(2)} ms, half of what the 5,000,000-step loop alone costs on this machine): the loop runs per request.`,
    seen: `${work.msPerRequest.toFixed(2)} ms of CPU per request over ${load.requests} requests (idle use subtracted).`,
    next: "Run the 5,000,000-step loop inside the route handler, on every request; don't cache or hard-code the result.",
    section: "The /heavy route",
  }));
});

test("a port already in use is reported, not hidden behind a ready line", async (context) => {
  step.section("When the port is taken");
  const unobservable = portClashUnobservable();
  if (unobservable) {
    context.skip(unobservable);
    return;
  }
  step.assertCompiles();
  const taken = await holdPort();
  try {
    const server = await step.spawn({ port: taken.port });
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
      section: "The server",
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
    }));
  } finally {
    await taken.release();
  }
});
