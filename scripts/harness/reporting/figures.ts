/**
 * Measured figures of a checkpoint (a speed-up, a worker count, a share of CPU time), recorded on
 * the vitest task so that the checkpoint reporter prints each one beside its threshold, whether the
 * checkpoint passed or not, and `npm run bench` can read them back.
 */
import type { TestContext } from "vitest";
import type { Locale } from "../../i18n/locale.ts";
import { t } from "../../i18n/translate.ts";

/** One measured figure, e.g. `{ label: "speed-up", value: 1.71, unit: "×", threshold: ">= 1.35" }`. */
export interface Figure {
  /** what was measured, in English: how the bench, the room and progress know the figure */
  label: string;
  /** `label` in the learner's language, as the report prints it; `label` when absent */
  name?: string;
  value: number;
  /** unit printed after the value: "×", "req/s", "ms", "%", "" */
  unit: string;
  /** how to print the value when the number alone misleads, e.g. "v20.20.2" for a version */
  shown?: string;
  /** the rule the value is held to, written as the learner reads it, e.g. ">= 1.35×" */
  threshold?: string;
  /** free text printed after the figure, e.g. the per-pair ratios */
  detail?: string;
  /**
   * whether the value meets `threshold`, where the checkpoint judges it: printed beside it, so
   * that a failed checkpoint with several figures says which part failed
   */
  met?: boolean;
}

/**
 * A small bar chart printed under a checkpoint's figures, e.g. the req/s of both sides of a
 * comparison, or each worker's share of the cluster's CPU time.
 */
export interface Chart {
  title: string;
  /** unit printed after each value: "req/s", "%" */
  unit: string;
  bars: { label: string; value: number }[];
}

declare module "@vitest/runner" {
  interface TaskMeta {
    /** the checkpoint's name in each language, when its step's messages name it */
    names?: Record<Locale, string>;
    /**
     * the English names of the earlier checkpoints whose program or run this one builds on
     * (defineStep's `dependsOn`): when one of them failed, this one's failure follows from it
     */
    dependsOn?: string[];
    figures?: Figure[];
    charts?: Chart[];
  }
}

/** Records `figure` on the running checkpoint. */
export function recordFigure(context: TestContext, figure: Figure): void {
  const meta = context.task.meta;
  meta.figures = [...(meta.figures ?? []), figure];
}

/** Records `chart` on the running checkpoint. */
export function recordChart(context: TestContext, chart: Chart): void {
  const meta = context.task.meta;
  meta.charts = [...(meta.charts ?? []), chart];
}

/**
 * Renders a figure for the terminal: `speed-up: 1.71× (needs >= 1.35×: met) — ratios 1.6, 1.7`.
 * `shown` is printed in the value's place with `unit` after it: a figure that was not measured
 * (`shown` says why) gives an empty `unit`.
 */
export function formatFigure(figure: Figure): string {
  const value =
    figure.shown ??
    (Number.isInteger(figure.value) ? String(figure.value) : figure.value.toFixed(2));
  const judged = figure.met === undefined ? "unjudged" : figure.met ? "met" : "notMet";
  const threshold = figure.threshold
    ? ` ${t("figure.needs", { threshold: figure.threshold, judged })}`
    : "";
  const detail = figure.detail ? ` — ${figure.detail}` : "";
  return `${figure.name ?? figure.label}: ${value}${figure.unit}${threshold}${detail}`;
}
