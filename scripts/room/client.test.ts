// The learner's side against a real room on 127.0.0.1: joining keeps the link in the progress file,
// a check is sent as names and numbers, and a room that is down or refuses costs one dim line,
// never an exception or a long wait.

import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import {
  readProgress,
  readRoomLink,
  recordProgress,
  recordRoomLink,
} from "../workshop/progress.ts";
import type { CheckpointResult } from "../workshop/reporter.ts";
import {
  checkSubmission,
  joinRoom,
  leaveRoom,
  POST_TIMEOUT_MS,
  roomAddress,
  sendCheckToRoom,
} from "./client.ts";
import { type RunningRoom, startRoomServer } from "./server.ts";
import { RoomStore } from "./store.ts";

const steps = [{ id: "03-cluster-primary", number: 3, title: "03 · A cluster" }];
let room: RunningRoom | undefined;
let store: RoomStore;

afterEach(async () => {
  await room?.close();
  room = undefined;
});

async function open(): Promise<RunningRoom> {
  store = new RoomStore(undefined, { version: 1, code: "K7P2M9QX", learners: [] });
  room = await startRoomServer({ store, steps, host: "127.0.0.1", port: 0 });
  return room;
}

const progressFile = () => join(mkdtempSync(join(tmpdir(), "room-client-")), "progress.json");

const results: CheckpointResult[] = [
  {
    name: "forks one worker per CPU",
    file: "steps/03-cluster-primary/checkpoints/cluster-primary.test.ts",
    state: "passed",
    figures: [{ label: "workers", value: 2, unit: "" }],
    charts: [],
    durationMs: 900,
  },
  {
    name: "serves more than one process",
    file: "steps/03-cluster-primary/checkpoints/cluster-primary.test.ts",
    state: "failed",
    figures: [
      {
        label: "speed-up, median of 3 rounds",
        value: 1.21,
        unit: "×",
        threshold: ">= 1.35×",
        detail: "one process 210, 220 req/s; cluster 260 req/s",
      },
    ],
    charts: [{ title: "req/s", unit: "req/s", bars: [{ label: "cluster", value: 260 }] }],
    message: "Expected: …\nSeen: …\n  │ const secret = readFileSync('/home/ada/.ssh/id_rsa')",
    durationMs: 12_000,
  },
];

test("an address is taken with or without http://, and anything else is refused", () => {
  expect(roomAddress("192.168.1.20:4800")).toBe("http://192.168.1.20:4800");
  expect(roomAddress("http://192.168.1.20:4800/")).toBe("http://192.168.1.20:4800");
  expect(() => roomAddress("ftp://x")).toThrow(/http/);
  expect(() => roomAddress("http://")).toThrow(/not an address/);
});

test("join keeps the link beside the steps' progress; leave forgets it and keeps the steps", async () => {
  const { url } = await open();
  const file = progressFile();
  recordProgress("02-unclustered-server", { verdict: "passed", passed: 1, total: 1 }, file);
  const lines: string[] = [];
  expect(await joinRoom(url, "k7p2 m9qx", { name: "Ada", file, write: (l) => lines.push(l) })).toBe(
    0,
  );
  expect(readRoomLink(file)).toMatchObject({ address: url, code: "K7P2M9QX", name: "Ada" });
  expect(store.all().map((l) => l.name)).toEqual(["Ada"]);
  expect(lines.join("\n")).toMatch(/never your code/);
  const id = readRoomLink(file)?.learnerId;
  await joinRoom(url, "K7P2M9QX", { file, write: () => {} });
  expect(readRoomLink(file)?.learnerId).toBe(id);
  expect(readRoomLink(file)?.name).toBe("Ada");
  leaveRoom({ file, write: () => {} });
  expect(readRoomLink(file)).toBeUndefined();
  expect(readProgress(file)["02-unclustered-server"]?.verdict).toBe("passed");
});

test("a wrong code is not kept", async () => {
  const { url } = await open();
  const file = progressFile();
  const lines: string[] = [];
  expect(await joinRoom(url, "AAAAAAAA", { file, write: (l) => lines.push(l) })).toBe(1);
  expect(lines.join("\n")).toMatch(/refused the code/);
  expect(readRoomLink(file)).toBeUndefined();
});

