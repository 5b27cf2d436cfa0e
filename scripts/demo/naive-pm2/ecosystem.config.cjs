// The demo's "before" picture for `pm2 reload` (npm run demo -- reload): NAIVE_SERVER, the
// index.ts of the step that declares the demo's "naive pm2" (scripts/workshop/step-facts.ts), with
// no process.send("ready") and no SIGINT handler, in pm2 cluster mode with pm2's defaults. A
// reload SIGINTs each old instance, which dies at once with its keep-alive connections. The
// "after" picture is the ecosystem.config.cjs of the step that declares "graceful pm2".
if (!process.env.NAIVE_SERVER)
  throw new Error(
    "NAIVE_SERVER is not set: npm run demo -- reload sets it (scripts/demo/servers.ts)",
  );

module.exports = {
  apps: [
    {
      name: "heavy-naive",
      script: process.env.NAIVE_SERVER,
      cwd: __dirname,
      interpreter: "node",
      node_args: ["--import", require.resolve("tsx")],
      instances: 0,
      exec_mode: "cluster",
      env: { PORT: process.env.PORT ?? 3000 },
    },
  ],
};
