// vitest setup for every checkpoint file: no program a checkpoint started outlives it
// (or, for a program shared by the checkpoints of one file, outlives the file).
import { afterAll, afterEach } from "vitest";
import { stopPrograms } from "./program.ts";

afterEach(() => stopPrograms("test"));
afterAll(() => stopPrograms("all"));
