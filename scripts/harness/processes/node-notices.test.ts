import { describe, expect, test } from "vitest";
import { isNodeNotice, withoutNodeNotices } from "./node-notices.ts";

describe("Node.js notices", () => {
  /** Lines by who printed them: Node.js itself, or the program. */
  const printed = {
    node: [
      "(node:2271) [DEP0060] DeprecationWarning: The `util._extend` API is deprecated. Please use Object.assign() instead.",
      "(node:2539) [DEP0205] DeprecationWarning: `module.register()` is deprecated. Use `module.registerHooks()` instead.",
      "(node:88) ExperimentalWarning: Type Stripping is an experimental feature and might change at any time",
      "(node:88, thread 1) Warning: Setting the NODE_TLS_REJECT_UNAUTHORIZED environment variable to '0' is insecure",
      "(Use `node --trace-deprecation ...` to show where the warning was created)",
      "(Use `node --trace-warnings ...` to show where the warning was created)",
    ],
    program: [
      "App listening on port 3000",
      "Warning: worker 1234 died",
      "upstream backend { server 127.0.0.1:3001; }",
      "console.warn('(node) something')",
      "  (node:1) DeprecationWarning: indented, so printed by the program itself",
    ],
  };
  test.each(Object.entries(printed).flatMap(([by, lines]) => lines.map((line) => ({ line, by }))))(
    "$line is printed by $by",
    ({ line, by }) => {
      expect(isNodeNotice(line)).toBe(by === "node");
    },
  );

  test("removes only the notices", () => {
    const text = [
      "(node:7) [DEP0205] DeprecationWarning: `module.register()` is deprecated.",
      "(Use `node --trace-deprecation ...` to show where the warning was created)",
      "[",
      '{"name":"app"}',
      "]",
    ].join("\n");
    expect(withoutNodeNotices(text)).toBe('[\n{"name":"app"}\n]');
  });
});
