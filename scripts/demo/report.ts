/**
 * The demo's report: one self-contained HTML page (inline CSS and SVG, nothing fetched) with
 * every part's chart, figures, machine and time of measurement, to project or hand out.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import escapeHtml from "escape-html";
import type { AnyPart } from "./part.ts";
import { chartFile, DEMO_DIR, type Results } from "./results.ts";

export const REPORT_FILE = join(DEMO_DIR, "report.html");

const STYLE = `
body { font: 16px/1.5 Helvetica, Arial, sans-serif; max-width: 980px; margin: 2rem auto; padding: 0 1rem; color: #222; }
h1 { font-size: 1.8rem; } h2 { margin-top: 2.5rem; border-bottom: 1px solid #ddd; }
.meta, .missing { color: #666; } svg { max-width: 100%; height: auto; }
code { background: #f3f3f3; padding: 0 .25em; }`;

function section(part: AnyPart, results: Results): string {
  const record = results[part.name];
  const rerun = `<code>npm run demo -- ${part.name}</code>`;
  if (!record || !existsSync(chartFile(part.name))) {
    return `<h2>${escapeHtml(part.title)}</h2><p class="missing">Not measured on this machine yet: ${rerun}</p>`;
  }
  const m = record.machine;
  return [
    `<h2 id="${part.name}">${escapeHtml(part.title)}</h2>`,
    `<p>${escapeHtml(part.description)}</p>`,
    readFileSync(chartFile(part.name), "utf8"),
    `<ul>${record.summary.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    `<p class="meta">Measured ${escapeHtml(record.measuredAt)} in ${record.seconds.toFixed(0)} s on ${m.usableCpus} usable CPU(s) (availableParallelism ${m.availableParallelism}), ${escapeHtml(m.cpuModel)}, Node.js ${escapeHtml(m.node)}, ${escapeHtml(m.platform)}. Again: ${rerun}</p>`,
  ].join("\n");
}

/** Writes report.html from the kept results and charts; returns its path. */
export function writeReport(parts: readonly AnyPart[], results: Results): string {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>node-cluster-workshop: live demo on this machine</title>
<style>${STYLE}</style></head><body>
<h1>Scaling Node.js across CPU cores: measured on this machine</h1>
<p>Written by <code>npm run demo</code>. Every figure was measured here, each part in one run, its sides interleaved.</p>
${parts.map((part) => section(part, results)).join("\n")}
</body></html>
`;
  writeFileSync(REPORT_FILE, html);
  return REPORT_FILE;
}
