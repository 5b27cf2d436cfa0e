/**
 * How the checks' loads and deadlines follow the size of the cluster: one place, each quantity
 * with its reason. A room brings 1 to 64 CPUs (WSL2 shows every host thread); a cluster of N
 * workers needs load that reaches all N, and time that grows with what N workers cost to start
 * on the CPUs really there. docs/scaling.md gives the measurements behind each constant.
 *
 * Under a simulated machine (./simulation.ts) the cluster has the presented N workers but runs
 * on the `real` CPUs: deadlines are divided by the real CPUs, never the presented ones.
 */
import { cpuBudget } from "./cpus.ts";
import { simulation } from "./simulation.ts";

/** The fewest keep-alive connections any cluster-wide load opens. */
export const MIN_CONNECTIONS = 16;
/** Keep-alive connections per worker, at least, in a load that must reach every worker. */
export const CONNECTIONS_PER_WORKER = 2;

/**
 * Keep-alive connections for a load that must reach each of `workers` workers: max(16, 2 × N).
 * node:cluster's round-robin hands out connections, not requests (nodejs/node#8540): a load of
 * C keep-alive connections reaches at most C workers, so 16 connections leave N − 16 of 17 or
 * more workers idle, and a correct cluster looks like one whose workers do not run index.ts. Two
 * per worker keep each worker loaded while one of its connections waits for an answer.
 */
export function connectionsFor(workers: number): number {
  return Math.max(MIN_CONNECTIONS, CONNECTIONS_PER_WORKER * Math.max(1, workers));
}

/**
 * The CPUs that really run the programs: the usable CPUs of the real machine under a simulation
 * (./simulation.ts), else the usable CPUs (./cpus.ts). What a time budget divides by.
 */
export function realCpus(): number {
  return simulation()?.real ?? cpuBudget().usable;
}

/**
 * How long any program may take to become ready before its workers are counted, in ms: 15 s, or
 * `WORKSHOP_READY_DEADLINE_MS` (the self-test shortens it). A cluster of 2 tsx workers is ready
 * in about 1 s on the workshop's 2-core machine; the rest is room for a slow or busy laptop.
 */
export const READY_BASE_MS = Number(process.env.WORKSHOP_READY_DEADLINE_MS) || 15_000;

/**
 * CPU time one tsx worker costs to start and listen, in ms, with a margin: measured about 600 ms
 * on Node.js 26 and 850–900 ms on Node.js 20 (tsx compiling index.ts and Express loading;
 * docs/scaling.md, "Starting a worker").
 */
export const WORKER_START_CPU_MS = 1000;

/**
 * How long a program of `workers` workers may take to be ready, in ms: {@link READY_BASE_MS}
 * plus every worker's start-up CPU time shared over the real CPUs ({@link realCpus}). N workers
 * start at once and each costs {@link WORKER_START_CPU_MS} of CPU: on R CPUs that is N × 1 s ÷ R
 * of wall time at best (64 simulated workers on 2 CPUs: 32 s more; 64 on 64 CPUs: 1 s more).
 *
 * @param workers the workers the program is expected to fork (1 for a single process)
 */
export function readyDeadlineMs(workers = 1, real = realCpus()): number {
  return (
    READY_BASE_MS + Math.ceil((WORKER_START_CPU_MS * Math.max(1, workers)) / Math.max(1, real))
  );
}

/** How long pm2's daemon may take to start before it starts any app, in ms. */
export const PM2_DAEMON_START_MS = 5000;

/**
 * How long `pm2 start ecosystem.config.cjs` may take to bring `instances` instances online, in
 * ms: the daemon's start ({@link PM2_DAEMON_START_MS}), then {@link readyDeadlineMs} for the
 * instances, which start at once as a cluster's workers do.
 */
export function pm2StartDeadlineMs(instances: number, real = realCpus()): number {
  return PM2_DAEMON_START_MS + readyDeadlineMs(instances, real);
}

/** The workers a program started with `env` is expected to run: WORKERS, or one per usable CPU. */
export function expectedWorkers(env: Readonly<Record<string, string>> = {}): number {
  const requested = Number(env.WORKERS);
  return Number.isInteger(requested) && requested > 0 ? requested : cpuBudget().usable;
}

/**
 * How long one worker's turn in a rolling restart may take beyond its start, in ms: the new
 * worker's start under the restart load, the old worker's drain (the workshop's graceful
 * index.ts gives idle connections 1.5 s) and the primary's bookkeeping. Measured: 4.3 s a turn
 * for 16 simulated workers on 2 CPUs under a load paced to half the CPUs (69.4 s in all); a turn
 * of 6.5 s leaves half as much again.
 */
export const TURN_MARGIN_MS = 5500;

/** The least time a whole rolling restart is given, in ms: what a 2-worker cluster always had. */
export const ROLLING_MIN_MS = 30_000;

/**
 * How long a whole rolling restart of `workers` workers may take, in ms: one worker at a time, so
 * N turns one after the other, each a new worker's start (its {@link WORKER_START_CPU_MS} on one
 * CPU, as the load leaves it room: {@link restartLoadRps}) and the old one's drain
 * ({@link TURN_MARGIN_MS}), after 15 s for a slow machine; never under {@link ROLLING_MIN_MS}.
 * 2 workers: 30 s; 8: 67 s; 16: 119 s; 32: 223 s. Deliberately not divided by the CPUs: the turns do not
 * overlap, however many CPUs there are.
 */
