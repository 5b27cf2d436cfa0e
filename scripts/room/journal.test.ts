// The journal's promise: a line is on disk (written and fdatasync'ed) when its append resolves,
// a burst shares one flush, and a pid lock left by a dead room is taken over at once. It prints
// what durability costs per post on this machine, so that the figure can be measured again.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, expect, test } from "vitest";
import { addressKey, allowedHosts, hostAllowed, isInstructorSocket } from "./access.ts";
import { Journal } from "./journal.ts";
import { LockedError, takeLock } from "./lock.ts";

const dir = mkdtempSync(join(tmpdir(), "workshop-room-journal-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("each post is flushed before it is answered: what that costs, one at a time and in a burst", async () => {
  const journal = new Journal(join(dir, "journal.jsonl"));
  // A check's line as the room keeps it: about 1 kB (the largest a schema allows is about 10 kB).
  const line = JSON.stringify({ at: new Date().toISOString(), pad: "x".repeat(1_000) });
  for (let i = 0; i < 5; i++) await journal.append(line); // warm up: the file exists
  const rounds = 100;
  let started = performance.now();
  for (let i = 0; i < rounds; i++) await journal.append(line);
  const each = (performance.now() - started) / rounds;
  started = performance.now();
  await Promise.all(Array.from({ length: 300 }, () => journal.append(line)));
  const burst = performance.now() - started;
  await journal.close();
  const lines = readFileSync(join(dir, "journal.jsonl"), "utf8").trim().split("\n");
  console.log(
    `journal: ${each.toFixed(2)} ms per post one at a time (write + fdatasync), 300 posts at once in ${burst.toFixed(1)} ms (one group commit)`,
  );
  expect(lines).toHaveLength(5 + rounds + 300);
  expect(burst).toBeLessThan(300 * each);
});

test("a lock held by a live process refuses; one left by a dead process is taken over at once", () => {
  const file = join(dir, "room.lock");
  writeFileSync(file, JSON.stringify({ pid: process.ppid, host: hostname() }));
  expect(() => takeLock(file)).toThrow(LockedError);
  const dead = spawnSync(process.execPath, ["-e", "process.pid"]).pid;
  writeFileSync(file, JSON.stringify({ pid: dead, host: hostname() }));
  const release = takeLock(file);
  expect(JSON.parse(readFileSync(file, "utf8")).pid).toBe(process.pid);
  release();
  expect(() => readFileSync(file)).toThrow();
});

test("the instructor is 127.0.0.1, ::1 or this machine on its own address; not 127.0.0.2", () => {
  expect(isInstructorSocket({ remoteAddress: "127.0.0.1", localAddress: "127.0.0.1" })).toBe(true);
  expect(isInstructorSocket({ remoteAddress: "::1" })).toBe(true);
  expect(isInstructorSocket({ remoteAddress: "::ffff:127.0.0.1" })).toBe(true);
  expect(isInstructorSocket({ remoteAddress: "192.168.1.20", localAddress: "192.168.1.20" })).toBe(
    true,
  );
  expect(isInstructorSocket({ remoteAddress: "127.0.0.2", localAddress: "127.0.0.1" })).toBe(false);
  expect(isInstructorSocket({ remoteAddress: "192.168.1.30", localAddress: "192.168.1.20" })).toBe(
    false,
  );
  expect(addressKey("::ffff:10.0.0.5")).toBe("10.0.0.5");
  expect(addressKey("2001:db8:1:2::5")).toBe(addressKey("2001:db8:1:2::9"));
});

test("the Host allow-list: the room's own names with its port, nothing else", () => {
  const interfaces = {
    eth0: [{ address: "192.168.1.20", family: "IPv4", internal: false }],
  } as unknown as ReturnType<typeof import("node:os").networkInterfaces>;
  const wildcard = allowedHosts("0.0.0.0", interfaces, "Laptop");
  for (const host of ["192.168.1.20:4800", "localhost:4800", "laptop.local:4800", "[::1]:4800"]) {
    expect(hostAllowed(host, wildcard, 4800), host).toBe(true);
  }
  for (const host of ["evil.example:4800", "192.168.1.20:4801", "192.168.1.20", undefined]) {
    expect(hostAllowed(host, wildcard, 4800), String(host)).toBe(false);
  }
  expect(hostAllowed("192.168.1.20:4800", allowedHosts("127.0.0.1", interfaces), 4800)).toBe(false);
});
