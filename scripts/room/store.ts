/**
 * The room's memory: every learner who joined, their machine, and the last result of each step
 * they checked, kept in a JSON file (`.workshop/room/results.json` by default) so that a restart
 * of the dashboard loses nothing. Writes are debounced and atomic (write-file-atomic: a temporary
 * file renamed over the old one), so a crash never leaves half a file. The page reads the room
 * through {@link roomView}, which derives who is on which step, what fails most and the speed-ups.
 */
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { dirname } from "node:path";
import writeFileAtomic from "write-file-atomic";
import { z } from "zod";
import { t } from "../i18n/translate.ts";
import { newRoomCode } from "./code.ts";
import {
  checkpointSchema,
  figureSchema,
  learnerSchema,
  type Machine,
  machineSchema,
  type RoomFigure,
  type Submission,
  stepIdSchema,
} from "./schema.ts";

const isoTime = z.iso.datetime();

const stepResultSchema = z.strictObject({
  at: isoTime,
  checkpoints: z.array(checkpointSchema),
  figures: z.array(figureSchema),
  correctnessOnly: z.boolean(),
});

const learnerRecordSchema = z.strictObject({
  ...learnerSchema.shape,
  joinedAt: isoTime,
  lastSeen: isoTime,
  machine: machineSchema,
  doctor: z.strictObject({ ready: z.boolean(), at: isoTime }).optional(),
  /** the step of the learner's latest check */
  lastStep: stepIdSchema.optional(),
  steps: z.record(stepIdSchema, stepResultSchema),
});

const roomFileSchema = z.strictObject({
  version: z.literal(1),
  code: z.string().min(4).max(64),
  /** the port the room last listened on, tried first on the next start */
  port: z.int().min(1).max(65535).optional(),
  learners: z.array(learnerRecordSchema),
});

/** The last check of one step by one learner. */
export type StepResult = z.infer<typeof stepResultSchema>;
/** One learner as the room remembers them. */
export type LearnerRecord = z.infer<typeof learnerRecordSchema>;
/** The whole file. */
export type RoomFile = z.infer<typeof roomFileSchema>;

/** What the store did with a submission. */
export type Accepted = { accepted: true; learner: string } | { accepted: false; reason: string };

/** A step as the view needs it (scripts/workshop/steps.ts `Step`). */
export interface StepInfo {
  id: string;
  number: number;
  title: string;
}

export interface StoreOptions {
  /** most learners kept; a new one beyond is refused (default 300) */
  maxLearners?: number;
  /** a write follows a change after this many ms, one write for a burst (default 250) */
  persistDelayMs?: number;
}

export class RoomStore {
  /** bumped by every accepted submission; the page and the chart cache follow it */
  version = 0;
  private readonly learners = new Map<string, LearnerRecord>();
  private readonly listeners = new Set<() => void>();
  private timer: NodeJS.Timeout | undefined;
  private readonly maxLearners: number;
  private readonly persistDelayMs: number;

  /**
   * @param file where the room is kept; `undefined` keeps it in memory only
   * @param data the room as read from `file`
   */
  constructor(
    readonly file: string | undefined,
    private data: RoomFile,
    options: StoreOptions = {},
  ) {
    for (const learner of data.learners) this.learners.set(learner.id, learner);
    this.maxLearners = options.maxLearners ?? 300;
    this.persistDelayMs = options.persistDelayMs ?? 250;
  }

