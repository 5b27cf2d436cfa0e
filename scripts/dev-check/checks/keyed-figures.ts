/**
 * Every measured figure the prose states is keyed (CONTRIBUTING.md, "The structural check"): a
 * figure of the English lessons and hints (steps/NN-…/README.md, HINTS.md), of docs/
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
 * - a throughput: a number followed by ` req/s`, or a range of two (`742 req/s`, `76–104 req/s`);
 * - a share: a number followed by `%`, or a range (`32%`, `12.5%`, `92–93%`);
 * - a time: a number followed by ` ms` or `ms`, or a range (`1.39 ms`, `607 ms`, `480–610 ms`;
 *   a range is one figure: the look-behind never takes its tail alone), except a setting the
 *   prose states: a whole multiple of 50 ms (a deadline, an interval, a default: `100 ms`,
 *   `3000 ms`), or either time of a duty cycle, `16 ms of every 20 ms` or `10 ms of 20` (the
 *   pattern a simulated busy program spins to, docs/measurement.md: how a run was made, not what
 *   it measured).
 *
 * A figure is keyed when an entry's `value` contains it whole (not as the tail of a longer number:
 * `8×` is not in `1.68×`); the match is by file, not by place: an entry keys its figure wherever
 * its file states it. A figure that restates a constant of the code, not a measurement (the
 * speed-up rule's `1.15×`, a checkpoint's fair share), passes when it is what {@link constantFigures}
 * computes from that constant today, in a file where it stands for it (a figure as common as `15%`
 * only in the files listed for it): change the constant and the prose that restates it fails.
 *
 * Every other figure is a problem: there is no list of known exceptions. A figure with no
 * recorded source is measured again and keyed, or the prose says what it needs without it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { SPEEDUP_RULE } from "../../harness/measuring/speedup-rule.ts";
import { listSteps } from "../../workshop/steps.ts";
import { fencedBlocks } from "../markdown.ts";
import type { DevCheck, Problem } from "../problem.ts";
import { lineAt } from "../source.ts";

/** A measured figure, as {@link measuredFigures} finds it (see the module's docstring). */
export const FIGURE =
  /(?<![\w.–-])(?:(?:\d+\.\d+–)?\d+\.\d+×|(?:\d[\d,]*(?:\.\d+)?–)?\d[\d,]*(?:\.\d+)? req\/s\b|(?:\d+(?:\.\d+)?–)?\d+(?:\.\d+)?%|(?:\d+(?:\.\d+)?–)?\d+(?:\.\d+)? ?ms\b)/g;

/** One figure found in a file's prose. */
export interface FoundFigure {
  /** the figure as written, its spaces as one space, e.g. "742 req/s" */
  figure: string;
  /** its 1-based line */
  line: number;
}

/**
 * `markdown` with every fenced code block (../markdown.ts: indented, backticks or tildes) blanked
 * out from its opening fence to its closing one, its line breaks kept.
 */
function prose(markdown: string): string {
  const lines = markdown.split("\n");
  for (const block of fencedBlocks(markdown))
    for (let line = block.line - 1; line <= block.end; line++)
      lines[line - 1] = (lines[line - 1] ?? "").replace(/./g, " ");
  return lines.join("\n");
}

/**
 * Whether `figure`, found at `index` of `text`, is a time the prose states only as a setting: a
 * whole multiple of 50 ms, or a time of a duty cycle (`16 ms of every 20 ms`, `10 ms of 20`).
 */
const isSetting = (figure: string, text: string, index: number): boolean => {
  const ms = /^(\d+) ?ms$/.exec(figure);
  if (ms !== null && Number(ms[1]) >= 50 && Number(ms[1]) % 50 === 0) return true;
  if (!/ms$/.test(figure)) return false;
  const before = text.slice(0, index);
  const after = text.slice(index + figure.length);
  return /^\s+of\s+(?:every\s+)?\d/.test(after) || /\bms\s+of\s+(?:every\s+)?$/.test(before);
};

