/**
 * `npm run new-step` makes a step the structural check accepts: generated into a copy of the
 * repository, the skeleton and the edits of the shared files pass every check of
 * `npm run dev-check`, type-check, and are formatted as biome formats them; a second run refuses
 * the slug. In a small tree of its own, the shared files' edits keep a lagging translation's hash
 * and pad an aligned table. (The skeleton's checkpoint against its solution, starter, mistake and
 * variant is the self-test's: `npm run selftest -- --only <the new step>`, CONTRIBUTING.md.)
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { newStep } from "../commands/new-step.ts";
import { AUTHOR_PLACEHOLDERS } from "../dev-check/checks/author-placeholders.ts";
import { loadChecks, runChecks, where } from "../dev-check/run.ts";
import { workshopRoot } from "../harness/paths.ts";
import { recordedSource, sourceHash } from "../i18n/lessons.ts";
import { alignTable, headings } from "../workshop/markdown-table.ts";
import { listSteps } from "../workshop/steps.ts";
import { type NewStep, newStepChanges, writeNewStep } from "./generate.ts";
import { NewStepError, planStep } from "./plan.ts";
import { sharedEdits } from "./shared-files.ts";

let copy: string;
let made: NewStep;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "new-step-"));
  for (const entry of [
    "package.json",
    "tsconfig.json",
    "biome.json",
    "scripts",
    "steps",
    "solutions",
    "slides",
    "docs",
    "README.md",
    "README.ja.md",
    "README.ko.md",
  ])
    cpSync(join(workshopRoot, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(workshopRoot, "node_modules"), join(copy, "node_modules"));
  made = newStepChanges(copy, "demo-thing");
  writeNewStep(made);
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

test("the new step comes after the last, with every file a step has, in every language", () => {
  const last = listSteps().at(-1);
  const steps = listSteps(copy);
  expect(steps.at(-1)?.id).toBe(`${String((last?.number ?? 0) + 1).padStart(2, "0")}-demo-thing`);
  const dir = made.plan.stepDir;
  for (const file of [
    "README.md",
    "README.ja.md",
    "README.ko.md",
    "HINTS.md",
    "HINTS.ja.md",
    "HINTS.ko.md",
    "index.ts",
    "checkpoints/demo-thing.test.ts",
    "checkpoints/messages/en.ts",
    "checkpoints/messages/ja.ts",
    "checkpoints/messages/ko.ts",
    "checkpoints/messages/index.ts",
    "checkpoints/mistakes.ts",
    "checkpoints/variants.ts",
    "checkpoints/step.ts",
    "checkpoints/facts.json",
  ])
    expect(existsSync(join(copy, dir, file)), file).toBe(true);
  expect(existsSync(join(copy, made.plan.solutionDir, "index.ts"))).toBe(true);
  expect(made.edits.map((e) => e.file).sort()).toEqual([
    "README.ja.md",
    "README.ko.md",
    "README.md",
    "docs/github-classroom.md",
    "slides/deck.ja.md",
    "slides/deck.ko.md",
    "slides/deck.md",
  ]);
  expect(made.notes).toEqual([]);
});

test("every structural check passes on the repository with the new step, but the author's to-do list", async () => {
  const results = await runChecks(copy, await loadChecks());
  const [todo, others] = [true, false].map((placeholders) =>
    results
      .filter((r) => (r.check.name === AUTHOR_PLACEHOLDERS.name) === placeholders)
      .flatMap((r) => r.problems),
  );
  expect(others?.map((p) => `${where(p)}: ${p.problem}`)).toEqual([]);
  // Content is due in the step's folders and the deck; the README's row comes from step.builds.
  const files = new Set(todo?.map((p) => p.file.replace(/^(steps|solutions)\/[^/]+\/.*/, "$1/…")));
  expect([...files].sort()).toEqual([
    "README.ja.md",
    "README.ko.md",
    "README.md",
    "slides/deck.ja.md",
    "slides/deck.ko.md",
    "slides/deck.md",
    "solutions/…",
    "steps/…",
  ]);
}, 60_000);

