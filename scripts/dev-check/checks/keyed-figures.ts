/**
 * Every measured figure the prose states is keyed (CONTRIBUTING.md, "The fast structural
 * check"): a figure of the English lessons and hints (steps/NN-…/README.md, HINTS.md), of docs/
 * and of the instructor's slides/ (translations left out: they follow their English source through
 * its hash) must be the `value` of a facts-table entry that lists that file in its `in`:
 * scripts/workshop/facts.json's `measured.figures`, or a step's `checkpoints/facts.json`
 * `figures`, whose `how` says how it was measured (scripts/workshop/facts.test.ts holds each value
 * to the files it lists). Fenced code blocks are left out: sample outputs are the sample-outputs
 * check's.
 *
 * A measured figure is, in the prose outside code blocks ({@link FIGURE}):
 * - a speed-up: a decimal number directly followed by `×`, or a range of two (`1.68×`,
 *   `1.58–1.99×`); an integer `2×` is an ideal (min(workers, CPUs)), and `0.5 × (…)`, with a
 *   space, a product in a formula;
 * - a throughput: a number followed by ` req/s` (`742 req/s`);
 * - a share: a number followed by `%` (`32%`, `12.5%`);
 * - a time: a number followed by ` ms` or `ms` (`1.39 ms`, `607 ms`), except a whole multiple
 *   of 50 ms, which the prose states only as a setting (a deadline, an interval, a default:
 *   `100 ms`, `3000 ms`).
 *
 * A figure is keyed when an entry's `value` contains it whole (not as the tail of a longer number:
 * `8×` is not in `1.68×`). A figure that restates a constant of the code, not a measurement (the
 * speed-up rule's `1.15×`), passes when it is what {@link constantFigures} computes from that
 * constant today: change the constant and the prose that restates it fails.
 *
 * Every other figure is a problem, except those of the baseline, scripts/dev-check/
 * unkeyed-figures.json (file → the unkeyed figures it states, a figure as often as the file
 * states it; a key that starts with `$` is a comment): the figures that had no source when this check was written, kept as known debt. The
 * baseline is a ratchet: a figure it does not list fails, and so does an entry whose figure its
 * file no longer states that often ("remove it from the baseline"), so the baseline only shrinks.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { SPEEDUP_RULE } from "../../harness/measuring/speedup-rule.ts";
import { listSteps } from "../../workshop/steps.ts";
import type { DevCheck, Problem } from "../problem.ts";
import { lineAt } from "../source.ts";

/** The baseline of figures no facts entry keys yet, relative to the repository's root. */
export const BASELINE = "scripts/dev-check/unkeyed-figures.json";

/** A measured figure, as {@link measuredFigures} finds it (see the module's docstring). */
export const FIGURE =
  /(?<![\w.–-])(?:(?:\d+\.\d+–)?\d+\.\d+×|\d[\d,]*(?:\.\d+)? req\/s\b|\d+(?:\.\d+)?%|\d+(?:\.\d+)? ?ms\b)/g;

/** One figure found in a file's prose. */
export interface FoundFigure {
  /** the figure as written, its spaces as one space, e.g. "742 req/s" */
  figure: string;
  /** its 1-based line */
  line: number;
}

/** `markdown` with every fenced code block blanked out, its line breaks kept. */
const prose = (markdown: string): string =>
  markdown.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, " "));

/** Whether `figure` is a time the prose states only as a setting: a whole multiple of 50 ms. */
const isSetting = (figure: string): boolean => {
  const ms = /^(\d+) ?ms$/.exec(figure);
  return ms !== null && Number(ms[1]) >= 50 && Number(ms[1]) % 50 === 0;
};

/** The measured figures of `markdown`'s prose, in order (see the module's docstring). */
export function measuredFigures(markdown: string): FoundFigure[] {
  const text = prose(markdown);
  return [...text.matchAll(FIGURE)]
    .map((m) => ({ figure: m[0].replace(/\s+/g, " "), line: lineAt(text, m.index ?? 0) }))
    .filter((found) => !isSetting(found.figure));
}

/** A constant of the code as the prose restates it, and what it restates. */
export interface ConstantFigure {
  figure: string;
  /** the module and the constant, e.g. "scripts/harness/measuring/speedup-rule.ts minReferenceGain" */
  restates: string;
}

/** A `const NAME = <number>;` of `file` under `root`, `undefined` when there is none. */
function numericConst(root: string, file: string, name: string): number | undefined {
  const path = join(root, file);
  if (!existsSync(path)) return undefined;
  const m = new RegExp(`^const ${name} = ([\\d.]+);`, "m").exec(readFileSync(path, "utf8"));
  return m ? Number(m[1]) : undefined;
}

const BALANCE = "steps/06-scheduling-and-balance/checkpoints/scheduling-and-balance.test.ts";
const HOSTS = "steps/10-beyond-one-machine/checkpoints/beyond-one-machine.test.ts";
const RULE = "scripts/harness/measuring/speedup-rule.ts";

/**
 * The figures the prose states that restate a constant of the code, computed from the constant
 * as it is today: the speed-up rule's (SPEEDUP_RULE), step 06's fair share and its half, step 10's
 * throughput ratio. A constant whose file is not under `root` gives no figure.
 */
