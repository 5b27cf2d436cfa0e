import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Checkpoint files run in path order, so a step's checkpoints print in the same order every time. */
class PathOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

/**
 * `#harness` as package.json's "imports" maps it, for every checkpoint file: those of steps 01 and
 * 04 sit in a package.json scope of their own (checkpoints/package.json), which maps nothing.
 */
const { imports } = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as {
  imports: Record<string, string>;
};
const alias = Object.fromEntries(
  Object.entries(imports).map(([name, target]) => [
    name,
    fileURLToPath(new URL(target, import.meta.url)),
  ]),
);

export default defineConfig({
  resolve: { alias },
  test: {
    include: ["steps/**/*.test.ts", "scripts/**/*.test.ts"],
    // A step's checkpoints/ folder also holds what the self-test knows of it (step.ts,
    // mistakes.ts, variants.ts): none is a test, and its variants/ fixtures are learner code.
    exclude: [...configDefaults.exclude, "steps/*/checkpoints/variants/**"],
    setupFiles: ["scripts/harness/setup.ts"],
    // Checkpoints start real servers and measure req/s: one file at a time, in child processes
    // (so that a Ctrl-C reaches them and their exit handlers stop what they started). The unit
    // tests judge no req/s against a fixed figure (only ratios within one run, and deadlines of
    // seconds): `npm run test:unit` (vitest.unit.config.ts) runs two files at once, and those
    // that measure (`*.sequential.test.ts`) alone afterwards.
    pool: "forks",
    // Every check starts Vitest afresh, and every checkpoint file runs in a process of its own
    // that imports the harness: without this each one transformed it again (0.45 s of a
    // checkpoint file's 2.1 s start on the workshop's VM). The cache lives in
    // node_modules/.experimental-vitest-cache and goes with a reinstall
    // (https://vitest.dev/config/experimental.html#experimental-fsmodulecache). Vitest writes to
    // node_modules/.vite-temp at every start already: a check needs a node_modules its user may
    // write either way.
    experimental: { fsModuleCache: true },
    fileParallelism: false,
    sequence: { sequencer: PathOrder },
    // On 2 CPUs. A check gives its checkpoints longer on a larger machine (CHECKPOINT_BASE_MS and
    // checkpointTimeoutMs in scripts/harness/measuring/scale.ts).
    testTimeout: 90_000,
    hookTimeout: 30_000,
  },
});
