/**
 * Every message in every language (CONTRIBUTING.md, "Translations"): the workshop's own
 * (scripts/i18n/locales/<locale>.ts) and each step's checkpoint messages
 * (steps/NN-name/checkpoints/messages/<locale>.ts) hold the same keys as English, each parses as
 * ICU MessageFormat with the English one's placeholders, keeps the English one's inline code and
 * commands. The messages a check prints (those the code of {@link CHECK_CODE} names) must read as
 * their language (../../i18n/in-locale.ts), as the self-test reads a mistake's message. tsc holds a
 * catalogue's keys to English's type too, but only this reports them all at once, beside the rest.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import escapeStringRegexp from "escape-string-regexp";
import { notInLocale } from "../../i18n/in-locale.ts";
import { LOCALES, type Locale } from "../../i18n/locale.ts";
import { placeholders, translator } from "../../i18n/translate.ts";
import { listSteps } from "../../workshop/steps.ts";
import type { DevCheck, Problem } from "../problem.ts";
import { filesUnder, lineAt } from "../source.ts";

/** One language's messages, by key, and the file they are written in. */
type Catalogue = { file: string; messages: Readonly<Record<string, string>> };

/** A catalogue in every language: the workshop's or a step's. */
export interface MessageSet {
  /** what the report calls it, e.g. "the workshop's messages" */
  what: string;
  catalogues: Record<Locale, Catalogue>;
  /** the keys whose every translation must read as its language */
  inLocale: ReadonlySet<string>;
}

/** The inline code spans of an ICU message, its quoting undone (`$'{x}'` → `${x}`). */
export const codeSpans = (message: string): string[] =>
  [...message.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? "").replace(/'([{}][^']*)'/g, "$1"));

/** Commands and calls a translation writes as English does: `npm run x`, `--flag`, `os.x()`. */
const COMMAND = /npm (?:start|run \w+)[^\s、。）)`]*|--[a-z-]+|os\.\w+\(\)/g;

/**
 * The code that runs while a learner's files are checked (the harness, the machine's facts, the
 * check's report): every workshop message whose key it names, as a literal or as the prefix of a
 * template (`"doctor.for.${name}"`), is a message a learner reads in the middle of a check.
 */
export const CHECK_CODE = ["scripts/harness", "scripts/platform", "scripts/workshop/reporter.ts"];

/** The keys of `keys` that the code of {@link CHECK_CODE} under `root` names. */
function keysNamedByChecks(root: string, keys: readonly string[]): Set<string> {
  const text = CHECK_CODE.flatMap((path) => {
    const full = join(root, path);
    if (!existsSync(full)) return [];
    return full.endsWith(".ts") ? [full] : filesUnder(full);
  })
    .filter((file) => !file.endsWith(".test.ts"))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const prefixes = [...text.matchAll(/[`"']([a-z]\w*(?:\.\w+)*\.)\$\{/g)].map((m) => m[1] ?? "");
  return new Set(
    keys.filter(
      (key) =>
        text.includes(`"${key}"`) ||
        text.includes(`'${key}'`) ||
        prefixes.some((prefix) => key.startsWith(prefix)),
    ),
  );
}

async function load(file: string, name: string): Promise<Readonly<Record<string, string>>> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return (module[name] ?? {}) as Readonly<Record<string, string>>;
}

/** The workshop's own messages and every step's, as they are under `root`. */
export async function messageSets(root: string): Promise<MessageSet[]> {
  const own = join(root, "scripts/i18n/locales");
  const sets: MessageSet[] = [];
  const catalogues = async (dir: string, name: (locale: Locale) => string) =>
    Object.fromEntries(
      await Promise.all(
        LOCALES.map(async (locale) => {
          const file = join(dir, `${locale}.ts`);
          const messages = existsSync(file) ? await load(file, name(locale)) : {};
          return [locale, { file, messages }] as const;
        }),
      ),
    ) as Record<Locale, Catalogue>;
  const workshop = await catalogues(own, (locale) => locale);
  sets.push({
    what: "the workshop's messages",
    catalogues: workshop,
    inLocale: keysNamedByChecks(root, Object.keys(workshop.en.messages)),
  });
  for (const step of listSteps(root)) {
    const dir = join(step.dir, "checkpoints/messages");
    if (!existsSync(join(dir, "index.ts"))) continue;
    sets.push({
      what: `${step.id}'s checkpoint messages`,
      catalogues: await catalogues(dir, (locale) => locale),
      // The self-test reads each catalogued mistake's message in every language, filled in.
      inLocale: new Set(),
    });
  }
  return sets;
}

