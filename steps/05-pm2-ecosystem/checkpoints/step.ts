/**
 * What the self-test, the bench and the demo need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import type { MessageKey } from "./messages/en.ts";

export const STEP: StepFacts<MessageKey> = {
  bench: {
    checkSeconds: 30,
    medianCheckSeconds: 18, // with the reference cluster (docs/speedup-rule.md)
    pm2Reloads: { naive: "no graceful shutdown" },
  },
  // The demo's pm2 sides run this solution's ecosystem file: ready, and a drain on SIGINT.
  demo: ["graceful pm2"],
  // pm2's `instances: 0` counts os.cpus() in its daemon; a reload replaces every instance.
  simulate: {
    checkpoints: ["clusterMode", "heavy", "reload"],
    mistakes: ["pm2 with one instance"],
  },
  requirements: [
    {
      says: 'run index.ts with Node.js: interpreter "node" (steers pm2 away from bun and its Node.js-version refusal; may be left out on Node.js 24 or 26)',
      section: "TypeScript under pm2",
      todos: [1],
      checkpoint: "clusterMode",
      mistakes: ["node_args kept, interpreter left out"],
    },
    {
      says: 'node_args that import tsx\'s loader (node_args: ["--import", …tsx])',
      section: "TypeScript under pm2",
      todos: [1],
      checkpoint: "clusterMode",
      mistakes: ["pm2 with an interpreter but no tsx", "pm2 without interpreter settings"],
    },
    {
      says: 'import tsx by its absolute path, require.resolve("tsx"): a bare --import tsx would be resolved from the pm2 daemon\'s current folder',
      section: "TypeScript under pm2",
      todos: [1],
      checkpoint: "clusterMode",
      mistakes: ["tsx imported by its bare name"],
    },
    {
      says: 'one instance per CPU: instances: 0 (or "max")',
      section: "Cluster mode on every CPU",
      todos: [2],
      checkpoint: "clusterMode",
      mistakes: ["pm2 with one instance"],
    },
    {
      says: 'in cluster mode: exec_mode: "cluster" (not fork mode)',
      section: "Cluster mode on every CPU",
      todos: [2],
      checkpoint: "clusterMode",
      mistakes: ["pm2 in fork mode"],
    },
    {
      says: 'wait_ready: true, so that start and reload wait for the instance\'s "ready"',
      section: "Ready",
      todos: [3],
      checkpoint: "ready",
      mistakes: ["wait_ready left out"],
    },
    {
      says: 'listen_timeout (in ms), how long pm2 waits for "ready": give it room, 10000 ms (pm2\'s default is 3000)',
      section: "Ready",
      todos: [3],
      checkpoint: "ready",
      mistakes: ["listen_timeout left out (pm2's 3000 ms)"],
    },
    {
      says: "kill_timeout (ms) longer than the drain plus the last requests: 5000 ms, not the default 1600 ms",
      section: "Graceful shutdown",
      todos: [3],
      checkpoint: "reload",
      mistakes: ["kill_timeout shorter than the drain"],
    },
    {
      says: "keep env: { PORT: process.env.PORT ?? 3000 }: index.ts keeps reading process.env.PORT; the checkpoints start pm2 with a free port in PORT",
      section: "The ecosystem file",
      todos: [],
      checkpoint: "clusterMode",
      mistakes: ["PORT hard-coded in the ecosystem file"],
    },
    {
      says: 'tell pm2 the instance is ready: process.send?.("ready") in app.listen\'s callback, after the two log lines',
      section: "Ready",
      todos: [4],
      checkpoint: "ready",
      mistakes: ["no ready message"],
    },
    {
      says: "part 1: a draining flag and a middleware, placed before the routes so that every answer passes it, that sets Connection: close while draining",
      section: "Graceful shutdown",
      todos: [5],
      checkpoint: "drain",
      mistakes: ["Connection: close middleware after the routes"],
    },
    {
      says: 'Connection: close only while draining (`if (draining) res.set("Connection", "close")`): before SIGINT the keep-alive connections stay open',
      section: "Graceful shutdown",
      todos: [5],
      checkpoint: "drain",
      mistakes: ["Connection: close on every answer"],
    },
    {
      says: "part 2: on SIGINT (pm2's stop and reload signal) drain instead of exiting at once: set draining, stop accepting, exit once the open connections have closed",
      section: "Graceful shutdown",
      todos: [5],
      checkpoint: "reload",
      mistakes: ["no graceful shutdown"],
    },
    {
      says: "stop accepting but keep the open connections: net.Server.prototype.close.call(server, …), not http.Server's server.close(), which also closes the idle keep-alive connections at once",
      section: "Graceful shutdown",
      todos: [5],
      checkpoint: "drain",
      mistakes: ["http's server.close() instead of net.Server's"],
    },
    {
      says: "exit in close()'s callback, with code 0, once the last open connection has closed",
      section: "Graceful shutdown",
      todos: [5],
      checkpoint: "reload",
      mistakes: ["no process.exit after the drain"],
    },
    {
      says: "after about 1.5 s (DRAIN_MS) close the connections still idle: server.closeIdleConnections(), so a quiet keep-alive client cannot hold a draining worker",
      section: "Graceful shutdown",
      todos: [5],
      checkpoint: "drain",
      mistakes: ["idle connections never closed after the drain"],
    },
    {
      says: ".unref() that timer, so that it does not keep the process alive by itself",
      section: "Graceful shutdown",
      todos: [5],
      unchecked:
        "Unobservable: the process ends through process.exit(0) in close()'s callback, which exits whether the 1.5 s timer is unref'd or not; a timer left ref'd changes no exit time, no answer and no pm2 log line.",
    },
    {
      says: "GET /heavy through pm2 on the PORT it was given answers 200 with `The result of the CPU intensive task is 5000000`, and the pm2 app shows at least half the reference cluster's gain",
      section: "How this step is checked",
      todos: [5],
      checkpoint: "heavy",
      mistakes: ["the drain middleware calls next() only while draining"],
    },
    {
      says: "run it under pm2 yourself (private PM2_HOME, from the step folder with npx pm2), reload it under load, measure the speed-up by hand, then npx pm2 kill and remove the home; leave pm2 startup out; reload with the same PORT, from a clean shell",
      section: "Run it yourself",
      todos: [],
      unchecked:
        "By-hand commands in the learner's terminal (pm2 kill, PM2_HOME, pm2 startup, the shell's environment at reload): the checkpoints always use their own private PM2_HOME and remove the daemon themselves, so none of this is in the learner's files.",
    },
  ],
};
