/**
 * Advice that is proven: every inline code span of a `Next` line is code the learner can find in
 * the step's solution or lesson, or is computed from what was observed (an ICU placeholder, filled
 * in from the learner's run). A span found in neither sends the learner after code that exists
 * nowhere, as `fileURLToPath(new URL("../index.ts", import.meta.url))` did for the cluster primary,
 * where both its lesson and its solution resolve "./index.ts".
 *
 * Next lines are a step's checkpoint messages (`steps/NN-name/checkpoints/messages/`) whose key
 * ends in `.next` or `.advice`, checked against that step's solution and lesson, and the shared
 * messages (scripts/i18n/locales/) whose key ends in `.next` or starts with `start.error.`,
 * checked against every step's, since any step may print them. Every language is checked: the
 * translations keep the English code spans (scripts/i18n/step-messages.test.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import escapeStringRegexp from "escape-string-regexp";
import { listSteps, type Step } from "../../workshop/steps.ts";
import type { DevCheck, Problem } from "../problem.ts";

/**
 * The first word of a span that is a shell command to type (`nvm install --lts`, `lsof -i :3000`),
 * not code to write: no solution holds it.
 */
const COMMANDS = new Set(["npm", "npx", "nvm", "sudo", "lsof", "node", "pm2", "kill"]);

/** What counts as a Next line among a catalogue's keys. */
const STEP_NEXT = /\.(next|advice)$|^advice\./;
const SHARED_NEXT = /\.next$|^start\.error\./;

/** The inline code spans of a message, as written (ICU quoting and placeholders kept). */
export function codeSpans(message: string): string[] {
  return [...message.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? "");
}

/**
 * A code span as a regular expression over source text: ICU-quoted braces (`$'{port}'`) are
 * literal, a placeholder (`{file}`) or an ellipsis (`…`) stands for any text on one line, a call
 * written empty at the end (`cluster.setupPrimary()`) names the function and matches any call of
 * it, and a run of white space matches any.
 */
export function spanPattern(span: string): RegExp {
  let pattern = "";
  let i = 0;
  const literal = (text: string) => {
    pattern += escapeStringRegexp(text);
  };
  const body = span.endsWith("()") && span.length > 2 ? span.slice(0, -1) : span;
  while (i < body.length) {
    const c = body[i] ?? "";
    if (c === "'" && (body[i + 1] === "{" || body[i + 1] === "}")) {
      const end = body.indexOf("'", i + 1);
      literal(body.slice(i + 1, end === -1 ? undefined : end));
      i = end === -1 ? body.length : end + 1;
    } else if (c === "'" && body[i + 1] === "'") {
      literal("'");
      i += 2;
    } else if (c === "{") {
      let depth = 1;
      let j = i + 1;
      for (; j < body.length && depth > 0; j++) {
        if (body[j] === "{") depth++;
        else if (body[j] === "}") depth--;
      }
      pattern += "[^\\n]*?";
      i = j;
    } else if (c === "…") {
      pattern += "[^\\n]*?";
      i++;
    } else {
      literal(c);
      i++;
    }
  }
  return new RegExp(pattern.replace(/\s+/g, "\\s+"));
}

/** Whether `span` is a shell command (its first word is one of {@link COMMANDS}). */
const isCommand = (span: string) => COMMANDS.has(span.trim().split(/\s+/)[0] ?? "");

/**
 * The code spans of `message` found in no text of `sources`.
 *
 * @param message an ICU message, e.g. a catalogue's `*.next` value
 * @param sources the texts the spans must be found in (a solution's files, a lesson)
 */
export function unprovenSpans(message: string, sources: string): string[] {
  return codeSpans(message).filter((span) => !isCommand(span) && !spanPattern(span).test(sources));
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules") return [];
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A step's solution files and its lesson, as one text. */
function stepSources(step: Step): string {
  return [...filesUnder(step.solutionDir), join(step.dir, "README.md")]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
}

/** The 1-based line of `key`'s entry in `file`, if it is there. */
function lineOf(file: string, key: string): number | undefined {
  const index = readFileSync(file, "utf8")
    .split("\n")
    .findIndex((line) => line.includes(`"${key}":`));
  return index === -1 ? undefined : index + 1;
}

type Catalogue = Record<string, Record<string, string>>;

async function catalogueProblems(
  root: string,
  dir: string,
  catalogue: Catalogue,
  isNext: RegExp,
  sources: string,
  where: string,
): Promise<Problem[]> {
  return Object.entries(catalogue).flatMap(([locale, messages]) =>
    Object.entries(messages)
      .filter(([key]) => isNext.test(key))
      .flatMap(([key, message]) =>
        unprovenSpans(message, sources).map((span): Problem => {
          const file = join(dir, `${locale}.ts`);
          return {
            file: relative(root, file),
            line: existsSync(file) ? lineOf(file, key) : undefined,
            problem: `the Next line ${key} (${locale}) advises \`${span}\`, found in ${where}`,
            fix: "Write code the solution or the lesson holds, or compute it from what the check saw (a placeholder).",
          };
        }),
      ),
  );
}

/** The structural check: {@link unprovenSpans} of every Next line in the repository at `root`. */
export const nextCodeSpans: DevCheck = {
  name: "Next lines advise code that exists",
  async run(root) {
    const steps = listSteps(root);
    const problems: Problem[] = [];
    for (const step of steps) {
      const dir = join(step.dir, "checkpoints/messages");
      const index = join(dir, "index.ts");
      if (!existsSync(index)) continue;
      const { MESSAGES } = (await import(pathToFileURL(index).href)) as { MESSAGES: Catalogue };
      const where = `neither solutions/${step.id}/ nor its lesson`;
      problems.push(
        ...(await catalogueProblems(root, dir, MESSAGES, STEP_NEXT, stepSources(step), where)),
      );
    }
    const shared = join(root, "scripts/i18n/locales");
    const catalogue: Catalogue = {};
    for (const locale of ["en", "ja", "ko"]) {
      const file = join(shared, `${locale}.ts`);
      if (existsSync(file))
        catalogue[locale] = (await import(pathToFileURL(file).href))[locale] as Catalogue[string];
    }
    const all = steps.map(stepSources).join("\n");
    problems.push(
      ...(await catalogueProblems(
        root,
        shared,
        catalogue,
        SHARED_NEXT,
        all,
        "no step's solution or lesson",
      )),
    );
    return problems;
  },
};
