/**
 * The room code: the shared secret a learner types to join, random from node:crypto, in an
 * alphabet without look-alikes (no 0/O, 1/I/L) so that it reads well off a projector.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** The HTTP header that carries the room code with every submission. */
export const CODE_HEADER = "X-Room-Code";

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** Characters in a room code: 31⁸ ≈ 8.5 × 10¹¹ codes. */
export const CODE_LENGTH = 8;

/** A fresh random room code, e.g. `K7P2M9QX`. */
export function newRoomCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/**
 * A fresh viewer key: 144 random bits in base64url (24 characters), for the instructor's page
 * opened from another machine (`/?key=…`). Never typed, so it need not read well.
 */
export function newViewerKey(): string {
  return randomBytes(18).toString("base64url");
}

/** Whether `given` (an untrusted value) is `expected`, compared in constant time. */
export function secretMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== "string" || given.length > 64) return false;
  return timingSafeEqual(digest(expected), digest(given));
}

/** A code as typed (`k7p2-m9qx`, spaces) in the form it is compared in (`K7P2M9QX`). */
export function normalizeCode(text: string): string {
  return text.replace(/[\s-]/g, "").toUpperCase();
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether `given` (an untrusted header value) is the room's code, compared in constant time
 * (digests of equal length, crypto.timingSafeEqual).
 */
export function codeMatches(expected: string, given: unknown): boolean {
  if (typeof given !== "string" || given.length > 64) return false;
  return timingSafeEqual(digest(normalizeCode(expected)), digest(normalizeCode(given)));
}
