/**
 * `npm run demo -- failover`: a worker SIGKILLed under keep-alive load. The primary's
 * `cluster.on("exit")` forks a replacement; the other workers keep serving meanwhile.
 * Measured: req/s every 250 ms, the failed requests (the dead worker's open connections) and the
 * time from the kill to the new worker's `App listening` line.
 */
import { setTimeout as delay } from "node:timers/promises";
import { runLoad } from "../../harness/measuring/load.ts";
import { childrenOf } from "../../harness/processes/process-table.ts";
import { LISTENING_LINE } from "../../harness/processes/program.ts";
import type { LiveUpdate } from "../../harness/reporting/live.ts";
import { CHART_SIZE } from "../charts.ts";
import { live } from "../display.ts";
import { describeMachine, type Machine } from "../machine.ts";
import type { DemoPart } from "../part.ts";
import { startWorkers } from "../servers.ts";

export interface FailoverResult {
  workers: number;
  connections: number;
  /** req/s over each 250 ms, at `t` s after the load started */
  timeline: { t: number; rps: number }[];
  /** s after the load started */
  killedAt: number;
  /** ms from the kill to the replacement's ready line; undefined when none came */
  replacedAfterMs: number | undefined;
  failed: number;
  total: number;
  /** requests the replacement worker answered (by X-Worker-Pid) until the load ended */
  answeredByReplacement: number;
}

const LOAD = { seconds: 7, concurrency: 32 } as const;
/** When the worker is killed, in s after the load started. */
const KILL_AT_S = 2.5;
/** Load before the timeline starts, in s: the workers' JIT warms up first. */
const WARMUP_S = 1;

export const failover: DemoPart<FailoverResult> = {
  name: "failover",
  title: "A worker killed live, and replaced",
  description: `${LOAD.seconds} s of GET /heavy over ${LOAD.concurrency} keep-alive connections; ${KILL_AT_S} s in, one worker gets SIGKILL and the primary forks a new one.`,
  async run(machine: Machine) {
    const workers = machine.usableCpus;
    const { primary, workers: pids } = await startWorkers(workers);
    await runLoad({
      url: `${primary.url}/heavy`,
      seconds: WARMUP_S,
      concurrency: LOAD.concurrency,
    });
    const timeline: { t: number; rps: number }[] = [];
    const started = Date.now();
    const onProgress = (update: LiveUpdate) => {
      timeline.push({ t: (Date.now() - started) / 1000, rps: update.rps });
      live(update);
    };
    const load = runLoad({
      url: `${primary.url}/heavy`,
      ...LOAD,
      label: "cluster",
      countHeader: "x-worker-pid",
      onProgress,
    });
    await delay(KILL_AT_S * 1000);
    const victim = pids[0];
    const killedAtMs = Date.now();
    if (victim) process.kill(victim, "SIGKILL");
    const result = await load;
    const readyIndex = primary.lines.findIndex(
      (line, i) => (primary.lineTimes[i] ?? 0) > killedAtMs && LISTENING_LINE.test(line),
    );
    const newPids = (await childrenOf(primary.pid)).filter((pid) => !pids.includes(pid));
    return {
      workers,
      connections: LOAD.concurrency,
      timeline,
      killedAt: (killedAtMs - started) / 1000,
      replacedAfterMs:
        newPids.length && readyIndex >= 0
          ? (primary.lineTimes[readyIndex] ?? 0) - killedAtMs
          : undefined,
      failed: result.errors,
      total: result.requests,
      answeredByReplacement: newPids.reduce(
        (sum, pid) => sum + (result.headerCounts[String(pid)] ?? 0),
        0,
      ),
    };
  },
  summary({ replacedAfterMs, failed, total, connections, workers, answeredByReplacement }) {
    return [
      replacedAfterMs === undefined
        ? "no replacement worker became ready: look at the primary's exit handler"
        : `replacement listening ${replacedAfterMs.toFixed(0)} ms after the SIGKILL`,
      `${failed} of ${total} requests failed (the dead worker held about ${Math.round(connections / workers)} of the ${connections} connections)`,
      `the replacement answered ${answeredByReplacement} request(s): only connections opened after it listens can reach it, as keep-alive connections stay with the worker they reached`,
    ];
  },
  chart(result, machine) {
    const marks = [
      { t: result.killedAt, label: "SIGKILL", row: 4 },
      ...(result.replacedAfterMs === undefined
        ? []
        : [{ t: result.killedAt + result.replacedAfterMs / 1000, label: "replaced", row: 24 }]),
    ];
    return {
      title: {
        text: "req/s while a worker is killed and replaced",
        subtitle: `${result.workers} workers · ${result.failed} of ${result.total} requests failed · ${describeMachine(machine)}`,
      },
      ...CHART_SIZE,
      layer: [
        {
          data: { values: result.timeline.map((p) => ({ t: p.t, rps: Math.round(p.rps) })) },
          mark: { type: "line", strokeWidth: 3, point: true },
          encoding: {
            x: { field: "t", type: "quantitative", title: "seconds" },
            y: { field: "rps", type: "quantitative", title: "req/s (per 250 ms)" },
          },
        },
        {
          data: { values: marks },
          mark: { type: "rule", color: "#d62728", strokeWidth: 2, strokeDash: [6, 4] },
          encoding: { x: { field: "t", type: "quantitative" } },
        },
        {
          data: { values: marks },
          mark: { type: "text", align: "left", dx: 4, baseline: "top", color: "#d62728" },
          encoding: {
            x: { field: "t", type: "quantitative" },
            y: { field: "row", type: "quantitative", scale: null },
            text: { field: "label" },
          },
        },
      ],
    };
  },
};
