/**
 * The demo's measurement method, the checks' one stretched to several sides: a warm-up on each
 * side, then rounds in which every side gets one window of the same keep-alive load, the order
 * rotating from round to round (A B C, B C A, C A B) so that drift in the machine's load hits
 * every side alike. A side's figure is the median of its windows (WORKSHOP.md §2, §3).
 */
import { median, runLoad } from "../harness/load.ts";
import { live } from "./display.ts";

export interface Side {
  label: string;
  /** full URL of the route to load, e.g. http://127.0.0.1:41234/heavy */
  url: string;
}

export interface RoundsOptions {
  rounds: number;
  /** seconds of load per window */
  windowSeconds: number;
  /** keep-alive connections */
  concurrency: number;
  /** seconds of load on each side before measuring */
  warmupSeconds: number;
}

/** Every window's req/s of one side, in run order, and their median. */
export interface SideRps {
  label: string;
  rps: number[];
  medianRps: number;
  /** failed requests over every window */
  errors: number;
}

/** Measures every side in rotating rounds; returns one entry per side, in the order given. */
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
      onProgress: live,
    });
  for (const side of sides) await window(side, options.warmupSeconds);
  const measured = sides.map((side) => ({ label: side.label, rps: [] as number[], errors: 0 }));
  for (let round = 0; round < options.rounds; round++) {
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
