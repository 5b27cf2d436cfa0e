// Checkpoints of step 10: nginx-config.ts prints an nginx configuration that balances two hosts
// (each a cluster of step 07 on its own port), keeps failures bounded when one host stops under
// load, and sends traffic to it again once it is back.
import {
  check,
  childrenOf,
  compareThroughput,
  defineStep,
  describeErrorCodes,
  freePort,
  get,
  loadDuring,
  type Nginx,
  type Quoted,
  quote,
  quoted,
  recordChart,
  recordComparisonChart,
  recordFigure,
  requestInTurn,
  type StartedCluster,
  signalGroup,
  startNginx,
  test,
  WORKER_HEADER,
  waitFor,
} from "#harness";

const step = defineStep(import.meta.url, [
  "An upstream of hosts",
  "Keep-alive to the hosts",
  "When a host fails",
]);

/** Requests in turn, each on a new connection, to see which host answers. */
const IN_TURN = 40;
/** Each host must answer at least this share of them. */
const MIN_HOST_SHARE = 0.25;
/** Through nginx, two hosts must serve at least this share of one host's req/s alone. */
const MIN_THROUGHPUT_RATIO = 0.9;
/** Keep-alive connections of the load while a host stops. */
const CONCURRENCY = 16;
/**
 * The restarted host must get traffic through nginx again within this, in ms. nginx tries a
 * failed host again after fail_timeout (10 s unless set): a site should not wait that long.
 */
const RECOVERY_DEADLINE_MS = 5000;

/** One host: a cluster of step 07 (its primary, and its workers' pids). */
type Host = StartedCluster;

interface Site {
  hosts: [Host, Host];
  nginx: Nginx;
  url: string;
}

/** Starts one host with one worker (two hosts share this machine's CPUs). */
function startHost(port?: number): Promise<Host> {
  return step.startCluster({
    env: { WORKERS: "1" },
    lifetime: "file",
    ...(port ? { port } : {}),
  });
}

let shared: Promise<Site> | undefined;

/** nginx's last lines, for a message to quote. */
const nginxPrinted = (nginx: Nginx) => quoted("nginx printed", () => nginx.lastLines());

/**
 * Two hosts and nginx in front of them, with the configuration nginx-config.ts prints; the
 * checkpoint's messages quote nginx.
 */
async function site(): Promise<Site> {
  shared ??= (async () => {
    const hosts: [Host, Host] = [await startHost(), await startHost()];
    const port = await freePort();
    const printed = await step.run({
      entry: "nginx-config.ts",
      section: "An upstream of hosts",
      args: [],
      deadlineMs: 10_000,
      env: { PORT: String(port), HOSTS: hosts.map((h) => `127.0.0.1:${h.primary.port}`).join(",") },
    });
    const nginx = await startNginx(printed.lines.join("\n"), {
      lesson: step.lesson("An upstream of hosts"),
      port,
      lifetime: "file",
    });
    const url = `http://127.0.0.1:${port}`;
    await waitFor(async () => "status" in (await get(`${url}/heavy`, 1000)), 5000, 100);
    return { hosts, nginx, url };
  })();
  const started = await shared;
  quote(nginxPrinted(started.nginx));
  return started;
}

/**
 * nginx's output without the connect()/recv() errors a stopped host causes (expected there),
 * and how many were left out.
 */
function nginxLinesBesidesOutage(nginx: Nginx): Quoted {
  return quoted("nginx printed", () => {
    const lines = nginx.lastLines(200);
    const expected = lines.filter((line) => /(connect|recv)\(\) failed/.test(line));
    const rest = lines.filter((line) => !expected.includes(line)).slice(-8);
    return expected.length
      ? [
          ...rest,
          `(and ${expected.length} connect()/recv() errors from the stopped host, expected)`,
        ]
      : rest;
  });
}

/** Which host a worker pid belongs to: 0, 1, or -1 for none. */
const hostOf = (hosts: readonly Host[], pid: string) =>
  hosts.findIndex((host) => host.workers.includes(Number(pid)));

/** Answers per host among `counts` (answers by X-Worker-Pid). */
function perHost(hosts: readonly Host[], counts: Record<string, number>): [number, number] {
  const totals: [number, number] = [0, 0];
  for (const [pid, n] of Object.entries(counts)) {
    const host = hostOf(hosts, pid);
    if (host === 0 || host === 1) totals[host] += n;
  }
  return totals;
}

function checkBothHostsReached(s: Site, counts: Record<string, number>): void {
  const [a, b] = perHost(s.hosts, counts);
  const total = Object.values(counts).reduce((x, y) => x + y, 0);
  check(Math.min(a, b) >= MIN_HOST_SHARE * total && total > 0, () => ({
    expected: `requests through nginx reach both hosts, each at least ${MIN_HOST_SHARE * 100}% of them.`,
    seen: `host 1 answered ${a}, host 2 answered ${b} of ${total}.`,
    section: "An upstream of hosts",
    next: "Put every host of HOSTS in an upstream block (one server line each) and proxy_pass to the upstream's name, e.g. proxy_pass http://app;",
  }));
}

