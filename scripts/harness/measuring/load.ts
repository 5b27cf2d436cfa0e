/**
 * HTTP load for checkpoints, through loadtest's programmatic API (loadtest 8: `loadTest(options)`
 * returns a promise of the result; see node_modules/loadtest/doc/api.md — its bundled typings are
 * stale, so the result is typed here). Only ever aimed at 127.0.0.1.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout as delay } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import type { Result } from "loadtest/lib/result.js";
import { t } from "../../i18n/translate.ts";
import { LIVE_INTERVAL_MS, type LiveUpdate, liveWanted, reportLive } from "../reporting/live.ts";

/** One load run's figures. Latencies in ms, throughput in req/s. */
export interface LoadResult {
  /** completed requests, errors included */
  requests: number;
  /** requests that failed: connection errors, timeouts and non-2xx answers */
  errors: number;
  /**
   * failed requests by code: an HTTP status, or -1 for a dropped connection or one unanswered
   * after {@link LOAD_REQUEST_TIMEOUT_MS} (and, in loadtest, a 5xx)
   */
  errorCodes: Record<string, number>;
  /**
   * the -1 failures by Node.js error code (ECONNRESET, ECONNREFUSED, ETIMEDOUT for one unanswered
   * in time), where the load knows them ({@link runPacedLoad}; loadtest does not tell)
   */
  dropped?: Record<string, number>;
  elapsedSeconds: number;
  rps: number;
  meanLatencyMs: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  /** answers by the value of `countHeader` ("" for answers without it); empty without `countHeader` */
  headerCounts: Record<string, number>;
  /**
   * event-loop utilisation (0–1) of the busiest load-generator thread over the run: near 1, the
   * generator had no idle time and measured its own ceiling (./scale.ts, GENERATOR_BOUND_ELU)
   */
  generatorBusy: number;
}

export interface LoadOptions {
  /** Full URL, e.g. `http://127.0.0.1:41234/heavy`. */
  url: string;
  /** Stop sending after this many seconds (used when `requests` is not given). */
  seconds?: number;
  /** Stop after this many requests. */
  requests?: number;
  /** Concurrent clients (connections, with keep-alive). */
  concurrency: number;
  /**
   * Load-generator threads sharing the connections and requests (worker_threads, one loadtest
   * each, results combined by loadtest's own Result.combine); 1 by default, this thread. For a
   * cluster one thread cannot keep busy (./scale.ts, generatorThreads).
   */
  threads?: number;
  /**
   * Pace the load: at most this many requests per second in all, each of the `concurrency`
   * keep-alive connections still waiting for its answer before its next request (closed loop).
   * For load under which workers must start (./scale.ts, restartLoadRps). Unpaced by default.
   */
  rps?: number;
  /** A request unanswered this long, in ms, counts as failed; {@link LOAD_REQUEST_TIMEOUT_MS} by default. */
  requestTimeoutMs?: number;
  /**
   * Stop sending once this signal aborts, instead of after `seconds` (paced loads only: for a
   * load that must outlast an action of unknown length, see {@link loadDuring}).
   */
  signal?: AbortSignal;
  /** Reuse connections (HTTP keep-alive); true by default, as in the tutorial's `-k`. */
  keepAlive?: boolean;
  /** Names the loaded side in the live progress line, e.g. "cluster"; default "load". */
  label?: string;
  /** Count the answers by the value of this response header, e.g. "x-worker-pid". */
  countHeader?: string;
  /**
   * Called with live progress every LIVE_INTERVAL_MS (for a display outside a check, such as the
   * demo's); by default progress goes to the check's reporter when it shows a live line.
   */
  onProgress?: (update: LiveUpdate) => void;
}

/** What loadTest() resolves with: the fields of loadtest's Result (./loadtest-result.d.ts). */
type RawResult = Omit<Pick<Result, keyof Result>, "combine" | "percentiles"> & {
  percentiles: Record<string, number>;
};

