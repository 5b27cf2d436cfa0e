/**
 * The lessons' prose against what points into it and what it points at: every lesson section a
 * checkpoint or a hint cites is a heading of that lesson, every `#anchor` link of a lesson finds
 * its heading, every "line N" a lesson or a hint cites shows what the sentence says is there, and
 * the lessons' lines wrap at 100 columns.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";
import { workshopRoot } from "../harness/paths.ts";
import { lessonHeadings, withoutCodeBlocks } from "../harness/step/define-step.ts";
import { headingSlug } from "../i18n/lessons.ts";
import { listSteps, type Step } from "./steps.ts";

const steps = listSteps();
const read = (file: string) => readFileSync(file, "utf8");
const lessonOf = (step: Step) => read(join(step.dir, "README.md"));

const headings = lessonHeadings;
const withoutCode = withoutCodeBlocks;

const slug = headingSlug;

/** The TypeScript files under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/**
 * The lesson sections a checkpoint file cites: the list it hands to defineStep() (which checks
 * them itself when the file loads), `lesson("…")`, `section("…")`, `section: "…"`,
 * `const section = "…"`, and a whole `steps/NN-…/README.md · "…"` written out.
 */
function citedSections(source: string, ownStep: string | undefined): [string, string][] {
  const cited: [string, string][] = [];
  if (ownStep) {
    for (const m of source.matchAll(/\b(?:lesson|section)\(\s*"([^"]+)"\s*\)/g))
      cited.push([ownStep, m[1] ?? ""]);
    for (const m of source.matchAll(/\bsection: "([^"]+)"/g)) cited.push([ownStep, m[1] ?? ""]);
    for (const list of source.matchAll(/\bdefineStep\(import\.meta\.url, \[([^\]]*)\]/g))
      for (const m of (list[1] ?? "").matchAll(/"([^"]+)"/g)) cited.push([ownStep, m[1] ?? ""]);
    for (const m of source.matchAll(/\bconst section = "([^"]+)"/g))
      cited.push([ownStep, m[1] ?? ""]);
  }
  for (const m of source.matchAll(/steps\/(\d\d-[a-z0-9-]+)\/README\.md · "([^"$]+)"/g))
    cited.push([m[1] ?? "", m[2] ?? ""]);
  return cited;
}

test("every lesson section a checkpoint or the harness cites is a heading of that lesson", () => {
  const byId = new Map(steps.map((step) => [step.id, step]));
  const files = [
    ...steps.flatMap((step) => {
      const dir = join(step.dir, "checkpoints");
      return existsSync(dir) ? sourceFiles(dir).map((file) => [file, step.id] as const) : [];
    }),
    ...sourceFiles(join(workshopRoot, "scripts")).map((file) => [file, undefined] as const),
  ];
  let count = 0;
  for (const [file, ownStep] of files) {
    for (const [stepId, section] of citedSections(read(file), ownStep)) {
      const step = byId.get(stepId);
      const where = `${relative(workshopRoot, file)} cites ${stepId} · "${section}"`;
      expect(step, where).toBeDefined();
      if (step) expect(headings(lessonOf(step)), where).toContain(section);
      count++;
    }
  }
  expect(count).toBeGreaterThan(50);
});

test('every section a hint sends the learner to ("See …") is a heading of the lesson', () => {
  for (const step of steps) {
    const hints = join(step.dir, "HINTS.md");
    if (!existsSync(hints)) continue;
    const own = headings(lessonOf(step));
    const text = withoutCode(read(hints)).replace(/\s+/g, " ");
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      if (!/\b[Ss]ee "/.test(sentence)) continue;
      const quoted = sentence.slice(sentence.search(/\b[Ss]ee "/));
      for (const m of quoted.matchAll(/"([^"]+)"/g))
        expect(own, `${step.id}/HINTS.md: ${sentence}`).toContain(m[1]);
    }
  }
});

test("every #anchor link of a lesson finds a heading of that lesson", () => {
  for (const step of steps) {
    const lesson = lessonOf(step);
    const anchors = new Set(headings(lesson).map(slug));
    for (const m of withoutCode(lesson).matchAll(/\]\(#([^)]+)\)/g))
      expect([...anchors], `${step.id}/README.md links to #${m[1]}`).toContain(m[1]);
  }
});

/**
 * The starter files of a step (what "line N" can point into): its files beside the lesson, not
 * the lesson, the hints or the checkpoints.
 */
function starterFiles(step: Step): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const entry of readdirSync(step.dir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith(".md")) continue;
    files.set(entry.name, read(join(step.dir, entry.name)).split("\n"));
  }
  return files;
}

test('every "line N" a lesson or a hint cites shows the TODO or the code its sentence names', () => {
  const problems: string[] = [];
  let count = 0;
  for (const step of steps) {
    const starters = starterFiles(step);
    for (const name of ["README.md", "HINTS.md"]) {
      const file = join(step.dir, name);
      if (!existsSync(file)) continue;
      const paragraphs = withoutCode(read(file))
        .split(/\n\s*\n|\n(?=#)/)
        .map((p) => p.replace(/\s+/g, " "));
      for (const sentence of paragraphs.flatMap((p) => p.split(/(?<=[.!?:])\s+(?=[A-Z`*(])/))) {
        for (const m of sentence.matchAll(/\bline (\d+)\b/g)) {
          const line = Number(m[1]);
          const where = `${step.id}/${name}: ${sentence}`;
          // The file named beside the number ("line 6 of `index.ts`", "(`primary.ts`, line 7)",
          // "line 9 of the ecosystem file"), else any starter file of the step.
          const near = sentence.slice(Math.max(0, (m.index ?? 0) - 20), (m.index ?? 0) + 40);
          const named = [...starters.keys()].filter(
            (f) =>
              near.includes(f) || (f.startsWith("ecosystem") && near.includes("ecosystem file")),
          );
          const candidates = (named.length > 0 ? named : [...starters.keys()]).map(
            (f) => starters.get(f)?.[line - 1] ?? "",
          );
          // What the sentence says is there: the TODO it names next to the line number, else
          // one of its `code` words.
          const before = sentence.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
          const todo = [...before.matchAll(/TODO \d+/g)].at(-1)?.[0];
          const code = [...sentence.matchAll(/`([^`]+)`/g)].map((c) => c[1] ?? "");
          const shows = (content: string) =>
            todo ? content.includes(todo) : code.some((c) => content.includes(c));
          if (!candidates.some(shows))
            problems.push(`${where} (expects ${todo ?? code.join(" | ")})`);
          count++;
        }
      }
    }
  }
  expect(problems).toEqual([]);
  expect(count).toBeGreaterThan(20);
});

test("lessons and hints wrap at 100 columns outside code blocks and tables", () => {
  const long: string[] = [];
  for (const step of steps) {
    for (const name of ["README.md", "HINTS.md"]) {
      const file = join(step.dir, name);
      if (!existsSync(file)) continue;
      for (const line of withoutCode(read(file)).split("\n"))
        if (!line.startsWith("|") && [...line].length > 100)
          long.push(`${step.id}/${name}: ${line}`);
    }
  }
  expect(long).toEqual([]);
});
