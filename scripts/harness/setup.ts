// vitest setup for every checkpoint file: nothing a checkpoint started outlives it (or, for what
// the checkpoints of one file share, outlives the file).
import { afterAll, afterEach } from "vitest";
import { runCleanups } from "./cleanup.ts";

// The load generator's dependencies call util._extend, deprecated in Node.js 22 (DEP0060): a
// warning about our tooling, not the learner's code, that would only clutter the check's output.
process.noDeprecation = true;

afterEach(() => runCleanups("test"));
afterAll(() => runCleanups("all"));
