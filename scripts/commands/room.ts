/**
 * `npm run room [-- --host <address>] [--port <n>] [--title <text>] [--new-code]`: the instructor's
 * room dashboard (scripts/room/): a web page of who is on which step, what fails most and the
 * room's speed-up against usable CPUs, fed by the learners' checks. It prints the join command
 * with the room code and the instructor's own page (the only one that shows the code), keeps the
 * results in `.workshop/room/` across restarts (and `kill -9`), reports a failing disk on this
 * terminal without stopping, and stops with Ctrl-C, leaving nothing running.
 * `npm run room -- join <address> <code> [--name <name>]` and `npm run room -- leave` are the
 * learner's side (scripts/room/client.ts).
 */
import { mkdirSync } from "node:fs";
import os from "node:os";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import getPort, { portNumbers } from "get-port";
import { workshopRoot } from "../harness/paths.ts";
import { t } from "../i18n/translate.ts";
import { joinRoom, leaveRoom } from "../room/client.ts";
import { LockedError, takeLock } from "../room/lock.ts";
import { startRoomServer } from "../room/server.ts";
import { RoomStore } from "../room/store.ts";
import { listSteps } from "../workshop/steps.ts";
import { colors as pc, wrap } from "../workshop/terminal.ts";
import type { RoomOptions } from "./options.ts";

/** Where the room keeps its results by default. */
export const ROOM_DIR = join(workshopRoot, ".workshop", "room");

/** Ports tried first when none is given: easy to type, and the same one after a restart. */
const PREFERRED_PORTS = portNumbers(4800, 4899);

/** Addresses learners can reach a room bound to `host` at: every LAN IPv4 for 0.0.0.0 / ::. */
export function reachableHosts(host: string, interfaces = os.networkInterfaces()): string[] {
  if (host !== "0.0.0.0" && host !== "::") return [host];
  const lan = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => i.family === "IPv4" && !i.internal)
    .map((i) => i.address);
  return lan.length ? lan : ["127.0.0.1"];
}

const bracket = (h: string) => (h.includes(":") ? `[${h}]` : h);

const numberOption = (text: string | undefined, name: string, min: number) => {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(t("room.notWholeNumber", { name, text, min: String(min) }));
  return value;
};

/**
 * Takes the room folder's lock (scripts/room/lock.ts), so that two rooms never write one file; a
 * lock left by a room that died (`kill -9`) is taken over at once.
 *
 * @throws Error when another room runs from that folder
 */
function lockRoom(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  try {
    return takeLock(join(dir, "room.lock"));
  } catch (error) {
    if (error instanceof LockedError) throw new Error(t("room.alreadyRuns", { dir }));
    throw error;
  }
}

const isLoopback = (host: string) =>
  host === "localhost" || host === "::1" || host.startsWith("127.");

/**
 * Runs the room until Ctrl-C (SIGINT), SIGTERM or a closed terminal (SIGHUP); then stops the
 * server, writes the results and releases the lock.
 *
 * @returns 0 once stopped
 * @throws Error for a bad option, a port that cannot be bound, or a room already running here
 */
export async function room(options: RoomOptions): Promise<number> {
  const host = options.host ?? "127.0.0.1";
  const dir = resolve(options.state ?? ROOM_DIR);
  const release = lockRoom(dir);
  const stamp = (line: string) => `${new Date().toLocaleTimeString()} ${line}`;
  try {
    const file = join(dir, "results.json");
    const fromHere = relative(process.cwd(), file);
    const shown = fromHere.startsWith("..") ? file : fromHere;
    const { store, notice } = RoomStore.open(file, {
      newCode: options.newCode,
      onWriteError: (error) =>
        console.log(
          pc.red(
            wrap(stamp(t("room.writeFailed", { path: dir, error: error.code ?? error.message }))),
          ),
        ),
      onWriteRecovered: () => console.log(pc.green(stamp(t("room.writeRecovered", { path: dir })))),
    });
    if (notice) console.log(pc.yellow(wrap(notice)));
    const port =
      numberOption(options.port, "port", 0) ??
      (await getPort({ host, port: [...(store.port ? [store.port] : []), ...PREFERRED_PORTS] }));
    const joinCommands = (bound: number) =>
      reachableHosts(host).map(
        (h) => `npm run room -- join http://${bracket(h)}:${bound} ${store.code}`,
      );
    const running = await startRoomServer({
      store,
      steps: listSteps(),
      host,
      port,
      title: options.title,
      ratePerMinute: numberOption(options.rate, "rate", 1),
      joinCommands: (url) => joinCommands(Number(new URL(url).port)),
      log: (line) => console.log(pc.dim(stamp(line))),
      onError: (error) =>
        console.log(pc.red(wrap(stamp(t("room.serverError", { error: error.message }))))),
    });
    store.port = running.port;
    // The page with the code opens on this machine: at the loopback address for a wildcard bind.
    const wildcard = host === "0.0.0.0" || host === "::";
    const own = wildcard ? `http://127.0.0.1:${running.port}/` : `${running.url}/`;
    console.log(pc.bold(t("room.open", { url: own })));
    console.log(t("room.howToJoin"));
    for (const command of joinCommands(running.port)) console.log(`  ${pc.bold(command)}`);
    if (isLoopback(host)) {
      console.log(pc.yellow(wrap(t("room.localOnly"))));
    } else {
      const [first = host] = reachableHosts(host);
      const other = `http://${bracket(first)}:${running.port}/?key=${store.viewerKey}`;
      console.log(pc.dim(wrap(t("room.viewerKey", { url: other }))));
    }
    console.log(pc.dim(wrap(t("room.kept", { path: shown }))));
    const signal = await new Promise<NodeJS.Signals>((done) => {
      for (const s of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(s, () => done(s));
    });
    await running.close();
    console.log(`\n${t("room.closed", { signal, path: shown })}`);
    return 0;
  } finally {
    release();
  }
}

/**
 * `npm run room -- join <address> <code> [--name <name>]`. The options may also come after a
 * second `--` (`npm run room -- join <address> <code> -- --name x`, as one who knows npm's `--`
 * types it): commander takes what follows `--` for arguments, handed here as `extra`.
 *
 * @throws Error for arguments beyond the address and the code that are not `--name <name>`
 */
export function roomJoin(
  address: string,
  code: string,
  options: { name?: string } & Parameters<typeof joinRoom>[2],
  extra: readonly string[] = [],
) {
  let name = options.name;
  if (extra.length) {
    try {
      const { values } = parseArgs({
        args: [...extra],
        options: { name: { type: "string" } },
        strict: true,
        allowPositionals: false,
      });
      name = values.name ?? name;
    } catch {
      throw new Error(t("room.joinArguments", { extra: extra.join(" ") }));
    }
  }
  return joinRoom(address, code, { ...options, ...(name === undefined ? {} : { name }) });
}

/** `npm run room -- leave`. */
export function roomLeave(): number {
  return leaveRoom();
}
