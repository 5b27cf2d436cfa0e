/**
 * Whether a text a learner reads is in their language: a Japanese or Korean message must be
 * written in that script and hold no English sentence. Code, commands, identifiers, file paths
 * and the program's own output stay as they are in every language, so they are left out first:
 * inline code spans, quoted text ("…", 「…」), paths and URLs.
 */
import type { Locale } from "./locale.ts";

/** The script each translated language is written in. */
const SCRIPT: Partial<Record<Locale, RegExp>> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
};

/** What stays as it is in every language: code spans, quotes, paths, URLs. */
const VERBATIM = [
  /`[^`]*`/g,
  /"[^"\n]*"/g,
  /「[^」]*」/g,
  /\bhttps?:\/\/\S+/g,
  /(?:\.{0,2}\/)?[\w.@-]+(?:\/[\w.@-]+)+\/?/g,
];

/** Three or more Latin-script words in a row: an English phrase left untranslated. */
const ENGLISH_RUN = /\b[A-Za-z][A-Za-z'’-]+(?:[ ,;:]+[A-Za-z][A-Za-z'’-]*){2,}/g;

/**
 * What keeps `text` from being in `locale`: the English phrases left in it, or the lack of the
 * language's script. Always empty for English.
 *
 * @returns one line per problem, quoting the phrase
 */
export function notInLocale(text: string, locale: Locale): string[] {
  const script = SCRIPT[locale];
  if (!script) return [];
  const prose = VERBATIM.reduce((rest, pattern) => rest.replace(pattern, " "), text);
  const problems = [...prose.matchAll(ENGLISH_RUN)].map((m) => `English left: "${m[0]}"`);
  if (/\p{L}/u.test(prose) && !script.test(prose)) problems.push(`not in ${locale}: "${text}"`);
  return problems;
}
