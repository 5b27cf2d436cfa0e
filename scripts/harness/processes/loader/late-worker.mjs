// Preloaded (through NODE_OPTIONS, by ../../measuring/traffic.ts) into the servers a learner's
// compare.ts starts when a checkpoint wants one worker of a cluster to be ready late, as on a
// laptop whose cores are not alike (an efficiency core, a core busy with something else): the
// cluster's second worker (cluster.worker.id 2) waits $WORKSHOP_LATE_WORKER_MS ms before its
// program runs. A script that loads the cluster once every worker listens sees no difference; one
// that starts the load after the first worker's line loads a cluster with a worker missing.
import cluster from "node:cluster";

const lateMs = Number(process.env.WORKSHOP_LATE_WORKER_MS);
if (cluster.isWorker && cluster.worker?.id === 2 && lateMs > 0) {
  // Blocks this thread: nothing of the worker's program may run before the time is up.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, lateMs);
}
