// The room as a stranger on the conference's network meets it: requests from 127.0.0.2 (another
// machine, for the room: scripts/room/access.ts) and with a foreign Host, floods of malformed,
// oversized, compressed and wrong-code posts, hostile names, thousands of feeds and slow sockets
// from one address, and a full disk; each with what must hold afterwards.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { CODE_HEADER } from "./code.ts";
import { type RoomServerOptions, type RunningRoom, startRoomServer } from "./server.ts";
import { journalOf, RoomStore } from "./store.ts";
import {
  closeAgents,
  http,
  joinOf,
  machine,
  post,
  type RoomProcess,
  startRoomProcess,
  until,
} from "./testing.ts";

const STRANGER = "127.0.0.2";
const steps = [{ id: "03-cluster-primary", number: 3, title: "03 · A cluster" }];
const CODE = "K7P2M9QX";
let room: RunningRoom | undefined;
let store: RoomStore;
const cleanups: (() => void | Promise<void>)[] = [];

async function open(options: Partial<RoomServerOptions> = {}, file?: string) {
  store = file
    ? RoomStore.open(file, { onWriteError: options.onError }).store
    : new RoomStore(undefined, { version: 1, code: CODE, learners: [], viewerKey: "k".repeat(24) });
  room = await startRoomServer({ store, steps, host: "127.0.0.1", port: 0, ...options });
  return room;
}

afterEach(async () => {
  await room?.close();
  room = undefined;
  closeAgents();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

test("from another address the page and the API carry no code; loopback and the key do", async () => {
  const { url } = await open({ joinCommands: () => [`npm run room -- join URL ${CODE}`] });
  for (const path of ["/", "/api/state", "/room.js", "/chart.svg"]) {
    const answer = await http(url, { path, from: STRANGER });
    expect(answer.status, path).toBe(200);
    expect(answer.body, path).not.toContain(CODE);
  }
  const page = await http(url, { path: "/", from: STRANGER });
  expect(page.body).toContain("the code the instructor shows");
  expect((await http(url, { path: "/" })).body).toContain(CODE);
  expect((await http(url, { path: `/?key=${"k".repeat(24)}`, from: STRANGER })).body).toContain(
    CODE,
  );
  expect((await http(url, { path: "/?key=wrong", from: STRANGER })).body).not.toContain(CODE);
});

test("a foreign Host is refused, from loopback too (DNS rebinding)", async () => {
  const { url, port } = await open();
  for (const host of ["evil.example", `evil.example:${port}`, `127.0.0.1:${port + 1}`]) {
    for (const from of ["127.0.0.1", STRANGER]) {
      const answer = await http(url, { path: "/", from, headers: { Host: host } });
      expect(answer.status, `${host} from ${from}`).toBe(421);
      expect(answer.body).not.toContain(CODE);
    }
  }
  expect((await http(url, { path: "/", headers: { Host: `localhost:${port}` } })).status).toBe(200);
});

test("a flood of bad posts from one address: each refused, nothing kept, the room still serves", async () => {
  const { url } = await open({ ratePerMinute: 100_000 });
  const valid = JSON.stringify(joinOf(1));
  const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024, 32));
  const kinds: [string, () => Promise<number>, number][] = [
    ["wrong code", async () => (await post(url, "AAAAAAAA", joinOf(1), STRANGER)).status, 401],
    [
      "malformed JSON",
      async () =>
        (
          await http(url, {
            method: "POST",
            path: "/api/results",
            from: STRANGER,
            headers: { "Content-Type": "application/json", [CODE_HEADER]: CODE },
            body: valid.slice(0, 20),
          })
        ).status,
      400,
    ],
    [
      "oversized",
      async () =>
        (await post(url, CODE, { ...joinOf(2), pad: "x".repeat(200_000) }, STRANGER)).status,
      413,
    ],
    [
      "a gzip bomb (50 MB of spaces in 50 kB)",
      async () =>
        (
          await http(url, {
            method: "POST",
            path: "/api/results",
            from: STRANGER,
            headers: {
              "Content-Type": "application/json",
              "Content-Encoding": "gzip",
              [CODE_HEADER]: CODE,
            },
            body: bomb,
          })
        ).status,
      415,
    ],
  ];
  const started = performance.now();
  const seen: Record<string, Record<number, number>> = {};
  for (let round = 0; round < 100; round++) {
    await Promise.all(
      kinds.map(async ([kind, send, expected]) => {
        const status = await send().catch(() => -1);
        seen[kind] ??= {};
        const counts = seen[kind] as Record<number, number>;
        counts[status] = (counts[status] ?? 0) + 1;
        expect(status, kind).toBe(expected);
      }),
    );
  }
  console.log(
    `400 bad posts from one address in ${(performance.now() - started).toFixed(0)} ms: ${JSON.stringify(seen)}`,
  );
  expect(store.version).toBe(0);
  expect(process.memoryUsage().rss).toBeLessThan(2 * 1024 * 1024 * 1024);
  expect((await post(url, CODE, joinOf(3))).status).toBe(201);
});

