/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";
import type { MessageKey } from "./messages/en.ts";

export const MISTAKES: readonly CataloguedMistake<MessageKey>[] = [
  {
    name: "/block with setTimeout instead of a busy-wait",
    file: "index.ts",
    find: "  while (Date.now() < until) {\n    // busy-wait: nothing else runs in this process meanwhile\n  }\n  res.send(`blocked for ${ms} ms`);",
    replace: "  setTimeout(() => res.send(`blocked for ${ms} ms (${until})`), ms);",
    checkpoint: "block",
    expect: ["CPU time", "Busy-wait"],
    advised: [
      {
        find: "  setTimeout(() => res.send(`blocked for ${ms} ms (${until})`), ms);",
        replace:
          "  while (Date.now() < until) {\n    // busy-wait: nothing else runs in this process meanwhile\n  }\n  res.send(`blocked for ${ms} ms`);",
      },
    ],
  },
  {
    name: "/block without a bound",
    file: "index.ts",
    find: "ms < 0 || ms > MAX_BLOCK_MS",
    replace: "ms < 0",
    checkpoint: "block",
    expect: ["ms=5001", "400"],
    advised: [{ find: "ms < 0", replace: "ms < 0 || ms > MAX_BLOCK_MS" }],
  },
  {
    name: "/block answers first, then blocks",
    file: "index.ts",
    find: "  const until = Date.now() + ms;\n  while (Date.now() < until) {\n    // busy-wait: nothing else runs in this process meanwhile\n  }\n  res.send(`blocked for ${ms} ms`);\n",
    replace:
      "  res.send(`blocked for ${ms} ms`);\n  const until = Date.now() + ms;\n  while (Date.now() < until) {\n    // busy-wait: nothing else runs in this process meanwhile\n  }\n",
    checkpoint: "block",
    expect: ["after at least 300 ms"],
    advised: [
      {
        find: "  res.send(`blocked for ${ms} ms`);\n  const until = Date.now() + ms;\n  while (Date.now() < until) {\n    // busy-wait: nothing else runs in this process meanwhile\n  }\n",
        replace:
          "  const until = Date.now() + ms;\n  while (Date.now() < until) {\n    // busy-wait: nothing else runs in this process meanwhile\n  }\n  res.send(`blocked for ${ms} ms`);\n",
      },
    ],
  },
  {
    name: "/block without a lower bound",
    file: "index.ts",
    find: "ms < 0 || ms > MAX_BLOCK_MS",
    replace: "ms > MAX_BLOCK_MS",
    checkpoint: "block",
    expect: ["GET /block?ms=-5 answers 400"],
    advised: [{ find: "ms > MAX_BLOCK_MS", replace: "ms < 0 || ms > MAX_BLOCK_MS" }],
  },
  {
    name: "/block falls back to 0 as /slow falls back to 1000",
    file: "index.ts",
    find: "const ms = Number(req.query.ms);",
    replace: "const ms = Number(req.query.ms) || 0;",
    checkpoint: "block",
    expect: ["GET /block?ms=abc answers 400", "take no default"],
    advised: [{ find: "Number(req.query.ms) || 0", replace: "Number(req.query.ms)" }],
  },
  {
    // after the 400 to ?ms=60000 it blocks for a minute: the next request waits
    name: "/block answers 400 but goes on to block",
    file: "index.ts",
    find: "    res.status(400).send(`ms must be a whole number from 0 to ${MAX_BLOCK_MS}`);\n    return;\n",
    replace: "    res.status(400).send(`ms must be a whole number from 0 to ${MAX_BLOCK_MS}`);\n",
    checkpoint: "block",
    expect: ["GET /block?ms=-5 answers 400 at once", "and return"],
    advised: [
      {
        find: "    res.status(400).send(`ms must be a whole number from 0 to ${MAX_BLOCK_MS}`);\n",
        replace:
          "    res.status(400).send(`ms must be a whole number from 0 to ${MAX_BLOCK_MS}`);\n    return;\n",
      },
    ],
  },
  {
    name: "/block checks isFinite instead of isInteger",
    file: "index.ts",
    find: "!Number.isInteger(ms)",
    replace: "!Number.isFinite(ms)",
    checkpoint: "block",
    expect: ["GET /block?ms=1.5 answers 400", "Number.isInteger(ms)"],
    advised: [{ find: "Number.isFinite(ms)", replace: "Number.isInteger(ms)" }],
  },
  {
    name: "/block without ms blocks for 0 ms",
    file: "index.ts",
    find: "const ms = Number(req.query.ms);",
    replace: "const ms = Number(req.query.ms ?? 0);",
    checkpoint: "block",
    expect: ["GET /block answers 400", "ms is required"],
    advised: [{ find: "Number(req.query.ms ?? 0)", replace: "Number(req.query.ms)" }],
  },
  {
    name: "/block answers a fixed text",
    file: "index.ts",
    find: "  res.send(`blocked for ${ms} ms`);\n",
    replace: '  res.send("blocked");\n',
    checkpoint: "block",
    expect: ["`blocked for 300 ms`", '200 "blocked"'],
    advised: [
      { find: '  res.send("blocked");\n', replace: "  res.send(`blocked for ${ms} ms`);\n" },
    ],
  },
  {
    name: "the health route under another path",
    file: "index.ts",
    find: 'app.get("/health",',
    replace: 'app.get("/healthz",',
    checkpoint: "block",
    expect: ["GET /health answers 200", "404"],
    advised: [
      {
        find: 'app.get("/healthz",',
        replace: 'app.get("/health", (_req, res) => { res.send("ok"); });\napp.get("/healthz",',
      },
    ],
  },
  {
    name: "/health waits for a (simulated) dependency",
    file: "index.ts",
    find: 'app.get("/health", (_req, res) => {\n  res.send("ok");\n});',
    replace:
      'app.get("/health", (_req, res) => {\n  // the database, pinged first\n  setTimeout(() => res.send("ok"), 200);\n});',
    checkpoint: "clusterAnswers",
    expect: ["median within 100 ms", "free of any blocking work"],
    advised: [
      {
        find: '  // the database, pinged first\n  setTimeout(() => res.send("ok"), 200);\n',
        replace: '  res.send("ok");\n',
      },
    ],
  },
  {
    // Tuned on the machine it starts on, with a fifth to spare: right until the CPU is slower.
    name: "/block counts loop steps instead of watching the clock",
    file: "index.ts",
    find: "  const until = Date.now() + ms;\n  while (Date.now() < until) {\n    // busy-wait: nothing else runs in this process meanwhile\n  }\n",
    replace: "  spin(Math.ceil(ms * STEPS_PER_MS));\n",
    before: {
      find: "/** The longest /block accepts, in ms: a route that can freeze a process needs a limit. */\n",
      replace:
        "let spun = 0;\nfunction spin(steps: number): void {\n  for (let i = 0; i < steps; i++) spun += Math.sqrt(i);\n}\n" +
        "// Steps per ms on this CPU, measured once at start-up, with a fifth to spare.\n" +
        "spin(1_000_000);\nconst calibrating = performance.now();\nspin(5_000_000);\n" +
        "const STEPS_PER_MS = (1.2 * 5_000_000) / (performance.now() - calibrating);\n\n" +
        "/** The longest /block accepts, in ms: a route that can freeze a process needs a limit. */\n",
    },
    checkpoint: "block",
    expect: ["a slower CPU, simulated", "while (Date.now() < until)"],
    advised: [
      {
        find: "  spin(Math.ceil(ms * STEPS_PER_MS));\n",
        replace: "  const until = Date.now() + ms;\n  while (Date.now() < until) {}\n",
      },
    ],
  },
  {
    name: "/block's ceiling at 10 000 ms",
    file: "index.ts",
    find: "const MAX_BLOCK_MS = 5000;",
    replace: "const MAX_BLOCK_MS = 10_000;",
    checkpoint: "block",
    expect: ["GET /block?ms=5001 answers 400 at once"],
    advised: [{ find: "const MAX_BLOCK_MS = 10_000;", replace: "const MAX_BLOCK_MS = 5000;" }],
  },
  {
    name: "/block refuses 0 (ms <= 0)",
    file: "index.ts",
    find: "ms < 0 || ms > MAX_BLOCK_MS",
    replace: "ms <= 0 || ms > MAX_BLOCK_MS",
    checkpoint: "block",
    expect: ["GET /block?ms=0 accepted", "ms < 0 || ms > MAX_BLOCK_MS"],
    advised: [{ find: "ms <= 0 || ms > MAX_BLOCK_MS", replace: "ms < 0 || ms > MAX_BLOCK_MS" }],
  },
  {
    name: "/block refuses 5000 (ms >= MAX_BLOCK_MS)",
    file: "index.ts",
    find: "ms < 0 || ms > MAX_BLOCK_MS",
    replace: "ms < 0 || ms >= MAX_BLOCK_MS",
    checkpoint: "block",
    expect: ["GET /block?ms=5000 accepted", "ms < 0 || ms > MAX_BLOCK_MS"],
    advised: [{ find: "ms < 0 || ms >= MAX_BLOCK_MS", replace: "ms < 0 || ms > MAX_BLOCK_MS" }],
  },
  {
    name: "/block's 400 with an empty body",
    file: "index.ts",
    find: "    res.status(400).send(`ms must be a whole number from 0 to ${MAX_BLOCK_MS}`);",
    replace: "    res.status(400).end();",
    checkpoint: "block",
    expect: ["with a short message", "res.status(400).send(…)"],
    advised: [
      {
        find: "    res.status(400).end();",
        replace: '    res.status(400).send("ms must be a whole number from 0 to 5000");',
      },
    ],
  },
];
