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
  const journal = primaryJournal({ deploy: { signal: "SIGHUP", name: "FLAG", value: "on" } });
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
  expect(journal.read().forks.map((f) => f.pid)).toEqual(exits.map((e) => e.pid));
  expect(journal.read().workerCounts.map((c) => c.count)).toEqual([1, 0, 1, 0]);
  expect(journal.read().deploys.map((d) => d.value)).toEqual(["on"]);
  expect(exits.every((e) => e.pid > 0 && e.signal === null)).toBe(true);
  // The exit is noted before the program's own listener prints about it.
  expect(exits[1]?.at).toBeLessThanOrEqual(writes[1]?.at ?? 0);
});

test("SIGHUP or SIGTERM without a listener of the program's own still ends it; SIGUSR2 never does", () => {
  const program = join(temporaryFolder("workshop-journal-test-", "test"), "plain.mjs");
  writeFileSync(
    program,
    'setTimeout(() => console.log("still running"), 300);\nprocess.kill(process.pid, process.argv[2]);\n',
  );
  for (const [signal, ended] of [
    ["SIGHUP", "SIGHUP"],
    ["SIGTERM", "SIGTERM"],
    ["SIGUSR2", null],
  ] as const) {
    const journal = primaryJournal(
      signal === "SIGTERM" ? {} : { deploy: { signal, name: "FLAG", value: "on" } },
    );
    const run = spawnSync(process.execPath, [program, signal], {
      env: { ...process.env, ...journal.env },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.signal).toBe(ended);
    expect(run.stdout).toBe(ended ? "" : "still running\n");
    expect(journal.read().sigterms.length).toBe(signal === "SIGTERM" ? 1 : 0);
  }
});

test("a fork is noted even when the primary exits in the same tick, and by a named import", () => {
  const program = join(temporaryFolder("workshop-journal-test-", "test"), "exits.mjs");
  writeFileSync(program, 'import { fork } from "node:cluster";\nfork();\nprocess.exit(0);\n');
  const journal = primaryJournal();
  const run = spawnSync(process.execPath, [program], {
    env: { ...process.env, ...journal.env },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(run.status).toBe(0);
  const [forked] = journal.read().forks;
  expect(forked?.pid).toBeGreaterThan(0);
  // The worker outlived its primary: stop it.
  if (forked) spawnSync("kill", ["-9", String(forked.pid)]);
});
