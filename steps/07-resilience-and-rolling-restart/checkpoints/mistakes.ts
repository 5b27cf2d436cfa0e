/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";
import type { MessageKey } from "./messages/en.ts";

export const MISTAKES: readonly CataloguedMistake<MessageKey>[] = [
  {
    name: "rolling restart that retires the old worker before the new one listens",
    file: "primary.ts",
    find: "    const ok = await listening(fresh);\n",
    replace: "    const ok = true;\n",
    checkpoint: "rollingRestart",
    // Fewer than N serve at one moment: 1 or 0 on 2 CPUs, as the old workers' drains fall.
    expect: ["at one moment only", "'listening' event"],
    advised: [
      { find: "    const ok = true;\n", replace: "    const ok = await listening(fresh);\n" },
    ],
  },
  {
    name: "SIGHUP misspelt (the primary dies on SIGHUP)",
    file: "primary.ts",
    find: 'process.on("SIGHUP", async () => {',
    replace: 'process.on("SIGHUB", async () => {',
    checkpoint: "rollingRestart",
    expect: ['process.on("SIGHUP"', "the primary exited"],
    advised: [
      { find: 'process.on("SIGHUB", async () => {', replace: 'process.on("SIGHUP", async () => {' },
    ],
    report: ["not measured: the primary exited", "failed requests during the rolling restart"],
  },
  {
    name: "rolling restart that starts every new worker at once",
    file: "primary.ts",
    find: '  for (const worker of old) {\n    if (shuttingDown) break; // SIGTERM came meanwhile: the shutdown retires everyone\n    const fresh = fork();\n    leaving.add(fresh); // until it listens, its death is the new version failing, not a crash\n    const ok = await listening(fresh);\n    leaving.delete(fresh);\n    if (!ok) {\n      console.log("the new worker did not start: rolling restart stopped, the old ones kept");\n      break;\n    }\n    await retire(worker);\n    replaced++;\n  }\n',
    replace:
      "  const fresh = old.map(() => fork());\n" +
      "  await Promise.all(fresh.map(listening));\n" +
      "  await Promise.all(old.map(retire));\n" +
      "  replaced = old.length;\n",
    checkpoint: "rollingRestart",
    expect: ["one worker at a time", "for…of"],
    advised: [
      {
        find: "  const fresh = old.map(() => fork());\n  await Promise.all(fresh.map(listening));\n  await Promise.all(old.map(retire));\n  replaced = old.length;\n",
        replace:
          '  for (const worker of old) {\n    if (shuttingDown) break; // SIGTERM came meanwhile: the shutdown retires everyone\n    const fresh = fork();\n    leaving.add(fresh); // until it listens, its death is the new version failing, not a crash\n    const ok = await listening(fresh);\n    leaving.delete(fresh);\n    if (!ok) {\n      console.log("the new worker did not start: rolling restart stopped, the old ones kept");\n      break;\n    }\n    await retire(worker);\n    replaced++;\n  }\n',
      },
    ],
  },
  {
    name: "rolling restart with disconnect() at once (no drain)",
    file: "primary.ts",
    find: '    worker.send("shutdown");\n',
    replace: "    worker.disconnect();\n",
    checkpoint: "rollingRestart",
    expect: ["without draining", 'worker.send("shutdown")'],
    advised: [{ find: "    worker.disconnect();\n", replace: '    worker.send("shutdown");\n' }],
  },
  {
    name: "a primary that re-forks without end",
    file: "primary.ts",
    find: "  if (!wasServing) backoffMs",
    replace: "  if (wasServing) backoffMs",
    checkpoint: "backoff",
    expect: ["1 s the first time", "waits after each crash"],
    advised: [{ find: "  if (wasServing) backoffMs", replace: "  if (!wasServing) backoffMs" }],
  },
  {
    name: "no graceful SIGTERM",
    file: "primary.ts",
    find: 'process.on("SIGTERM", async () => {',
    replace: 'process.on("SIGUSR2", async () => {',
    checkpoint: "shutdown",
    expect: ['process.on("SIGTERM"'],
    advised: [
      {
        find: 'process.on("SIGUSR2", async () => {',
        replace: 'process.on("SIGTERM", async () => {',
      },
    ],
  },
  {
    name: "a SIGKILLed worker taken for a planned exit",
    file: "primary.ts",
    find: "  if (leaving.delete(worker) || shuttingDown) return;",
    replace: '  if (signal === "SIGKILL" || leaving.delete(worker) || shuttingDown) return;',
    checkpoint: "replaceKilled",
    expect: ['cluster.on("exit"'],
    advised: [
      {
        find: '  if (signal === "SIGKILL" || leaving.delete(worker) || shuttingDown) return;',
        replace: "  if (leaving.delete(worker) || shuttingDown) return;",
      },
    ],
  },
  {
    name: "retired workers replaced too (the leaving set not consulted)",
    file: "primary.ts",
    find: "  if (leaving.delete(worker) || shuttingDown) return;",
    replace: "  if (shuttingDown) return;",
    checkpoint: "rollingRestart",
    expect: ["leaving.add(worker)"],
    advised: [
      {
        find: "  if (shuttingDown) return;",
        replace: "  if (leaving.delete(worker) || shuttingDown) return;",
      },
    ],
  },
  {
    name: "rolling restart that retires the new worker instead of the old one",
    file: "primary.ts",
    find: "    await retire(worker);\n    replaced++;",
    replace: "    await retire(fresh);\n    replaced++;",
    checkpoint: "rollingRestart",
    expect: ['worker.send("shutdown")'],
    advised: [
      {
        find: "    await retire(fresh);\n    replaced++;",
        replace: "    await retire(worker);\n    replaced++;",
      },
    ],
  },
  {
    name: "the primary exits without waiting for its workers",
    file: "primary.ts",
    find: "  await Promise.all(workers.map(retire));",
    replace: "  workers.map(retire);",
    checkpoint: "shutdown",
    expect: ['process.on("SIGTERM"'],
    advised: [
      { find: "  workers.map(retire);", replace: "  await Promise.all(workers.map(retire));" },
    ],
  },
  {
    name: 'index.ts edited: the "shutdown" message no longer handled',
    file: "index.ts",
    find: '  if (message === "shutdown") leave("shutdown message");',
    replace: "  // shutdown no longer handled",
    checkpoint: "rollingRestart",
    expect: ['process.on("message"'],
    advised: [
      {
        find: "  // shutdown no longer handled",
        replace: '  if (message === "shutdown") leave("shutdown message");',
      },
    ],
  },
  {
    name: "every crash backs off, a serving worker's too",
    file: "primary.ts",
    find: "  if (!wasServing) backoffMs = Math.min(",
    replace: "  backoffMs = Math.min(",
    checkpoint: "replaceKilled",
    expect: ["replaced at once", "forked at once"],
    advised: [
      { find: "  backoffMs = Math.min(", replace: "  if (!wasServing) backoffMs = Math.min(" },
    ],
  },
  {
    name: "crashes replaced silently",
    file: "primary.ts",
    find: `  const how = wasServing ? "" : " at start-up";
  console.log(
    \`worker \${worker.process.pid} died\${how} (\${signal ?? \`code \${code}\`}); forking a new one in \${backoffMs} ms\`,
  );
`,
    replace: "",
    checkpoint: "replaceKilled",
    expect: ["how it died (SIGKILL)", "print what happened"],
    advised: [
      {
        find: "  setTimeout(() => {\n    if (!shuttingDown) fork();",
        replace:
          '  console.log(\n    `worker ${worker.process.pid} died (${signal ?? `code ${code}`})${wasServing ? "" : " at start-up"}; forking a new one in ${backoffMs} ms`,\n  );\n  setTimeout(() => {\n    if (!shuttingDown) fork();',
      },
    ],
  },
  {
    name: "shutdown that retires the workers one after another",
    file: "primary.ts",
    find: "  await Promise.all(workers.map(retire));",
    replace: "  for (const worker of workers) await retire(worker);",
    checkpoint: "shutdown",
    expect: ["asked to leave at once", "await Promise.all(workers.map(retire))"],
    advised: [
      {
        find: "  for (const worker of workers) await retire(worker);",
        replace: "  await Promise.all(workers.map(retire));",
      },
    ],
  },
  {
    name: "rolling restart that does not wait for the old worker to exit",
    file: "primary.ts",
    find: "    await retire(worker);\n    replaced++;",
    replace: "    void retire(worker);\n    replaced++;",
    checkpoint: "rollingRestart",
    expect: ["worker processes at any moment of the restart", "await retire(worker)"],
    advised: [
      {
        find: "    void retire(worker);\n    replaced++;",
        replace: "    await retire(worker);\n    replaced++;",
      },
    ],
  },
  {
    name: "a second SIGHUP starts a second restart",
    file: "primary.ts",
    find: "  if (restarting || shuttingDown) return;\n  restarting = true;",
    replace: "  if (shuttingDown) return;\n  restarting = true;",
    checkpoint: "doubleSighup",
    expect: ["started a restart of its own", "if (restarting || shuttingDown) return;"],
    advised: [
      {
        find: "  if (shuttingDown) return;\n  restarting = true;",
        replace: "  if (restarting || shuttingDown) return;\n  restarting = true;",
      },
    ],
  },
  {
    name: "a new worker kept in the leaving set after it listens",
    file: "primary.ts",
    find: "    const ok = await listening(fresh);\n    leaving.delete(fresh);\n",
    replace: "    const ok = await listening(fresh);\n",
    checkpoint: "afterRestart",
    expect: ["replaced at once when killed", "leaving.delete(fresh)"],
    advised: [
      {
        find: "    const ok = await listening(fresh);\n",
        replace: "    const ok = await listening(fresh);\n    leaving.delete(fresh);\n",
      },
    ],
  },
  {
    name: "the restart flag never cleared",
    file: "primary.ts",
    find: "  restarting = false;\n  console.log(`rolling restart: ",
    replace: "  console.log(`rolling restart: ",
    checkpoint: "afterRestart",
    expect: ["still takes itself to be restarting", "restarting = false"],
    advised: [
      {
        find: "  console.log(`rolling restart: ",
        replace: "  restarting = false;\n  console.log(`rolling restart: ",
      },
    ],
  },
  {
    name: "the crash handler forks with cluster.fork() (its workers never count as serving)",
    file: "primary.ts",
    find: "  setTimeout(() => {\n    if (!shuttingDown) fork();",
    replace: "  setTimeout(() => {\n    if (!shuttingDown) cluster.fork();",
    checkpoint: "replaceKilled",
    expect: ["taken for a worker that never listened", "one fork() function"],
    advised: [
      {
        find: "  setTimeout(() => {\n    if (!shuttingDown) cluster.fork();",
        replace: "  setTimeout(() => {\n    if (!shuttingDown) fork();",
      },
    ],
  },
  {
    name: "rolling restart that goes on after a new worker failed to start",
    file: "primary.ts",
    find: '      console.log("the new worker did not start: rolling restart stopped, the old ones kept");\n      break;\n',
    replace:
      '      console.log("the new worker did not start: rolling restart stopped, the old ones kept");\n',
    checkpoint: "brokenRestart",
    expect: ["retired all the same", "`break`"],
    advised: [
      {
        find: '      console.log("the new worker did not start: rolling restart stopped, the old ones kept");\n',
        replace:
          '      console.log("the new worker did not start: rolling restart stopped, the old ones kept");\n      break;\n',
      },
    ],
  },
  {
    name: "a failed start during a restart not said",
    file: "primary.ts",
    find: '      console.log("the new worker did not start: rolling restart stopped, the old ones kept");\n      break;\n    }\n    await retire(worker);\n    replaced++;\n  }\n  restarting = false;\n  console.log(`rolling restart: ${replaced} of ${old.length} worker(s) replaced`);\n',
    replace:
      "      break;\n    }\n    await retire(worker);\n    replaced++;\n  }\n  restarting = false;\n",
    checkpoint: "brokenRestart",
    expect: ["the primary printed nothing after it", "Say so in the log"],
    advised: [
      {
        find: "    if (!ok) {\n      break;\n",
        replace:
          "    if (!ok) {\n      console.log(`new worker ${fresh.process.pid} did not start: restart stopped, old workers kept`);\n      break;\n",
      },
    ],
  },
  {
    name: "a failed new worker re-forked by the crash handler",
    file: "primary.ts",
    find: "    leaving.add(fresh); // until it listens, its death is the new version failing, not a crash\n",
    replace: "",
    checkpoint: "brokenRestart",
    expect: ["replaced by the crash handler", "leaving.add(fresh)"],
    advised: [
      {
        find: "    const fresh = fork();\n",
        replace: "    const fresh = fork();\n    leaving.add(fresh);\n",
      },
    ],
  },
  {
    name: "back-off never reset once a worker listens",
    file: "primary.ts",
    find: "    backoffMs = 0; // this version starts: no more waiting\n",
    replace: "",
    checkpoint: "backoffReset",
    expect: ["was still on", "backoffMs = 0;"],
    advised: [
      {
        find: "    listened.add(worker);\n",
        replace: "    listened.add(worker);\n    backoffMs = 0;\n",
      },
    ],
  },
  {
    name: "a serving worker's crash replaced at once, but the back-off never started over",
    file: "primary.ts",
    before: { find: "    backoffMs = 0; // this version starts: no more waiting\n", replace: "" },
    find: "  }, backoffMs);\n",
    replace: "  }, wasServing ? 0 : backoffMs);\n",
    checkpoint: "backoffReset",
    expect: ["from where the old crash loop left it", "backoffMs = 0;"],
    advised: [
      {
        find: "    listened.add(worker);\n",
        replace: "    listened.add(worker);\n    backoffMs = 0;\n",
      },
    ],
  },
  {
    name: "rolling restart that goes on forking during a shutdown",
    file: "primary.ts",
    find: "    if (shuttingDown) break; // SIGTERM came meanwhile: the shutdown retires everyone\n",
    replace: "",
    checkpoint: "sigtermDuringRestart",
    expect: ["forked after the SIGTERM", "if (shuttingDown) break;"],
    advised: [
      {
        find: "  for (const worker of old) {\n",
        replace: "  for (const worker of old) {\n    if (shuttingDown) break;\n",
      },
    ],
  },
  {
    name: "back-off timer forks during a shutdown",
    file: "primary.ts",
    find: "    if (!shuttingDown) fork();\n",
    replace: "    fork();\n",
    checkpoint: "sigtermDuringBackoff",
    expect: ["by the back-off's timer", "if (!shuttingDown) fork();"],
    advised: [
      {
        find: "    fork();\n  }, backoffMs);",
        replace: "    if (!shuttingDown) fork();\n  }, backoffMs);",
      },
    ],
  },
  {
    name: "no kill deadline in retire()",
    file: "primary.ts",
    find: `    const timer = setTimeout(() => {
      console.log(
        \`worker \${worker.process.pid} still running after \${KILL_TIMEOUT_MS} ms: SIGKILL\`,
      );
      worker.process.kill("SIGKILL");
    }, KILL_TIMEOUT_MS);
    worker.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });`,
    replace: '    worker.once("exit", () => resolve());',
    checkpoint: "killDeadline",
    expect: ["nothing killed it at 5 s", 'worker.process.kill("SIGKILL")'],
    advised: [
      {
        find: '    worker.once("exit", () => resolve());',
        replace: `    const timer = setTimeout(() => worker.process.kill("SIGKILL"), 5000);
    worker.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });`,
      },
    ],
  },
  {
    name: "planned exits told by worker.exitedAfterDisconnect",
    file: "primary.ts",
    find: "  if (leaving.delete(worker) || shuttingDown) return;",
    replace: "  if (worker.exitedAfterDisconnect || shuttingDown) return;",
    checkpoint: "killDeadline",
    expect: ["took it for a crash", "leaving.delete(worker)"],
    advised: [
      {
        find: "  if (worker.exitedAfterDisconnect || shuttingDown) return;",
        replace: "  if (leaving.delete(worker) || shuttingDown) return;",
      },
    ],
  },
];
