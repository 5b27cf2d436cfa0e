/**
 * Live progress from a running checkpoint to the terminal: while load runs, the checkpoint (in a
 * vitest worker) logs one marked line every {@link LIVE_INTERVAL_MS}; the check's reporter turns
 * the latest one into a single redrawn line ("cluster · 812 requests · 402 req/s · 0 errors").
 * vitest forwards a test's console output to the reporter as it happens (`onUserConsoleLog`).
 */
import { t } from "../../i18n/translate.ts";

/** Set to "1" by `npm run check` when its output is a terminal that can show a live line. */
export const LIVE_ENV = "WORKSHOP_LIVE";

/** How often a running load reports, in ms. */
export const LIVE_INTERVAL_MS = 250;

/** Marks a console line as live progress rather than output to print (ASCII record separator). */
const MARKER = "\u001eworkshop-live ";

/** One progress report of a running load. */
export interface LiveUpdate {
  /** which side is loaded, e.g. "one process" or "cluster" */
  label: string;
  /** requests completed so far in this run, errors included */
  requests: number;
  /** req/s over the last interval */
  rps: number;
  errors: number;
}

/** Whether anyone shows live progress in this run. */
export const liveWanted = () => process.env[LIVE_ENV] === "1";

/** Sends `update` to the reporter (a no-op when live progress is off). */
export function reportLive(update: LiveUpdate): void {
  if (liveWanted()) console.log(MARKER + JSON.stringify(update));
}

/** The update a console line carries, or undefined for an ordinary line. */
export function parseLive(line: string): LiveUpdate | undefined {
  if (!line.startsWith(MARKER)) return undefined;
  try {
    return JSON.parse(line.slice(MARKER.length)) as LiveUpdate;
  } catch {
    return undefined;
  }
}

/** The live line a terminal shows for `update`. */
export function formatLive(update: LiveUpdate): string {
  const { label, requests, errors } = update;
  return `  ${t("live.line", { label, requests, errors, rps: update.rps.toFixed(0) })}`;
}
