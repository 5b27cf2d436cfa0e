/**
 * HTTP load for checkpoints, through loadtest's programmatic API (loadtest 8: `loadTest(options)`
 * returns a promise of the result; see node_modules/loadtest/doc/api.md — its bundled typings are
 * stale, so the result is typed here). Only ever aimed at 127.0.0.1.
 */
import { loadTest } from "loadtest";
import { t } from "../../i18n/translate.ts";
import { LIVE_INTERVAL_MS, type LiveUpdate, liveWanted, reportLive } from "../reporting/live.ts";

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
 * req/s, errors) every LIVE_INTERVAL_MS when the check shows a live line (../reporting/live.ts). The
 * per-request `statusCallback` that counts them also makes loadtest record an HTTP error under
 * its status code (500) rather than -1.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const label = options.label ?? t("live.load");
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
      label: side.label,
      onProgress: options.onProgress,
    });
  // Warm-up on every side at once: it only compiles the route and opens connections, and its
  // figures are dropped, so the sides need not take turns.
  await Promise.all(sides.map((side) => window(side, options.warmupSeconds)));
  const measured = sides.map((side) => ({ label: side.label, rps: [] as number[], errors: 0 }));
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
    code === "-1" ? t("load.dropped", { count: n }) : `${n} × HTTP ${code}`,
  );
  return parts.join(", ") || t("load.noErrorCode");
}
