/**
 * The learner's progress: the verdict of the last check of each step folder, kept in a plain,
 * git-ignored JSON file, `.workshop/progress.json`, that `npm start` reads.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
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