/** Live progress of one run: counts to add to, and the timer that reports them. */
function liveCounter(options: LoadOptions) {
  const label = options.label ?? t("live.load");
  const counts = { requests: 0, errors: 0 };
  let lastRequests = 0;
  let lastAt = Date.now();
  const report = options.onProgress ?? (liveWanted() ? reportLive : undefined);
  const timer = report
    ? setInterval(() => {
        const now = Date.now();
        const rps = ((counts.requests - lastRequests) * 1000) / Math.max(1, now - lastAt);
        [lastRequests, lastAt] = [counts.requests, now];
        report({ label, requests: counts.requests, rps, errors: counts.errors });
      }, LIVE_INTERVAL_MS)
    : undefined;
  return { counts, stop: () => clearInterval(timer) };
}

/** A loadtest result as a LoadResult. */
function loadResultOf(
  raw: RawResult,
  headerCounts: Record<string, number>,
  generatorBusy: number,
): LoadResult {
  return {
    requests: raw.totalRequests,
    errors: raw.totalErrors,
    errorCodes: raw.errorCodes,
    elapsedSeconds: raw.elapsedSeconds,
    rps: raw.effectiveRps,
    meanLatencyMs: raw.meanLatencyMs,
    // loadtest leaves a percentile it did not reach as `false`.
    p50Ms: Number(raw.percentiles["50"] || Number.NaN),
    p90Ms: Number(raw.percentiles["90"] || Number.NaN),
    p99Ms: Number(raw.percentiles["99"] || Number.NaN),
    headerCounts,
    generatorBusy,
  };
}

/**
 * How long any one request of a load may wait for its answer, in ms, before it counts as failed
 * (-1, as loadtest counts a connection error). Without it one request that is never answered
 * holds the whole load: a connection the primary accepted and was handing to a worker that left
 * stays open with nobody to answer it (nodejs/node#21746, when every worker has gone before new
 * ones listen), and a load that waits for it outlives every deadline of the check.
 */
export const LOAD_REQUEST_TIMEOUT_MS = 10_000;

/** loadtest's options for `options`, with `concurrency` connections and `requests` of them. */
function loadtestOptions(options: LoadOptions, concurrency: number, requests?: number) {
  return {
    url: options.url,
    concurrency,
    agentKeepAlive: options.keepAlive ?? true,
    timeout: options.requestTimeoutMs ?? LOAD_REQUEST_TIMEOUT_MS,
    quiet: true,
    ...(requests ? { maxRequests: requests } : { maxSeconds: options.seconds ?? 1 }),
  };
}

/** `total` split into `parts` whole shares that add up to it, the larger first. */
export function shares(total: number, parts: number): number[] {
  return Array.from(
    { length: parts },
    (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0),
  );
}

/**
 * Runs one load test and returns its figures. While it runs, it reports live progress (requests,
 * req/s, errors) every LIVE_INTERVAL_MS when the check shows a live line (../reporting/live.ts). The
 * per-request `statusCallback` that counts them also makes loadtest record an HTTP error under
 * its status code (500) rather than -1. With `threads` it spreads over load-generator threads;
 * with `rps` it paces itself ({@link runPacedLoad}).
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.rps !== undefined) return runPacedLoad({ ...options, rps: options.rps });
  const threads = Math.max(1, Math.min(options.threads ?? 1, options.concurrency));
  if (threads > 1) return runThreadedLoad(options, threads);
  // Imported on the first load, not by every checkpoint file that loads this module: loadtest
  // and its config loader (confinode) are about 90 modules.
  const { loadTest } = await import("loadtest");
  const headerCounts: Record<string, number> = {};
  const live = liveCounter(options);
  const header = options.countHeader?.toLowerCase();
  const before = performance.eventLoopUtilization();
  let raw: RawResult;
  try {
    raw = (await (loadTest as unknown as (o: object) => Promise<RawResult>)({
      ...loadtestOptions(options, options.concurrency, options.requests),
      statusCallback: (error: unknown, result?: { headers?: Record<string, string> }) => {
        live.counts.requests += 1;
        if (error) live.counts.errors += 1;
        if (header && result) {
          const value = String(result.headers?.[header] ?? "");
          headerCounts[value] = (headerCounts[value] ?? 0) + 1;
        }
      },
    })) as RawResult;
  } finally {
    live.stop();
  }
  return loadResultOf(raw, headerCounts, performance.eventLoopUtilization(before).utilization);
}

const threadFile = new URL("./load-thread.mjs", import.meta.url);

/** What a load thread posts: progress now and then, then its result. */
type ThreadMessage =
  | { type: "progress"; requests: number; errors: number }
  | { type: "done"; result: object; headerCounts: Record<string, number>; busy: number };

