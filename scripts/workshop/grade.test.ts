import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { type Grade, gradeJson, gradeTable, learnerCopies } from "./grade.ts";
import { resolveStep } from "./steps.ts";

const rooms: string[] = [];
afterEach(() => {
  for (const room of rooms.splice(0)) rmSync(room, { recursive: true, force: true });
});

test("a room's learners are its folders and links to folders: a whole clone's step folder, or the folder itself", () => {
  const step = resolveStep("3");
  const room = mkdtempSync(join(tmpdir(), "workshop-room-"));
  rooms.push(room);
  for (const dir of ["bob", `alice/steps/${step.id}`, ".git", "node_modules"]) {
    mkdirSync(join(room, dir), { recursive: true });
  }
  symlinkSync(join(room, "bob"), join(room, "carl"));
  writeFileSync(join(room, "notes.txt"), "");
  expect(learnerCopies(room, step)).toEqual([
    { learner: "alice", dir: join(room, "alice/steps", step.id) },
    { learner: "bob", dir: join(room, "bob") },
    { learner: "carl", dir: join(room, "carl") },
  ]);
  expect(() => learnerCopies(join(room, "node_modules"), step)).toThrow(/no learner folders/);
  expect(() => learnerCopies(join(room, "nowhere"), step)).toThrow(/no such folder/);
  expect(() => learnerCopies(step.dir, step)).toThrow(/looks like one copy of a step/);
});

test("the table has a row per learner, a numbered column per checkpoint, and a legend", () => {
  const grades: Grade[] = [
    {
      learner: "alice",
      dir: "/room/alice",
      passed: true,
      checkpoints: { "forks workers": "passed", "is faster": "passed" },
      runErrors: 0,
    },
    {
      learner: "bob",
      dir: "/room/bob",
      passed: false,
      checkpoints: { "forks workers": "failed", "is faster": "skipped" },
      runErrors: 0,
      firstFailure: { checkpoint: "forks workers", next: "Fork one worker per CPU." },
    },
  ];
  const table = gradeTable(grades);
  expect(table).toMatch(/alice\s*│ ✓ │ ✓ │ 2\/2/);
  expect(table).toMatch(/bob\s*│ ✗ │ – │ 0\/2/);
  expect(table).toContain("1. forks workers\n2. is faster");
  const json = gradeJson(resolveStep("3"), grades);
  expect(json.checkpoints).toEqual(["forks workers", "is faster"]);
  expect(json.learners[1]?.firstFailure?.next).toBe("Fork one worker per CPU.");
});
