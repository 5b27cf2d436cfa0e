/**
 * The requirements check can fail: on a made-up step whose table misses a TODO, names a TODO, a
 * checkpoint and a mistake the step does not have, proves a row by another checkpoint's mistake
 * or by none, leaves a mistake out, and holds a row not checked in a table called complete, on a
 * step with no table, and on a step called open with every row checked, it reports each once; the
 * summary counts the rows by kind.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { REQUIREMENTS } from "./requirements.ts";

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

const row = (says: string, rest: string) =>
  `{ says: ${JSON.stringify(says)}, section: "The route", ${rest} }`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "requirements-"));
  for (const step of ["97-open-but-done", "98-made-up", "99-no-table"]) {
    write(`steps/${step}/README.md`, "# Made up\n\n## The route\n");
    write(`steps/${step}/index.ts`, "// TODO 1: serve /heavy\n// TODO 2: print the port\n");
    write(
      `steps/${step}/checkpoints/route.test.ts`,
      'test("serves /heavy", () => {});\ntest("prints the port", () => {});\n',
    );
    const names = { "name.heavy": "serves /heavy", "name.port": "prints the port" };
    write(
      `steps/${step}/checkpoints/messages/index.ts`,
      `export const MESSAGES = ${JSON.stringify({ en: names, ja: names, ko: names })};\n`,
    );
    write(
      `steps/${step}/checkpoints/mistakes.ts`,
      `export const MISTAKES = ${JSON.stringify([
        { name: "no route", checkpoint: "heavy" },
        { name: "no port line", checkpoint: "port" },
        { name: "left out", checkpoint: "heavy" },
      ])};\n`,
    );
  }
  write(
    "steps/98-made-up/checkpoints/step.ts",
    `export const STEP = { requirements: [
      ${row("serve /heavy", 'todos: [1], checkpoint: "heavy", mistakes: ["no route"]')},
      ${row("answer fast", 'todos: [7], unchecked: "needs a second machine"')},
      ${row("answer 200", 'todos: [], checkpoint: "status", mistakes: ["no route"]')},
      ${row("say so", 'todos: [], checkpoint: "heavy", mistakes: ["no such mistake"]')},
      ${row("the body", 'todos: [], checkpoint: "heavy", mistakes: ["no port line"]')},
      ${row("the header", 'todos: [], checkpoint: "heavy", mistakes: []')},
      ${row("the status", 'todos: [], notYetChecked: "needs a mistake"')},
    ] };\n`,
  );
  write("steps/99-no-table/checkpoints/step.ts", "export const STEP = {};\n");
  write(
    "steps/97-open-but-done/checkpoints/step.ts",
    `export const STEP = { requirementsOpen: "the port line", requirements: [
      ${row("serve /heavy", 'todos: [1], checkpoint: "heavy", mistakes: ["no route", "left out"]')},
      ${row("print the port", 'todos: [2], checkpoint: "port", mistakes: ["no port line"]')},
    ] };\n`,
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("every fault of a table is reported once, at its row, and a step without one is named", async () => {
  const problems = (await REQUIREMENTS.run(root)).map(
    (p) => `${p.file}:${p.line ?? ""} ${p.problem}`,
  );
  const at = (line: number | "") => `steps/98-made-up/checkpoints/step.ts:${line}`;
  expect(problems).toEqual([
    "steps/97-open-but-done/checkpoints/step.ts: requirementsOpen is set, but every row of the table is checked or unchecked on purpose",
    `${at(3)} "answer fast" belongs to TODO 7, which the starter does not have`,
    `${at(4)} "answer 200" is checked by "status", which is none of the step's checkpoints`,
    `${at(5)} "say so" is proven by the mistake "no such mistake", which is none of its mistakes`,
    `${at(6)} "the body" is checked by "heavy", but its mistake "no port line" is caught by "port"`,
    `${at(7)} "the header" is called checked, but no mistake proves its checkpoint fails on it`,
    `${at(8)} "the status" is not checked yet, in a table called complete (no requirementsOpen)`,
    `${at("")} no requirement belongs to TODO 2: what it asks is not in the table`,
    `${at("")} the mistake "left out" breaks no requirement of the table`,
    "steps/99-no-table/checkpoints/step.ts: the step has no requirements table: nothing says what its checkpoints must catch",
  ]);
  expect(await REQUIREMENTS.summary?.(root)).toBe(
    "9 requirements: 7 checked, 1 left unchecked on purpose, 1 not yet checked",
  );
});
