/**
 * Charts for the demo's report and the slides: Vega-Lite specs compiled by vega-lite and
 * rendered to standalone SVG by vega's headless view (no browser, no canvas), in one style.
 * https://vega.github.io/vega/usage/#view-api (`toSVG`), https://vega.github.io/vega-lite/usage/compile.html
 */
import { parse, View } from "vega";
import { compile, type TopLevelSpec } from "vega-lite";

/**
 * The size of every chart's plot area, in px: with its axes and title the chart is about as wide
 * as a 1280×720 slide's content (the deck draws it `w:1120`, near 1:1) and fits under a heading.
 */
export const CHART_SIZE = { width: 820, height: 240 } as const;

/**
 * Shared look: large enough to read from the back of a room. The smallest text is 22 px, so that
 * it stays at least 20 px (deck.render.test.ts) when the deck draws a chart slightly narrower than
 * its own width.
 */
const CONFIG = {
  font: "Helvetica, Arial, sans-serif",
  title: { fontSize: 28, subtitleFontSize: 22, anchor: "start", subtitleLimit: 1000, limit: 1000 },
  axis: { labelFontSize: 22, titleFontSize: 22, grid: true, labelLimit: 320 },
  legend: { labelFontSize: 22, titleFontSize: 22, labelLimit: 480 },
  text: { fontSize: 22 },
  background: "white",
} as const;

/** Renders `spec` to an SVG document (a string starting with `<svg`). */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const styled = { ...spec, config: { ...CONFIG, ...spec.config } } as TopLevelSpec;
  const view = new View(parse(compile(styled).spec), { renderer: "none" });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
