/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";
import type { MessageKey } from "./messages/en.ts";

const LISTEN_ERROR_CHECK = `  if (error) {
    // Express 5 hands a listen error (EADDRINUSE) to this callback instead of throwing it.
    console.error(\`Could not listen on port \${port}: \${error.message}\`);
    process.exit(1);
  }
`;

export const MISTAKES: readonly CataloguedMistake<MessageKey>[] = [
  {
    name: "syntax error",
    file: "index.ts",
    find: "res.send(`The result of the CPU intensive task is ${total}`);",
    replace: "res.send(`The result of the CPU intensive task is ${total}`;",
    checkpoint: "starts",
    expect: ["syntax error at index.ts:13", "fix the syntax"],
    advised: [
      {
        find: "res.send(`The result of the CPU intensive task is ${total}`;",
        replace: "res.send(`The result of the CPU intensive task is ${total}`);",
      },
    ],
  },
  {
    name: "type error",
    file: "index.ts",
    find: "const port = Number(process.env.PORT ?? 3000);",
    replace: "const port: number = process.env.PORT ?? 3000;",
    checkpoint: "starts",
    expect: ["type error", "index.ts:4:7", "TS2322"],
    advised: [
      {
        find: "const port: number = process.env.PORT ?? 3000;",
        replace: "const port = Number(process.env.PORT ?? 3000);",
      },
    ],
  },
  {
    name: "ready-line typo",
    file: "index.ts",
    find: "  console.log(`App listening on port ${port}`);\n",
    replace: "  console.log(`App listning on port ${port}`);\n",
    checkpoint: "starts",
    expect: ["not ready", "App listning on port"],
    advised: [
      {
        find: "  console.log(`App listning on port ${port}`);\n",
        replace: "  console.log(`App listening on port ${port}`);\n",
      },
    ],
  },
  {
    name: "never ready: no ready line",
    file: "index.ts",
    find: "  console.log(`App listening on port ${port}`);\n",
    replace: "",
    checkpoint: "starts",
    expect: ["still running", "not ready", "App listening on port"],
    advised: [
      {
        find: "  console.log(`worker pid=${process.pid}`);\n",
        replace:
          "  console.log(`worker pid=${process.pid}`);\n  console.log(`App listening on port ${port}`);\n",
      },
    ],
  },
  {
    name: "listen error printed, the process kept running",
    file: "index.ts",
    find: "    process.exit(1);\n",
    replace: "    setInterval(() => {}, 60_000); // stays up, serving nothing\n    return;\n",
    checkpoint: "portTaken",
    expect: ["still running", "process.exit(1)"],
    advised: [
      {
        find: "    setInterval(() => {}, 60_000); // stays up, serving nothing\n    return;\n",
        replace: "    process.exit(1);\n",
      },
    ],
  },
  {
    name: "the loop's result hard-coded (no loop per request)",
    file: "index.ts",
    find: "  let total = 0;\n  for (let i = 0; i < 5_000_000; i++) {\n    total++;\n  }\n",
    replace: "  const total = 5_000_000;\n",
    checkpoint: "oneProcess",
    expect: ["costs the server CPU time", "half of what the 5,000,000-step loop alone costs"],
    advised: [
      {
        find: "  const total = 5_000_000;\n",
        replace: "  let total = 0;\n  for (let i = 0; i < 5_000_000; i++) {\n    total++;\n  }\n",
      },
    ],
  },
  {
    name: "ignores PORT",
    file: "index.ts",
    find: "const port = Number(process.env.PORT ?? 3000);",
    replace: "const port = 3917;",
    checkpoint: "starts",
    expect: ["ignores PORT", "process.env.PORT"],
    advised: [
      { find: "const port = 3917;", replace: "const port = Number(process.env.PORT ?? 3000);" },
    ],
  },
  {
    name: "port taken, listen error ignored",
    file: "index.ts",
    find: LISTEN_ERROR_CHECK,
    replace: "",
    checkpoint: "portTaken",
    expect: ["although another program holds that port", "error` argument"],
    advised: [
      {
        find: "app.listen(port, (error) => {\n",
        replace:
          "app.listen(port, (error) => {\n  if (error) {\n    // Express 5 hands a listen error (EADDRINUSE) to this callback instead of throwing it.\n    console.error(`Could not listen on port ${port}: ${error.message}`);\n    process.exit(1);\n  }\n",
      },
    ],
  },
  {
    name: "the count sent as JSON",
    file: "index.ts",
    find: "res.send(`The result of the CPU intensive task is ${total}`);",
    replace: "res.json({ result: total });",
    checkpoint: "heavy",
    expect: ["The result of the CPU intensive task is 5000000", "res.send()s that sentence"],
    advised: [
      {
        find: "res.json({ result: total });",
        replace: "res.send(`The result of the CPU intensive task is ${total}`);",
      },
    ],
  },
  {
    // HINTS.md names it: with <= the loop counts one step too many.
    name: "loop off by one (i <= 5_000_000)",
    file: "index.ts",
    find: "for (let i = 0; i < 5_000_000; i++) {",
    replace: "for (let i = 0; i <= 5_000_000; i++) {",
    checkpoint: "heavy",
    expect: ["The result of the CPU intensive task is 5000001"],
    advised: [
      {
        find: "for (let i = 0; i <= 5_000_000; i++) {",
        replace: "for (let i = 0; i < 5_000_000; i++) {",
      },
    ],
  },
  {
    name: "pid line in the Node docs' wording",
    file: "index.ts",
    find: "  console.log(`worker pid=${process.pid}`);",
    replace: "  console.log(`Worker ${process.pid} started`);",
    checkpoint: "starts",
    expect: ['no "worker pid=<pid>" line', "worker pid=${process.pid}"],
    advised: [
      {
        find: "  console.log(`Worker ${process.pid} started`);",
        replace: "  console.log(`worker pid=${process.pid}`);",
      },
    ],
  },
  {
    name: "listen error: a silent exit",
    file: "index.ts",
    find: "    console.error(`Could not listen on port ${port}: ${error.message}`);\n",
    replace: "",
    checkpoint: "portTaken",
    expect: ["without printing the error", "names EADDRINUSE"],
    advised: [
      {
        find: "    process.exit(1);",
        replace:
          "    console.error(`Could not listen on port ${port}: ${error.message}`);\n    process.exit(1);",
      },
    ],
  },
  {
    name: "listen error printed with console.log",
    file: "index.ts",
    find: "    console.error(`Could not listen",
    replace: "    console.log(`Could not listen",
    checkpoint: "portTaken",
    expect: ["goes to stderr", "console.error instead of console.log"],
    advised: [
      { find: "    console.log(`Could not listen", replace: "    console.error(`Could not listen" },
    ],
  },
  {
    name: "listens on 3000, prints the PORT it read",
    file: "index.ts",
    find: "app.listen(port, (error) => {",
    replace: "app.listen(3000, (error) => {",
    checkpoint: "starts",
    expect: ["PORT"],
    advised: [{ find: "app.listen(3000, (error) => {", replace: "app.listen(port, (error) => {" }],
  },
  {
    name: "ready line printed after app.listen(), outside the callback",
    file: "index.ts",
    find: "  console.log(`worker pid=${process.pid}`);\n  console.log(`App listening on port ${port}`);\n});\n",
    replace:
      "});\nconsole.log(`worker pid=${process.pid}`);\nconsole.log(`App listening on port ${port}`);\n",
    checkpoint: "portTaken",
    expect: ["although another program holds that port", "which belong in that callback"],
    advised: [
      {
        find: "});\nconsole.log(`worker pid=${process.pid}`);\nconsole.log(`App listening on port ${port}`);\n",
        replace:
          "  console.log(`worker pid=${process.pid}`);\n  console.log(`App listening on port ${port}`);\n});\n",
      },
    ],
  },
  {
    name: "a cluster already in index.ts",
    file: "index.ts",
    find: "app.listen(port, (error) => {",
    replace: "if (cluster.isWorker) app.listen(port, (error) => {",
    before: {
      find: 'import express from "express";\n',
      replace:
        'import cluster from "node:cluster";\nimport express from "express";\n\nif (cluster.isPrimary) {\n  for (let i = 0; i < 2; i++) cluster.fork();\n}\n',
    },
    checkpoint: "oneProcess",
    expect: ["2 child processes", "forking workers is step 03's job"],
    advised: [
      {
        find: "\nif (cluster.isPrimary) {\n  for (let i = 0; i < 2; i++) cluster.fork();\n}\n",
        replace: "",
      },
      { find: "if (cluster.isWorker) app.listen(", replace: "app.listen(" },
    ],
  },
];
