// What macOS has of cgroups: nothing. There, every read under /proc fails as it does on a Mac
// ("ENOENT: no such file or directory, open '/proc/self/cgroup'"), and the quota checkpoint
// must skip with the platform's reason before it reads anything.
import { describe, expect, test, vi } from "vitest";

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const noProc = (path: unknown) => {
    if (String(path).startsWith("/proc/")) {
      throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), {
        code: "ENOENT",
      });
    }
  };
  const readFileSync = ((path: Parameters<typeof fs.readFileSync>[0], ...rest: unknown[]) => {
    noProc(path);
    return (fs.readFileSync as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});

const { fakeCgroupSupport, fakeLayouts } = await import("./fake-cgroup.ts");

describe("a CPU quota on macOS", () => {
  test("the reason is the platform's, named as macOS", () => {
    const how = fakeCgroupSupport("darwin");
    expect("reason" in how && how.reason).toMatch(/^macOS has no cgroups/);
  });
  test("no /proc/self/cgroup: no layout, no error", () => expect(fakeLayouts()).toEqual([]));
});
