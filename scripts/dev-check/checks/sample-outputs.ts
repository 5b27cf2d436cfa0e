/**
 * The sample outputs of the lessons, the hints and `docs/` against what the code prints: every
 * fenced block without a language (or `console`/`output`) is program output, and each of its lines
 * must be one the workshop's code can print, or the block must say it was copied from a real run
 * of a program the workshop does not own (pm2's table, `node -p`), naming the machine and the
 * Node.js it ran on, or be an example of a file's format, naming where the format is defined:
 *
 *     <!-- sample-output: real run; machine: a 2-vCPU KVM VM, Linux; node: 26.10.0 (what was left out) -->
 *     <!-- sample-output: example of /proc/self/cgroup; source: the Linux kernel's cgroup-v1 docs -->
 *
 * A line the code can print is a message of the catalogues (scripts/i18n/locales/en.ts, each
 * step's checkpoints/messages/en.ts) or a string the code writes (a string or template literal of
 * the solutions, the starters, the checkpoints and the harness), its placeholders matching any
 * text, or a join of such pieces (`; `, `, `, ` — `, `: `, ` (needs …)`) and plain figures. A
 * checkpoint report (lines that start with ✓ or ✗) is also laid out again with the reporter's own
 * `wrap()` and `renderChart()` at 80 columns: a line wrapped or a chart drawn otherwise than the
 * reporter draws it today is stale too. Translations copy the English blocks byte for byte and
 * follow through their source hashes (scripts/i18n/lessons.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import escapeStringRegexp from "escape-string-regexp";
import { IntlMessageFormat } from "intl-messageformat";
import ts from "typescript";
import { renderChart } from "../../workshop/charts.ts";
import { wrap } from "../../workshop/terminal.ts";
import { type Block, fencedBlocks } from "../markdown.ts";
import type { DevCheck, Problem } from "../problem.ts";

/** The width the sample reports are printed at (the reporter's default for a pipe). */
const WIDTH = 80;
/** A template with placeholders needs this many literal letters, or it would match anything. */
const MIN_LETTERS = 4;
/** The comment that marks a block copied from a real run, and what it must state. */
const REAL_RUN =
  /^<!--\s*sample-output:\s*real run;\s*machine:\s*([^;]+?);\s*node:\s*(\S+?)(?:\s+\([^)]*\))?\s*-->$/;
const EXAMPLE = /^<!--\s*sample-output:\s*example of [^;]+;\s*source:\s*\S[^>]*-->$/;
const BAR = /[█▏▎▍▌▋▊▉]/g;

/** One line the code can print: a full-line pattern, and its longest literal piece to sift by. */
export interface Template {
  pattern: RegExp;
  /** the longest literal piece: a line without it cannot match */
  piece: string;
  /** where it comes from, e.g. "en.ts speedup.chart.title" */
  source: string;
  /** its literal pieces and holes (null), for a line cut short with "…" */
  parts: (string | null)[];
}

/** Everything the code can print, as the check matches lines against it. */
export interface Catalogue {
  templates: Template[];
}

/** The files whose string literals are lines the workshop's code prints. */
function codeFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      // Fixtures are not the code; the catalogues are read as messages, not as literals.
      if (entry.isDirectory())
        return ["variants", "messages", "fixtures"].includes(entry.name) ? [] : walk(path);
      return /\.(?:ts|cjs|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
    });
  const checkpointTests = readdirSync(join(root, "steps")).flatMap((step) => {
    const dir = join(root, "steps", step, "checkpoints");
    try {
      return readdirSync(dir)
        .filter((file) => file.endsWith(".test.ts"))
        .map((file) => `steps/${step}/checkpoints/${file}`);
    } catch {
      return [];
    }
  });
  return [
    ...walk("solutions"),
    ...walk("steps"),
    ...checkpointTests,
    ...walk("scripts/harness"),
    ...walk("scripts/workshop"),
    ...walk("scripts/platform"),
  ];
}

/**
 * The code of the tools whose output the lessons quote: pm2's `.ts` refusal, loadtest's summary
 * (its `console.info('Completed requests:  %s', …)`: a printf `%s` is a placeholder).
 */
