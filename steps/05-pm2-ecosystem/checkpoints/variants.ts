/**
 * Correct code written otherwise than this step's solution, in styles real learners write: one
 * edit of a solution file, or whole files from a folder under ./variants/
 * (scripts/selftest/variants.ts says how the self-test applies them). Every checkpoint of the
 * step must pass on each; a one-edit variant names the checkpoints that read what it changes.
 */
import { type CataloguedVariant, tutorialHeavyBody } from "../../../scripts/selftest/variants.ts";
import type { MessageKey } from "./messages/en.ts";

/** What reads the drain in index.ts: SIGINT on its own, and pm2 reload, which sends SIGINT. */
const DRAIN_READERS = ["drain", "reload"] as const;

export const VARIANTS: readonly CataloguedVariant<MessageKey>[] = [
  tutorialHeavyBody(),
  {
    name: 'instances: "max"',
    file: "ecosystem.config.cjs",
    find: "instances: 0, // one per CPU",
    replace: 'instances: "max",',
  },
  {
    name: 'process.once("SIGINT")',
    file: "index.ts",
    find: 'process.on("SIGINT", () => {',
    replace: 'process.once("SIGINT", () => {',
    checkpoints: DRAIN_READERS,
  },
  {
    name: "the drain as a named function, a state object, if (process.send)",
    files: "named-drain",
  },
  {
    name: "the ecosystem as a const, an absolute script, interpreter_args",
    files: "const-config",
  },
  {
    name: "tsx as a file: URL, --import=<url>",
    file: "ecosystem.config.cjs",
    find: 'node_args: ["--import", require.resolve("tsx")],',
    replace:
      'node_args: [`--import=${require("node:url").pathToFileURL(require.resolve("tsx")).href}`],',
    // Every checkpoint under pm2 shares one start; this one reads the tsx import in node_args.
    checkpoints: ["clusterMode"],
  },
  {
    name: "listen_timeout written 15 * 1000",
    file: "ecosystem.config.cjs",
    find: "listen_timeout: 10000,",
    replace: "listen_timeout: 15 * 1000,",
    checkpoints: ["ready"],
  },
  {
    name: "Connection: close by res.shouldKeepAlive = false while draining",
    file: "index.ts",
    find: '  if (draining) res.set("Connection", "close");',
    replace: "  if (draining) res.shouldKeepAlive = false;",
    checkpoints: DRAIN_READERS,
  },
  {
    name: "idle connections closed after a timers/promises delay",
    file: "index.ts",
    find: "  setTimeout(() => server.closeIdleConnections(), DRAIN_MS).unref();",
    replace: "  void sleep(DRAIN_MS).then(() => server.closeIdleConnections());",
    before: {
      find: 'import net from "node:net";\n',
      replace:
        'import net from "node:net";\nimport { setTimeout as sleep } from "node:timers/promises";\n',
    },
    checkpoints: DRAIN_READERS,
  },
  {
    // Node.js runs .ts itself from 22.6 (pm2 adds the flag below 22.18): the lesson lets a
    // learner on 24 or 26 leave the interpreter settings out, with types in index.ts too.
    name: "no interpreter settings on Node.js 22.6 and later, a typed index.ts",
    files: "typed-native",
    nodeFrom: "22.6.0",
  },
];