  /**
   * Opens the room kept in `file`, or a new one. A damaged or foreign file is moved aside to
   * `<file>.damaged-<time>` (never deleted) and the room starts afresh.
   *
   * @param options.newCode replace the stored room code with a fresh one
   * @returns the store, and a sentence for the instructor when the file was set aside
   */
  static open(
    file: string,
    options: StoreOptions & { newCode?: boolean } = {},
  ): { store: RoomStore; notice?: string } {
    let data: RoomFile | undefined;
    let notice: string | undefined;
    if (existsSync(file)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(file, "utf8"));
      } catch {
        parsed = undefined;
      }
      const result = roomFileSchema.safeParse(parsed);
      if (result.success) {
        data = result.data;
      } else {
        const aside = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, "-")}`;
        renameSync(file, aside);
        notice = t("room.damaged", { aside });
      }
    }
    data ??= { version: 1, code: newRoomCode(), learners: [] };
    if (options.newCode) data = { ...data, code: newRoomCode() };
    const store = new RoomStore(file, data, options);
    store.flush();
    return { store, notice };
  }

  /** The room code learners must send. */
  get code(): string {
    return this.data.code;
  }

  /** The port the room last listened on, if any. */
  get port(): number | undefined {
    return this.data.port;
  }

  /** Remembers the port the room listens on now, for the next start. */
  set port(port: number) {
    this.data = { ...this.data, port };
    this.schedule();
  }

  /** Every learner, in no particular order. */
  all(): LearnerRecord[] {
    return [...this.learners.values()];
  }

  /**
   * Records a validated submission: a join, a doctor's verdict, or a check's verdicts and figures
   * (replacing that learner's previous result for that step).
   *
   * @param now the time of receipt, stored as ISO text
   * @returns refused when the room already holds its most learners and this one is new
   */
  accept(submission: Submission, now = new Date()): Accepted {
    const at = now.toISOString();
    const known = this.learners.get(submission.learner.id);
    if (!known && this.learners.size >= this.maxLearners) {
      return { accepted: false, reason: `the room is full (${this.maxLearners} learners)` };
    }
    const learner: LearnerRecord = known
      ? { ...known, name: submission.learner.name, machine: submission.machine, lastSeen: at }
      : {
          ...submission.learner,
          joinedAt: at,
          lastSeen: at,
          machine: submission.machine,
          steps: {},
        };
    if (submission.kind === "doctor") learner.doctor = { ready: submission.ready, at };
    if (submission.kind === "check") {
      learner.steps = {
        ...learner.steps,
        [submission.step]: {
          at,
          checkpoints: submission.checkpoints,
          figures: submission.figures,
          correctnessOnly: submission.correctnessOnly ?? false,
        },
      };
      learner.lastStep = submission.step;
    }
    this.learners.set(learner.id, learner);
    this.changed();
    return { accepted: true, learner: learner.name };
  }

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Writes the room now (atomically), if it has a file. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const data: RoomFile = { ...this.data, learners: this.all() };
    writeFileAtomic.sync(this.file, `${JSON.stringify(data, null, 2)}\n`);
  }

  /** Writes what is pending and stops the write timer. */
  close(): void {
    if (this.timer) this.flush();
    this.listeners.clear();
  }

  private changed(): void {
    this.version += 1;
    this.schedule();
    for (const listener of this.listeners) listener();
  }

  private schedule(): void {
    if (!this.file || this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.persistDelayMs);
    this.timer.unref();
  }
}

/** One learner's row on the page. */
export interface LearnerRow {
  name: string;
  /** the step of the latest check, e.g. `03-cluster-primary` */
  step?: string;
  stepNumber?: number;
  /** that check's verdict: passed when none failed and one passed */
  verdict?: "passed" | "failed";
  /** checkpoints of that check that passed, and that ran (skipped ones left out) */
  passed: number;
  ran: number;
  /** steps whose last check passed */
  stepsPassed: number;
  machine: Machine;
  /** the latest speed-up measured on this machine, × */
  speedup?: number;
  /** `npm run doctor`: every step can run here */
  doctorReady?: boolean;
  lastSeen: string;
}

/** What the page shows; names and numbers only. */
export interface RoomView {
  version: number;
  learners: LearnerRow[];
  /** per step: learners whose latest check is of it, and learners whose check of it passed */
  steps: { id: string; number: number; title: string; current: number; passed: number }[];
  /** the checkpoints failing for the most learners, most first */
  failing: { step: string; stepNumber: number; checkpoint: string; count: number }[];
  /**
   * every speed-up measured in the room, with the usable CPUs of the machine and, where the same
   * check measured it (a check that runs the reference cluster beside the learner's), the
   * workshop's reference cluster's speed-up: what that machine could show just then
   * (docs/speedup-rule.md)
   */
  speedups: {
    usableCpus: number;
    speedup: number;
    reference?: number;
    step: string;
    correctnessOnly: boolean;
  }[];
}

/** How many rows "what fails most" shows. */
export const FAILING_ROWS = 10;

/** A speed-up figure: "speed-up, median of 3 rounds" in ×. */
export const isSpeedup = (figure: RoomFigure) =>
  figure.unit === "×" && figure.label.toLowerCase().startsWith("speed-up");

/**
 * The reference cluster's speed-up that a check records beside its speed-up figure: "reference
 * cluster's speed-up (your index.ts, 2 workers)" in × (scripts/harness/measuring/speedup.ts). A room of
 * clients from before the reference sends none; their speed-ups come without it.
 */
export const isReferenceSpeedup = (figure: RoomFigure) =>
  figure.unit === "×" && figure.label.toLowerCase().startsWith("reference cluster's speed-up");

const verdictOf = (result: StepResult) => {
  const states = result.checkpoints.map((c) => c.state);
  return states.includes("passed") && !states.includes("failed") ? "passed" : "failed";
};

const stepNumber = (id: string) => Number(id.slice(0, 2));

/**
 * Derives the page's view of `learners`: rows sorted by step (furthest first), then name; the
 * steps in order; the most failed checkpoints; the speed-ups.
 *
 * @param steps the workshop's steps, for titles and order; a step id not among them still counts
 */
export function roomView(
  learners: readonly LearnerRecord[],
  steps: readonly StepInfo[],
  version = 0,
): RoomView {
  const rows = learners.map((learner): LearnerRow => {
    const last = learner.lastStep ? learner.steps[learner.lastStep] : undefined;
    const ran = last?.checkpoints.filter((c) => c.state !== "skipped") ?? [];
    const withSpeedup = Object.values(learner.steps)
      .filter((result) => result.figures.some(isSpeedup))
      .sort((a, b) => a.at.localeCompare(b.at))
      .at(-1);
    return {
      name: learner.name,
      step: learner.lastStep,
      stepNumber: learner.lastStep ? stepNumber(learner.lastStep) : undefined,
      verdict: last ? verdictOf(last) : undefined,
      passed: ran.filter((c) => c.state === "passed").length,
      ran: ran.length,
      stepsPassed: Object.values(learner.steps).filter((r) => verdictOf(r) === "passed").length,
      machine: learner.machine,
      speedup: withSpeedup?.figures.find(isSpeedup)?.value,
      doctorReady: learner.doctor?.ready,
      lastSeen: learner.lastSeen,
    };
  });
  rows.sort(
    (a, b) => (b.stepNumber ?? 0) - (a.stepNumber ?? 0) || a.name.localeCompare(b.name, "en"),
  );
  const failing = new Map<string, RoomView["failing"][number]>();
  const speedups: RoomView["speedups"] = [];
  for (const learner of learners) {
    for (const [step, result] of Object.entries(learner.steps)) {
      for (const checkpoint of result.checkpoints.filter((c) => c.state === "failed")) {
        const key = `${step}\0${checkpoint.name}`;
        const entry = failing.get(key) ?? {
          step,
          stepNumber: stepNumber(step),
          checkpoint: checkpoint.name,
          count: 0,
        };
        entry.count += 1;
        failing.set(key, entry);
      }
      const reference = result.figures.find(isReferenceSpeedup)?.value;
      for (const figure of result.figures.filter(isSpeedup)) {
        speedups.push({
          usableCpus: learner.machine.usableCpus,
          speedup: figure.value,
          ...(reference === undefined ? {} : { reference }),
          step,
          correctnessOnly: result.correctnessOnly,
        });
      }
    }
  }
  return {
    version,
    learners: rows,
    steps: steps.map((step) => ({
      id: step.id,
      number: step.number,
      title: step.title,
      current: learners.filter((l) => l.lastStep === step.id).length,
      passed: learners.filter((l) => {
        const result = l.steps[step.id];
        return result !== undefined && verdictOf(result) === "passed";
      }).length,
    })),
    failing: [...failing.values()]
      .sort((a, b) => b.count - a.count || a.stepNumber - b.stepNumber)
      .slice(0, FAILING_ROWS),
    speedups,
  };
}
