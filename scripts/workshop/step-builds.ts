/**
 * What the learner builds in each step, written once: the step's `step.builds` message
 * (`steps/NN-name/checkpoints/messages/<locale>.ts`). The README's table "The steps" is made from
 * it in every language (`npm run dev-check -- --fix` writes it, `npm run dev-check` finds a table
 * that differs), and the home screen shows it for the next step. A step without the message keeps
 * the row the table has.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { workshopRoot } from "../harness/paths.ts";
import { LOCALES, type Locale } from "../i18n/locale.ts";
import { translator } from "../i18n/translate.ts";
import { type FileEdit, withTranslations } from "../i18n/translated-edits.ts";
import { headings, withTable } from "./markdown-table.ts";
import { stepCatalogues } from "./step-facts.ts";
import { listSteps, type Step } from "./steps.ts";

/** The message key of what a step builds. */
export const BUILDS_KEY = "step.builds";

/** The README's heading over the table of steps (a translation's is the one at the same place). */
export const STEP_TABLE = "The steps";

/**
 * What `step` builds in `locale`, as its messages say it (ICU quoting undone), or `undefined`
 * when its messages have no `step.builds`.
 */
export async function stepBuilds(step: Step, locale: Locale): Promise<string | undefined> {
  const messages = await stepCatalogues(step);
  if (!messages?.en[BUILDS_KEY]) return undefined;
  return translator(messages)(BUILDS_KEY, {}, locale);
}

/** The cells of a row of the step table: number, folder, what it builds. */
type Row = [string, string, string];

/**
 * `markdown` with the rows of the table under its heading number `at` made from `rows`: a row
 * whose folder `rows` has gets its cells, others stay (./markdown-table.ts, withTable).
 */
const withRows = (markdown: string, at: number, rows: ReadonlyMap<string, Row>) =>
  withTable(markdown, at, (table) =>
    table.map((line, i) => {
      const folder = i < 2 ? undefined : /`(steps\/[^`]+)`/.exec(line)?.[1];
      const row = folder ? rows.get(folder) : undefined;
      return row ? `| ${row.join(" | ")} |` : line;
    }),
  );

/**
 * The README (and its translations) with the table "The steps" made from every step's
 * `step.builds`, as edits of the files whose text changes; a translation that was up to date
 * gets the edited English's hash (CONTRIBUTING.md, "Translations"). Nothing is written.
 */
export async function stepTableEdits(root = workshopRoot): Promise<FileEdit[]> {
  const rows = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (locale) => {
        const byFolder = new Map<string, Row>();
        for (const step of listSteps(root)) {
          const builds = await stepBuilds(step, locale);
          const folder = `steps/${step.id}`;
          if (builds) byFolder.set(folder, [String(step.number), `\`${folder}\``, builds]);
        }
        return [locale, byFolder] as const;
      }),
    ),
  ) as Record<Locale, Map<string, Row>>;
  let at = -1;
  const { edits } = withTranslations(
    root,
    "README.md",
    `the table "${STEP_TABLE}"`,
    (text, locale) => {
      // A translation's headings are the English's, one for one: the table is found by its place.
      if (locale === "en") at = headings(text.split("\n")).findIndex((h) => h.text === STEP_TABLE);
      return at < 0 ? undefined : withRows(text, at, rows[locale]);
    },
  );
  return edits.filter(({ file, text }) => readFileSync(join(root, file), "utf8") !== text);
}
