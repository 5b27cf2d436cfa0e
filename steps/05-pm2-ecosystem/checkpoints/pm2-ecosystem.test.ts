// Checkpoints of step 05: pm2 runs index.ts in cluster mode on every CPU from the learner's
// ecosystem.config.cjs, and reloads it without dropping a request. pm2 is the workshop's own,
// with a private PM2_HOME: the learner's pm2 daemon and ~/.pm2 are never touched.
import os from "node:os";
import { isAbsolute } from "node:path";
import { parseArgs } from "node:util";
import {
  check,
  checkSpeedup,
  cpuBudget,
  defineStep,
  describeAnswer,
  describeErrorCodes,
  freePort,
  get,
  HEAVY_BODY,
  isHeavyAnswer,
  keepAliveClient,
  type Pm2Process,
  Pm2Session,
  pm2StartDeadlineMs,
  portAccepts,
  type Quoted,
  quote,
  recordFigure,
  reloadUnderLoad,
  rollingDeadlineMs,
  speedupPossible,
  test,
  waitFor,
} from "#harness";
import type { MessageKey } from "./messages/en.ts";
import { MESSAGES } from "./messages/index.ts";
import { explainPm2Failure } from "./pm2-failure.ts";

const step = defineStep(
  import.meta.url,
  [
    "The ecosystem file",
    "TypeScript under pm2",
    "Cluster mode on every CPU",
    "Measure the speed-up",
    "Ready",
    "Graceful shutdown",
    "Zero-downtime reload",
  ],
  MESSAGES,
);

/** The instances pm2 is expected to run: one per usable CPU. */
const INSTANCES = cpuBudget().usable;

/**
 * How long each stage of the app under pm2 may take, in ms: each grows with the instances
 * (scripts/harness/measuring/scale.ts).
 */
const DEADLINE_MS = {
  /** pm2 bringing every instance online: its daemon's start, and every instance's */
  online: pm2StartDeadlineMs(INSTANCES),
  /** the online instances accepting connections */
  serve: 5000,
  /** one `pm2 reload`: an instance at a time (two at most), as a rolling restart */
  reload: rollingDeadlineMs(INSTANCES),
} as const;

interface App {
  session: Pm2Session;
  port: number;
  processes: Pm2Process[];
}

let shared: Promise<App> | undefined;

/**
 * `lines` under the label `key` names, read when a message is built: in each message's language.
 */
const quotedAs = (key: MessageKey, lines: () => readonly string[]): Quoted => ({
  lastLines: lines,
  get outputLabel() {
    return step.t(key);
  },
});

/** The last lines of the session's pm2 logs, for a message to quote. */
const pm2Logs = (session: Pm2Session) => quotedAs("output.pm2Logs", () => session.logTail());

/** The accepted counts as the learner reads them: "2 or 4", in the learner's language. */
const oneOf = (counts: readonly number[]) =>
  counts.map(String).reduce((first, second) => step.t("or", { first, second }));

/** `pm2 start ecosystem.config.cjs` in the learner's folder, once for this file's checkpoints. */
function app(): Promise<App> {
  shared ??= (async () => {
    step.file("ecosystem.config.cjs", "The ecosystem file");
    await step.assertCompiles();
    const port = await freePort();
    const session = new Pm2Session(step.dir, { PORT: String(port) });
    const started = await session.startEcosystem(DEADLINE_MS.online);
    check(started.code === 0, () =>
      step.finding(
        "startFailed",
        { code: String(started.code), advice: explainPm2Failure(started.output, step.t) },
        {
          section: "TypeScript under pm2",
          quote: quotedAs("output.pm2Printed", () => started.output.slice(-6)),
        },
      ),
    );
    // An app that does not come online fails every checkpoint of this file the same way.
    const { processes } = started;
    check(
      processes.some((p) => p.status === "online"),
      () =>
        step.finding(
          "offline",
          {
            listed: processes.length ? "yes" : "none",
            statuses: processes.map((p) => p.status).join(", "),
            advice: explainPm2Failure(session.logTail(40), step.t),
          },
          { section: "TypeScript under pm2", quote: pm2Logs(session) },
        ),
    );
    const serving = await waitFor(() => portAccepts(port), DEADLINE_MS.serve, 100);
    const restarted = (await session.list()).filter((p) => p.restarts > 0);
    const forkMode = processes.filter((p) => p.execMode !== "cluster_mode");
    // index.ts prints the port it listens on: another one means PORT was not passed on or read.
    const elsewhere = [
      ...session
        .logTail(40)
        .join("\n")
        .matchAll(/listening on port (\d+)/gi),
    ]
      .map((m) => m[1])
      .find((other) => other !== String(port));
    check(serving && restarted.length === 0, () =>
      step.finding(
        "notServing",
        {
          port: String(port),
          restarted: restarted.length ? "yes" : "no",
          restarts: restarted.map((p) => step.t("restartCount", { count: p.restarts })).join(", "),
          seconds: String(DEADLINE_MS.serve / 1000),
          forkCount: forkMode.length,
          mode: String(forkMode[0]?.execMode),
          forkMode: forkMode.length ? "yes" : "no",
          elsewhere: elsewhere ?? "none",
          advice: forkMode.length ? "" : explainPm2Failure(session.logTail(40), step.t),
        },
        { section: "TypeScript under pm2", quote: pm2Logs(session) },
      ),
    );
    return { session, port, processes };
  })();
  return shared;
}

