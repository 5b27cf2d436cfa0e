/**
 * The workshop's one rule for every speed-up verdict (docs/speedup-rule.md), as pure functions over
 * measured windows. A speed-up is judged against what this machine can do now, measured in the same
 * run: a reference cluster (the learner's own index.ts in one worker per usable CPU, under the
 * workshop's primary) is loaded in the same rounds as the single process and the learner's cluster,
 * so that SMT, efficiency cores, clocks, power limits, VM steal time and other programs weigh on
 * the reference exactly as on the learner's server. docs/speedup-rule.md explains the method and
 * why a fixed `1 + 0.35 × (CPUs − 1)` failed correct code on common laptops.
 */
import { median } from "./load.ts";

/** One round of the comparison: each side's req/s in its window of that round. */
export interface Round {
  /** the learner's index.ts alone */
  single: number;
  /** the learner's cluster (primary.ts, pm2, …) */
  cluster: number;
  /** the workshop's reference cluster of the same index.ts */
  reference: number;
}

/**
 * The rule's constants.
 * - `share`: the learner's cluster must show at least this share of the reference's gain over one
 *   process: `cluster ≥ single + share × (reference − single)`. Half: a correct cluster is the
 *   reference's equal, a one-process "cluster" shows none of its gain, and the midpoint leaves both
 *   the same room for noise.
 * - `minReferenceGain`: below a reference speed-up of `1 + this`, this machine cannot show a
 *   speed-up right now (busy, one core's worth of CPU, a low power limit); the speed-up then
 *   decides nothing and the structural checkpoints (worker count, each worker's share of the
 *   work) carry the verdict.
 * - Sequential test over rounds (a sign test, as in Wald's sequential probability ratio test with
 *   one step per round): a round is "closer" when the cluster's window reaches the midpoint. The
 *   comparison stops as soon as the closer rounds lead the others by `passLead` (pass) or trail
 *   them by `failLead` (fail), after at least `minRounds` and at most `maxRounds` rounds; a
 *   clear case takes `minRounds`, a case near the threshold is measured longer.
 * - `impossibleFactor`: above `usable CPUs × this`, more cores cannot explain the speed-up: the
 *   cluster does less work per request than the single process (a hard-coded answer), provided
 *   that it is also faster than the reference cluster by more than `impossibleFactor ×
 *   processSpread`. A correct cluster is the reference's equal, up to the processes' spread, so
 *   a speed-up above the ceiling from a cluster within that of the reference means the single
 *   process's windows ran slow, not that the cluster skips work.
 * - `processSpread`: how far apart the same index.ts runs in two processes. On Node.js 20 and 22
 *   V8 runs /heavy's handler at one of two speeds, changing over a process's life: on the
 *   workshop's 2-core VM, one process at one keep-alive connection served 76–104 req/s in some
 *   windows and 133–183 in others (Node.js 20.20 and 22.23; Node.js 24 and 26 ran at 156–344
 *   without two modes), docs/speedup-rule.md. A cluster whose workers all ran fast measured
 *   1.77× its reference, 2.97× one process (a CI run on Node.js 20.20).
 * - `tutorialLoadShare`: the share for a figure the learner's own script measured at the
 *   tutorial's load (the learner's compare.ts: 200 connections, its load generator in its own
 *   process). That load generator takes more of the CPUs than the harness's 32 connections, and
 *   the cluster feels it more than one process: here compare.ts reported 1.56× where the
 *   harness measured primary.ts at 1.81× on the same servers (docs/speedup-rule.md), so a quarter
 *   of the reference's gain is asked of it; a one-process comparison still shows none.
 */
export const SPEEDUP_RULE = {
  share: 0.5,
  minReferenceGain: 0.15,
  minRounds: 3,
  maxRounds: 10,
  passLead: 3,
  failLead: 4,
  impossibleFactor: 1.25,
  processSpread: 2.2,
  tutorialLoadShare: 0.25,
} as const;

/**
 * The speed-up a cluster is held to when the reference cluster reached `referenceSpeedup` over one
 * process: `1 + share × (referenceSpeedup − 1)`.
 */
export function speedupThreshold(
  referenceSpeedup: number,
  share: number = SPEEDUP_RULE.share,
): number {
  return 1 + share * (referenceSpeedup - 1);
}

