/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import type { MessageKey } from "./messages/en.ts";

export const STEP: StepFacts<MessageKey> = {
  given: { "index.ts": "02-unclustered-server" },
  bench: {
    checkSeconds: 20,
    medianCheckSeconds: 12, // with the reference cluster (docs/speedup-rule.md)
    figures: ["smallest worker share"],
    fastFailures: ["crash loop: primary.ts without exec"],
  },
  // The self-test's Ctrl-C lands in the speed-up checkpoint: only there do the primary, its
  // workers and the single process all run, loaded at once (4 on 2 CPUs; the checkpoints before
  // run the cluster alone).
  ctrlC: { running: 4 },
  // Every checkpoint counts workers or loads them: all run at every simulated size.
  simulate: {
    mistakes: [
      "wrong number of workers",
      "one worker fewer than the CPUs",
      "dead worker not replaced",
    ],
  },
  requirements: [
    {
      says: "before the first fork, point the workers at index.ts with cluster.setupPrimary({ exec })",
      section: "The primary",
      todos: [2],
      checkpoint: "forks",
      mistakes: ["crash loop: primary.ts without exec"],
    },
    {
      says: 'exec is the absolute path of the index.ts beside primary.ts (fileURLToPath(new URL("./index.ts", import.meta.url))), not a bare "index.ts"',
      section: "The primary",
      todos: [2],
      checkpoint: "forks",
      mistakes: ["exec relative to the working folder"],
    },
    {
      says: "Call cluster.fork() once per usable CPU: fewer workers leave a core idle",
      section: "Fork one worker per CPU",
      todos: [3],
      checkpoint: "forks",
      mistakes: ["one worker fewer than the CPUs", "wrong number of workers"],
    },
    {
      says: 'when a worker exits (cluster.on("exit", …)), call cluster.fork() to start a replacement',
      section: "Replace a worker that dies",
      todos: [4],
      checkpoint: "replace",
      mistakes: ["dead worker not replaced"],
    },
    {
      says: "print `Number of CPUs is <n>`, the count from availableParallelism()",
      section: "The primary",
      todos: [1],
      checkpoint: "forks",
      mistakes: ["no CPU count printed"],
    },
    {
      says: "print `Primary pid=<process.pid>`",
      section: "The primary",
      todos: [1],
      checkpoint: "forks",
      mistakes: ["the Node docs' banner: Primary <pid> is running"],
    },
    {
      says: 'setupPrimary comes "before the first fork" (otherwise each worker runs primary.ts again and dies with `fork is not a function`)',
      section: "The primary",
      todos: [2],
      checkpoint: "forks",
      mistakes: ["setupPrimary after the fork loop"],
    },
    {
      says: 'not more workers than usable CPUs: "more only take turns on the cores there are"',
      section: "Fork one worker per CPU",
      todos: [3],
      checkpoint: "forks",
      mistakes: ["one worker more than the CPUs"],
    },
    {
      says: "on exit, print which worker died (worker.process.pid)",
      section: "Replace a worker that dies",
      todos: [4],
      checkpoint: "replace",
      mistakes: ["worker replaced silently"],
    },
    {
      says: "and print why it died: the signal, or else the exit code",
      section: "Replace a worker that dies",
      todos: [4],
      unchecked:
        "the tutorial's own primary prints the pid alone (`worker <pid> has been killed`, a catalogued variant), and the workshop accepts it",
    },
    {
      says: '"The primary serves no requests. It starts the workers and looks after them"',
      section: "The primary",
      todos: [],
      checkpoint: "forks",
      mistakes: ["the primary imports index.ts, and so serves too"],
    },
    {
      says: "under load every request answers 200 and every worker does at least half its fair share of the work (CPU time)",
      section: "How this step is checked",
      todos: [],
      checkpoint: "load",
      mistakes: ["a worker paused by its primary (SIGSTOP) once it listens"],
    },
    {
      says: "Your cluster must show at least half the reference's gain over one process (and not above 1.25 × the ideal)",
      section: "How this step is checked",
      todos: [],
      checkpoint: "speedup",
      mistakes: ["a watchdog in the primary that waits by spinning"],
    },
  ],
};
