// pm2's ecosystem file: how to run index.ts on every CPU in cluster mode.
// Start it with `npx pm2 start ecosystem.config.cjs` from this folder.
module.exports = {
  apps: [
    {
      name: "heavy",
      script: "index.ts",
      cwd: __dirname,
      // Node.js 22.6 and later run index.ts as TypeScript themselves: no interpreter settings.
      instances: 0, // one per CPU
      exec_mode: "cluster",
      wait_ready: true, // online only after process.send("ready")
      listen_timeout: 10000, // ms to wait for "ready"
      kill_timeout: 5000, // ms between SIGINT and SIGKILL: longer than the graceful drain
      env: { PORT: process.env.PORT ?? 3000 },
    },
  ],
};
