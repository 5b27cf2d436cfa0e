/**
 * The room's memory: every learner who joined, their machine, and the last result of each step
 * they checked, as much of it as the page draws (the verdicts, one speed-up and its reference;
 * never every figure posted), so that what the room holds is bounded by learners × steps.
 *
 * On disk, in the room's folder: a snapshot (`results.json`, one learner a line, so that a
 * damaged line costs that learner only) and a journal (`results.journal.jsonl`, ./journal.ts) of
 * every submission accepted since. A submission is in the journal, flushed with fdatasync, before
 * its promise `saved` resolves and the server answers 201; a room killed at any moment comes back
 * from the snapshot and the journal with every result it acknowledged. Once the journal passes
 * {@link JOURNAL_COMPACT_BYTES}, it is renamed aside (`results.journal.old.jsonl`) and a new one
 * begun; the snapshot is rewritten meanwhile (a temporary file, fsync, rename, then the folder
 * flushed) and the old journal removed. A restart reads the snapshot, the old journal if there is
 * one, then the journal: every line is a "set" of a learner's fields, so lines the snapshot
 * already holds change nothing when read again. The page reads the room through {@link roomView},
 * which derives who is on which step, what fails most and the speed-ups.
 */
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import { open } from "node:fs/promises";
import { dirname } from "node:path";
import { z } from "zod";
import { t } from "../i18n/translate.ts";
import { newRoomCode, newViewerKey } from "./code.ts";
import { Journal, syncDirectory } from "./journal.ts";
import {
  type CheckpointVerdict,
  checkpointSchema,
  figureSchema,
  isReferenceSpeedup,
  isSpeedup,
  LIMITS,
  learnerSchema,
  type Machine,
  machineSchema,
  nameKey,
  type RoomFigure,
  type Submission,
  stepIdSchema,
  submissionSchema,
} from "./schema.ts";

export { isReferenceSpeedup, isSpeedup };

const isoTime = z.iso.datetime();

const countSchema = z.int().min(0).max(LIMITS.checkpoints);

/**
 * The last check of one step as the room keeps it: what the page shows of its checkpoints (how
 * many passed and were skipped, the names of those that failed, for "what fails most"), never
 * the name of every checkpoint, so that a learner's step costs its failures, not its size.
 */
const compactResultSchema = z.strictObject({
  at: isoTime,
  passed: countSchema,
  skipped: countSchema,
  failed: z.array(checkpointSchema.shape.name).max(LIMITS.checkpoints),
  /** the first failure that follows from no other, and what it expected: "what fails most" */
  firstCause: z
    .strictObject({
      checkpoint: checkpointSchema.shape.name,
      cause: checkpointSchema.shape.cause,
    })
    .optional(),
  /** the figures the page draws: the first speed-up and the first reference speed-up */
  figures: z.array(figureSchema).max(2),
  correctnessOnly: z.boolean(),
});

/** The checkpoints' verdicts as the room keeps them. */
function verdicts(checkpoints: readonly CheckpointVerdict[]) {
  return {
    passed: checkpoints.filter((c) => c.state === "passed").length,
    skipped: checkpoints.filter((c) => c.state === "skipped").length,
    failed: checkpoints.filter((c) => c.state === "failed").map((c) => c.name),
    ...firstCauseOf(checkpoints),
  };
}

/** The first failed checkpoint that follows from no earlier one, with its cause where sent. */
function firstCauseOf(checkpoints: readonly CheckpointVerdict[]) {
  const first = checkpoints.find((c) => c.state === "failed" && !c.followsFrom);
  if (!first) return {};
  return { firstCause: { checkpoint: first.name, ...(first.cause ? { cause: first.cause } : {}) } };
}

/** A step's result in the compact form, or in the form of earlier rooms (every checkpoint). */
const stepResultSchema = z.union([
  compactResultSchema,
  z
    .strictObject({
      at: isoTime,
      checkpoints: z.array(checkpointSchema),
      figures: z.array(figureSchema).max(2),
      correctnessOnly: z.boolean(),
    })
    .transform(({ checkpoints, ...rest }) => ({ ...rest, ...verdicts(checkpoints) })),
]);

