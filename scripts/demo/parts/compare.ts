/**
 * `npm run demo -- compare`: one process, node:cluster and pm2 cluster mode under the same
 * keep-alive load, in rotating rounds. The two clusters run one worker per usable CPU.
 */

import { measureRounds, type SideRps } from "../../harness/measuring/load.ts";
import { CHART_SIZE } from "../charts.ts";
import { live } from "../display.ts";
import { describeMachine, type Machine } from "../machine.ts";
import type { DemoPart } from "../part.ts";
import { startPm2, startSingle, startWorkers } from "../servers.ts";

export interface CompareResult {
  sides: SideRps[];
  workers: number;
  concurrency: number;
}

const METHOD = { rounds: 3, windowSeconds: 2, concurrency: 32, warmupSeconds: 0.5 } as const;

const times = (side: SideRps, base: SideRps) => (side.medianRps / base.medianRps).toFixed(2);

export const compare: DemoPart<CompareResult> = {
  name: "compare",
  title: "One process vs node:cluster vs pm2",
  description: `GET /heavy under ${METHOD.concurrency} keep-alive connections, ${METHOD.rounds} rounds of ${METHOD.windowSeconds} s windows per side, order rotating each round.`,
  async run(machine: Machine) {
    const workers = machine.usableCpus;
    const single = await startSingle();
    const { primary } = await startWorkers(workers);
    const pm2 = await startPm2("graceful");
    const sides = await measureRounds(
      [
        { label: "one process", url: `${single.url}/heavy` },
        { label: "node:cluster", url: `${primary.url}/heavy` },
        { label: "pm2 cluster mode", url: `${pm2.url}/heavy` },
      ],
      { ...METHOD, onProgress: live },
    );
    return { sides, workers, concurrency: METHOD.concurrency };
  },
  summary({ sides, workers }) {
    const [base] = sides;
    return sides.map(
      (side) =>
        `${side.label}: ${side.medianRps.toFixed(0)} req/s (median of ${side.rps.map((r) => r.toFixed(0)).join(", ")})` +
        (base && side !== base
          ? `, ${times(side, base)}× one process with ${workers} workers`
          : "") +
        (side.errors ? `, ${side.errors} failed` : ""),
    );
  },
  chart({ sides, workers, concurrency }, machine) {
    const [base] = sides;
    const bars = sides.map((side) => ({
      side: side.label,
      rps: Math.round(side.medianRps),
      label: `${side.medianRps.toFixed(0)} req/s${base && side !== base ? ` · ${times(side, base)}×` : ""}`,
    }));
    const windows = sides.flatMap((side) => side.rps.map((rps) => ({ side: side.label, rps })));
    const order = sides.map((s) => s.label);
    return {
      title: {
        text: "req/s on GET /heavy: median (bar) and each window (tick)",
        subtitle: `${workers} workers per cluster · ${concurrency} keep-alive connections · ${describeMachine(machine)}`,
      },
      ...CHART_SIZE,
      layer: [
        {
          data: { values: bars },
          mark: { type: "bar", color: "#4c78a8", height: 40 },
          encoding: {
            y: { field: "side", type: "nominal", sort: order, title: null },
            x: { field: "rps", type: "quantitative", title: "req/s" },
          },
        },
        {
          data: { values: bars },
          // at the bar's start: the ticks of the windows sit near its end
          mark: { type: "text", align: "left", dx: 8, color: "white", fontWeight: "bold" },
          encoding: {
            y: { field: "side", type: "nominal", sort: order },
            x: { datum: 0, type: "quantitative" },
            text: { field: "label" },
          },
        },
        {
          data: { values: windows },
          mark: { type: "tick", color: "#222", thickness: 2, size: 30 },
          encoding: {
            y: { field: "side", type: "nominal", sort: order },
            x: { field: "rps", type: "quantitative" },
          },
        },
      ],
    };
  },
};