/**
 * What `args` (an instance's node_args) load that names tsx: the value of each `--import`,
 * `--loader` or `--experimental-loader`, given as the next argument or after `=`, read by Node's
 * own parser (https://nodejs.org/api/util.html#utilparseargsconfig).
 */
function tsxImports(args: readonly string[]): string[] {
  const loader = { type: "string", multiple: true } as const;
  const { values } = parseArgs({
    args: [...args],
    options: { import: loader, loader, "experimental-loader": loader },
    strict: false,
    allowPositionals: true,
  });
  return [values.import, values.loader, values["experimental-loader"]]
    .flat()
    .filter((specifier): specifier is string => typeof specifier === "string")
    .filter((specifier) => /\btsx\b/.test(specifier));
}

test(step.name("clusterMode"), async (context) => {
  step.section("Cluster mode on every CPU");
  const { processes, session } = await app();
  quote(pm2Logs(session));
  const budget = cpuBudget();
  // pm2's instances: 0 / "max" counts os.cpus() in the daemon (Unitech/pm2#4347); both counts are
  // accepted.
  const accepted = [...new Set([budget.usable, budget.availableParallelism, os.cpus().length])];
  const online = processes.filter((p) => p.status === "online");
  recordFigure(context, {
    ...step.figure("instancesOnline"),
    value: online.length,
    unit: "",
    threshold: oneOf(accepted),
  });
  const forkMode = processes.filter((p) => p.execMode !== "cluster_mode");
  check(forkMode.length === 0, () =>
    step.finding("forkMode", { count: forkMode.length, mode: String(forkMode[0]?.execMode) }),
  );
  check(accepted.includes(online.length) && online.length === processes.length, () =>
    step.finding("instanceCount", {
      accepted: oneOf(accepted),
      count: processes.length,
      instances: processes.map((p) => `${p.pid} ${p.status}`).join(", "),
    }),
  );
  // tsx by an absolute path or a file: URL: pm2 resolves a bare name from its daemon's folder.
  const bare = tsxImports(processes[0]?.nodeArgs ?? []).find(
    (specifier) => !isAbsolute(specifier) && !specifier.startsWith("file:"),
  );
  check(bare === undefined, () =>
    step.finding("tsxBare", { specifier: String(bare) }, { section: "TypeScript under pm2" }),
  );
});

test(step.name("heavy"), async (context) => {
  step.section("Measure the speed-up");
  const { port, processes, session } = await app();
  check(await portAccepts(port, 2000), () =>
    step.finding(
      "notListening",
      { port: String(port) },
      { section: "The ecosystem file", quote: pm2Logs(session) },
    ),
  );
  const answer = await get(`http://127.0.0.1:${port}/heavy`);
  check(isHeavyAnswer(answer), () =>
    step.finding(
      "heavyAnswer",
      {
        body: JSON.stringify(HEAVY_BODY),
        answer: describeAnswer(answer),
        // No answer in time: the request is held, most often by a middleware that skips next().
        held: "error" in answer && /timeout/i.test(answer.error) ? "yes" : "no",
      },
      { section: "The ecosystem file", quote: pm2Logs(session) },
    ),
  );
  if (!speedupPossible(context)) return;
  const budget = cpuBudget();
  const serving = processes.filter((p) => p.status === "online" && p.execMode === "cluster_mode");
  check(serving.length >= budget.usable, () =>
    step.finding(
      "tooFewInstances",
      {
        usable: String(budget.usable),
        count: serving.length,
        others: processes.length - serving.length,
        instances: processes.map((p) => `${p.execMode} ${p.status}`).join(", "),
      },
      { section: "Cluster mode on every CPU" },
    ),
  );
  quote(pm2Logs(session));
  await checkSpeedup(context, {
    indexFile: step.file("index.ts"),
    candidateUrl: `http://127.0.0.1:${port}/heavy`,
    advice: () => step.t("advice.speedup"),
    lesson: step.read(),
    candidateGroups: session.groups(),
    workerPids: processes.map((p) => p.pid),
  });
});

