/** Ports for checkpoints: free ones from get-port, a deliberately taken one, and a TCP probe. */
import { createConnection, createServer, type Server } from "node:net";
import getPort from "get-port";

/** A TCP port that nothing listens on right now (get-port, on 127.0.0.1 and the wildcard). */
export function freePort(): Promise<number> {
  return getPort();
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