/**
 * {@link runLoad} over `threads` worker threads (./load-thread.mjs): the connections and the
 * requests shared out as evenly as whole numbers allow, the results combined by loadtest's own
 * Result.combine (as its CLI combines its --cores processes), the header counts added up, and
 * the busiest thread's event-loop utilisation kept.
 */
async function runThreadedLoad(options: LoadOptions, threads: number): Promise<LoadResult> {
  const live = liveCounter(options);
  const connections = shares(options.concurrency, threads);
  const requests = options.requests ? shares(options.requests, threads) : [];
  const progress = connections.map(() => ({ requests: 0, errors: 0 }));
  try {
    const done = await Promise.all(
      connections.map(
        (concurrency, i) =>
          new Promise<Extract<ThreadMessage, { type: "done" }>>((resolve, reject) => {
            const worker = new Worker(threadFile, {
              workerData: {
                options: loadtestOptions(options, concurrency, requests[i]),
                countHeader: options.countHeader?.toLowerCase(),
              },
            });
            worker.on("message", (message: ThreadMessage) => {
              if (message.type === "done") return resolve(message);
              progress[i] = message;
              live.counts.requests = progress.reduce((sum, p) => sum + p.requests, 0);
              live.counts.errors = progress.reduce((sum, p) => sum + p.errors, 0);
            });
            worker.once("error", reject);
            worker.once("exit", (code) =>
              reject(new Error(`load thread ${i} exited with code ${code} before its result`)),
            );
          }),
      ),
    );
    const { Result } = await import("loadtest/lib/result.js");
    const combined = new Result();
    const headerCounts: Record<string, number> = {};
    for (const part of done) {
      combined.combine(part.result);
      for (const [value, n] of Object.entries(part.headerCounts))
        headerCounts[value] = (headerCounts[value] ?? 0) + n;
    }
    return loadResultOf(
      combined as unknown as RawResult,
      headerCounts,
      Math.max(...done.map((part) => part.busy)),
    );
  } finally {
    live.stop();
  }
}

/** The `p`-th percentile (0–100) of sorted values; NaN for none. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * A paced, closed-loop keep-alive load: `concurrency` connections (one http.Agent of one socket
 * each), each sending its next request only once the last one is answered and not before its
 * turn, so that all of them together send at most `rps` requests per second. loadtest's own
 * `requestsPerSecond` is open-loop (it adds clients whenever none is free, lib/pool.js) and opens
 * as few connections as the rate needs, which would reach only some workers. Failures are
 * counted as loadtest counts them: a status of 400 or more under its code, a dropped or refused
 * connection, or one unanswered after {@link LOAD_REQUEST_TIMEOUT_MS}, as -1 (and, in `dropped`,
 * under its Node.js error code). An `rps` of Infinity is an unpaced closed loop. It runs for
 * `seconds`, or until `signal` aborts; each connection stays open (keep-alive) the whole time.
 */