/**
 * The least listen_timeout that gives an instance room to start, in ms: pm2's default is 3000
 * (https://pm2.keymetrics.io/docs/usage/application-declaration/), about what tsx and Express
 * take on a slow laptop; the lesson sets 10000.
 */
const MIN_LISTEN_TIMEOUT_MS = 5000;

test(step.name("ready"), async () => {
  step.section("Ready");
  const { processes } = await app();
  const first = processes[0];
  check(first?.waitReady === true, () =>
    step.finding("waitReady", { listed: first ? "yes" : "none" }),
  );
  const listenTimeout = first?.listenTimeoutMs;
  check(listenTimeout !== undefined && listenTimeout >= MIN_LISTEN_TIMEOUT_MS, () =>
    step.finding("listenTimeout", {
      ms: listenTimeout === undefined ? "unset" : String(listenTimeout),
      min: String(MIN_LISTEN_TIMEOUT_MS),
    }),
  );
  const server = await step.startServer({ ipc: true });
  await waitFor(() => server.messages.includes("ready"), 3000);
  check(server.messages.includes("ready"), () =>
    step.finding("readyMessage", {
      received: server.messages.length === 0 ? "none" : "some",
      messages: JSON.stringify(server.messages),
    }),
  );
});

/** What index.ts did with a keep-alive client's next request after SIGINT (observeDrain). */
type DrainSeen = "cut" | "no close header" | "close header";

/** What index.ts did, as "after SIGINT, index.ts …" goes on, in the learner's language. */
const DRAIN_SEEN: Record<DrainSeen, MessageKey> = {
  cut: "drainSeen.cut",
  "no close header": "drainSeen.noCloseHeader",
  "close header": "drainSeen.closeHeader",
};

/** What to do about a drain that went wrong: the close header, or the drain as a whole. */
const drainAdvice = (drain: DrainSeen | undefined) =>
  step.t(drain === "no close header" ? "advice.noCloseHeader" : "advice.drain");

/** What index.ts did with keep-alive clients around SIGINT (observeDrain). */
interface Drain {
  /** the answer before SIGINT already carried `Connection: close` */
  closedBefore: boolean;
  /** what it did with a client's next request on its open connection after SIGINT */
  seen: DrainSeen;
  /** whether it exited within IDLE_EXIT_MS of SIGINT, a quiet client's connection still open */
  exitedInTime: boolean;
}

/**
 * How long after SIGINT index.ts may take to exit while a quiet keep-alive client holds an idle
 * connection, in ms: its drain (about 1.5 s) and room, well before Node.js would close the idle
 * connection itself (server.keepAliveTimeout, 5 s, https://nodejs.org/api/http.html#serverkeepalivetimeout).
 */
const IDLE_EXIT_MS = 4000;

/**
 * Starts index.ts on its own, asks /heavy on a keep-alive connection, lets a second client ask
 * once and go quiet, sends SIGINT, asks again on the first connection, and waits for the exit:
 * what a pm2 reload does to clients, seen without pm2.
 */