/** Every problem of one message set, relative to `root`. */
export function messageProblems(root: string, set: MessageSet): Problem[] {
  const problems: Problem[] = [];
  const english = set.catalogues.en;
  const at = (catalogue: Catalogue, key: string) => {
    const text = existsSync(catalogue.file) ? readFileSync(catalogue.file, "utf8") : "";
    const written = new RegExp(
      `^\\s*(?:"${escapeStringRegexp(key)}"|${escapeStringRegexp(key)}):`,
      "m",
    );
    const index = text.search(written);
    return {
      file: relative(root, catalogue.file),
      line: index < 0 ? undefined : lineAt(text, index),
    };
  };
  const parsed = (catalogue: Catalogue, key: string, message: string) => {
    try {
      return [...placeholders(message)].sort();
    } catch (error) {
      problems.push({
        ...at(catalogue, key),
        problem: `"${key}" is not ICU MessageFormat: ${(error as Error).message}`,
        fix: "quote a literal brace ('{' and '}'), close every {placeholder} (https://formatjs.github.io/docs/core-concepts/icu-syntax/)",
      });
      return undefined;
    }
  };
  for (const [key, message] of Object.entries(english.messages)) parsed(english, key, message);
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const catalogue = set.catalogues[locale];
    const t = translator({ en: english.messages, ja: catalogue.messages, ko: catalogue.messages });
    for (const key of Object.keys(catalogue.messages).filter((k) => !(k in english.messages)))
      problems.push({
        ...at(catalogue, key),
        problem: `${set.what} in ${locale} have "${key}", which English does not`,
        fix: `remove it, or add it to ${relative(root, english.file)} first`,
      });
    for (const [key, source] of Object.entries(english.messages)) {
      const message = catalogue.messages[key];
      if (message === undefined) {
        problems.push({
          file: relative(root, catalogue.file),
          problem: `${set.what} in ${locale} lack "${key}"`,
          fix: `add "${key}" in ${locale}, translating ${at(english, key).file}:${at(english, key).line}`,
        });
        continue;
      }
      const want = parsed(english, key, source);
      const have = parsed(catalogue, key, message);
      if (want && have && want.join() !== have.join())
        problems.push({
          ...at(catalogue, key),
          problem: `"${key}" has the placeholders {${have}}, English {${want}}`,
          fix: "use English's placeholders, no more and no fewer, with the same names",
        });
      const missing = codeSpans(source).filter((span) => !codeSpans(message).includes(span));
      if (missing.length > 0)
        problems.push({
          ...at(catalogue, key),
          problem: `"${key}" lacks English's code \`${missing.join("`, `")}\``,
          fix: "keep code, commands and identifiers as English writes them, in backticks",
        });
      const commands = new Set(source.match(COMMAND) ?? []);
      for (const command of message.match(COMMAND) ?? [])
        if (!commands.has(command))
          problems.push({
            ...at(catalogue, key),
            problem: `"${key}" writes ${command}, which English does not`,
            fix: `write the command as English does: ${[...commands].join(", ") || "(none)"}`,
          });
      if (set.inLocale.has(key) && have) {
        // A value such as a file name or a count: 2 takes the plural branch.
        const values = Object.fromEntries(have.map((name) => [name, 2]));
        let text: string;
        try {
          text = t(key, values, locale);
        } catch {
          continue;
        }
        for (const found of notInLocale(text, locale))
          problems.push({
            ...at(catalogue, key),
            problem: `"${key}" does not read as ${locale}: ${found}`,
            fix: "translate the phrase; put code, commands and output in backticks or quotes",
          });
      }
    }
  }
  return problems;
}

export const MESSAGES: DevCheck = {
  name: "every message in every language",
  async run(root) {
    return (await messageSets(root)).flatMap((set) => messageProblems(root, set));
  },
};
