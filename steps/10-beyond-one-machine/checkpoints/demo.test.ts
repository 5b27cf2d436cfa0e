// A demonstration, not a task: with reusePort (Node.js >= 22.12), the kernel spreads connections
// over independent processes on one port. It runs the given reuse-port.ts twice; on an older
// Node.js, or on a platform without reusePort (macOS, Windows), it is skipped with the reason.
import semver from "semver";
import {
  check,
  defineStep,
  freePort,
  recordChart,
  recordFigure,
  requestInTurn,
  reusePortUnsupported,
  test,
  WORKER_HEADER,
} from "#harness";
import { MESSAGES } from "./messages/index.ts";

const step = defineStep(import.meta.url, ["The next stages"], MESSAGES);

/** server.listen({ reusePort }) exists from Node.js 22.12 and 23.1 (Node's net docs). */
const REUSE_PORT_SINCE = "22.12.0";
const REQUESTS = 60;
/** Each process must get at least this share of the new connections. */
const MIN_SHARE = 0.15;

test(step.name("demo"), async (context) => {
  step.section("The next stages");
  const node = process.versions.node;
  if (!semver.gte(node, REUSE_PORT_SINCE)) {
    context.skip(step.t("demo.tooOld", { since: REUSE_PORT_SINCE, node }));
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
    name: step.t("demo.figure", { requests: String(REQUESTS) }),
    value: Math.min(...got),
    unit: "",
    shown: got.join(" / "),
    threshold: step.t("demo.threshold", { min: String(Math.ceil(MIN_SHARE * REQUESTS)) }),
    detail: `Node.js ${node}`,
  });
  recordChart(context, {
    title: step.t("demo.chart"),
    unit: "req",
    bars: got.map((value, i) => ({ label: step.t("demo.process", { n: String(i + 1) }), value })),
  });
  check(answers.failed === 0 && got.every((n) => n >= MIN_SHARE * REQUESTS), () =>
    step.finding(
      "demo",
      {
        share: String(MIN_SHARE * 100),
        requests: String(REQUESTS),
        got: got.join(" / "),
        failed: String(answers.failed),
      },
      // No label: "the program printed", in the learner's language.
      { quote: { lastLines: () => [...first.lastLines(), ...second.lastLines()] } },
    ),
  );
});