export async function runPacedLoad(options: LoadOptions & { rps: number }): Promise<LoadResult> {
  const live = liveCounter(options);
  const header = options.countHeader?.toLowerCase();
  const headerCounts: Record<string, number> = {};
  const errorCodes: Record<string, number> = {};
  const dropped: Record<string, number> = {};
  const latencies: number[] = [];
  const intervalMs = (1000 * options.concurrency) / Math.max(0.001, options.rps);
  const started = performance.now();
  const endsAt = options.signal
    ? Number.POSITIVE_INFINITY
    : started + (options.seconds ?? 1) * 1000;
  const over = () => performance.now() >= endsAt || options.signal?.aborted === true;
  const budget = { left: options.requests ?? Number.POSITIVE_INFINITY };
  const before = performance.eventLoopUtilization();
  const once = (agent: http.Agent) =>
    new Promise<void>((resolve) => {
      const sentAt = performance.now();
      const fail = (code: string, error?: NodeJS.ErrnoException) => {
        errorCodes[code] = (errorCodes[code] ?? 0) + 1;
        live.counts.errors += 1;
        if (error) {
          const cause = error.code ?? error.message;
          dropped[cause] = (dropped[cause] ?? 0) + 1;
        }
      };
      const request = http.get(
        options.url,
        { agent, timeout: options.requestTimeoutMs ?? LOAD_REQUEST_TIMEOUT_MS },
        (response) => {
          response.resume();
          response.once("end", () => {
            const status = response.statusCode ?? 0;
            if (status >= 400) fail(String(status));
            if (header) {
              const value = String(response.headers[header] ?? "");
              headerCounts[value] = (headerCounts[value] ?? 0) + 1;
            }
            resolve();
          });
          response.once("error", (error: NodeJS.ErrnoException) => {
            fail("-1", error);
            resolve();
          });
        },
      );
      request.once("error", (error: NodeJS.ErrnoException) => {
        fail("-1", error);
        resolve();
      });
      request.once("timeout", () =>
        request.destroy(Object.assign(new Error("no answer in time"), { code: "ETIMEDOUT" })),
      );
      request.once("close", () => {
        latencies.push(performance.now() - sentAt);
        live.counts.requests += 1;
      });
    });
  const connection = async (index: number) => {
    const agent = new http.Agent({ keepAlive: options.keepAlive ?? true, maxSockets: 1 });
    // Spread the first requests over one interval, so that the rate is even from the start.
    let next = started + (index * intervalMs) / options.concurrency;
    try {
      for (;;) {
        const wait = next - performance.now();
        if (wait > 0) await delay(wait);
        if (over() || budget.left <= 0) return;
        budget.left -= 1;
        await once(agent);
        next = Math.max(next + intervalMs, performance.now());
      }
    } finally {
      agent.destroy();
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, (_, i) => connection(i)));
  } finally {
    live.stop();
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const requests = latencies.length;
  const errors = Object.values(errorCodes).reduce((a, b) => a + b, 0);
  return {
    requests,
    errors,
    errorCodes,
    dropped,
    elapsedSeconds,
    rps: requests / Math.max(0.001, elapsedSeconds),
    meanLatencyMs: requests ? sorted.reduce((a, b) => a + b, 0) / requests : Number.NaN,
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    headerCounts,
    generatorBusy: performance.eventLoopUtilization(before).utilization,
  };
}

export interface Comparison {
  /** candidate req/s ÷ baseline req/s, one per pair, in run order */
  ratios: number[];
  /** median of `ratios` */
  medianRatio: number;
  baselineRps: number[];
  candidateRps: number[];
  /** errors seen across every window of both sides */
  errors: number;
}

export interface CompareOptions {
  baselineUrl: string;
  candidateUrl: string;
  /** interleaved pairs measured at least; the median of their ratios is the result */
  pairs: number;
  /**
   * Measure more pairs, up to this many, while `settled(ratios)` is false: a median near the
   * threshold gets more samples before the verdict, a clear one does not. Default: `pairs`.
   */
  maxPairs?: number;
  /** whether the ratios so far give a clear enough verdict; default: always */
  settled?: (ratios: readonly number[]) => boolean;
  /** seconds of load per window */
  windowSeconds: number;
  concurrency: number;
  /** seconds of load on each side before measuring (JIT, connection set-up) */
  warmupSeconds: number;
  /** names of the baseline and the candidate in the live progress line */
  labels?: readonly [string, string];
}