const learnerRecordSchema = z.strictObject({
  ...learnerSchema.shape,
  joinedAt: isoTime,
  lastSeen: isoTime,
  machine: machineSchema,
  doctor: z.strictObject({ ready: z.boolean(), at: isoTime }).optional(),
  /** the step of the latest check */
  lastStep: stepIdSchema.optional(),
  steps: z.record(stepIdSchema, stepResultSchema),
  /** the address (./access.ts `addressKey`) the learner first joined from; never shown */
  from: z.string().max(64).optional(),
});

const headerSchema = z.object({
  version: z.literal(1),
  code: z.string().min(4).max(64),
  /** the port the room last listened on, tried first on the next start */
  port: z.int().min(1).max(65535).optional(),
  /** opens the instructor's page (with the code) from another machine (./access.ts) */
  viewerKey: z.string().min(16).max(64).optional(),
});

const roomFileSchema = headerSchema.extend({ learners: z.array(learnerRecordSchema) }).strict();

/** A check as the room keeps and journals it: its result in the compact form, nothing more. */
const keptCheckSchema = z.strictObject({
  kind: z.literal("check"),
  learner: learnerSchema,
  machine: machineSchema,
  step: stepIdSchema,
  result: compactResultSchema.omit({ at: true }),
});
type KeptCheck = z.infer<typeof keptCheckSchema>;
/** What the room keeps of a submission: a join or a doctor's verdict as sent, a check kept. */
type Kept = Exclude<Submission, { kind: "check" }> | KeptCheck;

/**
 * One line of the journal: a kept check, a join or a doctor's verdict (or a check journaled by
 * an earlier room, whole), or a new port. A check's line holds what the room keeps of it, so the
 * journal too grows by what is drawn, not by what was posted.
 */
const journalLineSchema = z.union([
  z.strictObject({ at: isoTime, from: z.string().max(64).optional(), kept: keptCheckSchema }),
  z.strictObject({
    at: isoTime,
    from: z.string().max(64).optional(),
    submission: submissionSchema,
  }),
  z.strictObject({ port: z.int().min(1).max(65535) }),
]);

/** The last check of one step by one learner. */
export type StepResult = z.infer<typeof stepResultSchema>;
/** One learner as the room remembers them. */
export type LearnerRecord = z.infer<typeof learnerRecordSchema>;
/** The whole file. */
export type RoomFile = z.infer<typeof roomFileSchema>;

/** What the store did with a submission. */
export type Accepted =
  | {
      accepted: true;
      learner: string;
      /** resolves once the submission is on disk; rejects when it could not be written yet */
      saved: Promise<void>;
    }
  | {
      accepted: false;
      status: 409 | 429;
      /** what a client can act on: the room is full, the name is another's, the address's quota */
      refusal: "full" | "name-taken" | "address-full";
      reason: string;
    };

/** Where a submission came from. */
export interface Origin {
  /** the client's address, as ./access.ts `addressKey` gives it */
  from?: string;
  /** the instructor's own machine (./access.ts): no limit of learners per address */
  instructor?: boolean;
  /** the time of receipt */
  now?: Date;
}

/** A step as the view needs it (scripts/workshop/steps.ts `Step`). */
export interface StepInfo {
  id: string;
  number: number;
  title: string;
}

export interface StoreOptions {
  /** most learners kept; a new one beyond is refused (default 300) */
  maxLearners?: number;
  /** most new learners from one address, the instructor's machine aside (default 4) */
  learnersPerAddress?: number;
  /** the journal's size past which the snapshot is rewritten, in bytes */
  compactBytes?: number;
  /** a write failed: the room keeps running, posts get 503 until a retry succeeds */
  onWriteError?: (error: NodeJS.ErrnoException) => void;
  /** writing works again after {@link StoreOptions.onWriteError} */
  onWriteRecovered?: () => void;
}

/** The journal's size past which the snapshot is rewritten and the journal emptied, in bytes. */
export const JOURNAL_COMPACT_BYTES = 4 * 1024 * 1024;

/** The journal kept beside `file`: `results.json` → `results.journal.jsonl`. */
export const journalOf = (file: string) => `${file.replace(/\.json$/, "")}.journal.jsonl`;