test("nginx accepts the configuration and spreads requests over both hosts", async (context) => {
  step.section("An upstream of hosts");
  const s = await site();
  const answers = await requestInTurn(`${s.url}/heavy`, IN_TURN, WORKER_HEADER, false);
  const [a, b] = perHost(s.hosts, answers.byHeader);
  recordChart(context, {
    title: `${IN_TURN} requests through nginx, by host`,
    unit: "req",
    bars: [
      { label: "host 1", value: a },
      { label: "host 2", value: b },
    ],
  });
  check(answers.failed === 0, () => ({
    expected: "every request through nginx answered.",
    seen: `${answers.failed} of ${IN_TURN} failed.`,
    next: "Make proxy_pass point at the hosts (an upstream of HOSTS).",
  }));
  checkBothHostsReached(s, answers.byHeader);
});

test(`through nginx, two hosts serve at least ${MIN_THROUGHPUT_RATIO}× the req/s of one host alone`, async (context) => {
  step.section("Keep-alive to the hosts");
  const s = await site();
  const reach = await requestInTurn(`${s.url}/heavy`, 10, WORKER_HEADER, false);
  checkBothHostsReached(s, reach.byHeader);
  const one = s.hosts[0].primary;
  const result = await compareThroughput({
    baselineUrl: `${one.url}/heavy`,
    candidateUrl: `${s.url}/heavy`,
    pairs: 5,
    windowSeconds: 0.6,
    concurrency: CONCURRENCY,
    warmupSeconds: 0.3,
    labels: ["one host", "nginx, 2 hosts"],
  });
  recordFigure(context, {
    label: "req/s through nginx ÷ one host alone, median of 5 pairs",
    value: result.medianRatio,
    unit: "×",
    threshold: `>= ${MIN_THROUGHPUT_RATIO}×`,
    met: result.medianRatio >= MIN_THROUGHPUT_RATIO,
    detail: `per pair ${result.ratios.map((r) => r.toFixed(2)).join(", ")}`,
  });
  recordComparisonChart(context, result, ["one host", "nginx, 2 hosts"]);
  check(result.errors === 0 && result.medianRatio >= MIN_THROUGHPUT_RATIO, () => ({
    expected: `through nginx, at least ${MIN_THROUGHPUT_RATIO}× the req/s of one host alone, and no failed request.`,
    seen: `${result.medianRatio.toFixed(2)}× (per pair ${result.ratios.map((r) => r.toFixed(2)).join(", ")}); ${result.errors} failed.`,
    next: 'Keep connections to the hosts open: keepalive in the upstream, proxy_http_version 1.1 and proxy_set_header Connection ""; and worker_processes 1 on a small machine, where the hosts need the CPUs.',
  }));
});

test("when a host stops under load, failures stay bounded, and traffic returns once it is back", async (context) => {
  step.section("When a host fails");
  const s = await site();
  const reach = await requestInTurn(`${s.url}/heavy`, 10, WORKER_HEADER, false);
  checkBothHostsReached(s, reach.byHeader);
  const [, stopped] = s.hosts;
  let recoveryMs = Number.NaN;
  let restarted: Host | undefined;
  const outage = await loadDuring(
    `${s.url}/heavy`,
    async () => {
      // The host goes away at once, as a machine that loses power does.
      signalGroup(stopped.primary.pid, "SIGKILL");
      await waitFor(async () => (await childrenOf(stopped.primary.pid)).length === 0, 5000);
      restarted = await startHost(stopped.primary.port);
      const back = restarted;
      const readyAt = Date.now();
      const recovered = await waitFor(
        async () => {
          const answer = await get(`${s.url}/heavy`, 2000);
          return (
            "headers" in answer && back.workers.includes(Number(answer.headers[WORKER_HEADER]))
          );
        },
        RECOVERY_DEADLINE_MS,
        100,
      );
      recoveryMs = Date.now() - readyAt;
      return recovered;
    },
    { concurrency: CONCURRENCY, label: "a host stops" },
  );
  recordFigure(context, {
    label: "failed requests while a host stopped",
    value: outage.failed,
    unit: "",
    threshold: `<= ${CONCURRENCY}`,
    met: outage.failed <= CONCURRENCY,
    detail: `of ${outage.total}`,
  });
  recordFigure(context, {
    label: "traffic back on the restarted host after",
    value: recoveryMs,
    // Given up waiting: the time the check stopped is no measurement of the return.
    unit: outage.result ? " ms" : "",
    shown: outage.result ? undefined : `none within ${RECOVERY_DEADLINE_MS / 1000} s`,
    threshold: `<= ${RECOVERY_DEADLINE_MS} ms`,
    met: outage.result,
  });
  check(outage.failed <= CONCURRENCY, () => ({
    expected: `at most ${CONCURRENCY} failed requests (one per connection) while one of two hosts stops.`,
    seen: `${outage.failed} of ${outage.total} failed (${describeErrorCodes(outage.errorCodes)}).`,
    next: "Let nginx retry a failed request on the other host: proxy_next_upstream error timeout http_502 http_503; and give each server max_fails and fail_timeout, so that a dead host is left out.",
    quote: nginxLinesBesidesOutage(s.nginx),
  }));
  check(outage.result, () => ({
    expected: `within ${RECOVERY_DEADLINE_MS / 1000} s of the host's return, nginx sends it requests again.`,
    seen: `no answer from the restarted host's worker (${restarted?.workers.join(", ") ?? "none"}) through nginx within ${RECOVERY_DEADLINE_MS / 1000} s of its return.`,
    next: "Keep the host in the upstream, and set fail_timeout (e.g. 2s): nginx tries a failed host again after fail_timeout.",
    quote: nginxLinesBesidesOutage(s.nginx),
  }));
});
