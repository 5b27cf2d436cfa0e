/**
 * `npm run demo -- reload`: `pm2 reload` under keep-alive load, twice. Naive: step 04's server
 * with pm2's defaults (scripts/demo/naive-pm2): each old instance dies on SIGINT with its
 * connections. Graceful: step 05's solution: `process.send("ready")`, `wait_ready`, and a SIGINT
 * handler that answers with `Connection: close` for a while before `server.close()`
 * (pm2 docs, "Graceful Start/Shutdown"; WORKSHOP.md §3: 54–90 failed vs 0).
 */
import { reloadUnderLoad } from "../../harness/pm2.ts";
import { CHART_SIZE } from "../charts.ts";
import { live } from "../display.ts";
import { describeMachine } from "../machine.ts";
import type { DemoPart } from "../part.ts";
import { PM2_FOLDERS, startPm2 } from "../servers.ts";

export interface ReloadRun {
  setup: "naive" | "graceful";
  failed: number;
  total: number;
  /** how long `pm2 reload` took, in s */
  seconds: number;
  instances: number;
}

export interface ReloadResult {
  runs: ReloadRun[];
}

const LABELS = {
  naive: "naive: no ready, no SIGINT handler",
  graceful: "graceful: ready + drain on SIGINT",
} as const;

/** The chart's labels: which server each run reloaded. */
const SHORT = { naive: "naive (step 04)", graceful: "graceful (step 05)" } as const;

export const reload: DemoPart<ReloadResult> = {
  name: "reload",
  title: "pm2 reload: naive vs graceful",
  description:
    "pm2 cluster mode, one instance per CPU, `pm2 reload` while 16 keep-alive connections load GET /heavy (from 0.5 s before to 1 s after); first step 04's server, then step 05's solution.",
  async run() {
    const runs: ReloadRun[] = [];
    for (const setup of ["naive", "graceful"] as const) {
      const app = await startPm2(PM2_FOLDERS[setup]);
      const outcome = await reloadUnderLoad(app.session, app.port, 30_000, live);
      await app.session.stop();
      runs.push({
        setup,
        failed: outcome.failed,
        total: outcome.total,
        seconds: outcome.seconds,
        instances: outcome.before.length,
      });
    }
    return { runs };
  },
  summary({ runs }) {
    return runs.map(
      (r) =>
        `${LABELS[r.setup]}: ${r.failed} of ${r.total} requests failed; reload of ${r.instances} instance(s) took ${r.seconds.toFixed(1)} s`,
    );
  },
  chart({ runs }, machine) {
    const values = runs.map((r) => ({
      setup: SHORT[r.setup],
      failed: r.failed,
      label: `${r.failed} failed of ${r.total}`,
    }));
    return {
      title: {
        text: "Failed requests during one pm2 reload under load",
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
              // room on the right for the "n failed of m" labels
              scale: { domainMax: Math.max(1, ...runs.map((r) => r.failed)) * 1.4 },
            },
            color: {
              field: "setup",
              type: "nominal",
              legend: null,
              scale: { domain: [SHORT.naive, SHORT.graceful], range: ["#d62728", "#2ca02c"] },
            },
          },
        },
        {
          mark: { type: "text", align: "left", dx: 6 },
          encoding: {
            y: { field: "setup", type: "nominal", sort: null },
            x: { field: "failed", type: "quantitative" },
            text: { field: "label" },
          },
        },
      ],
    };
  },
};
