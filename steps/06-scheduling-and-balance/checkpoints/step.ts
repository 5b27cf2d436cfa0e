/**
 * What the self-test, the bench and the demo need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import type { MessageKey } from "./messages/en.ts";

export const STEP: StepFacts<MessageKey> = {
  // The learner adds one header to step 05's finished worker.
  startsFrom: { "index.ts": "05-pm2-ecosystem" },
  tools: ["lsof"],
  bench: {
    checkSeconds: 45,
    figures: ["smallest worker share"],
  },
  // The demo's one process and clusters: index.ts alone, and primary.ts with WORKERS and
  // SCHED_POLICY, answers counted by their X-Worker-Pid header.
  demo: ["cluster"],
  // The count without WORKERS is one per CPU; new connections take turns among all of them.
  simulate: {
    checkpoints: ["workerCount", "connections"],
    mistakes: ["WORKERS ignored"],
  },
  requirements: [
    {
      says: "name the worker in every answer: set the header X-Worker-Pid",
      section: "Which worker answered",
      todos: [3],
      checkpoint: "namesWorker",
      mistakes: ["no X-Worker-Pid header"],
    },
    {
      says: "the header's value is process.pid, the pid of the worker that runs the code",
      section: "Which worker answered",
      todos: [3],
      checkpoint: "namesWorker",
      mistakes: ["X-Worker-Pid holds the primary's pid (process.ppid)"],
    },
    {
      says: "set it in the middleware, before the routes, so that every route gets it, the ones you add later too",
      section: "Which worker answered",
      todos: [3],
      checkpoint: "namesWorker",
      mistakes: ["X-Worker-Pid set in the /heavy route only"],
    },
    {
      says: "take the number of workers from WORKERS when it is a positive whole number, and use it in the loop",
      section: "How many workers",
      todos: [2],
      checkpoint: "workerCount",
      mistakes: ["WORKERS ignored"],
    },
    {
      says: "availableParallelism() otherwise: without WORKERS, one worker per available CPU",
      section: "How many workers",
      todos: [2],
      checkpoint: "workerCount",
      mistakes: ["fallback leaves a core free (availableParallelism() - 1)"],
    },
    {
      says: "a value that is not a positive whole number (e.g. -1) falls back to the CPU count",
      section: "How many workers",
      todos: [2],
      checkpoint: "workerCount",
      mistakes: [
        "WORKERS read with || (a negative count kept)",
        "WORKERS=0 taken as a count (a digits-only test)",
      ],
    },
    {
      says: 'read the variable strictly: Number, not parseInt ("3 workers", "2.5" are not a count)',
      section: "How many workers",
      todos: [2],
      checkpoint: "workerCount",
      mistakes: ["WORKERS read with parseInt (a typo hidden)"],
    },
    {
      says: "when WORKERS is set but not valid, say so in the log before falling back to the CPU count",
      section: "How many workers",
      todos: [2],
      checkpoint: "workerCount",
      mistakes: ["invalid WORKERS replaced silently"],
    },
    {
      says: "set cluster.schedulingPolicy from SCHED_POLICY in code, not left to the environment (it wins over NODE_CLUSTER_SCHED_POLICY)",
      section: "Set the scheduling policy",
      todos: [1],
      checkpoint: "policy",
      mistakes: ["no scheduling policy set"],
    },
    {
      says: 'cluster.SCHED_NONE when SCHED_POLICY is "none"',
      section: "Set the scheduling policy",
      todos: [1],
      checkpoint: "policy",
      mistakes: ['SCHED_POLICY compared with the constant\'s name ("SCHED_NONE")'],
    },
    {
      says: "cluster.SCHED_RR otherwise: SCHED_POLICY unset (or any other value) gives round-robin",
      section: "Set the scheduling policy",
      todos: [1],
      checkpoint: "policy",
      mistakes: ["round-robin only when SCHED_POLICY=rr (SCHED_NONE by default)"],
    },
    {
      says: "assign the policy in both cases (SCHED_RR too): leaving round-robin to the default lets the environment choose none",
      section: "Set the scheduling policy",
      todos: [1],
      checkpoint: "policy",
      mistakes: ["only SCHED_NONE assigned (SCHED_RR left to the environment)"],
    },
    {
      says: "set it at the very top of primary.ts, before setupPrimary() and the first fork(), which freeze it",
      section: "Set the scheduling policy",
      todos: [1],
      checkpoint: "policy",
      mistakes: ["scheduling policy set after setupPrimary()"],
    },
    {
      says: 'print which policy you chose, e.g. "scheduling policy SCHED_RR"',
      section: "Set the scheduling policy",
      todos: [1],
      checkpoint: "policy",
      mistakes: ["policy not printed"],
    },
    {
      says: "keep connections open: the requests of one keep-alive connection are all answered by one worker (Connection: close only while draining)",
      section: "Connections, not requests",
      todos: [],
      checkpoint: "connections",
      mistakes: ["Connection: close on every answer (to spread the requests)"],
    },
    {
      says: "with SCHED_POLICY=rr, round-robin deals the connections: under 32 keep-alive connections every request answers 200 and each of 4 workers answers at least 12.5%; new connections reach every worker",
      section: "How this step is checked",
      todos: [1],
      checkpoint: "policy",
      mistakes: ["policy mapping inverted (SCHED_POLICY=rr gives SCHED_NONE)"],
    },
    {
      says: "run it yourself (curl -si for X-Worker-Pid, lsof on the listening socket, SCHED_POLICY=none, NODE_CLUSTER_SCHED_POLICY=none), then run the checkpoints",
      section: "Run it yourself",
      todos: [],
      unchecked:
        "a by-hand exploration in two terminals; what it shows is what the checkpoints measure automatically",
    },
  ],
};
