/**
 * What a checkpoint starts, it registers here with a lifetime, and the checkpoints' vitest setup
 * (../setup.ts) runs the clean-ups: "test" ones after each checkpoint, all of them after each file.
 */
export type Lifetime = "test" | "file";

const pending = new Map<() => Promise<void>, Lifetime>();

/**
 * Registers `cleanup` to run when its lifetime ends.
 *
 * @returns a function that unregisters it (call it once the thing was cleaned up otherwise)
 */
export function deferCleanup(cleanup: () => Promise<void>, lifetime: Lifetime): () => void {
  pending.set(cleanup, lifetime);
  return () => {
    pending.delete(cleanup);
  };
}

/** Runs the clean-ups whose lifetime ends now: "test" ones, or "all". */
export async function runCleanups(which: "test" | "all"): Promise<void> {
  const due = [...pending].filter(([, lifetime]) => which === "all" || lifetime === "test");
  for (const [cleanup] of due) pending.delete(cleanup);
  await Promise.all(due.map(([cleanup]) => cleanup()));
}
