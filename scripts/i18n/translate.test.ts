import { expect, test } from "vitest";
import { LOCALES } from "./locale.ts";
import { en } from "./locales/en.ts";
import { CATALOGUES, placeholders, t } from "./translate.ts";

const keys = Object.keys(en) as (keyof typeof en)[];

test("every message key is in every language, and no language has a key English lacks", () => {
  for (const locale of LOCALES) {
    expect(Object.keys(CATALOGUES[locale]).sort(), locale).toEqual([...keys].sort());
  }
});

test("every translation has the English message's placeholders, no more and no fewer", () => {
  const differ: string[] = [];
  for (const locale of LOCALES) {
    for (const key of keys) {
      const want = [...placeholders(en[key])].sort();
      const have = [...placeholders(CATALOGUES[locale][key])].sort();
      if (want.join() !== have.join()) differ.push(`${locale} ${key}: {${have}} ≠ {${want}}`);
    }
  }
  expect(differ).toEqual([]);
});

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

test("the Japanese and Korean messages leave code and commands as they are in English", () => {
  const code = /npm (?:start|run \w+)[^\s、。）)]*|--[a-z-]+|os\.\w+\(\)/g;
  for (const key of keys) {
    const english = new Set(en[key].match(code) ?? []);
    for (const locale of ["ja", "ko"] as const) {
      for (const command of CATALOGUES[locale][key].match(code) ?? [])
        expect(english, `${locale} ${key}`).toContain(command);
    }
  }
});
