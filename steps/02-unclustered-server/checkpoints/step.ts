/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import { translator } from "../../../scripts/i18n/translate.ts";
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import type { MessageKey } from "./messages/en.ts";
import { MESSAGES } from "./messages/index.ts";

const say = translator(MESSAGES);

export const STEP: StepFacts<MessageKey> = {
  limits: (m) => (m.wsl === "WSL1" ? say("limit.wsl1") : undefined),
  bench: {
    checkSeconds: 20,
    fastFailures: ["ready-line typo"],
  },
  requirements: [
    {
      says: "read the port from the PORT environment variable",
      section: "The server",
      todos: [1],
      checkpoint: "starts",
      mistakes: ["ignores PORT"],
    },
    {
      says: "Environment variables are strings: turn it into a number (Number(process.env.PORT ?? 3000))",
      section: "The server",
      todos: [1],
      checkpoint: "starts",
      mistakes: ["type error"],
    },
    {
      says: "the file type-checks under strict TypeScript (no syntax or type error)",
      section: "How this step is checked",
      todos: [],
      checkpoint: "starts",
      mistakes: ["syntax error"],
    },
    {
      says: "the loop runs on every request: a cached or typed-in answer fails (per request at least half the CPU time of the 5,000,000-step loop)",
      section: "The /heavy route",
      todos: [2],
      checkpoint: "oneProcess",
      mistakes: ["the loop's result hard-coded (no loop per request)"],
    },
    {
      says: "print the ready line `App listening on port <port>`",
      section: "The server",
      todos: [3],
      checkpoint: "starts",
      mistakes: ["ready-line typo", "never ready: no ready line"],
    },
    {
      says: "give the listen callback an `error` parameter and look at it first: a taken port must not print the ready line",
      section: "When the port is taken",
      todos: [3],
      checkpoint: "portTaken",
      mistakes: ["port taken, listen error ignored"],
    },
    {
      says: "on a listen error end with process.exit(1) (fail within 3 s; a server that stays up serving nothing fails)",
      section: "When the port is taken",
      todos: [3],
      checkpoint: "portTaken",
      mistakes: ["listen error printed, the process kept running"],
    },
    {
      says: "PORT with 3000 as the default",
      section: "The server",
      todos: [1],
      unchecked:
        "a check never starts a server on a fixed port: 3000 may be taken on the learner's machine, and every start gives PORT",
    },
    {
      says: "add GET /heavy answering status 200 with exactly `The result of the CPU intensive task is 5000000`",
      section: "The /heavy route",
      todos: [2],
      checkpoint: "heavy",
      mistakes: ["the count sent as JSON"],
    },
    {
      says: "count from 0 to 5,000,000 in a plain `for` loop, adding one each step, and answer with the total",
      section: "The /heavy route",
      todos: [2],
      checkpoint: "heavy",
      mistakes: ["loop off by one (i <= 5_000_000)"],
    },
    {
      says: "Build the answer from the count your loop produced, not from a fixed string",
      section: "The /heavy route",
      todos: [2],
      unchecked:
        "a sentence typed in behind a loop that still runs answers and costs the same: only the source tells, and the loop's CPU time per request is checked",
    },
    {
      says: "listen on that port (the one read from PORT)",
      section: "The server",
      todos: [3],
      checkpoint: "starts",
      mistakes: ["listens on 3000, prints the PORT it read"],
    },
    {
      says: "if listen gets an error, print it (its message names EADDRINUSE)",
      section: "When the port is taken",
      todos: [3],
      checkpoint: "portTaken",
      mistakes: ["listen error: a silent exit"],
    },
    {
      says: "Print it with console.error (so whoever started the server sees it failed)",
      section: "When the port is taken",
      todos: [3],
      checkpoint: "portTaken",
      mistakes: ["listen error printed with console.log"],
    },
    {
      says: "otherwise print `worker pid=<process.pid>` (the process's own pid)",
      section: "The server",
      todos: [3],
      checkpoint: "starts",
      mistakes: ["pid line in the Node docs' wording"],
    },
    {
      says: "print the two lines when the server is listening, inside the listen callback after the error check (the ready line comes last)",
      section: "The server",
      todos: [3],
      checkpoint: "portTaken",
      mistakes: ["ready line printed after app.listen(), outside the callback"],
    },
    {
      says: "Keep index.ts a single process (no child processes): it is the baseline step 03 will beat",
      section: "One process",
      todos: [],
      checkpoint: "oneProcess",
      mistakes: ["a cluster already in index.ts"],
    },
  ],
};
