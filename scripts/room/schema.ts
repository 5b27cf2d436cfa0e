/**
 * What a learner's machine may send to the room (`POST /api/results`), as zod schemas: names and
 * numbers only, never code or paths. Every object is strict (an unknown key refuses the whole
 * submission), every string is bounded and free of control, format and other invisible
 * characters, every number finite and within what a machine can measure, every list short; names
 * carry no markup either, and a learner's name has one visible form ({@link visibleName}). The
 * server refuses what does not parse; what parses is all the room ever stores or shows.
 * https://zod.dev/api (strictObject, discriminatedUnion, safeParse)
 */
import { z } from "zod";

/** Bounds of a submission: lengths in characters, counts in items, the body in bytes. */
export const LIMITS = {
  name: 40,
  checkpointName: 200,
  cause: 160,
  label: 120,
  unit: 12,
  threshold: 200,
  checkpoints: 40,
  figures: 60,
  /** the request body, as express.json's `limit` */
  bodyBytes: 64 * 1024,
} as const;

/**
 * What no text the room shows may hold: control characters (C0/C1), format characters (the
 * bidirectional overrides and isolates of Trojan Source, zero-width spaces and joiners, the soft
 * hyphen), the line and paragraph separators U+2028/U+2029, private-use, unassigned and surrogate
 * code points, and whatever Unicode says renders as nothing (Default_Ignorable_Code_Point: the
 * Hangul fillers, the variation selectors). https://www.unicode.org/reports/tr44/ (properties)
 */
export const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** More combining marks on one letter than a script needs: "Zalgo" text spills over other rows. */
const MARK_STACK = /\p{M}{3}/u;

/** Most CPUs a machine may report: more than any machine a learner brings has. */
export const MAX_CPUS = 1024;

/**
 * The largest speed-up a machine with `usableCpus` can show: its CPUs, with room for noise and
 * for a fractional cgroup quota that libuv floors (nodejs/node#59200), and never less than 2.
 */
export const maxSpeedup = (usableCpus: number) => Math.max(usableCpus + 1, usableCpus * 1.25);

/**
 * A learner's name in its one visible form: Unicode NFKC (full-width letters, ligatures and
 * composed accents as one), every run of spaces and tabs as one space, trimmed. Two names that look
 * the same are then the same string, up to case ({@link nameKey}).
 * https://unicode.org/reports/tr15/ (normalization forms)
 */
export function visibleName(text: string): string {
  // Spaces and tabs only: line and paragraph separators stay, and are refused as invisible.
  return text
    .normalize("NFKC")
    .replace(/[\p{Zs}\t]+/gu, " ")
    .trim();
}

/** What makes two names the same learner's in a room: their visible form, without case. */
export function nameKey(name: string): string {
  return visibleName(name).toLowerCase();
}

/** Why a text cannot be shown as it is, or `undefined`. */
function invisibleIssue(text: string): string | undefined {
  if (INVISIBLE.test(text)) return "control, format and invisible characters are not allowed";
  if (MARK_STACK.test(text)) return "at most two combining marks on one letter";
  return undefined;
}

const UNSAFE = INVISIBLE;

/** A trimmed, bounded line of text with nothing a terminal or a page could misread. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .superRefine((text, context) => {
      const issue = invisibleIssue(text);
      if (issue) context.addIssue({ code: "custom", message: issue });
    });

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

/**
 * A learner's name: in its visible form ({@link visibleName}), with a letter, digit or symbol in
 * it (not marks or punctuation alone), and otherwise as {@link name}.
 */
const learnerName = z
  .string()
  .transform(visibleName)
  .pipe(name(LIMITS.name))
  .refine((text) => /[\p{L}\p{N}\p{S}]/u.test(text), "a name needs a letter, digit or symbol");

/** Who sent it: a random id made at join time and the name the learner chose. */
export const learnerSchema = z.strictObject({
  /** random, made by `npm run room -- join` (crypto.randomUUID) */
  id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  name: learnerName,
});

