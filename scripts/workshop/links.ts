/**
 * Links that open: in a terminal that supports OSC 8 hyperlinks, every `file:line:col` of a
 * learner's file and every lesson section in a failure message becomes a link to that file; plain
 * text everywhere else (a pipe, a CI log, a terminal without them). Whether the terminal supports
 * them is terminal-link's call (supports-hyperlinks: the terminal's own variables; FORCE_HYPERLINK=1
 * or 0 overrides). A link opens the file (`file://` URL); set WORKSHOP_HYPERLINK_FORMAT to open
 * your editor at the line instead, e.g. `vscode://file{path}:{line}:{column}` (ripgrep's
 * --hyperlink-format idea). https://gist.github.com/egmontkob/eb114294efbcd5adb1944c9f3cb5feda
 */
import { pathToFileURL } from "node:url";
import terminalLink from "terminal-link";
import { lessonPlaces, type Place, sourcePlaces } from "./locations.ts";

/** The variable holding a URL template with {path}, {line} and {column}. */
export const HYPERLINK_FORMAT_ENV = "WORKSHOP_HYPERLINK_FORMAT";

/** Whether stdout is a terminal that shows OSC 8 links (terminal-link / supports-hyperlinks). */
export const linksSupported: boolean = terminalLink.isSupported;

/**
 * The URL a place opens: its `file://` URL, or `format` with `{path}` (absolute, URI-encoded),
 * `{line}` and `{column}` (1 when unknown) filled in.
 */
export function placeUrl(place: Place, format?: string): string {
  if (!format) return pathToFileURL(place.file).href;
  return format
    .replaceAll("{path}", encodeURI(place.file))
    .replaceAll("{line}", String(place.line ?? 1))
    .replaceAll("{column}", String(place.column ?? 1));
}

/**
 * Makes every learner `file:line:col` (files looked up in `baseDir`) and every lesson section in
 * `text` a link, when `enabled`; the visible text stays the same.
 *
 * @param baseDir the folder checked, where bare file names in compiler messages are
 * @param enabled whether to look for places at all (the terminal's support by default; the
 *   links themselves are written only where terminal-link finds support)
 */
export function linkPlaces(
  text: string,
  baseDir: string | undefined,
  enabled = linksSupported,
  format = process.env[HYPERLINK_FORMAT_ENV],
): string {
  if (!enabled) return text;
  const places = [...(baseDir ? sourcePlaces(text, baseDir) : []), ...lessonPlaces(text)].sort(
    (a, b) => b.index - a.index,
  );
  let linked = text;
  let end = Number.POSITIVE_INFINITY;
  for (const place of places) {
    // Overlapping places (none expected) keep the later one.
    if (place.index + place.text.length > end) continue;
    const link = terminalLink(place.text, placeUrl(place, format), { fallback: false });
    linked = linked.slice(0, place.index) + link + linked.slice(place.index + place.text.length);
    end = place.index;
  }
  return linked;
}
