/**
 * Every requirement a lesson states is in its step's table, and every checked one can fail
 * (CONTRIBUTING.md, "Requirements"): a step's `checkpoints/step.ts` lists what its lesson asks of
 * the learner's code (`requirements`, scripts/workshop/step-facts.ts). The table must cover every
 * numbered TODO of the starter and name only TODOs it has; a checked row names a checkpoint of the
 * step and mistakes of its catalogue that the same checkpoint catches; and every catalogued
 * mistake breaks a requirement of the table, so that a mistake nobody wrote a requirement for
 * shows the table is missing one. The sections rows cite are held to the lesson's headings by
 * ./lesson-sections.ts. Rows not checked yet are allowed only in a step that says its table is
 * still open (`requirementsOpen`), and counted in the check's summary; a step that says so with
 * every row checked is told to stop saying it.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { CataloguedMistake } from "../../selftest/mistakes.ts";
import { keyList, type Requirement, stepExport, stepFacts } from "../../workshop/step-facts.ts";
import { listSteps } from "../../workshop/steps.ts";
import type { DevCheck, Problem } from "../problem.ts";
import { lineAt } from "../source.ts";
import { checkpointKeys, stepCheckpointNames, stepMessages } from "./mistakes.ts";
import { starterTodos } from "./todo-markers.ts";

/** How many rows of each kind the tables hold, for the check's summary. */
export function tally(rows: readonly Requirement[]): string {
  const checked = rows.filter((row) => "mistakes" in row).length;
  const unchecked = rows.filter((row) => "unchecked" in row).length;
  const open = rows.filter((row) => "notYetChecked" in row).length;
  return `${rows.length} requirements: ${checked} checked, ${unchecked} left unchecked on purpose, ${open} not yet checked`;
}

export const REQUIREMENTS: DevCheck = {
  name: "every requirement of a lesson is in its table, and a checked one can fail",
  async run(root) {
    const problems: Problem[] = [];
    for (const step of listSteps(root)) {
      const factsFile = join(step.dir, "checkpoints", "step.ts");
      const file = relative(root, factsFile);
      const facts = await stepFacts(step);
      const rows = facts.requirements ?? [];
      if (rows.length === 0) {
        problems.push({
          file,
          problem:
            "the step has no requirements table: nothing says what its checkpoints must catch",
          fix: 'list every requirement its lesson states as `requirements` (CONTRIBUTING.md, "Requirements")',
        });
        continue;
      }
      const source = readFileSync(factsFile, "utf8");
      const lineOf = (row: Requirement) => {
        const index = source.indexOf(JSON.stringify(row.says).slice(1, -1));
        return index < 0 ? undefined : lineAt(source, index);
      };
      const todos = await starterTodos(step);
      const names = await stepCheckpointNames(step);
      const english = await stepMessages(step);
      const mistakes =
        (await stepExport<CataloguedMistake[]>(step, "mistakes.ts", "MISTAKES")) ?? [];
      for (const row of rows) {
        const at = { file, line: lineOf(row) };
        for (const n of row.todos)
          if (!todos.includes(n))
            problems.push({
              ...at,
              problem: `"${row.says}" belongs to TODO ${n}, which the starter does not have`,
              fix: `name one of its TODOs (${todos.join(", ") || "none"})`,
            });
        if ("notYetChecked" in row && facts.requirementsOpen === undefined)
          problems.push({
            ...at,
            problem: `"${row.says}" is not checked yet, in a table called complete (no requirementsOpen)`,
            fix: "check it (a checkpoint and its mistake), say `unchecked` and why, or set requirementsOpen to what is left",
          });
        if (!("mistakes" in row)) continue;
        const name = english[`name.${row.checkpoint}`];
        if (name === undefined || !names.includes(name)) {
          problems.push({
            ...at,
            problem: `"${row.says}" is checked by "${row.checkpoint}", which is none of the step's checkpoints`,
            fix: `name one of them by key: ${checkpointKeys(english, names).join(", ")}`,
          });
          continue;
        }
        if (row.mistakes.length === 0)
          problems.push({
            ...at,
            problem: `"${row.says}" is called checked, but no mistake proves its checkpoint fails on it`,
            fix: "catalogue a mistake that breaks it alone, or say `notYetChecked` and what a check needs",
          });
        for (const name of row.mistakes) {
          const mistake = mistakes.find((m) => m.name === name);
          if (!mistake)
            problems.push({
              ...at,
              problem: `"${row.says}" is proven by the mistake "${name}", which is none of its mistakes`,
              fix: "name a mistake of its checkpoints/mistakes.ts",
            });
          else if (!keyList(mistake.checkpoint).includes(row.checkpoint))
            problems.push({
              ...at,
              problem: `"${row.says}" is checked by "${row.checkpoint}", but its mistake "${name}" is caught by "${mistake.checkpoint}"`,
              fix: "name the checkpoint that catches the mistake, or a mistake that checkpoint catches",
            });
        }
      }
      if (facts.requirementsOpen !== undefined && !rows.some((row) => "notYetChecked" in row))
        problems.push({
          file,
          problem:
            "requirementsOpen is set, but every row of the table is checked or unchecked on purpose",
          fix: "remove requirementsOpen: the table is complete, and the check then keeps it so",
        });
      for (const n of todos)
        if (!rows.some((row) => row.todos.includes(n)))
          problems.push({
            file,
            problem: `no requirement belongs to TODO ${n}: what it asks is not in the table`,
            fix: `add the requirement TODO ${n} states, with \`todos: [${n}]\``,
          });
      for (const mistake of mistakes)
        if (!rows.some((row) => "mistakes" in row && row.mistakes.includes(mistake.name)))
          problems.push({
            file,
            problem: `the mistake "${mistake.name}" breaks no requirement of the table`,
            fix: "add the requirement it breaks (in the lesson's words), or add it to that row's mistakes",
          });
    }
    return problems;
  },
  async summary(root) {
    const rows = await Promise.all(listSteps(root).map(async (step) => stepFacts(step)));
    return tally(rows.flatMap((facts) => facts.requirements ?? []));
  },
};
