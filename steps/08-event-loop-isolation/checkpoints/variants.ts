/**
 * Correct code written otherwise than this step's solution, in styles real learners write: one
 * edit of a solution file, or whole files from a folder under ./variants/
 * (scripts/selftest/variants.ts says how the self-test applies them). Every checkpoint of the
 * step must pass on each.
 */
import type { CataloguedVariant } from "../../../scripts/selftest/variants.ts";

/** The solution's /block body up to the answer: its check of ms, then its busy-wait. */
const CHECK_AND_BUSY_WAIT = `  const ms = Number(req.query.ms);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_BLOCK_MS) {
    res.status(400).send(\`ms must be a whole number from 0 to \${MAX_BLOCK_MS}\`);
    return;
  }
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy-wait: nothing else runs in this process meanwhile
  }`;

export const VARIANTS: readonly CataloguedVariant[] = [
  {
    name: "ms checked with a regular expression, performance.now(), 400 as JSON",
    file: "index.ts",
    find: CHECK_AND_BUSY_WAIT,
    replace: `  const raw = req.query.ms;
  if (typeof raw !== "string" || !/^\\d{1,4}$/.test(raw) || Number(raw) > MAX_BLOCK_MS) {
    return void res.status(400).json({ error: \`ms must be 0..\${MAX_BLOCK_MS}\` });
  }
  const ms = Number(raw);
  const start = performance.now();
  while (performance.now() - start < ms) {
    // spin
  }`,
  },
  {
    name: "/health with res.sendStatus(200)",
    file: "index.ts",
    find: '  res.send("ok");',
    replace: "  res.sendStatus(200);",
  },
  {
    name: "an async /block handler, a busyWait helper on process.hrtime",
    file: "index.ts",
    find: `app.get("/block", (req, res) => {
  const ms = Number(req.query.ms);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_BLOCK_MS) {
    res.status(400).send(\`ms must be a whole number from 0 to \${MAX_BLOCK_MS}\`);
    return;
  }
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy-wait: nothing else runs in this process meanwhile
  }
  res.send(\`blocked for \${ms} ms\`);
});`,
    replace: `function busyWait(ms: number): void {
  const end = process.hrtime.bigint() + BigInt(ms) * 1_000_000n;
  while (process.hrtime.bigint() < end) {
    // nothing else runs in this process meanwhile
  }
}

app.get("/block", async (req, res) => {
  const ms = Number(req.query.ms ?? Number.NaN);
  if (Number.isSafeInteger(ms) && ms >= 0 && ms <= MAX_BLOCK_MS) {
    busyWait(ms);
    res.send(\`blocked for \${ms} ms\`);
  } else {
    res.status(400).type("text/plain").send("ms: a whole number of milliseconds, 0 to 5000");
  }
});`,
  },
  {
    name: "ms from a digits-only test and parseInt, the answer as JSON { blockedMs }",
    file: "index.ts",
    find: `${CHECK_AND_BUSY_WAIT}
  res.send(\`blocked for \${ms} ms\`);`,
    replace: `  const text = typeof req.query.ms === "string" ? req.query.ms : "";
  const ms = /^[0-9]+$/.test(text) ? Number.parseInt(text, 10) : -1;
  if (ms < 0 || ms > MAX_BLOCK_MS) {
    res.status(400).json({ error: "ms: 0 to 5000, whole milliseconds" });
    return;
  }
  for (const until = Date.now() + ms; Date.now() < until; ) {
    // hold the event loop
  }
  res.json({ blockedMs: ms });`,
  },
  {
    // Busy work in chunks, the clock read between them: still a clock, read less often.
    name: "a busy-wait that reads the clock every 100 000 steps",
    file: "index.ts",
    find: "  while (Date.now() < until) {\n    // busy-wait: nothing else runs in this process meanwhile\n  }",
    replace:
      "  let sink = 0;\n  do {\n    for (let i = 0; i < 100_000; i++) sink += i % 7;\n  } while (Date.now() < until);\n  void sink;",
  },
];