async function observeDrain(): Promise<Drain> {
  const server = await step.startServer({ section: "Graceful shutdown" });
  const client = keepAliveClient();
  const quiet = keepAliveClient();
  try {
    const first = await client.get(`${server.url}/heavy`);
    const closedBefore = "headers" in first && first.headers.connection === "close";
    await quiet.get(`${server.url}/heavy`);
    const printed = server.lines.length;
    const sigintAt = Date.now();
    process.kill(server.pid, "SIGINT");
    // Let the handler run first: it usually logs; without a log line, go on after 500 ms.
    await waitFor(() => server.lines.length > printed, 500);
    const answer = await client.get(`${server.url}/heavy`);
    const seen: DrainSeen =
      "error" in answer
        ? "cut"
        : answer.headers.connection === "close"
          ? "close header"
          : "no close header";
    const left = IDLE_EXIT_MS - (Date.now() - sigintAt);
    const exitedInTime = await waitFor(() => server.exit !== undefined, Math.max(0, left));
    return { closedBefore, seen, exitedInTime };
  } finally {
    client.close();
    quiet.close();
    await server.stop();
  }
}

test(step.name("drain"), async () => {
  step.section("Graceful shutdown");
  const drain = await observeDrain();
  check(!drain.closedBefore, () => step.finding("closeBefore"));
  check(drain.seen === "close header", () =>
    step.finding("drain", {
      behaviour: step.t(DRAIN_SEEN[drain.seen]),
      advice: drainAdvice(drain.seen),
    }),
  );
  check(drain.exitedInTime, () => step.finding("idleExit", { limit: String(IDLE_EXIT_MS / 1000) }));
});

test(step.name("reload"), async (context) => {
  step.section("Zero-downtime reload");
  const { session, port, processes } = await app();
  quote(pm2Logs(session));
  const before = processes.map((p) => p.pid);
  check(before.length > 0 && processes.every((p) => p.status === "online"), () =>
    step.finding(
      "notOnline",
      { count: processes.length, statuses: processes.map((p) => p.status).join(", ") },
      { section: "Cluster mode on every CPU" },
    ),
  );
  const sigkills = () => session.logTail(10_000).filter((line) => /SIGKILL/.test(line)).length;
  const sigkillsBefore = sigkills();
  const reload = await reloadUnderLoad(session, port, DEADLINE_MS.reload);
  const killed = sigkills() - sigkillsBefore;
  const { failed, total, after } = reload;
  recordFigure(context, {
    ...step.figure("reloadFailures"),
    value: failed,
    unit: "",
    threshold: "0",
    met: failed === 0,
    detail: step.t("figure.reloadDetail", {
      total: String(total),
      seconds: reload.seconds.toFixed(1),
    }),
  });
  check(reload.code === 0, () =>
    step.finding(
      "reloadFailed",
      { code: String(reload.code) },
      // No label: "the program printed", in the message's language.
      { quote: { lastLines: () => reload.output.split("\n").slice(-12) } },
    ),
  );
  const kept = after.filter((pid) => before.includes(pid));
  check(kept.length === 0 && after.length === before.length, () =>
    step.finding("notReplaced", {
      count: before.length,
      before: before.join(", "),
      after: after.length ? after.join(", ") : "none",
    }),
  );
  // Why an instance did not leave or requests failed, seen from outside: index.ts alone, a
  // keep-alive client, SIGINT. Only worth its seconds when something went wrong.
  const drain = killed === 0 && failed === 0 ? undefined : (await observeDrain()).seen;
  /** What index.ts did on its own after SIGINT, as a sentence, or nothing when it was not run. */
  const alone = () =>
    drain ? step.t("drainSeen.alone", { behaviour: step.t(DRAIN_SEEN[drain]) }) : "";
  const killTimeoutMs = processes[0]?.killTimeoutMs ?? 0;
  check(killed === 0, () =>
    step.finding(
      "sigkill",
      {
        killed,
        alone: alone(),
        advice:
          drain === "no close header"
            ? drainAdvice(drain)
            : killTimeoutMs >= 3000
              ? step.t("advice.killTimeoutWaited", { ms: String(killTimeoutMs) })
              : step.t("advice.killTimeoutShort"),
      },
      {
        section: "Graceful shutdown",
        quote: quotedAs("output.pm2Log", () =>
          session.logTail().filter((line) => /SIGKILL|kill/i.test(line)),
        ),
      },
    ),
  );
  check(failed === 0, () =>
    step.finding(
      "failedRequests",
      {
        failed: String(failed),
        total: String(total),
        codes: describeErrorCodes(reload.errorCodes, reload.dropped),
        alone: alone(),
        advice: drainAdvice(drain),
      },
      { section: "Graceful shutdown", quote: pm2Logs(session) },
    ),
  );
});
