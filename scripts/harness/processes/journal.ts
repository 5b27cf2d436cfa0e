/**
 * What a cluster's primary printed, apart from its workers, and when each worker exited: the
 * journal that ./loader/primary-journal.mjs keeps in the primary (it says how).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { workshopRoot } from "../paths.ts";
import { temporaryFolder } from "./cleanup.ts";

/** One write of the primary to its stdout or stderr, at Date.now() in ms. */
export interface PrimaryWrite {
  at: number;
  text: string;
}

/** One worker's exit, as the primary's cluster saw it, at Date.now() in ms. */
export interface WorkerExit {
  at: number;
  pid: number;
  code: number | null;
  signal: string | null;
}

/**
 * A journal for a cluster's primary: hand `env` to it, then `read()` what it wrote and which of
 * its workers exited when. The folder is removed after the checkpoint.
 *
 * @param options.onSighup a variable the primary sets in its environment at its first SIGHUP,
 *   before its own SIGHUP listeners run (its workers forked from then on inherit it)
 */
export function primaryJournal(options: { onSighup?: { name: string; value: string } } = {}): {
  env: Record<string, string>;
  read: () => { writes: PrimaryWrite[]; exits: WorkerExit[] };
} {
  const file = join(temporaryFolder("workshop-journal-", "test"), "journal.jsonl");
  const loader = join(workshopRoot, "scripts/harness/processes/loader/primary-journal.mjs");
  return {
    env: {
      WORKSHOP_JOURNAL: file,
      ...(options.onSighup
        ? { WORKSHOP_ON_SIGHUP: `${options.onSighup.name}=${options.onSighup.value}` }
        : {}),
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${pathToFileURL(loader).href}`]
        .filter(Boolean)
        .join(" "),
    },
    read: () => {
      const entries = existsSync(file)
        ? readFileSync(file, "utf8")
            .split("\n")
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Record<string, unknown>)
        : [];
      return {
        writes: entries.flatMap((e) =>
          typeof e.text === "string" ? [{ at: Number(e.at), text: e.text }] : [],
        ),
        exits: entries.flatMap((e) =>
          typeof e.exit === "number"
            ? [
                {
                  at: Number(e.at),
                  pid: e.exit,
                  code: (e.code as number | null) ?? null,
                  signal: (e.signal as string | null) ?? null,
                },
              ]
            : [],
        ),
      };
    },
  };
}
