/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import type { MessageKey } from "./messages/en.ts";

export const STEP: StepFacts<MessageKey> = {
  // The learner adds two routes to step 07's finished worker.
  startsFrom: { "index.ts": "07-resilience-and-rolling-restart" },
  given: { "primary.ts": "06-scheduling-and-balance" },
  bench: {
    checkSeconds: 45,
    figures: ["/health while"],
  },
  requirements: [
    {
      says: "GET /block?ms=N holds the event loop for N ms with a busy-wait (a while loop that watches Date.now()), not setTimeout, which waits without holding the thread",
      section: "Block the event loop",
      todos: [1],
      checkpoint: "block",
      mistakes: ["/block with setTimeout instead of a busy-wait"],
    },
    {
      says: "a clock rather than a count of steps, as in /heavy, so that the block lasts N ms on a fast CPU as on a slow one",
      section: "Block the event loop",
      todos: [1],
      checkpoint: "block",
      mistakes: ["/block counts loop steps instead of watching the clock"],
    },
    {
      says: "answer when the loop is over (not before it)",
      section: "Block the event loop",
      todos: [1],
      checkpoint: "block",
      mistakes: ["/block answers first, then blocks"],
    },
    {
      says: "answer 200 `blocked for <ms> ms`",
      section: "Block the event loop",
      todos: [1],
      checkpoint: "block",
      mistakes: ["/block answers a fixed text"],
    },
    {
      says: "accept at most 5000: a larger ms (e.g. 60000) gets 400, a route that can freeze a process must have a ceiling",
      section: "Block the event loop",
      todos: [1],
      checkpoint: "block",
      mistakes: ["/block without a bound", "/block's ceiling at 10 000 ms"],
    },
    {
      says: "accept whole numbers from 0 to 5000: both ends of the range are accepted",
      section: "Block the event loop",
      todos: [1],
      checkpoint: "block",
      mistakes: ["/block refuses 0 (ms <= 0)", "/block refuses 5000 (ms >= MAX_BLOCK_MS)"],
    },
    {
      says: "anything else gets a 400 with a short message",
      section: "Block the event loop",
      todos: [1],
      checkpoint: "block",
      mistakes: ["/block's 400 with an empty body"],
    },
    {
      says: "accept from 0 only: a negative ms gets 400",
      section: "Block the event loop",
      todos: [1],
      checkpoint: "block",
      mistakes: ["/block without a lower bound"],
    },
    {
      says: "turn ms into a number with Number(…); what is not a number (`?ms=abc`) gets 400, with no default taken in its place",
      section: "Block the event loop",
      todos: [1],
      checkpoint: "block",
      mistakes: ["/block falls back to 0 as /slow falls back to 1000"],
    },
    {
      says: "ms missing (`req.query.ms` undefined) gets 400 too: anything but a whole number from 0 to 5000",
      section: "Block the event loop",
      todos: [1],
      checkpoint: "block",
      mistakes: ["/block without ms blocks for 0 ms"],
    },
    {
      says: "whole numbers only (Number.isInteger): a fraction such as `?ms=1.5` gets 400",
      section: "Block the event loop",
      todos: [1],
      checkpoint: "block",
      mistakes: ["/block checks isFinite instead of isInteger"],
    },
    {
      says: "check ms before you block: the 400 handler returns without blocking",
      section: "Block the event loop",
      todos: [1],
      checkpoint: "block",
      mistakes: ["/block answers 400 but goes on to block"],
    },
    {
      says: "GET /health answers 200",
      section: "A health check",
      todos: [2],
      checkpoint: "block",
      mistakes: ["the health route under another path"],
    },
    {
      says: "/health answers at once and does nothing else: cheap and local, no query to a database or other slow work",
      section: "A health check",
      todos: [2],
      checkpoint: "clusterAnswers",
      mistakes: ["/health waits for a (simulated) dependency"],
    },
    {
      says: "/health answers with `ok`",
      section: "A health check",
      todos: [2],
      unchecked:
        'the catalogued variant "/health with res.sendStatus(200)" answers `OK` and is accepted: the checkpoints and load balancers read the status only',
    },
    {
      says: "run it yourself: index.ts alone on port 3001, then primary.ts with WORKERS=2 on port 3000, probing /health with curl while /block runs",
      section: "Run it yourself",
      todos: [],
      unchecked:
        "commands the learner types by hand; the checkpoints run the same measurement themselves",
    },
  ],
};
