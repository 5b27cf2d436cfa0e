/**
 * The room's journal: a file of JSON lines, one per accepted submission, each on disk before the
 * room answers 201. Lines that arrive together share one `write` and one `fdatasync` (a group
 * commit), so a burst of posts costs one flush, not one each; the flushes run in libuv's thread
 * pool, so the event loop keeps serving meanwhile. A failed write (a full disk, no file handles
 * left) rejects the posts waiting for it, is reported once through `onError`, and is retried with
 * a growing pause until it succeeds; the lines stay queued in order meanwhile. Every line is an
 * idempotent "set" of one learner's fields (./store.ts), so a line written twice, once before a
 * failure and once after, changes nothing. Past a size, the file is renamed aside between two
 * group commits (`rotateBytes`, {@link JournalOptions.onRotated}) and a new one begun, so that the
 * store can rewrite its snapshot while posts keep being written.
 * https://nodejs.org/api/fs.html#filehandledatasync, https://man7.org/linux/man-pages/man2/fdatasync.2.html
 */
import { closeSync, existsSync, fsyncSync, openSync, renameSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { dirname } from "node:path";

/** Pauses between retries of a failed write, in ms: the last one repeats. */
const RETRY_MS = [100, 250, 500, 1000, 2000, 5000] as const;

interface Pending {
  text: string;
  waiters: { resolve: () => void; reject: (error: Error) => void }[];
}

export interface JournalOptions {
  /** called once when writing starts to fail, with the error; not again until it recovers */
  onError?: (error: NodeJS.ErrnoException) => void;
  /** called once when a write succeeds again after {@link JournalOptions.onError} */
  onRecovered?: () => void;
  /** the file's size past which it is renamed to {@link Journal.rotated} and a new one begun */
  rotateBytes?: number;
  /**
   * called once the file was renamed to {@link Journal.rotated}: the store writes its snapshot,
   * then removes that file; no rotation happens while it is still there
   */
  onRotated?: () => void;
}

/**
 * Makes a directory entry durable: a file created or renamed in `dir` survives a power cut only
 * once the directory itself is flushed. Windows cannot open a directory for that and needs no
 * such flush, so there it does nothing.
 */
export function syncDirectory(dir: string): void {
  if (process.platform === "win32") return;
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** An append-only file of lines, each durable when its promise resolves. */
export class Journal {
  private handle: FileHandle | undefined;
  private readonly queue: Pending[] = [];
  private running = false;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  /** bytes in the file, as far as this journal wrote them */
  bytes = 0;

  /** where a full journal is renamed to, until the snapshot holds what it says */
  readonly rotated: string;

  constructor(
    readonly file: string,
    private readonly options: JournalOptions = {},
  ) {
    this.rotated = file.replace(/(\.jsonl)?$/, ".old$1");
  }

  /**
   * Appends `line` (one JSON text, without a line break).
   *
   * @returns a promise that resolves once the line is on disk (after fdatasync), and rejects with
   *   the error of a failed write; the line stays queued and is written on a later try all the same
   */
  append(line: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error("the journal is closed"));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ text: `${line}\n`, waiters: [{ resolve, reject }] });
      this.kick();
    });
  }

  /** Lines waiting to be written. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Writes what is queued (one last try), then closes the file. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.retry = undefined;
    while (this.running) await new Promise((resolve) => setImmediate(resolve));
    if (this.queue.length) await this.flushOnce().catch(() => {});
    await this.handle?.close().catch(() => {});
    this.handle = undefined;
  }

  private async open(): Promise<FileHandle> {
    if (!this.handle) {
      this.handle = await open(this.file, "a");
      this.bytes = (await this.handle.stat()).size;
      syncDirectory(dirname(this.file));
    }
    return this.handle;
  }

  private kick(): void {
    if (this.running || this.retry || this.closed) return;
    this.running = true;
    void this.run().finally(() => {
      this.running = false;
      if (this.queue.length && !this.retry && !this.closed) this.kick();
    });
  }

  private async run(): Promise<void> {
    while (this.queue.length && !this.retry) {
      try {
        await this.flushOnce();
      } catch (error) {
        this.fail(error as NodeJS.ErrnoException);
        return;
      }
      if (this.failures) {
        this.failures = 0;
        this.options.onRecovered?.();
      }
      const { rotateBytes, onRotated } = this.options;
      if (rotateBytes && onRotated && this.bytes > rotateBytes && !existsSync(this.rotated)) {
        await this.handle?.close();
        this.handle = undefined;
        renameSync(this.file, this.rotated);
        syncDirectory(dirname(this.file));
        this.bytes = 0;
        onRotated();
      }
    }
  }

  /** One group commit: everything queued now, one write, one fdatasync. */
  private async flushOnce(): Promise<void> {
    const batch = this.queue.splice(0, this.queue.length);
    // After a failed write the file may end in half a line: a line break first ends it, so the
    // reader skips it as one damaged line instead of gluing it to the next.
    const prefix = this.failures ? "\n" : "";
    const text = prefix + batch.map((p) => p.text).join("");
    try {
      const handle = await this.open();
      await handle.write(text);
      await handle.datasync();
      this.bytes += Buffer.byteLength(text);
    } catch (error) {
      this.queue.unshift(...batch);
      await this.handle?.close().catch(() => {});
      this.handle = undefined;
      throw error;
    }
    for (const pending of batch) for (const waiter of pending.waiters) waiter.resolve();
  }

  private fail(error: NodeJS.ErrnoException): void {
    if (this.failures === 0) this.options.onError?.(error);
    const pause = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)];
    this.failures += 1;
    // The posts that waited are told now (503: not kept yet); their lines stay queued.
    for (const pending of this.queue) {
      for (const waiter of pending.waiters.splice(0)) waiter.reject(error);
    }
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.kick();
    }, pause);
    this.retry.unref();
  }
}
