/**
 * Correctness-only mode (`npm run check <step> -- --correctness-only`), for shared CI runners
 * whose CPUs are shared with other jobs: a speed-up checkpoint still measures and reports its
 * figure, but the figure decides nothing, and says so. Everything else (every request answered,
 * the right workers, no crash) is checked as always. `npm run check` hands the mode to the
 * checkpoints in {@link CORRECTNESS_ONLY_ENV} (scripts/workshop/run-checkpoints.ts).
 */
import { t } from "../../i18n/translate.ts";

/** Set to "1" while the checkpoints run in correctness-only mode. */
export const CORRECTNESS_ONLY_ENV = "WORKSHOP_CORRECTNESS_ONLY";

/** Whether a speed-up figure decides its checkpoint's verdict (not in correctness-only mode). */
export function speedupDecides(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[CORRECTNESS_ONLY_ENV] !== "1";
}

/**
 * A speed-up figure's detail, with what it says when it did not decide ("not judged:
 * --correctness-only", in the learner's language) after it when the figure does not decide.
 */
export function speedupDetail(detail: string, env: NodeJS.ProcessEnv = process.env): string {
  return speedupDecides(env) ? detail : `${detail}; ${t("speedup.notDeciding")}`;
}
