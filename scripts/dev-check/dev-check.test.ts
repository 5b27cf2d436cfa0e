/**
 * The structural check can fail: on a copy of the repository with five faults planted (a stale
 * translation hash, a missing message key, a changed given file, a missing TODO, a section no
 * lesson has), one run reports every one, each at its file (the missing TODO twice: as a marker
 * and as the requirements that belong to it); and the runner reports a check that
 * throws, and says "Everything looks fine!" only when nothing is found.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { workshopRoot } from "../harness/paths.ts";
import { uncitable } from "./checks/citations.ts";
import { codeLines } from "./checks/given-files.ts";
import { citedSections } from "./checks/lesson-sections.ts";
import { messageProblems } from "./checks/messages.ts";
import { checkpointNames } from "./checks/mistakes.ts";
import type { Problem } from "./problem.ts";
import { type CheckResult, loadChecks, report, runChecks, where } from "./run.ts";
import { comments } from "./source.ts";

let copy: string;

/** Replaces `find` by `replace` in the copy's `file`, which must hold it. */
function plant(file: string, find: string | RegExp, replace: string): void {
  const path = join(copy, file);
  const text = readFileSync(path, "utf8");
  const changed = text.replace(find, replace);
  if (changed === text) throw new Error(`${file} no longer holds ${find}: plant another fault`);
  writeFileSync(path, changed);
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "dev-check-"));
  for (const entry of [
    "package.json",
    "tsconfig.json",
    "scripts",
    "steps",
    "solutions",
    "slides",
    "docs",
  ])
    cpSync(join(workshopRoot, entry), join(copy, entry), { recursive: true });
  for (const file of ["README.md", "README.ja.md", "README.ko.md"])
    cpSync(join(workshopRoot, file), join(copy, file));
  symlinkSync(join(workshopRoot, "node_modules"), join(copy, "node_modules"));
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

test("five planted faults are reported in one run, each at its file", async () => {
  plant("steps/02-unclustered-server/README.ja.md", /sha256:[0-9a-f]{12}/, "sha256:000000000000");
  plant("scripts/i18n/locales/ko.ts", /^ {2}"home\.language": .*\n/m, "");
  plant("steps/03-cluster-primary/index.ts", /$/, "// one more line\n");
  plant("steps/02-unclustered-server/index.ts", "// TODO 2:", "// Then:");
  plant(
    "steps/03-cluster-primary/checkpoints/cluster-primary.test.ts",
    'step.section("The primary")',
    'step.section("The primry")',
  );
  const results = await runChecks(copy, await loadChecks());
  const problems = results.flatMap((result) => result.problems);
  const found = (file: string, text: string) =>
    problems.some((p) => p.file === file && `${p.problem} ${p.fix}`.includes(text));
  expect(found("steps/02-unclustered-server/README.ja.md", "changed since it was translated")).toBe(
    true,
  );
  expect(found("scripts/i18n/locales/ko.ts", '"home.language"')).toBe(true);
  expect(found("steps/03-cluster-primary/index.ts", "differs from its source")).toBe(true);
  expect(found("steps/02-unclustered-server", "no TODO 2")).toBe(true);
  // The missing TODO also leaves the rows of the requirements table that belong to it dangling.
  expect(
    found("steps/02-unclustered-server/checkpoints/step.ts", "TODO 2, which the starter"),
  ).toBe(true);
  expect(
    found("steps/03-cluster-primary/checkpoints/cluster-primary.test.ts", '"The primry"'),
  ).toBe(true);
  // Nothing else: each fault is found where it is, and the rest of the copy is clean.
  const elsewhere = problems.filter(
    (p) =>
      ![
        "steps/02-unclustered-server/README.ja.md",
        "scripts/i18n/locales/ko.ts",
        "steps/03-cluster-primary/index.ts",
        "steps/02-unclustered-server",
        "steps/02-unclustered-server/README.md",
        "steps/02-unclustered-server/HINTS.md",
        "steps/02-unclustered-server/index.ts",
        "steps/02-unclustered-server/checkpoints/step.ts",
        "steps/03-cluster-primary/checkpoints/cluster-primary.test.ts",
      ].includes(p.file),
  );
  expect(elsewhere.map(where)).toEqual([]);
  expect(report(results, 1)).toMatch(/problems found by 6 of \d+ checks/);
});

test("the runner reports a check that throws, and is fine only when nothing is found", async () => {
  const fine = { name: "fine", module: "fine.ts", run: async () => [] };
  const throws = {
    name: "throws",
    module: "throws.ts",
    run: async (): Promise<Problem[]> => {
      throw new Error("tripped");
    },
  };
  const results: CheckResult[] = await runChecks(workshopRoot, [fine, throws]);
  expect(results[1]?.problems[0]?.problem).toContain('the check "throws" threw: Error: tripped');
  expect(report(results, 0.5)).toMatch(/1 problem found by 1 of 2 checks in 0\.5 s\.$/);
  expect(report([results[0] as CheckResult], 0.5)).toMatch(/Everything looks fine!$/);
});

