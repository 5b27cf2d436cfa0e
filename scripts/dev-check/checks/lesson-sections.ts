/**
 * The lessons against what points into them (CONTRIBUTING.md, "Adding a step"): every section a
 * checkpoint cites (the list it hands to `defineStep()`, `step.section("…")`, `step.lesson("…")`,
 * a finding's `section: "…"`), every section a hint sends the learner to (`See "…"`) and every
 * `steps/NN-name/README.md · "…"` written out anywhere in the code is a heading of that lesson;
 * every `#anchor` link of a lesson finds a heading of it.
 */
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { lessonHeadings, withoutCodeBlocks } from "../../harness/step/headings.ts";
import { headingSlug } from "../../i18n/lessons.ts";
import { listSteps, type Step } from "../../workshop/steps.ts";
import type { DevCheck, Problem } from "../problem.ts";
import { filesUnder, lineAt, read } from "../source.ts";

/** One section a file cites, and where. */
export interface Citation {
  section: string;
  line: number;
}

const text = (node: ts.Node): string | undefined =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;

/**
 * The lesson sections a checkpoint file's source cites, read from its syntax tree: the strings of
 * the array handed to `defineStep()`, the argument of any `section()` or `lesson()` call, the
 * value of a `section:` property and of a `const section`.
 */
export function citedSections(file: string, source: string): Citation[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const cited: Citation[] = [];
  const cite = (node: ts.Node | undefined) => {
    const section = node && text(node);
    if (node && section !== undefined)
      cited.push({ section, line: lineAt(source, node.getStart(tree)) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression)
        ? node.expression.name.text
        : ts.isIdentifier(node.expression)
          ? node.expression.text
          : "";
      const [first, second] = node.arguments;
      if (callee === "defineStep" && second && ts.isArrayLiteralExpression(second))
        second.elements.forEach(cite);
      if (callee === "section" || callee === "lesson") cite(first);
    }
    if (ts.isPropertyAssignment(node) && node.name.getText(tree) === "section")
      cite(node.initializer);
    if (ts.isVariableDeclaration(node) && node.name.getText(tree) === "section")
      cite(node.initializer);
    node.forEachChild(visit);
  };
  visit(tree);
  return cited;
}

/** A lesson section written out in full: `steps/NN-name/README.md · "…"`. */
const WRITTEN_OUT = /steps\/(\d\d-[a-z0-9-]+)\/README\.md · "([^"$]+)"/g;

export const LESSON_SECTIONS: DevCheck = {
  name: "every section cited is a heading of its lesson",
  async run(root) {
    const problems: Problem[] = [];
    const steps = listSteps(root);
    const byId = new Map(steps.map((step) => [step.id, step]));
    const headings = new Map<Step, string[]>();
    const headingsOf = (step: Step) => {
      const lesson = join(step.dir, "README.md");
      if (!headings.has(step))
        headings.set(step, existsSync(lesson) ? lessonHeadings(read(lesson)) : []);
      return headings.get(step) ?? [];
    };
    const cite = (step: Step, section: string, file: string, line: number, how: string) => {
      if (headingsOf(step).includes(section)) return;
      problems.push({
        file: relative(root, file),
        line,
        problem: `${how} "${section}", which is no heading of ${relative(root, join(step.dir, "README.md"))}`,
        fix: `cite one of its headings (${headingsOf(step)
          .map((h) => `"${h}"`)
          .join(", ")}), or add the section to the lesson`,
      });
    };
    for (const step of steps) {
      const dir = join(step.dir, "checkpoints");
      if (!existsSync(dir)) continue;
      for (const file of filesUnder(dir, new Set([".ts"]))) {
        if (file.includes(`${join(dir, "variants")}/`)) continue;
        for (const { section, line } of citedSections(file, read(file)))
          cite(step, section, file, line, "cites");
      }
      const hints = join(step.dir, "HINTS.md");
      if (existsSync(hints)) {
        const source = read(hints);
        const prose = withoutCodeBlocks(source);
        for (const see of prose.matchAll(/\b[Ss]ee ((?:"[^"]+"(?:,? (?:and |or )?)?)+)/g))
          for (const m of (see[1] ?? "").matchAll(/"([^"]+)"/g)) {
            const index = source.indexOf(`"${m[1]}"`);
            cite(
              step,
              (m[1] ?? "").replace(/\s+/g, " "),
              hints,
              index < 0 ? 1 : lineAt(source, index),
              "sends the learner to",
            );
          }
      }
      const lesson = join(step.dir, "README.md");
      if (existsSync(lesson)) {
        const source = read(lesson);
        const anchors = new Set(headingsOf(step).map(headingSlug));
        for (const m of withoutCodeBlocks(source).matchAll(/\]\(#([^)]+)\)/g)) {
          if (anchors.has(m[1] ?? "")) continue;
          const index = source.indexOf(`](#${m[1]})`);
          problems.push({
            file: relative(root, lesson),
            line: lineAt(source, index),
            problem: `links to #${m[1]}, which no heading of this lesson has`,
            fix: `link to one of its headings' anchors (${[...anchors].map((a) => `#${a}`).join(", ")})`,
          });
        }
      }
    }
    for (const file of filesUnder(join(root, "scripts"), new Set([".ts"]))) {
      const source = read(file);
      for (const m of source.matchAll(WRITTEN_OUT)) {
        const step = byId.get(m[1] ?? "");
        const line = lineAt(source, m.index);
        if (step) cite(step, m[2] ?? "", file, line, "cites");
        else
          problems.push({
            file: relative(root, file),
            line,
            problem: `cites the lesson of ${m[1]}, which is no step`,
            fix: `cite a step that exists (${steps.map((s) => s.id).join(", ")})`,
          });
      }
    }
    return problems;
  },
};
