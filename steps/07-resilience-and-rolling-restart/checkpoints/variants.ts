/**
 * Correct code written otherwise than this step's solution, in styles real learners write: one
 * edit of a solution file, or whole files from a folder under ./variants/
 * (scripts/selftest/variants.ts says how the self-test applies them). Every checkpoint of the
 * step must pass on each; a one-edit variant names the checkpoints that read what it changes.
 */
import type { CataloguedVariant } from "../../../scripts/selftest/variants.ts";
import type { MessageKey } from "./messages/en.ts";

export const VARIANTS: readonly CataloguedVariant<MessageKey>[] = [
  {
    name: "a rolling restart around a map of worker states",
    files: "state-map",
  },
  {
    name: "callbacks only: a restart that calls itself for the next worker",
    files: "callbacks",
  },
  {
    name: "listening() as a race of events.once",
    file: "primary.ts",
    before: {
      find: 'import cluster, { type Worker } from "node:cluster";',
      replace:
        'import cluster, { type Worker } from "node:cluster";\nimport { once } from "node:events";',
    },
    find: `function listening(worker: Worker): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.log(
        \`worker \${worker.process.pid} not listening after \${LISTEN_TIMEOUT_MS} ms: SIGKILL\`,
      );
      worker.process.kill("SIGKILL");
    }, LISTEN_TIMEOUT_MS);
    worker.once("listening", () => {
      clearTimeout(timer);
      resolve(true);
    });
    worker.once("exit", () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}`,
    replace: `function listening(worker: Worker): Promise<boolean> {
  const timer = setTimeout(() => worker.process.kill("SIGKILL"), LISTEN_TIMEOUT_MS);
  return Promise.race([
    once(worker, "listening").then(() => true),
    once(worker, "exit").then(() => false),
  ]).finally(() => clearTimeout(timer));
}`,
    // What waits for a new worker to listen: the restart and its checkpoints.
    checkpoints: [
      "rollingRestart",
      "doubleSighup",
      "brokenRestart",
      "sigtermDuringRestart",
      "killDeadline",
    ],
  },
  {
    name: "a back-off that starts at 500 ms",
    file: "primary.ts",
    find: "const FIRST_BACKOFF_MS = 1000;",
    replace: "const FIRST_BACKOFF_MS = 500;",
    // Only a start-up crash waits the first back-off.
    checkpoints: ["backoff", "backoffReset", "sigtermDuringBackoff"],
  },
  {
    name: 'the deadline as a race with a timers/promises delay, worker.kill("SIGKILL")',
    file: "primary.ts",
    before: {
      find: 'import { fileURLToPath } from "node:url";',
      replace:
        'import { once } from "node:events";\nimport { setTimeout as sleep } from "node:timers/promises";\nimport { fileURLToPath } from "node:url";',
    },
    find: `function retire(worker: Worker): Promise<void> {
  leaving.add(worker);
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    const timer = setTimeout(() => {
      console.log(
        \`worker \${worker.process.pid} still running after \${KILL_TIMEOUT_MS} ms: SIGKILL\`,
      );
      worker.process.kill("SIGKILL");
    }, KILL_TIMEOUT_MS);
    worker.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    worker.send("shutdown");
  });
}`,
    replace: `async function retire(worker: Worker): Promise<void> {
  leaving.add(worker);
  if (worker.isDead()) return;
  const exited = once(worker, "exit");
  worker.send("shutdown");
  const deadline = new AbortController();
  const late = await Promise.race([
    exited.then(() => false),
    sleep(KILL_TIMEOUT_MS, true, { signal: deadline.signal }),
  ]);
  deadline.abort();
  if (late) {
    worker.kill("SIGKILL"); // in the primary: the process killed at once
    await exited;
  }
}`,
    // What calls retire(): the restart, the shutdown and their checkpoints.
    checkpoints: [
      "killDeadline",
      "rollingRestart",
      "doubleSighup",
      "shutdown",
      "sigtermDuringRestart",
    ],
  },
];