test("every module of checks/ exports a check, and a module that exports none is refused", async () => {
  const checks = await loadChecks();
  expect(checks.length).toBeGreaterThanOrEqual(7);
  const dir = mkdtempSync(join(tmpdir(), "dev-check-modules-"));
  writeFileSync(join(dir, "nothing.ts"), "export const NOTHING = 1;\n");
  await expect(loadChecks(dir)).rejects.toThrow("nothing.ts exports no DevCheck");
  rmSync(dir, { recursive: true, force: true });
});

/** A number of a tracker no reader can open, as the citations below would give it. */
const TRACKER = 13;

test.each([
  [`(issue #${TRACKER})`, [`issue #${TRACKER}`]],
  ["(issues 2 and 3)", ["issues 2"]],
  [`see #${TRACKER}`, [`#${TRACKER}`]],
  [`PR #${TRACKER}`, [`PR #${TRACKER}`]],
  ["(nodejs/node#59200)", []],
  ["(microsoft/WSL#4555, microsoft/WSL#423)", []],
  ["(microsoft/WSL #4555)", ["#4555"]],
  ["(pm2 #4347)", ["#4347"]],
  ["docs/speedup-rule.md", []],
  ["../shared/WORKSHOP.md", ["../shared"]],
  ["colour #ffffff, 12 ms", []],
])("the comment %s cites %j that a reader cannot open", (comment, cited) => {
  expect(uncitable(comment)).toEqual(cited);
});

test("a derived starter's code is its lines but blank and whole-line comment lines", () => {
  const text = "#!/usr/bin/env node\n// a comment\n\nconst a = 1; // kept\n/**\n * doc\n */\n";
  expect(codeLines(text)).toEqual(["#!/usr/bin/env node", "const a = 1; // kept"]);
});

test("comments are found where they are: a block, a member's, a line, a shell line", () => {
  const found = comments(join(workshopRoot, "scripts/workshop/steps.ts")).map((c) => c.text);
  expect(found.some((c) => c.startsWith("/**") && c.includes("steps/NN-kebab-name/"))).toBe(true);
  expect(found.some((c) => c.startsWith("/** the number its folder name"))).toBe(true);
  const cli = comments(join(workshopRoot, "scripts/cli.ts")).map((c) => c.text);
  expect(cli.some((c) => c.startsWith("// `npm run diff <step> | head`"))).toBe(true);
  const shell = comments(join(workshopRoot, "scripts/install-system-packages.sh"));
  expect(shell.some((c) => c.text.includes("system-packages.json"))).toBe(true);
  const string = comments("x.ts", 'const url = "http://a//b";\n// a comment\n');
  expect(string).toEqual([{ text: "// a comment", line: 2 }]);
});

test("a message set's every fault is named: key, placeholder, syntax, code, command, language", () => {
  const catalogue = (file: string, messages: Record<string, string>) => ({ file, messages });
  const problems = messageProblems("/x", {
    what: "made-up messages",
    catalogues: {
      en: catalogue("/x/en.ts", {
        a: "Run `npm run check` with {count} CPUs",
        b: "{name} is ready",
        c: "plain",
      }),
      ja: catalogue("/x/ja.ts", {
        a: "{count} 個で npm run check を実行",
        b: "{nom} の準備",
        d: "余分",
      }),
      ko: catalogue("/x/ko.ts", {
        a: "`npm run check` {count}개, --watch",
        b: "{name",
        c: "this stays in English",
      }),
    },
    inLocale: new Set(["c"]),
  }).map((p) => `${p.file}: ${p.problem}`);
  expect(problems).toEqual([
    'ja.ts: made-up messages in ja have "d", which English does not',
    'ja.ts: "a" lacks English\'s code `npm run check`',
    'ja.ts: "b" has the placeholders {nom}, English {name}',
    'ja.ts: made-up messages in ja lack "c"',
    'ko.ts: "a" writes --watch, which English does not',
    expect.stringMatching(/^ko\.ts: "b" is not ICU MessageFormat/),
    'ko.ts: "c" does not read as ko: English left: "this stays in English"',
    'ko.ts: "c" does not read as ko: not in ko: "this stays in English"',
  ]);
});

test("every checkpoint file's cited sections are found in its syntax", () => {
  const source = [
    'const step = defineStep(import.meta.url, ["One", "Two"], MESSAGES);',
    'step.section("One");',
    'check(ok, () => step.finding("k", {}, { section: "Two" }));',
    "const section = `Three`;",
    'const other = "Four"; // section("Five") in a comment is no citation',
  ].join("\n");
  expect(citedSections("x.test.ts", source)).toEqual([
    { section: "One", line: 1 },
    { section: "Two", line: 1 },
    { section: "One", line: 2 },
    { section: "Two", line: 3 },
    { section: "Three", line: 4 },
  ]);
});

test("a checkpoint's name is read from its test(): a literal, step.name(key), either branch", () => {
  const source = [
    'test("literal", () => {});',
    'test(step.name("forks"), () => {});',
    'test.skipIf(x)(step.name(many ? "quota4" : "quota3"), () => {});',
    'const other = fn("not a test");',
  ].join("\n");
  const names = { "name.forks": "forks a worker per CPU", "name.quota4": "four quotas" };
  expect(checkpointNames("x.test.ts", source, names)).toEqual([
    "literal",
    "forks a worker per CPU",
    "four quotas",
    "name.quota3",
  ]);
});
