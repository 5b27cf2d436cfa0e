/**
 * What the demo shows in the instructor's terminal: a heading per part, one live line redrawn
 * while load runs ("cluster · 812 requests · 402 req/s · 0 errors", log-update), and the part's
 * figures once it is measured. Without a terminal (a pipe, CI) there is no live line.
 */
import logUpdate from "log-update";
import { formatLive, type LiveUpdate } from "../harness/reporting/live.ts";
import { interactive, colors as pc, wrap } from "../workshop/terminal.ts";

/** Prints a part's heading. */
export function heading(title: string, detail: string): void {
  logUpdate.clear();
  console.log(`\n${pc.bold(title)}`);
  console.log(pc.dim(wrap(detail)));
}

/** Redraws the live line with a running load's progress (a no-op without a terminal). */
export function live(update: LiveUpdate): void {
  if (interactive) logUpdate(formatLive(update));
}

/** Prints lines for good (clearing the live line first). */
export function say(...lines: string[]): void {
  if (interactive) logUpdate.clear();
  for (const line of lines) console.log(wrap(line));
}
