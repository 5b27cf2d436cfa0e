/**
 * The room's HTTP server (Express 5): the page, its live feed and chart, and `POST /api/results`,
 * where learners' checks arrive. Made for a shared network (a conference's Wi-Fi, strangers on
 * it), so everything it holds is bounded by construction:
 *
 * - **Who sees what** (./access.ts): a request whose `Host` is not one of the room's own names is
 *   refused (421). The page shows the join commands, with the code, only to the instructor's own
 *   machine or to a page opened with the viewer key (`/?key=…`); every other client gets the same
 *   page without them. The API never carries the code.
 * - **Connections**: at most {@link LIMITS_DEFAULTS}`.connectionsPerAddress` per client address
 *   and `.connections` from all other machines together; the instructor's machine is never
 *   counted, so a flood from the network cannot lock the projector out. Headers must arrive
 *   within 10 s and a whole request within 30 s.
 * - **Feeds** (Server-Sent Events): a few per address, 100 in all, and slots of their own for the
 *   instructor. A message is the view without its speed-ups (only the chart draws them), encoded
 *   once per change into one buffer that every feed shares. Each feed is sent the newest message
 *   when it has taken the last one: a feed that
 *   does not read holds one view at most (write()'s return and `writableLength`), and one that
 *   has not read for {@link LIMITS_DEFAULTS}`.feedStallMs` is dropped, as is one whose unsent
 *   bytes pass `.feedUnsentBytes`. The page reconnects with back-off (public/room.js).
 * - **Submissions** pass, in order: the rate limit per client address (express-rate-limit; 429),
 *   the room code in the `X-Room-Code` header (401, before the body is read), a JSON content type
 *   (415), no content encoding (415: a compressed body could inflate past any limit), the body
 *   size (express.json's limit; 413), JSON that parses (400), the schema (./schema.ts; 422), a
 *   step the workshop has (422), then the store (./store.ts: 409 for a full room or a name taken,
 *   429 for an address that brought its most new learners). 201 is sent once the submission is on
 *   disk; a write that fails answers 503 and is retried by the store, never a crash.
 * - **The view and the chart** are sized by what is drawn (one speed-up per learner and step),
 *   computed once per change, and the chart is drawn in a worker at most every
 *   {@link LIMITS_DEFAULTS}`.chartIntervalMs` (./chart-renderer.ts).
 *
 * Errors answer with a short JSON `{ error }` that never echoes what was sent.
 * Routes: GET / (page), /room.js and /room.css, /api/state (the view as JSON), /api/events
 * (Server-Sent Events, the view without its speed-ups on every change), /chart.svg (`?download=1` for a file).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { performance } from "node:perf_hooks";
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import { t } from "../i18n/translate.ts";
import { addressKey, allowedHosts, hostAllowed, isInstructorSocket } from "./access.ts";
import { ChartRenderer } from "./chart-renderer.ts";
import { CODE_HEADER, codeMatches, secretMatches } from "./code.ts";
import { PUBLIC_DIR, renderPage } from "./page.ts";
import { LIMITS, parseSubmission, type Submission } from "./schema.ts";
import { type RoomStore, type RoomView, roomView, type StepInfo } from "./store.ts";

/** The room's bounds, each an option of {@link startRoomServer}. */
export const LIMITS_DEFAULTS = {
  /** open connections from one client address (the instructor's machine is not counted) */
  connectionsPerAddress: 32,
  /** open connections from all other machines together */
  connections: 1000,
  /** feeds from one client address */
  feedsPerAddress: 4,
  /** feeds from all other machines together */
  feeds: 100,
  /** feeds kept for the instructor's own screens */
  instructorFeeds: 8,
  /** a feed whose unsent bytes pass this is dropped */
  feedUnsentBytes: 4 * 1024 * 1024,
  /** a feed that has not taken a message for this long is dropped, in ms */
  feedStallMs: 30_000,
  /** the whole request headers must arrive within this, in ms */
  headersTimeoutMs: 10_000,
  /** the whole request (a post's body too) must arrive within this, in ms */
  requestTimeoutMs: 30_000,
  /** how long a post waits for its submission to reach the disk before it answers 503, in ms */
  saveTimeoutMs: 1_000,
  /** the chart is drawn again at most this often, in ms */
  chartIntervalMs: 2_000,
  /** posts whose bodies are read and handled at once; the others wait unread */
  postsAtOnce: 16,
} as const;

