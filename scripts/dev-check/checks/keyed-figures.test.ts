import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SPEEDUP_RULE } from "../../harness/measuring/speedup-rule.ts";
import { workshopRoot } from "../../harness/paths.ts";
import { containsFigure, KEYED_FIGURES, measuredFigures } from "./keyed-figures.ts";

describe("the measured figures of the prose", () => {
  test("today's repository: every figure is keyed or a constant", async () => {
    const problems = await KEYED_FIGURES.run(workshopRoot);
    expect(problems.map((p) => `${p.file}:${p.line ?? ""}: ${p.problem}`)).toEqual([]);
  });

  test("speed-ups, req/s, shares and times are found; ideals, products, settings, duty cycles and code are not", () => {
    const text = [
      "It reached 1.68× (1.58–1.99× quiet), 742 req/s, 32% of the CPU, 1.39 ms and 607 ms.",
      "The ideal is 2×; the bar is 1 + 0.5 × (reference − 1); a probe every 100 ms.",
      "A loop spinning 16 ms of every 20 ms, then 10 ms of 20, or N ms of every 20 ms.",
      "```",
      "speed-up 1.70×, 800 req/s",
      "```",
      "Then 3 ms.",
      "Ranges: 76–104 req/s, 92–93% and 480–610 ms.",
    ].join("\n");
    expect(measuredFigures(text)).toEqual([
      { figure: "1.68×", line: 1 },
      { figure: "1.58–1.99×", line: 1 },
      { figure: "742 req/s", line: 1 },
      { figure: "32%", line: 1 },
      { figure: "1.39 ms", line: 1 },
      { figure: "607 ms", line: 1 },
      { figure: "3 ms", line: 7 },
      { figure: "76–104 req/s", line: 8 },
      { figure: "92–93%", line: 8 },
      { figure: "480–610 ms", line: 8 },
    ]);
  });

  test("an indented fence in a list and a tilde fence are code too, their lines kept", () => {
    const text = [
      "- a step:",
      "  ```console",
      "  speed-up 1.70×",
      "  ```",
      "~~~",
      "800 req/s",
      "~~~",
      "Then 1.39 ms.",
    ].join("\n");
    expect(measuredFigures(text)).toEqual([{ figure: "1.39 ms", line: 8 }]);
  });

  test("a value contains a figure whole, not as the tail of a longer number", () => {
    expect(containsFigure("1.68×", "1.68×")).toBe(true);
    expect(containsFigure("38% / 20% / 21% / 20%", "21%")).toBe(true);
    expect(containsFigure("1.68×", "8×")).toBe(false);
    expect(containsFigure("1.68×", "68×")).toBe(false);
    expect(containsFigure("171 ms", "17 ms")).toBe(false);
  });
});

describe("the check on a made-up tree", () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const lesson = "steps/99-made-up/README.md";
  const constant = `${(1 + SPEEDUP_RULE.minReferenceGain).toFixed(2)}×`;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "keyed-figures-"));
    write(
      "scripts/workshop/facts.json",
      JSON.stringify({ measured: { figures: { a: { value: "1.68×", how: "x", in: [lesson] } } } }),
    );
    write(
      "steps/99-made-up/checkpoints/facts.json",
      JSON.stringify({ figures: { b: { value: "742 req/s", how: "y", in: [lesson] } } }),
    );
    write("docs/notes.md", "A note at 742 req/s.\n");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const run = async (text: string) => {
    write(lesson, text);
    return (await KEYED_FIGURES.run(root)).map((p) => `${p.file}:${p.line ?? ""} ${p.problem}`);
  };

  test("a keyed figure and a constant pass", async () => {
    const text = `# Made up\n\nIt reached 1.68× at 742 req/s; below ${constant} nothing counts.\n`;
    write("docs/notes.md", "A note.\n");
    expect(await run(text)).toEqual([]);
  });

  test("an unkeyed figure fails at its line, and a keyed figure fails in a file its entry does not list", async () => {
    write("docs/notes.md", "A note at 742 req/s.\n");
    const problems = await run("# Made up\n\n1.68× and 1.31×.\nOnce 32%.\n");
    expect(problems).toEqual([
      `${lesson}:3 "1.31×" is a measured figure no facts-table entry keys for this file`,
      `${lesson}:4 "32%" is a measured figure no facts-table entry keys for this file`,
      'docs/notes.md:1 "742 req/s" is a measured figure no facts-table entry keys for this file',
    ]);
  });

  test("a file's old list of unkeyed figures excuses nothing", async () => {
    const facts = "steps/99-made-up/checkpoints/facts.json";
    write(facts, JSON.stringify({ figures: {}, unkeyed: { "README.md": ["32%"] } }));
    write("scripts/dev-check/unkeyed-figures.json", JSON.stringify({ [lesson]: ["32%"] }));
    write("docs/notes.md", "A note.\n");
    expect(await run("# Made up\n\nOnce 32%.\n")).toEqual([
      `${lesson}:3 "32%" is a measured figure no facts-table entry keys for this file`,
    ]);
  });

  test("a step's constant passes where it stands for the constant; elsewhere, or changed, it fails", async () => {
    const facts = "steps/99-made-up/checkpoints/facts.json";
    const constants = [
      { module: "checkpoints/x.test.ts", expression: "100 * MIN_SHARE", unit: "%", in: [lesson] },
    ];
    write(facts, JSON.stringify({ figures: {}, constants }));
    write("steps/99-made-up/checkpoints/x.test.ts", "const MIN_SHARE = 0.15;\n");
    write("docs/notes.md", "At least 15% each.\n");
    expect(await run("# Made up\n\nAt least 15% each.\n")).toEqual([
      'docs/notes.md:1 "15%" is a measured figure no facts-table entry keys for this file',
    ]);
    write("steps/99-made-up/checkpoints/x.test.ts", "const MIN_SHARE = 0.2;\n");
    write("docs/notes.md", "Nothing.\n");
    expect(await run("# Made up\n\nAt least 15% each.\n")).toEqual([
      `${lesson}:3 "15%" is a measured figure no facts-table entry keys for this file`,
    ]);
  });
});
