/** HTTP requests from a checkpoint, with deadlines: one plain GET, or a client's requests in turn. */
import { Agent, get as httpGet } from "node:http";
import { t } from "../../i18n/translate.ts";

/** The outcome of {@link get}: an answer, or the error that stood in its way. */
export type Answer =
  | { status: number; body: string; headers: Record<string, string> }
  | { error: string };

/**
 * GETs `url` without keep-alive and reads the whole body.
 *
 * @param timeoutMs deadline for the whole exchange, in ms
 * @returns the status, body and headers (names in lower case), or `{ error }` (refused, reset,
 *   timed out); never throws
 */
export async function get(url: string, timeoutMs = 5000): Promise<Answer> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { connection: "close" },
    });
    const headers: Record<string, string> = {};
    // forEach rather than entries(): vega's typings pull in the DOM's Headers, which lacks it.
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { status: response.status, body: await response.text(), headers };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { error: cause ?? (error as Error).name ?? String(error) };
  }
}

/**
 * Whether {@link get} gave up at its deadline: the request was taken and not answered in time
 * (AbortSignal.timeout aborts with a `TimeoutError`, https://developer.mozilla.org/docs/Web/API/AbortSignal/timeout_static),
 * unlike a refusal or a reset, which come at once.
 */
export const timedOut = (answer: Answer): boolean =>
  "error" in answer && answer.error === "TimeoutError";

/**
 * Renders an answer for a failure message, in the learner's language: `200 "The result …"` or
 * `no answer (ECONNREFUSED)`.
 */
export function describeAnswer(answer: Answer): string {
  if ("error" in answer) return t("http.noAnswer", { error: answer.error });
  const body = answer.body.length > 80 ? `${answer.body.slice(0, 80)}…` : answer.body;
  return `${answer.status} ${JSON.stringify(body)}`;
}

/**
 * The response header in which a cluster's worker names itself (`X-Worker-Pid: <its pid>`), as the
 * lessons have the learner's index.ts set it; in lower case, as node:http hands headers over.
 */
export const WORKER_HEADER = "x-worker-pid";

/** What {@link requestInTurn} saw: answers counted by a header's value, and failures. */
export interface InTurn {
  /** answers by the value of the header ("" when absent) */
  byHeader: Record<string, number>;
  answered: number;
  failed: number;
}

/**
 * Sends `count` GET requests to `url` one after another, the way one client does: over a single
 * keep-alive connection (an http.Agent with `maxSockets: 1`), or over a new connection each
 * (`keepAlive: false`). Counts the answers by the value of `header`.
 */
export async function requestInTurn(
  url: string,
  count: number,
  header: string,
  keepAlive: boolean,
): Promise<InTurn> {
  const agent = new Agent({ keepAlive, maxSockets: 1 });
  const result: InTurn = { byHeader: {}, answered: 0, failed: 0 };
  try {
    for (let i = 0; i < count; i++) {
      const value = await new Promise<string | undefined>((resolve) => {
        const request = httpGet(url, { agent, timeout: 5000 }, (response) => {
          response.resume();
          response.on("end", () => resolve(String(response.headers[header] ?? "")));
          response.on("error", () => resolve(undefined));
        });
        request.on("timeout", () => request.destroy());
        request.on("error", () => resolve(undefined));
      });
      if (value === undefined) result.failed += 1;
      else {
        result.answered += 1;
        result.byHeader[value] = (result.byHeader[value] ?? 0) + 1;
      }
    }
  } finally {
    agent.destroy();
  }
  return result;
}

/** What {@link probe} measured: each probe's latency in ms, and how the failed ones failed. */
export interface Probes {
  latenciesMs: number[];
  failed: number;
  /**
   * the first failed probe's answer, e.g. `404 "Cannot GET /health"`, in the language it is read
   * under
   */
  firstFailure?: string;
}

/**
 * Starts a GET of `url` every `intervalMs` until `durationMs` have passed, each on a new
 * connection, without waiting for the one before (as a load balancer's health checks do), and
 * measures how long each took to answer 200.
 */
export async function probe(url: string, durationMs: number, intervalMs: number): Promise<Probes> {
  const started = Date.now();
  const pending: Promise<{ ms: number; answer: Answer }>[] = [];
  while (Date.now() - started < durationMs) {
    const sentAt = Date.now();
    pending.push(get(url, 10_000).then((answer) => ({ ms: Date.now() - sentAt, answer })));
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const results = await Promise.all(pending);
  const ok = (a: Answer) => "status" in a && a.status === 200;
  const failures = results.filter((r) => !ok(r.answer));
  const first = failures[0]?.answer;
  return {
    latenciesMs: results.filter((r) => ok(r.answer)).map((r) => r.ms),
    failed: failures.length,
    // Written when read: inside a CheckpointError's function, in each language.
    get firstFailure() {
      return first && describeAnswer(first);
    },
  };
}

/**
 * A keep-alive client that went quiet: one GET of `url` on a keep-alive connection, then nothing,
 * as a browser tab left open or a proxy's spare connection. A graceful shutdown has to close such
 * a connection itself once its drain is over: nothing else ends it before the server's
 * keepAliveTimeout (5 s, plus keepAliveTimeoutBuffer's 1 s, on Node 20 to 26 as measured for
 * scripts/workshop/facts.json).
 *
 * @returns a function that closes the connection, if the server has not closed it by then
 * @throws when the GET fails (the server is not serving)
 */
export async function quietKeepAliveClient(url: string, timeoutMs = 5000): Promise<() => void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  await new Promise<void>((resolve, reject) => {
    httpGet(url, { agent, timeout: timeoutMs }, (response) => {
      response.resume();
      response.once("end", resolve);
    })
      .once("timeout", function (this: { destroy: (error: Error) => void }) {
        this.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`));
      })
      .once("error", reject);
  });
  return () => agent.destroy();
}

/**
 * One client on one keep-alive connection (an http.Agent with `maxSockets: 1`): each `get`
 * reuses the connection while the server keeps it open, as a browser does.
 */
export function keepAliveClient(timeoutMs = 5000): {
  get: (url: string) => Promise<Answer>;
  close: () => void;
} {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const getOnce = (url: string) =>
    new Promise<Answer>((resolve) => {
      const request = httpGet(url, { agent, timeout: timeoutMs }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) headers[name] = String(value);
          }
          resolve({ status: response.statusCode ?? 0, body, headers });
        });
        response.on("error", (error) => resolve({ error: errorCode(error) }));
      });
      request.on("timeout", () => request.destroy(new Error("ETIMEDOUT")));
      request.on("error", (error) => resolve({ error: errorCode(error) }));
    });
  return { get: getOnce, close: () => agent.destroy() };
}

const errorCode = (error: Error) => (error as NodeJS.ErrnoException).code ?? error.message;
