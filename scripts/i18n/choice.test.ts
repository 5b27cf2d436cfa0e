import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { readLanguage } from "../workshop/progress.ts";
import { localeChoice, useLocale } from "./choice.ts";
import { LOCALE_ENV } from "./locale.ts";

afterEach(() => {
  vi.unstubAllEnvs();
});

test("--lang is remembered for the next commands, and handed to the processes a command starts", () => {
  vi.stubEnv(LOCALE_ENV, "");
  vi.stubEnv("LC_ALL", "");
  vi.stubEnv("LC_MESSAGES", "");
  vi.stubEnv("LANG", "ja_JP.UTF-8");
  const file = join(mkdtempSync(join(tmpdir(), "choice-")), "progress.json");
  expect(useLocale(undefined, file)).toBe("ja");
  expect(readLanguage(file)).toBeUndefined();
  expect(useLocale("ko", file)).toBe("ko");
  expect(readLanguage(file)).toBe("ko");
  expect(process.env[LOCALE_ENV]).toBe("ko");
  expect(useLocale(undefined, file)).toBe("ko");
  expect(localeChoice()).toEqual({ locale: "ko", source: { kind: "saved" } });
  expect(() => useLocale("jp", file)).toThrow(/--lang jp/);
  expect(readLanguage(file)).toBe("ko");
});

test("--lang auto forgets the language remembered, and the environment decides again", () => {
  vi.stubEnv(LOCALE_ENV, "");
  vi.stubEnv("LC_ALL", "");
  vi.stubEnv("LC_MESSAGES", "");
  vi.stubEnv("LANG", "ko_KR.UTF-8");
  const file = join(mkdtempSync(join(tmpdir(), "choice-")), "progress.json");
  expect(useLocale("ja", file)).toBe("ja");
  expect(useLocale("auto", file)).toBe("ko");
  expect(readLanguage(file)).toBeUndefined();
  expect(localeChoice().source).toEqual({
    kind: "environment",
    variable: "LANG",
    value: "ko_KR.UTF-8",
  });
});
