import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, expect, test, vi } from "vitest";
import { workshopRoot } from "../harness/paths.ts";
import { annotationsOf, classroomResult, pointsLine, pointsOf, reportToGithub } from "./github.ts";
import type { CheckpointResult } from "./reporter.ts";
import type { Step } from "./steps.ts";

const step = { id: "02-unclustered-server", number: 2 } as Step;
// Inside the workshop, as a learner's folder is; .workshop/ does not exist yet in a fresh clone.
mkdirSync(join(workshopRoot, ".workshop"), { recursive: true });
const target = mkdtempSync(join(workshopRoot, ".workshop", "github-test-"));
writeFileSync(join(target, "index.ts"), "const port: number = 'x';\n");

const typeError = [
  "Expected: index.ts type-checks under strict TypeScript.",
  "Seen:     1 type error(s); the first at index.ts:1:7 - error TS2322: Type 'string' is not assignable to type 'number'.",
  "Next:     Fix the error at that file and line, then check again.",
  'Read:     steps/02-unclustered-server/README.md · "The server"',
].join("\n");

const results: CheckpointResult[] = [
  {
    name: "listens on PORT",
    file: "steps/02-unclustered-server/checkpoints/unclustered-server.test.ts",
    state: "failed",
    figures: [],
    charts: [],
    message: typeError,
    durationMs: 1200,
  },
  {
    name: "answers /heavy",
    file: "steps/02-unclustered-server/checkpoints/unclustered-server.test.ts",
    state: "failed",
    figures: [{ label: "answers", value: 0, unit: "" }],
    charts: [],
    message:
      'Expected: 200\nSeen:     404\nNext:     add the route\nRead:     steps/02-unclustered-server/README.md · "The /heavy route"',
    durationMs: 300,
  },
  {
    name: "one process",
    file: "steps/02-unclustered-server/checkpoints/unclustered-server.test.ts",
    state: "passed",
    figures: [{ label: "req/s", value: 240.5, unit: " req/s", threshold: "> 0", met: true }],
    charts: [],
    durationMs: 3000,
  },
  {
    name: "the port is taken",
    file: "steps/02-unclustered-server/checkpoints/unclustered-server.test.ts",
    state: "skipped",
    figures: [],
    charts: [],
    message: "Skipped: WSL1 lets two programs listen on one port.",
    durationMs: 0,
  },
];

afterAll(() => rmSync(target, { recursive: true, force: true }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

test("a type error is annotated at the learner's file, line and column", () => {
  const [first] = annotationsOf(results, target);
  expect(first).toMatchObject({
    level: "error",
    title: "listens on PORT",
    file: join(target.slice(workshopRoot.length + 1), "index.ts"),
    startLine: 1,
    startColumn: 7,
  });
  expect(first?.message).toBe(typeError);
});

test("a failure without a file:line is annotated without a file; figures and skips as notices", () => {
  const annotations = annotationsOf(results, target);
  expect(annotations.slice(1)).toEqual([
    { level: "error", title: "answers /heavy", message: expect.stringContaining("Seen:     404") },
    { level: "notice", title: "answers /heavy", message: "answers: 0" },
    { level: "notice", title: "one process", message: "req/s: 240.50 req/s (needs > 0: met)" },
    {
      level: "notice",
      title: "the port is taken",
      message: expect.stringMatching(/^Skipped: WSL1/),
    },
  ]);
});

test("points count the checkpoints that ran", () => {
  expect(pointsOf(results)).toEqual({ passed: 1, total: 3, skipped: 1 });
  expect(pointsLine(step, results)).toBe(
    "Points: 1/3 checkpoints of step 02-unclustered-server passed (1 skipped, not counted).",
  );
});

test("Classroom's runner format: a test per checkpoint that ran, a point each", () => {
  const result = classroomResult(results);
  expect(result).toMatchObject({ version: 1, status: "fail", max_score: 3 });
  expect(result.tests.map((t) => [t.name, t.status, t.score])).toEqual([
    ["listens on PORT", "fail", 0],
    ["answers /heavy", "fail", 0],
    ["one process", "pass", 1],
  ]);
  expect(classroomResult(results.slice(2, 3)).status).toBe("pass");
  expect(classroomResult(results.slice(3)).status).toBe("fail");
});

test("printed as workflow commands, escaped; the result output set in a workflow", async () => {
  const printed: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    printed.push(String(chunk));
    return true;
  });
  vi.spyOn(console, "log").mockImplementation((line) => {
    printed.push(`${line}\n`);
  });
  const output = join(mkdtempSync(join(tmpdir(), "github-output-")), "output");
  writeFileSync(output, "");
  vi.stubEnv("GITHUB_OUTPUT", output);
  await reportToGithub(step, results, target);
  const text = printed.join("");
  const file = join(target.slice(workshopRoot.length + 1), "index.ts");
  expect(text).toContain(
    `::error title=listens on PORT,file=${file},line=1,col=7::Expected: index.ts type-checks under strict TypeScript.%0ASeen:`,
  );
  expect(text).toContain("::notice title=one process::req/s: 240.50 req/s (needs > 0: met)");
  expect(text).toContain("Points: 1/3 checkpoints");
  const written = readFileSync(output, "utf8");
  const encoded = written.match(/^result<<(.+)\n([A-Za-z0-9+/=]+)\n\1/m)?.[2] ?? "";
  expect(JSON.parse(Buffer.from(encoded, "base64").toString())).toMatchObject({ max_score: 3 });
});

test("a failure repeated by later checkpoints is annotated in full once", () => {
  const again = { ...results[0], name: "answers on PORT" } as CheckpointResult;
  const annotations = annotationsOf([results[0] as CheckpointResult, again], target);
  expect(annotations[1]).toEqual({
    level: "error",
    title: "answers on PORT",
    message: 'The same failure as "listens on PORT".',
  });
});
