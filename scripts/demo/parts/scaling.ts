/**
 * `npm run demo -- scaling`: req/s of clusters of 1, 2, 4 … workers, up to the usable CPUs and
 * one doubling past them, beside the ideal: one worker's req/s × min(workers, CPUs). The
 * tutorial's table went 1 → 4 → 8 → 16 workers on a bigger machine; past the CPUs the curve
 * flattens, whatever the worker count.
 */

import { measureRounds } from "../../harness/measuring/load.ts";
import { CHART_SIZE } from "../charts.ts";
import { live } from "../display.ts";
import { describeMachine, type Machine } from "../machine.ts";
import type { DemoPart } from "../part.ts";
import { startWorkers } from "../servers.ts";

export interface ScalingPoint {
  workers: number;
  rps: number[];
  medianRps: number;
  /** one worker's median req/s × min(workers, usable CPUs) */
  idealRps: number;
}

export interface ScalingResult {
  points: ScalingPoint[];
  cpus: number;
}

const METHOD = { rounds: 5, windowSeconds: 1.5, concurrency: 32, warmupSeconds: 0.5 } as const;

/** 1, 2, 4 … up to `cpus` (and `cpus` itself), then twice `cpus`. */
export function workerCounts(cpus: number): number[] {
  const counts = new Set<number>();
  for (let n = 1; n <= cpus; n *= 2) counts.add(n);
  counts.add(cpus);
  counts.add(cpus * 2);
  return [...counts].sort((a, b) => a - b);
}

export const scaling: DemoPart<ScalingResult> = {
  name: "scaling",
  title: "Scaling curve: req/s against workers",
  description: `Clusters of 1, 2, 4 … workers up to the usable CPUs and one doubling past them, all running at once; GET /heavy under ${METHOD.concurrency} keep-alive connections, ${METHOD.rounds} rounds of ${METHOD.windowSeconds} s windows, order rotating.`,
  async run(machine: Machine) {
    const cpus = machine.usableCpus;
    const counts = workerCounts(cpus);
    const clusters = [];
    for (const n of counts) clusters.push({ n, ...(await startWorkers(n)) });
    const sides = await measureRounds(
      clusters.map(({ n, primary }) => ({
        label: `${n} worker${n === 1 ? "" : "s"}`,
        url: `${primary.url}/heavy`,
      })),
      { ...METHOD, onProgress: live },
    );
    const one = sides[0]?.medianRps ?? Number.NaN;
    const points = counts.map((workers, i) => ({
      workers,
      rps: sides[i]?.rps ?? [],
      medianRps: sides[i]?.medianRps ?? Number.NaN,
      idealRps: one * Math.min(workers, cpus),
    }));
    return { points, cpus };
  },
  summary({ points, cpus }) {
    return points.map(
      (p) =>
        `${p.workers} worker(s): ${p.medianRps.toFixed(0)} req/s, ideal ${p.idealRps.toFixed(0)} (${((p.medianRps / p.idealRps) * 100).toFixed(0)}%)${p.workers > cpus ? ` · more workers than the ${cpus} CPUs` : ""}`,
    );
  },
  chart({ points, cpus }, machine) {
    const values = points.flatMap((p) => [
      { workers: p.workers, rps: Math.round(p.medianRps), series: "measured (median)" },
      {
        workers: p.workers,
        rps: Math.round(p.idealRps),
        series: "ideal: 1 worker × min(workers, CPUs)",
      },
    ]);
    const axis = points.map((p) => p.workers);
    const bySeries = { field: "series", type: "nominal", title: null } as const;
    return {
      title: {
        text: "req/s on GET /heavy against the number of workers",
        subtitle: `the grey line marks the usable CPUs · ${describeMachine(machine)}`,
      },
      ...CHART_SIZE,
      layer: [
        {
          data: { values },
          mark: { type: "line", point: { size: 90 }, strokeWidth: 3 },
          encoding: {
            x: {
              field: "workers",
              type: "quantitative",
              scale: { type: "log", base: 2 },
              axis: { values: axis, format: "d" },
              title: "workers",
            },
            y: { field: "rps", type: "quantitative", title: "req/s" },
            color: { ...bySeries, legend: { orient: "top-left" } },
            strokeDash: bySeries,
          },
        },
        {
          data: { values: [{ workers: cpus }] },
          mark: { type: "rule", color: "#999", strokeWidth: 2 },
          encoding: { x: { field: "workers", type: "quantitative" } },
        },
      ],
    };
  },
};
