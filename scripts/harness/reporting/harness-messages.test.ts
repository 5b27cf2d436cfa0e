/**
 * The plurals and selects the shared harness's messages choose between. That each reads as
 * Japanese and Korean is scripts/dev-check/checks/messages.ts's.
 */
import { expect, test } from "vitest";
import { t } from "../../i18n/translate.ts";
import { describeConditions } from "../../platform/conditions.ts";
import { describeTopology } from "../../platform/machine.ts";

test("counts choose their plural in English and stay plain numbers in Japanese and Korean", () => {
  const loop = { seconds: "1.5", error: "Error: x" };
  expect(t("start.crashLoop.seen", { ...loop, count: 1 }, "en")).toContain("1 worker died");
  expect(t("start.crashLoop.seen", { ...loop, count: 3 }, "en")).toContain("3 workers died");
  expect(t("start.crashLoop.seen", { ...loop, count: 3 }, "ja")).toContain("ワーカーが 3 個");
  expect(t("program.types.seen", { count: 1, at: "a.ts:1:1" }, "en")).toMatch(/^1 type error;/);
  expect(t("program.types.seen", { count: 3, at: "a.ts:1:1" }, "ko")).toContain("타입 오류가 3개");
  expect(t("load.dropped", { count: 1 }, "en")).toBe("1 dropped, refused or unanswered request");
});

test("the machine's topology and conditions in words, by select", () => {
  const cpus = { logicalCpus: 8, physicalCores: 4, performanceCores: 2, efficiencyCores: 2 };
  expect(describeTopology({ ...cpus, smt: false })).toBe(
    "4 physical cores, 8 logical CPUs; 2 performance + 2 efficiency cores",
  );
  expect(t("platform.topology.cores", { cores: 1, logical: "x", smt: "yes" }, "ja")).toBe(
    "物理コア 1 個、x（SMT）",
  );
  const none = { idleClockMHz: undefined, loadClockMHz: undefined, steal: undefined };
  expect(
    describeConditions({
      ...none,
      power: "battery",
      powerProfile: undefined,
      powerPlan: undefined,
    }),
  ).toBe("on battery");
  expect(t("nginx.denied.seen", { user: "u", call: "mkdir", path: "/a/b" }, "en")).toContain(
    "may not create /a/b",
  );
  expect(t("nginx.denied.seen", { user: "u", call: "other", path: "/a/b" }, "ko")).toContain(
    "열 수 없습니다",
  );
});
