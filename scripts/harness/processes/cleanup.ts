/**
 * What a checkpoint starts, it registers here with a lifetime, and the checkpoints' vitest setup
 * (../setup.ts) runs the clean-ups: "test" ones after each checkpoint, all of them after each file.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROCESS_REGISTRY_ENV } from "../paths.ts";

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

/**
 * A new temporary folder (mkdtemp: `prefix`, then random characters), removed when `lifetime`
 * ends. It is made inside the check's registry of process groups when there is one
 * (`WORKSHOP_PROCESS_DIR`), which an interrupted check removes whole (./groups.ts,
 * killRegisteredGroups), so that a Ctrl-C leaves no folder behind either. Not for a folder that
 * will hold a Unix socket (a PM2_HOME): the registry's longer path could pass the socket path limit
 * (104 bytes on macOS).
 *
 * @returns its absolute path
 * @throws Error when the check's registry is gone: the check was stopped
 */
export function temporaryFolder(prefix: string, lifetime: Lifetime): string {
  const registry = process.env[PROCESS_REGISTRY_ENV];
  // An interrupted check removes its registry while its checkpoints may still be winding down:
  // a folder made then would bring the registry back, with nothing left to remove it.
  if (registry && !existsSync(registry))
    throw new Error("The check has been stopped: no new temporary folder.");
  const parent = registry ? join(registry, "folders") : tmpdir();
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, prefix));
  deferCleanup(async () => rmSync(dir, { recursive: true, force: true }), lifetime);
  return dir;
}
