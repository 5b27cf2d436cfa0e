import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, test } from "vitest";
import type { Submission } from "./schema.ts";
import { journalOf, RoomStore, roomView } from "./store.ts";

const machine = { usableCpus: 2, logicalCpus: 2, node: "v20.20.2", platform: "linux" } as const;
const steps = [
  { id: "02-unclustered-server", number: 2, title: "02 · One server" },
  { id: "03-cluster-primary", number: 3, title: "03 · A cluster" },
];

function checkOf(
  id: string,
  name: string,
  step: string,
  states: ("passed" | "failed" | "skipped")[],
  speedup?: number,
): Submission {
  return {
    kind: "check",
    learner: { id, name },
    machine,
    step,
    checkpoints: states.map((state, i) => ({ name: `checkpoint ${i + 1}`, state })),
    figures:
      speedup === undefined
        ? []
        : [{ checkpoint: "checkpoint 2", label: "speed-up, median", value: speedup, unit: "×" }],
  };
}

const freshFile = () => join(mkdtempSync(join(tmpdir(), "room-store-")), "room", "results.json");

test("a new room gets a code and a file at once", () => {
  const file = freshFile();
  const { store, notice } = RoomStore.open(file);
  expect(store.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  expect(notice).toBeUndefined();
  expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ version: 1, code: store.code });
});

test("results survive a restart: written, read back, the same code", async () => {
  const file = freshFile();
  const { store } = RoomStore.open(file);
  store.accept(checkOf("learner-aaaa", "Ada", "03-cluster-primary", ["passed", "failed"], 1.4));
  store.port = 4801;
  await store.close();
  const { store: again } = RoomStore.open(file);
  expect(again.code).toBe(store.code);
  expect(again.port).toBe(4801);
  expect(again.all()).toHaveLength(1);
  // Kept compactly: the counts, and the names of the checkpoints that failed only.
  expect(again.all()[0]?.steps["03-cluster-primary"]).toMatchObject({
    passed: 1,
    skipped: 0,
    failed: ["checkpoint 2"],
  });
});

test("a snapshot of an earlier room, with every checkpoint kept, is read in the compact form", () => {
  const file = freshFile();
  const at = "2026-01-01T10:00:00.000Z";
  const learner = {
    id: "learner-aaaa",
    name: "Ada",
    joinedAt: at,
    lastSeen: at,
    machine,
    lastStep: "03-cluster-primary",
    steps: {
      "03-cluster-primary": {
        at,
        checkpoints: [
          { name: "starts", state: "passed" },
          { name: "forks", state: "failed" },
          { name: "later", state: "skipped" },
        ],
        figures: [],
        correctnessOnly: false,
      },
    },
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ version: 1, code: "ABCD2345", learners: [learner] }));
  const { store, notice } = RoomStore.open(file);
  expect(notice).toBeUndefined();
  expect(store.code).toBe("ABCD2345");
  expect(store.all()[0]?.steps["03-cluster-primary"]).toMatchObject({
    passed: 1,
    skipped: 1,
    failed: ["forks"],
  });
});

test("every accepted submission is in the journal once saved; no temporary file is left", async () => {
  const file = freshFile();
  const { store } = RoomStore.open(file);
  const saved = [];
  for (let i = 0; i < 50; i++) {
    const outcome = store.accept(
      checkOf(`learner-${1000 + i}`, `L${i}`, "02-unclustered-server", ["passed"]),
    );
    if (outcome.accepted) saved.push(outcome.saved);
  }
  await Promise.all(saved);
  // What a room killed now leaves: the snapshot and the journal, as a restart reads them.
  const lines = readFileSync(journalOf(file), "utf8").trim().split("\n");
  expect(lines).toHaveLength(50);
  const copy = join(mkdtempSync(join(tmpdir(), "room-store-copy-")), "results.json");
  cpSync(file, copy);
  cpSync(journalOf(file), journalOf(copy));
  expect(RoomStore.open(copy).store.all()).toHaveLength(50);
  await store.close();
  expect(readdirSync(join(file, "..")).sort()).toEqual(["results.json"]);
});

