import { expect, test } from "vitest";
import { beginsLabel } from "./bench-figures.ts";

test("a bench prefix begins a figure's English label, written whole or up to a placeholder", () => {
  expect(beginsLabel("smallest worker share", "smallest worker share under SCHED_RR")).toBe(true);
  expect(beginsLabel("workers under taskset", "workers under {pinned}")).toBe(true);
  expect(beginsLabel("/health while", "/health while /block?ms={ms} runs")).toBe(true);
  expect(beginsLabel("workers pinned", "workers under {pinned}")).toBe(false);
  expect(beginsLabel("speed-up", "{count} runs")).toBe(false);
});
