/** The workshop's CPU-bound route, as the tutorial defines it. */
import type { Answer } from "../tools/http-client.ts";

/** Steps of the loop behind GET /heavy. */
export const HEAVY_STEPS = 5_000_000;

/** The sentence GET /heavy answers, with the loop's count. */
export const HEAVY_BODY = `The result of the CPU intensive task is ${HEAVY_STEPS}`;

/**
 * Whether an answer is /heavy's: status 200 and the sentence with its count. What surrounds the
 * sentence is incidental: the tutorial's own route ends it with a newline
 * (`` res.send(`The result of the CPU intensive task is ${total}\n`) ``), and spaces or a
 * newline change nothing a client relies on (issue #11).
 */
export function isHeavyAnswer(answer: Answer): boolean {
  return "status" in answer && answer.status === 200 && answer.body.trim() === HEAVY_BODY;
}

/**
 * Least CPU time (ms) a /heavy request must cost the server for the loop to count as really run.
 * Measured here: about 3.5–5 ms per request (200–290 req/s on one core, WORKSHOP.md §3); an answer
 * from a cached or hard-coded string costs well under 0.5 ms.
 */
export const MIN_CPU_MS_PER_HEAVY = 1;
