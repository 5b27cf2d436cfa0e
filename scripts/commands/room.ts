/**
 * `npm run room [-- --host <address>] [--port <n>] [--title <text>] [--new-code]`: the instructor's
 * room dashboard (scripts/room/): a web page of who is on which step, what fails most and the
 * room's speed-up against usable CPUs, fed by the learners' checks. It prints the join command
 * with the room code, keeps the results in `.workshop/room/results.json` across restarts, and
 * stops with Ctrl-C, leaving nothing running.
 * `npm run room -- join <address> <code> [--name <name>]` and `npm run room -- leave` are the
 * learner's side (scripts/room/client.ts).
 */
import { mkdirSync } from "node:fs";
import os from "node:os";
import { join, relative, resolve } from "node:path";
import getPort, { portNumbers } from "get-port";
import lockfile from "proper-lockfile";
import { workshopRoot } from "../harness/paths.ts";
import { t } from "../i18n/translate.ts";
import { joinRoom, leaveRoom } from "../room/client.ts";
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

const numberOption = (text: string | undefined, name: string, min: number) => {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(t("room.notWholeNumber", { name, text, min: String(min) }));
  return value;
};

/**
 * Takes the room folder's lock (proper-lockfile), so that two rooms never write one file.
 *
 * @throws Error when another room runs from that folder
 */
async function lockRoom(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, { lockfilePath: join(dir, "room.lock") });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    throw new Error(t("room.alreadyRuns", { dir }));
  }
}

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
  const release = await lockRoom(dir);
  try {
    const file = join(dir, "results.json");
    const { store, notice } = RoomStore.open(file, { newCode: options.newCode });
    if (notice) console.log(pc.yellow(wrap(notice)));
    const port =
      numberOption(options.port, "port", 0) ??
      (await getPort({ host, port: [...(store.port ? [store.port] : []), ...PREFERRED_PORTS] }));
    const bracket = (h: string) => (h.includes(":") ? `[${h}]` : h);
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
      log: (line) => console.log(pc.dim(`${new Date().toLocaleTimeString()} ${line}`)),
    });
    store.port = running.port;
    const fromHere = relative(process.cwd(), file);
    const shown = fromHere.startsWith("..") ? file : fromHere;
    console.log(pc.bold(t("room.open", { url: `${running.url}/` })));
    console.log(t("room.howToJoin"));
    for (const command of joinCommands(running.port)) console.log(`  ${pc.bold(command)}`);
    if (host === "127.0.0.1" || host === "localhost" || host === "::1") {
      console.log(pc.yellow(wrap(t("room.localOnly"))));
    }
    console.log(pc.dim(wrap(t("room.kept", { path: shown }))));
    const signal = await new Promise<NodeJS.Signals>((done) => {
      for (const s of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(s, () => done(s));
    });
    await running.close();
    console.log(`\n${t("room.closed", { signal, path: shown })}`);
    return 0;
  } finally {
    await release();
  }
}

/** `npm run room -- join <address> <code> [--name <name>]`. */
export function roomJoin(address: string, code: string, options: { name?: string }) {
  return joinRoom(address, code, options);
}

/** `npm run room -- leave`. */
export function roomLeave(): number {
  return leaveRoom();
}
