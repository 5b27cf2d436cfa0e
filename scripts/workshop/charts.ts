/**
 * Draws a checkpoint's charts (../harness/reporting/figures.ts `Chart`) as horizontal bars that fit the
 * terminal: one row per bar, label, bar scaled to the largest value, then the value.
 * No well-kept npm package draws horizontal bars into a string (bar-horizontal 0.5 prints with
 * meow 3; babar draws x/y plots; asciichart draws lines), so these few lines are ours.
 */
import type { Chart } from "../harness/reporting/figures.ts";
import { displayWidth, padDisplay } from "./terminal.ts";

const FULL = "█";
const PARTS = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];

/** A bar of `fraction` (0–1) of `width` columns, in eighths of a column. */
export function bar(fraction: number, width: number): string {
  const eighths = Math.round(Math.max(0, Math.min(1, fraction)) * width * 8);
  return FULL.repeat(Math.floor(eighths / 8)) + PARTS[eighths % 8];
}

/**
 * Renders `chart` in at most `width` columns, indented by `indent`.
 *
 * @returns the chart's lines, title first
 */
export function renderChart(chart: Chart, width: number, indent = "    "): string[] {
  if (chart.bars.length === 0) return [];
  const labelWidth = Math.max(...chart.bars.map((b) => displayWidth(b.label)));
  const space = chart.unit === "%" ? "" : " ";
  const values = chart.bars.map((b) => `${b.value.toFixed(0)}${space}${chart.unit}`.trimEnd());
  const valueWidth = Math.max(...values.map((v) => v.length));
  const barWidth = Math.max(10, width - indent.length - labelWidth - valueWidth - 4);
  const max = Math.max(...chart.bars.map((b) => b.value), Number.MIN_VALUE);
  return [
    `${indent}${chart.title}`,
    ...chart.bars.map(
      (b, i) =>
        `${indent}  ${padDisplay(b.label, labelWidth)} ${bar(b.value / max, barWidth).padEnd(barWidth)} ${values[i]}`,
    ),
  ];
}