const TOOL_FILES = ["node_modules/pm2/lib/Common.js", "node_modules/loadtest/lib/result.js"];

/** A template from literal pieces and holes (a placeholder matches any text, even none). */
function template(parts: (string | null)[], source: string): Template | undefined {
  const literal = parts.filter((part): part is string => part !== null);
  const letters = literal.join("").match(/\p{L}/gu)?.length ?? 0;
  const holes = parts.length - literal.length;
  // "of {total}" is a line's start; "{a} or {b}" would match any text with " or " in it.
  const anchored = typeof parts[0] === "string" && /\p{L}/u.test(parts[0]);
  if (literal.join("").trim() === "") return undefined;
  if (holes > 0 && letters < MIN_LETTERS && !(anchored && letters >= 2)) return undefined;
  const body = parts.map((part) => (part === null ? "[^]*?" : escapeStringRegexp(part))).join("");
  const piece = literal.reduce((a, b) => (b.length > a.length ? b : a), "");
  return { pattern: new RegExp(`^${body}$`, "u"), piece, source, parts };
}

/** The string and template literals of a TypeScript or JavaScript file, as templates. */
function literalTemplates(path: string, text: string): Template[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const found: Template[] = [];
  const printf = path.startsWith("node_modules/");
  const add = (given: (string | null)[]) => {
    const parts = printf
      ? given.flatMap((part) =>
          part === null
            ? [null]
            : part.split(/%[sdifjoO]/).flatMap((p, i) => (i ? [null, p] : [p])),
        )
      : given;
    // A literal of several lines is several printed lines.
    const lines: (string | null)[][] = [[]];
    for (const part of parts) {
      if (part === null) lines[lines.length - 1]?.push(null);
      else
        part.split("\n").forEach((line, i) => {
          if (i > 0) lines.push([]);
          lines[lines.length - 1]?.push(line);
        });
    }
    for (const line of lines) {
      const made = template(line, path);
      if (made) found.push(made);
    }
  };
  /** A literal's pieces and holes; a `+` of literals is one line too (`a` + `b`). */
  const partsOf = (node: ts.Node): (string | null)[] | undefined => {
    if (ts.isParenthesizedExpression(node)) return partsOf(node.expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node))
      return [
        node.head.text,
        ...node.templateSpans.flatMap((span) => [null, span.literal.text] as (string | null)[]),
      ];
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = partsOf(node.left);
      const right = partsOf(node.right);
      if (left || right) return [...(left ?? [null]), ...(right ?? [null])];
    }
    return undefined;
  };
  // A figure's English `label` is printed only when it has no `name` (formatFigure()): beside a
  // name it is the bench's key, not a line of the report.
  const unprinted = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const named = (key: string) =>
        node.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key,
        );
      const label = named("label");
      if (label && named("name")) unprinted.add(label.initializer);
    }
    if (unprinted.has(node)) return;
    const parts = partsOf(node);
    if (parts) add(parts);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Element types of intl-messageformat's AST (@formatjs/icu-messageformat-parser's TYPE). */
const ICU = { literal: 0, argument: 1, number: 2, select: 5, plural: 6, pound: 7 } as const;
interface IcuElement {
  type: number;
  value?: string;
  options?: Record<string, { value: IcuElement[] }>;
}

/** Every way an ICU message can come out, as pieces and holes (one per plural or select branch). */
function icuVariants(elements: IcuElement[]): (string | null)[][] {
  let variants: (string | null)[][] = [[]];
  for (const element of elements) {
    let options: (string | null)[][];
    if (element.type === ICU.literal) options = [[element.value ?? ""]];
    else if (element.type === ICU.select || element.type === ICU.plural)
      options = Object.values(element.options ?? {}).flatMap((option) => icuVariants(option.value));
    else options = [[null]];
    variants = variants.flatMap((variant) => options.map((option) => [...variant, ...option]));
    if (variants.length > 64) variants = variants.slice(0, 64);
  }
  return variants;
}

