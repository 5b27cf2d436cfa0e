// Stands in for the "loadtest" package in a learner's compare.ts (./loadtest-resolve.mjs sends
// the import here), so that a checkpoint can see from outside what the script asked loadtest for
// and what loadtest answered. Each call of loadTest, promise or callback style (loadtest 8,
// node_modules/loadtest/lib/loadtest.js), appends one JSON line to $WORKSHOP_LOADTEST_CALLS once it
// settles: the url and load options passed, when it started and ended (Date.now() ms), and the
// result's figures or the error's message.
//
// $WORKSHOP_LOADTEST_DOUBLE picks what answers:
//   "real" (or unset)  loadtest itself runs the load;
//   "reject"           every call fails at once, with no load: does the script still stop its
//                      server?
//   "no-p99"           every call succeeds at once, with no load, with a result whose
//                      percentiles[99] is false, as loadtest leaves a percentile it never reached
//                      (lib/latency.js): does the script report it as missing, not as 0?
import { appendFileSync } from "node:fs";
import * as real from "loadtest";

const record = process.env.WORKSHOP_LOADTEST_CALLS;
const mode = process.env.WORKSHOP_LOADTEST_DOUBLE ?? "real";

/** A stand-in result of `options`' requests, all done in 1 s: 3, 7 and 9 ms, p99 never reached. */
function resultWithoutP99(options) {
  const requests = Number(options.maxRequests) || 1;
  return {
    url: options.url,
    totalRequests: requests,
    totalErrors: 0,
    totalTimeSeconds: 1,
    rps: requests,
    meanLatencyMs: 5,
    maxLatencyMs: 9,
    minLatencyMs: 1,
    percentiles: { 50: 3, 90: 7, 95: 9, 99: false },
    errorCodes: {},
  };
}

async function answer(options) {
  if (mode === "reject") throw new Error("loadtest failed: a checkpoint's stand-in, no load sent");
  if (mode === "no-p99") return resultWithoutP99(options);
  return real.loadTest(options);
}

/** What a call is recorded as: the options that shape the load, and how it ended. */
function written(options, startedAt, outcome) {
  const { url, maxRequests, maxSeconds, concurrency, agentKeepAlive } = options ?? {};
  const call = { url, maxRequests, maxSeconds, concurrency, agentKeepAlive, startedAt };
  call.endedAt = Date.now();
  if ("error" in outcome) call.error = String(outcome.error?.message ?? outcome.error);
  else {
    const r = outcome.result ?? {};
    call.result = {
      totalRequests: r.totalRequests,
      totalErrors: r.totalErrors,
      totalTimeSeconds: r.totalTimeSeconds,
      rps: r.rps,
      meanLatencyMs: r.meanLatencyMs,
      percentiles: r.percentiles,
    };
  }
  return `${JSON.stringify(call)}\n`;
}

/** loadtest's loadTest, watched: a promise without `callback`, else `callback(error, result)`. */
export function loadTest(options, callback) {
  const startedAt = Date.now();
  const settled = answer(options).then(
    (result) => {
      if (record) appendFileSync(record, written(options, startedAt, { result }));
      return result;
    },
    (error) => {
      if (record) appendFileSync(record, written(options, startedAt, { error }));
      throw error;
    },
  );
  if (!callback) return settled;
  // As loadtest does it: an error the callback throws comes back to the callback.
  settled.then((result) => callback(null, result)).catch((error) => callback(error));
}

export const startServer = real.startServer;
export default { loadTest, startServer };
