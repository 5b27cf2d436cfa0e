// Preloaded (through NODE_OPTIONS) into the servers a learner's script starts, so that a
// checkpoint can see from outside what reached them: how many connections and requests each
// process served, and when the first and the last request came. It only listens on Node's
// diagnostics channels ("net.server.socket", "http.server.request.start"; Node docs,
// "Diagnostics Channel · Built-in channels") and writes <WORKSHOP_TRAFFIC_DIR>/<pid>.json every
// 200 ms; it changes nothing in the program. In a cluster's primary it also notes when each worker
// began to listen, and on which port (the cluster's "listening" event, Node docs "Cluster · Event:
// 'listening'"). Each record is written to <pid>.json.tmp and renamed
// over <pid>.json (rename(2) replaces a file atomically): a server killed mid-write, as a script
// that stops its servers with SIGTERM may do, leaves its last whole record, not an empty file.
//
// It also registers each server that is not a cluster worker in the check's registry of process
// groups ($WORKSHOP_PROCESS_DIR, ../groups.ts), named by its pid: a script's servers run in
// process groups of their own (the given servers.ts spawns them detached), which the check did not
// start, so that a Ctrl-C in the middle of the script, or a script that never stops them, would
// leave them running. Registered, they are killed with the check's own groups.
import cluster from "node:cluster";
import { subscribe } from "node:diagnostics_channel";
import { renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const registry = process.env.WORKSHOP_PROCESS_DIR;
if (registry && cluster.isPrimary) {
  try {
    writeFileSync(join(registry, String(process.pid)), "");
  } catch {
    // the check has ended and removed its registry: nothing is left to kill this with
  }
}

const dir = process.env.WORKSHOP_TRAFFIC_DIR;
if (dir) {
  const traffic = {
    pid: process.pid,
    worker: cluster.isWorker,
    entry: process.argv[1] ?? "",
    /** the local ports its connections came in on: the port the script loaded */
    ports: [],
    /** in a cluster's primary: when each worker began to listen, and on which port */
    listening: [],
    connections: 0,
    requests: 0,
    firstRequestAt: 0,
    lastRequestAt: 0,
  };
  let changed = false;
  subscribe("net.server.socket", ({ socket }) => {
    traffic.connections++;
    if (!traffic.ports.includes(socket.localPort)) traffic.ports.push(socket.localPort);
    changed = true;
  });
  subscribe("http.server.request.start", () => {
    const now = Date.now();
    traffic.requests++;
    traffic.firstRequestAt ||= now;
    traffic.lastRequestAt = now;
    changed = true;
  });
  if (cluster.isPrimary) {
    cluster.on("listening", (_worker, address) => {
      traffic.listening.push({ at: Date.now(), port: address.port });
      changed = true;
    });
  }
  const file = join(dir, `${process.pid}.json`);
  const write = () => {
    if (!changed) return;
    changed = false;
    writeFileSync(`${file}.tmp`, JSON.stringify(traffic));
    renameSync(`${file}.tmp`, file);
  };
  setInterval(write, 200).unref();
  process.on("exit", write);
}