/** The measured figures of `markdown`'s prose, in order (see the module's docstring). */
export function measuredFigures(markdown: string): FoundFigure[] {
  const text = prose(markdown);
  return [...text.matchAll(FIGURE)]
    .filter((m) => !isSetting(m[0], text, m.index ?? 0))
    .map((m) => ({ figure: m[0].replace(/\s+/g, " "), line: lineAt(text, m.index ?? 0) }));
}

/** A constant of the code as the prose restates it, and what it restates. */
export interface ConstantFigure {
  figure: string;
  /** the module and the constant, e.g. "scripts/harness/measuring/speedup-rule.ts minReferenceGain" */
  restates: string;
  /** the only files where the figure restates the constant; any scanned file when absent */
  in?: string[];
}

/** The numeric `const`s of `file` under `root` (`const NAME = 0.15;`), by name. */
function numericConsts(root: string, file: string): Map<string, number> {
  const path = join(root, file);
  const consts = new Map<string, number>();
  if (!existsSync(path)) return consts;
  for (const m of readFileSync(path, "utf8").matchAll(/^(?:export )?const ([A-Z_]+) = ([\d.]+);/gm))
    consts.set(m[1] ?? "", Number(m[2]));
  return consts;
}

/** `share` (0–1) as a percentage figure: 0.15 → "15%". */
const percent = (share: number): string => `${Number((100 * share).toFixed(4))}%`;

/** A constant of scripts/ the prose restates: its module, its name, and how the prose writes it. */
const SCRIPT_CONSTANTS: {
  module: string;
  name: string;
  write: (value: number) => string;
  in?: string[];
}[] = [
  {
    module: "scripts/harness/measuring/speedup-rule.ts",
    name: "SPEEDUP_RULE.minReferenceGain, plus 1",
    write: () => `${(1 + SPEEDUP_RULE.minReferenceGain).toFixed(2)}×`,
  },
  {
    module: "scripts/harness/measuring/speedup-rule.ts",
    name: "SPEEDUP_RULE.impossibleFactor × 2 CPUs",
    write: () => `${SPEEDUP_RULE.impossibleFactor * 2}×`,
  },
  {
    module: "scripts/harness/measuring/speedup-rule.ts",
    name: "SPEEDUP_RULE.impossibleFactor, over the reference",
    write: () => `${SPEEDUP_RULE.impossibleFactor.toFixed(2)}×`,
  },
  {
    module: "scripts/harness/measuring/speedup-rule.ts",
    name: "SPEEDUP_RULE.processSpread",
    write: () => `${SPEEDUP_RULE.processSpread}×`,
  },
  {
    module: "scripts/harness/measuring/speedup-rule.ts",
    name: "SPEEDUP_RULE.impossibleFactor × processSpread, over the reference",
    write: () => `${SPEEDUP_RULE.impossibleFactor * SPEEDUP_RULE.processSpread}×`,
  },
  {
    module: "scripts/harness/measuring/speedup-rule.ts",
    name: "SPEEDUP_RULE.impossibleFactor × processSpread × 2 CPUs, compare.ts's ceiling",
    write: () => `${SPEEDUP_RULE.impossibleFactor * SPEEDUP_RULE.processSpread * 2}×`,
  },
  {
    module: "scripts/harness/measuring/cpus.ts",
    name: "BUSY_SHARE",
    write: percent,
    in: ["slides/INSTRUCTOR.md", "docs/speedup-rule.md"],
  },
  {
    module: "scripts/harness/measuring/scale.ts",
    name: "GENERATOR_BOUND_ELU",
    write: percent,
    in: ["docs/scaling.md"],
  },
];

/**
 * A constant of a step's checkpoints that the prose restates, as its `checkpoints/facts.json`
 * lists it under `constants`: an arithmetic expression of the module's numeric `const`s (the
 * module relative to the step's folder), the unit the prose writes after it, and the files where
 * it stands for the constant (any file when absent), e.g.
 * `{ "module": "checkpoints/x.test.ts", "expression": "100 * MIN_SHARE", "unit": "%" }`.
 */
