/**
 * A Markdown table under a heading, edited: a row added, as `npm run new-step` adds a step to the
 * README's step table: the table is found by its heading's place among the file's headings (a
 * translation has the English's headings one for one, scripts/i18n/lessons.ts), and a table whose
 * rows are padded to one width (as the English README's are) is padded again with the new row.
 */

/** A heading of a Markdown text, outside its fenced code blocks. */
export interface Heading {
  /** the 0-based line it stands on */
  line: number;
  /** its text, without the `#`s */
  text: string;
}

/** The headings of `lines`, in order, leaving out the fenced code blocks. */
export function headings(lines: readonly string[]): Heading[] {
  const found: Heading[] = [];
  let fence: string | undefined;
  lines.forEach((line, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      return;
    }
    const heading = fence === undefined && /^#{1,6} +(.+?)\s*$/.exec(line);
    if (heading) found.push({ line: i, text: heading[1] ?? "" });
  });
  return found;
}

/** The cells of a table row: `| a | b |` → ["a", "b"]. */
const cellsOf = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/** A table's delimiter row: `| --- | :-: |`. */
const isDelimiter = (row: string): boolean => /^\|(?:\s*:?-+:?\s*\|)+$/.test(row.trim());

/** Display length as the README's padding counts it: one column a code point. */
const width = (text: string): number => [...text].length;

/**
 * `rows` (a table, delimiter row second) with every cell padded to its column's widest, the
 * delimiter's dashes as wide: `| a   | b |`, `| --- | - |`.
 */
export function alignTable(rows: readonly string[]): string[] {
  const cells = rows.map(cellsOf);
  const columns = Math.max(...cells.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, c) =>
    Math.max(
      3,
      ...cells.filter((_, r) => !isDelimiter(rows[r] ?? "")).map((row) => width(row[c] ?? "")),
    ),
  );
  return cells.map((row, r) => {
    const padded = widths.map((w, c) =>
      isDelimiter(rows[r] ?? "")
        ? "-".repeat(w)
        : (row[c] ?? "") + " ".repeat(w - width(row[c] ?? "")),
    );
    return `| ${padded.join(" | ")} |`;
  });
}

/**
 * `markdown` with a row of `cells` after the last row of the first table under its heading number
 * `at` (0-based, counting every heading level, as {@link headings} lists them), padded as the
 * table's rows are when they are all one width.
 *
 * @returns `undefined` when there is no such heading, or no table under it before the next one
 */
export function addTableRow(
  markdown: string,
  at: number,
  cells: readonly string[],
): string | undefined {
  return withTable(markdown, at, (table) => [...table, `| ${cells.join(" | ")} |`]);
}

/**
 * `markdown` with the first table under its heading number `at` (0-based, counting every heading
 * level, as {@link headings} lists them) replaced by `change(table)`, its rows; padded again when
 * the table's rows were all one width.
 *
 * @returns `undefined` when there is no such heading, or no table under it before the next one
 */
export function withTable(
  markdown: string,
  at: number,
  change: (table: readonly string[]) => string[],
): string | undefined {
  const lines = markdown.split("\n");
  const all = headings(lines);
  const heading = all[at];
  if (!heading) return undefined;
  const end = all[at + 1]?.line ?? lines.length;
  const start = lines.findIndex((line, i) => i > heading.line && i < end && line.startsWith("|"));
  if (start < 0) return undefined;
  let stop = start;
  while (stop < end && lines[stop]?.startsWith("|")) stop++;
  const table = lines.slice(start, stop);
  const aligned = table.length > 2 && table.every((line) => width(line) === width(table[0] ?? ""));
  const rows = change(table);
  return [
    ...lines.slice(0, start),
    ...(aligned ? alignTable(rows) : rows),
    ...lines.slice(stop),
  ].join("\n");
}