/** A learner's link to a room, as `room -- join` saves it. */
const link = {
  address: "http://x",
  code: "C",
  learnerId: "learner-aaaa",
  name: "Ada",
  joinedAt: "",
};

test("a check is sent as verdicts, figures and the machine: no message, detail, chart or file", () => {
  const submission = checkSubmission(link, "03-cluster-primary", results);
  const text = JSON.stringify(submission);
  expect(submission).toMatchObject({
    kind: "check",
    step: "03-cluster-primary",
    checkpoints: [
      { name: "forks one worker per CPU", state: "passed" },
      { name: "serves more than one process", state: "failed" },
    ],
    figures: [
      { checkpoint: "forks one worker per CPU", label: "workers", value: 2, unit: "" },
      { checkpoint: "serves more than one process", value: 1.21, threshold: ">= 1.35×" },
    ],
  });
  for (const leak of ["secret", "id_rsa", "req/s", "checkpoints/", "Expected"]) {
    expect(text).not.toContain(leak);
  }
});

test("after joining, a check reaches the room with one dim line", async () => {
  const { url } = await open();
  const file = progressFile();
  await joinRoom(url, "K7P2M9QX", { name: "Ada", file, write: () => {} });
  const lines: string[] = [];
  await sendCheckToRoom("03-cluster-primary", results, { file, write: (l) => lines.push(l) });
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/Sent to the room/);
  // The room keeps the figures it draws: the speed-up, not the worker count.
  expect(store.all()[0]?.steps["03-cluster-primary"]?.figures.map((f) => f.value)).toEqual([1.21]);
});

test("without a room joined, nothing is sent and nothing printed", async () => {
  const lines: string[] = [];
  await sendCheckToRoom("03-cluster-primary", results, {
    file: progressFile(),
    write: (l) => lines.push(l),
  });
  expect(lines).toEqual([]);
});

test("a room that is gone costs one line and no exception", async () => {
  const { url } = await open();
  const file = progressFile();
  await joinRoom(url, "K7P2M9QX", { file, write: () => {} });
  await room?.close();
  room = undefined;
  const lines: string[] = [];
  await sendCheckToRoom("03-cluster-primary", results, { file, write: (l) => lines.push(l) });
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/Not sent to the room: .*did not answer \(ECONNREFUSED\)/);
});

test("a room that never answers is given up after the short timeout", async () => {
  // A server that accepts the connection and never answers.
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as AddressInfo;
  const file = progressFile();
  recordRoomLink(
    {
      address: `http://127.0.0.1:${port}`,
      code: "K7P2M9QX",
      learnerId: "learner-aaaa",
      name: "Ada",
      joinedAt: new Date().toISOString(),
    },
    file,
  );
  const lines: string[] = [];
  const started = Date.now();
  await sendCheckToRoom("03-cluster-primary", results, { file, write: (l) => lines.push(l) });
  const waited = Date.now() - started;
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
  expect(waited).toBeLessThan(POST_TIMEOUT_MS + 500);
  expect(lines[0]).toMatch(/no answer from .* within 1.5 s/);
});

test("a failure is sent with its cause, what it expected; one that follows from it with that name", () => {
  const failed = (name: string, expected: string, causedBy?: string): CheckpointResult => ({
    name,
    file: "steps/02-unclustered-server/checkpoints/unclustered-server.test.ts",
    state: "failed",
    figures: [],
    charts: [],
    message: `Expected: ${expected}\nSeen:     no.\nNext:     yes.\nRead:     x`,
    ...(causedBy ? { causedBy } : {}),
    durationMs: 1,
  });
  const submission = checkSubmission(link, "02-unclustered-server", [
    failed("starts", 'index.ts prints "Primary pid=<pid>" on port 41234.'),
    failed("heavy", "GET /heavy answers 200.", "starts"),
  ]);
  expect(submission.kind === "check" && submission.checkpoints).toEqual([
    { name: "starts", state: "failed", cause: 'index.ts prints "Primary pid=‹pid›" on port #.' },
    { name: "heavy", state: "failed", followsFrom: "starts" },
  ]);
});