/** A check's figures as the page draws them: its first speed-up and first reference speed-up. */
function drawnFigures(figures: readonly RoomFigure[]): RoomFigure[] {
  const speedup = figures.find(isSpeedup);
  const reference = figures.find(isReferenceSpeedup);
  return [speedup, reference].filter((f): f is RoomFigure => f !== undefined);
}

/** What the room keeps of a submission: a check's verdicts and its drawn figures. */
function kept(submission: Submission): Kept {
  if (submission.kind !== "check") return submission;
  const { kind, learner, machine, step } = submission;
  const result = {
    ...verdicts(submission.checkpoints),
    figures: drawnFigures(submission.figures),
    correctnessOnly: submission.correctnessOnly ?? false,
  };
  return { kind, learner, machine, step, result };
}

/**
 * `known` (or a new learner) after `submission`: a "set" of that learner's fields, so that
 * applying it twice gives what applying it once does (the journal's replay relies on it).
 */
function applied(
  known: LearnerRecord | undefined,
  submission: Kept,
  at: string,
  from: string | undefined,
): LearnerRecord {
  const learner: LearnerRecord = known
    ? { ...known, name: submission.learner.name, machine: submission.machine, lastSeen: at }
    : {
        ...submission.learner,
        joinedAt: at,
        lastSeen: at,
        machine: submission.machine,
        steps: {},
        ...(from === undefined ? {} : { from }),
      };
  if (submission.kind === "doctor") learner.doctor = { ready: submission.ready, at };
  if (submission.kind === "check") {
    learner.steps = {
      ...learner.steps,
      [submission.step]: { at, ...submission.result },
    };
    learner.lastStep = submission.step;
  }
  return learner;
}

/** What could be read of a room file, and what could not. */
interface Salvage {
  header: Partial<z.infer<typeof headerSchema>>;
  learners: LearnerRecord[];
  /** entries that could not be read, header fields included */
  lost: number;
}

/**
 * Reads a room file, keeping every part that is valid: the whole file when it parses, else the
 * header's fields and each learner's line on its own (the file is written a learner a line).
 */
function salvage(text: string): Salvage {
  const learners: LearnerRecord[] = [];
  let lost = 0;
  let whole: unknown;
  try {
    whole = JSON.parse(text);
  } catch {
    whole = undefined;
  }
  const keepLearner = (value: unknown) => {
    const learner = learnerRecordSchema.safeParse(value);
    if (learner.success) learners.push(learner.data);
    else lost += 1;
  };
  if (whole && typeof whole === "object" && !Array.isArray(whole)) {
    const { learners: list, ...rest } = whole as Record<string, unknown>;
    const header = headerSchema.safeParse(rest);
    if (Array.isArray(list)) for (const value of list) keepLearner(value);
    else lost += 1;
    if (header.success) return { header: header.data, learners, lost };
    return { header: headerFields(rest), learners, lost: lost + 1 };
  }
  // Not JSON as a whole (cut short, a bad byte): read it line by line.
  const lines = text.split("\n");
  const header: Record<string, unknown> = {};
  for (const field of ["code", "viewerKey"] as const) {
    const found = new RegExp(`"${field}":"([^"\\\\]{4,64})"`).exec(lines[0] ?? "");
    if (found) header[field] = found[1];
  }
  const port = /"port":(\d{1,5})[,}]/.exec(lines[0] ?? "");
  if (port) header.port = Number(port[1]);
  for (const line of lines.slice(1)) {
    const body = line.trim().replace(/,$/, "");
    if (!body.startsWith("{")) continue;
    try {
      keepLearner(JSON.parse(body));
    } catch {
      lost += 1;
    }
  }
  return { header: headerFields({ version: 1, ...header }), learners, lost: lost + 1 };
}

/** The header's fields that are valid on their own. */
function headerFields(fields: Record<string, unknown>): Salvage["header"] {
  const out: Salvage["header"] = {};
  for (const key of ["code", "port", "viewerKey"] as const) {
    const field = headerSchema.shape[key].safeParse(fields[key]);
    if (field.success && field.data !== undefined) Object.assign(out, { [key]: field.data });
  }
  return out;
}

/** The snapshot's text, a learner a line: valid JSON, and readable line by line when damaged. */
function* snapshotLines(header: z.infer<typeof headerSchema>, learners: LearnerRecord[]) {
  yield `${JSON.stringify(header).slice(0, -1)},\n"learners":[\n`;
  for (const [i, learner] of learners.entries()) {
    yield `${JSON.stringify(learner)}${i < learners.length - 1 ? "," : ""}\n`;
  }
  yield "]}\n";
}