interface StepConstant {
  module: string;
  expression: string;
  unit: "%" | "×";
  in?: string[];
}

/** The value of `expression` over `consts`, `undefined` when a name is not one of them. */
function evaluate(expression: string, consts: ReadonlyMap<string, number>): number | undefined {
  let missing = false;
  const numeric = expression.replace(/[A-Z_]{2,}/g, (name) => {
    const value = consts.get(name);
    if (value === undefined) missing = true;
    return String(value);
  });
  if (missing || !/^[\d\s+\-*/().]+$/.test(numeric)) return undefined;
  return Number(Function(`return (${numeric})`)());
}

/**
 * The figures the prose states that restate a constant of the code, each computed from the
 * constant as it is today: scripts/'s ({@link SCRIPT_CONSTANTS}; the speed-up rule's from its
 * module as imported) and every step's `constants` ({@link StepConstant}); a constant whose file
 * or `const` is not under `root` gives no figure.
 */
export function constantFigures(root: string): ConstantFigure[] {
  const scripts = SCRIPT_CONSTANTS.flatMap((constant) => {
    const value = constant.name.startsWith("SPEEDUP_RULE.")
      ? 0
      : numericConsts(root, constant.module).get(constant.name);
    if (value === undefined) return [];
    return [
      {
        figure: constant.write(value),
        restates: `${constant.module} ${constant.name}`,
        ...(constant.in ? { in: constant.in } : {}),
      },
    ];
  });
  const steps = listSteps(root).flatMap((step) =>
    (stepFacts(step.dir).constants ?? []).flatMap((constant) => {
      const module = relative(root, join(step.dir, constant.module));
      const value = evaluate(constant.expression, numericConsts(root, module));
      if (value === undefined) return [];
      return [
        {
          figure: `${Number(value.toFixed(4))}${constant.unit}`,
          restates: `${module} ${constant.expression}`,
          ...(constant.in ? { in: constant.in } : {}),
        },
      ];
    }),
  );
  return [...scripts, ...steps];
}

/** What the check reads of a step's `checkpoints/facts.json`. */
interface StepFactsFile {
  figures?: Record<string, FactsFigure>;
  constants?: StepConstant[];
}

/** The `checkpoints/facts.json` of the step folder `dir`, `{}` when there is none. */
function stepFacts(dir: string): StepFactsFile {
  const path = join(dir, "checkpoints", "facts.json");
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as StepFactsFile) : {};
}

/** A facts-table entry as the check reads it: its value and the files that state it. */
interface FactsFigure {
  value: string;
  in: string[];
}

/** Every measured figure of the facts tables under `root` (facts.json and each step's). */
export function factsFigures(root: string): FactsFigure[] {
  const path = join(root, "scripts/workshop/facts.json");
  const global = existsSync(path)
    ? ((JSON.parse(readFileSync(path, "utf8")) as { measured?: { figures?: object } }).measured
        ?.figures ?? {})
    : {};
  return [
    ...(Object.values(global) as FactsFigure[]),
    ...listSteps(root).flatMap((step) => Object.values(stepFacts(step.dir).figures ?? {})),
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
    const constants = constantFigures(root);
    for (const file of scannedFiles(root))
      for (const { figure, line } of measuredFigures(readFileSync(join(root, file), "utf8"))) {
        if (constants.some((c) => c.figure === figure && (c.in ?? [file]).includes(file))) continue;
        if (facts.some((f) => f.in.includes(file) && containsFigure(f.value, figure))) continue;
        problems.push({
          file,
          line,
          problem: `"${figure}" is a measured figure no facts-table entry keys for this file`,
          fix: `add it to the facts table of what measured it (its step's checkpoints/facts.json, else scripts/workshop/facts.json) with how it was measured and "${file}" in its "in"; a constant of the code is written as the code computes it; a figure with no recorded source is measured again, or left out of the prose`,
        });
      }
    return problems;
  },
};