test("what the author writes in step.builds reaches the README's rows through dev-check --fix", () => {
  const messages = join(copy, made.plan.stepDir, "checkpoints/messages");
  const written = {
    en: "`rotate.ts`: the logs, rotated",
    ja: "`rotate.ts`: ログの回転",
    ko: "`rotate.ts`: 로그 회전",
  };
  const before = Object.fromEntries(
    Object.keys(written).map((locale) => [
      locale,
      readFileSync(join(messages, `${locale}.ts`), "utf8"),
    ]),
  );
  const readmes = ["README.md", "README.ja.md", "README.ko.md"];
  const readmesBefore = readmes.map((file) => readFileSync(join(copy, file), "utf8"));
  try {
    for (const [locale, text] of Object.entries(written))
      writeFileSync(
        join(messages, `${locale}.ts`),
        (before[locale] ?? "").replace(
          /"step\.builds": "[^"]*"/,
          `"step.builds": ${JSON.stringify(text)}`,
        ),
      );
    // In a process of its own, as the author runs it: this one imported the messages already.
    const devCheck = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/dev-check/main.ts", ...args, copy], {
        cwd: copy,
        encoding: "utf8",
      });
    const found = devCheck();
    expect(found.status).toBe(1);
    for (const file of readmes)
      expect(found.stdout).toContain(`\n  ${file}\n    not yet made from`);
    const fixed = devCheck("--fix");
    expect(fixed.stdout).toContain("fixed README.ja.md: the table");
    expect(fixed.stdout).not.toContain("not yet made from");
    const row = (file: string) =>
      readFileSync(join(copy, file), "utf8")
        .split("\n")
        .find((line) => line.includes(`\`${made.plan.stepDir}\``));
    expect(row("README.md")).toMatch(/ \| `rotate\.ts`: the logs, rotated +\|$/);
    expect(readFileSync(join(copy, "README.ja.md"), "utf8")).toContain(`| ${written.ja} |`);
    expect(recordedSource(readFileSync(join(copy, "README.ko.md"), "utf8"))?.hash).toBe(
      sourceHash(readFileSync(join(copy, "README.md"), "utf8")),
    );
  } finally {
    for (const [locale, text] of Object.entries(before))
      writeFileSync(join(messages, `${locale}.ts`), text);
    for (const [i, file] of readmes.entries())
      writeFileSync(join(copy, file), readmesBefore[i] ?? "");
  }
}, 60_000);

