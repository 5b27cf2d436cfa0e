import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { readProgress, recordProgress } from "../workshop/progress.ts";
import { reset } from "./reset.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

const STARTER = "// TODO 1: fork the workers\n";

/** A workshop-shaped git repository with one committed step. */
function workshop(): { root: string; step: string } {
  const root = mkdtempSync(join(tmpdir(), "reset-"));
  const step = join(root, "steps", "03-cluster-primary");
  mkdirSync(join(step, "checkpoints"), { recursive: true });
  writeFileSync(join(step, "README.md"), "# 03 · A cluster primary\n");
  writeFileSync(join(step, "README.ja.md"), "# 03 · クラスターのプライマリ\n");
  writeFileSync(join(step, "primary.ts"), STARTER);
  writeFileSync(join(step, "index.ts"), "// given\n");
  writeFileSync(join(step, "checkpoints", "a.test.ts"), "// checkpoint\n");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "pipe" });
  git("init", "-q");
  git("add", ".");
  git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "starter");
  return { root, step };
}

const quiet = () => vi.spyOn(console, "log").mockImplementation(() => {});

test("after a yes, the starter is back and the learner's version is in the backup", async () => {
  const { root, step } = workshop();
  writeFileSync(join(step, "primary.ts"), "my work\n");
  writeFileSync(join(step, "README.md"), "my notes in the lesson\n");
  writeFileSync(join(step, "README.ja.md"), "レッスンへのメモ\n");
  quiet();
  const asked: string[] = [];
  const code = await reset("3", {
    root,
    confirm: async (question) => {
      asked.push(question);
      return true;
    },
    now: new Date("2026-11-30T12:00:00Z"),
  });
  expect(code).toBe(0);
  expect(asked).toHaveLength(1);
  expect(readFileSync(join(step, "primary.ts"), "utf8")).toBe(STARTER);
  expect(readFileSync(join(step, "README.md"), "utf8")).toBe("my notes in the lesson\n");
  expect(readFileSync(join(step, "README.ja.md"), "utf8")).toBe("レッスンへのメモ\n");
  const backups = join(root, ".workshop", "backups");
  expect(readdirSync(backups)).toEqual(["03-cluster-primary-2026-11-30T12-00-00-000Z"]);
  const saved = join(backups, "03-cluster-primary-2026-11-30T12-00-00-000Z", "primary.ts");
  expect(readFileSync(saved, "utf8")).toBe("my work\n");
});

test("after a no, nothing changes and no backup is made", async () => {
  const { root, step } = workshop();
  writeFileSync(join(step, "primary.ts"), "my work\n");
  quiet();
  expect(await reset("3", { root, confirm: async () => false })).toBe(1);
  expect(readFileSync(join(step, "primary.ts"), "utf8")).toBe("my work\n");
  expect(existsSync(join(root, ".workshop"))).toBe(false);
});

test("a deleted starter file is restored; an untouched step needs no question", async () => {
  const { root, step } = workshop();
  execFileSync("rm", [join(step, "primary.ts")]);
  quiet();
  expect(await reset("3", { root, yes: true })).toBe(0);
  expect(readFileSync(join(step, "primary.ts"), "utf8")).toBe(STARTER);
  const confirm = vi.fn(async () => true);
  expect(await reset("3", { root, confirm })).toBe(0);
  expect(confirm).not.toHaveBeenCalled();
});

test("a reset clears the step's verdict: the starter is not what passed", async () => {
  const { root, step } = workshop();
  writeFileSync(join(step, "primary.ts"), "my work\n");
  const file = join(root, ".workshop", "progress.json");
  recordProgress("03-cluster-primary", { verdict: "passed", passed: 4, total: 4 }, file);
  quiet();
  expect(await reset("3", { root, yes: true })).toBe(0);
  expect(readProgress(file)["03-cluster-primary"]?.verdict).toBeUndefined();
});
