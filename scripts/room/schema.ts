/**
 * What a learner's machine may send to the room (`POST /api/results`), as zod schemas: names and
 * numbers only, never code or paths. Every object is strict (an unknown key refuses the whole
 * submission), every string is bounded and free of control and bidirectional-override characters,
 * every number finite, every list short; names carry no markup either. The server refuses what does not parse; what parses is
 * all the room ever stores or shows.
 * https://zod.dev/api (strictObject, discriminatedUnion, safeParse)
 */
import { z } from "zod";

/** Bounds of a submission: lengths in characters, counts in items, the body in bytes. */
export const LIMITS = {
  name: 40,
  checkpointName: 200,
  label: 120,
  unit: 12,
  threshold: 200,
  checkpoints: 40,
  figures: 60,
  /** the request body, as express.json's `limit` */
  bodyBytes: 64 * 1024,
} as const;

/** C0/C1 control characters and the bidirectional overrides and isolates (Trojan Source). */
const UNSAFE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** A trimmed, bounded line of text with nothing a terminal or a page could misread. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !UNSAFE.test(text), "control characters are not allowed");

/**
 * A name shown on the page (a learner's, a checkpoint's, a figure's label): a line of text
 * without angle brackets either. The page shows it as text anyway; markup in a name is refused
 * all the same, so that no export or log of the room ever carries it.
 */
const name = (max: number) =>
  line(max).refine((text) => !/[<>]/.test(text), "angle brackets are not allowed in names");

/** The platforms `process.platform` can name. */
const PLATFORMS = [
  "aix",
  "android",
  "cygwin",
  "darwin",
  "freebsd",
  "haiku",
  "linux",
  "netbsd",
  "openbsd",
  "sunos",
  "win32",
] as const;

/** A step's folder name, e.g. `03-cluster-primary` (scripts/workshop/steps.ts). */
export const stepIdSchema = z
  .string()
  .max(64)
  .regex(/^\d\d-[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** Who sent it: a random id made at join time and the name the learner chose. */
export const learnerSchema = z.strictObject({
  /** random, made by `npm run room -- join` (crypto.randomUUID) */
  id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  name: name(LIMITS.name),
});

/** The machine the figures come from. */
export const machineSchema = z.strictObject({
  /** CPUs the checks count (scripts/harness/measuring/cpus.ts `cpuBudget().usable`) */
  usableCpus: z.int().min(1).max(4096),
  /** `os.cpus().length` */
  logicalCpus: z.int().min(1).max(4096),
  /** `process.version`, e.g. `v24.11.0` */
  node: z.string().regex(/^v\d{1,3}\.\d{1,3}\.\d{1,3}(?:-[0-9A-Za-z.-]{1,40})?$/),
  platform: z.enum(PLATFORMS),
});

/** One checkpoint's verdict. */
export const checkpointSchema = z.strictObject({
  name: name(LIMITS.checkpointName),
  state: z.enum(["passed", "failed", "skipped"]),
});

/** One measured figure (scripts/harness/reporting/figures.ts), without its free-text detail. */
export const figureSchema = z.strictObject({
  /** the checkpoint that measured it */
  checkpoint: name(LIMITS.checkpointName),
  label: name(LIMITS.label),
  /** finite: zod 4's number() refuses Infinity and NaN */
  value: z.number(),
  unit: z
    .string()
    .max(LIMITS.unit)
    .refine((text) => !UNSAFE.test(text), "control characters are not allowed"),
  threshold: line(LIMITS.threshold).optional(),
});

/** Everything `POST /api/results` accepts, by `kind`. */
export const submissionSchema = z.discriminatedUnion("kind", [
  /** `npm run room -- join`: the learner appears in the room */
  z.strictObject({ kind: z.literal("join"), learner: learnerSchema, machine: machineSchema }),
  /** `npm run check <step>` on the learner's own step folder */
  z.strictObject({
    kind: z.literal("check"),
    learner: learnerSchema,
    machine: machineSchema,
    step: stepIdSchema,
    checkpoints: z.array(checkpointSchema).min(1).max(LIMITS.checkpoints),
    figures: z.array(figureSchema).max(LIMITS.figures),
    /** the check ran with --correctness-only: its speed-ups did not decide */
    correctnessOnly: z.boolean().optional(),
  }),
  /** `npm run doctor`: whether every step can run on this machine */
  z.strictObject({
    kind: z.literal("doctor"),
    learner: learnerSchema,
    machine: machineSchema,
    ready: z.boolean(),
  }),
]);

export type Submission = z.infer<typeof submissionSchema>;
export type CheckSubmission = Extract<Submission, { kind: "check" }>;
export type Machine = z.infer<typeof machineSchema>;
export type Learner = z.infer<typeof learnerSchema>;
export type CheckpointVerdict = z.infer<typeof checkpointSchema>;
export type RoomFigure = z.infer<typeof figureSchema>;

/** The outcome of {@link parseSubmission}. */
export type Parsed = { ok: true; value: Submission } | { ok: false; issues: string[] };

/** How many issues a refusal names: enough to fix a client, never an echo of the input. */
const MAX_ISSUES = 5;

/**
 * Validates an untrusted request body. The issues name the path and the rule broken (zod's
 * messages), never the value sent.
 *
 * @returns the submission (strings trimmed), or the first few issues
 */
export function parseSubmission(body: unknown): Parsed {
  const result = submissionSchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues
      .slice(0, MAX_ISSUES)
      .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`),
  };
}
