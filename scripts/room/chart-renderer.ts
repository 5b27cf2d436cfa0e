/**
 * Draws the room's chart (./chart.ts) away from the server's event loop, in a worker thread
 * (./chart-worker.mjs), one drawing at a time; the room's process never loads vega itself. Where a
 * worker cannot start, the chart is drawn in this thread instead, which is slower to answer but
 * draws the same.
 * https://nodejs.org/api/worker_threads.html
 */
import { Worker } from "node:worker_threads";
import type { RoomView } from "./store.ts";

type Answer = { id: number; svg?: string; error?: string } | { ready: true };

/** Renders views to SVG documents; {@link ChartRenderer.close} ends its worker. */
export class ChartRenderer {
  private worker: Worker | undefined;
  private ready: Promise<boolean> | undefined;
  private next = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (svg: string) => void; reject: (error: Error) => void }
  >();

  /**
   * The chart of `view` as an SVG document (a string starting with `<svg`).
   *
   * @throws Error when vega cannot draw it
   */
  async render(view: RoomView): Promise<string> {
    if (await this.start()) {
      const worker = this.worker as Worker;
      const id = ++this.next;
      return new Promise<string>((resolve, reject) => {
        this.waiting.set(id, { resolve, reject });
        worker.postMessage({ id, view });
      });
    }
    const { speedupSvg } = await import("./chart.ts");
    return speedupSvg(view);
  }

  /** Ends the worker; a drawing under way is refused. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    await worker?.terminate();
  }

  /** Starts the worker once; `false` when it cannot run here. */
  private start(): Promise<boolean> {
    this.ready ??= new Promise<boolean>((resolve) => {
      let worker: Worker;
      try {
        // A bounded heap: a drawing past it ends the worker (the next one starts afresh), never
        // the room. A full room's drawing keeps about 25 MB; its garbage dies with the drawing,
        // so a small young generation serves it (measured, 300 × 10 dots: the worker's heap 37 MB
        // with 8 MB, 67 MB with V8's default, for the same drawing time).
        worker = new Worker(new URL("./chart-worker.mjs", import.meta.url), {
          resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
        });
      } catch {
        resolve(false);
        return;
      }
      this.worker = worker;
      worker.unref();
      worker.on("message", (answer: Answer) => {
        if ("ready" in answer) {
          resolve(true);
          return;
        }
        const waiter = this.waiting.get(answer.id);
        this.waiting.delete(answer.id);
        if (answer.svg !== undefined) waiter?.resolve(answer.svg);
        else waiter?.reject(new Error(answer.error ?? "the chart could not be drawn"));
      });
      const gone = (error: Error) => {
        resolve(false);
        for (const waiter of this.waiting.values()) waiter.reject(error);
        this.waiting.clear();
        // The next drawing starts a new worker.
        if (this.worker === worker) {
          this.worker = undefined;
          this.ready = undefined;
        }
      };
      worker.on("error", gone);
      worker.on("exit", (code) => gone(new Error(`the chart's worker exited (${code})`)));
    });
    return this.ready;
  }
}
