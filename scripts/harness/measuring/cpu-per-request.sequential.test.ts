// measureWork against fixture servers: real per-request CPU work counts, CPU burnt on the side does not.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { startProgram } from "../processes/start.ts";
import { measureWork } from "./cpu-per-request.ts";

const dir = mkdtempSync(join(tmpdir(), "work-"));

function server(name: string, handler: string, extra = ""): string {
  const file = join(dir, name);
  writeFileSync(
    file,
    `import { createServer } from "node:http";
${extra}
const port = Number(process.env.PORT);
createServer((_req, res) => { ${handler} }).listen(port, () => console.log(\`App listening on port \${port}\`));
`,
  );
  return file;
}

test("a server that busy-waits 3 ms per request costs about that much CPU per request", async () => {
  const busy = server("busy.ts", "const t = Date.now() + 3; while (Date.now() < t); res.end('x');");
  const program = await startProgram({ entry: busy, lesson: "l" });
  const work = await measureWork([program.pid], `${program.url}/`, 0.5, 4);
  expect(work.load.requests).toBeGreaterThan(20);
  expect(work.msPerRequest).toBeGreaterThan(2);
});

test("CPU burnt by a timer on the side is subtracted: a hard-coded answer stays cheap", async () => {
  const cheat = server(
    "cheat.ts",
    "res.end('x');",
    "setInterval(() => { const t = Date.now() + 8; while (Date.now() < t); }, 10);",
  );
  const program = await startProgram({ entry: cheat, lesson: "l" });
  const work = await measureWork([program.pid], `${program.url}/`, 0.5, 4);
  expect(work.msPerRequest).toBeLessThan(1);
});
