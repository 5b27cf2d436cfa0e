import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { useLocale } from "../i18n/choice.ts";
import { LOCALE_ENV } from "../i18n/locale.ts";
import { displayWidth } from "../workshop/terminal.ts";
import { home } from "./home.ts";

beforeEach(() => {
  vi.stubEnv(LOCALE_ENV, "");
  vi.stubEnv("LC_ALL", "");
  vi.stubEnv("LC_MESSAGES", "");
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** The home screen as printed for a learner whose LANG is `lang`. */
async function homeScreen(lang: string): Promise<string[]> {
  vi.stubEnv("LANG", lang);
  useLocale(undefined, join(mkdtempSync(join(tmpdir(), "home-")), "progress.json"));
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  await home();
  return stripVTControlCharacters(log.mock.calls.map((call) => call.join(" ")).join("\n")).split(
    "\n",
  );
}

/** `lines` as one text without spaces, wherever wrapping broke them. */
const unspaced = (lines: string[] | string) => [lines].flat().join("").replace(/\s+/g, "");

test("the home screen names the language, where it came from and how to change it", async () => {
  const ja = unspaced(await homeScreen("ja_JP.UTF-8"));
  expect(ja).toContain(
    unspaced(
      "表示言語: 日本語（LANG=ja_JP.UTF-8 による）。変更するには: npm start -- --lang <ja|ko|en|auto>（auto は LANG に従います）",
    ),
  );
  const ko = unspaced(await homeScreen("ko_KR.UTF-8"));
  expect(ko).toContain(
    unspaced(
      "언어: 한국어 (LANG=ko_KR.UTF-8 기준). 바꾸려면: npm start -- --lang <ja|ko|en|auto> (auto는 LANG을 따릅니다)",
    ),
  );
  const en = unspaced(await homeScreen("C"));
  expect(en).toContain(
    unspaced(
      "Language: English (from LANG=C). To change it: npm start -- --lang <ja|ko|en|auto> (auto follows LANG)",
    ),
  );
});

test("in Japanese and Korean, the steps translated show their titles, and lines fit 80 columns", async () => {
  for (const [lang, title] of [
    ["ja_JP.UTF-8", "01 · プロジェクトの準備"],
    ["ko_KR.UTF-8", "01 · 프로젝트 준비"],
  ] as const) {
    const lines = await homeScreen(lang);
    expect(
      lines.some((line) => line.endsWith(`step1   ${title}`)),
      lang,
    ).toBe(true);
    for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(80);
  }
});
