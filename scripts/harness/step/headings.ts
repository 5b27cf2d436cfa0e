/**
 * A lesson's headings, the sections a checkpoint cites: read by defineStep() (./define-step.ts)
 * when a checkpoint file loads, and by `npm run dev-check`, which must not load the harness.
 */

/** A Markdown text without its fenced code blocks (a `#` in a shell comment is no heading). */
export const withoutCodeBlocks = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "");

/** The text of every `##`… heading of a lesson. */
export function lessonHeadings(markdown: string): string[] {
  return [...withoutCodeBlocks(markdown).matchAll(/^#{2,6} +(.+?) *$/gm)].map((m) => m[1] ?? "");
}
