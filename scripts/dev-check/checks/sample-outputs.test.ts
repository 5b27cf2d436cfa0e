import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { workshopRoot } from "../../harness/paths.ts";
import {
  type Catalogue,
  loadCatalogue,
  printable,
  sampleOutputs,
  staleBlocks,
} from "./sample-outputs.ts";

let catalogue: Catalogue;
beforeAll(async () => {
  catalogue = await loadCatalogue(workshopRoot);
});

describe("the sample outputs of the lessons, the hints and docs/", () => {
  test("every block is what today's code prints, or a real run that names its machine and Node.js", async () => {
    const problems = await sampleOutputs.run(workshopRoot);
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.problem}`)).toEqual([]);
  });

  test("changing one message's English makes the lessons that print it fail, by name", async () => {
    const changed = await loadCatalogue(workshopRoot, {
      "scripts/i18n/locales/en.ts": { "speedup.chart.title": "req/s, the median of each side" },
    });
    const files = staleBlocks(workshopRoot, changed).map((block) => block.file);
    expect(files).toContain("steps/03-cluster-primary/README.md");
    expect(files).toContain("steps/05-pm2-ecosystem/README.md");
  });

  test("changing a step's message makes its lesson fail at the line that prints it", async () => {
    const changed = await loadCatalogue(workshopRoot, {
      "steps/06-scheduling-and-balance/checkpoints/messages/en.ts": {
        "figure.smallestShare": "the smallest share of a worker under SCHED_RR",
      },
    });
    const before = new Set(staleBlocks(workshopRoot, catalogue).map((b) => `${b.file}:${b.line}`));
    const stale = staleBlocks(workshopRoot, changed).filter(
      (b) => !before.has(`${b.file}:${b.line}`),
    );
    expect(stale.map((block) => block.file)).toEqual(["steps/06-scheduling-and-balance/README.md"]);
    expect(stale[0]?.findings[0]?.problem).toContain("smallest worker share under SCHED_RR");
  });

  test("a line is printable as one message, a join of messages and figures, and not otherwise", () => {
    expect(printable("speed-up, median of 3 rounds", catalogue)).toBe(true);
    expect(printable("req/s, median window of each side", catalogue)).toBe(true);
    expect(printable("1.0 s, 2.0 s, 4.0 s", catalogue)).toBe(true);
    expect(printable("req/s, the median window of each side", catalogue)).toBe(false);
    expect(printable("speed-up, median of 3 round(s)", catalogue)).toBe(false);
  });
});

describe("the check on blocks it is given", () => {
  let root: string;
  const lesson = (text: string) => {
    const path = join(root, "steps/99-sample/README.md");
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    return staleBlocks(root, catalogue);
  };
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "sample-outputs-"));
    mkdirSync(join(root, "docs"));
    writeFileSync(join(root, "package.json"), JSON.stringify({ engines: { node: ">=20.6" } }));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const fence = "```";
  const report = (figures: string) =>
    `# Sample\n\n${fence}\n✓ a worker killed with SIGKILL is replaced, and the port keeps answering 0.2 s\n${figures}\n${fence}\n`;

  test("a report laid out as the reporter lays it out passes; wrapped otherwise, it fails", () => {
    expect(lesson(report("    replaced and ready after: 174 ms (needs <= 5000 ms)"))).toEqual([]);
    const stale = lesson(report("    replaced and ready after: 174 ms\n    (needs <= 5000 ms)"));
    expect(stale).toHaveLength(1);
    expect(stale[0]?.line).toBe(4);
  });

  test("a program's own line passes; a line no code prints fails, naming the file and line", () => {
    expect(lesson(`${fence}\nworker pid=6522\nApp listening on port 3000\n${fence}\n`)).toEqual([]);
    const stale = lesson(
      `intro\n\n${fence}\nworker pid=6522\nServer started on port 3000\n${fence}\n`,
    );
    expect(stale).toEqual([
      {
        file: "steps/99-sample/README.md",
        line: 4,
        findings: [{ at: 1, problem: '"Server started on port 3000" is not what the code prints' }],
      },
    ]);
  });

  test("a real run passes when it names its machine and a supported Node.js, and fails otherwise", () => {
    const block = `${fence}\n[PM2] App [heavy] launched (2 instances)\n${fence}\n`;
    expect(lesson(block)).toHaveLength(1);
    expect(
      lesson(`<!-- sample-output: real run; machine: a 2-core VM; node: 26.10.0 -->\n${block}`),
    ).toEqual([]);
    expect(
      lesson(`<!-- sample-output: real run; machine: a 2-core VM; node: 18.20.0 -->\n${block}`),
    ).toHaveLength(1);
  });

  test("a block with a language is code, not output", () => {
    expect(
      lesson(`${fence}sh\nnpx loadtest -n 1200 -c 200 -k http://localhost:3000/heavy\n${fence}\n`),
    ).toEqual([]);
  });
});
