import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { expect, test } from "vitest";
import { diffFolders } from "./diff.ts";

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "diff-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

test("a changed file is a unified diff: - yours, + the solution's; equal files are one line", () => {
  const mine = folder({
    "primary.ts": "const cpus = 2;\nfork();\n",
    "index.ts": "same\n",
    "README.md": "the lesson\n",
    "README.ko.md": "레슨\n",
    "checkpoints/a.test.ts": "x\n",
  });
  const solution = folder({
    "primary.ts": "const cpus = availableParallelism();\nfork();\n",
    "index.ts": "same\n",
  });
  const { text, differing } = diffFolders(mine, solution);
  const plain = stripVTControlCharacters(text);
  expect(differing).toBe(1);
  expect(plain).toContain("The same as the solution: index.ts");
  expect(plain).toContain("--- yours/primary.ts");
  expect(plain).toContain("+++ solution/primary.ts");
  expect(plain).toContain("-const cpus = 2;");
  expect(plain).toContain("+const cpus = availableParallelism();");
  expect(plain).toContain(" fork();");
  expect(plain).not.toContain("README");
  expect(plain).not.toContain("a.test.ts");
});

test("a file you have not written yet, or one only you have, is named", () => {
  const { text, differing } = diffFolders(
    folder({ "notes.ts": "mine\n" }),
    folder({ "compare.ts": "theirs\n" }),
  );
  const plain = stripVTControlCharacters(text);
  expect(differing).toBe(2);
  expect(plain).toContain("compare.ts: you have no compare.ts yet.");
  expect(plain).toContain("+theirs");
  expect(plain).toContain("notes.ts: only yours");
});

test("identical folders have no differences", () => {
  const files = { "index.ts": "same\n" };
  expect(diffFolders(folder(files), folder(files)).differing).toBe(0);
});
