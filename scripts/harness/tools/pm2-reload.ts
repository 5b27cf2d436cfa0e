/**
 * A zero-downtime reload, measured: `pm2 reload` of a learner's ecosystem file while /heavy is
 * under keep-alive load, and what it cost in failed requests. The pm2 lesson's checkpoint judges
 * it; the demo and the bench show and time it.
 */
import { heavyLoopCpuMs } from "../measuring/heavy-route.ts";
import { loadDuring } from "../measuring/load.ts";
import { connectionsFor, restartLoadRps } from "../measuring/scale.ts";
import { isAlive } from "../processes/process-table.ts";
import { waitFor } from "../processes/wait.ts";
import type { LiveUpdate } from "../reporting/live.ts";
import { quietKeepAliveClient } from "./http-client.ts";
import type { Pm2Session } from "./pm2.ts";

/** What happened during one `pm2 reload` under load. */
export interface ReloadOutcome {
  /** requests that failed while the reload ran (and in the second after it) */
  failed: number;
  total: number;
  /** failed requests by error code (-1: connection reset or refused, or no answer in time) */
  errorCodes: Record<string, number>;
  /** the -1 failures by Node.js error code (ECONNRESET, ETIMEDOUT, …) */
  dropped: Record<string, number>;
  /** how long `pm2 reload` took, in s */
  seconds: number;
  /** the pm2 command's exit code and output */
  code: number | null;
  output: string;
  before: number[];
  after: number[];
}

/**
 * Runs `pm2 reload ecosystem.config.cjs` while /heavy is under keep-alive load (`concurrency`
 * connections, by default 2 per instance and at least 16, paced where the instances outnumber
 * the real CPUs so that the new ones can start: ../measuring/scale.ts),
 * from 0.5 s before the reload to 1 s after it), and counts the failed requests; `onProgress`
 * gets the load's live progress (see runLoad), and stays on until every old instance has gone.
 * One more keep-alive client stays quiet on an old instance meanwhile
 * ({@link quietKeepAliveClient}): that instance must close its connection itself after its
 * drain, within kill_timeout.
 * pm2 reload: fork a new instance, wait for it (ready, up to listen_timeout), SIGINT the old one,
 * SIGKILL it after kill_timeout; two instances at a time at most (pm2 docs, "Graceful
 * Start/Shutdown"; its concurrent_actions).
 */
export async function reloadUnderLoad(
  session: Pm2Session,
  port: number,
  timeoutMs = 30_000,
  onProgress?: (update: LiveUpdate) => void,
  concurrency?: number,
): Promise<ReloadOutcome> {
  const before = (await session.list()).map((p) => p.pid);
  const rps = restartLoadRps(before.length, heavyLoopCpuMs());
  const url = `http://127.0.0.1:${port}/heavy`;
  const closeQuietClient = await quietKeepAliveClient(url);
  const reload = await loadDuring(
    url,
    async () => {
      const result = await session.run(["reload", "ecosystem.config.cjs"], timeoutMs);
      // pm2 may answer before every old instance has gone: keep the load on until they have
      // (or pm2 killed them), so that an instance that never lets its clients go shows.
      await waitFor(() => before.every((pid) => !isAlive(pid)), timeoutMs);
      return result;
    },
    {
      concurrency: concurrency ?? connectionsFor(before.length),
      rps,
      label: "pm2 reload",
      onProgress,
    },
  ).finally(closeQuietClient);
  const after = (await session.settle(timeoutMs)).map((p) => p.pid);
  return {
    failed: reload.failed,
    total: reload.total,
    errorCodes: reload.errorCodes,
    dropped: reload.dropped,
    seconds: reload.seconds,
    code: reload.result.code,
    output: reload.result.output,
    before,
    after,
  };
}
