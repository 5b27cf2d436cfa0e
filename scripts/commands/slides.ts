/**
 * `npm run slides`: builds slides/deck.md to slides/dist/index.html with the charts the last
 * `npm run demo` measured on this machine (../slides/build.ts).
 */
import { relative } from "node:path";
import { buildDeck, SLIDES_OUT } from "../slides/build.ts";
import { colors as pc, wrap } from "../workshop/terminal.ts";

/** Builds the deck and says where it is and which charts are still to measure; exit code 0. */
export async function slides(): Promise<number> {
  const charts = await buildDeck();
  console.log(`Slides: ${relative(process.cwd(), SLIDES_OUT) || SLIDES_OUT}`);
  console.log(
    wrap(
      "Open it in a browser: arrow keys move, f goes full screen, p opens the presenter view with the speaker notes.",
    ),
  );
  if (charts.measured.length) {
    console.log(`Charts measured on this machine: ${charts.measured.join(", ")}.`);
  }
  if (charts.missing.length) {
    const parts = charts.missing.join(" ");
    console.log(
      pc.yellow(
        wrap(`Not measured here yet: ${parts}. Run npm run demo -- ${parts}, then npm run slides.`),
      ),
    );
  }
  return 0;
}