test.each([
  ["a zero-width space", "Ada\u200b"],
  ["a zero-width joiner", "A\u200dda"],
  ["a line separator", "Ada\u2028Bob"],
  ["a paragraph separator", "Ada\u2029Bob"],
  ["a stack of combining marks", "Ada\u0301\u0302\u0303\u0304"],
  ["a Hangul filler", "\u3164"],
  ["a soft hyphen", "A\u00adda"],
  ["a variation selector", "Ada\ufe0f"],
  ["a right-to-left override", "Ada\u202e"],
  ["only marks", "\u0301\u0302"],
])("a name with %s is refused (422)", async (_, name) => {
  const { url } = await open();
  const answer = await post(url, CODE, { ...joinOf(1), learner: { id: "learner-aaaa", name } });
  expect(answer.status).toBe(422);
  expect(store.all()).toEqual([]);
});

test("names take one visible form and are unique in the room", async () => {
  const { url } = await open();
  const as = (id: string, name: string) =>
    post(url, CODE, { kind: "join", learner: { id, name }, machine });
  expect((await as("learner-aaaa", "Ｌｉｎ  Ａｄａ")).status).toBe(201);
  expect(store.all()[0]?.name).toBe("Lin Ada");
  const taken = await as("learner-bbbb", "lin ada");
  expect(taken.status).toBe(409);
  expect(JSON.parse(taken.body).refusal).toBe("name-taken");
  expect((await as("learner-aaaa", "Lin Ada")).status).toBe(201);
  expect(store.all()).toHaveLength(1);
});

test("one address brings a few new learners; the instructor's machine is not limited", async () => {
  const { url } = await open();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await post(url, CODE, joinOf(i), STRANGER)).status);
  expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  for (let i = 10; i < 20; i++) expect((await post(url, CODE, joinOf(i))).status).toBe(201);
  // A known learner from that address still posts.
  expect((await post(url, CODE, joinOf(0), STRANGER)).status).toBe(201);
});

test("figures beyond what a machine can have are refused", async () => {
  const { url } = await open();
  const check = (usableCpus: number, logicalCpus: number, value: number) =>
    post(url, CODE, {
      kind: "check",
      learner: { id: "learner-aaaa", name: "Ada" },
      machine: { ...machine, usableCpus, logicalCpus },
      step: steps[0]?.id,
      checkpoints: [{ name: "x", state: "passed" }],
      figures: [{ checkpoint: "x", label: "speed-up, median of 3 rounds", value, unit: "×" }],
    });
  expect((await check(4096, 4096, 2)).status).toBe(422);
  expect((await check(8, 4, 2)).status).toBe(422);
  expect((await check(2, 4, 900)).status).toBe(422);
  expect((await check(2, 4, -1)).status).toBe(422);
  expect((await check(2, 4, 1.9)).status).toBe(201);
});

test("a full disk: posts get 503, the room keeps running and says so once, then saves all", async () => {
  const dir = mkdtempSync(join(tmpdir(), "workshop-room-disk-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "results.json");
  RoomStore.open(file).store.flush();
  // A journal that cannot grow: a tiny tmpfs where root may mount one, else /dev/full (ENOSPC).
  const full = join(dir, "full");
  mkdirSync(full);
  let mounted = false;
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=8k", "tmpfs", full], { stdio: "ignore" });
    mounted = true;
    cleanups.push(() => {
      execFileSync("umount", ["-l", full], { stdio: "ignore" });
    });
    execFileSync("dd", ["if=/dev/zero", `of=${join(full, "filler")}`, "bs=1k", "count=8"], {
      stdio: "ignore",
    });
  } catch {
    mounted = false;
  }
  const errors: string[] = [];
  const { url } = await open({ onError: (e) => errors.push(String(e)) }, file);
  // Once the room is open (its start empties the journal), the journal is where nothing fits.
  symlinkSync(mounted ? join(full, "journal.jsonl") : "/dev/full", journalOf(file));
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await post(url, CODE_OF(), joinOf(i))).status);
  expect(statuses).toEqual([503, 503, 503, 503, 503]);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/ENOSPC/);
  expect((await http(url, { path: "/api/state" })).status).toBe(200);
  // Space again: the journal's retry writes what waited, and new posts are saved.
  rmSync(journalOf(file));
  await until(
    () => (readFileSafe(journalOf(file)).includes("learner-000004") ? true : undefined),
    15_000,
  );
  expect((await post(url, CODE_OF(), joinOf(9))).status).toBe(201);
  await room?.close();
  room = undefined;
  const kept = RoomStore.open(file).store.all();
  expect(kept).toHaveLength(6);
  console.log(
    `full disk (${mounted ? "a full tmpfs" : "/dev/full"}): 5 × 503, 1 report, all 6 kept after`,
  );
});