export interface RoomServerOptions extends Partial<Record<keyof typeof LIMITS_DEFAULTS, number>> {
  store: RoomStore;
  /** the workshop's steps: titles for the page, and the only step ids accepted */
  steps: readonly StepInfo[];
  /** the address to bind, e.g. 127.0.0.1 (this machine only) or 0.0.0.0 (the room's network) */
  host: string;
  /** the port to bind; 0 picks a free one */
  port: number;
  /** the page's heading */
  title?: string;
  /** what learners type to join, shown on the instructor's page; the server's URL when not given */
  joinCommands?: (url: string) => string[];
  /** submissions accepted per client address per minute (default 120) */
  ratePerMinute?: number;
  /** most pages following the live feed at once, the instructor's aside (default 100) */
  maxWatchers?: number;
  /** ms between live-feed updates in a burst of submissions (default 100) */
  feedDelayMs?: number;
  /** one line per accepted submission, for the instructor's terminal */
  log?: (line: string) => void;
  /** the server failed at something it survives (an accept error such as EMFILE) */
  onError?: (error: Error) => void;
}

/** A room server that listens. */
export interface RunningRoom {
  /** e.g. `http://127.0.0.1:4800` */
  url: string;
  port: number;
  /** what the server has refused or dropped so far, by reason: for tests and the curious */
  counters: Record<string, number>;
  /** stops listening, ends every open connection and live feed, writes the store */
  close(): Promise<void>;
}

const SECURITY_HEADERS = {
  "Content-Security-Policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
} as const;

/** How the room logs a submission: names are schema-checked, free of control characters. */
function describe(submission: Submission): string {
  const name = submission.learner.name;
  if (submission.kind === "join") return t("room.logJoined", { name });
  if (submission.kind === "doctor") {
    return t("room.logDoctor", { name, ready: submission.ready ? "yes" : "no" });
  }
  const ran = submission.checkpoints.filter((c) => c.state !== "skipped");
  const passed = ran.filter((c) => c.state === "passed").length;
  return t("room.logCheck", {
    name,
    step: submission.step.slice(0, 2),
    passed: String(passed),
    ran: String(ran.length),
  });
}

/** The body-parser errors a client can cause, and what they answer. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  "entity.too.large": [413, `the body is larger than ${LIMITS.bodyBytes} bytes`],
  "entity.parse.failed": [400, "the body is not valid JSON"],
  "encoding.unsupported": [415, "send the body without Content-Encoding"],
  "charset.unsupported": [415, "unsupported charset"],
  "request.aborted": [400, "the request was aborted"],
};

/** One page following the live feed. */
interface Feed {
  res: Response;
  instructor: boolean;
  address: string;
  /** the newest message, kept while the feed has not taken the one before */
  pending?: string | Buffer;
  /** since when the feed has not taken what was written (ms since the epoch), if it has not */
  behindSince?: number;
}

/**
 * Starts the room's server on `options.host`:`options.port`.
 *
 * @returns the running room; close it to stop
 * @throws Error when the address cannot be bound (EADDRINUSE, EADDRNOTAVAIL, EACCES)
 */
