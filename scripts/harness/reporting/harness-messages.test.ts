/**
 * The shared harness's messages (scripts/i18n/locales, the keys of the files under
 * scripts/harness and scripts/platform): each read in Japanese and Korean as the self-test reads
 * a mistake's message, and the plurals and selects they choose between.
 */
import { expect, test } from "vitest";
import { notInLocale } from "../../i18n/in-locale.ts";
import { en, type MessageKey } from "../../i18n/locales/en.ts";
import { placeholders, t } from "../../i18n/translate.ts";
import { describeConditions } from "../../platform/conditions.ts";
import { describeTopology } from "../../platform/machine.ts";

const HARNESS = /^(start|program|files|http|load|report|speedup|cpu|nginx|pm2|platform)\./;
const keys = (Object.keys(en) as MessageKey[]).filter((key) => HARNESS.test(key));

test("every harness message reads as Japanese and Korean, code and quotes aside", () => {
  const problems: string[] = [];
  for (const key of keys) {
    // A value such as a file name or a count: 2 takes the plural branch, "x" any other.
    const values = Object.fromEntries([...placeholders(en[key])].map((name) => [name, 2]));
    for (const locale of ["ja", "ko"] as const) {
      for (const problem of notInLocale(t(key, values, locale), locale))
        problems.push(`${locale} ${key}: ${problem}`);
    }
  }
  expect(problems).toEqual([]);
});

test("counts choose their plural in English and stay plain numbers in Japanese and Korean", () => {
  const loop = { seconds: "1.5", error: "Error: x" };
  expect(t("start.crashLoop.seen", { ...loop, count: 1 }, "en")).toContain("1 worker died");
  expect(t("start.crashLoop.seen", { ...loop, count: 3 }, "en")).toContain("3 workers died");
  expect(t("start.crashLoop.seen", { ...loop, count: 3 }, "ja")).toContain("ワーカーが 3 個");
  expect(t("program.types.seen", { count: 1, at: "a.ts:1:1" }, "en")).toMatch(/^1 type error;/);
  expect(t("program.types.seen", { count: 3, at: "a.ts:1:1" }, "ko")).toContain("타입 오류가 3개");
  expect(t("load.dropped", { count: 1 }, "en")).toBe("1 dropped or refused connection");
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
