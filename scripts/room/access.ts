/**
 * Who is asking the room, and by which name they reached it. The instructor's own machine sees
 * the page with the room code; every other client sees the room without it. A request whose
 * `Host` is not one of the room's own names is refused, so that a page elsewhere cannot reach the
 * room through DNS rebinding (a name of the attacker's that resolves to this machine).
 * https://en.wikipedia.org/wiki/DNS_rebinding, https://nodejs.org/api/net.html#socketremoteaddress
 */
import { isIPv6 } from "node:net";
import os from "node:os";
import { ipKeyGenerator } from "express-rate-limit";

/** The loopback addresses the instructor's own page is served on. */
const INSTRUCTOR_ADDRESSES = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Whether a connection comes from the instructor's own machine: from 127.0.0.1 or ::1 exactly,
 * or from the very address it reached (this machine talking to one of its own addresses: no other
 * machine can open a TCP connection from an address of ours). The rest of 127.0.0.0/8 is loopback
 * to the kernel too, but is not taken as the instructor: a room's tests stand for other machines
 * with 127.0.0.2 and the like, and nothing a person runs to open the page uses them.
 */
export function isInstructorSocket(socket: {
  remoteAddress?: string;
  localAddress?: string;
}): boolean {
  const { remoteAddress, localAddress } = socket;
  if (!remoteAddress) return false;
  return INSTRUCTOR_ADDRESSES.has(remoteAddress) || remoteAddress === localAddress;
}

/**
 * The key that counts a client's connections, feeds and new learners: its IPv4 address, or its
 * IPv6 /56 (one machine can take many addresses of its network's prefix, as express-rate-limit
 * keys them). `::ffff:10.0.0.5` counts as `10.0.0.5`.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return "unknown";
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4?.[1]) return v4[1];
  return isIPv6(address) ? ipKeyGenerator(address, 56) : address;
}

/** A host name as the `Host` header and the allow-list compare it: lower case, no brackets. */
const bare = (host: string) => host.toLowerCase().replace(/^\[(.*)\]$/, "$1");

/**
 * The names a browser may use to reach a room bound to `host`: the address itself, and for a
 * loopback or wildcard bind `localhost` and the loopback addresses; for a wildcard bind (0.0.0.0,
 * ::) also every address of this machine's interfaces and its host name (with `.local`, as mDNS
 * names it).
 */
export function allowedHosts(
  host: string,
  interfaces = os.networkInterfaces(),
  hostname = os.hostname(),
): Set<string> {
  const names = new Set([bare(host)]);
  const wildcard = host === "0.0.0.0" || host === "::";
  const loopback = host === "localhost" || host.startsWith("127.") || host === "::1";
  if (wildcard || loopback) for (const name of ["localhost", "127.0.0.1", "::1"]) names.add(name);
  if (wildcard) {
    for (const list of Object.values(interfaces)) {
      for (const i of list ?? []) names.add(bare(i.address));
    }
    if (hostname) {
      names.add(hostname.toLowerCase());
      names.add(`${hostname.toLowerCase()}.local`);
    }
  }
  return names;
}

/**
 * Whether a `Host` header names the room: one of `allowed`, with the room's port (or none, for
 * port 80).
 */
export function hostAllowed(header: string | undefined, allowed: Set<string>, port: number) {
  if (!header) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d{1,5}))?$/.exec(header.trim());
  if (!match?.[1]) return false;
  const given = match[2] === undefined ? 80 : Number(match[2]);
  return given === port && allowed.has(bare(match[1]));
}