/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? Number.NaN) + upper) / 2;
}

/** One side of {@link measureRounds}: a name and the full URL of the route to load. */
export interface Side {
  label: string;
  url: string;
}

export interface RoundsOptions {
  /** rounds measured at least */
  rounds: number;
  /** measure more rounds, up to this many, while `settled(rps so far)` is false; default `rounds` */
  maxRounds?: number;
  /** whether the windows so far (req/s per side, in run order) give a clear enough verdict */
  settled?: (rps: readonly number[][]) => boolean;
  /** seconds of load per window */
  windowSeconds: number;
  /** keep-alive connections */
  concurrency: number;
  /** load-generator threads (see runLoad); 1 by default */
  threads?: number;
  /** seconds of load on each side before measuring (JIT, connection set-up) */
  warmupSeconds: number;
  /** live progress of every window (see runLoad) */
  onProgress?: LoadOptions["onProgress"];
}

/** Every window's req/s of one side, in run order, their median, and the failed requests. */
export interface SideRps {
  label: string;
  rps: number[];
  medianRps: number;
  errors: number;
  /** the load generator's busiest thread over this side's windows (LoadResult.generatorBusy), 0–1 */
  generatorBusy: number;
}

/**
 * The workshop's way to compare servers under the same keep-alive load: a warm-up on every side
 * at once, then rounds in which every side gets one window, the order rotating from round to round
 * (A B C, B C A, C A B; with two sides A B, B A) so that drift in the machine's load hits every
 * side alike. More rounds, up to `maxRounds`, until `settled`. A side's figure is the median of
 * its windows, which one noisy window cannot move (docs/measurement.md, "One window against the
 * median of many").
 *
 * @returns one entry per side, in the order given
 */
export async function measureRounds(
  sides: readonly Side[],
  options: RoundsOptions,
): Promise<SideRps[]> {
  const window = (side: Side, seconds: number) =>
    runLoad({
      url: side.url,
      seconds,
      concurrency: options.concurrency,
      threads: options.threads,
      label: side.label,
      onProgress: options.onProgress,
    });
  // Warm-up on every side at once: it only compiles the route and opens connections, and its
  // figures are dropped, so the sides need not take turns.
  await Promise.all(sides.map((side) => window(side, options.warmupSeconds)));
  const measured = sides.map((side) => ({
    label: side.label,
    rps: [] as number[],
    errors: 0,
    generatorBusy: 0,
  }));
  const maxRounds = Math.max(options.rounds, options.maxRounds ?? options.rounds);
  for (let round = 0; round < maxRounds; round++) {
    if (round >= options.rounds && (options.settled?.(measured.map((m) => m.rps)) ?? true)) break;
    for (let k = 0; k < sides.length; k++) {
      const i = (round + k) % sides.length;
      const side = sides[i];
      const entry = measured[i];
      if (!side || !entry) continue;
      const result = await window(side, options.windowSeconds);
      entry.rps.push(result.rps);
      entry.errors += result.errors;
      entry.generatorBusy = Math.max(entry.generatorBusy, result.generatorBusy);
    }
  }
  return measured.map((m) => ({ ...m, medianRps: median(m.rps) }));
}

/**
 * Compares two servers' throughput with {@link measureRounds}: pairs of windows, A B, B A …,
 * more pairs (up to `maxPairs`) until `settled`. The result is the median of the per-pair ratios.
 */
