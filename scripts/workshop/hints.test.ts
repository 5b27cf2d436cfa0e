import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { hint } from "../commands/hint.ts";
import { LOCALE_ENV } from "../i18n/locale.ts";
import { citedSection, hintOrder, readHints } from "./hints.ts";
import { readProgress, recordProgress } from "./progress.ts";
import { listSteps, resolveStep } from "./steps.ts";

beforeEach(() => {
  vi.stubEnv(LOCALE_ENV, "en");
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** Runs `npm run hint` in-process and returns what it printed. */
async function runHint(step: string, file: string, all = false): Promise<string> {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  await hint(step, { file, all });
  const text = log.mock.calls.map((call) => call.join(" ")).join("\n");
  log.mockRestore();
  return stripVTControlCharacters(text);
}

const codeBlocks = (markdown: string) =>
  [...markdown.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((m) =>
    (m[1] ?? "").trimEnd().split("\n"),
  );

test("every step has 3 to 5 hints", () => {
  for (const step of listSteps()) {
    const count = readHints(step).length;
    expect(count, step.id).toBeGreaterThanOrEqual(3);
    expect(count, step.id).toBeLessThanOrEqual(5);
  }
});

test("no hint gives the whole solution: short snippets, under a third of any solution file", () => {
  for (const step of listSteps()) {
    const blocks = readHints(step).flatMap((h) => codeBlocks(h.body));
    for (const block of blocks) expect(block.length, step.id).toBeLessThanOrEqual(6);
    const quoted = new Set(
      blocks
        .flat()
        .map((line) => line.trim())
        .filter(Boolean),
    );
    for (const file of readdirSync(step.solutionDir)) {
      const solution = readFileSync(join(step.solutionDir, file), "utf8");
      const lines = solution
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      // Lines with a word in them: "});" alone gives nothing away.
      const meaningful = [...new Set(lines.filter((line) => /[a-z]/i.test(line)))];
      const shared = meaningful.filter((line) => quoted.has(line)).length;
      expect(shared, `${step.id}/${file}`).toBeLessThan(meaningful.length / 3);
    }
  }
});

test("hints come one more per call, in order, and stop at the last", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "hints-")), "progress.json");
  const hints = readHints(resolveStep("3"));
  const step = "3";
  for (const [i, h] of hints.entries()) {
    const text = await runHint(step, file);
    expect(text).toContain(`Hint ${i + 1} of ${hints.length}: ${h.title}`);
    for (const later of hints.slice(i + 1)) expect(text).not.toContain(later.title);
    expect(readProgress(file)["03-cluster-primary"]?.hintsSeen).toHaveLength(i + 1);
  }
  const after = await runHint(step, file);
  expect(after).toContain(`Hint ${hints.length} of ${hints.length}`);
  expect(after).toContain("That was the last hint");
  expect(after).toContain("npm run diff step3");
  const all = await runHint(step, file, true);
  for (const [i, h] of hints.entries())
    expect(all).toContain(`Hint ${i + 1} of ${hints.length}: ${h.title}`);
});

test("after a failed check, the hint for what failed comes first, then the others in order", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "hints-")), "progress.json");
  const hints = readHints(resolveStep("5"));
  const forShutdown = hints.find((h) => h.body.includes('"Graceful shutdown"'));
  expect(forShutdown).toBeDefined();
  recordProgress(
    "05-pm2-ecosystem",
    {
      verdict: "failed",
      checkedAt: "2026-12-01T00:00:00Z",
      passed: 3,
      total: 4,
      failed: ["pm2 reload under keep-alive load fails no request"],
      sections: ["Graceful shutdown"],
    },
    file,
  );
  const first = await runHint("5", file);
  expect(first).toContain(`: ${forShutdown?.title}`);
  expect(first).toContain("For what failed in your last check: pm2 reload");
  const second = await runHint("5", file);
  const others = hints.filter((h) => h !== forShutdown);
  expect(second).toContain(`: ${others[0]?.title}`);
});

test("hintOrder puts the hints citing the failed sections first", () => {
  const hints = [
    { title: "a", body: 'See "One".' },
    { title: "b", body: 'See "Two".' },
    { title: "c", body: "nothing cited" },
  ];
  expect(hintOrder(hints, ["Two"]).map((h) => h.title)).toEqual(["b", "a", "c"]);
  expect(hintOrder(hints).map((h) => h.title)).toEqual(["a", "b", "c"]);
  expect(citedSection('Expected: x\nRead:     steps/05-pm2-ecosystem/README.md · "Ready"')).toBe(
    "Ready",
  );
  // A Japanese message cites the translation's heading; progress and hints know it in English.
  expect(citedSection('期待: x\n参照: steps/01-project-setup/README.ja.md · "ES モジュール"')).toBe(
    "ES modules",
  );
});

test("a learner whose language has the hints translated reads them, counted as the English", async () => {
  vi.stubEnv(LOCALE_ENV, "ja");
  const file = join(mkdtempSync(join(tmpdir(), "hints-")), "progress.json");
  const english = readHints(resolveStep("1"));
  const text = await runHint("1", file);
  expect(text).toContain(`ヒント 1/${english.length}: 1 つのファイルに 3 つのこと`);
  expect(text).toContain("npm run hint step1");
  expect(readProgress(file)["01-project-setup"]?.hintsSeen).toEqual([english[0]?.title]);
  vi.stubEnv(LOCALE_ENV, "ko");
  expect(await runHint("1", file)).toContain("1. 한 파일에 세 가지");
});

test("step 05's hints cite the starter's TODOs by their labels, never by a line the learner moves", () => {
  // A line number of the starter is wrong as soon as the learner adds a line above it; the TODO's
  // label stays in the learner's file. Each cited label is one the step's files hold.
  const step = resolveStep("5");
  const files = readdirSync(step.dir)
    .filter((file) => /\.(ts|cjs)$/.test(file))
    .map((file) => readFileSync(join(step.dir, file), "utf8"))
    .join("\n");
  const lineCitation = /\bline \d+|\d+ 行目|\d+번째 줄/;
  for (const locale of ["en", "ja", "ko"] as const)
    for (const h of readHints(step, locale)) {
      expect(lineCitation.exec(h.body)?.[0], `${locale}: ${h.title}`).toBeUndefined();
      for (const m of h.body.matchAll(/TODO \d+(?: \(part \d\))?/g))
        expect(files, `${locale}: ${h.title}`).toContain(m[0]);
    }
});
