/**
 * `npm run hint <step> [-- --all]`: the step's hints, one more each call. The next hint is the
 * first not seen yet in the order that fits the last check: the hints for what failed first
 * (see hintOrder), then the rest in order. It shows the titles of the hints already seen and the
 * text of the next one; `--all` shows the text of every hint seen so far again. The hints seen
 * are kept per step in the progress file.
 */
import { relative } from "node:path";
import { Marked, type MarkedExtension } from "marked";
import { workshopRoot } from "../harness/paths.ts";
import { type Hint, hintOrder, readHints } from "../workshop/hints.ts";
import { progressFile, readProgress, recordProgress } from "../workshop/progress.ts";
import { resolveStep } from "../workshop/steps.ts";
import { colorWanted, colors as pc, terminalWidth, wrap } from "../workshop/terminal.ts";

export interface HintOptions {
  /** print every hint seen so far in full, without revealing a new one */
  all?: boolean;
  /** where the count is kept (tests use their own) */
  file?: string;
}

/**
 * A hint's Markdown rendered for the terminal by marked-terminal (prose reflowed, code
 * highlighted). It colours through chalk, which reads FORCE_COLOR (not NO_COLOR) when first
 * imported: where colours are not wanted, FORCE_COLOR=0 goes first, then the import.
 */
async function render(hint: Hint, number: number, total: number): Promise<string> {
  if (!colorWanted()) process.env.FORCE_COLOR = "0";
  const { markedTerminal } = await import("marked-terminal");
  const markdown = new Marked(
    markedTerminal({ reflowText: true, width: terminalWidth(), tab: 2 }) as MarkedExtension,
  );
  // marked-terminal reflows paragraphs but not list items: wrap what it leaves too wide.
  const body = wrap((markdown.parse(hint.body) as string).trimEnd());
  return `${pc.bold(`Hint ${number} of ${total}: ${hint.title}`)}\n\n${body}`;
}

/**
 * Prints the next hint of `query`'s step and returns the exit code.
 *
 * @throws UnknownStepError for a step that does not exist
 */
export async function hint(query: string, options: HintOptions = {}): Promise<number> {
  const step = resolveStep(query);
  const file = options.file ?? progressFile;
  const hints = readHints(step);
  if (hints.length === 0) {
    console.log(
      `Step ${step.id} has no hints. Read ${relative(workshopRoot, step.dir)}/README.md.`,
    );
    return 1;
  }
  const progress = readProgress(file)[step.id] ?? {};
  const order = hintOrder(hints, progress.sections);
  const seen = (progress.hintsSeen ?? []).flatMap((title) =>
    hints.filter((h) => h.title === title),
  );
  const next = options.all && seen.length ? undefined : order.find((h) => !seen.includes(h));
  if (next) seen.push(next);
  recordProgress(step.id, { hintsSeen: seen.map((h) => h.title) }, file);
  const earlier = next && !options.all ? seen.slice(0, -1) : [];
  if (earlier.length) {
    console.log(pc.dim(`Seen before (npm run hint step${step.number} -- --all shows them again):`));
    for (const h of earlier) console.log(pc.dim(`  ${hints.indexOf(h) + 1}. ${h.title}`));
    console.log();
  }
  const failed = progress.failed?.[0];
  if (next && failed && progress.sections?.some((section) => next.body.includes(`"${section}"`))) {
    console.log(pc.dim(wrap(`For what failed in your last check: ${failed}`)));
    console.log();
  }
  const picked = options.all ? seen : next ? [next] : seen.slice(-1);
  const texts = await Promise.all(picked.map((h) => render(h, hints.indexOf(h) + 1, hints.length)));
  console.log(texts.join("\n\n"));
  console.log();
  if (!next && !options.all) {
    console.log(pc.yellow(`That was the last hint of step ${step.number}.`));
  }
  const shown = seen.length;
  const footer =
    shown < hints.length
      ? `Still stuck? npm run hint step${step.number} again gives the next hint.`
      : `Compare your files with the solution: npm run diff step${step.number}. Then: npm run check step${step.number}`;
  console.log(pc.dim(wrap(footer)));
  return 0;
}
