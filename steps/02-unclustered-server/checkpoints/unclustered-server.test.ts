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
import { MESSAGES } from "./messages/index.ts";

/** How long a server that reported its listen error may take to exit, in ms. */
const ERROR_EXIT_MS = 3000;

const step = defineStep(
  import.meta.url,
  ["The server", "The /heavy route", "One process", "When the port is taken"],
  MESSAGES,
  // Each starts the same server: when it does not start, they fail for that reason.
  { dependsOn: { heavy: ["starts"], oneProcess: ["starts"], portTaken: ["starts"] } },
);

test(step.name("starts"), async () => {
  step.section("The server");
  const server = await step.startServer();
  const pids = server.captures(/worker pid=(\d+)/);
  check(pids.includes(String(server.pid)), () =>
    step.finding("pid", {
      pid: String(server.pid),
      printed: pids.length ? pids.join(", ") : "none",
    }),
  );
});

test(step.name("heavy"), async () => {
  step.section("The /heavy route");
  const server = await step.startServer();
  const answer = await get(`${server.url}/heavy`);
  check(isHeavyAnswer(answer), () =>
    step.finding("heavy", { body: JSON.stringify(HEAVY_BODY), answer: describeAnswer(answer) }),
  );
});

test(step.name("oneProcess"), async (context) => {
  step.section("One process");
  const server = await step.startServer();
  const children = await childrenOf(server.pid);
  check(children.length === 0, () =>
    step.finding("children", { count: children.length, pids: children.join(", ") }),
  );
  const work = await measureHeavyWork([server.pid], `${server.url}/heavy`, 32);
  const { load, floorMs } = work;
  recordFigure(context, {
    ...step.figure("singleProcess"),
    value: load.rps,
    unit: " req/s",
  });
  recordFigure(context, {
    ...step.figure("cpuPerRequest"),
    ...work.figure,
  });
  check(load.requests >= MIN_REQUESTS, () =>
    step.finding(
      "underLoad",
      { min: String(MIN_REQUESTS), count: load.requests },
      { section: "The /heavy route" },
    ),
  );
  check(load.errors === 0, () =>
    step.finding(
      "errors",
      {
        errors: String(load.errors),
        requests: String(load.requests),
        codes: describeErrorCodes(load.errorCodes),
      },
      { section: "The /heavy route" },
    ),
  );
  check(work.msPerRequest >= floorMs, () =>
    step.finding(
      "cpuTime",
      {
        floor: floorMs.toFixed(2),
        ms: work.msPerRequest.toFixed(2),
        requests: String(load.requests),
      },
      { section: "The /heavy route" },
    ),
  );
});

test(step.name("portTaken"), async (context) => {
  step.section("When the port is taken");
  const unobservable = portClashUnobservable();
  if (unobservable) {
    context.skip(unobservable);
    return;
  }
  await step.assertCompiles();
  const taken = await holdPort();
  try {
    const server = await step.spawn({ port: taken.port });
    // Done once it exits or claims to listen; once it has reported the error, it gets
    // ERROR_EXIT_MS to exit.
    let reportedAt: number | undefined;
    const isError = (line: string) => /EADDRINUSE|in use/i.test(line);
    const reportedError = () => server.lines.some(isError);
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
    check(otherPort === undefined, () =>
      step.finding(
        "ignoresPort",
        { port: String(taken.port), other: String(otherPort) },
        { section: "The server" },
      ),
    );
    const claimedReady = printed.length > 0;
    const reported = reportedError();
    const failedExit = server.exit !== undefined && server.exit.code !== 0;
    const exit = server.exit;
    const outcome = claimedReady
      ? "claimed"
      : !reported
        ? exit
          ? "silent"
          : "neither"
        : exit
          ? "zero"
          : "running";
    check(!claimedReady && reported && failedExit, () =>
      step.finding("listenError", {
        outcome,
        port: String(taken.port),
        code: String(exit?.code ?? exit?.signal),
        signal: exit?.signal ?? "none",
        seconds: String(ERROR_EXIT_MS / 1000),
      }),
    );
    // Whoever started the server (a shell, pm2, a container) looks for its failures on stderr.
    const onStderr = server.lines.some((line, i) => !server.lineFromStdout[i] && isError(line));
    check(onStderr, () => step.finding("errorOnStdout", {}));
  } finally {
    await taken.release();
  }
});
