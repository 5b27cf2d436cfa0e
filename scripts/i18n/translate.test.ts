/**
 * How a message is formatted: its placeholders, plurals in each language's rules. That every
 * catalogue has English's keys, placeholders and commands is
 * scripts/dev-check/checks/messages.ts's.
 */
import { expect, test } from "vitest";
import { placeholders, t } from "./translate.ts";

test("placeholders are found inside plural branches too", () => {
  expect([...placeholders("{count, plural, one {# CPU on {host}} other {# CPUs}}")]).toEqual([
    "count",
    "host",
  ]);
});

test("plurals follow each language's rules, and <ja|ko|en|auto> stays text", () => {
  expect(t("home.notRun", { count: 1, names: "a" }, "en")).toBe(
    "1 checkpoint not run on this machine: a",
  );
  expect(t("home.notRun", { count: 2, names: "a; b" }, "en")).toMatch(/^2 checkpoints not run/);
  expect(t("check.failed", { passed: 1, ran: 3, id: "03-x", skipped: 0 }, "ja")).toBe(
    "step 03-x のチェックポイント 3 件中 1 件に合格しました。",
  );
  expect(t("check.failed", { passed: 1, ran: 3, id: "03-x", skipped: 2 }, "ko")).toBe(
    "step 03-x의 체크포인트 3개 중 1개를 통과했습니다 (2개 건너뜀).",
  );
  expect(t("home.languageChange", {}, "ko")).toContain("<ja|ko|en|auto>");
});