/** Lines of a snapshot gathered into writes of about this many bytes. */
const WRITE_CHUNK = 256 * 1024;

let temporaries = 0;
/** A temporary file beside `file` that no other write of this process uses. */
const temporaryOf = (file: string) => `${file}.tmp-${process.pid}-${++temporaries}`;

export class RoomStore {
  /** bumped by every accepted submission; the page and the chart cache follow it */
  version = 0;
  private readonly learners = new Map<string, LearnerRecord>();
  private readonly listeners = new Set<() => void>();
  private readonly maxLearners: number;
  private readonly learnersPerAddress: number;
  /** learners by the key of their name: one name, one learner */
  private readonly names = new Map<string, string>();
  /** new learners per address */
  private readonly joinsFrom = new Map<string, number>();
  private readonly journal: Journal | undefined;
  private compacting: Promise<void> | undefined;
  private header: z.infer<typeof headerSchema>;

  /**
   * @param file where the room is kept; `undefined` keeps it in memory only
   * @param data the room as read from `file`
   */
  constructor(
    readonly file: string | undefined,
    data: RoomFile,
    private readonly options: StoreOptions = {},
  ) {
    const { learners, ...header } = data;
    this.header = header;
    for (const learner of learners) this.remember(learner);
    this.maxLearners = options.maxLearners ?? 300;
    this.learnersPerAddress = options.learnersPerAddress ?? 4;
    const compactBytes = options.compactBytes ?? JOURNAL_COMPACT_BYTES;
    this.journal = file
      ? new Journal(journalOf(file), {
          onError: options.onWriteError,
          onRecovered: options.onWriteRecovered,
          rotateBytes: compactBytes,
          onRotated: () => {
            this.compacting = this.compact().catch((error: NodeJS.ErrnoException) => {
              // The journals still hold everything: nothing is lost, the next rotation retries.
              this.options.onWriteError?.(error);
            });
          },
        })
      : undefined;
  }

  /**
   * Opens the room kept in `file` (its snapshot and its journal), or a new one. A damaged file
   * keeps whatever of it is valid: the code, the port and every learner whose line reads; it is
   * copied aside to `<file>.damaged-<time>` (never deleted), and the notice says what was lost.
   * Then the snapshot is rewritten with the journal in it, and the journal emptied.
   *
   * @param options.newCode replace the stored room code (and the viewer key) with fresh ones
   * @returns the store, and a sentence for the instructor when the file was damaged
   * @throws Error when the folder cannot be written
   */
  static open(
    file: string,
    options: StoreOptions & { newCode?: boolean } = {},
  ): { store: RoomStore; notice?: string } {
    let header: Salvage["header"] = {};
    let learners: LearnerRecord[] = [];
    let notice: string | undefined;
    mkdirSync(dirname(file), { recursive: true });
    const aside = () => {
      const copy = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      copyFileSync(file, copy);
      return copy;
    };
    if (existsSync(file)) {
      const read = salvage(readFileSync(file, "utf8"));
      ({ header, learners } = read);
      if (read.lost) {
        const kept = String(learners.length);
        notice = header.code
          ? t("room.damagedKept", { aside: aside(), kept, lost: String(read.lost) })
          : t("room.damaged", { aside: aside() });
      }
    }
    const data: RoomFile = {
      version: 1,
      code: header.code ?? newRoomCode(),
      ...(header.port === undefined ? {} : { port: header.port }),
      viewerKey: header.viewerKey ?? newViewerKey(),
      learners,
    };
    if (options.newCode) Object.assign(data, { code: newRoomCode(), viewerKey: newViewerKey() });
    const store = new RoomStore(file, data, options);
    const journals = [store.journal?.rotated, journalOf(file)].filter((f) => f !== undefined);
    for (const journal of journals) {
      if (existsSync(journal)) store.replay(readFileSync(journal, "utf8"));
    }
    store.flush();
    for (const journal of journals) rmSync(journal, { force: true });
    syncDirectory(dirname(file));
    return { store, notice };
  }

