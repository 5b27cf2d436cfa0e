import { userInfo } from "node:os";
import { describe, expect, test } from "vitest";
import { whyNoGroup } from "./cgroup.ts";

describe("whyNoGroup", () => {
  const mkdir = (code: string) => ({
    code,
    message: `${code}: failed, mkdir '/sys/fs/cgroup/cpu/workshop-quota-1'`,
  });
  test("not root: says so, without the raw error", () => {
    const reason = whyNoGroup(mkdir("EACCES"));
    expect(reason).toBe(
      `needs root to create a cgroup (this check runs as ${userInfo().username})`,
    );
  });
  test("EPERM (a user namespace) is the same", () =>
    expect(whyNoGroup(mkdir("EPERM"))).toMatch(/^needs root to create a cgroup/));
  test("a read-only cgroup file system", () =>
    expect(whyNoGroup(mkdir("EROFS"))).toMatch(/read-only here/));
  test("anything else keeps its message", () =>
    expect(whyNoGroup(mkdir("ENOSPC"))).toMatch(/needs a cgroup this check can create \(ENOSPC/));
});
