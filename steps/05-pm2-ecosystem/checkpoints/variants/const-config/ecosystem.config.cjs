// Start with `npx pm2 start ecosystem.config.cjs` in this folder.
const path = require("node:path");

const app = {
  name: "heavy",
  script: path.join(__dirname, "index.ts"),
  exec_mode: "cluster",
  instances: 0,
  // pm2 would hand a .ts file to bun: run Node.js with tsx's loader instead (an alias of node_args).
  interpreter: "node",
  interpreter_args: `--import ${require.resolve("tsx")}`,
  wait_ready: true,
  listen_timeout: 10_000,
  kill_timeout: 5_000,
  env: {
    PORT: process.env.PORT || "3000",
  },
};

const config = { apps: [app] };

module.exports = config;
