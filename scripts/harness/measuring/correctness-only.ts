/**
 * Correctness-only mode (`npm run check <step> -- --correctness-only`), for shared CI runners
 * whose CPUs are shared with other jobs: a speed-up checkpoint still measures and reports its
 * figure, but the figure decides nothing, and says so. Everything else (every request answered,
 * the right workers, no crash) is checked as always. `npm run check` hands the mode to the
 * checkpoints in {@link CORRECTNESS_ONLY_ENV} (scripts/workshop/run-checkpoints.ts).
 */

/** Set to "1" while the checkpoints run in correctness-only mode. */
export const CORRECTNESS_ONLY_ENV = "WORKSHOP_CORRECTNESS_ONLY";

/** What a speed-up figure says when it did not decide. */
export const NOT_DECIDING =
  "not judged: --correctness-only (a shared runner's CPUs are not this code's to measure)";

/** Whether a speed-up figure decides its checkpoint's verdict (not in correctness-only mode). */
export function speedupDecides(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[CORRECTNESS_ONLY_ENV] !== "1";
}

/** A speed-up figure's detail, with {@link NOT_DECIDING} after it when the figure does not decide. */
export function speedupDetail(detail: string, env: NodeJS.ProcessEnv = process.env): string {
  return speedupDecides(env) ? detail : `${detail}; ${NOT_DECIDING}`;
}
