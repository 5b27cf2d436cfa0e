// Checkpoints of step 01 about the learner's project manifest, package.json, set up as the
// tutorial does it: ES modules, express as a dependency, a start script.
import { readFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import parseJson, { type JSONError } from "parse-json";
import semver from "semver";
import { check, defineStep, fail, quoted, test } from "#harness";

const step = defineStep(import.meta.url, [
  "Your project",
  "ES modules",
  "Express",
  "A start script",
]);

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
    return fail(() => ({
      expected: "package.json is valid JSON.",
      seen: `it does not parse: ${message.split("\n")[0]}`,
      next: "Fix the JSON at that line: look for a missing or trailing comma, or a missing quote.",
      section: "Your project",
      quote: quoted("the JSON parser points at", () =>
        stripVTControlCharacters(codeFrame ?? "").split("\n"),
      ),
    }));
  }
}

test('package.json makes the project ES modules ("type": "module")', () => {
  step.section("ES modules");
  const { type } = manifest();
  check(type === "module", () => ({
    expected: '"type": "module" in package.json, so that import/export work in every file.',
    seen:
      type === undefined
        ? 'no "type" field (Node.js then treats .js files as CommonJS).'
        : `"type": ${JSON.stringify(type)}.`,
    next: "Run `npm pkg set type=module` in the step's folder, or add the field by hand.",
  }));
});

test("package.json depends on express 5", () => {
  step.section("Express");
  const range = manifest().dependencies?.express;
  const major = range && semver.validRange(range) ? semver.minVersion(range)?.major : undefined;
  check(major === 5, () => ({
    expected: 'express 5 under "dependencies", e.g. "express": "^5.1.0".',
    seen: range === undefined ? "no express dependency." : `"express": ${JSON.stringify(range)}.`,
    next: 'In your own project: `npm install express@5`. Here: `npm pkg set dependencies.express="^5.1.0"`.',
  }));
});

test("package.json has a start script that runs index.ts", () => {
  step.section("A start script");
  const { scripts, engines } = manifest();
  const start = scripts?.start;
  // Node.js runs .ts files itself only from 22.18 (type stripping); before that it needs tsx. A
  // script without tsx is right only for a project that says it needs 22.18 or newer.
  const declared = engines?.node;
  const nativeOnly =
    declared !== undefined &&
    semver.validRange(declared) !== null &&
    semver.subset(declared, ">=22.18.0");
  const runsIndex = start !== undefined && /\bindex\.ts\b/.test(start);
  const runsTypeScript = start !== undefined && (nativeOnly || /\btsx\b/.test(start));
  const nativeHere = semver.gte(process.versions.node, "22.18.0");
  check(runsIndex && runsTypeScript, () => ({
    expected: 'a "start" script that runs index.ts with tsx, e.g. "node --import tsx index.ts".',
    seen:
      start === undefined
        ? "no start script."
        : `"start": ${JSON.stringify(start)}${runsIndex ? `, which runs a .ts file without tsx${nativeHere ? `: your Node.js ${process.versions.node} strips the types itself, Node.js 20.6 to 22.17 (which this workshop supports) cannot` : ""}` : ", which does not run index.ts"}.`,
    next: `Run \`npm pkg set scripts.start="node --import tsx index.ts"\`${nativeHere ? ', or declare that the project needs Node.js 22.18 or newer: "engines": { "node": ">=22.18" }' : ""}.`,
  }));
});
