import { afterEach, expect, test, vi } from "vitest";
import { formatLive, LIVE_ENV, parseLive, reportLive } from "./live.ts";

const update = { label: "cluster", requests: 812, rps: 401.6, errors: 1 };

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env[LIVE_ENV];
});

test("a live update survives the trip through the console and reads well", () => {
  process.env[LIVE_ENV] = "1";
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  reportLive(update);
  expect(parseLive(String(log.mock.calls[0]?.[0]))).toEqual(update);
  expect(parseLive("an ordinary line")).toBeUndefined();
  expect(formatLive(update)).toBe("  cluster · 812 requests · 402 req/s · 1 error");
});

test("nothing is logged when no one shows live progress", () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  reportLive(update);
  expect(log).not.toHaveBeenCalled();
});
