/**
 * A learner's program as the harness sees it while it runs: its process group, its port, and
 * its output lines as they arrived (stdout and stderr interleaved, each with its time), with the
 * lines Node.js printed on its own kept apart (./node-notices.ts). ./launch.ts starts one.
 */
import { createInterface } from "node:readline";
import { stopGroup } from "./groups.ts";
import { isNodeNotice } from "./node-notices.ts";

/** Matches the ready line every server in this workshop prints, capturing the port. */
export const LISTENING_LINE = /App listening on port (\d+)/;

/** How many output lines a program keeps (the rest are dropped, oldest first). */
const KEPT_LINES = 2000;

/** A running learner program: its process group, output and port. */
export class LearnerProgram {
  readonly lines: string[] = [];
  /** when each of `lines` arrived (Date.now() ms), index for index */
  readonly lineTimes: number[] = [];
  /** whether each of `lines` came from stdout (true) or stderr (false), index for index */
  readonly lineFromStdout: boolean[] = [];
  /**
   * Lines Node.js printed on its own (deprecation and experimental warnings): the machine's, not
   * the program's, so kept out of `lines` (see ./node-notices.ts)
   */
  readonly nodeNotices: string[] = [];
  /** messages received over the IPC channel (with `ipc: true`) */
  readonly messages: unknown[] = [];
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** true once the process has exited and its output pipes are closed (all lines are in) */
  closed = false;

  constructor(
    readonly pid: number,
    readonly port: number,
    readonly entry: string,
  ) {}

  /** What the program printed to stdout alone (a script's result, without its warnings). */
  stdout(): string[] {
    return this.lines.filter((_line, i) => this.lineFromStdout[i]);
  }

  /** The last `n` output lines, stdout and stderr interleaved as they arrived. */
  lastLines(n = 12): string[] {
    return this.lines.slice(-n);
  }

  /** The output lines that arrived at or after `ms` (a Date.now() time), in order. */
  linesSince(ms: number): string[] {
    return this.lines.filter((_line, i) => (this.lineTimes[i] ?? 0) >= ms);
  }

  /** Ports printed in `App listening on port <port>` lines so far, one entry per line. */
  listeningPorts(): number[] {
    return this.lines.flatMap((line) => {
      const match = LISTENING_LINE.exec(line);
      return match ? [Number(match[1])] : [];
    });
  }

  /** Every capture of `pattern` in the output so far, e.g. the pids of `worker pid=(\d+)`. */
  captures(pattern: RegExp): string[] {
    return this.lines.flatMap((line) => {
      const match = pattern.exec(line);
      return match?.[1] ? [match[1]] : [];
    });
  }

  /** Base URL of the program, e.g. `http://127.0.0.1:41234`. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Stops the program's whole process group (SIGTERM, then SIGKILL after the grace period). */
  async stop(graceMs?: number): Promise<void> {
    await stopGroup(this.pid, graceMs);
  }
}

/**
 * Collects `stream`'s lines into `program` as they arrive, from stdout or not, keeping the last
 * {@link KEPT_LINES}; Node.js's own notices go to `program.nodeNotices` instead.
 */
export function appendOutput(
  program: LearnerProgram,
  stream: NodeJS.ReadableStream,
  fromStdout: boolean,
): void {
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
    if (isNodeNotice(line)) {
      program.nodeNotices.push(line);
      return;
    }
    program.lines.push(line);
    program.lineTimes.push(Date.now());
    program.lineFromStdout.push(fromStdout);
    if (program.lines.length > KEPT_LINES) {
      program.lines.shift();
      program.lineTimes.shift();
      program.lineFromStdout.shift();
    }
  });
}
