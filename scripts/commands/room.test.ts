// `npm run room` as the instructor runs it: a real process on 127.0.0.1 that prints its join
// command, takes a submission, and on Ctrl-C (SIGINT) closes its port and lock, keeps the
// results and exits 0; a second room on the same folder is refused meanwhile.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { workshopRoot } from "../harness/paths.ts";
import { CODE_HEADER } from "../room/code.ts";
import {
  closeAgents,
  http,
  largestCheck,
  post,
  roomScript,
  startRoomProcess,
} from "../room/testing.ts";
import { listSteps } from "../workshop/steps.ts";
import { reachableHosts, roomJoin } from "./room.ts";

const state = mkdtempSync(join(tmpdir(), "workshop-room-command-"));
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(state, { recursive: true, force: true });
});

function startRoom(): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [...roomScript(), "--port", "0", "--state", state], {
    cwd: workshopRoot,
    env: { ...process.env, NO_COLOR: "1" },
  });
  started.push(child);
  let text = "";
  child.stdout?.on("data", (chunk) => {
    text += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    text += chunk;
  });
  return { child, output: () => text };
}

async function until<T>(probe: () => T | undefined, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

test("the room prints its join command, takes a result, and Ctrl-C leaves nothing", async () => {
  const room = startRoom();
  const [, url = "", code = ""] = await until(
    () =>
      /npm run room -- join (http:\/\/127\.0\.0\.1:\d+) ([A-Z0-9]{8})/.exec(room.output()) ??
      undefined,
    30_000,
  );
  const port = Number(new URL(url).port);
  const answer = await fetch(`${url}/api/results`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [CODE_HEADER]: code },
    body: JSON.stringify({
      kind: "join",
      learner: { id: "learner-aaaa", name: "Ada" },
      machine: { usableCpus: 2, logicalCpus: 2, node: "v24.11.0", platform: "linux" },
    }),
  });
  expect(answer.status).toBe(201);
  expect(room.output()).toMatch(/Ada joined/);

  const second = startRoom();
  const refused = await until(() => (second.child.exitCode === null ? undefined : second), 30_000);
  expect(refused.child.exitCode).toBe(2);
  expect(second.output()).toMatch(/A room already runs from/);

  expect(existsSync(join(state, "room.lock"))).toBe(true);
  room.child.kill("SIGINT");
  const code0 = await until(() => room.child.exitCode ?? undefined, 15_000);
  expect(code0).toBe(0);
  expect(room.output()).toMatch(/The room is closed \(SIGINT\)/);
  expect(await accepts(port)).toBe(false);
  expect(existsSync(join(state, "room.lock"))).toBe(false);
  const kept = JSON.parse(readFileSync(join(state, "results.json"), "utf8"));
  expect(kept).toMatchObject({ code, port, learners: [{ name: "Ada" }] });
}, 90_000);

test("a room on every address is joined at the machine's LAN addresses", () => {
  const interfaces = {
    lo: [{ address: "127.0.0.1", family: "IPv4", internal: true }],
    eth0: [
      { address: "192.168.1.20", family: "IPv4", internal: false },
      { address: "fe80::1", family: "IPv6", internal: false },
    ],
  } as unknown as ReturnType<typeof import("node:os").networkInterfaces>;
  expect(reachableHosts("0.0.0.0", interfaces)).toEqual(["192.168.1.20"]);
  expect(reachableHosts("127.0.0.1", interfaces)).toEqual(["127.0.0.1"]);
  expect(reachableHosts("0.0.0.0", {})).toEqual(["127.0.0.1"]);
});

test("5 rounds of kill -9 during a stream of posts: every 201 is there, same code, restart at once", async () => {
  const dir = mkdtempSync(join(tmpdir(), "workshop-room-kill-"));
  const steps = listSteps();
  const acknowledged: { learner: number; step: string }[] = [];
  let room = await startRoomProcess(dir);
  const code = room.code;
  try {
    for (let round = 0; round < 5; round++) {
      // Posts from 8 learners at once, each of a (learner, step) never posted before, until the kill.
      let killed = false;
      const stream = Array.from({ length: 8 }, async (_, k) => {
        for (let i = 0; !killed; i++) {
          const learner = round * 8 + k;
          const step = steps[i % steps.length]?.id ?? "";
          if (i >= steps.length) return;
          const answer = await post(room.url, code, largestCheck(learner, step)).catch(
            () => undefined,
          );
          if (answer?.status === 201) acknowledged.push({ learner, step });
        }
      });
      // Kill once this round's posts are flowing: a few acknowledged, most still to come.
      const before = acknowledged.length;
      await until(() => (acknowledged.length >= before + 5 ? true : undefined), 30_000);
      room.child.kill("SIGKILL");
      killed = true;
      await room.exited;
      await Promise.all(stream);
      closeAgents();
      const started = Date.now();
      room = await startRoomProcess(dir);
      console.log(
        `round ${round + 1}: ${acknowledged.length - before} acknowledged, restarted in ${Date.now() - started} ms`,
      );
      expect(room.output()).not.toMatch(/already runs/);
      expect(room.code).toBe(code);
    }
    // Every acknowledged result is in the room after the last restart.
    const view = JSON.parse((await http(room.url, { path: "/api/state" })).body);
    const names = new Set(view.learners.map((l: { name: string }) => l.name));
    room.child.kill("SIGINT");
    await room.exited;
    const kept = JSON.parse(readFileSync(join(dir, "results.json"), "utf8"));
    const missing = acknowledged.filter(({ learner, step }) => {
      const record = kept.learners.find((l: { name: string }) => l.name === `learner ${learner}`);
      return !record?.steps[step];
    });
    console.log(`${acknowledged.length} results acknowledged over 5 kills, ${missing.length} lost`);
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);
    expect(missing).toEqual([]);
    for (const { learner } of acknowledged) expect(names.has(`learner ${learner}`)).toBe(true);
    expect(kept.code).toBe(code);
  } finally {
    room.child.kill("SIGKILL");
    closeAgents();
    rmSync(dir, { recursive: true, force: true });
  }
}, 240_000);

test("join takes --name after a second -- too, as the README's `-- --name` invites", async () => {
  const dir = mkdtempSync(join(tmpdir(), "workshop-room-name-"));
  const room = await startRoomProcess(dir);
  try {
    // What commander hands on after `npm run room -- join <address> <code> -- --name Grace`.
    const file = join(dir, "progress.json");
    const lines: string[] = [];
    const write = (line: string) => lines.push(line);
    expect(await roomJoin(room.url, room.code, { file, write }, ["--name", "Grace"])).toBe(0);
    expect(lines.join("\n")).toMatch(/as "Grace"/);
    expect(() => roomJoin(room.url, room.code, { file, write }, ["--nme", "x"])).toThrow(
      /--name <name>/,
    );
    // The command line itself: the arguments after `--` reach join, and a wrong one says how.
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/cli.ts",
        "room",
        "join",
        room.url,
        room.code,
        "--",
        "--nme",
        "x",
      ],
      { cwd: workshopRoot, env: { ...process.env, NO_COLOR: "1", LC_ALL: "C" } },
    );
    let text = "";
    child.stderr?.on("data", (chunk) => {
      text += chunk;
    });
    const exit = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(exit).toBe(2);
    expect(text).not.toMatch(/too many arguments for 'join'/);
    expect(text).toMatch(/npm run room -- join <address> <code> --name <name>/);
  } finally {
    room.child.kill("SIGKILL");
    await room.exited;
    closeAgents();
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