export function rollingDeadlineMs(workers: number): number {
  return Math.max(
    ROLLING_MIN_MS,
    15_000 + Math.max(1, workers) * (WORKER_START_CPU_MS + TURN_MARGIN_MS),
  );
}

/**
 * How long any checkpoint may run on the workshop's 2-core machine, in ms: vitest.config.ts's
 * `testTimeout` (scale.test.ts holds the two equal), what {@link checkpointTimeoutMs} starts from.
 */
export const CHECKPOINT_BASE_MS = 90_000;

/**
 * How long one checkpoint may run on this machine, in ms: {@link CHECKPOINT_BASE_MS}, plus what
 * a cluster of `workers` workers on `real` CPUs adds to the two waits that grow with it and that
 * one checkpoint makes one after the other: its start ({@link readyDeadlineMs}) and a rolling
 * restart or `pm2 reload` ({@link rollingDeadlineMs}), beyond what 2 workers on 2 CPUs are given.
 * 2 workers on 2 CPUs: 90 s; 8 presented on 2: 130 s; 16 on 16: 179 s; 32 on 32: 283 s. A fixed
 * timeout below the deadlines inside ends a slow but correct checkpoint as "a workshop bug" before
 * its own deadline can say what was slow. The checks pass it to vitest
 * (scripts/workshop/run-checkpoints.ts).
 */
export function checkpointTimeoutMs(workers = cpuBudget().usable, real = realCpus()): number {
  const start = readyDeadlineMs(workers, real) - readyDeadlineMs(2, 2);
  const restart = rollingDeadlineMs(workers) - rollingDeadlineMs(2);
  return CHECKPOINT_BASE_MS + Math.max(0, start) + Math.max(0, restart);
}

/**
 * Requests per worker a load must send for each worker's share of the work to be counted: at
 * 64, a worker's share of N workers' requests under round-robin is steady to within a few
 * requests, far from the floor of half the fair share.
 */
export const SHARE_REQUESTS_PER_WORKER = 64;

/**
 * Requests for a "does every worker do its share" load of `workers` workers: 64 per worker, and
 * never fewer than for 4 workers (256), so that a small cluster's load lasts long enough for CPU
 * time, read in 10 ms ticks, to tell the shares apart.
 */
export function shareRequests(workers: number): number {
  return SHARE_REQUESTS_PER_WORKER * Math.max(4, workers);
}

/**
 * Requests one client sends in turn, each on a new connection, to show that round-robin reaches
 * every one of `workers` workers: max(40, 2 × N). Round-robin hands the k-th new connection to
 * worker k mod N, so N requests reach N workers; twice that leaves room for a request that lands
 * while a worker is still being handed its turn.
 */
export function inTurnRequests(workers: number): number {
  return Math.max(40, 2 * Math.max(1, workers));
}

/**
 * Share of the real CPUs a load may take while workers start under it (a rolling restart, a
 * replacement): a quarter. At half, among 16 simulated workers on 2 CPUs, a replacement took
 * 3.9 s of the 5 s it is given and a rolling restart 69.4 s; at a quarter, 1.7 s and 48.6 s. A closed-loop load of 2 × N connections keeps every worker busy; with more
 * workers than CPUs a starting worker then gets 1 / (N + 1) of the CPUs and takes N times longer
 * to start (32 workers on 2 CPUs: about 17 s instead of 1 s, each).
 */
export const RESTART_LOAD_SHARE = 0.25;

/**
 * The request rate for a load under which workers must start, in req/s, or `undefined` for an
 * unpaced (closed-loop, as fast as answers come) load: where the workers are no more than the
 * real CPUs, a starting worker has a CPU of its own and no pacing is needed; above, the rate
 * is {@link RESTART_LOAD_SHARE} of what the real CPUs serve at `requestMs` of CPU per request.
 *
 * @param requestMs CPU time one request costs the server, in ms (e.g. heavyLoopCpuMs() of /heavy)
 */
export function restartLoadRps(
  workers: number,
  requestMs: number,
  real = realCpus(),
): number | undefined {
  if (workers <= real) return undefined;
  return Math.max(1, Math.floor((RESTART_LOAD_SHARE * real * 1000) / Math.max(0.01, requestMs)));
}

/**
 * Workers one load-generator thread can keep busy on /heavy: about 16. One thread of loadtest
 * sends 10,000–19,000 req/s to a trivial route from one core; /heavy costs about 1.3 ms of a fast
 * CPU (750 req/s per worker), so above about 16 workers one thread would measure itself, not the
 * cluster (docs/scaling.md, "The load generator's ceiling").
 */
export const WORKERS_PER_GENERATOR = 16;

/**
 * Load-generator threads for a load on `workers` workers: one per {@link WORKERS_PER_GENERATOR}
 * workers, but never more than half the real CPUs (the generator must not take the cluster's).
 */
export function generatorThreads(workers: number, real = realCpus()): number {
  return Math.max(1, Math.min(Math.ceil(workers / WORKERS_PER_GENERATOR), Math.floor(real / 2)));
}

/**
 * Above this event-loop utilisation (0–1) of its busiest thread, the load generator had no idle
 * time left: the figure it measured is the generator's ceiling, not the servers' speed.
 */
export const GENERATOR_BOUND_ELU = 0.9;

/**
 * The largest cluster a check judges in full on a machine of `real` CPUs: as many workers as the
 * generator threads {@link generatorThreads} may use can keep busy.
 */
export function largestJudgedWorkers(real = realCpus()): number {
  return WORKERS_PER_GENERATOR * Math.max(1, Math.floor(real / 2));
}
