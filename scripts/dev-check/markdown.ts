/**
 * What the checks read Markdown with: its fenced code blocks, found line by line, so that a check
 * of prose and a check of sample outputs agree on where a block begins and ends.
 */

/** A fenced block of a Markdown file: its language, its first content line (1-based), its lines. */
export interface Block {
  lang: string;
  line: number;
  lines: string[];
  /** the last non-empty line before the fence, or the whole HTML comment ending there, on one line */
  before: string;
  /** the 1-based line of its closing fence (the text's last line when the block is not closed) */
  end: number;
}

/**
 * The fenced blocks of a Markdown text, found line by line (marked's tokens carry no line
 * numbers): an opening fence of three or more backticks or tildes, maybe indented in a list, up to
 * the same fence.
 */
export function fencedBlocks(text: string): Block[] {
  const lines = text.split("\n");
  const blocks: Block[] = [];
  let before = "";
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i] ?? "");
    if (!open) {
      if ((lines[i] ?? "").trim() !== "") before = lines[i] ?? "";
      continue;
    }
    const indent = open[1]?.length ?? 0;
    const fence = open[2] ?? "```";
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && (lines[j] ?? "").trim() !== fence) {
      body.push(
        (lines[j] ?? "").slice(Math.min(indent, /^\s*/.exec(lines[j] ?? "")?.[0].length ?? 0)),
      );
      j++;
    }
    let comment = before;
    if (before.trim().endsWith("-->")) {
      // A comment may wrap: take it from its "<!--" line.
      let k = i - 1;
      while (k > 0 && !(lines[k] ?? "").includes("<!--")) k--;
      comment = lines
        .slice(k, i)
        .map((l) => l.trim())
        .join(" ")
        .trim();
    }
    blocks.push({
      lang: open[3] ?? "",
      line: i + 2,
      lines: body,
      before: comment,
      end: Math.min(j + 1, lines.length),
    });
    before = lines[j] ?? "";
    i = j;
  }
  return blocks;
}
