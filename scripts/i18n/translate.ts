/**
 * The workshop's messages in the learner's language. Each language's messages live in one file,
 * ./locales/<locale>.ts, under the same keys as English (./locales/en.ts), written in ICU
 * MessageFormat (https://unicode-org.github.io/icu/userguide/format_parse/messages/) and
 * formatted by intl-messageformat (FormatJS): plurals through `Intl.PluralRules`
 * (`{count, plural, one {# CPU} other {# CPUs}}`) and numbers through `Intl.NumberFormat`
 * (`{rate, number}`), both built into Node.js, so the library adds only the parser. It was
 * chosen over i18next, whose own `{{name}}` syntax needs a plug-in for ICU plurals, and over
 * @messageformat/core, which compiles messages to functions ahead of use: the translators' files
 * hold the standard syntax, and nothing is generated. Tags are off, so `<ja|ko|en>` is text.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { currentLocale, type Locale } from "./locale.ts";
import { en, type MessageKey } from "./locales/en.ts";
import { ja } from "./locales/ja.ts";
import { ko } from "./locales/ko.ts";

/** Every language's messages, by key. */
export const CATALOGUES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = {
  en,
  ja,
  ko,
};

/** The values a message's placeholders take. */
export type MessageValues = Record<string, string | number>;

/** One catalogue per language, under the same keys: the workshop's, or a step's own. */
export type Catalogues<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

/** A function giving a catalogue's message by key, its placeholders filled in. */
export type Translate<K extends string> = (
  key: K,
  values?: MessageValues,
  locale?: Locale,
) => string;

/**
 * The translate function of `catalogues`: `key`'s message in `locale` (the learner's by default),
 * its placeholders filled in. Each message is parsed once, when first used.
 */
export function translator<K extends string>(catalogues: Catalogues<K>): Translate<K> {
  const formats = new Map<string, IntlMessageFormat>();
  return (key, values = {}, locale = currentLocale()) => {
    const id = `${locale}:${key}`;
    let format = formats.get(id);
    if (!format) {
      const message = catalogues[locale][key];
      if (message === undefined) throw new Error(`No message "${key}" in ${locale}.`);
      format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}

/** Whether the workshop's own catalogue has a message `key` (a key built from a name). */
export const hasMessage = (key: string): key is MessageKey => key in en;

/** `key`'s message of the workshop's own catalogue in `locale` (the learner's by default). */
export const t: Translate<MessageKey> = translator(CATALOGUES);

/**
 * The names of the placeholders of an ICU message (`{count, plural, …}` gives `count`),
 * including those nested in plural and select branches.
 */
export function placeholders(message: string): Set<string> {
  const names = new Set<string>();
  // The parser's node types: 0 is literal text, 7 the `#` of a plural; the others are arguments.
  type Node = { type: number; value?: unknown; options?: Record<string, { value: Node[] }> };
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type !== 0 && typeof node.value === "string") names.add(node.value);
      for (const option of Object.values(node.options ?? {})) visit(option.value);
    }
  };
  visit(new IntlMessageFormat(message, "en", undefined, { ignoreTag: true }).getAst() as Node[]);
  return names;
}
