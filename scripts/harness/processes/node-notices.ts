/**
 * Lines that Node.js prints on its own, whatever program it runs: a process warning such as
 * `(node:1234) [DEP0205] DeprecationWarning: …` or `(node:1234) ExperimentalWarning: …`, and the
 * hint that follows the first one, `(Use \`node --trace-deprecation ...\` to show where the
 * warning was created)`. They are the machine's (the Node version, a dependency), never the
 * learner's output: the harness keeps them out of parsed and quoted output. Format: Node's
 * lib/internal/process/warning.js (`(${process.release.name}:${pid}) ${name}: ${message}`, with
 * `, thread N` in a worker thread); Node docs, "process · Event: 'warning'".
 */
const NODE_NOTICE =
  /^\(node:\d+(, thread \d+)?\) (\[[A-Z0-9_]+\] )?\w*Warning: |^\(Use `node --trace-(deprecation|warnings) /;

/** Whether `line` is a notice Node.js printed on its own (see the module comment). */
export function isNodeNotice(line: string): boolean {
  return NODE_NOTICE.test(line);
}

/** `text` without the lines Node.js printed on its own; other lines and their order are kept. */
export function withoutNodeNotices(text: string): string {
  return text
    .split("\n")
    .filter((line) => !isNodeNotice(line))
    .join("\n");
}
