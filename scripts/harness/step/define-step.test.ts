import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { LOCALE_ENV } from "../../i18n/locale.ts";
import { workshopRoot } from "../paths.ts";
import { CheckpointError } from "../reporting/messages.ts";
import { check, defineStep, quote, quoted } from "./define-step.ts";

/** The `import.meta.url` a checkpoint file of step 03 would have. */
const checkpointUrl = pathToFileURL(
  join(workshopRoot, "steps/03-cluster-primary/checkpoints/cluster-primary.test.ts"),
).href;

beforeEach(() => {
  vi.stubEnv(LOCALE_ENV, "en");
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const step = defineStep(checkpointUrl, ["The primary", "Fork one worker per CPU"]);

/** The message `check` fails with. */
function failure(run: () => void): string {
  try {
    run();
  } catch (error) {
    if (error instanceof CheckpointError) return error.message;
    throw error;
  }
  throw new Error("check() passed");
}

test("a section that is no heading of the lesson fails the file at definition", () => {
  expect(() => defineStep(checkpointUrl, ["The primary", "No such section"])).toThrow(
    /cites "No such section", which steps\/03-cluster-primary\/README\.md has no heading for/,
  );
});

test("check() fills in Read from the checkpoint's section and quotes what it last started", () => {
  step.section("The primary");
  quote(quoted("the program printed", () => ["Primary pid=1", "worker pid=2"]));
  const message = failure(() =>
    check(false, () => ({ expected: "two workers.", seen: "one.", next: "Fork another." })),
  );
  expect(message).toContain('Read:     steps/03-cluster-primary/README.md · "The primary"');
  expect(message).toContain("Last 2 lines the program printed:\n  │ Primary pid=1");
});

test("a finding may send the learner to another declared section, and quote nothing", () => {
  step.section("The primary");
  const message = failure(() =>
    check(false, () => ({
      expected: "x",
      seen: "y",
      next: "z",
      section: "Fork one worker per CPU",
      quote: null,
    })),
  );
  expect(message).toContain('· "Fork one worker per CPU"');
  expect(message).not.toContain("printed");
  expect(() => step.lesson("Undeclared" as "The primary")).toThrow(/without declaring it/);
});

test("check() outside a checkpoint's section is the harness's error, not the learner's", () => {
  expect(() => check(false, () => ({ expected: "x", seen: "y", next: "z" }))).toThrow(
    /step\.section/,
  );
});

test("in Japanese, a translated lesson is read in the translation's section, another in English", () => {
  vi.stubEnv(LOCALE_ENV, "ja");
  const first = defineStep(
    pathToFileURL(join(workshopRoot, "steps/01-project-setup/checkpoints/project.test.ts")).href,
    ["ES modules"],
  );
  expect(first.lesson("ES modules")).toBe('steps/01-project-setup/README.ja.md · "ES モジュール"');
  expect(step.lesson("The primary")).toBe('steps/03-cluster-primary/README.ja.md · "プライマリ"');
  // A step without README.ja.md: a lesson not translated yet.
  const dir = mkdtempSync(join(tmpdir(), "workshop-untranslated-"));
  writeFileSync(join(dir, "README.md"), "# 99 · Untranslated\n\n## What to do\n");
  const untranslated = defineStep(
    pathToFileURL(join(dir, "checkpoints/untranslated.test.ts")).href,
    ["What to do"],
  );
  expect(untranslated.lesson("What to do")).toBe(
    `${relative(workshopRoot, join(dir, "README.md"))} · "What to do"`,
  );
  rmSync(dir, { recursive: true, force: true });
});

test("a checkpoint's section and quote stay with its test: the next test starts with none", () => {
  step.section("Fork one worker per CPU");
  quote(quoted("the program printed", () => ["from the test before"]));
});

test("a check before step.section() says so, whatever the test before opened", () => {
  expect(() => check(false, () => ({ expected: "e.", seen: "s.", next: "n." }))).toThrow(
    'check() needs the checkpoint\'s lesson section first: step.section("…").',
  );
  expect(() => quote(undefined)).toThrow("quote() needs the checkpoint's lesson section first");
});
