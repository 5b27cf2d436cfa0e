/**
 * The dashboard's HTML: a static frame whose only server-side text is the instructor's (the
 * room's title and, on the instructor's own page only, the join commands with the room code),
 * escaped with escape-html. Everything learners send is
 * filled in by the browser script (public/room.js) with textContent, never as HTML, and the
 * Content-Security-Policy lets no inline script run (server.ts sets it).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import escapeHtml from "escape-html";

/** Folder of the page's script and style sheet, served as they are. */
export const PUBLIC_DIR = join(fileURLToPath(new URL(".", import.meta.url)), "public");

export interface PageOptions {
  /** the room's title, chosen by the instructor (`--title`) */
  title: string;
  /**
   * the commands learners type to join, one per address the room listens on; none on a page for
   * anyone but the instructor (./server.ts), which says to ask the instructor instead
   */
  joinCommands: readonly string[];
}

/** The dashboard page as an HTML document. */
export function renderPage({ title, joinCommands }: PageOptions): string {
  const commands = joinCommands.map((c) => `<li><code>${escapeHtml(c)}</code></li>`).join("\n");
  const joinText = joinCommands.length
    ? `<div class="join">Join from the workshop folder:<ul>${commands}</ul></div>`
    : `<div class="join">Join with the command and the code the instructor shows.</div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · room</title>
<link rel="stylesheet" href="/room.css">
<script type="module" src="/room.js"></script>
</head>
<body>
<header>
<h1>${escapeHtml(title)}</h1>
${joinText}
<p id="status" class="status" role="status">connecting…</p>
</header>
<main>
<section class="steps">
<h2>Who is on which step</h2>
<table id="steps"><thead><tr><th>step</th><th>on it now</th><th>passed it</th></tr></thead><tbody></tbody></table>
</section>
<section class="failing">
<h2>What fails most</h2>
<table id="failing"><thead><tr><th>learners</th><th>step</th><th>checkpoint</th></tr></thead><tbody></tbody></table>
<p id="failing-empty" class="empty">Nothing fails yet.</p>
</section>
<section class="chart">
<h2>Speed-up against usable CPUs</h2>
<img id="chart" src="/chart.svg" alt="The room's speed-up against usable CPUs, with the ideal line">
<p><a id="export" href="/chart.svg?download=1" download="room-speedup.svg">Export the chart as SVG</a> for the deck</p>
</section>
<section class="learners">
<h2>Learners (<span id="count">0</span>)</h2>
<table id="learners"><thead><tr><th>name</th><th>step</th><th>checkpoints</th><th>steps passed</th><th>usable CPUs</th><th>speed-up</th><th>Node.js</th><th>doctor</th></tr></thead><tbody></tbody></table>
</section>
</main>
</body>
</html>
`;
}