export async function startRoomServer(options: RoomServerOptions): Promise<RunningRoom> {
  const { store } = options;
  const limit = { ...LIMITS_DEFAULTS, ...definedOnly(options) };
  const maxFeeds = options.maxWatchers ?? limit.feeds;
  const knownSteps = new Set(options.steps.map((s) => s.id));
  const log = options.log ?? (() => {});
  const counters: Record<string, number> = {};
  const count = (reason: string) => {
    counters[reason] = (counters[reason] ?? 0) + 1;
  };
  const feeds = new Set<Feed>();
  const feedsFrom = new Map<string, number>();
  let allowed = new Set<string>();
  let port = 0;
  let closed = false;

  const instructorOf = (req: Request) =>
    isInstructorSocket(req.socket) || secretMatches(store.viewerKey, req.query.key);

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use((req, res, next) => {
    res.set(SECURITY_HEADERS);
    if (!hostAllowed(req.headers.host, allowed, port)) {
      count("foreign host");
      res.set("Connection", "close");
      res.status(421).json({ error: "this room does not answer to that host name" });
      return;
    }
    next();
  });

  // The view, derived once per change of the room (the feed and the chart share it), and its
  // JSON once per change of the room or of its chart. Its cost sets how often the feed may send
  // it: a full room's view takes tens of ms to derive.
  const chart = { version: -1, svg: undefined as string | undefined, at: 0 };
  let derived: { version: number; view: RoomView } | undefined;
  let cached: { key: string; json: string } | undefined;
  let viewCostMs = 0;
  const currentView = () => {
    if (derived?.version !== store.version) {
      const started = performance.now();
      derived = {
        version: store.version,
        view: roomView(store.all(), options.steps, store.version),
      };
      viewCostMs = performance.now() - started;
    }
    return derived.view;
  };
  const viewJson = () => {
    const key = `${store.version}:${chart.version}`;
    if (cached?.key !== key) {
      cached = { key, json: JSON.stringify({ ...currentView(), chart: chart.version }) };
    }
    return cached.json;
  };
  // The feed's message: the view without its speed-ups, which only the chart draws (the page
  // loads /chart.svg when `chart` changes, public/room.js), so that a message is sized by the
  // learners, not by learners × steps. One buffer per change, shared by every feed: a feed that
  // does not read holds a reference to it, never a copy of its own.
  let feedCached: { key: string; message: Buffer } | undefined;
  const feedMessage = () => {
    const key = `${store.version}:${chart.version}`;
    if (feedCached?.key !== key) {
      const { speedups: _drawn, ...shown } = currentView();
      const json = JSON.stringify({ ...shown, chart: chart.version });
      feedCached = { key, message: Buffer.from(`retry: 2000\ndata: ${json}\n\n`) };
    }
    return feedCached.message;
  };

  let joinCommands: string[] = [];
  app.get("/", (req, res) => {
    const instructor = instructorOf(req);
    res.type("html").send(
      renderPage({
        title: options.title ?? "Node.js cluster workshop",
        joinCommands: instructor ? joinCommands : [],
      }),
    );
  });
  app.use(express.static(PUBLIC_DIR, { index: false, etag: false }));
  app.get("/favicon.ico", (_req, res) => {
    res.status(204).end();
  });
  app.get("/api/state", (_req, res) => {
    res.type("json").send(viewJson());
  });

  // The chart: drawn in a worker, again at most every chartIntervalMs while the room changes.
  const renderer = new ChartRenderer();
  let drawing = false;
  let chartTimer: NodeJS.Timeout | undefined;
  let firstChart: Promise<void> | undefined;
  let chartDrawn: (() => void) | undefined;
  const drawChart = async () => {
    chartTimer = undefined;
    const version = store.version;
    if (chart.version === version && chart.svg !== undefined) return;
    drawing = true;
    try {
      chart.svg = await renderer.render(currentView());
      chart.version = version;
      chartDrawn?.();
      feedChanged();
    } catch (error) {
      options.onError?.(error as Error);
    } finally {
      chart.at = Date.now();
      drawing = false;
      if (chart.version !== store.version) scheduleChart();
    }
  };
  const scheduleChart = () => {
    if (drawing || chartTimer || closed) return;
    const wait = Math.max(0, chart.at + limit.chartIntervalMs - Date.now());
    chartTimer = setTimeout(() => void drawChart(), wait);
    chartTimer.unref();
  };
  app.get("/chart.svg", async (req, res) => {
    if (chart.svg === undefined) {
      firstChart ??= new Promise<void>((resolve) => {
        chartDrawn = resolve;
      });
      scheduleChart();
      await Promise.race([firstChart, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    } else if (chart.version !== store.version) {
      scheduleChart();
    }
    if (chart.svg === undefined) {
      res.status(503).json({ error: "the chart is not drawn yet" });
      return;
    }
    res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.set("Cache-Control", "no-store");
    if (req.query.download !== undefined) {
      res.attachment("room-speedup.svg");
    }
    res.type("image/svg+xml").send(chart.svg);
  });

  // The live feed.
  const drop = (feed: Feed, reason: string) => {
    count(reason);
    feed.res.destroy();
  };
  const send = (feed: Feed, message: string | Buffer) => {
    const { res } = feed;
    if (res.writableNeedDrain) {
      feed.pending = message;
      if (Date.now() - (feed.behindSince ?? Date.now()) > limit.feedStallMs) {
        drop(feed, "feed stalled");
      }
      return;
    }
    feed.pending = undefined;
    if (!res.write(message)) {
      feed.behindSince ??= Date.now();
      if (res.writableLength > limit.feedUnsentBytes) {
        drop(feed, "feed over its unsent bytes");
        return;
      }
      res.once("drain", () => {
        feed.behindSince = undefined;
        if (feed.pending !== undefined) send(feed, feed.pending);
      });
    }
  };
  app.get("/api/events", (req, res) => {
    const instructor = instructorOf(req);
    const address = addressKey(req.socket.remoteAddress);
    const mine = [...feeds].filter((f) => f.instructor === instructor).length;
    const full = instructor
      ? mine >= limit.instructorFeeds
      : mine >= maxFeeds || (feedsFrom.get(address) ?? 0) >= limit.feedsPerAddress;
    if (full) {
      count("feed refused");
      res.set("Retry-After", "10");
      res.status(503).json({ error: "too many pages follow this room" });
      return;
    }
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
    });
    const feed: Feed = { res, instructor, address };
    feeds.add(feed);
    if (!instructor) feedsFrom.set(address, (feedsFrom.get(address) ?? 0) + 1);
    res.once("close", () => {
      feeds.delete(feed);
      if (!instructor) {
        const left = (feedsFrom.get(address) ?? 1) - 1;
        if (left > 0) feedsFrom.set(address, left);
        else feedsFrom.delete(address);
      }
    });
    send(feed, feedMessage());
    if (chart.version !== store.version) scheduleChart();
  });
  let feedTimer: NodeJS.Timeout | undefined;
  const feedChanged = () => {
    // At least feedDelayMs apart, and 4 times what deriving the view took, so that a busy room
    // spends at most a fifth of its time on the feed.
    const delay = Math.max(options.feedDelayMs ?? 100, 4 * viewCostMs);
    feedTimer ??= setTimeout(() => {
      feedTimer = undefined;
      const message = feedMessage();
      for (const feed of feeds) send(feed, message);
    }, delay);
  };
  const unsubscribe = store.subscribe(() => {
    feedChanged();
    if (feeds.size) scheduleChart();
  });
  // Comments keep idle feeds open through proxies, and find the feeds that stopped reading.
  const heartbeat = setInterval(() => {
    for (const feed of feeds) send(feed, feed.pending ?? ": ping\n\n");
  }, 15_000);
  heartbeat.unref();

  const refuse = (res: Response, status: number, error: string) =>
    res.status(status).json({ error });
  // Bodies are read a few at a time: the rest wait unread, in the kernel's buffers rather than in
  // the room's memory, so a burst of the largest posts holds a few of them at once, not all.
  let reading = 0;
  const readers: (() => void)[] = [];
  const oneAtATime: express.RequestHandler = (_req, res, next) => {
    const release = () => {
      reading -= 1;
      readers.shift()?.();
    };
    const start = () => {
      reading += 1;
      res.once("close", release);
      next();
    };
    if (reading < limit.postsAtOnce) start();
    else readers.push(start);
  };
  /** A refusal before the body is read: the connection closes rather than read the rest. */
  const refuseUnread = (res: Response, status: number, error: string) => {
    res.set("Connection", "close");
    refuse(res, status, error);
  };
  app.post(
    "/api/results",
    rateLimit({
      windowMs: 60_000,
      limit: options.ratePerMinute ?? 120,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (_req, res) => {
        count("rate limited");
        refuseUnread(res, 429, "too many submissions from this address");
      },
    }),
    (req, res, next) => {
      if (!codeMatches(store.code, req.get(CODE_HEADER))) {
        count("wrong code");
        refuseUnread(res, 401, "wrong or missing room code");
        return;
      }
      if (!req.is("application/json")) {
        refuseUnread(res, 415, "send JSON (Content-Type: application/json)");
        return;
      }
      next();
    },
    oneAtATime,
    express.json({ limit: LIMITS.bodyBytes, strict: true, inflate: false }),
    async (req: Request, res: Response) => {
      const parsed = parseSubmission(req.body);
      // What was sent is not needed any more: only what parsed is kept, until it is saved.
      req.body = undefined;
      if (!parsed.ok) {
        res
          .status(422)
          .json({ error: "the submission does not fit the schema", issues: parsed.issues });
        return;
      }
      const submission = parsed.value;
      if (submission.kind === "check" && !knownSteps.has(submission.step)) {
        refuse(res, 422, "no such step in this workshop");
        return;
      }
      const outcome = store.accept(submission, {
        from: addressKey(req.socket.remoteAddress),
        instructor: isInstructorSocket(req.socket),
      });
      if (!outcome.accepted) {
        count(`refused ${outcome.refusal}`);
        res.status(outcome.status).json({ error: outcome.reason, refusal: outcome.refusal });
        return;
      }
      log(describe(submission));
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          outcome.saved,
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("timeout")), limit.saveTimeoutMs);
          }),
        ]);
      } catch {
        count("not saved");
        refuse(res, 503, "the room could not save it yet: the next check sends it again");
        return;
      } finally {
        clearTimeout(timer);
      }
      res.status(201).json({ ok: true });
    },
  );
  app.use("/api", (_req, res) => {
    refuse(res, 404, "no such route");
  });
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    const type = (error as { type?: string }).type;
    const known = type ? CLIENT_ERRORS[type] : undefined;
    if (res.headersSent) return;
    if (known) refuseUnread(res, known[0], known[1]);
    else refuse(res, 500, "the room could not handle that request");
  };
  app.use(onError);

  const server: Server = createServer(
    {
      headersTimeout: limit.headersTimeoutMs,
      requestTimeout: limit.requestTimeoutMs,
      // Node checks those two timeouts on this interval (30 s by default).
      connectionsCheckingInterval: 1_000,
    },
    app,
  );
  // A page that stays open must not keep a stopped room's connections alive.
  server.keepAliveTimeout = 5_000;
  // Connections are counted before HTTP sees them: past its bounds, a socket is closed at once.
  const connectionsFrom = new Map<string, number>();
  let outsiders = 0;
  server.prependListener("connection", (socket: Socket) => {
    if (isInstructorSocket(socket)) return;
    const address = addressKey(socket.remoteAddress);
    const open = connectionsFrom.get(address) ?? 0;
    if (open >= limit.connectionsPerAddress || outsiders >= limit.connections) {
      count("connection refused");
      socket.destroy();
      return;
    }
    connectionsFrom.set(address, open + 1);
    outsiders += 1;
    socket.once("close", () => {
      outsiders -= 1;
      const left = (connectionsFrom.get(address) ?? 1) - 1;
      if (left > 0) connectionsFrom.set(address, left);
      else connectionsFrom.delete(address);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // After listening, an error (EMFILE while accepting) is reported, never thrown.
  server.on("error", (error) => options.onError?.(error));
  ({ port } = server.address() as AddressInfo);
  allowed = allowedHosts(options.host);
  const shownHost = options.host.includes(":") ? `[${options.host}]` : options.host;
  const url = `http://${shownHost}:${port}`;
  joinCommands = options.joinCommands?.(url) ?? [url];
  return {
    url,
    port,
    counters,
    async close() {
      closed = true;
      clearTimeout(feedTimer);
      clearTimeout(chartTimer);
      clearInterval(heartbeat);
      unsubscribe();
      for (const feed of feeds) feed.res.end();
      feeds.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await renderer.close();
      await store.close();
    },
  };
}

/** The options among the limits that were given. */
function definedOnly(options: RoomServerOptions): Partial<typeof LIMITS_DEFAULTS> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(LIMITS_DEFAULTS) as (keyof typeof LIMITS_DEFAULTS)[]) {
    const value = options[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}