test("a check's journal line holds what the room keeps; an earlier room's whole line replays", async () => {
  const file = freshFile();
  const { store } = RoomStore.open(file);
  const check = checkOf("learner-aaaa", "Ada", "03-cluster-primary", ["passed", "failed"], 1.4);
  const outcome = store.accept(check);
  if (outcome.accepted) await outcome.saved;
  const [line] = readFileSync(journalOf(file), "utf8").trim().split("\n");
  expect(line).not.toContain("checkpoint 1"); // a passed checkpoint's name is not kept
  expect(JSON.parse(line ?? "{}").kept.result).toMatchObject({
    passed: 1,
    failed: ["checkpoint 2"],
  });
  // What an earlier room journaled: the submission as it was posted.
  const earlier = JSON.stringify({ at: "2026-01-01T10:00:00.000Z", submission: check });
  const copy = join(mkdtempSync(join(tmpdir(), "room-store-copy-")), "results.json");
  cpSync(file, copy);
  writeFileSync(journalOf(copy), `${earlier}\n`);
  await store.close();
  const [ada] = RoomStore.open(copy).store.all();
  expect(ada?.steps["03-cluster-primary"]).toMatchObject({ passed: 1, failed: ["checkpoint 2"] });
});

test("--new-code replaces the code and keeps the results", async () => {
  const file = freshFile();
  const { store } = RoomStore.open(file);
  store.accept({ kind: "join", learner: { id: "learner-aaaa", name: "Ada" }, machine });
  await store.close();
  const { store: again } = RoomStore.open(file, { newCode: true });
  expect(again.code).not.toBe(store.code);
  expect(again.all()).toHaveLength(1);
});

test("a file with no valid code is set aside, not deleted, and the room starts with a new one", async () => {
  const file = freshFile();
  await RoomStore.open(file).store.close();
  writeFileSync(file, '{"version":1,"code":"X","learners":[{"id":"<script>"}]}');
  const { store, notice } = RoomStore.open(file);
  expect(notice).toMatch(/damaged/);
  expect(store.all()).toEqual([]);
  const aside = readdirSync(join(file, "..")).filter((name) => name.includes(".damaged-"));
  expect(aside).toHaveLength(1);
  expect(existsSync(file)).toBe(true);
});

test("a check replaces that learner's previous result for the step; a name change follows", () => {
  const { store } = RoomStore.open(freshFile());
  store.accept(checkOf("learner-aaaa", "Ada", "03-cluster-primary", ["failed", "failed"]));
  store.accept(checkOf("learner-aaaa", "Ada L.", "03-cluster-primary", ["passed", "passed"]));
  const [ada] = store.all();
  expect(ada?.name).toBe("Ada L.");
  expect(ada?.steps["03-cluster-primary"]).toMatchObject({ passed: 2, failed: [] });
});

test("the room refuses a new learner once full, but not a known one", () => {
  const { store } = RoomStore.open(freshFile(), { maxLearners: 2 });
  const join = (id: string) => store.accept({ kind: "join", learner: { id, name: id }, machine });
  expect(join("learner-0001").accepted).toBe(true);
  expect(join("learner-0002").accepted).toBe(true);
  expect(join("learner-0003")).toMatchObject({ accepted: false, reason: /full/ });
  expect(join("learner-0001").accepted).toBe(true);
});

test("every accepted submission bumps the version and tells the subscribers", () => {
  const { store } = RoomStore.open(freshFile());
  let told = 0;
  const stop = store.subscribe(() => {
    told += 1;
  });
  store.accept({ kind: "join", learner: { id: "learner-aaaa", name: "Ada" }, machine });
  stop();
  store.accept({ kind: "join", learner: { id: "learner-bbbb", name: "Bob" }, machine });
  expect(store.version).toBe(2);
  expect(told).toBe(1);
});

