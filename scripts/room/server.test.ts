// The room's HTTP contract, over real HTTP on 127.0.0.1: what it accepts, what it refuses and
// with which status, the live feed, the chart, and a clean stop.
import { afterEach, expect, test } from "vitest";
import { CODE_HEADER } from "./code.ts";
import { type RoomServerOptions, type RunningRoom, startRoomServer } from "./server.ts";
import { RoomStore } from "./store.ts";

const steps = [{ id: "03-cluster-primary", number: 3, title: "03 · A cluster" }];
const machine = { usableCpus: 2, logicalCpus: 2, node: "v20.20.2", platform: "linux" };
const join = { kind: "join", learner: { id: "learner-aaaa", name: "Ada" }, machine };

let room: RunningRoom | undefined;
let store: RoomStore;

async function open(options: Partial<RoomServerOptions> = {}): Promise<RunningRoom> {
  store = new RoomStore(undefined, { version: 1, code: "K7P2M9QX", learners: [] });
  room = await startRoomServer({ store, steps, host: "127.0.0.1", port: 0, ...options });
  return room;
}

afterEach(async () => {
  await room?.close();
  room = undefined;
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${room?.url}/api/results`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [CODE_HEADER]: "K7P2M9QX", ...headers },
    body,
  });

test("a valid submission with the code is accepted and shows in the state", async () => {
  await open();
  const answer = await post(JSON.stringify(join));
  expect(answer.status).toBe(201);
  const state = await (await fetch(`${room?.url}/api/state`)).json();
  expect(state.learners.map((l: { name: string }) => l.name)).toEqual(["Ada"]);
  expect(JSON.stringify(state)).not.toContain("K7P2M9QX");
  expect(JSON.stringify(state)).not.toContain("learner-aaaa");
});

test("the code is compared without regard to case, spaces or dashes", async () => {
  await open();
  expect((await post(JSON.stringify(join), { [CODE_HEADER]: "k7p2-m9qx" })).status).toBe(201);
});

test.each([
  ["no code", { [CODE_HEADER]: "" }, JSON.stringify(join), 401],
  ["a wrong code", { [CODE_HEADER]: "AAAAAAAA" }, JSON.stringify(join), 401],
  ["a form instead of JSON", { "Content-Type": "text/plain" }, JSON.stringify(join), 415],
  ["malformed JSON", {}, '{"kind": "join", ', 400],
  ["a body over the limit", {}, JSON.stringify({ ...join, pad: "x".repeat(200_000) }), 413],
  [
    "a schema violation",
    {},
    JSON.stringify({ ...join, machine: { ...machine, usableCpus: "2" } }),
    422,
  ],
  [
    "a step this workshop does not have",
    {},
    JSON.stringify({
      ...join,
      kind: "check",
      step: "99-no-such-step",
      checkpoints: [{ name: "x", state: "passed" }],
      figures: [],
    }),
    422,
  ],
])("refuses %s", async (_, headers, body, status) => {
  await open();
  const answer = await post(body, headers);
  expect(answer.status).toBe(status);
  const text = await answer.text();
  expect(JSON.parse(text)).toHaveProperty("error");
  expect(text).not.toContain("xxxxxxxx");
  expect(store.version).toBe(0);
});

test("the rate limit answers 429 past its count, per client address", async () => {
  await open({ ratePerMinute: 3 });
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await post(JSON.stringify(join))).status);
  expect(statuses).toEqual([201, 201, 201, 429, 429]);
});

test("the page carries a strict Content-Security-Policy and escapes the instructor's text", async () => {
  await open({ title: "<img src=x onerror=alert(1)>" });
  const answer = await fetch(`${room?.url}/`);
  expect(answer.headers.get("content-security-policy")).toContain("script-src 'self'");
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  const html = await answer.text();
  expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  expect(html).not.toContain("<img src=x");
});

test("the chart is an SVG, and a download when asked", async () => {
  await open();
  await post(JSON.stringify(join));
  const chart = await fetch(`${room?.url}/chart.svg?download=1`);
  expect(chart.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  expect(chart.headers.get("content-disposition")).toMatch(
    /^attachment; filename="?room-speedup.svg"?$/,
  );
  expect(await chart.text()).toMatch(/^<svg/);
});

test("the live feed sends the view at once and after a submission; close() ends it", async () => {
  await open({ feedDelayMs: 10 });
  const controller = new AbortController();
  const feed = await fetch(`${room?.url}/api/events`, { signal: controller.signal });
  expect(feed.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = feed.body?.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const until = async (pattern: RegExp) => {
    while (!pattern.test(text)) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) throw new Error(`the feed ended before ${pattern}`);
      text += decoder.decode(chunk.value);
    }
  };
  await until(/"version":0/);
  await post(JSON.stringify(join));
  await until(/"version":1.*"Ada"/s);
  await room?.close();
  room = undefined;
  await expect(reader?.read()).resolves.toMatchObject({ done: true });
});
