/**
 * The room's chart: every speed-up measured in the room against the usable CPUs of the machine
 * that measured it, with the room's median per CPU count and the ideal (speed-up = CPUs). Beside
 * each learner's speed-up, where the check measured it, the workshop's reference cluster's on the
 * same machine in the same rounds: what that machine could show just then. There is no fixed bar
 * per CPU count: each machine is held to half its own reference's gain (docs/speedup-rule.md).
 * A Vega-Lite spec, rendered to standalone SVG on the server in the demo's style
 * (scripts/demo/charts.ts), so the page and the deck get the same file. The room draws one dot
 * per learner and step (./store.ts), so a full room is 300 × 10 dots at most; the server has it
 * drawn in a worker thread (./chart-renderer.ts).
 */
import type { TopLevelSpec } from "vega-lite";
import { CHART_SIZE, renderSvg } from "../demo/charts.ts";
import type { RoomView } from "./store.ts";

const IDEAL = "ideal: × the CPUs";
const LEARNER = "learner's cluster";
const REFERENCE = "reference cluster, same check";

/**
 * Spreads the points that share a CPU count a little sideways (at most ±0.15 CPU), so that 30
 * laptops with 8 CPUs stay 30 dots: the n-th point of a CPU count goes 0, +1, −1, +2 … steps
 * of 0.05 from it, wrapping after 7.
 */
const jitter = (nth: number) => {
  const k = nth % 7;
  return (k % 2 ? 1 : -1) * Math.ceil(k / 2) * 0.05;
};

/** The Vega-Lite spec of the room's speed-ups (see the file's comment). */
export function speedupSpec(view: RoomView): TopLevelSpec {
  const seen = new Map<number, number>();
  const points = view.speedups.map((p) => {
    const nth = seen.get(p.usableCpus) ?? 0;
    seen.set(p.usableCpus, nth + 1);
    return {
      cpus: p.usableCpus,
      x: p.usableCpus + jitter(nth),
      speedup: p.speedup,
      reference: p.reference,
      step: `step ${p.step.slice(0, 2)}`,
    };
  });
  // A reference mark sits at its learner's dot's x, so that the two read as one check.
  const references = points.flatMap((p) =>
    p.reference === undefined ? [] : [{ x: p.x, speedup: p.reference, kind: REFERENCE }],
  );
  // A loop, not Math.max(...points): spreading 125,000 arguments overflows the call stack.
  let maxCpus = 2;
  for (const p of points) maxCpus = Math.max(maxCpus, p.cpus);
  const lines = [1, maxCpus].map((cpus) => ({ cpus, speedup: cpus, line: IDEAL }));
  const machines = new Set(view.speedups.map((p) => p.usableCpus)).size;
  const shape = {
    field: "kind",
    type: "nominal" as const,
    title: null,
    scale: { domain: [LEARNER, REFERENCE], range: ["circle", "diamond"] },
    legend: { orient: "top-left" as const },
  };
  const x = (field: string) => ({
    field,
    type: "quantitative" as const,
    title: "usable CPUs",
    scale: { domain: [0.7, maxCpus + 0.3], nice: false },
    axis: { tickMinStep: 1, format: "d" },
  });
  const y = { field: "speedup", type: "quantitative" as const, title: "speed-up (×)" };
  const spec: TopLevelSpec = {
    title: {
      text: "The room's speed-up against usable CPUs",
      subtitle: points.length
        ? `${points.length} measurement(s) on ${machines} CPU count(s); a dot per check, the line per CPU count is the room's median; a check asks half its reference's gain`
        : "no speed-up measured yet: it comes with the first check that compares a cluster with one process",
    },
    ...CHART_SIZE,
    layer: [
      {
        data: { values: lines },
        mark: { type: "line", color: "#777", strokeWidth: 2 },
        encoding: {
          x: x("cpus"),
          y,
          strokeDash: {
            field: "line",
            type: "nominal",
            title: null,
            scale: { domain: [IDEAL], range: [[1, 0]] },
            legend: { orient: "top-left" },
          },
        },
      },
      ...(points.length
        ? [
            {
              data: { values: points },
              mark: { type: "line" as const, point: true, color: "#1f77b4", strokeWidth: 3 },
              encoding: { x: x("cpus"), y: { ...y, aggregate: "median" as const } },
            },
            {
              data: { values: points.map((p) => ({ ...p, kind: LEARNER })) },
              mark: { type: "point" as const, filled: true, size: 80, opacity: 0.6 },
              encoding: {
                x: x("x"),
                y,
                color: { field: "step", type: "nominal" as const, title: "measured in" },
                shape,
              },
            },
          ]
        : []),
      ...(references.length
        ? [
            {
              data: { values: references },
              mark: { type: "point" as const, filled: false, size: 90, color: "#555" },
              encoding: { x: x("x"), y, shape },
            },
          ]
        : []),
    ],
  };
  return spec;
}

/** The room's chart as an SVG document (a string starting with `<svg`). */
export function speedupSvg(view: RoomView): Promise<string> {
  return renderSvg(speedupSpec(view));
}
