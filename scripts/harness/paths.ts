import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Absolute path of the workshop's root folder (the one holding package.json). */
export const workshopRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** `file://` URL of the preload that gives learner programs tsx and the workshop's dependencies. */
export const learnerLoaderUrl = pathToFileURL(
  join(workshopRoot, "scripts/harness/processes/loader/register.mjs"),
).href;

/** `file://` URL of the preload that only adds the fallback resolver (for apps pm2 starts). */
export const fallbackLoaderUrl = pathToFileURL(
  join(workshopRoot, "scripts/harness/processes/loader/fallback-only.mjs"),
).href;

/** Environment variable through which `npm run check` tells the checkpoints which folder to test. */
export const TARGET_ENV = "WORKSHOP_TARGET_DIR";

/** Environment variable naming the folder where started process groups are registered. */
export const PROCESS_REGISTRY_ENV = "WORKSHOP_PROCESS_DIR";

/**
 * The folder whose files a checkpoint tests: `WORKSHOP_TARGET_DIR` when set (by `npm run check`),
 * else the step folder of the calling checkpoint file (`steps/NN-name/checkpoints/x.test.ts` →
 * `steps/NN-name`), as for a plain `npx vitest steps/02-…`.
 *
 * @param checkpointUrl the checkpoint's `import.meta.url`
 */
export function targetDir(checkpointUrl: string): string {
  const fromEnv = process.env[TARGET_ENV];
  return fromEnv ? resolve(fromEnv) : dirname(dirname(fileURLToPath(checkpointUrl)));
}
