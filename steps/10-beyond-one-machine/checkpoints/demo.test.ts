// A demonstration, not a task: with reusePort (Node.js >= 22.12), the kernel spreads connections
// over independent processes on one port. It runs the given reuse-port.ts twice; on an older
// Node.js, or on a platform without reusePort (macOS, Windows), it is skipped with the reason.
import semver from "semver";
import {
  check,
  defineStep,
  freePort,
  quoted,
  recordChart,
  recordFigure,
  requestInTurn,
  reusePortUnsupported,
  test,
  WORKER_HEADER,
} from "#harness";

const step = defineStep(import.meta.url, ["The next stages"]);

/** server.listen({ reusePort }) exists from Node.js 22.12 and 23.1 (Node's net docs). */
const REUSE_PORT_SINCE = "22.12.0";
const REQUESTS = 60;
/** Each process must get at least this share of the new connections. */
const MIN_SHARE = 0.15;

test("reusePort: the kernel spreads connections over two independent processes on one port", async (context) => {
  step.section("The next stages");
  const node = process.versions.node;
  if (!semver.gte(node, REUSE_PORT_SINCE)) {
    context.skip(`reusePort needs Node.js >= ${REUSE_PORT_SINCE}; this is ${node}`);
    return;
  }
  const unsupported = reusePortUnsupported(process.platform);
  if (unsupported) {
    context.skip(unsupported);
    return;
  }
  const port = await freePort();
  const first = await step.startServer({ entry: "reuse-port.ts", port });
  const second = await step.startServer({ entry: "reuse-port.ts", port });
  const answers = await requestInTurn(`${first.url}/`, REQUESTS, WORKER_HEADER, false);
  const got = [first.pid, second.pid].map((pid) => answers.byHeader[String(pid)] ?? 0);
  recordFigure(context, {
    label: `${REQUESTS} new connections, by process`,
    value: Math.min(...got),
    unit: "",
    shown: got.join(" / "),
    threshold: `each >= ${Math.ceil(MIN_SHARE * REQUESTS)}`,
    detail: `Node.js ${node}`,
  });
  recordChart(context, {
    title: "connections per process with reusePort (the kernel decides)",
    unit: "req",
    bars: got.map((value, i) => ({ label: `process ${i + 1}`, value })),
  });
  check(answers.failed === 0 && got.every((n) => n >= MIN_SHARE * REQUESTS), () => ({
    expected: `both processes answer at least ${MIN_SHARE * 100}% of ${REQUESTS} new connections.`,
    seen: `${got.join(" / ")} (${answers.failed} failed).`,
    next: "Run the given reuse-port.ts unchanged: it listens with reusePort: true.",
    quote: quoted("the program printed", () => [...first.lastLines(), ...second.lastLines()]),
  }));
});
