/**
 * HTTP load for checkpoints, through loadtest's programmatic API (loadtest 8: `loadTest(options)`
 * returns a promise of the result; see node_modules/loadtest/doc/api.md — its bundled typings are
 * stale, so the result is typed here). Only ever aimed at 127.0.0.1.
 */
import { loadTest } from "loadtest";
import { LIVE_INTERVAL_MS, type LiveUpdate, liveWanted, reportLive } from "./live.ts";

/** One load run's figures. Latencies in ms, throughput in req/s. */
export interface LoadResult {
  /** completed requests, errors included */
  requests: number;
  /** requests that failed: connection errors, timeouts and non-2xx answers */
  errors: number;
  /** failed requests by code: an HTTP status, or -1 for a dropped connection (and, in loadtest, a 5xx) */
  errorCodes: Record<string, number>;
  elapsedSeconds: number;
  rps: number;
  meanLatencyMs: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  /** answers by the value of `countHeader` ("" for answers without it); empty without `countHeader` */
  headerCounts: Record<string, number>;
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

interface RawResult {
  totalRequests: number;
  totalErrors: number;
  errorCodes: Record<string, number>;
  elapsedSeconds: number;
  effectiveRps: number;
  meanLatencyMs: number;
  percentiles: Record<string, number>;
}

/**
 * Runs one load test and returns its figures. While it runs, it reports live progress (requests,
 * req/s, errors) every LIVE_INTERVAL_MS when the check shows a live line (./live.ts). The
 * per-request `statusCallback` that counts them also makes loadtest record an HTTP error under
 * its status code (500) rather than -1.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const label = options.label ?? "load";
  const headerCounts: Record<string, number> = {};
  let requests = 0;
  let errors = 0;
  let lastRequests = 0;
  let lastAt = Date.now();
  const report = options.onProgress ?? (liveWanted() ? reportLive : undefined);
  const timer = report
    ? setInterval(() => {
        const now = Date.now();
        const rps = ((requests - lastRequests) * 1000) / Math.max(1, now - lastAt);
        [lastRequests, lastAt] = [requests, now];
        report({ label, requests, rps, errors });
      }, LIVE_INTERVAL_MS)
    : undefined;
  let raw: RawResult;
  try {
    raw = (await (loadTest as unknown as (o: object) => Promise<RawResult>)({
      url: options.url,
      concurrency: options.concurrency,
      agentKeepAlive: options.keepAlive ?? true,
      quiet: true,
      statusCallback: (error: unknown, result?: { headers?: Record<string, string> }) => {
        requests += 1;
        if (error) errors += 1;
        if (options.countHeader && result) {
          const value = String(result.headers?.[options.countHeader.toLowerCase()] ?? "");
          headerCounts[value] = (headerCounts[value] ?? 0) + 1;
        }
      },
      ...(options.requests
        ? { maxRequests: options.requests }
        : { maxSeconds: options.seconds ?? 1 }),
    })) as RawResult;
  } finally {
    clearInterval(timer);
  }
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

/**
 * Compares two servers' throughput under the same load: a warm-up on each, then `pairs` pairs of
 * windows (more, up to `maxPairs`, until `settled`), interleaved and alternating which side goes
 * first (A B, B A, A B …) so that drift in the machine's load hits both sides alike. The result
 * is the median of the per-pair ratios, which one noisy pair cannot move (WORKSHOP.md §3).
 */
export async function compareThroughput(options: CompareOptions): Promise<Comparison> {
  const labels = options.labels ?? ["baseline", "candidate"];
  const run = (url: string, seconds: number) =>
    runLoad({
      url,
      seconds,
      concurrency: options.concurrency,
      label: url === options.baselineUrl ? labels[0] : labels[1],
    });
  await run(options.baselineUrl, options.warmupSeconds);
  await run(options.candidateUrl, options.warmupSeconds);
  const baseline: LoadResult[] = [];
  const candidate: LoadResult[] = [];
  const ratiosSoFar = () => candidate.map((c, i) => c.rps / (baseline[i]?.rps || Number.NaN));
  const maxPairs = Math.max(options.pairs, options.maxPairs ?? options.pairs);
  for (let i = 0; i < maxPairs; i++) {
    if (i >= options.pairs && (options.settled?.(ratiosSoFar()) ?? true)) break;
    if (i % 2 === 0) {
      baseline.push(await run(options.baselineUrl, options.windowSeconds));
      candidate.push(await run(options.candidateUrl, options.windowSeconds));
    } else {
      candidate.push(await run(options.candidateUrl, options.windowSeconds));
      baseline.push(await run(options.baselineUrl, options.windowSeconds));
    }
  }
  const ratios = ratiosSoFar();
  return {
    ratios,
    medianRatio: median(ratios),
    baselineRps: baseline.map((r) => r.rps),
    candidateRps: candidate.map((r) => r.rps),
    errors: [...baseline, ...candidate].reduce((sum, r) => sum + r.errors, 0),
  };
}

/** What {@link loadDuring} measured, and what the action returned. */
export interface LoadDuring<T> {
  result: T;
  /** requests that failed, from `leadSeconds` before the action to `tailSeconds` after it */
  failed: number;
  total: number;
  /** failed requests by code (-1: connection reset or refused) */
  errorCodes: Record<string, number>;
  /** how long the action took, in s */
  seconds: number;
}

/**
 * Keeps keep-alive load on `url` (in windows of `windowSeconds`) while `action` runs: from
 * `leadSeconds` before it starts to `tailSeconds` after it ends; counts the failed requests.
 * For what must not drop a request: a pm2 reload, a rolling restart.
 */
export async function loadDuring<T>(
  url: string,
  action: () => Promise<T>,
  options: {
    concurrency: number;
    label: string;
    leadSeconds?: number;
    tailSeconds?: number;
    onProgress?: LoadOptions["onProgress"];
  },
): Promise<LoadDuring<T>> {
  const { concurrency, label, onProgress } = options;
  let running = true;
  const windows: LoadResult[] = [];
  const load = (async () => {
    while (running) {
      windows.push(await runLoad({ url, seconds: 0.5, concurrency, label, onProgress }));
    }
    const tail = options.tailSeconds ?? 1;
    if (tail > 0)
      windows.push(await runLoad({ url, seconds: tail, concurrency, label, onProgress }));
  })();
  await new Promise((resolve) => setTimeout(resolve, (options.leadSeconds ?? 0.5) * 1000));
  const started = Date.now();
  let result: T;
  try {
    result = await action();
  } finally {
    running = false;
    await load;
  }
  const errorCodes: Record<string, number> = {};
  for (const w of windows) {
    for (const [key, n] of Object.entries(w.errorCodes))
      errorCodes[key] = (errorCodes[key] ?? 0) + n;
  }
  return {
    result,
    failed: windows.reduce((sum, w) => sum + w.errors, 0),
    total: windows.reduce((sum, w) => sum + w.requests, 0),
    errorCodes,
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * Failed requests by code, in words: `{"-1": 3, "500": 2}` → "3 dropped or refused connections,
 * 2 × HTTP 500". loadtest records a connection error (reset, refused, timed out) as -1.
 */
export function describeErrorCodes(codes: Record<string, number>): string {
  const parts = Object.entries(codes).map(([code, n]) =>
    code === "-1" ? `${n} dropped or refused connection(s)` : `${n} × HTTP ${code}`,
  );
  return parts.join(", ") || "no error code";
}