test("the view: who is where, what fails most, the speed-ups", () => {
  const { store } = RoomStore.open(freshFile());
  store.accept(checkOf("learner-aaaa", "Ada", "03-cluster-primary", ["passed", "failed"], 1.3));
  store.accept(checkOf("learner-bbbb", "Bob", "03-cluster-primary", ["passed", "failed"], 1.2));
  store.accept(checkOf("learner-cccc", "Cy", "02-unclustered-server", ["failed", "passed"]));
  store.accept(
    checkOf("learner-dddd", "Di", "03-cluster-primary", ["passed", "passed", "skipped"], 1.8),
  );
  store.accept({
    kind: "doctor",
    learner: { id: "learner-eeee", name: "Ed" },
    machine,
    ready: true,
  });
  const view = roomView(store.all(), steps, store.version);
  expect(view.learners.map((l) => l.name)).toEqual(["Ada", "Bob", "Di", "Cy", "Ed"]);
  expect(view.learners.find((l) => l.name === "Di")).toMatchObject({
    verdict: "passed",
    passed: 2,
    ran: 2,
    speedup: 1.8,
  });
  expect(view.learners.find((l) => l.name === "Ed")).toMatchObject({ doctorReady: true, ran: 0 });
  expect(view.steps).toEqual([
    { id: "02-unclustered-server", number: 2, title: "02 · One server", current: 1, passed: 0 },
    { id: "03-cluster-primary", number: 3, title: "03 · A cluster", current: 3, passed: 1 },
  ]);
  expect(view.failing[0]).toEqual({
    step: "03-cluster-primary",
    stepNumber: 3,
    checkpoint: "checkpoint 2",
    count: 2,
  });
  expect(view.speedups.map((s) => s.speedup).sort()).toEqual([1.2, 1.3, 1.8]);
});

test("a check's reference speed-up travels with its speed-up; an older client's comes without", () => {
  const { store } = RoomStore.open(freshFile());
  const withReference = checkOf("learner-ffff", "Fay", "03-cluster-primary", ["passed"], 1.7);
  if (withReference.kind !== "check") throw new Error("a check");
  withReference.figures.push({
    checkpoint: "checkpoint 2",
    label: "reference cluster's speed-up (your index.ts, 2 workers)",
    value: 1.69,
    unit: "×",
    threshold: ">= 1.15× to judge a speed-up",
  });
  store.accept(withReference);
  store.accept(checkOf("learner-gggg", "Gus", "03-cluster-primary", ["passed"], 1.5));
  const view = roomView(store.all(), steps);
  expect(view.speedups).toContainEqual(
    expect.objectContaining({ speedup: 1.7, reference: 1.69, usableCpus: 2 }),
  );
  const older = view.speedups.find((s) => s.speedup === 1.5);
  expect(older).toBeDefined();
  expect(older).not.toHaveProperty("reference");
  // The reference is not a learner's speed-up.
  expect(view.speedups).toHaveLength(2);
});

test("what fails most counts each learner's first failing cause, never what follows from it", () => {
  const { store } = RoomStore.open(freshFile());
  const step = "02-unclustered-server";
  const failing = (id: string, learner: string, cause: string) => {
    const check = checkOf(id, learner, step, ["failed", "failed", "failed"]);
    if (check.kind !== "check") throw new Error("a check");
    const [first, second, third] = check.checkpoints;
    check.checkpoints = [
      { ...(first ?? { name: "x", state: "failed" }), cause },
      { ...(second ?? { name: "y", state: "failed" }), followsFrom: first?.name ?? "x" },
      { ...(third ?? { name: "z", state: "failed" }), followsFrom: first?.name ?? "x" },
    ];
    return check;
  };
  store.accept(failing("learner-aaaa", "Ada", "index.ts parses as TypeScript."));
  store.accept(failing("learner-bbbb", "Bob", "index.ts listens on the port in PORT (#)."));
  store.accept(failing("learner-cccc", "Cy", 'index.ts prints "App listening on port #".'));
  store.accept(failing("learner-dddd", "Di", "index.ts parses as TypeScript."));
  const view = roomView(store.all(), steps, store.version);
  expect(view.failing.map((f) => [f.count, f.checkpoint, f.cause])).toEqual([
    [2, "checkpoint 1", "index.ts parses as TypeScript."],
    [1, "checkpoint 1", "index.ts listens on the port in PORT (#)."],
    [1, "checkpoint 1", 'index.ts prints "App listening on port #".'],
  ]);
});
