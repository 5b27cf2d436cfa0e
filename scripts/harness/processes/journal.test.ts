// The primary's journal (./loader/primary-journal.mjs): the primary's own writes, not its
// workers', each worker's exit, and a variable set at SIGHUP that later workers inherit.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { runCleanups, temporaryFolder } from "./cleanup.ts";
import { primaryJournal } from "./journal.ts";

afterAll(() => runCleanups("all"));

/** A primary that forks a worker, then at its own SIGHUP a second one; each worker exits 3. */
const CLUSTER = `import cluster from "node:cluster";
if (cluster.isPrimary) {
  console.log("primary starts");
  // A signal handler alone does not keep a process running until the signal comes.
  const alive = setInterval(() => {}, 1000);
  process.on("SIGHUP", () => {
    cluster.fork().on("exit", (code) => {
      console.error(\`second worker exited \${code}\`);
      clearInterval(alive);
    });
  });
  cluster.fork().on("exit", () => process.kill(process.pid, "SIGHUP"));
} else {
  console.log(\`worker sees FLAG=\${process.env.FLAG ?? "unset"}\`);
  process.exit(3);
}
`;

test("the primary's writes and its workers' exits, and a variable set at SIGHUP", () => {
  const program = join(temporaryFolder("workshop-journal-test-", "test"), "cluster.mjs");
  writeFileSync(program, CLUSTER);
  const journal = primaryJournal({ onSighup: { name: "FLAG", value: "on" } });
  const run = spawnSync(process.execPath, [program], {
    env: { ...process.env, ...journal.env },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(run.status).toBe(0);
  // The workers wrote to the same terminal, around the journal.
  expect(run.stdout).toContain("worker sees FLAG=unset");
  expect(run.stdout).toContain("worker sees FLAG=on");
  const { writes, exits } = journal.read();
  expect(writes.map((w) => w.text)).toEqual(["primary starts\n", "second worker exited 3\n"]);
  expect(exits.map((e) => e.code)).toEqual([3, 3]);
  expect(exits.every((e) => e.pid > 0 && e.signal === null)).toBe(true);
  // The exit is noted before the program's own listener prints about it.
  expect(exits[1]?.at).toBeLessThanOrEqual(writes[1]?.at ?? 0);
});
