// Every demo part draws its chart without a Vega-Lite warning, as an SVG a slide can hold
// (the deck draws it `w:1120` on a 1280×720 slide: no taller than 1120×460 under a heading,
// no flatter than 3.5:1). The results here are shaped
// like real ones to test the drawing; every figure the demo reports is measured in its run.
import { afterEach, expect, test, vi } from "vitest";
import { renderSvg } from "./charts.ts";
import type { Machine } from "./machine.ts";
import { PARTS } from "./parts/index.ts";

const machine: Machine = {
  availableParallelism: 2,
  usableCpus: 2,
  cpuModel: "test CPU",
  node: "v20.0.0",
  platform: "Linux",
};

const shapes: Record<string, unknown> = {
  compare: {
    workers: 2,
    concurrency: 32,
    sides: ["one process", "node:cluster", "pm2 cluster mode"].map((label, i) => ({
      label,
      rps: [200 + i * 80, 210 + i * 80],
      medianRps: 205 + i * 80,
      errors: 0,
    })),
  },
  scaling: {
    cpus: 2,
    points: [1, 2, 4].map((workers) => ({
      workers,
      rps: [100 * Math.min(workers, 2)],
      medianRps: 90 * Math.min(workers, 2),
      idealRps: 100 * Math.min(workers, 2),
    })),
  },
  shares: {
    workers: 4,
    connections: 32,
    policies: [
      { policy: "SCHED_RR", shares: [0.25, 0.25, 0.25, 0.25], requests: 1000 },
      { policy: "SCHED_NONE", shares: [0.4, 0.3, 0.2, 0.1], requests: 1000 },
    ],
  },
  failover: {
    workers: 2,
    connections: 32,
    timeline: [0.25, 0.5, 0.75, 1].map((t) => ({ t, rps: 300 })),
    killedAt: 0.5,
    replacedAfterMs: 600,
    failed: 16,
    total: 1000,
    answeredByReplacement: 0,
  },
  reload: {
    runs: [
      {
        setup: "naive",
        step: 4,
        failedPerReload: [40, 14, 36],
        total: 3000,
        seconds: 4,
        instances: 2,
      },
      {
        setup: "graceful",
        step: 5,
        failedPerReload: [0, 0, 0],
        total: 3000,
        seconds: 7,
        instances: 2,
      },
    ],
  },
};

afterEach(() => {
  vi.restoreAllMocks();
});

test.each(PARTS.map((part) => [part.name, part] as const))(
  "the %s chart renders to a slide-sized SVG without warnings",
  async (name, part) => {
    const warn = vi.spyOn(console, "warn");
    const svg = await renderSvg(part.chart(shapes[name], machine));
    expect(warn).not.toHaveBeenCalled();
    const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
    expect(svg.startsWith("<svg")).toBe(true);
    expect(Number(width) / Number(height)).toBeGreaterThanOrEqual(1120 / 460);
    expect(Number(width) / Number(height)).toBeLessThanOrEqual(3.5);
    expect(part.summary(shapes[name], machine).length).toBeGreaterThan(0);
  },
);
