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

/**
 * A worker forked, or one that began to listen (and the program's primary has heard it), at
 * Date.now() in ms.
 */
export interface WorkerEvent {
  at: number;
  pid: number;
}

/** One worker's exit, as the primary's cluster saw it, at Date.now() in ms. */
export interface WorkerExit {
  at: number;
  pid: number;
  code: number | null;
  signal: string | null;
}

/**
 * A journal for a cluster's primary: hand `env` to it, then `read()` what it wrote, and which of
 * its workers were forked, began to listen and exited when. The folder is removed after the
 * checkpoint.
 *
 * @param options.deploy one variable of the primary's environment switched at each `signal`
 *   (to `value` where it has another or none, removed where it has `value`), before its own
 *   listeners run: the workers it forks from then on inherit it. SIGHUP is the program's (without
 *   a listener of its own, it still ends it); SIGUSR2 is the check's own, unseen by the program.
 */
export function primaryJournal(
  options: { deploy?: { signal: "SIGHUP" | "SIGUSR2"; name: string; value: string } } = {},
): {
  env: Record<string, string>;
  read: () => {
    writes: PrimaryWrite[];
    /** when the primary received SIGTERM, before its own listeners ran, in ms */
    sigterms: number[];
    /** each switch of `options.deploy`'s variable: its value from then on (null: removed) */
    deploys: { at: number; value: string | null }[];
    forks: WorkerEvent[];
    listening: WorkerEvent[];
    exits: WorkerExit[];
    /**
     * the primary's worker processes after each fork and each exit, in the order the primary saw
     * them (forks minus exits: exact, where a look at the processes every so many ms may miss a
     * moment)
     */
    workerCounts: { at: number; count: number }[];
  };
} {
  const file = join(temporaryFolder("workshop-journal-", "test"), "journal.jsonl");
  const loader = join(workshopRoot, "scripts/harness/processes/loader/primary-journal.mjs");
  return {
    env: {
      WORKSHOP_JOURNAL: file,
      ...(options.deploy
        ? {
            WORKSHOP_DEPLOY: `${options.deploy.signal}:${options.deploy.name}=${options.deploy.value}`,
          }
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
        sigterms: entries.flatMap((e) => (e.received === "SIGTERM" ? [Number(e.at)] : [])),
        deploys: entries.flatMap((e) =>
          "deployed" in e
            ? [{ at: Number(e.at), value: (e.deployed as string | null) ?? null }]
            : [],
        ),
        workerCounts: entries
          .filter((e) => typeof e.fork === "number" || typeof e.exit === "number")
          .map((e, i, changes) => ({
            at: Number(e.at),
            count: changes
              .slice(0, i + 1)
              .reduce((sum, c) => sum + (typeof c.fork === "number" ? 1 : -1), 0),
          })),
        forks: entries.flatMap((e) =>
          typeof e.fork === "number" ? [{ at: Number(e.at), pid: e.fork }] : [],
        ),
        listening: entries.flatMap((e) =>
          typeof e.listening === "number" ? [{ at: Number(e.at), pid: e.listening }] : [],
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
