// pm2's ecosystem file: how to run index.ts on every CPU in cluster mode.
// Start it with `npx pm2 start ecosystem.config.cjs` from this folder.
module.exports = {
  apps: [
    {
      name: "heavy",
      script: "index.ts",
      cwd: __dirname,
      // TODO 1: pm2 7 hands a .ts script to bun (or wants Node.js >= 22.18). Run it with Node.js
      //         and tsx instead: interpreter "node", and node_args that import tsx's loader.
      // TODO 2: one instance per CPU, in cluster mode (instances, exec_mode).
      // TODO 3: wait_ready, listen_timeout (ms) and kill_timeout (ms, longer than your drain).
      env: { PORT: process.env.PORT ?? 3000 },
    },
  ],
};
