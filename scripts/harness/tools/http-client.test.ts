// What get() gives back when no answer comes, told apart: a deadline passed, or a refusal.
import { createServer } from "node:net";
import { expect, test } from "vitest";
import { freePort } from "../processes/ports.ts";
import { get, timedOut } from "./http-client.ts";

test("a request taken and never answered times out; a refusal and a reset do not", async () => {
  const silent = createServer(() => {});
  const resetting = createServer((socket) => socket.resetAndDestroy());
  const listen = (server: typeof silent) =>
    new Promise<number>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
    );
  try {
    const [silentPort, resettingPort] = [await listen(silent), await listen(resetting)];
    const refusedPort = await freePort();
    expect(timedOut(await get(`http://127.0.0.1:${silentPort}/`, 300))).toBe(true);
    const reset = await get(`http://127.0.0.1:${resettingPort}/`, 3000);
    expect(reset).toHaveProperty("error");
    expect(timedOut(reset)).toBe(false);
    const refused = await get(`http://127.0.0.1:${refusedPort}/`, 3000);
    expect(refused).toHaveProperty("error");
    expect(timedOut(refused)).toBe(false);
  } finally {
    silent.close();
    resetting.close();
  }
});