export async function compareThroughput(options: CompareOptions): Promise<Comparison> {
  const labels = options.labels ?? ["baseline", "candidate"];
  const ratiosOf = ([base, cand]: readonly (readonly number[])[]) =>
    (cand ?? []).map((c, i) => c / (base?.[i] || Number.NaN));
  const [baseline, candidate] = await measureRounds(
    [
      { label: labels[0], url: options.baselineUrl },
      { label: labels[1], url: options.candidateUrl },
    ],
    {
      rounds: options.pairs,
      maxRounds: options.maxPairs,
      settled: options.settled && ((rps) => options.settled?.(ratiosOf(rps)) ?? true),
      windowSeconds: options.windowSeconds,
      concurrency: options.concurrency,
      warmupSeconds: options.warmupSeconds,
    },
  );
  const baselineRps = baseline?.rps ?? [];
  const candidateRps = candidate?.rps ?? [];
  const ratios = ratiosOf([baselineRps, candidateRps]);
  return {
    ratios,
    medianRatio: median(ratios),
    baselineRps,
    candidateRps,
    errors: (baseline?.errors ?? 0) + (candidate?.errors ?? 0),
  };
}

/** What {@link loadDuring} measured, and what the action returned. */
export interface LoadDuring<T> {
  result: T;
  /** requests that failed, from `leadSeconds` before the action to `tailSeconds` after it */
  failed: number;
  total: number;
  /** failed requests by code (-1: connection reset or refused, or no answer in time) */
  errorCodes: Record<string, number>;
  /** the -1 failures by Node.js error code (see LoadResult) */
  dropped: Record<string, number>;
  /** how long the action took, in s */
  seconds: number;
}

/**
 * Keeps a closed-loop keep-alive load on `url` while `action` runs: from `leadSeconds` before it
 * starts to `tailSeconds` after it ends, and counts the failed requests. For what must not drop a
 * request: a pm2 reload, a rolling restart.
 *
 * Each of the `concurrency` connections stays open for the whole load, as a keep-alive client's
 * does, and a new one is opened only where the server closed one: a load that opened all of them
 * anew every moment would leave every worker with no connection at once, and a worker that exits
 * as soon as its server has closed with none open loses a connection the primary handed it just
 * then (the round-robin primary learns of the close by IPC; nodejs/node#21746). That is a fault a
 * real client meets only at a reload, not at every window of a load.
 */
export async function loadDuring<T>(
  url: string,
  action: () => Promise<T>,
  options: {
    concurrency: number;
    label: string;
    /** pace the load to this many req/s in all (see runLoad); unpaced by default */
    rps?: number;
    leadSeconds?: number;
    tailSeconds?: number;
    onProgress?: LoadOptions["onProgress"];
  },
): Promise<LoadDuring<T>> {
  const { concurrency, label, onProgress } = options;
  const stop = new AbortController();
  const load = runPacedLoad({
    url,
    concurrency,
    rps: options.rps ?? Number.POSITIVE_INFINITY,
    label,
    onProgress,
    signal: stop.signal,
  });
  let seconds = 0;
  let result: T;
  let measured: LoadResult;
  try {
    await delay((options.leadSeconds ?? 0.5) * 1000);
    const started = Date.now();
    try {
      result = await action();
    } finally {
      seconds = (Date.now() - started) / 1000;
    }
    await delay((options.tailSeconds ?? 1) * 1000);
  } finally {
    // Whether or not the action threw, every connection is closed before this returns.
    stop.abort();
    measured = await load;
  }
  return {
    result,
    failed: measured.errors,
    total: measured.requests,
    errorCodes: measured.errorCodes,
    dropped: measured.dropped ?? {},
    seconds,
  };
}

/**
 * Failed requests by code, in words: `{"-1": 3, "500": 2}` → "3 dropped, refused or unanswered requests,
 * 2 × HTTP 500". loadtest records a connection error (reset, refused, timed out) as -1; where
 * `dropped` says which (LoadResult), they follow in brackets: "(ECONNRESET 2, ETIMEDOUT 1)".
 */
export function describeErrorCodes(
  codes: Record<string, number>,
  dropped: Record<string, number> = {},
): string {
  const causes = Object.entries(dropped).map(([cause, n]) => `${cause} ${n}`);
  const parts = Object.entries(codes).map(([code, n]) =>
    code === "-1"
      ? t("load.dropped", { count: n }) + (causes.length ? ` (${causes.join(", ")})` : "")
      : `${n} × HTTP ${code}`,
  );
  return parts.join(", ") || t("load.noErrorCode");
}
