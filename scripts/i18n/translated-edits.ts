/**
 * An edit of an English Markdown file and of its translations beside it (`README.ja.md`, …), as
 * a maintainer's command makes it: each language's new text, and the English's new hash in a
 * translation that was up to date, so that a translation that lagged still shows its lag
 * (CONTRIBUTING.md, "Translations"). Nothing is written here.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { recordedSource, sourceHash } from "./lessons.ts";
import { LOCALES, type Locale } from "./locale.ts";

/** An existing file's new text, and what changed in it. */
export interface FileEdit {
  /** relative to the repository's root */
  file: string;
  text: string;
  /** what changed, for the report, e.g. 'a row in "The steps"' */
  what: string;
}

/** `english` (`README.md`) in `locale`: `README.ja.md`. */
const inLocale = (english: string, locale: Locale): string =>
  locale === "en" ? english : english.replace(/\.md$/, `.${locale}.md`);

/** Edits of existing files, and what the author must add by hand where one could not be made. */
export interface MarkdownEdits {
  edits: FileEdit[];
  notes: string[];
}

/**
 * The edits of the English Markdown file `english` and of its translations beside it: `change`
 * gives each language's new text (`undefined` when it cannot make it); a translation that was
 * up to date gets the edited English's hash.
 */
export function withTranslations(
  root: string,
  english: string,
  what: string,
  change: (text: string, locale: Locale) => string | undefined,
): MarkdownEdits {
  const notes: string[] = [];
  const read = (file: string) => readFileSync(join(root, file), "utf8");
  if (!existsSync(join(root, english))) return { edits: [], notes: [`${english}: ${what}`] };
  const before = read(english);
  const after = change(before, "en");
  if (after === undefined)
    return { edits: [], notes: [`${english} and its translations: ${what}`] };
  const edits: FileEdit[] = [{ file: english, text: after, what }];
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const file = inLocale(english, locale);
    if (!existsSync(join(root, file))) continue;
    const text = read(file);
    const changed = change(text, locale);
    if (changed === undefined) {
      notes.push(`${file}: ${what}, translated`);
      continue;
    }
    const recorded = recordedSource(text)?.hash;
    const current = recorded === sourceHash(before);
    edits.push({
      file,
      text: current
        ? changed.replace(`sha256:${recorded}`, `sha256:${sourceHash(after)}`)
        : changed,
      what: current ? `${what}, and the English's new hash` : what,
    });
    if (!current)
      notes.push(
        `${file} lagged behind ${english} before this step (its hash is not the English's): bring it up to date, then record the English's hash`,
      );
  }
  return { edits, notes };
}
