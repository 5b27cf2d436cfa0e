// Checkpoints of step 05: pm2 runs index.ts in cluster mode on every CPU from the learner's
// ecosystem.config.cjs, and reloads it without dropping a request. pm2 is the workshop's own,
// with a private PM2_HOME: the learner's pm2 daemon and ~/.pm2 are never touched.
import os from "node:os";
import {
  check,
  checkSpeedup,
  cpuBudget,
  defineStep,
  describeAnswer,
  describeErrorCodes,
  explainPm2Failure,
  freePort,
  get,
  HEAVY_BODY,
  isHeavyAnswer,
  keepAliveClient,
  type Pm2Process,
  Pm2Session,
  portAccepts,
  quote,
  quoted,
  recordFigure,
  reloadUnderLoad,
  speedupPossible,
  test,
  waitFor,
} from "#harness";

const step = defineStep(import.meta.url, [
  "The ecosystem file",
  "TypeScript under pm2",
  "Cluster mode on every CPU",
  "Measure the speed-up",
  "Ready",
  "Graceful shutdown",
  "Zero-downtime reload",
]);

/** How long each stage of the app under pm2 may take, in ms. */
const DEADLINE_MS = {
  /** pm2 bringing every instance online */
  online: 20_000,
  /** the online instances accepting connections */
  serve: 5000,
  /** one `pm2 reload` */
  reload: 30_000,
} as const;

interface App {
  session: Pm2Session;
  port: number;
  processes: Pm2Process[];
}

let shared: Promise<App> | undefined;

/** The last lines of the session's pm2 logs, for a message to quote. */
const pm2Logs = (session: Pm2Session) => quoted("pm2's logs show", () => session.logTail());

/** `pm2 start ecosystem.config.cjs` in the learner's folder, once for this file's checkpoints. */
function app(): Promise<App> {
  shared ??= (async () => {
    step.file("ecosystem.config.cjs", "The ecosystem file");
    step.assertCompiles();
    const port = await freePort();
    const session = new Pm2Session(step.dir, { PORT: String(port) });
    const started = await session.startEcosystem(DEADLINE_MS.online);
    check(started.code === 0, () => ({
      expected: "`pm2 start ecosystem.config.cjs` succeeds.",
      seen: `it exited with code ${started.code}.`,
      next: explainPm2Failure(started.output),
      section: "TypeScript under pm2",
      quote: quoted("pm2 printed", () => started.output.slice(-6)),
    }));
    // An app that does not come online fails every checkpoint of this file the same way.
    const { processes } = started;
    check(
      processes.some((p) => p.status === "online"),
      () => ({
        expected: "pm2 brings the app online.",
        seen: processes.length
          ? `statuses: ${processes.map((p) => p.status).join(", ")}.`
          : "pm2 lists no process: the ecosystem file declares no app.",
        next: explainPm2Failure(session.logTail(40)),
        section: "TypeScript under pm2",
        quote: pm2Logs(session),
      }),
    );
    const serving = await waitFor(() => portAccepts(port), DEADLINE_MS.serve, 100);
    const restarted = (await session.list()).filter((p) => p.restarts > 0);
    const forkMode = processes.filter((p) => p.execMode !== "cluster_mode");
    check(serving && restarted.length === 0, () => ({
      expected: `the instances keep running and serve on the PORT pm2 passed on (${port}).`,
      seen: `${
        restarted.length
          ? `pm2 restarted instances ${restarted.map((p) => `${p.restarts} times`).join(", ")}: they crash at start-up`
          : `nothing accepts connections on port ${port} after ${DEADLINE_MS.serve / 1000} s`
      }${forkMode.length ? `; ${forkMode.length} instance(s) run in ${forkMode[0]?.execMode}` : ""}.`,
      next: forkMode.length
        ? 'Set exec_mode: "cluster" in the ecosystem file: in fork mode each instance is an independent process, and all but one fail to listen on the shared port (EADDRINUSE).'
        : explainPm2Failure(session.logTail(40)),
      section: "TypeScript under pm2",
      quote: pm2Logs(session),
    }));
    return { session, port, processes };
  })();
  return shared;
}

test("pm2 runs every instance online in cluster mode, one per CPU", async (context) => {
  step.section("Cluster mode on every CPU");
  const { processes, session } = await app();
  quote(pm2Logs(session));
  const budget = cpuBudget();
  // pm2's instances: 0 / "max" counts os.cpus() in the daemon (pm2 #4347); both counts are accepted.
  const accepted = [...new Set([budget.usable, budget.availableParallelism, os.cpus().length])];
  const online = processes.filter((p) => p.status === "online");
  recordFigure(context, {
    label: "instances online",
    value: online.length,
    unit: "",
    threshold: accepted.join(" or "),
  });
  const forkMode = processes.filter((p) => p.execMode !== "cluster_mode");
  check(forkMode.length === 0, () => ({
    expected: 'every instance in cluster mode (exec_mode: "cluster"), sharing one port.',
    seen: `${forkMode.length} instance(s) in ${forkMode[0]?.execMode}.`,
    next: 'Set exec_mode: "cluster" in the ecosystem file; fork mode starts independent processes that cannot share the port.',
  }));
  check(accepted.includes(online.length) && online.length === processes.length, () => ({
    expected: `one instance per CPU, all online: ${accepted.join(" or ")}.`,
    seen: `${processes.length} instance(s): ${processes.map((p) => `${p.pid} ${p.status}`).join(", ")}.`,
    next: 'Set instances: 0 (or "max") for one per CPU; if some are errored, read pm2\'s logs below.',
  }));
});

