/**
 * `npm run demo -- reload`: `pm2 reload` under keep-alive load, RELOADS times on each side, with
 * enough connections that the naive side's failures show every time. Naive: the server of the
 * step that declares the demo's "naive pm2", with pm2's defaults (scripts/demo/naive-pm2): each
 * old instance dies on SIGINT with its connections. Graceful: the solution of the step that
 * declares "graceful pm2": `process.send("ready")`, `wait_ready`, and a SIGINT handler that stops
 * accepting, answers with `Connection: close` and closes what stays idle (pm2 docs, "Graceful
 * Start/Shutdown"; that step's lesson, "Graceful shutdown").
 */
import { reloadUnderLoad } from "../../harness/tools/pm2-reload.ts";
import { CHART_SIZE } from "../charts.ts";
import { live } from "../display.ts";
import { describeMachine } from "../machine.ts";
import type { DemoPart } from "../part.ts";
import { demoStep, startPm2 } from "../servers.ts";

export interface ReloadRun {
  setup: "naive" | "graceful";
  /** the number of the step whose solution this side ran */
  step: number;
  /** failed requests of each reload */
  failedPerReload: number[];
  /** requests sent over all the reloads */
  total: number;
  /** how long the median `pm2 reload` took, in s */
  seconds: number;
  instances: number;
}

/** Reloads of each side: one reload's count alone can miss the race the naive side loses. */
const RELOADS = 3;
/** Keep-alive connections: enough requests in flight on the instance that goes. */
const CONCURRENCY = 32;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export interface ReloadResult {
  runs: ReloadRun[];
}

const LABELS = {
  naive: "naive: no ready, no SIGINT handler",
  graceful: "graceful: ready + drain on SIGINT",
} as const;

/** The chart's label of `run`: which server it reloaded. */
const short = (run: ReloadRun) => `${run.setup} (step ${String(run.step).padStart(2, "0")})`;

/** The step whose solution each side runs. */
const ROLES = { naive: "naive pm2", graceful: "graceful pm2" } as const;

export const reload: DemoPart<ReloadResult> = {
  name: "reload",
  title: "pm2 reload: naive vs graceful",
  description: `pm2 cluster mode, one instance per CPU, \`pm2 reload\` ${RELOADS} times while ${CONCURRENCY} keep-alive connections load GET /heavy (from 0.5 s before each until its old instances are gone); first the naive server, then the graceful one.`,
  async run() {
    const runs: ReloadRun[] = [];
    for (const setup of ["naive", "graceful"] as const) {
      const { number: step } = await demoStep(ROLES[setup]);
      const app = await startPm2(setup);
      const outcomes = [];
      try {
        for (let i = 0; i < RELOADS; i++)
          outcomes.push(await reloadUnderLoad(app.session, app.port, 30_000, live, CONCURRENCY));
      } finally {
        await app.session.stop();
      }
      runs.push({
        setup,
        step,
        failedPerReload: outcomes.map((o) => o.failed),
        total: outcomes.reduce((sum, o) => sum + o.total, 0),
        seconds: median(outcomes.map((o) => o.seconds)),
        instances: outcomes[0]?.before.length ?? 0,
      });
    }
    return { runs };
  },
  summary({ runs }) {
    const lines = runs.map(
      (r) =>
        `${LABELS[r.setup]}: ${r.failedPerReload.join(", ")} failed in ${r.failedPerReload.length} reloads (${r.total} requests); a reload of ${r.instances} instance(s) took ${r.seconds.toFixed(1)} s`,
    );
    const [naive, graceful] = runs;
    // A race the naive side happened not to lose teaches nothing: say so rather than show 0 vs 0.
    if (naive && graceful && median(naive.failedPerReload) <= median(graceful.failedPerReload)) {
      lines.push(
        "This run did not show the contrast (the naive reloads lost no more requests than the graceful ones): run npm run demo -- reload again.",
      );
    }
    return lines;
  },
  chart({ runs }, machine) {
    const values = runs.map((r) => ({
      setup: short(r),
      failed: median(r.failedPerReload),
      least: Math.min(...r.failedPerReload),
      most: Math.max(...r.failedPerReload),
      label: `${median(r.failedPerReload)} (${Math.min(...r.failedPerReload)}–${Math.max(...r.failedPerReload)})`,
    }));
    return {
      title: {
        text: `Failed requests per pm2 reload under load: median (range) of ${RELOADS}`,
        subtitle: `${runs[0]?.instances ?? "?"} instances · ${describeMachine(machine)}`,
      },
      ...CHART_SIZE,
      data: { values },
      layer: [
        {
          mark: { type: "bar", height: 50 },
          encoding: {
            y: { field: "setup", type: "nominal", title: null, sort: null },
            x: {
              field: "failed",
              type: "quantitative",
              title: "failed requests",
              // fitted to the data, with room on the right for the labels
              scale: { domainMax: Math.max(1, ...runs.flatMap((r) => r.failedPerReload)) * 1.25 },
            },
            color: {
              field: "setup",
              type: "nominal",
              legend: null,
              scale: { domain: runs.map(short), range: ["#d62728", "#2ca02c"] },
            },
          },
        },
        {
          // the spread over the reloads: least to most failed
          mark: { type: "rule", strokeWidth: 3, color: "#333" },
          encoding: {
            y: { field: "setup", type: "nominal", sort: null },
            x: { field: "least", type: "quantitative" },
            x2: { field: "most" },
          },
        },
        {
          mark: { type: "text", align: "left", dx: 6 },
          encoding: {
            y: { field: "setup", type: "nominal", sort: null },
            x: { field: "most", type: "quantitative" },
            text: { field: "label" },
          },
        },
      ],
    };
  },
};
