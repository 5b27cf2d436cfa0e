/**
 * The language of this run of the command line: chosen once, before a command's action, from
 * `--lang`, the progress file and the environment (./locale.ts), then handed to every process the
 * command starts in LOCALE_ENV. A language given with `--lang` is remembered for later commands.
 */
import { progressFile, readLanguage, recordLanguage } from "../workshop/progress.ts";
import { chooseLocale, LOCALE_ENV, type Locale, type LocaleSource } from "./locale.ts";

let chosen: { locale: Locale; source: LocaleSource } | undefined;

/** `--lang auto`: forget the language remembered, and follow LC_ALL, LC_MESSAGES and LANG again. */
export const FOLLOW_ENVIRONMENT = "auto";

/**
 * Chooses the language of this run: `given` (`--lang`, then remembered in `file`; `auto` forgets
 * it), else the one `file` remembers, else the environment's.
 *
 * @throws Error when `given` is not a workshop language
 */
export function useLocale(given: string | undefined, file = progressFile): Locale {
  if (given?.trim().toLowerCase() === FOLLOW_ENVIRONMENT) {
    recordLanguage(undefined, file);
    chosen = chooseLocale(undefined, undefined);
  } else {
    chosen = chooseLocale(given, readLanguage(file));
    if (given !== undefined) recordLanguage(chosen.locale, file);
  }
  process.env[LOCALE_ENV] = chosen.locale;
  return chosen.locale;
}

/** The language of this run and where it came from (the environment's until useLocale runs). */
export function localeChoice(): { locale: Locale; source: LocaleSource } {
  return chosen ?? chooseLocale(undefined, undefined);
}
