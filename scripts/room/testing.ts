/**
 * What the room's tests share: the real `npm run room` started as the instructor starts it (a
 * process of its own, whose memory can be measured and which can be killed with SIGKILL), HTTP
 * from a chosen source address (127.0.0.2 and the like stand for the room's other machines: the
 * kernel routes all of 127.0.0.0/8 to this machine, and the room takes only 127.0.0.1 and ::1 for
 * the instructor, scripts/room/access.ts), and submissions of the largest size the schema takes.
 * Not a test file: the room's tests import it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { join } from "node:path";
import { workshopRoot } from "../harness/paths.ts";
import { CODE_HEADER } from "./code.ts";
import { LIMITS } from "./schema.ts";

/** A room process started by {@link startRoomProcess}. */
export interface RoomProcess {
  child: ChildProcess;
  /** e.g. `http://127.0.0.1:4800` */
  url: string;
  port: number;
  code: string;
  /** everything it printed so far */
  output: () => string;
  /** resolves with the exit code (or the signal) once it exited */
  exited: Promise<number | NodeJS.Signals>;
}

/**
 * The arguments `npm run room` gives node (package.json's `room` script after its `node`), so
 * that the tests run the room with the very flags the instructor's does (its heap limit too).
 *
 * @throws Error when the script does not start with `node`
 */
export function roomScript(): string[] {
  const pkg = JSON.parse(readFileSync(join(workshopRoot, "package.json"), "utf8"));
  const [node, ...rest] = String(pkg.scripts?.room ?? "")
    .split(/\s+/)
    .filter(Boolean);
  if (node !== "node") throw new Error(`package.json's room script does not start with node`);
  return rest;
}

/**
 * Starts `npm run room -- --port 0 --state <state>` (and `args`) as its own process, with the
 * English messages, and waits for its join line.
 *
 * @throws Error when it exits or prints no join line within `ms`
 */
export async function startRoomProcess(
  state: string,
  args: string[] = [],
  ms = 60_000,
): Promise<RoomProcess> {
  const child = spawn(
    process.execPath,
    [...roomScript(), "--port", "0", "--state", state, ...args],
    {
      cwd: workshopRoot,
      env: { ...process.env, NO_COLOR: "1", LC_ALL: "C", LANG: "C", WORKSHOP_LANG: "en" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let text = "";
  child.stdout?.on("data", (chunk) => {
    text += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? code ?? 0)),
  );
  const deadline = Date.now() + ms;
  for (;;) {
    const found = /npm run room -- join (http:\/\/[^\s]+:(\d+)) ([A-Z0-9]{8})/.exec(text);
    if (found?.[1] && found[2] && found[3]) {
      return {
        child,
        url: found[1],
        port: Number(found[2]),
        code: found[3],
        output: () => text,
        exited,
      };
    }
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the room did not start:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An HTTP answer read whole. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Keep-alive agents, one per source address. */
const agents = new Map<string, Agent>();

/** The keep-alive agent for `from`; {@link closeAgents} ends them. */
function agentFor(from: string): Agent {
  let agent = agents.get(from);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 8, localAddress: from });
    agents.set(from, agent);
  }
  return agent;
}

/** Ends every agent's sockets. */
export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * One HTTP request to the room at `url` from the address `from` (127.0.0.1 by default).
 *
 * @throws Error when the connection fails or no answer comes within `timeoutMs`
 */
export function http(
  url: string,
  options: {
    method?: string;
    path?: string;
    from?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const target = new URL(options.path ?? "/", url);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      target,
      {
        method: options.method ?? "GET",
        agent: agentFor(options.from ?? "127.0.0.1"),
        headers: options.headers,
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${options.timeoutMs}`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Posts `submission` with `code` from `from`. */
export function post(url: string, code: string, submission: unknown, from = "127.0.0.1") {
  return http(url, {
    method: "POST",
    path: "/api/results",
    from,
    headers: { "Content-Type": "application/json", [CODE_HEADER]: code },
    body: JSON.stringify(submission),
  });
}

/** A machine as a check describes it. */
export const machine = { usableCpus: 4, logicalCpus: 8, node: "v24.11.0", platform: "linux" };

/** Text of exactly `length` characters, starting with `head` (distinct texts defeat sharing). */
const sized = (head: string, length: number) => head.padEnd(length, "-").slice(0, length);

/**
 * A check of `step` by learner `n` as large as the schema takes: the most checkpoints and figures,
 * every name at its longest and distinct from every other learner's, a speed-up among them.
 */
export function largestCheck(n: number, step: string, speedup = 1.5) {
  const id = `learner-${String(n).padStart(6, "0")}`;
  return {
    kind: "check",
    learner: { id, name: `learner ${n}` },
    machine,
    step,
    checkpoints: Array.from({ length: LIMITS.checkpoints }, (_, k) => ({
      name: sized(`checkpoint ${k} of ${id} in ${step} `, LIMITS.checkpointName),
      state: k % 3 ? "passed" : "failed",
    })),
    figures: Array.from({ length: LIMITS.figures }, (_, k) => ({
      checkpoint: sized(`checkpoint ${k} of ${id} `, LIMITS.checkpointName),
      label:
        k === 0 ? "speed-up, median of 3 rounds" : sized(`figure ${k} of ${id} `, LIMITS.label),
      value: k === 0 ? speedup : k * 1.5,
      unit: k === 0 ? "×" : "req/s",
      threshold: sized(`>= ${k} `, LIMITS.threshold),
    })),
  };
}

/** Learner `n`'s join. */
export function joinOf(n: number) {
  return {
    kind: "join",
    learner: { id: `learner-${String(n).padStart(6, "0")}`, name: `learner ${n}` },
    machine,
  };
}

/** Resolves when `probe` gives a value, polling every 50 ms; rejects after `ms`. */
export async function until<T>(probe: () => T | undefined | Promise<T | undefined>, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
