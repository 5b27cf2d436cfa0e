/**
 * Correct code written otherwise than this step's solution, in styles real learners write: one
 * edit of a solution file, or whole files from a folder under ./variants/
 * (scripts/selftest/variants.ts says how the self-test applies them). Every checkpoint of the
 * step must pass on each; a one-edit variant names the checkpoints that read what it changes.
 */
import type { CataloguedVariant } from "../../../scripts/selftest/variants.ts";
import type { MessageKey } from "./messages/en.ts";

export const VARIANTS: readonly CataloguedVariant<MessageKey>[] = [
  {
    name: "the cgroup files read with fs/promises and top-level await",
    files: "async-reader",
  },
  {
    name: "/proc/self/cgroup and the quota files read with regular expressions",
    files: "regex-reader",
  },
  {
    name: "WORKERS parsed with parseInt and checked by String round trip",
    file: "primary.ts",
    find: `  const requested = Number(process.env.WORKERS);
  if (!Number.isInteger(requested) || requested < 1) return usable;`,
    replace: `  const requested = Number.parseInt(process.env.WORKERS ?? "", 10);
  if (String(requested) !== process.env.WORKERS || requested < 1) return usable;`,
    // Every other start leaves WORKERS unset: the usable count, as in the solution.
    checkpoints: ["workers"],
  },
  {
    name: "the count printed in other words, with the host's beside it",
    file: "primary.ts",
    find: 'console.log(`Number of CPUs is ${usable} (${counts}, cgroup quota: ${quota ?? "none"})`);',
    replace: "console.log(`Forking for ${usable} usable CPU(s); ${counts}`);",
    // The lines about CPUs are read where the primary is pinned: its count, and the cap's line.
    checkpoints: ["pinned", "workers"],
  },
  {
    name: "the cap said on stderr, in other words",
    file: "primary.ts",
    find: "    console.log(`WORKERS=${requested}, but only ${usable} CPU(s) are usable: forking ${usable}`);",
    replace: "    console.warn(`capping WORKERS from ${requested} to ${usable}`);",
    checkpoints: ["workers"],
  },
];