export function constantFigures(root: string): ConstantFigure[] {
  const constants: ConstantFigure[] = [
    {
      figure: `${(1 + SPEEDUP_RULE.minReferenceGain).toFixed(2)}×`,
      restates: `${RULE} SPEEDUP_RULE.minReferenceGain (the reference's smallest gain, plus 1)`,
    },
    {
      figure: `${SPEEDUP_RULE.impossibleFactor * 2}×`,
      restates: `${RULE} SPEEDUP_RULE.impossibleFactor (× the ideal of 2 CPUs)`,
    },
  ];
  const workers = numericConst(root, BALANCE, "BALANCE_WORKERS");
  const share = numericConst(root, BALANCE, "MIN_FAIR_SHARE");
  if (workers !== undefined) {
    constants.push({ figure: `${100 / workers}%`, restates: `${BALANCE} BALANCE_WORKERS (1/N)` });
    if (share !== undefined)
      constants.push({
        figure: `${(100 * share) / workers}%`,
        restates: `${BALANCE} MIN_FAIR_SHARE / BALANCE_WORKERS`,
      });
  }
  const ratio = numericConst(root, HOSTS, "MIN_THROUGHPUT_RATIO");
  if (ratio !== undefined)
    constants.push({ figure: `${ratio}×`, restates: `${HOSTS} MIN_THROUGHPUT_RATIO` });
  return constants;
}

/** A facts-table entry as the check reads it: its value and the files that state it. */
interface FactsFigure {
  value: string;
  in: string[];
}

/** Every measured figure of the facts tables under `root` (facts.json and each step's). */
export function factsFigures(root: string): FactsFigure[] {
  const read = (path: string): Record<string, FactsFigure> => {
    if (!existsSync(path)) return {};
    const data = JSON.parse(readFileSync(path, "utf8")) as {
      measured?: { figures?: Record<string, FactsFigure> };
      figures?: Record<string, FactsFigure>;
    };
    return data.measured?.figures ?? data.figures ?? {};
  };
  return [
    ...Object.values(read(join(root, "scripts/workshop/facts.json"))),
    ...listSteps(root).flatMap((step) =>
      Object.values(read(join(step.dir, "checkpoints", "facts.json"))),
    ),
  ];
}

/** Whether `value` contains `figure` whole: not as the tail or head of a longer number. */
export function containsFigure(value: string, figure: string): boolean {
  const flat = value.replace(/\s+/g, " ");
  for (let at = flat.indexOf(figure); at >= 0; at = flat.indexOf(figure, at + 1)) {
    const before = flat[at - 1] ?? "";
    const after = flat[at + figure.length] ?? "";
    if (!/[\d.]/.test(before) && !/\d/.test(after)) return true;
  }
  return false;
}

/** The prose files the check scans under `root`, relative to it, in name order. */
export function scannedFiles(root: string): string[] {
  const markdown = (dir: string) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((name) => name.endsWith(".md") && !/\.(?:ja|ko)\.md$/.test(name))
          .sort()
          .map((name) => `${dir}/${name}`)
      : [];
  return [
    ...listSteps(root).flatMap((step) =>
      ["README.md", "HINTS.md"]
        .map((name) => relative(root, join(step.dir, name)))
        .filter((path) => existsSync(join(root, path))),
    ),
    ...markdown("docs"),
    ...markdown("slides"),
  ];
}

export const KEYED_FIGURES: DevCheck = {
  name: "every measured figure in prose is keyed",
  async run(root) {
    const problems: Problem[] = [];
    const facts = factsFigures(root);
    const constants = new Set(constantFigures(root).map((c) => c.figure));
    const baselinePath = join(root, BASELINE);
    const baseline: Record<string, string[]> = existsSync(baselinePath)
      ? JSON.parse(readFileSync(baselinePath, "utf8"))
      : {};
    const files = scannedFiles(root);
    for (const file of files) {
      const known = [...(baseline[file] ?? [])];
      for (const { figure, line } of measuredFigures(readFileSync(join(root, file), "utf8"))) {
        if (constants.has(figure)) continue;
        if (facts.some((f) => f.in.includes(file) && containsFigure(f.value, figure))) continue;
        const index = known.indexOf(figure);
        if (index >= 0) {
          known.splice(index, 1);
          continue;
        }
        problems.push({
          file,
          line,
          problem: `"${figure}" is a measured figure no facts-table entry keys for this file`,
          fix: `add it to the facts table of what measured it (its step's checkpoints/facts.json, else scripts/workshop/facts.json) with how it was measured and "${file}" in its "in"; a constant of the code is written as the code computes it`,
        });
      }
      for (const figure of known)
        problems.push({
          file: BASELINE,
          problem: `the baseline lists "${figure}" for ${file}, which no longer states it unkeyed that often`,
          fix: "remove it from the baseline: the baseline only shrinks",
        });
    }
    const listed = Object.keys(baseline).filter((key) => !key.startsWith("$"));
    for (const file of listed.filter((file) => !files.includes(file)))
      problems.push({
        file: BASELINE,
        problem: `the baseline lists ${file}, which the check does not scan (gone, or a translation)`,
        fix: "remove it from the baseline: the baseline only shrinks",
      });
    return problems;
  },
};
