// The demo's "before" picture for `pm2 reload` (npm run demo -- reload): the server as it stood
// after step 04, with no process.send("ready") and no SIGINT handler, in pm2 cluster mode with
// pm2's defaults. A reload SIGINTs each old instance, which dies at once with its keep-alive
// connections. The "after" picture is solutions/05-pm2-ecosystem/ecosystem.config.cjs.
const { join } = require("node:path");

module.exports = {
  apps: [
    {
      name: "heavy-naive",
      script: join(__dirname, "../../../solutions/04-loadtest-comparison/index.ts"),
      cwd: __dirname,
      interpreter: "node",
      node_args: ["--import", require.resolve("tsx")],
      instances: 0,
      exec_mode: "cluster",
      env: { PORT: process.env.PORT ?? 3000 },
    },
  ],
};
