/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";
import type { MessageKey } from "./messages/en.ts";

export const MISTAKES: readonly CataloguedMistake<MessageKey>[] = [
  {
    name: "pm2 in fork mode",
    file: "ecosystem.config.cjs",
    find: 'exec_mode: "cluster",',
    replace: 'exec_mode: "fork",',
    checkpoint: "clusterMode",
    expect: ['exec_mode: "cluster"', "fork_mode"],
    advised: [{ find: 'exec_mode: "fork",', replace: 'exec_mode: "cluster",' }],
  },
  {
    name: "pm2 with one instance",
    file: "ecosystem.config.cjs",
    find: "instances: 0,",
    replace: "instances: 1,",
    checkpoint: "clusterMode",
    expect: ["one instance per CPU", "1 instance:"],
    advised: [{ find: "instances: 1,", replace: "instances: 0," }],
  },
  {
    name: "pm2 without interpreter settings",
    file: "ecosystem.config.cjs",
    find: '      interpreter: "node",\n      node_args: ["--import", require.resolve("tsx")],\n',
    replace: "",
    checkpoint: "clusterMode",
    expect: ['interpreter: "node"', "node_args"],
    advised: [
      {
        find: "      // loader wherever this folder is, so `--import` does not depend on the current directory.\n",
        replace:
          '      // loader wherever this folder is, so `--import` does not depend on the current directory.\n      interpreter: "node",\n      node_args: ["--import", require.resolve("tsx")],\n',
      },
    ],
    nodeBelow: "22.6.0",
  },
  {
    name: "pm2 with an interpreter but no tsx",
    file: "ecosystem.config.cjs",
    find: '      node_args: ["--import", require.resolve("tsx")],\n',
    replace: "",
    checkpoint: "clusterMode",
    expect: ["cannot run .ts", "node_args"],
    advised: [
      {
        find: '      interpreter: "node",\n',
        replace:
          '      interpreter: "node",\n      node_args: ["--import", require.resolve("tsx")],\n',
      },
    ],
    nodeBelow: "22.6.0",
  },
  {
    name: "kill_timeout shorter than the drain",
    file: "ecosystem.config.cjs",
    find: "kill_timeout: 5000,",
    replace: "kill_timeout: 500,",
    checkpoint: "reload",
    expect: ["SIGKILL", "kill_timeout"],
    advised: [{ find: "kill_timeout: 500,", replace: "kill_timeout: 5000," }],
  },
  {
    name: "no ready message",
    file: "index.ts",
    find: '  process.send?.("ready");\n',
    replace: "",
    checkpoint: "ready",
    expect: ['process.send?.("ready")', "no message"],
    advised: [
      {
        find: "  // Under pm2 (wait_ready) this marks the instance online; run without pm2, there is no process.send.\n",
        replace:
          '  // Under pm2 (wait_ready) this marks the instance online; run without pm2, there is no process.send.\n  process.send?.("ready");\n',
      },
    ],
  },
  {
    name: "Connection: close middleware after the routes",
    file: "index.ts",
    before: {
      find: 'app.use((_req, res, next) => {\n  if (draining) res.set("Connection", "close");\n  next();\n});\n\n',
      replace: "",
    },
    find: "  res.send(`The result of the CPU intensive task is ${total}`);\n});\n",
    replace:
      "  res.send(`The result of the CPU intensive task is ${total}`);\n});\n\n" +
      'app.use((_req, res, next) => {\n  if (draining) res.set("Connection", "close");\n  next();\n});\n',
    checkpoint: "drain",
    expect: ["without `Connection: close`", "before the routes"],
    advised: [
      {
        find: '  res.send(`The result of the CPU intensive task is ${total}`);\n});\n\napp.use((_req, res, next) => {\n  if (draining) res.set("Connection", "close");\n  next();\n});\n',
        replace: "  res.send(`The result of the CPU intensive task is ${total}`);\n});\n",
      },
      {
        find: "// that none is left reusing a socket that is about to close.\n",
        replace:
          '// that none is left reusing a socket that is about to close.\napp.use((_req, res, next) => {\n  if (draining) res.set("Connection", "close");\n  next();\n});\n\n',
      },
    ],
  },
  {
    name: "no graceful shutdown",
    file: "index.ts",
    find: "  draining = true;\n",
    replace: "  process.exit(0);\n",
    checkpoint: "reload",
    expect: ["requests failed", "Connection: close"],
    advised: [{ find: "  process.exit(0);\n", replace: "  draining = true;\n" }],
  },
  {
    name: "wait_ready left out",
    file: "ecosystem.config.cjs",
    find: '      wait_ready: true, // online only after process.send("ready")\n',
    replace: "",
    checkpoint: "ready",
    expect: ["wait_ready: true in the ecosystem file", "Add wait_ready: true"],
    advised: [
      {
        find: '      listen_timeout: 10000, // ms to wait for "ready"\n',
        replace:
          '      wait_ready: true, // online only after process.send("ready")\n      listen_timeout: 10000, // ms to wait for "ready"\n',
      },
    ],
  },
  {
    name: "PORT hard-coded in the ecosystem file",
    file: "ecosystem.config.cjs",
    find: "      env: { PORT: process.env.PORT ?? 3000 },",
    replace: "      env: { PORT: 3000 },",
    checkpoint: "clusterMode",
    expect: ["3000", "process.env.PORT ?? 3000"],
    advised: [
      {
        find: "      env: { PORT: 3000 },",
        replace: "      env: { PORT: process.env.PORT ?? 3000 },",
      },
    ],
  },
  {
    name: "node_args kept, interpreter left out",
    file: "ecosystem.config.cjs",
    find: '      interpreter: "node",\n',
    replace: "",
    checkpoint: "clusterMode",
    expect: ["refuses a .ts script", 'interpreter: "node"'],
    advised: [
      {
        find: '      node_args: ["--import", require.resolve("tsx")],\n',
        replace:
          '      interpreter: "node",\n      node_args: ["--import", require.resolve("tsx")],\n',
      },
    ],
    nodeBelow: "22.6.0",
  },
  {
    name: "tsx imported by its bare name",
    file: "ecosystem.config.cjs",
    find: 'node_args: ["--import", require.resolve("tsx")],',
    replace: 'node_args: ["--import", "tsx"],',
    checkpoint: "clusterMode",
    expect: ["--import tsx: a bare name", 'node_args: ["--import", require.resolve("tsx")]'],
    advised: [
      {
        find: 'node_args: ["--import", "tsx"],',
        replace: 'node_args: ["--import", require.resolve("tsx")],',
      },
    ],
  },
  {
    name: "listen_timeout left out (pm2's 3000 ms)",
    file: "ecosystem.config.cjs",
    find: '      listen_timeout: 10000, // ms to wait for "ready"\n',
    replace: "",
    checkpoint: "ready",
    expect: ["listen_timeout of at least 5000 ms", "listen_timeout: 10000"],
    advised: [
      {
        find: "      kill_timeout: 5000,",
        replace: "      listen_timeout: 10000,\n      kill_timeout: 5000,",
      },
    ],
  },
  {
    name: "Connection: close on every answer",
    file: "index.ts",
    find: '  if (draining) res.set("Connection", "close");',
    replace: '  res.set("Connection", "close");',
    checkpoint: "drain",
    expect: ["already carried `Connection: close`", 'if (draining) res.set("Connection", "close")'],
    advised: [
      {
        find: '  res.set("Connection", "close");',
        replace: '  if (draining) res.set("Connection", "close");',
      },
    ],
  },
  {
    name: "http's server.close() instead of net.Server's",
    file: "index.ts",
    find: "  net.Server.prototype.close.call(server, () => process.exit(0));",
    replace: "  server.close(() => process.exit(0));",
    checkpoint: "drain",
    expect: ["dropped the connection", "net.Server.prototype.close.call(server"],
    advised: [
      {
        find: "  server.close(() => process.exit(0));",
        replace: "  net.Server.prototype.close.call(server, () => process.exit(0));",
      },
    ],
  },
  {
    name: "no process.exit after the drain",
    file: "index.ts",
    find: "  net.Server.prototype.close.call(server, () => process.exit(0));",
    replace: "  net.Server.prototype.close.call(server);",
    checkpoint: "reload",
    expect: ["pm2 had to SIGKILL", "process.exit(0)"],
    advised: [
      {
        find: "  net.Server.prototype.close.call(server);",
        replace: "  net.Server.prototype.close.call(server, () => process.exit(0));",
      },
    ],
  },
  {
    name: "idle connections never closed after the drain",
    file: "index.ts",
    find: "  setTimeout(() => server.closeIdleConnections(), DRAIN_MS).unref();\n",
    replace: "",
    checkpoint: "drain",
    expect: ["still running 4 s after SIGINT", "server.closeIdleConnections()"],
    advised: [
      {
        find: "  net.Server.prototype.close.call(server, () => process.exit(0));\n",
        replace:
          "  net.Server.prototype.close.call(server, () => process.exit(0));\n  setTimeout(() => server.closeIdleConnections(), DRAIN_MS).unref();\n",
      },
    ],
  },
  {
    name: "the drain middleware calls next() only while draining",
    file: "index.ts",
    find: '  if (draining) res.set("Connection", "close");\n  next();\n',
    replace: '  if (draining) {\n    res.set("Connection", "close");\n    next();\n  }\n',
    checkpoint: "heavy",
    expect: ["No answer came", "Call next() whether draining or not"],
    advised: [
      {
        find: '  if (draining) {\n    res.set("Connection", "close");\n    next();\n  }\n',
        replace: '  if (draining) res.set("Connection", "close");\n  next();\n',
      },
    ],
  },
];
