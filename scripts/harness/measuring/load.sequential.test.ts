import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, expect, test } from "vitest";
import {
  compareThroughput,
  describeErrorCodes,
  loadDuring,
  median,
  runLoad,
  shares,
} from "./load.ts";

const servers: Server[] = [];

/** A local server on 127.0.0.1 that answers with `handler`; its URL. */
async function listen(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** A local server that answers `status` after busy-waiting `busyMs` per request. */
const serve = (status: number, busyMs = 0) =>
  listen((_req, res) => {
    const until = Date.now() + busyMs;
    while (Date.now() < until);
    res.statusCode = status;
    res.end("x");
  });

/** A local server that answers every other request and leaves the rest without an answer. */
const serveHalf = () => {
  let n = 0;
  return listen((_req, res) => {
    n += 1;
    if (n % 2 === 0) res.end("x");
  });
};

afterAll(() => {
  for (const server of servers) server.closeAllConnections();
  for (const server of servers) server.close();
});

test("median", () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 2, 3])).toBe(2.5);
});

test("runLoad counts requests and req/s", async () => {
  const result = await runLoad({ url: await serve(200), requests: 200, concurrency: 4 });
  expect(result.requests).toBe(200);
  expect(result.errors).toBe(0);
  expect(result.rps).toBeGreaterThan(0);
});

test("runLoad counts HTTP 500 answers as errors", async () => {
  const result = await runLoad({ url: await serve(500), requests: 50, concurrency: 2 });
  expect(result.errors).toBe(50);
});

test("compareThroughput measures both sides in interleaved pairs and sees a 2× gap", async () => {
  const slow = await serve(200, 4);
  const fast = await serve(200, 2);
  const result = await compareThroughput({
    baselineUrl: slow,
    candidateUrl: fast,
    pairs: 3,
    windowSeconds: 0.3,
    concurrency: 1,
    warmupSeconds: 0.1,
  });
  expect(result.ratios).toHaveLength(3);
  expect(result.medianRatio).toBeGreaterThan(1.4);
  expect(result.errors).toBe(0);
});

test("compareThroughput measures more pairs until settled, up to maxPairs", async () => {
  const url = await serve(200);
  const common = {
    baselineUrl: url,
    candidateUrl: url,
    windowSeconds: 0.1,
    concurrency: 1,
    warmupSeconds: 0.05,
  };
  const never = await compareThroughput({ ...common, pairs: 2, maxPairs: 4, settled: () => false });
  expect(never.ratios).toHaveLength(4);
  const at3 = await compareThroughput({
    ...common,
    pairs: 2,
    maxPairs: 6,
    settled: (r) => r.length >= 3,
  });
  expect(at3.ratios).toHaveLength(3);
});

test("shares splits a total into whole parts that add up to it", () => {
  expect(shares(10, 3)).toEqual([4, 3, 3]);
  expect(shares(2, 4)).toEqual([1, 1, 0, 0]);
});

test("runLoad over threads combines their results and header counts", async () => {
  const url = await serve(200);
  const result = await runLoad({
    url,
    requests: 300,
    concurrency: 6,
    threads: 3,
    countHeader: "Content-Length",
  });
  expect(result.requests).toBe(300);
  expect(result.errors).toBe(0);
  expect(result.headerCounts).toEqual({ "1": 300 });
  expect(result.generatorBusy).toBeGreaterThan(0);
  expect(result.generatorBusy).toBeLessThanOrEqual(1);
});

test("a paced load keeps to its rate over every connection, and counts HTTP errors", async () => {
  const url = await serve(200);
  const paced = await runLoad({ url, seconds: 1, concurrency: 8, rps: 80 });
  expect(paced.requests).toBeGreaterThanOrEqual(60);
  expect(paced.requests).toBeLessThanOrEqual(90);
  expect(paced.errors).toBe(0);
  const failing = await runLoad({ url: await serve(503), seconds: 0.3, concurrency: 2, rps: 40 });
  expect(failing.errors).toBe(failing.requests);
  expect(failing.errorCodes["503"]).toBe(failing.requests);
});

test("a request never answered fails after the request timeout instead of holding the load", async () => {
  const url = await serveHalf();
  const paced = await runLoad({
    url,
    seconds: 0.5,
    concurrency: 4,
    rps: 40,
    requestTimeoutMs: 200,
  });
  expect(paced.errorCodes["-1"]).toBeGreaterThan(0);
  expect(paced.elapsedSeconds).toBeLessThan(2);
  const counted = await runLoad({ url, requests: 8, concurrency: 2, requestTimeoutMs: 200 });
  expect(counted.requests).toBe(8);
  expect(counted.errorCodes["-1"]).toBeGreaterThan(0);
});

test("loadDuring keeps every connection open across the action and counts what it dropped", async () => {
  let connections = 0;
  let answered = 0;
  const url = await listen((req, res) => {
    answered += 1;
    // Every fifth request is cut: the load opens a new connection in its place.
    if (answered % 5 === 0) req.socket.destroy();
    else res.end("x");
  });
  (servers.at(-1) as Server).on("connection", () => {
    connections += 1;
  });
  const during = await loadDuring(url, () => new Promise((r) => setTimeout(() => r("done"), 300)), {
    concurrency: 4,
    label: "test",
    leadSeconds: 0.1,
    tailSeconds: 0.1,
  });
  expect(during.result).toBe("done");
  expect(during.seconds).toBeGreaterThanOrEqual(0.29);
  expect(during.failed).toBe(Math.floor(answered / 5));
  expect(during.failed).toBeGreaterThan(0);
  // 4 to start with, and one more for each connection the server cut (but those cut as the load
  // stopped): the load itself closed none before its end.
  expect(connections).toBeLessThanOrEqual(4 + during.failed);
  expect(connections).toBeGreaterThanOrEqual(during.failed);
  expect(Object.values(during.dropped).reduce((a, b) => a + b, 0)).toBe(during.failed);
  expect(describeErrorCodes(during.errorCodes, during.dropped)).toMatch(/\(ECONNRESET \d+/);
});
