/**
 * Builds the instructor's deck: `slides/deck.md` (Marp Markdown) to HTML with Marp's CLI
 * (bespoke template: arrow keys, `p` for the presenter view with the notes). Each chart image
 * `charts/<part>.svg` in the deck is the chart the last `npm run demo` measured on this machine,
 * copied beside the HTML (`slides/dist/charts/`); a part never measured here gets a notice
 * instead, naming the command that measures it. (Marp's Markdown refuses SVG data: URLs, so the
 * charts stay files.) https://github.com/marp-team/marp-cli#readme
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { marpCli } from "@marp-team/marp-cli";
import escapeHtml from "escape-html";
import { PARTS } from "../demo/parts/index.ts";
import { chartFile } from "../demo/results.ts";
import { workshopRoot } from "../harness/paths.ts";
import { localFile } from "../i18n/lessons.ts";
import { currentLocale, type Locale } from "../i18n/locale.ts";
import { t } from "../i18n/translate.ts";

export const DECK_FILE = join(workshopRoot, "slides/deck.md");
export const SLIDES_OUT = join(workshopRoot, "slides/dist/index.html");

/** The deck in `locale`: `slides/deck.ja.md` beside the English, or the English when there is none. */
export const deckFile = (locale: Locale = currentLocale()): string => localFile(DECK_FILE, locale);

/** Where the deck in `locale` is built: `slides/dist/index.html`, `index.ja.html`, `index.ko.html`. */
export const slidesOut = (locale: Locale = currentLocale()): string =>
  locale === "en" ? SLIDES_OUT : SLIDES_OUT.replace(/\.html$/, `.${locale}.html`);

/** A chart reference in the deck: `](charts/scaling.svg)`. */
const CHART_REF = /\]\(charts\/([^)/]+)\.svg\)/g;

/** The stand-in for a chart the demo has not measured on this machine yet. */
function notice(part: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="420" viewBox="0 0 1000 420">
<rect width="1000" height="420" fill="#f6f6f6" stroke="#bbb" stroke-dasharray="8 6"/>
<text x="500" y="190" font-family="Helvetica, Arial, sans-serif" font-size="30" text-anchor="middle" fill="#444">${escapeHtml(t("slides.notMeasured"))}</text>
<text x="500" y="245" font-family="Menlo, Consolas, monospace" font-size="26" text-anchor="middle" fill="#444">npm run demo -- ${escapeHtml(part)}  then  npm run slides</text>
</svg>`;
}

/** Which of the deck's charts were measured here, and which are notices. */
export interface ChartsUsed {
  measured: string[];
  missing: string[];
}

/**
 * Puts every chart `deck` refers to in `<outDir>/charts/`: the measured one, or the notice.
 *
 * @throws Error for a chart no demo part draws
 */
function placeCharts(deck: string, outDir: string): ChartsUsed {
  const parts = [...new Set([...deck.matchAll(CHART_REF)].map((m) => m[1] ?? ""))];
  const unknown = parts.filter((part) => !PARTS.some((p) => p.name === part));
  if (unknown.length) {
    throw new Error(
      `The deck refers to ${unknown.map((u) => `charts/${u}.svg`).join(", ")}, which no demo part draws. The demo draws: ${PARTS.map((p) => `charts/${p.name}.svg`).join(", ")}.`,
    );
  }
  const charts: ChartsUsed = { measured: [], missing: [] };
  mkdirSync(join(outDir, "charts"), { recursive: true });
  for (const part of parts) {
    const target = join(outDir, "charts", `${part}.svg`);
    if (existsSync(chartFile(part))) {
      copyFileSync(chartFile(part), target);
      charts.measured.push(part);
    } else {
      writeFileSync(target, notice(part));
      charts.missing.push(part);
    }
  }
  return charts;
}

/**
 * Builds `deck` into `output` (HTML), with its charts beside it.
 *
 * @returns which charts were measured and which are notices
 * @throws Error for a chart no demo part draws, or when Marp's CLI fails (its own message is
 *   printed above)
 */
export async function buildDeck(deck = deckFile(), output = slidesOut()): Promise<ChartsUsed> {
  const charts = placeCharts(readFileSync(deck, "utf8"), dirname(output));
  const code = await marpCli([deck, "--no-config-file", "--html", "false", "--output", output]);
  if (code !== 0) throw new Error(`Marp's CLI failed on ${deck} (exit code ${code}).`);
  return charts;
}
