/**
 * A step's starter tells the learner what to do in numbered TODO markers (CONTRIBUTING.md,
 * "Starter"): every starter file the learner edits (not a given file) holds a TODO; the markers
 * `TODO n:` (or `TODO n (part k):`) across the step's starter are numbered 1, 2, … with none
 * missing and none written twice; and every "TODO n" the lesson, the hints or the starter itself
 * refers to is one of them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { stepFacts } from "../../workshop/step-facts.ts";
import { listSteps, type Step } from "../../workshop/steps.ts";
import type { DevCheck, Problem } from "../problem.ts";
import { lineAt } from "../source.ts";

/** A marker: `TODO 3:` opens task 3, `TODO 5 (part 2):` a part of task 5. */
const MARKER = /\bTODO (\d+)(?: \(part (\d+)\))?:/g;

/** Any mention of a numbered TODO. */
const MENTION = /\bTODO (\d+)\b/g;

/** The files of `step`'s starter the learner edits: beside the lesson, neither prose nor given. */
export async function editedStarterFiles(step: Step): Promise<string[]> {
  const given = (await stepFacts(step)).given ?? {};
  return readdirSync(step.dir)
    .filter((name) => !name.endsWith(".md") && statSync(join(step.dir, name)).isFile())
    .filter((name) => !(name in given))
    .sort();
}

/** The task numbers of the `TODO n:` markers in `step`'s starter, in order. */
export async function starterTodos(step: Step): Promise<number[]> {
  const numbers = new Set<number>();
  for (const name of await editedStarterFiles(step))
    for (const m of readFileSync(join(step.dir, name), "utf8").matchAll(MARKER))
      numbers.add(Number(m[1]));
  return [...numbers].sort((a, b) => a - b);
}

export const TODO_MARKERS: DevCheck = {
  name: "numbered TODO markers in the starters",
  async run(root) {
    const problems: Problem[] = [];
    for (const step of listSteps(root)) {
      const starter = await editedStarterFiles(step);
      /** task number → where its markers are, as [file, line, part] */
      const markers = new Map<number, [string, number, number | undefined][]>();
      for (const name of starter) {
        const file = relative(root, join(step.dir, name));
        const text = readFileSync(join(step.dir, name), "utf8");
        if (!/\bTODO\b/.test(text))
          problems.push({
            file,
            problem: "this starter file holds no TODO: the learner is not told what to do in it",
            fix: `add a numbered "TODO n:" comment where the work goes, or declare the file given in ${relative(root, join(step.dir, "checkpoints/step.ts"))}`,
          });
        for (const m of text.matchAll(MARKER)) {
          const number = Number(m[1]);
          const part = m[2] === undefined ? undefined : Number(m[2]);
          markers.set(number, [
            ...(markers.get(number) ?? []),
            [file, lineAt(text, m.index), part],
          ]);
        }
      }
      const numbers = [...markers.keys()].sort((a, b) => a - b);
      const last = numbers.at(-1) ?? 0;
      const dir = relative(root, step.dir);
      for (let n = 1; n <= last; n++) {
        if (!markers.has(n))
          problems.push({
            file: dir,
            problem: `its starter has TODO ${last} but no TODO ${n}`,
            fix: `write the "TODO ${n}:" marker back, or renumber the TODOs (and the lesson's and hints' mentions of them)`,
          });
      }
      for (const [n, at] of markers) {
        const parts = at.map(([, , part]) => part);
        if (at.length > 1 && (parts.includes(undefined) || new Set(parts).size !== parts.length)) {
          const [file, line] = at[1] ?? at[0] ?? [dir, 1];
          problems.push({
            file,
            line,
            problem: `TODO ${n} is written ${at.length} times`,
            fix: `give each task its own number, or write its parts as "TODO ${n} (part k):"`,
          });
        }
      }
      for (const name of ["README.md", "HINTS.md", ...starter]) {
        const path = join(step.dir, name);
        if (!existsSync(path)) continue;
        const text = readFileSync(path, "utf8");
        for (const m of text.matchAll(MENTION)) {
          if (markers.has(Number(m[1]))) continue;
          problems.push({
            file: relative(root, path),
            line: lineAt(text, m.index),
            problem: `refers to TODO ${m[1]}, which the starter does not have`,
            fix: `refer to one of the starter's TODOs (${numbers.join(", ") || "none"}), or add TODO ${m[1]}`,
          });
        }
      }
    }
    return problems;
  },
};
