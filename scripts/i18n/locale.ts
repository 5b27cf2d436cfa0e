/**
 * Which language the workshop speaks: English, Japanese or Korean. The choice comes, first to
 * last, from `--lang <ja|ko|en>` on any command, the language remembered in the progress file (the
 * last `--lang` given), and the environment: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that
 * is set, as POSIX orders them (https://pubs.opengroup.org/onlinepubs/9799919799/basedefs/V1_chap08.html).
 * The command line resolves it once and hands it to everything it starts, checkpoints included,
 * in {@link LOCALE_ENV}.
 */

/** The languages the workshop is written in; English is the source of every translation. */
export const LOCALES = ["en", "ja", "ko"] as const;

/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/** Each language's own name, as the home screen shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  ja: "日本語",
  ko: "한국어",
};

/** The variable holding the language the command line chose, for the processes it starts. */
export const LOCALE_ENV = "WORKSHOP_LANG";

type Env = Record<string, string | undefined>;

/** `code` as a workshop language (`ja`, `JA`), or `undefined` for any other text. */
export function parseLocale(code: string | undefined): Locale | undefined {
  const lower = code?.trim().toLowerCase();
  return LOCALES.find((locale) => locale === lower);
}

/** Where a language choice came from, for the home screen to say. */
export type LocaleSource =
  | { kind: "option" }
  | { kind: "saved" }
  | { kind: "environment"; variable: string; value: string }
  | { kind: "default" };

/**
 * The language a POSIX locale environment asks for: `ja_JP.UTF-8` → ja, `ko_KR.UTF-8` → ko, `C`,
 * `POSIX` or any other language → en. The first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set
 * and not empty decides, as in setlocale(3).
 */
export function localeFromEnv(env: Env = process.env): { locale: Locale; source: LocaleSource } {
  for (const variable of ["LC_ALL", "LC_MESSAGES", "LANG"]) {
    const value = env[variable];
    if (!value) continue;
    const language = /^([a-z]{2,3})(?:[_.@-]|$)/i.exec(value)?.[1];
    return {
      locale: parseLocale(language) ?? "en",
      source: { kind: "environment", variable, value },
    };
  }
  return { locale: "en", source: { kind: "default" } };
}

/**
 * The language to speak: `given` (`--lang`), else `saved` (the progress file), else the
 * environment's.
 *
 * @throws Error when `given` is not a workshop language
 */
export function chooseLocale(
  given: string | undefined,
  saved: Locale | undefined,
  env: Env = process.env,
): { locale: Locale; source: LocaleSource } {
  if (given !== undefined) {
    const locale = parseLocale(given);
    if (!locale) throw new Error(`--lang ${given}: use one of ${LOCALES.join(", ")}, or auto.`);
    return { locale, source: { kind: "option" } };
  }
  if (saved) return { locale: saved, source: { kind: "saved" } };
  return localeFromEnv(env);
}

/**
 * The language of this process: the one the command line chose ({@link LOCALE_ENV}), else the
 * environment's (a checkpoint file run by vitest directly).
 */
export function currentLocale(env: Env = process.env): Locale {
  return speaking ?? parseLocale(env[LOCALE_ENV]) ?? localeFromEnv(env).locale;
}

/** The language {@link withLocale} speaks in for the moment, over the process's own. */
let speaking: Locale | undefined;

/**
 * Runs `write` with {@link currentLocale} returning `locale`, and returns what it returns: a
 * failure message is written once in every language this way (a synchronous function only).
 */
export function withLocale<T>(locale: Locale, write: () => T): T {
  const before = speaking;
  speaking = locale;
  try {
    return write();
  } finally {
    speaking = before;
  }
}
