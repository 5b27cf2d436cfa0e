import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { groupMembers, stopGroup, trackGroup } from "./groups.ts";
import {
  cpuTimeMs,
  hasProcFs,
  parseCpuTime,
  parsePs,
  readPsTable,
  runsStartedNode,
} from "./process-table.ts";
import { waitFor } from "./wait.ts";

/** A recorded output of scripts/platform/fixtures/macos/ (its README says where each is from). */
const mac = (name: string) =>
  readFileSync(new URL(`../../platform/fixtures/macos/${name}`, import.meta.url), "utf8");

describe("runsStartedNode, on a /proc of fakes", () => {
  const proc = mkdtempSync(join(tmpdir(), "proc-"));
  /** A fake /proc/<pid> with `threads` threads whose exe is `exe`. */
  function fake(pid: number, threads: number, exe: string) {
    mkdirSync(join(proc, String(pid)));
    writeFileSync(
      join(proc, String(pid), "status"),
      `Name:\tx\nThreads:\t${threads}\nVmRSS:\t1 kB\n`,
    );
    symlinkSync(exe, join(proc, String(pid), "exe"));
  }
  const node = `/usr/local/bin/${basename(process.execPath)}`;
  fake(101, 7, node);
  fake(102, 1, node);
  fake(103, 5, "/work/node_modules/@esbuild/linux-x64/bin/esbuild");

  test("a started Node.js (more than one thread) is one", () => {
    expect(runsStartedNode(101, proc)).toBe(true);
  });
  test("a fork not yet exec'd (one thread, Node.js's exe) is none", () => {
    expect(runsStartedNode(102, proc)).toBe(false);
  });
  test("what the fork became (esbuild) is none, and a process gone is none", () => {
    expect(runsStartedNode(103, proc)).toBe(false);
    expect(runsStartedNode(104, proc)).toBe(false);
  });
  test.runIf(hasProcFs())("on this machine: a Node.js child is one, a shell is none", async () => {
    const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"]);
    const shell = spawn("sh", ["-c", "sleep 30"]);
    try {
      await waitFor(() => runsStartedNode(child.pid ?? 0), 5000);
      expect(runsStartedNode(shell.pid ?? 0)).toBe(false);
    } finally {
      child.kill();
      shell.kill();
    }
  });
});

describe("parseCpuTime", () => {
  test.each([
    ["BSD ps, minutes:seconds.hundredths", "0:01.73", 1730],
    ["BSD ps, minutes past 59", "139:17.71", (139 * 60 + 17.71) * 1000],
    ["procps, hh:mm:ss", "00:01:05", 65_000],
    ["procps, days", "2-03:04:05", ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000],
  ])("%s", (_, text, ms) => expect(parseCpuTime(text)).toBeCloseTo(ms, 0));
  test("not a time", () => expect(parseCpuTime("-")).toBeUndefined());
});

describe("parsePs on macOS's BSD ps", () => {
  test("ps lx: STAT and TIME by the header, the command with its spaces", () =>
    expect(parsePs(mac("ps-lx.txt"))).toEqual([
      {
        pid: 593,
        ppid: 1,
        pgid: undefined,
        state: "S",
        cpuMs: 1730,
        command: "/usr/sbin/cfprefsd agent",
      },
      {
        pid: 601,
        ppid: 1,
        pgid: undefined,
        state: "S",
        cpuMs: 1060,
        command: "/usr/libexec/UserEventAgent (Aqua)",
      },
      {
        pid: 612,
        ppid: 1,
        pgid: undefined,
        state: "S",
        cpuMs: 800,
        command: "/usr/sbin/distnoted agent",
      },
    ]));
  test("ps -ef: no STAT column, CPU times past an hour", () => {
    const rows = parsePs(mac("ps-ef.txt"));
    expect(rows.map((r) => [r.pid, r.ppid, r.cpuMs])).toEqual([
      [1, 0, 3_444_250],
      [93, 1, 2_344_000],
      [95, 1, 90_080],
      [122, 1, 8_357_710],
    ]);
  });
  test("no header: nothing", () => expect(parsePs("")).toEqual([]));
});

describe("a cluster's process group without /proc (macOS)", () => {
  const table = parsePs(mac("ps-cluster.txt"));
  test("both clusters' workers are their own group's, the zombie is not", () => {
    expect(groupMembers(4242, table)).toEqual([4242, 4243, 4244, 4250]);
    expect(groupMembers(4400, table)).toEqual([4400, 4401, 4402]);
  });
  test("CPU time of every member, from the same table", async () => {
    const times = await cpuTimeMs(groupMembers(4242, table), table);
    expect([...times.values()].reduce((a, b) => a + b, 0)).toBe(410 + 2170 + 2090 + 20);
  });
  test("a ps without PGID: the leader and its descendants", () => {
    const noGroups = table.map((row) => ({ ...row, pgid: undefined }));
    expect(groupMembers(4400, noGroups).sort()).toEqual([4400, 4401, 4402]);
  });
});

describe("through ps on this machine (procps here, BSD ps on macOS)", () => {
  let leader: number | undefined;
  afterEach(async () => {
    if (leader) await stopGroup(leader);
  });
  test("the same members as /proc, every process of the group", async () => {
    const child = spawn(
      process.execPath,
      [
        "-e",
        "require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' }); setInterval(() => {}, 1000)",
      ],
      { detached: true, stdio: "ignore" },
    );
    leader = child.pid ?? 0;
    trackGroup(leader);
    const pgid = leader;
    await waitFor(() => groupMembers(pgid).length === 2, 5000);
    const table = readPsTable();
    expect(table).toBeDefined();
    expect(groupMembers(pgid, table).sort()).toEqual(groupMembers(pgid).sort());
    expect(groupMembers(pgid, table)).toHaveLength(2);
  });
});
