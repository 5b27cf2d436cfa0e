/**
 * What every part of the demo is: it measures something on this machine, draws it as a chart
 * (a Vega-Lite spec, rendered to SVG by ./charts.ts) and sums it up in a few lines.
 */
import type { TopLevelSpec } from "vega-lite";
import type { Machine } from "./machine.ts";

export interface DemoPart<T> {
  /** the name given on the command line: `npm run demo -- scaling` */
  name: string;
  /** a heading for the terminal, the report and the chart */
  title: string;
  /** one sentence: what the part shows and how it is measured */
  description: string;
  /** measures on this machine; everything it starts is stopped by the caller afterwards */
  run(machine: Machine): Promise<T>;
  /** the figures in words, e.g. "node:cluster: 512 req/s, 1.71× one process" */
  summary(result: T, machine: Machine): string[];
  /** the chart of `result` */
  chart(result: T, machine: Machine): TopLevelSpec;
}

/** A part whose result type is not known where parts are listed together. */
// biome-ignore lint/suspicious/noExplicitAny: each part knows its own result type; the list does not.
export type AnyPart = DemoPart<any>;
