/** The workshop's CPU-bound route, as the tutorial defines it. */

/** Steps of the loop behind GET /heavy. */
export const HEAVY_STEPS = 5_000_000;

/** The exact body GET /heavy answers. */
export const HEAVY_BODY = `The result of the CPU intensive task is ${HEAVY_STEPS}`;

/**
 * Least CPU time (ms) a /heavy request must cost the server for the loop to count as really run.
 * Measured here: about 3.5–5 ms per request (200–290 req/s on one core, WORKSHOP.md §3); an answer
 * from a cached or hard-coded string costs well under 0.5 ms.
 */
export const MIN_CPU_MS_PER_HEAVY = 1;
