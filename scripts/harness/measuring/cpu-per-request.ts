/**
 * How much CPU a server's processes spend per request, measured from outside: their CPU time
 * over a load window, less what they burn when idle (an idle window just before, scaled to the
 * same length), so that neither a hard-coded answer nor a timer that burns CPU on the side passes
 * for the workshop's CPU-bound loop.
 */
import { setTimeout as delay } from "node:timers/promises";
import { t } from "../../i18n/translate.ts";
import { cpuTimeMs } from "../processes/process-table.ts";
import type { Figure } from "../reporting/figures.ts";
import { heavyLoopCpuMs, MIN_LOOP_SHARE } from "./heavy-route.ts";
import { type LoadResult, runLoad } from "./load.ts";

/** Length of the idle window, in ms: long enough to catch a timer burning CPU on the side. */
export const IDLE_WINDOW_MS = 500;

/** Fewest answered requests for a per-request figure to mean anything. */
export const MIN_REQUESTS = 10;

export interface Work {
  load: LoadResult;
  /** CPU time (ms) each pid spent on the load, idle use subtracted (never below 0) */
  netMs: Map<number, number>;
  /** the sum of `netMs` */
  totalMs: number;
  /** `totalMs` per answered request; NaN without answers */
  msPerRequest: number;
}

/** How much load {@link measureWork} sends: for so many seconds, or so many requests. */
export type LoadAmount = { seconds: number } | { requests: number };

/**
 * Measures the CPU time `pids` spend on keep-alive load against `url`: `seconds` of it, or
 * `{ requests }` (a load that must reach each of many workers several times).
 *
 * @returns the load's figures and the net CPU time per pid and per request
 */
export async function measureWork(
  pids: readonly number[],
  url: string,
  amount: number | LoadAmount,
  concurrency: number,
  threads = 1,
): Promise<Work> {
  const sent = typeof amount === "number" ? { seconds: amount } : amount;
  const idleStart = await cpuTimeMs(pids);
  const idleStartedAt = Date.now();
  await delay(IDLE_WINDOW_MS);
  const idleEnd = await cpuTimeMs(pids);
  const idleMs = Date.now() - idleStartedAt;
  const loadStartedAt = Date.now();
  const load = await runLoad({ url, ...sent, concurrency, threads });
  const loadEnd = await cpuTimeMs(pids);
  const scale = (Date.now() - loadStartedAt) / idleMs;
  const netMs = new Map<number, number>();
  for (const pid of pids) {
    const idle = (idleEnd.get(pid) ?? 0) - (idleStart.get(pid) ?? 0);
    const busy = (loadEnd.get(pid) ?? 0) - (idleEnd.get(pid) ?? 0);
    netMs.set(pid, Math.max(0, busy - idle * scale));
  }
  const totalMs = [...netMs.values()].reduce((a, b) => a + b, 0);
  return {
    load,
    netMs,
    totalMs,
    msPerRequest: load.requests > 0 ? totalMs / load.requests : Number.NaN,
  };
}

/** {@link Work} on GET /heavy, beside the floor its loop sets on this machine. */
export interface HeavyWork extends Work {
  /** least CPU time (ms) per request for the loop to count as run: MIN_LOOP_SHARE of its cost */
  floorMs: number;
  /** the per-request figure against that floor, to record under the checkpoint's own label */
  figure: Omit<Figure, "label">;
}

/**
 * Times /heavy's loop alone in this process (before the load, not during it), then measures the
 * CPU time `pids` spend on keep-alive load against `url` at `concurrency`: 1 s of it, or the
 * `amount` given (for a cluster, ./scale.ts's shareRequests()).
 *
 * @returns the work, the floor per request, and the figure to record
 */
export async function measureHeavyWork(
  pids: readonly number[],
  url: string,
  concurrency: number,
  amount: LoadAmount = { seconds: 1 },
  threads = 1,
): Promise<HeavyWork> {
  const loopMs = heavyLoopCpuMs();
  const floorMs = MIN_LOOP_SHARE * loopMs;
  const work = await measureWork(pids, url, amount, concurrency, threads);
  return {
    ...work,
    floorMs,
    figure: {
      value: work.msPerRequest,
      unit: " ms",
      threshold: t("cpu.figure.threshold", {
        floor: floorMs.toFixed(2),
        loop: loopMs.toFixed(2),
      }),
      detail: t("cpu.idleSubtracted"),
    },
  };
}