test("/heavy is served through pm2, faster than one process by what the CPUs allow", async (context) => {
  step.section("Measure the speed-up");
  const { port, processes, session } = await app();
  check(await portAccepts(port, 2000), () => ({
    expected: `the app accepts connections on the PORT pm2 passed on (${port}).`,
    seen: "nothing listens there.",
    next: "Keep index.ts listening on process.env.PORT, and let the ecosystem file pass PORT on: env: { PORT: process.env.PORT ?? 3000 }.",
    section: "The ecosystem file",
    quote: pm2Logs(session),
  }));
  const answer = await get(`http://127.0.0.1:${port}/heavy`);
  check(isHeavyAnswer(answer), () => ({
    expected: `GET /heavy answers 200 ${JSON.stringify(HEAVY_BODY)}.`,
    seen: describeAnswer(answer),
    next: "Keep step 02's /heavy route in index.ts.",
    section: "The ecosystem file",
    quote: pm2Logs(session),
  }));
  if (!speedupPossible(context)) return;
  const budget = cpuBudget();
  const serving = processes.filter((p) => p.status === "online" && p.execMode === "cluster_mode");
  check(serving.length >= budget.usable, () => ({
    expected: `one cluster-mode instance per usable CPU (${budget.usable}) before the speed-up is measured.`,
    seen: `${serving.length} online instance(s) in cluster mode${processes.length > serving.length ? `, ${processes.length - serving.length} other(s): ${processes.map((p) => `${p.execMode} ${p.status}`).join(", ")}` : ""}.`,
    next: 'Fix the first checkpoint of this step first: instances: 0 and exec_mode: "cluster".',
    section: "Cluster mode on every CPU",
  }));
  quote(pm2Logs(session));
  await checkSpeedup(context, {
    indexFile: step.file("index.ts"),
    candidateUrl: `http://127.0.0.1:${port}/heavy`,
    advice:
      'Run one cluster-mode instance per CPU (instances: 0, exec_mode: "cluster"), each running index.ts with its /heavy loop.',
    lesson: step.read(),
    candidateGroups: session.groups(),
    workerPids: processes.map((p) => p.pid),
  });
});

test('index.ts tells pm2 it is ready (process.send("ready")), and pm2 waits for it', async () => {
  step.section("Ready");
  const { processes } = await app();
  const first = processes[0];
  check(first?.waitReady === true, () => ({
    expected:
      "wait_ready: true in the ecosystem file, so pm2 counts an instance online only once it says so.",
    seen: first ? "wait_ready is not set." : "pm2 lists no app.",
    next: "Add wait_ready: true and a listen_timeout (ms) to the app in ecosystem.config.cjs.",
  }));
  const server = await step.startServer({ ipc: true });
  await waitFor(() => server.messages.includes("ready"), 3000);
  check(server.messages.includes("ready"), () => ({
    expected: 'index.ts sends "ready" to its parent once it listens: process.send("ready").',
    seen:
      server.messages.length === 0
        ? "no message within 3 s of listening. (pm2 still marks such an app online, but only after listen_timeout runs out, and a reload cannot tell when the new instance really serves.)"
        : `messages ${JSON.stringify(server.messages)}, none of them "ready".`,
    next: 'In the app.listen callback, after the log lines: process.send?.("ready") (process.send exists only when a parent such as pm2 listens).',
  }));
});

/** What index.ts did with a keep-alive client's next request after SIGINT (observeDrain). */
type DrainSeen = "cut" | "no close header" | "close header";

const DRAIN_SEEN: Record<DrainSeen, string> = {
  cut: "dropped the connection a keep-alive client was reusing (or ended at once)",
  "no close header": "still answered that client without `Connection: close`",
  "close header": "answered that client with `Connection: close`, as it should",
};

const DRAIN_ADVICE = {
  noCloseHeader:
    "Register the middleware that sets `Connection: close` while draining before the routes " +
    "(app.use before app.get): Express runs them in order, and /heavy answers before a later one runs.",
  drain:
    "On SIGINT, stop accepting but keep the open connections (net.Server.prototype.close.call(server, …)), " +
    "answer with `Connection: close` until they have closed, then exit; give kill_timeout more time than the drain.",
};

/**
 * Starts index.ts on its own, asks /heavy on a keep-alive connection, sends SIGINT, and asks
 * again on the same connection: what a pm2 reload does to a client, seen without pm2.
 */
