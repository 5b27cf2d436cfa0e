/**
 * Step 05's checkpoint messages in English, the source of ./ja.ts and ./ko.ts: ICU MessageFormat
 * (scripts/i18n/translate.ts). `name.<key>` is a checkpoint's name; `<key>.expected`, `.seen` and
 * `.next` are one finding's three parts; `advice.…`, `drainSeen.…` and `output.…` are pieces the
 * findings take as values (`{advice}`, `{behaviour}`, a quoted output's label); `figure.…` name
 * and describe the figures. A literal brace is written `'{'` and `'}'`; pids, ports and measured
 * figures are passed as strings, plural counts as numbers.
 */
export const en = {
  // What the learner builds, as the README's table "The steps" says it (written there by
  // `npm run dev-check -- --fix`) and the home screen shows it for the next step.
  "step.builds":
    "`ecosystem.config.cjs`: pm2 cluster mode on every CPU, `ready`, graceful shutdown, and a `pm2 reload` that drops no request",

  "name.clusterMode": "pm2 runs every instance online in cluster mode, one per CPU",
  "name.heavy": "/heavy is served through pm2, faster than one process by what the CPUs allow",
  "name.ready": 'index.ts tells pm2 it is ready (process.send("ready")), and pm2 waits for it',
  "name.drain":
    "on SIGINT, index.ts keeps a keep-alive client's connection and answers it with Connection: close",
  "name.reload": "pm2 reload under keep-alive load fails no request and replaces every instance",

  // Who printed the lines a message quotes.
  "output.pm2Printed": "pm2 printed",
  "output.pm2Logs": "pm2's logs show",
  "output.pm2Log": "pm2's log shows",

  // Two accepted counts, e.g. "2 or 4" (a longer list is built from it: "2 or 4 or 8").
  or: "{first} or {second}",
  restartCount: "{count, plural, one {# time} other {# times}}",

  // pm2 start ecosystem.config.cjs, before every checkpoint that runs the app under pm2.
  "startFailed.expected": "`pm2 start ecosystem.config.cjs` succeeds.",
  "startFailed.seen": "it exited with code {code}.",
  "startFailed.next": "{advice}",

  "offline.expected": "pm2 brings the app online.",
  "offline.seen":
    "{listed, select, none {pm2 lists no process: the ecosystem file declares no app.} other {statuses: {statuses}.}}",
  "offline.next": "{advice}",

  "notServing.expected": "the instances keep running and serve on the PORT pm2 passed on ({port}).",
  "notServing.seen":
    "{restarted, select, yes {pm2 restarted instances {restarts}: they crash at start-up} other {nothing accepts connections on port {port} after {seconds} s}}{forkCount, plural, =0 {} one {; # instance runs in {mode}} other {; # instances run in {mode}}}.",
  "notServing.next":
    "{forkMode, select, yes {Set exec_mode: \"cluster\" in the ecosystem file: in fork mode each instance is an independent process, and all but one fail to listen on the shared port (EADDRINUSE).} other {{elsewhere, select, none {{advice}} other {The instances listen on port {elsewhere}, not on the PORT pm2 passed on ({port}). Keep index.ts listening on process.env.PORT, and let the ecosystem file pass PORT on: env: '{ PORT: process.env.PORT ?? 3000 }' (not a fixed port).}}}}",

  // pm2 runs every instance online in cluster mode, one per CPU
  "figure.instancesOnline": "instances online",

  "forkMode.expected": 'every instance in cluster mode (exec_mode: "cluster"), sharing one port.',
  "forkMode.seen": "{count, plural, one {# instance} other {# instances}} in {mode}.",
  "forkMode.next":
    'Set exec_mode: "cluster" in the ecosystem file; fork mode starts independent processes that cannot share the port.',

  "instanceCount.expected": "one instance per CPU, all online: {accepted}.",
  "instanceCount.seen": "{count, plural, one {# instance} other {# instances}}: {instances}.",
  "instanceCount.next":
    'Set instances: 0 (or "max") for one per CPU; if some are errored, read pm2\'s logs below.',
  "tsxBare.expected":
    'node_args import tsx by an absolute path or a file: URL, e.g. node_args: ["--import", require.resolve("tsx")].',
  "tsxBare.seen":
    "--import {specifier}: a bare name, which Node.js resolves from the folder the pm2 daemon started in, not from your app's.",
  "tsxBare.next":
    'Give the loader as require.resolve("tsx"), which finds tsx from the ecosystem file\'s own folder: `node_args: ["--import", require.resolve("tsx")]`.',

  // /heavy is served through pm2, faster than one process by what the CPUs allow
  "notListening.expected": "the app accepts connections on the PORT pm2 passed on ({port}).",
  "notListening.seen": "nothing listens there.",
  "notListening.next":
    "Keep index.ts listening on process.env.PORT, and let the ecosystem file pass PORT on: env: '{ PORT: process.env.PORT ?? 3000 }'.",

  "heavyAnswer.expected": "GET /heavy answers 200 {body}.",
  "heavyAnswer.seen": "{answer}",
  "heavyAnswer.next":
    "{held, select, yes {No answer came: a middleware before /heavy that does not call next() on every path holds each request. Call next() whether draining or not.} other {Keep step 02's /heavy route in index.ts.}}",

  "tooFewInstances.expected":
    "one cluster-mode instance per usable CPU ({usable}) before the speed-up is measured.",
  "tooFewInstances.seen":
    "{count, plural, one {# online instance} other {# online instances}} in cluster mode{others, plural, =0 {} one {, # other: {instances}} other {, # others: {instances}}}.",
  "tooFewInstances.next":
    'Fix the first checkpoint of this step first: instances: 0 and exec_mode: "cluster".',

  "advice.speedup":
    'Run one cluster-mode instance per CPU (instances: 0, exec_mode: "cluster"), each running index.ts with its /heavy loop.',

  // index.ts tells pm2 it is ready
  "waitReady.expected":
    "wait_ready: true in the ecosystem file, so pm2 counts an instance online only once it says so.",
  "waitReady.seen": "{listed, select, none {pm2 lists no app.} other {wait_ready is not set.}}",
  "waitReady.next":
    "Add wait_ready: true and a listen_timeout (ms) to the app in ecosystem.config.cjs.",

  "readyMessage.expected":
    'index.ts sends "ready" to its parent once it listens: process.send("ready").',
  "readyMessage.seen":
    '{received, select, none {no message within 3 s of listening. (pm2 still marks such an app online, but only after listen_timeout runs out, and a reload cannot tell when the new instance really serves.)} other {messages {messages}, none of them "ready".}}',
  "readyMessage.next":
    'In the app.listen callback, after the log lines: process.send?.("ready") (process.send exists only when a parent such as pm2 listens).',
  "listenTimeout.expected":
    "listen_timeout of at least {min} ms in the ecosystem file: how long pm2 waits for ready before it gives up on an instance.",
  "listenTimeout.seen":
    "{ms, select, unset {listen_timeout is not set: pm2 waits its default 3000 ms, tight for tsx and Express on a slow laptop.} other {listen_timeout: {ms} ms.}}",
  "listenTimeout.next": "Give it room, in ms: listen_timeout: 10000 (10 s, not 10).",

  // What index.ts did with a keep-alive client's next request after SIGINT: "after SIGINT, index.ts …"
  "drainSeen.cut": "dropped the connection a keep-alive client was reusing (or ended at once)",
  "drainSeen.noCloseHeader": "still answered that client without `Connection: close`",
  "drainSeen.closeHeader": "answered that client with `Connection: close`, as it should",
  "drainSeen.alone": " Run on its own, after SIGINT index.ts {behaviour}.",

  "advice.noCloseHeader":
    "Register the middleware that sets `Connection: close` while draining before the routes (app.use before app.get): Express runs them in order, and /heavy answers before a later one runs.",
  "advice.drain":
    "On SIGINT, stop accepting but keep the open connections (net.Server.prototype.close.call(server, …)), answer with `Connection: close` until they have closed, then exit; give kill_timeout more time than the drain.",
  "advice.killTimeoutWaited":
    "pm2 waited kill_timeout ({ms} ms) and the instance was still running: a closed server still waits for every open connection, and keep-alive connections never close by themselves. On SIGINT, answer with `Connection: close`, and after the drain close the connections still idle: server.closeIdleConnections(). Once the server has closed, exit: net.Server.prototype.close.call(server, () => process.exit(0)); under pm2 the IPC channel keeps a process alive after its server has closed.",
  "advice.killTimeoutShort":
    "Give kill_timeout (ms) more time than your drain takes (for example 5000 for a 1.5 s drain).",

  // on SIGINT, index.ts keeps a keep-alive client's connection
  "drain.expected":
    "after SIGINT, a keep-alive client's next request on its open connection is answered, with `Connection: close`: the server lets its clients go before it closes.",
  "drain.seen": "after SIGINT, index.ts {behaviour}.",
  "drain.next": "{advice}",
  "closeBefore.expected":
    "before SIGINT, an answer keeps its keep-alive connection open: `Connection: close` only while draining.",
  "closeBefore.seen":
    "the answer before SIGINT already carried `Connection: close`: every client must open a new connection for each request.",
  "closeBefore.next":
    'Set the header only once draining has begun: `if (draining) res.set("Connection", "close")`.',
  "idleExit.expected":
    "after SIGINT, with a keep-alive client that has gone quiet, index.ts exits within {limit} s: after its drain it closes the connections still idle.",
  "idleExit.seen":
    "it was still running {limit} s after SIGINT: the quiet client's idle connection held it (Node.js closes an idle connection itself only after keepAliveTimeout, 5 s by default).",
  "idleExit.next":
    "After the drain, close what is still idle: `setTimeout(() => server.closeIdleConnections(), DRAIN_MS).unref()`.",

  // pm2 reload under keep-alive load
  "figure.reloadFailures": "failed requests during pm2 reload",
  "figure.reloadDetail": "of {total} keep-alive requests; reload took {seconds} s",

  "notOnline.expected": "online instances to reload.",
  "notOnline.seen": "statuses: {count, plural, =0 {none} other {{statuses}}}.",
  "notOnline.next": "Fix the first checkpoint of this step first.",

  "reloadFailed.expected": "`pm2 reload ecosystem.config.cjs` succeeds.",
  "reloadFailed.seen": "it exited with code {code}.",
  "reloadFailed.next": "Read the output below.",

  "notReplaced.expected":
    "{count, plural, one {the # instance replaced by a new process.} other {all # instances replaced by new processes.}}",
  "notReplaced.seen": "before {before}; after {after, select, none {none} other {{after}}}.",
  "notReplaced.next":
    "Reload restarts each instance; one that did not restart may be stuck: read pm2's logs below.",

  "sigkill.expected":
    "every old instance exits by itself after draining, before kill_timeout runs out.",
  "sigkill.seen":
    "pm2 had to SIGKILL an old instance ({killed, plural, one {# SIGKILL line} other {# SIGKILL lines}} in pm2's log): whatever it was still serving was cut off.{alone}",
  "sigkill.next": "{advice}",

  "failedRequests.expected": "0 failed requests while pm2 reloads the app under keep-alive load.",
  "failedRequests.seen": "{failed} of {total} requests failed ({codes}).{alone}",
  "failedRequests.next": "{advice}",

  // Why pm2 could not run index.ts (./pm2-failure.ts), the `{advice}` of a failed start.
  "advice.pm2.tsRefused":
    "pm2 7 refuses a .ts script on Node.js < 22.6 (its message says 22.18) unless told how to run it: set `{tsx}`.",
  "advice.pm2.bun": "pm2 handed index.ts to bun, which is not installed: set `{tsx}`.",
  "advice.pm2.unknownExtension":
    'Node.js cannot run .ts on its own here: add `node_args: ["--import", require.resolve("tsx")]`.',
  "advice.pm2.tsxMissing":
    'tsx was not found from the app\'s folder: give it as an absolute path, `node_args: ["--import", require.resolve("tsx")]`.',
  "advice.pm2.exports":
    "The file must set `module.exports` to an object whose `apps` lists the apps, each with its `name` and `script`.",
  "advice.pm2.readOutput":
    "Read pm2's output below for the error; `npx pm2 logs` shows the apps' own errors.",
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
