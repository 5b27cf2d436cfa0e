/**
 * The files a step hands over are what it says they are (CONTRIBUTING.md, "Given file"): each of
 * its `checkpoints/step.ts`'s `given` files is byte for byte the solution file it names, and each
 * `startsFrom` starter holds the code of the solution file it names, line for line, only its
 * comments changed. A starter file that holds an earlier solution's code without saying so is an
 * undeclared copy: nothing would keep the two in step.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { givenPairs } from "../../selftest/catalogue.ts";
import { stepFacts } from "../../workshop/step-facts.ts";
import { listSteps, resolveStep, type Step } from "../../workshop/steps.ts";
import type { DevCheck, Problem } from "../problem.ts";
import { read } from "../source.ts";

/** The 1-based line where `a` and `b` first differ. */
function firstDifference(a: string, b: string): number {
  const [x, y] = [a.split("\n"), b.split("\n")];
  const index = x.findIndex((line, i) => line !== y[i]);
  return (index < 0 ? x.length : index) + 1;
}

/** A whole-line comment (`//`, `/*`, ` *`, `#`) or a blank line: not code. */
const NOT_CODE = /^\s*(?:$|\/\/|\/\*|\*|#(?!!))/;

/** The code lines of a file: every line that is neither blank nor a whole-line comment. */
export function codeLines(text: string): string[] {
  return text.split("\n").filter((line) => !NOT_CODE.test(line));
}

/** The starter files of `step`: the files beside its lesson but the Markdown ones. */
function starterFiles(step: Step): string[] {
  return readdirSync(step.dir)
    .filter((name) => !name.endsWith(".md") && statSync(join(step.dir, name)).isFile())
    .sort();
}

export const GIVEN_FILES: DevCheck = {
  name: "given files are their sources, derived starters their sources' code",
  async run(root) {
    const problems: Problem[] = [];
    const steps = listSteps(root);
    for (const step of steps) {
      const facts = await stepFacts(step);
      const declaredAt = relative(root, join(step.dir, "checkpoints/step.ts"));
      const unknown = (file: string, from: string) => {
        try {
          resolveStep(from, steps);
          return false;
        } catch {
          problems.push({
            file: declaredAt,
            problem: `"${file}" is declared to come from "${from}", which is no step`,
            fix: `name the step whose solution holds the original (${steps.map((s) => s.id).join(", ")})`,
          });
          return true;
        }
      };
      for (const [file, from] of Object.entries(facts.given ?? {})) {
        if (unknown(file, from)) continue;
        for (const [copy, original] of givenPairs(step, { [file]: from }, root)) {
          const [a, b] = [join(root, copy), join(root, original)];
          if (!existsSync(b)) {
            problems.push({
              file: declaredAt,
              problem: `the given ${file} comes from ${original}, which does not exist`,
              fix: `name the step whose solution holds ${file}, or add it there`,
            });
          } else if (!existsSync(a)) {
            problems.push({
              file: copy,
              problem: `the given file is missing (a copy of ${original})`,
              fix: `cp ${original} ${copy}`,
            });
          } else if (read(a) !== read(b)) {
            problems.push({
              file: copy,
              line: firstDifference(read(a), read(b)),
              problem: `this given file differs from its source ${original} from this line on`,
              fix: `change ${original} and copy it over every copy (cp ${original} ${copy}), or undo the change here`,
            });
          }
        }
      }
      const derived = facts.startsFrom ?? {};
      for (const [file, from] of Object.entries(derived)) {
        if (unknown(file, from)) continue;
        const original = join(resolveStep(from, steps).solutionDir, file);
        const starter = join(step.dir, file);
        if (!existsSync(starter) || !existsSync(original)) {
          problems.push({
            file: declaredAt,
            problem: `startsFrom names ${relative(root, starter)} and ${relative(root, original)}; one is missing`,
            fix: "name a starter file of this step and the solution step that holds its original",
          });
          continue;
        }
        const [mine, theirs] = [codeLines(read(starter)), codeLines(read(original))];
        const index = mine.findIndex((line, i) => line !== theirs[i]);
        if (index >= 0 || mine.length !== theirs.length) {
          const line = mine[index] ?? mine.at(-1) ?? "";
          const at = read(starter).split("\n").indexOf(line) + 1;
          problems.push({
            file: relative(root, starter),
            line: at > 0 ? at : undefined,
            problem: `this starter's code is no longer that of ${relative(root, original)} (its comments aside)`,
            fix: `change both alike: the starter is ${relative(root, original)} with TODO comments added`,
          });
        }
      }
      // An undeclared copy: a starter file whose code is an earlier solution's file of that name.
      for (const file of starterFiles(step)) {
        if (file in (facts.given ?? {}) || file in derived) continue;
        const code = codeLines(read(join(step.dir, file))).join("\n");
        if (code.trim() === "") continue;
        for (const earlier of steps.filter((s) => s.number < step.number)) {
          const original = join(earlier.solutionDir, file);
          if (!existsSync(original) || codeLines(read(original)).join("\n") !== code) continue;
          problems.push({
            file: relative(root, join(step.dir, file)),
            problem: `holds the code of ${relative(root, original)}, comments aside, and says so nowhere`,
            fix: `declare it in ${declaredAt}: startsFrom: { "${file}": "${earlier.id}" } (or given, if it is a byte-for-byte copy)`,
          });
          break;
        }
      }
    }
    return problems;
  },
};