async function observeDrain(): Promise<DrainSeen> {
  const server = await step.startServer({ section: "Graceful shutdown" });
  const client = keepAliveClient();
  try {
    await client.get(`${server.url}/heavy`);
    const printed = server.lines.length;
    process.kill(server.pid, "SIGINT");
    // Let the handler run first: it usually logs; without a log line, go on after 500 ms.
    await waitFor(() => server.lines.length > printed, 500);
    const answer = await client.get(`${server.url}/heavy`);
    if ("error" in answer) return "cut";
    return answer.headers.connection === "close" ? "close header" : "no close header";
  } finally {
    client.close();
    await server.stop();
  }
}

test("on SIGINT, index.ts keeps a keep-alive client's connection and answers it with Connection: close", async () => {
  step.section("Graceful shutdown");
  const drain = await observeDrain();
  check(drain === "close header", () => ({
    expected:
      "after SIGINT, a keep-alive client's next request on its open connection is answered, with `Connection: close`: the server lets its clients go before it closes.",
    seen: `after SIGINT, index.ts ${DRAIN_SEEN[drain]}.`,
    next: drain === "no close header" ? DRAIN_ADVICE.noCloseHeader : DRAIN_ADVICE.drain,
  }));
});

test("pm2 reload under keep-alive load fails no request and replaces every instance", async (context) => {
  step.section("Zero-downtime reload");
  const { session, port, processes } = await app();
  quote(pm2Logs(session));
  const before = processes.map((p) => p.pid);
  check(before.length > 0 && processes.every((p) => p.status === "online"), () => ({
    expected: "online instances to reload.",
    seen: `statuses: ${processes.map((p) => p.status).join(", ") || "none"}.`,
    next: "Fix the first checkpoint of this step first.",
    section: "Cluster mode on every CPU",
  }));
  const sigkills = () => session.logTail(10_000).filter((line) => /SIGKILL/.test(line)).length;
  const sigkillsBefore = sigkills();
  const reload = await reloadUnderLoad(session, port, DEADLINE_MS.reload);
  const killed = sigkills() - sigkillsBefore;
  const { failed, total, after } = reload;
  recordFigure(context, {
    label: "failed requests during pm2 reload",
    value: failed,
    unit: "",
    threshold: "0",
    met: failed === 0,
    detail: `of ${total} keep-alive requests; reload took ${reload.seconds.toFixed(1)} s`,
  });
  check(reload.code === 0, () => ({
    expected: "`pm2 reload ecosystem.config.cjs` succeeds.",
    seen: `it exited with code ${reload.code}.`,
    next: "Read the output below.",
    quote: quoted("the program printed", () => reload.output.split("\n").slice(-12)),
  }));
  const kept = after.filter((pid) => before.includes(pid));
  check(kept.length === 0 && after.length === before.length, () => ({
    expected: `all ${before.length} instances replaced by new processes.`,
    seen: `before ${before.join(", ")}; after ${after.join(", ") || "none"}.`,
    next: "Reload restarts each instance; one that did not restart may be stuck: read pm2's logs below.",
  }));
  // Why an instance did not leave or requests failed, seen from outside: index.ts alone, a
  // keep-alive client, SIGINT. Only worth its seconds when something went wrong.
  const drain = killed === 0 && failed === 0 ? undefined : await observeDrain();
  const drainSeen = drain ? ` Run on its own, after SIGINT index.ts ${DRAIN_SEEN[drain]}.` : "";
  check(killed === 0, () => ({
    expected: "every old instance exits by itself after draining, before kill_timeout runs out.",
    seen: `pm2 had to SIGKILL an old instance (${killed} SIGKILL line(s) in pm2's log): whatever it was still serving was cut off.${drainSeen}`,
    next:
      drain === "no close header"
        ? DRAIN_ADVICE.noCloseHeader
        : (processes[0]?.killTimeoutMs ?? 0) >= 3000
          ? `pm2 waited kill_timeout (${processes[0]?.killTimeoutMs} ms) and the instance was still running: a closed server still waits for every open connection, and keep-alive connections never close by themselves. On SIGINT, answer with \`Connection: close\`, and after the drain close the connections still idle: server.closeIdleConnections().`
          : "Give kill_timeout (ms) more time than your drain takes (for example 5000 for a 1.5 s drain).",
    section: "Graceful shutdown",
    quote: quoted("pm2's log shows", () =>
      session.logTail().filter((line) => /SIGKILL|kill/i.test(line)),
    ),
  }));
  check(failed === 0, () => ({
    expected: "0 failed requests while pm2 reloads the app under keep-alive load.",
    seen: `${failed} of ${total} requests failed (${describeErrorCodes(reload.errorCodes)}).${drainSeen}`,
    next: drain === "no close header" ? DRAIN_ADVICE.noCloseHeader : DRAIN_ADVICE.drain,
    section: "Graceful shutdown",
    quote: pm2Logs(session),
  }));
});
