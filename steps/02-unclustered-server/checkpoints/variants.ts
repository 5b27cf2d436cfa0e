/**
 * Correct code written otherwise than this step's solution, in styles real learners write: one
 * edit of a solution file, or whole files from a folder under ./variants/
 * (scripts/selftest/variants.ts says how the self-test applies them). Every checkpoint of the
 * step must pass on each; a one-edit variant names the checkpoints that read what it changes.
 */
import { type CataloguedVariant, tutorialHeavyBody } from "../../../scripts/selftest/variants.ts";
import type { MessageKey } from "./messages/en.ts";

export const VARIANTS: readonly CataloguedVariant<MessageKey>[] = [
  tutorialHeavyBody(),
  {
    name: "the tutorial's code, with PORT and the listen error added",
    files: "tutorial-code",
  },
  {
    name: "a listen error thrown",
    file: "index.ts",
    find: "    console.error(`Could not listen on port ${port}: ${error.message}`);\n    process.exit(1);\n",
    replace: "    throw error;\n",
    // Only a listen that fails runs the edited lines.
    checkpoints: ["portTaken"],
  },
  {
    name: "process.exitCode = 1 on a listen error",
    file: "index.ts",
    find: "    process.exit(1);\n",
    replace: "    process.exitCode = 1;\n    return;\n",
    checkpoints: ["portTaken"],
  },
  {
    name: "listen awaited with events.once, node: imports",
    files: "events-once",
  },
  {
    name: "http.createServer awaited in a promise, timestamped lines",
    files: "promise-listen",
  },
  {
    name: "one ready line with a prefix and the pid",
    file: "index.ts",
    find: "  console.log(`worker pid=${process.pid}`);\n  console.log(`App listening on port ${port}`);",
    replace: "  console.log(`[server] worker pid=${process.pid} · App listening on port ${port}`);",
  },
];
