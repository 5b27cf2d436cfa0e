/**
 * Watch mode for `npm run check <step> -- --watch`: runs the check, then again whenever a file in
 * the checked folder is saved (chokidar; polling with --poll, or by itself on a WSL /mnt drive,
 * where inotify events from Windows editors never arrive), and whenever the learner presses Enter.
 * A save during a run queues one more run. Ctrl-C stops it, as in any check.
 */

import { release } from "node:os";
import { relative } from "node:path";
import { createInterface } from "node:readline";
import chokidar from "chokidar";
import { t } from "../i18n/translate.ts";
import { interactive, colors as pc } from "./terminal.ts";

/** Saves closer together than this (an editor writing a file in steps) make one re-run, in ms. */
export const DEBOUNCE_MS = 150;

/** How often the polling fallback looks at the files, in ms. */
export const POLL_INTERVAL_MS = 300;

/** Paths never watched: dependencies, dot-folders (.git, .workshop) and log files. */
const IGNORED = /(^|[/\\])(node_modules|\.[^/\\]+)([/\\]|$)|\.log$/;

/** Whether `dir` is on a Windows drive seen from WSL, where change events do not arrive. */
export function needsPolling(dir: string, osRelease = release()): boolean {
  return /microsoft|wsl/i.test(osRelease) && /^\/mnt\/[a-z]\//i.test(dir);
}

export interface WatchOptions {
  /** the folder whose saves trigger a run */
  dir: string;
  /** poll for changes instead of waiting for file-system events */
  poll: boolean;
  /** one run of the check; told which file's save caused it, if any */
  run: (savedFile?: string) => Promise<void>;
}

/**
 * Runs `options.run` now and after every save or Enter, until the learner types `q` and Enter
 * (or presses Ctrl-C, which ends the process).
 */
export async function watchAndRerun(options: WatchOptions): Promise<void> {
  const poll = options.poll || needsPolling(options.dir);
  const watcher = chokidar.watch(options.dir, {
    ignoreInitial: true,
    ignored: (path) => IGNORED.test(relative(options.dir, path)),
    usePolling: poll,
    interval: POLL_INTERVAL_MS,
  });
  let running = false;
  let queued: { file?: string } | undefined;
  const cycle = async (file?: string): Promise<void> => {
    queued = { file };
    if (running) return;
    running = true;
    while (queued) {
      const next: { file?: string } = queued;
      queued = undefined;
      if (interactive) console.clear();
      if (next.file) console.log(pc.dim(`${t("watch.saved", { file: next.file })}\n`));
      await options.run(next.file);
    }
    running = false;
    const how = poll ? "poll" : "save";
    console.log(pc.dim(`\n${t("watch.watching", { dir: options.dir, how })}`));
    if (!poll) console.log(pc.dim(t("watch.pollHint")));
  };
  let timer: NodeJS.Timeout | undefined;
  watcher.on("all", (_event, path) => {
    clearTimeout(timer);
    timer = setTimeout(() => void cycle(relative(options.dir, path)), DEBOUNCE_MS);
  });
  await new Promise<void>((resolve) => watcher.once("ready", () => resolve()));
  await cycle();
  const keys = createInterface({ input: process.stdin, terminal: false });
  await new Promise<void>((resolve) => {
    keys.on("line", (line) => {
      if (line.trim().toLowerCase() !== "q") return void cycle();
      keys.close();
      resolve();
    });
  });
  clearTimeout(timer);
  await watcher.close();
}