  /** The room code learners must send. */
  get code(): string {
    return this.header.code;
  }

  /** The key that opens the instructor's page from another machine (`?key=`). */
  get viewerKey(): string | undefined {
    return this.header.viewerKey;
  }

  /** The port the room last listened on, if any. */
  get port(): number | undefined {
    return this.header.port;
  }

  /** Remembers the port the room listens on now, for the next start. */
  set port(port: number) {
    if (this.header.port === port) return;
    this.header = { ...this.header, port };
    void this.journal?.append(JSON.stringify({ port })).catch(() => {});
  }

  /** Every learner, in no particular order. */
  all(): LearnerRecord[] {
    return [...this.learners.values()];
  }

  /**
   * Records a validated submission: a join, a doctor's verdict, or a check's verdicts and drawn
   * figures (replacing that learner's previous result for that step), and journals it.
   *
   * @returns accepted, with the promise that it is on disk; or refused: 409 when the room is full
   *   or the name is another learner's, 429 when this address brought its most new learners
   */
  accept(submission: Submission, origin: Origin = {}): Accepted {
    const at = (origin.now ?? new Date()).toISOString();
    const { id, name } = submission.learner;
    const known = this.learners.get(id);
    const holder = this.names.get(nameKey(name));
    const keepsName = known !== undefined && nameKey(known.name) === nameKey(name);
    if (holder !== undefined && holder !== id && !keepsName) {
      return {
        accepted: false,
        status: 409,
        refusal: "name-taken",
        reason: "that name is taken in this room: choose another",
      };
    }
    if (!known && this.learners.size >= this.maxLearners) {
      return {
        accepted: false,
        status: 409,
        refusal: "full",
        reason: `the room is full (${this.maxLearners} learners)`,
      };
    }
    if (!known && !origin.instructor && origin.from !== undefined) {
      if ((this.joinsFrom.get(origin.from) ?? 0) >= this.learnersPerAddress) {
        return {
          accepted: false,
          status: 429,
          refusal: "address-full",
          reason: `this address brought its ${this.learnersPerAddress} learners`,
        };
      }
    }
    const stored = kept(submission);
    const learner = applied(known, stored, at, origin.from);
    this.remember(learner, known);
    const saved = this.journal
      ? this.journal.append(
          JSON.stringify(
            stored.kind === "check"
              ? { at, from: origin.from, kept: stored }
              : { at, from: origin.from, submission: stored },
          ),
        )
      : Promise.resolve();
    // A post that gave up waiting does not make the rejection unhandled.
    saved.catch(() => {});
    this.changed();
    return { accepted: true, learner: learner.name, saved };
  }

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Writes the snapshot now, synchronously (a temporary file, fsync, rename, the folder
   * flushed), if the room has a file. The journal stays: it may hold lines being written.
   *
   * @throws Error when the file cannot be written
   */
  flush(): void {
    if (!this.file) return;
    const temporary = temporaryOf(this.file);
    const fd = openSync(temporary, "w");
    try {
      let chunk = "";
      for (const line of snapshotLines(this.header, this.all())) {
        chunk += line;
        if (chunk.length >= WRITE_CHUNK) {
          writeSync(fd, chunk);
          chunk = "";
        }
      }
      writeSync(fd, chunk);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, this.file);
    syncDirectory(dirname(this.file));
  }

  /** Writes what the journal still holds, then the snapshot, and empties the journal. */
  async close(): Promise<void> {
    this.listeners.clear();
    if (!this.journal) return;
    await this.journal.close();
    await this.compacting;
    if (this.journal.waiting) return; // the disk still fails: the journal keeps what it could
    try {
      this.flush();
      rmSync(this.journal.file, { force: true });
      rmSync(this.journal.rotated, { force: true });
    } catch (error) {
      this.options.onWriteError?.(error as NodeJS.ErrnoException);
    }
  }

  /** Applies the journal's lines in order; a line that does not read (cut short) is skipped. */
  private replay(text: string): void {
    for (const line of text.split("\n")) {
      if (!line.trim()) continue;
      let parsed: z.infer<typeof journalLineSchema>;
      try {
        const result = journalLineSchema.safeParse(JSON.parse(line));
        if (!result.success) continue;
        parsed = result.data;
      } catch {
        continue;
      }
      if ("port" in parsed) {
        this.header = { ...this.header, port: parsed.port };
        continue;
      }
      const change = "kept" in parsed ? parsed.kept : kept(parsed.submission);
      const known = this.learners.get(change.learner.id);
      this.remember(applied(known, change, parsed.at, parsed.from), known);
    }
  }

