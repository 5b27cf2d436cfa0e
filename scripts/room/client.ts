/**
 * The learner's side of the room: `npm run room -- join <address> <code>` (and `leave`), and the
 * posts that follow every check and doctor once joined. A post carries names and numbers only:
 * the checkpoints' verdicts, the measured figures (label, value, unit, threshold) and the machine
 * (usable and logical CPUs, Node.js version, platform), never code, paths or output, and the
 * learner's name is an anonymous one unless they choose theirs with `--name`. Posting never slows
 * or breaks a check: it waits at most {@link POST_TIMEOUT_MS}, never throws, never follows a
 * redirect (a "room" that forwards the post elsewhere would hand on the room code), and says how
 * it went in one dim line.
 */
import { randomInt, randomUUID } from "node:crypto";
import os from "node:os";
import { cpuBudget } from "../harness/measuring/cpus.ts";
import { messagePart } from "../harness/reporting/messages.ts";
import { t } from "../i18n/translate.ts";
import { progressFile, type RoomLink, readRoomLink, recordRoomLink } from "../workshop/progress.ts";
import type { CheckpointResult } from "../workshop/reporter.ts";
import { colors as pc, wrap } from "../workshop/terminal.ts";
import { CODE_HEADER, normalizeCode } from "./code.ts";
import {
  INVISIBLE,
  impossibleSpeedup,
  LIMITS,
  type Machine,
  machineSchema,
  parseSubmission,
  type RoomFigure,
  type Submission,
  visibleName,
} from "./schema.ts";

/** How long a post may take before it is given up, in ms. */
export const POST_TIMEOUT_MS = 1500;

/** Where a one-line report goes: stdout for a check, stderr for the doctor (its JSON is stdout). */
export type Write = (line: string) => void;

/** This machine as the room sees it. */
export function machineProfile(): Machine {
  return machineSchema.parse({
    usableCpus: cpuBudget().usable,
    logicalCpus: os.cpus().length || 1,
    node: process.version,
    platform: process.platform,
  });
}

/**
 * The room's base URL from what the learner typed: `http://10.0.0.5:4800`, `10.0.0.5:4800/`.
 *
 * @throws Error when it is not an http(s) address
 */
export function roomAddress(text: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Error(t("room.notAddress", { text }));
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(t("room.notHttp", { text }));
  }
  return url.origin;
}

/** The outcome of one post. */
export type PostOutcome = { ok: true } | { ok: false; reason: string };

/**
 * What an answer means to the learner, by its status and the room's `refusal` (./store.ts
 * `Accepted`): a full room, a name another learner has, an address that brought its most
 * learners.
 */
function refusal(status: number, link: RoomLink, reason: unknown): string {
  if (status === 401) return t("room.refusedCode", { address: link.address });
  if (reason === "name-taken") return t("room.nameTaken", { address: link.address });
  if (reason === "address-full") return t("room.addressFull");
  if (status === 429) return t("room.tooMany");
  if (status === 409) return t("room.full");
  if (status === 503) return t("room.notSaved");
  return t("room.httpStatus", { status: String(status) });
}

/**
 * Posts `submission` to the room of `link`, as JSON with the room code in a header, waiting at
 * most `timeoutMs`.
 *
 * @returns ok, or why not (never throws)
 */
