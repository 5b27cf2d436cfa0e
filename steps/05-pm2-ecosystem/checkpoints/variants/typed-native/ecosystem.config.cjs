// Node.js 22.6 and later run a .ts file themselves (pm2 adds the flag below 22.18): no
// interpreter, no node_args.
module.exports = {
  apps: [
    {
      name: "heavy",
      script: `${__dirname}/index.ts`,
      exec_mode: "cluster",
      instances: "max",
      wait_ready: true,
      listen_timeout: 8_000,
      kill_timeout: 4_000,
      env: { PORT: process.env.PORT || "3000" },
    },
  ],
};