  /** Keeps `learner`, replacing `before`, in the indexes of names and addresses too. */
  private remember(learner: LearnerRecord, before?: LearnerRecord): void {
    if (before) this.names.delete(nameKey(before.name));
    else if (learner.from !== undefined) {
      this.joinsFrom.set(learner.from, (this.joinsFrom.get(learner.from) ?? 0) + 1);
    }
    this.names.set(nameKey(learner.name), learner.id);
    this.learners.set(learner.id, learner);
  }

  /** Rewrites the snapshot from memory as it is now, then removes the rotated journal. */
  private async compact(): Promise<void> {
    if (!this.file || !this.journal) return;
    const learners = this.all(); // records are never changed in place: this is a still picture
    const temporary = temporaryOf(this.file);
    const handle = await open(temporary, "w");
    try {
      let chunk = "";
      for (const line of snapshotLines(this.header, learners)) {
        chunk += line;
        if (chunk.length >= WRITE_CHUNK) {
          await handle.write(chunk);
          chunk = "";
        }
      }
      await handle.write(chunk);
      await handle.sync();
    } finally {
      await handle.close();
    }
    renameSync(temporary, this.file);
    syncDirectory(dirname(this.file));
    rmSync(this.journal.rotated, { force: true });
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
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
  /**
   * the causes failing for the most learners, most first: each learner's first failing cause of
   * each step (a failure that follows from an earlier one is none), by checkpoint and what it
   * expected (`cause`, absent from older clients' checks)
   */
  failing: {
    step: string;
    stepNumber: number;
    checkpoint: string;
    cause?: string;
    count: number;
  }[];
  /**
   * one speed-up per learner and step (the first of that check's), with the usable CPUs of the machine and, where the same
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

const verdictOf = (result: StepResult) =>
  result.passed > 0 && result.failed.length === 0 ? "passed" : "failed";

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
    const ran = last ? last.passed + last.failed.length : 0;
    const withSpeedup = Object.values(learner.steps)
      .filter((result) => result.figures.some(isSpeedup))
      .sort((a, b) => a.at.localeCompare(b.at))
      .at(-1);
    return {
      name: learner.name,
      step: learner.lastStep,
      stepNumber: learner.lastStep ? stepNumber(learner.lastStep) : undefined,
      verdict: last ? verdictOf(last) : undefined,
      passed: last?.passed ?? 0,
      ran,
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
  // By step, then by name: the kept names are the keys, never a new string made of them.
  const failing = new Map<string, Map<string, RoomView["failing"][number]>>();
  const speedups: RoomView["speedups"] = [];
  for (const learner of learners) {
    for (const [step, result] of Object.entries(learner.steps)) {
      // The first failure that follows from no other is the learner's cause: they fix it
      // first, and what follows from it may go with it. By step, then by checkpoint and cause.
      const first = result.firstCause;
      if (first) {
        const ofStep = failing.get(step) ?? new Map<string, RoomView["failing"][number]>();
        failing.set(step, ofStep);
        const key =
          first.cause === undefined ? first.checkpoint : `${first.checkpoint}\0${first.cause}`;
        const entry = ofStep.get(key) ?? {
          step,
          stepNumber: stepNumber(step),
          checkpoint: first.checkpoint,
          ...(first.cause ? { cause: first.cause } : {}),
          count: 0,
        };
        entry.count += 1;
        ofStep.set(key, entry);
      }
      // One dot per learner and step, whatever a result carried.
      const reference = result.figures.find(isReferenceSpeedup)?.value;
      const speedup = result.figures.find(isSpeedup)?.value;
      if (speedup !== undefined) {
        speedups.push({
          usableCpus: learner.machine.usableCpus,
          speedup,
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
      .flatMap((ofStep) => [...ofStep.values()])
      .sort((a, b) => b.count - a.count || a.stepNumber - b.stepNumber)
      .slice(0, FAILING_ROWS),
    speedups,
  };
}
