// Preloaded (through NODE_OPTIONS, by ../journal.ts) into a learner's cluster, so that a
// checkpoint can tell the primary's own output from its workers' (they share the terminal: a
// worker's output never passes through the primary's process.stdout) and see when each worker
// exited. In the primary only, it appends one JSON line to $WORKSHOP_JOURNAL for each write to
// process.stdout or process.stderr ({ at, text }), for each worker forked ({ at, fork: pid }, in
// cluster.fork() itself), for each that began to listen ({ at, listening: pid }: the cluster's
// "listening" event, which comes after the worker's own) and for each worker's exit ({ at, exit:
// pid, code, signal }: the worker's "exit" event, heard before the program's own listeners; Node
// docs "Cluster"), and when SIGTERM came ({ at, received }).
//
// $WORKSHOP_DEPLOY changes the primary's environment on a signal, before the program's own
// listeners run, so that the workers it forks from then on inherit the change (cluster.fork()
// passes process.env as it is then): a checkpoint deploys a broken version, or a fixed one, in the
// middle of the program's life. Its form is SIGNAL:NAME=value: each such signal switches the
// variable, to value where it has another or none, and removed where it has that value (so a
// program started with it set loses it at the first signal), noted as { at, deployed: the value
// or null }. SIGHUP is the program's: where the program
// has no SIGHUP listener of its own, the change is made and the signal then does what it does
// without this file (Node's default: the process ends). SIGUSR2 is the check's own, and the
// program sees nothing of it (Node docs, "Signal events").
import cluster from "node:cluster";
import { appendFileSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";

const file = process.env.WORKSHOP_JOURNAL;
if (file && cluster.isPrimary) {
  const note = (entry) => {
    try {
      appendFileSync(file, `${JSON.stringify({ at: Date.now(), ...entry })}\n`);
    } catch {
      // the check has ended and removed its folder: nothing reads the journal any more
    }
  };
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write;
    stream.write = function journalled(chunk, ...rest) {
      note({ text: String(chunk) });
      return write.call(this, chunk, ...rest);
    };
  }
  // After the program's own listeners on the worker ("listening" goes to the worker first, then
  // to the cluster): once noted, the program has seen the worker listen.
  cluster.on("listening", (worker) => {
    note({ listening: worker.process.pid });
  });
  // Noted in cluster.fork() itself: its "fork" event waits for the next tick, which a primary
  // that exits at once (a shutdown's process.exit) never reaches, though the worker was forked.
  // The exit is heard before any listener of the program's on the worker, so that nothing the
  // program prints about it comes before it in the journal.
  const fork = cluster.fork;
  cluster.fork = function journalledFork(...args) {
    const worker = fork.apply(this, args);
    note({ fork: worker.process.pid });
    worker.prependListener("exit", (code, signal) => {
      note({ exit: worker.process.pid, code, signal });
    });
    return worker;
  };
  // `import { fork } from "node:cluster"` sees the journalled one too (Node docs, "Modules:
  // node:module API · module.syncBuiltinESMExports()").
  syncBuiltinESMExports();
  // When SIGTERM came, before the program's own listeners run (a shutdown starts there); where
  // the program has none, the signal then does what it does without this file (it ends it).
  process.prependListener("SIGTERM", function received() {
    note({ received: "SIGTERM" });
    if (process.listenerCount("SIGTERM") === 1) {
      process.removeListener("SIGTERM", received);
      process.kill(process.pid, "SIGTERM");
    }
  });
  const [signal, change = ""] = (process.env.WORKSHOP_DEPLOY ?? "").split(":");
  const [name, value] = change.split("=");
  if (signal && name && value !== undefined) {
    process.prependListener(signal, function deploy() {
      if (process.env[name] === value) delete process.env[name];
      else process.env[name] = value;
      note({ deployed: process.env[name] ?? null });
      if (signal === "SIGHUP" && process.listenerCount(signal) === 1) {
        process.removeListener(signal, deploy);
        process.kill(process.pid, signal);
      }
    });
  }
}
