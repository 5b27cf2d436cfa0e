// pm2's ecosystem file: how to run index.ts on every CPU in cluster mode.
// Start it with `npx pm2 start ecosystem.config.cjs` from this folder.
module.exports = {
  apps: [
    {
      name: "heavy",
      script: "index.ts",
      cwd: __dirname,
      // pm2 7 hands a .ts script to bun, or wants Node.js >= 22.18. Run it with Node.js and tsx:
      // in cluster mode node_args become every worker's execArgv. require.resolve finds tsx's
      // loader wherever this folder is, so `--import` does not depend on the current directory.
      interpreter: "node",
      node_args: ["--import", require.resolve("tsx")],
      instances: 0, // one per CPU
      exec_mode: "cluster",
      wait_ready: true, // online only after process.send("ready")
      listen_timeout: 10000, // ms to wait for "ready"
      kill_timeout: 5000, // ms between SIGINT and SIGKILL: longer than the graceful drain
      env: { PORT: process.env.PORT ?? 3000 },
    },
  ],
};
