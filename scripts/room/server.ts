/**
 * The room's HTTP server (Express 5): the page, its live feed and chart, and `POST /api/results`,
 * where learners' checks arrive. A submission passes, in order: the rate limit per client address
 * (express-rate-limit; 429), the room code in the `X-Room-Code` header (401, before the body is
 * read), a JSON content type (415), the body size (express.json's limit; 413), JSON that parses
 * (400), the schema (./schema.ts; 422) and a step the workshop has (422). Errors answer with a
 * short JSON `{ error }` that never echoes what was sent.
 * Routes: GET / (page), /room.js and /room.css, /api/state (the view as JSON), /api/events
 * (Server-Sent Events, the view on every change), /chart.svg (`?download=1` for a file).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import { speedupSvg } from "./chart.ts";
import { CODE_HEADER, codeMatches } from "./code.ts";
import { PUBLIC_DIR, renderPage } from "./page.ts";
import { LIMITS, parseSubmission, type Submission } from "./schema.ts";
import { type RoomStore, roomView, type StepInfo } from "./store.ts";

export interface RoomServerOptions {
  store: RoomStore;
  /** the workshop's steps: titles for the page, and the only step ids accepted */
  steps: readonly StepInfo[];
  /** the address to bind, e.g. 127.0.0.1 (this machine only) or 0.0.0.0 (the room's network) */
  host: string;
  /** the port to bind; 0 picks a free one */
  port: number;
  /** the page's heading */
  title?: string;
  /** what learners type to join, shown on the page; the server's own URL when not given */
  joinCommands?: (url: string) => string[];
  /** submissions accepted per client address per minute (default 120) */
  ratePerMinute?: number;
  /** most pages following the live feed at once (default 100) */
  maxWatchers?: number;
  /** ms between live-feed updates in a burst of submissions (default 100) */
  feedDelayMs?: number;
  /** one line per accepted submission, for the instructor's terminal */
  log?: (line: string) => void;
}

/** A room server that listens. */
export interface RunningRoom {
  /** e.g. `http://127.0.0.1:4800` */
  url: string;
  port: number;
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
  const who = submission.learner.name;
  if (submission.kind === "join") return `${who} joined`;
  if (submission.kind === "doctor") {
    return `${who}: doctor ${submission.ready ? "ready" : "found missing tools"}`;
  }
  const ran = submission.checkpoints.filter((c) => c.state !== "skipped");
  const passed = ran.filter((c) => c.state === "passed").length;
  return `${who}: step ${submission.step.slice(0, 2)} ${passed}/${ran.length}`;
}

/** The body-parser errors a client can cause, and what they answer. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  "entity.too.large": [413, `the body is larger than ${LIMITS.bodyBytes} bytes`],
  "entity.parse.failed": [400, "the body is not valid JSON"],
  "encoding.unsupported": [415, "unsupported content encoding"],
  "charset.unsupported": [415, "unsupported charset"],
  "request.aborted": [400, "the request was aborted"],
};

/**
 * Starts the room's server on `options.host`:`options.port`.
 *
 * @returns the running room; close it to stop
 * @throws Error when the address cannot be bound (EADDRINUSE, EADDRNOTAVAIL, EACCES)
 */
export async function startRoomServer(options: RoomServerOptions): Promise<RunningRoom> {
  const { store } = options;
  const knownSteps = new Set(options.steps.map((s) => s.id));
  const log = options.log ?? (() => {});
  const watchers = new Set<Response>();
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use((_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });

  const view = () => roomView(store.all(), options.steps, store.version);
  let joinCommands: string[] = [];
  app.get("/", (_req, res) => {
    res
      .type("html")
      .send(renderPage({ title: options.title ?? "Node.js cluster workshop", joinCommands }));
  });
  app.use(express.static(PUBLIC_DIR, { index: false, etag: false }));
  app.get("/favicon.ico", (_req, res) => {
    res.status(204).end();
  });
  app.get("/api/state", (_req, res) => {
    res.json(view());
  });

  let chart: { version: number; svg: Promise<string> } | undefined;
  app.get("/chart.svg", async (req, res) => {
    if (chart?.version !== store.version) {
      chart = { version: store.version, svg: speedupSvg(view()) };
    }
    const svg = await chart.svg;
    res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.set("Cache-Control", "no-store");
    if (req.query.download !== undefined) {
      res.attachment("room-speedup.svg");
    }
    res.type("image/svg+xml").send(svg);
  });

  app.get("/api/events", (req, res) => {
    if (watchers.size >= (options.maxWatchers ?? 100)) {
      res.status(503).json({ error: "too many pages follow this room" });
      return;
    }
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
    });
    res.write(`retry: 1000\ndata: ${JSON.stringify(view())}\n\n`);
    watchers.add(res);
    req.on("close", () => watchers.delete(res));
  });
  let feedTimer: NodeJS.Timeout | undefined;
  const unsubscribe = store.subscribe(() => {
    feedTimer ??= setTimeout(() => {
      feedTimer = undefined;
      const message = `data: ${JSON.stringify(view())}\n\n`;
      for (const watcher of watchers) watcher.write(message);
    }, options.feedDelayMs ?? 100);
  });
  // Comments keep idle feeds open through proxies and tell a closed page from an open one.
  const heartbeat = setInterval(() => {
    for (const watcher of watchers) watcher.write(": ping\n\n");
  }, 15_000);
  heartbeat.unref();

  const refuse = (res: Response, status: number, error: string) =>
    res.status(status).json({ error });
  app.post(
    "/api/results",
    rateLimit({
      windowMs: 60_000,
      limit: options.ratePerMinute ?? 120,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (_req, res) => refuse(res, 429, "too many submissions from this address"),
    }),
    (req, res, next) => {
      if (!codeMatches(store.code, req.get(CODE_HEADER))) {
        refuse(res, 401, "wrong or missing room code");
        return;
      }
      if (!req.is("application/json")) {
        refuse(res, 415, "send JSON (Content-Type: application/json)");
        return;
      }
      next();
    },
    express.json({ limit: LIMITS.bodyBytes, strict: true }),
    (req: Request, res: Response) => {
      const parsed = parseSubmission(req.body);
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
      const outcome = store.accept(submission);
      if (!outcome.accepted) {
        refuse(res, 409, outcome.reason);
        return;
      }
      log(describe(submission));
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
    if (known) refuse(res, known[0], known[1]);
    else refuse(res, 500, "the room could not handle that request");
  };
  app.use(onError);

  const server: Server = createServer(app);
  // A page that stays open must not keep a stopped room's connections alive.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host.includes(":") ? `[${options.host}]` : options.host;
  const url = `http://${shownHost}:${port}`;
  joinCommands = options.joinCommands?.(url) ?? [url];
  return {
    url,
    port,
    async close() {
      clearTimeout(feedTimer);
      clearInterval(heartbeat);
      unsubscribe();
      for (const watcher of watchers) watcher.end();
      watchers.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      store.close();
    },
  };
}