const CODE_OF = () => store.code;
const readFileSafe = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

/** A socket from `from` that sends half a request's headers and then nothing. */
function slowSocket(port: number, from: string, sockets: Socket[]): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: from });
    sockets.push(socket);
    socket.on("error", () => {});
    socket.once("connect", () => {
      socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `);
      resolve();
    });
    socket.once("close", () => resolve());
  });
}

/** What each feed socket received, once it reads again. */
const received = new Map<Socket, string>();

/** A feed from `from` that does not read (until the test resumes it). */
function feedSocket(port: number, from: string, sockets: Socket[]): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: from });
    sockets.push(socket);
    socket.on("error", () => {});
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) =>
      received.set(socket, (received.get(socket) ?? "") + chunk),
    );
    socket.once("connect", () => {
      socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      socket.pause();
      resolve();
    });
    socket.once("close", () => resolve());
  });
}

test("2,000 feeds and 1,000 slow sockets from one address: the instructor's page loads and updates", async () => {
  const state = mkdtempSync(join(tmpdir(), "workshop-room-flood-"));
  const sockets: Socket[] = [];
  let process_: RoomProcess | undefined;
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    process_?.child.kill("SIGKILL");
    if (process_) await process_.exited;
    rmSync(state, { recursive: true, force: true });
  });
  process_ = await startRoomProcess(state);
  const { url, port, code } = process_;
  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: 2_000 }, () => feedSocket(port, STRANGER, sockets)),
    ...Array.from({ length: 1_000 }, () => slowSocket(port, STRANGER, sockets)),
  ]);
  const opened = performance.now() - started;
  // The instructor's page: the document, its script and style, the state, the chart, the feed.
  const loadStarted = performance.now();
  const page = await http(url, { path: "/" });
  const parts = await Promise.all(
    ["/room.js", "/room.css", "/api/state", "/chart.svg"].map((path) => http(url, { path })),
  );
  const feed = await fetch(`${url}/api/events`);
  const reader = feed.body?.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("\n\n")) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value);
  }
  const loadMs = performance.now() - loadStarted;
  expect(page.status).toBe(200);
  expect(page.body).toContain(code);
  expect(parts.map((p) => p.status)).toEqual([200, 200, 200, 200]);
  expect(feed.status).toBe(200);
  // It updates: a learner's join reaches the instructor's feed.
  const updateStarted = performance.now();
  expect((await post(url, code, joinOf(7))).status).toBe(201);
  while (!text.includes("learner 7")) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value);
  }
  const updateMs = performance.now() - updateStarted;
  await reader?.cancel();
  // What the flood got: the feeds read again, the room served a few and closed the rest.
  for (const socket of sockets) socket.resume();
  const served = await until(() => {
    const settled = sockets.every((s) => s.destroyed || s.readableEnded || received.has(s));
    return settled ? [...received.values()].filter((t) => t.includes(" 200 OK")).length : undefined;
  }, 15_000).catch(() => [...received.values()].filter((t) => t.includes(" 200 OK")).length);
  const alive = sockets.filter((s) => !s.destroyed && !s.readableEnded).length;
  console.log(
    `3,000 sockets from one address opened in ${opened.toFixed(0)} ms: ${served} feeds served, ${alive} connections left open; the instructor's page loaded in ${loadMs.toFixed(0)} ms, updated ${updateMs.toFixed(0)} ms after a join`,
  );
  expect(text).toContain("learner 7");
  expect(loadMs).toBeLessThan(5_000);
  expect(served).toBeLessThanOrEqual(4);
  expect(alive).toBeLessThanOrEqual(32);
}, 120_000);