/** The templates of one message catalogue (a `{ key: message }` object). */
function messageTemplates(messages: Record<string, string>, file: string): Template[] {
  return Object.entries(messages).flatMap(([key, message]) => {
    let ast: IcuElement[];
    try {
      ast = new IntlMessageFormat(message, "en", undefined, { ignoreTag: true }).getAst() as never;
    } catch {
      return [];
    }
    return icuVariants(ast).flatMap((parts) => {
      const made = template(parts, `${file} ${key}`);
      return made ? [made] : [];
    });
  });
}

/**
 * What the workshop under `root` can print: its catalogues' messages and its code's strings, and
 * pm2's own (the lessons quote its errors). `changed` replaces messages of a catalogue, by its
 * path and key, as a test changes one message's English.
 */
export async function loadCatalogue(
  root: string,
  changed: Record<string, Record<string, string>> = {},
): Promise<Catalogue> {
  const catalogues = [
    "scripts/i18n/locales/en.ts",
    ...readdirSync(join(root, "steps")).map((step) => `steps/${step}/checkpoints/messages/en.ts`),
  ];
  const templates: Template[] = [];
  for (const file of catalogues) {
    let module: { en?: Record<string, string> };
    try {
      module = await import(pathToFileURL(join(root, file)).href);
    } catch {
      continue;
    }
    if (module.en) templates.push(...messageTemplates({ ...module.en, ...changed[file] }, file));
  }
  for (const file of [...codeFiles(root), ...TOOL_FILES.filter((f) => existsSync(join(root, f)))])
    templates.push(...literalTemplates(file, readFileSync(join(root, file), "utf8")));
  return { templates };
}

/** A figure, a unit or a list of them: nothing a message words. */
const plainValue = (text: string) =>
  !/\p{L}/u.test(text.replace(/\b(?:ms|s|req\/s|req|MB|mb)\b|\bv(?=\d)/g, ""));

/** Whether the code can print `text`: one template, a plain value, or a join of such pieces. */
export function printable(text: string, catalogue: Catalogue, memo = new Map<string, boolean>()) {
  const known = memo.get(text);
  if (known !== undefined) return known;
  memo.set(text, false);
  // An excerpt may end in "…": what comes before it is the start of a line the code prints.
  const cut = /^(.*?)\s*…$/su.exec(text)?.[1];
  const ok =
    (cut !== undefined &&
      (cut === "" ||
        (cut.length >= 8 && catalogue.templates.some((t) => beginning(t).test(cut))))) ||
    plainValue(text) ||
    catalogue.templates.some((t) => text.includes(t.piece) && t.pattern.test(text)) ||
    [" — ", "; ", ": ", ", ", " ("].some((separator) => {
      for (let at = text.indexOf(separator); at > 0; at = text.indexOf(separator, at + 1)) {
        const cut = separator === " (" ? at + 1 : at + separator.length;
        const left = text.slice(0, at);
        const right = text.slice(cut);
        if (right && printable(left, catalogue, memo) && printable(right, catalogue, memo))
          return true;
      }
      return false;
    });
  memo.set(text, ok);
  return ok;
}

const beginnings = new WeakMap<Template, RegExp>();
/** A pattern of every beginning of what `template` prints (its pieces up to a cut in one). */
function beginning(template: Template): RegExp {
  let made = beginnings.get(template);
  if (!made) {
    const piece = (part: string | null) => (part === null ? "[^]*?" : escapeStringRegexp(part));
    const ways = template.parts.map((part, k) => {
      const before = template.parts.slice(0, k).map(piece).join("");
      const partial =
        part === null
          ? "[^]*"
          : [...part].map((_, j) => escapeStringRegexp(part.slice(0, j + 1))).join("|");
      return `${before}(?:${partial})`;
    });
    made = new RegExp(`^(?:${ways.join("|")})$`, "u");
    beginnings.set(template, made);
  }
  return made;
}

/**
 * Whether `text` is a figure as formatFigure() prints it, or a failure's part: a name the code
 * words, `: `, then what the code can print (the value, its threshold, its detail).
 */
function figureLine(text: string, catalogue: Catalogue, memo: Map<string, boolean>): boolean {
  for (let at = text.indexOf(": "); at > 0; at = text.indexOf(": ", at + 1)) {
    const name = text.slice(0, at);
    if (
      !plainValue(name) &&
      printable(name, catalogue, memo) &&
      printable(text.slice(at + 2), catalogue, memo)
    )
      return true;
  }
  return false;
}

