// Preloaded (through NODE_OPTIONS, by ../journal.ts) into a learner's cluster, so that a
// checkpoint can tell the primary's own output from its workers' (they share the terminal: a
// worker's output never passes through the primary's process.stdout) and see when each worker
// exited. In the primary only, it appends one JSON line to $WORKSHOP_JOURNAL for each write to
// process.stdout or process.stderr ({ at, text }) and for each worker's exit ({ at, exit: pid,
// code, signal }: the worker's "exit" event, Node docs "Cluster · Event: 'exit'", heard before
// the program's own listeners).
//
// With $WORKSHOP_ON_SIGHUP set to NAME=value, the first SIGHUP also sets that variable in the
// primary's environment before the program's own SIGHUP listeners run: the workers it forks from
// then on inherit it (cluster.fork() passes process.env as it is then). A checkpoint uses it to
// deploy a broken version in the middle of the program's life.
import cluster from "node:cluster";
import { appendFileSync } from "node:fs";

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
  // Before any listener of the program's on the worker, so that nothing the program prints
  // about the exit comes before it in the journal.
  cluster.on("fork", (worker) => {
    worker.prependListener("exit", (code, signal) => {
      note({ exit: worker.process.pid, code, signal });
    });
  });
  const [name, value] = (process.env.WORKSHOP_ON_SIGHUP ?? "").split("=");
  if (name && value !== undefined) {
    process.prependListener("SIGHUP", () => {
      process.env[name] = value;
    });
  }
}
