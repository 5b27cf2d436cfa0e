/**
 * What ./lessons.ts finds wrong with a translation, on copies with one fault each (the whole
 * repository's translations are checked by scripts/dev-check/checks/translations.ts), and which
 * lesson, title, hint and section a learner of each language is shown.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { readHints } from "../workshop/hints.ts";
import { resolveStep } from "../workshop/steps.ts";
import {
  englishSection,
  inlineCode,
  lessonTitle,
  localFile,
  localSection,
  sourceHash,
  translationHeader,
  translationProblems,
} from "./lessons.ts";

/** A copy of step 01's lesson and its Japanese translation in a folder of their own. */
function copyOfStep01(): string {
  const dir = mkdtempSync(join(tmpdir(), "translation-"));
  const step = resolveStep("1").dir;
  for (const name of ["README.md", "README.ja.md"]) cpSync(join(step, name), join(dir, name));
  return dir;
}

/** A copy of step 03's lesson alone, in a folder of its own: a lesson with no translation. */
function untranslatedLesson(): string {
  const dir = mkdtempSync(join(tmpdir(), "untranslated-"));
  cpSync(join(resolveStep("3").dir, "README.md"), join(dir, "README.md"));
  return join(dir, "README.md");
}

test("a translation whose English changed is stale, named with the hash to record once updated", () => {
  const dir = copyOfStep01();
  const english = join(dir, "README.md");
  writeFileSync(english, `${readFileSync(english, "utf8")}\nOne more sentence.\n`);
  const problems = translationProblems(join(dir, "README.ja.md"), "README.ja.md");
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^README\.ja\.md: README\.md changed since it was translated/);
  expect(problems[0]).toContain(`record sha256:${sourceHash(readFileSync(english, "utf8"))}`);
});

test("a translation whose code block or command differs from the English is named", () => {
  const dir = copyOfStep01();
  const file = join(dir, "README.ja.md");
  const text = readFileSync(file, "utf8");
  writeFileSync(file, text.replace("npm pkg set type=module\n", "npm pkg set type=commonjs\n"));
  expect(translationProblems(file, "README.ja.md")).toEqual([
    expect.stringMatching(/^README\.ja\.md: code block 3 is not the English one/),
  ]);
  writeFileSync(file, text.replace("`npm run check step1` を実行します", "チェックします"));
  expect(translationProblems(file, "README.ja.md")).toEqual([
    "README.ja.md: the command `npm run check step1` of the English is missing",
  ]);
  writeFileSync(file, text.replace("`npm pkg set` に任せる", "`npm pkg edit` に任せる"));
  expect(translationProblems(file, "README.ja.md")).toEqual([
    "README.ja.md: `npm pkg edit` is not in the English",
  ]);
});

test("an inline code span wrapped over a line break is the span on one line, as Markdown reads it", () => {
  const english =
    "Run `npm run check step4 -- --dir\n<folder>` against any folder.\n\n`a` and `b`\n";
  expect(inlineCode(english)).toEqual(["npm run check step4 -- --dir <folder>", "a", "b"]);
  expect(inlineCode("`npm run check step4 -- --dir <folder>` で")).toEqual(
    inlineCode(english).slice(0, 1),
  );
  // A blank line ends a paragraph, and a lone backtick with it.
  expect(inlineCode("a lone ` here\n\nthen `code`")).toEqual(["code"]);
});

test("a translation without its header, or with headings not the English ones, is named", () => {
  const dir = copyOfStep01();
  const file = join(dir, "README.ja.md");
  const text = readFileSync(file, "utf8");
  writeFileSync(file, text.slice(text.indexOf("\n") + 1));
  expect(translationProblems(file, "README.ja.md")[0]).toContain(
    translationHeader("README.md", "<hash>"),
  );
  writeFileSync(file, text.replace("## Express\n", "### Express\n"));
  expect(translationProblems(file, "README.ja.md")).toEqual([
    expect.stringMatching(/^README\.ja\.md: its headings \(.*\) are not the English ones/),
  ]);
});

test("a learner is shown their language's lesson, title and hints, else the English ones", () => {
  const step = resolveStep("1");
  const readme = join(step.dir, "README.md");
  expect(localFile(readme, "ja")).toBe(join(step.dir, "README.ja.md"));
  expect(localFile(readme, "en")).toBe(readme);
  expect(lessonTitle(step, "ko")).toBe("01 · 프로젝트 준비");
  expect(lessonTitle(step, "en")).toBe(step.title);
  const untranslated = untranslatedLesson();
  expect(localFile(untranslated, "ja")).toBe(untranslated);
  const english = readHints(step);
  const japanese = readHints(step, "ja");
  expect(japanese).toHaveLength(english.length);
  expect(japanese[0]?.title).toBe("1 つのファイルに 3 つのこと");
});

test("a failure's Read line sends the learner to their language's section, and back to English", () => {
  const readme = join(resolveStep("1").dir, "README.md");
  const ja = localSection(readme, "ES modules", "ja");
  expect(ja).toEqual({
    file: join(resolveStep("1").dir, "README.ja.md"),
    section: "ES モジュール",
  });
  expect(localSection(readme, "A start script", "ko").section).toBe("start 스크립트");
  expect(localSection(readme, "ES modules", "en")).toEqual({ file: readme, section: "ES modules" });
  expect(englishSection(ja.file, ja.section)).toBe("ES modules");
  expect(englishSection(readme, "ES modules")).toBe("ES modules");
  const untranslated = untranslatedLesson();
  expect(localSection(untranslated, "The primary", "ja")).toEqual({
    file: untranslated,
    section: "The primary",
  });
});
