/**
 * `npm run demo -- shares`: which worker answered each request (the X-Worker-Pid header of the
 * demo's cluster), under SCHED_RR — the primary accepts and deals connections round-robin — and
 * under SCHED_NONE, where the workers accept on a shared socket and the kernel picks (Node.js
 * docs, "How it works" in cluster.html). Round-robin deals connections, not requests: with
 * keep-alive each connection stays with its worker (nodejs/node#8540).
 */
import { runLoad } from "../../harness/measuring/load.ts";
import { CHART_SIZE } from "../charts.ts";
import { live } from "../display.ts";
import { describeMachine, type Machine } from "../machine.ts";
import type { DemoPart } from "../part.ts";
import { startWorkers } from "../servers.ts";

export interface PolicyShares {
  policy: "SCHED_RR" | "SCHED_NONE";
  /** share of the answers (0–1) of each worker, largest first */
  shares: number[];
  requests: number;
}

export interface SharesResult {
  workers: number;
  connections: number;
  policies: PolicyShares[];
}

const LOAD = { seconds: 3, concurrency: 32 } as const;
const POLICIES = ["SCHED_RR", "SCHED_NONE"] as const;

/** At least 4 workers, so that an uneven share shows; one per CPU on bigger machines. */
const workersFor = (machine: Machine) => Math.max(4, machine.usableCpus);

export const shares: DemoPart<SharesResult> = {
  name: "shares",
  title: "Each worker's share of the requests",
  description: `${LOAD.seconds} s of GET /heavy over ${LOAD.concurrency} keep-alive connections to a cluster under SCHED_RR, then under SCHED_NONE; answers counted by their X-Worker-Pid header.`,
  async run(machine: Machine) {
    const workers = workersFor(machine);
    const policies: PolicyShares[] = [];
    for (const [policy, env] of [
      ["SCHED_RR", "rr"],
      ["SCHED_NONE", "none"],
    ] as const) {
      const { primary } = await startWorkers(workers, env);
      const load = await runLoad({
        url: `${primary.url}/heavy`,
        ...LOAD,
        label: policy,
        countHeader: "x-worker-pid",
        onProgress: live,
      });
      await primary.stop();
      const counts = Object.entries(load.headerCounts)
        .filter(([pid]) => pid)
        .map(([, n]) => n);
      while (counts.length < workers) counts.push(0);
      const answered = counts.reduce((a, b) => a + b, 0);
      policies.push({
        policy,
        shares: counts.sort((a, b) => b - a).map((n) => n / Math.max(1, answered)),
        requests: load.requests,
      });
    }
    return { workers, connections: LOAD.concurrency, policies };
  },
  summary({ policies, workers }) {
    return policies.map(
      (p) =>
        `${p.policy}: ${p.shares.map((s) => `${(s * 100).toFixed(0)}%`).join(" / ")} of ${p.requests} requests (fair share ${(100 / workers).toFixed(0)}%)`,
    );
  },
  chart({ policies, workers, connections }, machine) {
    const values = policies.flatMap((p) =>
      p.shares.map((share, i) => ({
        policy: p.policy,
        rank: `#${i + 1}`,
        share: Math.round(share * 1000) / 10,
      })),
    );
    return {
      title: {
        text: "Each worker's share of the answers (%)",
        subtitle: `${workers} workers · ${connections} keep-alive connections · fair share ${(100 / workers).toFixed(0)}% · ${describeMachine(machine)}`,
      },
      ...CHART_SIZE,
      layer: [
        {
          data: { values },
          mark: { type: "bar" },
          encoding: {
            x: {
              field: "rank",
              type: "nominal",
              sort: null,
              title: "workers ranked by answers (busiest first)",
              axis: { labelAngle: 0 },
            },
            xOffset: { field: "policy", type: "nominal", sort: POLICIES },
            y: { field: "share", type: "quantitative", title: "% of answers" },
            color: {
              field: "policy",
              type: "nominal",
              title: null,
              legend: { orient: "top" },
              scale: { domain: [...POLICIES] },
            },
          },
        },
        {
          data: { values: [{ share: 100 / workers }] },
          mark: { type: "rule", color: "#333", strokeDash: [6, 4], strokeWidth: 2 },
          encoding: { y: { field: "share", type: "quantitative" } },
        },
      ],
    };
  },
};
