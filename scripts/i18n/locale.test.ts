import { expect, test } from "vitest";
import { chooseLocale, currentLocale, LOCALE_ENV, localeFromEnv, parseLocale } from "./locale.ts";

test("the environment's language: ja_JP.UTF-8 is ja, ko_KR.UTF-8 is ko, others are en", () => {
  expect(localeFromEnv({ LANG: "ja_JP.UTF-8" }).locale).toBe("ja");
  expect(localeFromEnv({ LANG: "ko_KR.UTF-8" }).locale).toBe("ko");
  expect(localeFromEnv({ LANG: "ja" }).locale).toBe("ja");
  expect(localeFromEnv({ LANG: "ko_KR.eucKR" }).locale).toBe("ko");
  expect(localeFromEnv({ LANG: "de_DE.UTF-8" }).locale).toBe("en");
  expect(localeFromEnv({ LANG: "en_US.UTF-8" }).locale).toBe("en");
  expect(localeFromEnv({}).locale).toBe("en");
  expect(localeFromEnv({}).source).toEqual({ kind: "default" });
});

test("C and POSIX are English, whatever they are set in", () => {
  expect(localeFromEnv({ LANG: "C" }).locale).toBe("en");
  expect(localeFromEnv({ LANG: "C.UTF-8" }).locale).toBe("en");
  expect(localeFromEnv({ LC_ALL: "POSIX", LANG: "ja_JP.UTF-8" }).locale).toBe("en");
});

test("LC_ALL wins over LC_MESSAGES, which wins over LANG; an empty variable is unset", () => {
  const env = { LC_ALL: "ko_KR.UTF-8", LC_MESSAGES: "ja_JP.UTF-8", LANG: "en_US.UTF-8" };
  expect(localeFromEnv(env)).toEqual({
    locale: "ko",
    source: { kind: "environment", variable: "LC_ALL", value: "ko_KR.UTF-8" },
  });
  expect(localeFromEnv({ ...env, LC_ALL: "" }).locale).toBe("ja");
  expect(localeFromEnv({ ...env, LC_ALL: undefined, LC_MESSAGES: "" }).locale).toBe("en");
});

test("--lang wins over the remembered language, which wins over the environment", () => {
  const env = { LANG: "ja_JP.UTF-8" };
  expect(chooseLocale("ko", "en", env)).toEqual({ locale: "ko", source: { kind: "option" } });
  expect(chooseLocale("EN", undefined, env).locale).toBe("en");
  expect(chooseLocale(undefined, "ko", env)).toEqual({ locale: "ko", source: { kind: "saved" } });
  expect(chooseLocale(undefined, undefined, env).locale).toBe("ja");
  expect(() => chooseLocale("fr", undefined, env)).toThrow(/--lang fr: use one of en, ja, ko/);
});

test("a process started by the command line speaks the language it was handed", () => {
  expect(parseLocale(" ja ")).toBe("ja");
  expect(parseLocale("jp")).toBeUndefined();
  expect(currentLocale({ [LOCALE_ENV]: "ko", LANG: "ja_JP.UTF-8" })).toBe("ko");
  expect(currentLocale({ LANG: "ja_JP.UTF-8" })).toBe("ja");
});
