/**
 * `npm run slides`: builds slides/deck.md (or its translation in the chosen language,
 * `npm run slides -- --lang ja`) to slides/dist/index.html (`index.ja.html`) with the charts the
 * last `npm run demo` measured on this machine (../slides/build.ts).
 */
import { relative } from "node:path";
import { t } from "../i18n/translate.ts";
import { buildDeck, slidesOut } from "../slides/build.ts";
import { colors as pc, wrap } from "../workshop/terminal.ts";

/** Builds the deck and says where it is and which charts are still to measure; exit code 0. */
export async function slides(): Promise<number> {
  const charts = await buildDeck();
  const out = slidesOut();
  console.log(t("slides.built", { file: relative(process.cwd(), out) || out }));
  console.log(wrap(t("slides.open")));
  if (charts.measured.length) {
    console.log(wrap(t("slides.measured", { parts: charts.measured.join(", ") })));
  }
  if (charts.missing.length) {
    console.log(pc.yellow(wrap(t("slides.missing", { parts: charts.missing.join(" ") }))));
  }
  return 0;
}