/** Whether a reference speed-up is high enough for any speed-up to be judged against it. */
export function referenceShowsSpeedup(referenceSpeedup: number): boolean {
  return referenceSpeedup >= 1 + SPEEDUP_RULE.minReferenceGain;
}

/** What the rounds say about the learner's cluster. */
export type SpeedupOutcome =
  /** the cluster shows at least `share` of the reference's gain */
  | "faster"
  /** it does not, on a machine whose reference shows a gain */
  | "not faster"
  /** faster than more cores can explain */
  | "impossible"
  /** the reference itself shows no clear gain: nothing can be judged right now */
  | "machine cannot show";

export interface SpeedupJudgement {
  outcome: SpeedupOutcome;
  /** whether more rounds would be measured: false once the verdict is clear or at maxRounds */
  measureMore: boolean;
  rounds: number;
  /** rounds in which the cluster's window reached the midpoint between single and reference */
  closer: number;
  /** median of the per-round cluster ÷ single ratios */
  speedup: number;
  /** median of the per-round reference ÷ single ratios */
  referenceSpeedup: number;
  /** median of the per-round cluster ÷ reference ratios: about 1 for a correct cluster */
  overReference: number;
  /** `1 + share × (referenceSpeedup − 1)`: the speed-up the cluster is held to */
  threshold: number;
  /** `usableCpus × impossibleFactor` */
  ceiling: number;
  /** `impossibleFactor × processSpread`: beyond the reference by more than this is a shortcut */
  overReferenceCeiling: number;
}

/** Whether the cluster's window of `round` reached the midpoint between single and reference. */
export function isCloser(round: Round, share: number = SPEEDUP_RULE.share): boolean {
  return round.cluster >= round.single + share * (round.reference - round.single);
}

/**
 * Judges the rounds measured so far by {@link SPEEDUP_RULE}.
 *
 * @param rounds every round's req/s per side, in run order; windows with no answers count as 0
 * @param usableCpus the CPUs this process may use (cpus.ts `cpuBudget().usable`)
 * @returns the outcome so far and whether to measure another round; with fewer than `minRounds`
 *   rounds `measureMore` is true
 */
export function judgeSpeedup(
  rounds: readonly Round[],
  usableCpus: number,
  rule: typeof SPEEDUP_RULE = SPEEDUP_RULE,
): SpeedupJudgement {
  const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
  const speedup = median(rounds.map((r) => ratio(r.cluster, r.single)));
  const referenceSpeedup = median(rounds.map((r) => ratio(r.reference, r.single)));
  const overReference = median(rounds.map((r) => ratio(r.cluster, r.reference)));
  const closer = rounds.filter((r) => isCloser(r, rule.share)).length;
  const lead = closer - (rounds.length - closer);
  const ceiling = usableCpus * rule.impossibleFactor;
  const overReferenceCeiling = rule.impossibleFactor * rule.processSpread;
  const canShow = referenceSpeedup >= 1 + rule.minReferenceGain;
  const base = {
    rounds: rounds.length,
    closer,
    speedup,
    referenceSpeedup,
    overReference,
    threshold: speedupThreshold(referenceSpeedup, rule.share),
    ceiling,
    overReferenceCeiling,
  };
  const last = rounds.length >= rule.maxRounds;
  if (rounds.length < rule.minRounds) return { ...base, outcome: "not faster", measureMore: true };
  // Above the ceiling, and beyond the reference too: settled after two rounds more than the
  // least, so that one noisy round cannot call correct code impossible. Above the ceiling but
  // within the processes' spread of the reference, the single process ran slow: the rounds are
  // judged as any others.
  if (speedup > ceiling && overReference > overReferenceCeiling)
    return { ...base, outcome: "impossible", measureMore: rounds.length < rule.minRounds + 2 };
  if (canShow && lead >= rule.passLead) return { ...base, outcome: "faster", measureMore: false };
  if (canShow && lead <= -rule.failLead)
    return { ...base, outcome: "not faster", measureMore: false };
  if (!last)
    return { ...base, outcome: canShow ? "not faster" : "machine cannot show", measureMore: true };
  if (!canShow) return { ...base, outcome: "machine cannot show", measureMore: false };
  // Undecided at maxRounds: the majority of rounds decides, a tie for the learner.
  return {
    ...base,
    outcome: 2 * closer >= rounds.length ? "faster" : "not faster",
    measureMore: false,
  };
}