/** One problem of a block: the block's line, and what is wrong. */
interface Finding {
  at: number;
  problem: string;
}

/**
 * The findings of a checkpoint report's block, each at its 0-based line in the block: titles
 * (✓/✗ and the name, wrapped with a 2-column hang), figures (4 columns, each maybe wrapped over
 * several lines: every split into figures is tried), charts (a 4-column title, 6-column bars).
 */
function reportFindings(lines: string[], catalogue: Catalogue): Finding[] {
  const findings: Finding[] = [];
  const memo = new Map<string, boolean>();
  const stale = (at: number, text: string) =>
    findings.push({ at, problem: `"${text.trim()}" is not what the code prints` });
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    if (line.trim() === "") {
      i++;
      continue;
    }
    const title = /^([✓✗-]) (.*)$/.exec(line);
    if (title) {
      let end = i + 1;
      while (end < lines.length && /^ {2}\S/.test(lines[end] ?? "")) end++;
      const joined = lines.slice(i, end).join(" ").replace(/\s+/g, " ");
      const m = /^[✓✗-] (.*) (\d+\.\d) s$/.exec(joined);
      if (!m || !printable(m[1] ?? "", catalogue, memo)) stale(i, joined);
      else {
        const laid = wrap(`${title[1]} ${m[1]} ${m[2]}\u00a0s`, WIDTH).replaceAll("\u00a0", " ");
        if (laid !== lines.slice(i, end).join("\n"))
          findings.push({
            at: i,
            problem: `"${joined}" is wrapped otherwise than the reporter does`,
          });
      }
      i = end;
      continue;
    }
    if (/^ {4}\S/.test(line)) {
      // A run of figure lines, each maybe wrapped over several, then maybe a chart's title.
      let end = i;
      while (end < lines.length && /^ {4}\S/.test(lines[end] ?? "")) end++;
      const chartTitle = /^ {6}\S/.test(lines[end] ?? "") ? end - 1 : end;
      const run = lines.slice(i, chartTitle);
      const ok = (from: number, to: number) => {
        const text = run
          .slice(from, to)
          .map((l) => l.trim())
          .join(" ");
        return (
          figureLine(text, catalogue, memo) &&
          wrap(`    ${text}`, WIDTH) === run.slice(from, to).join("\n")
        );
      };
      // good[k]: the run's first k lines are whole figures as the reporter prints them.
      let furthest = 0;
      const good = [true, ...run.map(() => false)];
      for (let from = 0; from < run.length; from++) {
        if (!good[from]) continue;
        furthest = from;
        for (let to = from + 1; to <= run.length; to++)
          if (!good[to] && ok(from, to)) good[to] = true;
      }
      if (!good[run.length]) stale(i + furthest, run[furthest] ?? "");
      i = chartTitle;
      if (chartTitle < end || /^ {6}\S/.test(lines[i] ?? ""))
        i = chartFindings(lines, i, catalogue, memo, findings);
      continue;
    }
    if (/^ {6}\S/.test(line)) {
      stale(i, line);
      i++;
      continue;
    }
    if (!printable(line.trim(), catalogue, memo)) stale(i, line);
    i++;
  }
  return findings;
}

