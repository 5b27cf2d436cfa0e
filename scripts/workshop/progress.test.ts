import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import {
  changedSincePassed,
  clearVerdict,
  learnerFilesHash,
  readLanguage,
  readProgress,
  recordLanguage,
  recordProgress,
} from "./progress.ts";

const entry = {
  verdict: "passed" as const,
  checkedAt: "2026-11-30T00:00:00.000Z",
  passed: 4,
  total: 4,
};

test("no file means nothing checked yet", () => {
  expect(readProgress(join(mkdtempSync(join(tmpdir(), "progress-")), "none.json"))).toEqual({});
});

test("verdicts are recorded per step and kept across steps", () => {
  const file = join(mkdtempSync(join(tmpdir(), "progress-")), ".workshop", "progress.json");
  recordProgress("01-project-setup", entry, file);
  recordProgress("02-unclustered-server", { ...entry, verdict: "failed", passed: 1 }, file);
  expect(readProgress(file)).toEqual({
    "01-project-setup": entry,
    "02-unclustered-server": { ...entry, verdict: "failed", passed: 1 },
  });
});

test("a damaged file reads as no progress rather than crashing npm start", () => {
  const file = join(mkdtempSync(join(tmpdir(), "progress-")), "progress.json");
  writeFileSync(file, "{ not json");
  expect(readProgress(file)).toEqual({});
});

test("a check keeps the hint count, and a hint keeps the verdict", () => {
  const file = join(mkdtempSync(join(tmpdir(), "progress-")), "progress.json");
  recordProgress("03-cluster-primary", { hintsSeen: ["a", "b"] }, file);
  recordProgress("03-cluster-primary", entry, file);
  recordProgress("03-cluster-primary", { hintsSeen: ["a", "b", "c"] }, file);
  expect(readProgress(file)["03-cluster-primary"]).toEqual({
    ...entry,
    hintsSeen: ["a", "b", "c"],
  });
});

test("the language chosen with --lang is kept beside the steps, which stay", () => {
  const file = join(mkdtempSync(join(tmpdir(), "progress-")), "progress.json");
  expect(readLanguage(file)).toBeUndefined();
  recordProgress("01-project-setup", entry, file);
  recordLanguage("ja", file);
  recordLanguage("ko", file);
  expect(readLanguage(file)).toBe("ko");
  expect(readProgress(file)["01-project-setup"]).toEqual(entry);
});

test("a language the workshop does not speak reads as none chosen", () => {
  const file = join(mkdtempSync(join(tmpdir(), "progress-")), "progress.json");
  writeFileSync(file, JSON.stringify({ language: "fr" }));
  expect(readLanguage(file)).toBeUndefined();
});

test("a step's files hash changes with an edit, a new file or a deleted one, not with the lesson", () => {
  const dir = mkdtempSync(join(tmpdir(), "progress-hash-"));
  mkdirSync(join(dir, "checkpoints"));
  writeFileSync(join(dir, "primary.ts"), "// TODO\n");
  writeFileSync(join(dir, "README.md"), "# lesson\n");
  const first = learnerFilesHash(dir);
  writeFileSync(join(dir, "README.md"), "# my notes\n");
  writeFileSync(join(dir, "checkpoints", "a.test.ts"), "// checkpoint\n");
  expect(learnerFilesHash(dir)).toBe(first);
  writeFileSync(join(dir, "primary.ts"), "// done\n");
  const edited = learnerFilesHash(dir);
  expect(edited).not.toBe(first);
  writeFileSync(join(dir, "extra.ts"), "\n");
  expect(learnerFilesHash(dir)).not.toBe(edited);
  const passed = { verdict: "passed" as const, filesHash: learnerFilesHash(dir) };
  expect(changedSincePassed(passed, dir)).toBe(false);
  rmSync(join(dir, "extra.ts"));
  expect(changedSincePassed(passed, dir)).toBe(true);
  expect(changedSincePassed({ ...passed, verdict: "failed" }, dir)).toBe(false);
});

test("clearing a step's verdict keeps its hints", () => {
  const file = join(mkdtempSync(join(tmpdir(), "progress-clear-")), "progress.json");
  recordProgress("02-x", { verdict: "passed", passed: 4, total: 4, hintsSeen: ["one"] }, file);
  recordProgress("03-x", { verdict: "passed", passed: 4, total: 4 }, file);
  clearVerdict("02-x", file);
  expect(readProgress(file)["02-x"]).toEqual({ hintsSeen: ["one"] });
  expect(readProgress(file)["03-x"]?.verdict).toBe("passed");
});
