/**
 * Charts for the demo's report and the slides: Vega-Lite specs compiled by vega-lite and
 * rendered to standalone SVG by vega's headless view (no browser, no canvas), in one style.
 * https://vega.github.io/vega/usage/#view-api (`toSVG`), https://vega.github.io/vega-lite/usage/compile.html
 */
import { parse, View } from "vega";
import { compile, type TopLevelSpec } from "vega-lite";

/** The size of every chart's plot area, in px: it fits a 16:9 slide with a heading. */
export const CHART_SIZE = { width: 760, height: 320 } as const;

/** Shared look: large enough to read from the back of a room. */
const CONFIG = {
  font: "Helvetica, Arial, sans-serif",
  title: { fontSize: 20, subtitleFontSize: 15, anchor: "start" },
  axis: { labelFontSize: 15, titleFontSize: 15, grid: true, labelLimit: 320 },
  legend: { labelFontSize: 15, titleFontSize: 15, labelLimit: 480 },
  text: { fontSize: 15 },
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
