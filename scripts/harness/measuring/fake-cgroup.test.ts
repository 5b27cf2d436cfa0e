import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCleanups } from "../processes/cleanup.ts";
import {
  fakeCgroupSupport,
  fakeCgroupViewWrapper,
  fakeLayouts,
  writeFakeTree,
} from "./fake-cgroup.ts";

const HYBRID = "9:name=systemd:/\n3:cpuset:/\n1:cpu,cpuacct:/docker/abc\n0::/\n";
const PURE_V2 = "0::/user.slice/user-1000.slice/session-2.scope\n";

describe("fake cgroup trees", () => {
  test("the layouts /proc/self/cgroup can show", () => {
    expect(fakeLayouts(HYBRID)).toEqual(["v2", "v1"]);
    expect(fakeLayouts(PURE_V2)).toEqual(["v2"]);
    expect(fakeLayouts("4:memory:/\n")).toEqual([]);
  });

  test("v1: quota and period under the cpu hierarchy, at the path and at its root", () => {
    const root = mkdtempSync(join(tmpdir(), "fake-cgroup-test-"));
    writeFakeTree(root, 1.5, "v1", HYBRID);
    for (const dir of ["cpu,cpuacct/docker/abc", "cpu,cpuacct"]) {
      expect(readFileSync(join(root, dir, "cpu.cfs_quota_us"), "utf8")).toBe("150000\n");
      expect(readFileSync(join(root, dir, "cpu.cfs_period_us"), "utf8")).toBe("100000\n");
    }
  });

  test("v2: cpu.max at the path and at the root, with cgroup.controllers", () => {
    const root = mkdtempSync(join(tmpdir(), "fake-cgroup-test-"));
    writeFakeTree(root, 0.5, "v2", PURE_V2);
    expect(
      readFileSync(join(root, "user.slice/user-1000.slice/session-2.scope/cpu.max"), "utf8"),
    ).toBe("50000 100000\n");
    expect(readFileSync(join(root, "cpu.max"), "utf8")).toBe("50000 100000\n");
    expect(readFileSync(join(root, "cgroup.controllers"), "utf8")).toContain("cpu");
  });
});

describe("a cgroup view of the check's choosing", () => {
  const support = fakeCgroupSupport();
  afterAll(() => runCleanups("all"));

  test.skipIf("reason" in support)(
    "the program exec'd reads the given /proc/self/cgroup and files",
    () => {
      const view = {
        procSelfCgroup: "3:cpu,cpuacct:/demo\n0::/demo\n",
        files: { "cpu,cpuacct/demo/cpu.cfs_quota_us": "100000\n" },
      };
      const made = fakeCgroupViewWrapper(view);
      if ("reason" in made) throw new Error(made.reason);
      const [command = "", ...args] = made.wrapper;
      // One cat, exec'd by the wrapper: /proc/self is its pid, the one the view was bound over.
      const files = ["/proc/self/cgroup", "/sys/fs/cgroup/cpu,cpuacct/demo/cpu.cfs_quota_us"];
      const printed = execFileSync(command, [...args, "cat", ...files], { encoding: "utf8" });
      expect(printed).toBe(`${view.procSelfCgroup}100000\n`);
      // The file this process sees is the machine's, untouched.
      expect(readFileSync("/proc/self/cgroup", "utf8")).not.toBe(view.procSelfCgroup);
    },
  );
});
