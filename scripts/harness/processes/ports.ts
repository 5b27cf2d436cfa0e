/**
 * Ports for checkpoints: free ones from get-port, a deliberately taken one, a TCP probe, and which
 * processes hold a listening socket (lsof).
 */
import { execFile } from "node:child_process";
import { createConnection, createServer, type Server } from "node:net";
import { promisify } from "node:util";
import getPort from "get-port";

/**
 * Where the checks' ports come from: below the ephemeral port ranges (Linux 32768–60999, macOS
 * and Windows 49152–65535), from which the OS picks the source port of an outgoing connection. A
 * probe of a port nobody listens on yet ({@link portAccepts}) could otherwise pick that very port
 * as its own source and connect to itself (a TCP self-connect), holding the port the learner's
 * program is about to listen on.
 */
export const PORT_RANGE = { from: 20_000, to: 30_000 } as const;

/** The ports of PORT_RANGE in order, from a random one on, wrapping round. */
function* portCandidates(): Generator<number> {
  const span = PORT_RANGE.to - PORT_RANGE.from + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) yield PORT_RANGE.from + ((start + i) % span);
}

/**
 * A TCP port that nothing listens on right now, from {@link PORT_RANGE} (get-port, which tries
 * each on 127.0.0.1 and the wildcard address).
 */
export function freePort(): Promise<number> {
  return getPort({ port: portCandidates() });
}

/**
 * Occupies a free port with a bare TCP listener, for checkpoints about a port already in use.
 * Listens on the wildcard address, as `app.listen(port)` would, so the learner's listen collides.
 *
 * @returns the port and a `release()` that closes the listener
 */
export async function holdPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const port = await freePort();
  const server: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });
  return { port, release: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Resolves true when a TCP connection to `host`:`port` (loopback only) opens within `timeoutMs`. */
export function portAccepts(
  port: number,
  timeoutMs = 500,
  host: "127.0.0.1" | "::1" = "127.0.0.1",
): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** Runs lsof with `args`; its lines, or none when nothing matched (lsof then exits 1). */
async function lsof(args: string[]): Promise<string[]> {
  try {
    const { stdout } = await promisify(execFile)("lsof", args);
    return stdout.split("\n").filter(Boolean);
  } catch (error) {
    const e = error as { code?: string | number; stdout?: string };
    if (e.code === "ENOENT")
      throw new Error("lsof is not installed (Debian: apt-get install lsof)");
    if (e.code === 1) return (e.stdout ?? "").split("\n").filter(Boolean);
    throw error;
  }
}

/**
 * The pids that hold a socket listening on TCP `port`: under node:cluster's round-robin
 * (SCHED_RR) only the primary does; under SCHED_NONE every worker holds it too. Reads
 * `lsof -nP -iTCP:<port> -sTCP:LISTEN -t` (Linux and macOS).
 *
 * @returns the pids, ascending; empty when nothing listens
 * @throws Error when lsof is not installed (Debian: apt-get install lsof)
 */
export async function listeningPids(port: number): Promise<number[]> {
  const lines = await lsof(["-nP", `-iTCP:${port}`, "-sTCP:LISTEN", "-t"]);
  return lines.map(Number).sort((a, b) => a - b);
}

/**
 * How many established TCP connections to local `port` the processes `pids` hold: the requests
 * a cluster's workers have taken in (`lsof -a -p <pids> -iTCP -sTCP:ESTABLISHED`).
 *
 * @throws Error when lsof is not installed
 */
export async function connectionsHeld(port: number, pids: readonly number[]): Promise<number> {
  if (pids.length === 0) return 0;
  const lines = await lsof([
    "-nP",
    "-a",
    "-p",
    pids.join(","),
    "-iTCP",
    "-sTCP:ESTABLISHED",
    "-Fn",
  ]);
  return lines.filter((line) => line.startsWith("n") && line.includes(`:${port}->`)).length;
}