test("the new step's code type-checks under the repository's tsconfig", () => {
  const config = ts.readConfigFile(join(copy, "tsconfig.json"), ts.sys.readFile);
  const { options, fileNames } = ts.parseJsonConfigFileContent(config.config, ts.sys, copy);
  const files = made.files.filter((f) => f.file.endsWith(".ts")).map((f) => join(copy, f.file));
  // With the project's own declarations (loadtest's missing typings, say), as tsc has them.
  const declarations = fileNames.filter((file) => file.endsWith(".d.ts"));
  const program = ts.createProgram([...files, ...declarations], options);
  const errors = ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`,
    );
  expect(errors).toEqual([]);
}, 60_000);

test("the new step's code and JSON are as biome formats and lints them", () => {
  const biome = spawnSync(
    join(copy, "node_modules/.bin/biome"),
    ["check", "--vcs-enabled=false", made.plan.stepDir, made.plan.solutionDir],
    { cwd: copy, encoding: "utf8" },
  );
  expect(`${biome.stdout}${biome.stderr}`).toContain("No fixes applied");
  expect(biome.status).toBe(0);
});

test("a second run refuses the slug, as it refuses a slug of another shape", () => {
  expect(() => newStepChanges(copy, "demo-thing")).toThrow(NewStepError);
  expect(() => newStepChanges(copy, "demo-thing")).toThrow("exists already");
  expect(() => planStep(copy, "Demo_Thing")).toThrow("is no step name");
  expect(() => planStep(copy, "-demo")).toThrow(NewStepError);
  const next = `${String(made.plan.number + 1).padStart(2, "0")}-taken`;
  mkdirSync(join(copy, "solutions", next));
  expect(() => planStep(copy, "taken")).toThrow(`solutions/${next}/ exists already`);
  rmSync(join(copy, "solutions", next), { recursive: true });
});

test("the command refuses with exit code 2, and a dry run writes nothing", () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    expect(newStep("demo-thing", {}, copy)).toBe(2);
    expect(error.mock.calls.join("\n")).toContain('a step named "demo-thing" exists already');
    expect(newStep("other-thing", { dryRun: true, title: "Another thing" }, copy)).toBe(0);
    const nn = String(made.plan.number + 1).padStart(2, "0");
    expect(log.mock.calls.join("\n")).toContain(`Step ${nn}-other-thing: "${nn} · Another thing"`);
    expect(listSteps(copy).some((step) => step.id.endsWith("-other-thing"))).toBe(false);
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
});

test("the README's own step table is already as alignTable pads it", () => {
  const lines = readFileSync(join(workshopRoot, "README.md"), "utf8").split("\n");
  const heading = headings(lines).find((h) => h.text === "The steps");
  const start = lines.findIndex((line, i) => i > (heading?.line ?? 0) && line.startsWith("|"));
  let stop = start;
  while (lines[stop]?.startsWith("|")) stop++;
  const table = lines.slice(start, stop);
  expect(table.length).toBeGreaterThan(3);
  expect(alignTable(table)).toEqual(table);
});

test("a translation that lagged keeps its hash; an up-to-date one gets the English's new hash", () => {
  const root = mkdtempSync(join(tmpdir(), "new-step-shared-"));
  try {
    mkdirSync(join(root, "steps"));
    mkdirSync(join(root, "slides"));
    const readme = [
      "# Workshop\n\n## The steps\n",
      "| step | folder | you build |",
      "| ---- | ------ | --------- |",
      "| 1    | `one`  | a thing   |",
      "\n## More\n",
    ].join("\n");
    const header = (hash: string) => `<!-- source: README.md sha256:${hash} -->\n\n`;
    const translation = [
      "# ワークショップ\n\n## ステップ\n",
      "| ステップ | フォルダー | 作るもの |",
      "| --- | --- | --- |",
      "| 1 | `one` | もの |",
      "\n## その他\n",
    ].join("\n");
    writeFileSync(join(root, "README.md"), readme);
    writeFileSync(join(root, "README.ja.md"), header(sourceHash(readme)) + translation);
    writeFileSync(join(root, "README.ko.md"), header("000000000000") + translation);
    writeFileSync(join(root, "slides/deck.md"), "---\nmarp: true\n---\n\n# Deck\n");
    const { edits, notes } = sharedEdits(planStep(root, "first-thing", "First thing"));
    const text = (file: string) => edits.find((e) => e.file === file)?.text ?? "";
    expect(text("README.md")).toContain(
      [
        "| step | folder                 | you build                       |",
        "| ---- | ---------------------- | ------------------------------- |",
        "| 1    | `one`                  | a thing                         |",
        "| 1    | `steps/01-first-thing` | AUTHOR: what the learner builds |",
      ].join("\n"),
    );
    expect(recordedSource(text("README.ja.md"))?.hash).toBe(sourceHash(text("README.md")));
    expect(text("README.ja.md")).toContain(
      "| 1 | `one` | もの |\n| 1 | `steps/01-first-thing` | AUTHOR: 学習者が作るもの |",
    );
    expect(recordedSource(text("README.ko.md"))?.hash).toBe("000000000000");
    expect(notes.join("\n")).toContain("README.ko.md lagged behind README.md");
    expect(text("slides/deck.md")).toMatch(
      /\n---\n\n# Step 01 · First thing\n[\s\S]*<!--\n.+\n-->\n$/,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
