import { expect, test } from "vitest";
import { needsPolling } from "./watch.ts";

test("polling is picked by itself only for a Windows drive under WSL", () => {
  const wsl = "5.15.153.1-microsoft-standard-WSL2";
  expect(needsPolling("/mnt/c/Users/me/workshop/steps/03-cluster-primary", wsl)).toBe(true);
  expect(needsPolling("/home/me/workshop/steps/03-cluster-primary", wsl)).toBe(false);
  expect(needsPolling("/mnt/c/Users/me/workshop", "6.1.0-27-amd64")).toBe(false);
});
