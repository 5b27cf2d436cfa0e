import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["steps/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["scripts/harness/setup.ts"],
    // Checkpoints start real servers and measure req/s: one file at a time, in child processes
    // (so that a Ctrl-C reaches them and their exit handlers stop what they started).
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