export async function postSubmission(
  link: RoomLink,
  submission: Submission,
  timeoutMs = POST_TIMEOUT_MS,
): Promise<PostOutcome> {
  try {
    const answer = await fetch(new URL("/api/results", link.address), {
      method: "POST",
      headers: { "Content-Type": "application/json", [CODE_HEADER]: link.code },
      body: JSON.stringify(submission),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
    if (answer.status >= 300 && answer.status < 400) {
      await answer.body?.cancel();
      return { ok: false, reason: t("room.redirected", { address: link.address }) };
    }
    if (answer.ok) {
      await answer.body?.cancel();
      return { ok: true };
    }
    const body = await answer.json().catch(() => undefined);
    return { ok: false, reason: refusal(answer.status, link, body?.refusal) };
  } catch (error) {
    const { name, cause } = error as Error & { cause?: { code?: string } };
    if (name === "TimeoutError") {
      const seconds = String(timeoutMs / 1000);
      return { ok: false, reason: t("room.timeout", { address: link.address, seconds }) };
    }
    return {
      ok: false,
      reason: t("room.noAnswer", {
        address: link.address,
        error: cause?.code ?? (error as Error).message,
      }),
    };
  }
}

/** Characters the schema refuses, replaced before sending rather than losing the whole post. */
const UNSAFE = new RegExp(INVISIBLE.source, "gu");
const clip = (text: string, max: number) =>
  visibleName(text.replace(UNSAFE, " ").replace(/\p{M}{3,}/gu, (marks) => marks.slice(0, 2)))
    .slice(0, max)
    .trim();

/** A check's results as the room's submission (figures with a non-finite value left out). */
export function checkSubmission(
  link: RoomLink,
  step: string,
  results: readonly CheckpointResult[],
  options: { correctnessOnly?: boolean; machine?: Machine } = {},
): Submission {
  const figures: RoomFigure[] = results.flatMap((result) =>
    result.figures
      .filter((figure) => Number.isFinite(figure.value) && Math.abs(figure.value) <= 1e12)
      .map((figure) => ({
        checkpoint: clip(result.name, LIMITS.checkpointName),
        label: clip(figure.label, LIMITS.label),
        value: figure.value,
        unit: clip(figure.unit, LIMITS.unit),
        ...(figure.threshold ? { threshold: clip(figure.threshold, LIMITS.threshold) } : {}),
      })),
  );
  const machine = options.machine ?? machineProfile();
  return {
    kind: "check",
    learner: { id: link.learnerId, name: link.name },
    machine,
    step,
    checkpoints: results.slice(0, LIMITS.checkpoints).map((r) => ({
      name: clip(r.name, LIMITS.checkpointName),
      state: r.state,
      ...(r.state === "failed" && r.causedBy
        ? { followsFrom: clip(r.causedBy, LIMITS.checkpointName) }
        : {}),
      ...(r.state === "failed" && !r.causedBy && failureCause(r) ? { cause: failureCause(r) } : {}),
    })),
    // A speed-up the machine cannot show (a clock jump, a broken measurement) would be refused
    // with the whole post: it is left out instead.
    figures: figures.filter((f) => !impossibleSpeedup(f, machine)).slice(0, LIMITS.figures),
    ...(options.correctnessOnly ? { correctnessOnly: true } : {}),
  };
}

/**
 * Validates and posts `submission` for the joined room, and says how it went in one dim line
 * (with `quiet`, only when it failed).
 */
async function send(
  link: RoomLink,
  submission: Submission,
  write: Write,
  quiet = false,
): Promise<void> {
  const parsed = parseSubmission(submission);
  const outcome = parsed.ok
    ? await postSubmission(link, parsed.value)
    : { ok: false as const, reason: t("room.schema", { issue: parsed.issues[0] ?? "" }) };
  if (outcome.ok && quiet) return;
  const line = outcome.ok
    ? t("room.sent", { address: link.address })
    : t("room.notSent", { reason: outcome.reason });
  // Dimmed line by line after wrapping, so that a wrapped line stays dim.
  write(wrap(line).split("\n").map(pc.dim).join("\n"));
}

/**
 * What the room groups a failure by: the English `Expected:` line of its message, figures written
 * `#` (a port, a pid, a count differ from learner to learner, the cause does not) and angle
 * brackets as ‹ › (the room refuses markup). Expected says what the checkpoint wanted, never the
 * learner's output. Undefined for a message without one (a harness error).
 */
export function failureCause(result: CheckpointResult): string | undefined {
  const expected = messagePart(result.messages?.en ?? result.message ?? "", "expected");
  if (!expected) return undefined;
  const cause = expected
    .replace(/\d+(?:[.,]\d+)*/g, "#")
    .replace(/</g, "‹")
    .replace(/>/g, "›");
  return clip(cause, LIMITS.cause);
}

/**
 * After a check of the learner's own step folder: sends its verdicts and figures to the room
 * joined, if any. Nothing happens, and nothing is printed, when no room was joined.
 *
 * @param options.write where the one line goes (stdout by default)
 * @param options.quiet print the line only when the post failed
 */
export async function sendCheckToRoom(
  step: string,
  results: readonly CheckpointResult[],
  options: { correctnessOnly?: boolean; write?: Write; file?: string; quiet?: boolean } = {},
): Promise<void> {
  try {
    const link = readRoomLink(options.file);
    if (!link || results.length === 0) return;
    const submission = checkSubmission(link, step, results, options);
    await send(link, submission, options.write ?? console.log, options.quiet);
  } catch (error) {
    (options.write ?? console.log)(
      pc.dim(wrap(t("room.notSent", { reason: (error as Error).message }))),
    );
  }
}

/**
 * After `npm run doctor`: tells the joined room, if any, whether every step can run here.
 *
 * @param ready the doctor's verdict (its exit code was 0)
 * @param write where the one line goes: stderr by default, so that `--json` stays JSON
 */
export async function sendDoctorToRoom(
  ready: boolean,
  write: Write = (line) => console.error(line),
  file = progressFile,
): Promise<void> {
  try {
    const link = readRoomLink(file);
    if (!link) return;
    const learner = { id: link.learnerId, name: link.name };
    await send(link, { kind: "doctor", learner, machine: machineProfile(), ready }, write);
  } catch (error) {
    write(pc.dim(wrap(t("room.notSent", { reason: (error as Error).message }))));
  }
}

/**
 * The name the room shows unless the learner chooses one: "learner" and four random characters
 * (`learner K7P2`), never the account's user name, which the room would project on the wall.
 */
export function anonymousName(): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  return `learner ${Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join("")}`;
}

/** This account's user name, which earlier versions sent by default (or `undefined`). */
function userName(): string | undefined {
  try {
    return os.userInfo().username || undefined;
  } catch {
    return undefined;
  }
}

/**
 * `npm run room -- join <address> <code> [--name <name>]`: checks the room answers and takes the
 * code, then keeps the link in the progress file (a new id, or the same one when the learner
 * joins the same room again).
 *
 * @returns 0 when joined, 1 when the room refused or did not answer
 * @throws Error for an address that is not one, or a name the room would refuse
 */
export async function joinRoom(
  address: string,
  code: string,
  options: { name?: string; file?: string; write?: Write } = {},
): Promise<number> {
  const write = options.write ?? console.log;
  const file = options.file ?? progressFile;
  const before = readRoomLink(file);
  const origin = roomAddress(address);
  // A name chosen before is kept, unless it was the user name an earlier version sent unasked.
  const earlier =
    before?.name !== undefined && before.name !== userName() ? before.name : undefined;
  const link: RoomLink = {
    address: origin,
    code: normalizeCode(code),
    learnerId: before?.address === origin ? before.learnerId : randomUUID(),
    // The room refuses markup in names: drop angle brackets rather than the join.
    name:
      clip((options.name ?? earlier ?? anonymousName()).replace(/[<>]/g, ""), LIMITS.name) ||
      anonymousName(),
    joinedAt: new Date().toISOString(),
  };
  const submission: Submission = {
    kind: "join",
    learner: { id: link.learnerId, name: link.name },
    machine: machineProfile(),
  };
  const parsed = parseSubmission(submission);
  if (!parsed.ok) throw new Error(t("room.wouldRefuse", { issues: parsed.issues.join("; ") }));
  const outcome = await postSubmission(link, parsed.value, 5_000);
  if (!outcome.ok) {
    write(pc.red(wrap(t("room.joinFailed", { reason: outcome.reason }))));
    return 1;
  }
  recordRoomLink(link, file);
  write(pc.green(wrap(t("room.joined", { address: origin, name: link.name }))));
  write(wrap(t("room.joinedSends")));
  return 0;
}

/** `npm run room -- leave`: forgets the room; checks send nothing from then on. */
export function leaveRoom(options: { file?: string; write?: Write } = {}): number {
  const write = options.write ?? console.log;
  const link = readRoomLink(options.file);
  recordRoomLink(undefined, options.file);
  write(link ? t("room.left", { address: link.address }) : t("room.notJoined"));
  return 0;
}
