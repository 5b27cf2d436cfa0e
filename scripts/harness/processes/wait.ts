import { setTimeout as delay } from "node:timers/promises";

/**
 * Polls `condition` every `intervalMs` until it holds or `timeoutMs` have passed: the one way the
 * harness and the checkpoints wait for something, never a fixed sleep.
 *
 * @returns whether the condition held before the deadline (it is checked once more at the end)
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  intervalMs = 50,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await delay(intervalMs);
  }
  return condition();
}
