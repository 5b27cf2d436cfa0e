/**
 * The learner's progress: the verdict of the last check of each step folder, kept in a plain,
 * git-ignored JSON file, `.workshop/progress.json`, that `npm start` reads.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { workshopRoot } from "../harness/paths.ts";
import { type Locale, parseLocale } from "../i18n/locale.ts";

export type Verdict = "passed" | "failed";

/** The last check of a step's own folder. */
export interface CheckRecord {
  verdict: Verdict;
  /** ISO time of the check */
  checkedAt: string;
  /** "3 of 4" checkpoints passed */
  passed: number;
  total: number;
  /** names of the checkpoints that failed */
  failed?: string[];
  /**
   * names of the checkpoints that could not run on this machine (skipped, with their reason):
   * counted apart, never as passed
   */
  notRun?: string[];
  /** the "Next:" advice of the first failure */
  next?: string;
  /** the lesson sections the failures cite ("Read:"), first failure first, without repeats */
  sections?: string[];
  /** {@link learnerFilesHash} of the step folder when it was checked */
  filesHash?: string;
}

/** Files of a step folder that are not the learner's: the lesson and hints (translations too). */
export const NOT_STARTER = /^((?:README|HINTS)(?:\.[a-z]{2})?\.md|checkpoints\/.*)$/;

/**
 * A sha256 (hex) of the learner's files in `dir`, a step folder: every file but the lesson, the
 * hints and `checkpoints/`, by path and content, so that an edit, a new file or a deleted one
 * changes it. Editor back-up and dot files count too: they are rare, and a needless re-check is
 * harmless where a missed change is not.
 */
export function learnerFilesHash(dir: string): string {
  const hash = createHash("sha256");
  // readdirSync's `recursive` names each entry's folder differently across Node.js 20's minors.
  const walk = (sub: string): string[] =>
    readdirSync(join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
      const path = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(path);
      return entry.isFile() && !NOT_STARTER.test(path) ? [path] : [];
    });
  for (const path of walk("").sort()) {
    hash
      .update(`${path}\0`)
      .update(readFileSync(join(dir, path)))
      .update("\0");
  }
  return hash.digest("hex");
}

/**
 * Whether step folder `dir` changed since the check `entry` records passed: its files' hash
 * differs from the one recorded (an entry recorded before hashes has none: not changed).
 */
export function changedSincePassed(entry: StepProgress | undefined, dir: string): boolean {
  return (
    entry?.verdict === "passed" &&
    entry.filesHash !== undefined &&
    existsSync(dir) &&
    learnerFilesHash(dir) !== entry.filesHash
  );
}

/** What is known of one step: its last check (if any) and how many hints were shown. */
export interface StepProgress extends Partial<CheckRecord> {
  /** the titles of the hints revealed so far by `npm run hint`, in the order shown */
  hintsSeen?: string[];
}

/** step id → what is known of it */
export type Progress = Record<string, StepProgress>;

/** Where progress is kept. */
export const progressFile = join(workshopRoot, ".workshop", "progress.json");

/** Reads the progress file; an absent or unreadable file means no step was checked yet. */
export function readProgress(file = progressFile): Progress {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Progress;
  } catch {
    return {};
  }
}

/**
 * Updates what is known of step `id`: a check's verdict replaces the previous check's fields,
 * the hint count stays.
 */
export function recordProgress(id: string, entry: StepProgress, file = progressFile): void {
  const before = readProgress(file);
  const progress = { ...before, [id]: { ...before[id], ...entry } };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(progress, null, 2)}\n`);
}

/**
 * Forgets step `id`'s last check (after `npm run reset` put its starter back): its verdict no
 * longer says anything of the files. The hints shown stay.
 */
export function clearVerdict(id: string, file = progressFile): void {
  const before = readProgress(file);
  const entry = before[id];
  if (!entry) return;
  const kept: StepProgress = entry.hintsSeen ? { hintsSeen: entry.hintsSeen } : {};
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...before, [id]: kept }, null, 2)}\n`);
}

/**
 * The room a learner joined with `npm run room -- join <address> <code>` (scripts/room/client.ts),
 * kept in the progress file beside the steps, under {@link ROOM_KEY}. Once it is there, every
 * check of the learner's own step folder, and the doctor, send their results to that room.
 */
export interface RoomLink {
  /** the room's URL, e.g. `http://192.168.1.20:4800` */
  address: string;
  /** the room code the instructor showed */
  code: string;
  /** the learner's random id in that room (crypto.randomUUID) */
  learnerId: string;
  /** the name the room shows */
  name: string;
  /** ISO time of joining */
  joinedAt: string;
}

/** The progress file's key for the room link: never a step id (those are `NN-name`). */
export const ROOM_KEY = "room";

/** The room this learner joined, or `undefined` (none, or a damaged entry). */
export function readRoomLink(file = progressFile): RoomLink | undefined {
  const entry = readProgress(file)[ROOM_KEY] as Partial<RoomLink> | undefined;
  const fields = ["address", "code", "learnerId", "name", "joinedAt"] as const;
  return entry && fields.every((field) => typeof entry[field] === "string")
    ? (entry as RoomLink)
    : undefined;
}

/** Keeps `link` as the room joined, or forgets the room with `undefined`; the steps stay. */
export function recordRoomLink(link: RoomLink | undefined, file = progressFile): void {
  const { [ROOM_KEY]: _left, ...steps } = readProgress(file);
  const progress = link ? { ...steps, [ROOM_KEY]: link } : steps;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(progress, null, 2)}\n`);
}

/** The progress file's key for the language last chosen with `--lang`: never a step id. */
export const LANGUAGE_KEY = "language";

/** The language last chosen with `--lang` (scripts/i18n/locale.ts), or `undefined`. */
export function readLanguage(file = progressFile): Locale | undefined {
  const entry: unknown = readProgress(file)[LANGUAGE_KEY];
  return typeof entry === "string" ? parseLocale(entry) : undefined;
}

/**
 * Remembers `locale` as the learner's language, for every later command (`undefined`: forgets
 * it, and the environment decides again); the steps stay.
 */
export function recordLanguage(locale: Locale | undefined, file = progressFile): void {
  const { [LANGUAGE_KEY]: _, ...steps } = readProgress(file);
  const progress = locale ? { ...steps, [LANGUAGE_KEY]: locale } : steps;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(progress, null, 2)}\n`);
}
