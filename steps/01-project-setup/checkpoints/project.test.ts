// Checkpoints of step 01 about the learner's project manifest, package.json, set up as the
// tutorial does it: ES modules, express as a dependency, a start script.
import { readFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import parseJson, { type JSONError } from "parse-json";
import semver from "semver";
import { check, defineStep, fail, quoted, test } from "#harness";
import { MESSAGES } from "./messages/index.ts";

/** The Node.js versions that run a .ts file without flags (the lesson, "A start script"). */
const NATIVE_TYPESCRIPT = "^22.18.0 || >=23.6.0";

const step = defineStep(
  import.meta.url,
  ["Your project", "ES modules", "Express", "A start script"],
  MESSAGES,
);

interface Manifest {
  type?: string;
  scripts?: Record<string, string>;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
}

/** The learner's package.json, parsed. @throws CheckpointError when it is missing or not JSON */
function manifest(): Manifest {
  const text = readFileSync(step.file("package.json", "Your project"), "utf8");
  try {
    return parseJson(text, "package.json") as Manifest;
  } catch (error) {
    const { message, codeFrame } = error as JSONError;
    return fail(() =>
      step.finding(
        "json",
        { error: message.split("\n")[0] ?? "" },
        {
          section: "Your project",
          quote: quoted(step.t("json.quote"), () =>
            stripVTControlCharacters(codeFrame ?? "").split("\n"),
          ),
        },
      ),
    );
  }
}

test(step.name("esModules"), () => {
  step.section("ES modules");
  const { type } = manifest();
  check(type === "module", () =>
    step.finding("esModules", { type: type === undefined ? "none" : JSON.stringify(type) }),
  );
});

test(step.name("express"), () => {
  step.section("Express");
  const range = manifest().dependencies?.express;
  const valid = range !== undefined && semver.validRange(range) !== null;
  const major = valid ? semver.minVersion(range)?.major : undefined;
  // "Any range that means Express 5" (the lesson): ">=5" lets a later install take express 6.
  const open = valid && semver.intersects(range, ">=6.0.0");
  check(major === 5 && !open, () =>
    step.finding("express", {
      range: range === undefined ? "none" : JSON.stringify(range),
      open: open ? "yes" : "no",
    }),
  );
});

/** Words that run the next word as the command: package runners, env setters, a `--`. */
const RUNNERS = new Set(["cross-env", "env", "exec", "npx", "pnpx", "bunx", "npm", "pnpm", "yarn"]);
const RUNNER_WORDS = new Set(["exec", "run", "dlx", "--"]);

/**
 * Whether a start script runs the tsx CLI as a command (`tsx index.ts`, `npx tsx@4 index.ts`,
 * `cross-env NODE_ENV=production tsx …`, `./node_modules/.bin/tsx …`, `node …/tsx/dist/cli.mjs`),
 * which starts the server in a second Node.js process of its own, rather than loading tsx into
 * the one Node.js (`node --import tsx index.ts`).
 */
function runsTsxCli(script: string): boolean {
  return script.split(/&&|\|\||[;|]/).some((command) => {
    const words = command.trim().split(/\s+/).filter(Boolean);
    let i = 0;
    // Skip environment settings, runners and their flags: what is left first is the command.
    while (i < words.length) {
      const word = words[i] ?? "";
      const skipped =
        /^\w+=/.test(word) || RUNNERS.has(word) || RUNNER_WORDS.has(word) || word.startsWith("-");
      if (!skipped) break;
      i++;
    }
    const program = words[i];
    if (program === undefined) return false;
    if (program.split("/").pop()?.replace(/@.*$/, "") === "tsx") return true;
    return /(^|\/)node$/.test(program) && words.slice(i + 1).some((w) => /tsx\/dist\/cli/.test(w));
  });
}

test(step.name("startScript"), () => {
  step.section("A start script");
  const { scripts, engines } = manifest();
  const start = scripts?.start;
  // Node.js runs .ts files itself from 22.18 and from 23.6 (23.0 to 23.5 need
  // --experimental-strip-types; https://nodejs.org/api/typescript.html#type-stripping): a script
  // without tsx is right only for a project whose engines range holds nothing else.
  const declared = engines?.node;
  const nativeOnly =
    declared !== undefined &&
    semver.validRange(declared) !== null &&
    semver.subset(declared, NATIVE_TYPESCRIPT);
  const runsIndex = start !== undefined && /\bindex\.ts\b/.test(start);
  const runsTypeScript = start !== undefined && (nativeOnly || /\btsx\b/.test(start));
  const nativeHere = semver.gte(process.versions.node, "22.18.0");
  check(runsIndex && runsTypeScript, () =>
    step.finding("startScript", {
      start: start === undefined ? "none" : JSON.stringify(start),
      problem: runsIndex ? "noTsx" : "noIndex",
      native: nativeHere ? "yes" : "no",
      version: process.versions.node,
    }),
  );
  // A single process: the pid npm start reports, and the checks signal, is the server's.
  check(!runsTsxCli(start), () => step.finding("tsxCli", { start: JSON.stringify(start) }));
});