/** The machine the figures come from: no more usable CPUs than logical ones. */
export const machineSchema = z
  .strictObject({
    /** CPUs the checks count (scripts/harness/measuring/cpus.ts `cpuBudget().usable`) */
    usableCpus: z.int().min(1).max(MAX_CPUS),
    /** `os.cpus().length` */
    logicalCpus: z.int().min(1).max(MAX_CPUS),
    /** `process.version`, e.g. `v24.11.0` */
    node: z.string().regex(/^v\d{1,3}\.\d{1,3}\.\d{1,3}(?:-[0-9A-Za-z.-]{1,40})?$/),
    platform: z.enum(PLATFORMS),
  })
  .refine((m) => m.usableCpus <= m.logicalCpus, {
    message: "usable CPUs cannot outnumber logical ones",
    path: ["usableCpus"],
  });

/** One checkpoint's verdict. */
export const checkpointSchema = z.strictObject({
  name: name(LIMITS.checkpointName),
  state: z.enum(["passed", "failed", "skipped"]),
  /**
   * a failure's cause, as the room groups it: what the checkpoint expected, in English, its
   * figures written # (older clients send none)
   */
  cause: name(LIMITS.cause).optional(),
  /** a failure that follows from an earlier one: that checkpoint's name (no cause of its own) */
  followsFrom: name(LIMITS.checkpointName).optional(),
});

/** One measured figure (scripts/harness/reporting/figures.ts), without its free-text detail. */
export const figureSchema = z.strictObject({
  /** the checkpoint that measured it */
  checkpoint: name(LIMITS.checkpointName),
  label: name(LIMITS.label),
  /** finite (zod 4's number() refuses Infinity and NaN), and of a size a check can measure */
  value: z.number().min(-1e12).max(1e12),
  unit: z
    .string()
    .max(LIMITS.unit)
    .refine((text) => !UNSAFE.test(text), "control and invisible characters are not allowed"),
  threshold: line(LIMITS.threshold).optional(),
});

/** A speed-up figure: "speed-up, median of 3 rounds" in ×. */
export const isSpeedup = (figure: RoomFigure) =>
  figure.unit === "×" && figure.label.toLowerCase().startsWith("speed-up");

/**
 * The reference cluster's speed-up that a check records beside its speed-up figure: "reference
 * cluster's speed-up (your index.ts, 2 workers)" in × (scripts/harness/measuring/speedup.ts). A
 * room of clients from before the reference sends none; their speed-ups come without it.
 */
export const isReferenceSpeedup = (figure: RoomFigure) =>
  figure.unit === "×" && figure.label.toLowerCase().startsWith("reference cluster's speed-up");

/** Whether `figure` is a speed-up the machine it came from cannot show ({@link maxSpeedup}). */
export const impossibleSpeedup = (figure: RoomFigure, machine: { usableCpus: number }) =>
  (isSpeedup(figure) || isReferenceSpeedup(figure)) &&
  !(figure.value > 0 && figure.value <= maxSpeedup(machine.usableCpus));

/** Everything `POST /api/results` accepts, by `kind`. */
export const submissionSchema = z.discriminatedUnion("kind", [
  /** `npm run room -- join`: the learner appears in the room */
  z.strictObject({ kind: z.literal("join"), learner: learnerSchema, machine: machineSchema }),
  /** `npm run check <step>` on the learner's own step folder */
  z
    .strictObject({
      kind: z.literal("check"),
      learner: learnerSchema,
      machine: machineSchema,
      step: stepIdSchema,
      checkpoints: z.array(checkpointSchema).min(1).max(LIMITS.checkpoints),
      figures: z.array(figureSchema).max(LIMITS.figures),
      /** the check ran with --correctness-only: its speed-ups did not decide */
      correctnessOnly: z.boolean().optional(),
    })
    .superRefine((check, context) => {
      check.figures.forEach((figure, i) => {
        if (impossibleSpeedup(figure, check.machine)) {
          context.addIssue({
            code: "custom",
            path: ["figures", i, "value"],
            message: `a speed-up on ${check.machine.usableCpus} usable CPU(s) is above 0 and at most ${maxSpeedup(check.machine.usableCpus)}`,
          });
        }
      });
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