/** Checks the chart whose title is line `at`; returns the line after its last bar. */
function chartFindings(
  lines: string[],
  at: number,
  catalogue: Catalogue,
  memo: Map<string, boolean>,
  findings: Finding[],
): number {
  const title = (lines[at] ?? "").trim();
  let end = at + 1;
  while (end < lines.length && /^ {6}\S/.test(lines[end] ?? "")) end++;
  if (!printable(title, catalogue, memo))
    findings.push({ at, problem: `"${title}" is not a chart title the code prints` });
  const bars = lines
    .slice(at + 1, end)
    .map((line) => /^ {6}(.+?) +[█▏▎▍▌▋▊▉]* *(\d+)( ?)(\S*)$/.exec(line));
  const unit = bars[0]?.[4] ?? "";
  if (bars.some((bar) => !bar)) {
    findings.push({ at, problem: `the chart "${title}" has a line that is not a bar` });
    return end;
  }
  for (const [k, bar] of bars.entries())
    if (!printable(bar?.[1] ?? "", catalogue, memo))
      findings.push({
        at: at + 1 + k,
        problem: `"${bar?.[1]}" is not a bar label the code prints`,
      });
  const drawn = renderChart(
    { title, unit, bars: bars.map((bar) => ({ label: bar?.[1] ?? "", value: Number(bar?.[2]) })) },
    WIDTH,
  );
  const blank = (text: string) => text.replace(BAR, " ").trimEnd();
  const layout = lines.slice(at, end).map(blank).join("\n");
  if (drawn.map(blank).join("\n") !== layout)
    findings.push({
      at,
      problem: `the chart "${title}" is laid out otherwise than renderChart() draws it`,
    });
  return end;
}

/** The findings of a block of program output. */
function blockFindings(block: Block, catalogue: Catalogue, floor: number): Finding[] {
  // A file's lines shown as an example of its format (/proc/self/cgroup), with where it is defined.
  if (EXAMPLE.test(block.before.trim())) return [];
  const marker = REAL_RUN.exec(block.before.trim());
  if (marker) {
    const major = Number(/^(\d+)\.\d+\.\d+$/.exec(marker[2] ?? "")?.[1]);
    return major >= floor
      ? []
      : [{ at: -1, problem: `its real run names no supported Node.js x.y.z ("${marker[2]}")` }];
  }
  const first = block.lines.find((line) => line.trim() !== "") ?? "";
  if (block.lines.some((line) => /^[✓✗] /.test(line)) || /^ {4}\S/.test(first))
    return reportFindings(block.lines, catalogue);
  const memo = new Map<string, boolean>();
  return block.lines.flatMap((line, at) =>
    line.trim() === "" || printable(line.trim(), catalogue, memo)
      ? []
      : [{ at, problem: `"${line.trim()}" is not what the code prints` }],
  );
}

/** The Markdown files whose blocks are checked: lessons, hints, docs (English: the sources). */
export function sampleFiles(root: string): string[] {
  const steps = readdirSync(join(root, "steps")).filter((name) => /^\d\d-/.test(name));
  return [
    ...steps.flatMap((step) => [`steps/${step}/README.md`, `steps/${step}/HINTS.md`]),
    ...readdirSync(join(root, "docs"))
      .filter((file) => file.endsWith(".md"))
      .map((file) => `docs/${file}`),
  ];
}

/** A stale block: the file, the block's first line, and its findings. */
export interface StaleBlock {
  file: string;
  line: number;
  findings: Finding[];
}

/** Every block of program output under `root` that the code does not print, or not so laid out. */
export function staleBlocks(root: string, catalogue: Catalogue): StaleBlock[] {
  const floor = Number(
    /(\d+)/.exec(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).engines.node)?.[1],
  );
  return sampleFiles(root).flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(join(root, file), "utf8");
    } catch {
      return [];
    }
    return fencedBlocks(text)
      .filter((block) => ["", "console", "output"].includes(block.lang))
      .flatMap((block) => {
        const findings = blockFindings(block, catalogue, floor);
        return findings.length ? [{ file, line: block.line, findings }] : [];
      });
  });
}

export const sampleOutputs: DevCheck = {
  name: "sample outputs",
  async run(root: string): Promise<Problem[]> {
    const catalogue = await loadCatalogue(root);
    return staleBlocks(root, catalogue).flatMap((block) =>
      block.findings.map((finding) => ({
        file: relative(root, join(root, block.file)),
        line: finding.at < 0 ? block.line - 1 : block.line + finding.at,
        problem: `sample output: ${finding.problem}`,
        fix:
          finding.at < 0
            ? "State the machine and the Node.js x.y.z the block was copied from: <!-- sample-output: real run; machine: …; node: 26.10.0 -->."
            : "Copy the block again from a run of today's code (npm run check … -- --solution at 80 columns), or, for a program the workshop does not own, mark it <!-- sample-output: real run; machine: …; node: x.y.z --> above the block.",
      })),
    );
  },
};
