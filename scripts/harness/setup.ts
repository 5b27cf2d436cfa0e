// vitest setup for every checkpoint file: nothing a checkpoint started outlives it (or, for what
// the checkpoints of one file share, outlives the file). First, a simulated machine's CPU counts
// (./processes/loader/simulated-cpus.mjs), so that a checkpoint counts what the learner's program
// counts.
import "./processes/loader/simulated-cpus.mjs";
import "./quiet-deprecations.ts";
import { afterAll, afterEach } from "vitest";
import { runCleanups } from "./processes/cleanup.ts";

afterEach(() => runCleanups("test"));
afterAll(() => runCleanups("all"));
