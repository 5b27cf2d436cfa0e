/**
 * The catalogue of valid variants (issue #11): correct code written otherwise than the solution,
 * in styles real learners write. A variant is either one edit of a solution file, like the
 * mistakes (./mistakes.ts), or whole files from a fixture folder
 * (`scripts/selftest/variants/<step>/<files>/`) copied over a copy of the solution. The self-test
 * applies it outside the workshop and expects every checkpoint of the step to pass on it: a
 * correct submission marked red is the worst verdict a check can give.
 *
 * A fixture holds only the files the learner wrote otherwise. tsc leaves the fixtures out
 * (tsconfig.json): they import their solution's other files, and the checks type-check them
 * there. A fixture with top-level await brings the learner's `package.json` (`"type": "module"`),
 * which the workshop's own gives a step folder inside it but not a copy outside.
 */
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { workshopRoot } from "../harness/paths.ts";
import { resolveStep } from "../workshop/steps.ts";
import { applyMistake, type SolutionEdit } from "./mistakes.ts";

/** A variant whose files replace the solution's: the fixture folder's files, copied over it. */
export interface FixtureVariant {
  name: string;
  step: string;
  /** the fixture folder under `scripts/selftest/variants/<step>/` */
  files: string;
}

export type Variant = SolutionEdit | FixtureVariant;

/** Where the fixture folders of the variants live. */
export const VARIANTS_DIR = join(workshopRoot, "scripts/selftest/variants");

/**
 * Copies the variant's solution to a new folder outside the workshop and applies the variant.
 *
 * @returns the folder (the caller removes it)
 * @throws Error when the fixture folder is missing or the solution no longer contains the text
 *   to edit
 */
export function applyVariant(variant: Variant): string {
  if (!("files" in variant)) return applyMistake(variant);
  const step = resolveStep(variant.step);
  const fixture = join(VARIANTS_DIR, step.id, variant.files);
  if (!existsSync(fixture)) throw new Error(`"${variant.name}": no fixture folder ${fixture}`);
  const dir = mkdtempSync(join(tmpdir(), "workshop-variant-"));
  cpSync(step.solutionDir, dir, { recursive: true });
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

/** The tutorial's own /heavy answer: the sentence followed by a newline. */
const TUTORIAL_BODY = {
  find: "res.send(`The result of the CPU intensive task is ${total}`);",
  replace: "res.send(`The result of the CPU intensive task is ${total}\\n`);",
};

export const VARIANTS: readonly Variant[] = [
  {
    name: "node index.ts, for a project that declares Node.js 22.18 or newer",
    step: "01-project-setup",
    file: "package.json",
    find: '"start": "node --import tsx index.ts"',
    replace: '"start": "node index.ts"',
    before: {
      find: '  "type": "module",',
      replace: '  "type": "module",\n  "engines": { "node": ">=22.18" },',
    },
  },
  {
    name: "the tutorial's /heavy body, ending with a newline",
    step: "02-unclustered-server",
    file: "index.ts",
    ...TUTORIAL_BODY,
  },
  {
    name: "the tutorial's code, with PORT and the listen error added",
    step: "02-unclustered-server",
    files: "tutorial-code",
  },
  {
    name: "a listen error thrown",
    step: "02-unclustered-server",
    file: "index.ts",
    find: "    console.error(`Could not listen on port ${port}: ${error.message}`);\n    process.exit(1);\n",
    replace: "    throw error;\n",
  },
  {
    name: "process.exitCode = 1 on a listen error",
    step: "02-unclustered-server",
    file: "index.ts",
    find: "    process.exit(1);\n",
    replace: "    process.exitCode = 1;\n    return;\n",
  },
  {
    name: "listen awaited with events.once, node: imports",
    step: "02-unclustered-server",
    files: "events-once",
  },
  {
    name: "http.createServer awaited in a promise, timestamped lines",
    step: "02-unclustered-server",
    files: "promise-listen",
  },
  {
    name: "one ready line with a prefix and the pid",
    step: "02-unclustered-server",
    file: "index.ts",
    find: "  console.log(`worker pid=${process.pid}`);\n  console.log(`App listening on port ${port}`);",
    replace: "  console.log(`[server] worker pid=${process.pid} · App listening on port ${port}`);",
  },
  {
    name: "the tutorial's /heavy body, ending with a newline",
    step: "03-cluster-primary",
    file: "index.ts",
    ...TUTORIAL_BODY,
  },
  {
    name: "the Node docs' single-file cluster (isPrimary branch), the tutorial's body",
    step: "03-cluster-primary",
    files: "single-file",
  },
  {
    name: "the tutorial's primary: os.cpus().length, __dirname, bare imports",
    step: "03-cluster-primary",
    files: "tutorial-primary",
  },
  {
    name: 're-fork with worker.on("exit") in a fork function',
    step: "03-cluster-primary",
    file: "primary.ts",
    find: `for (let i = 0; i < cpus; i++) {
  cluster.fork();
}

cluster.on("exit", (worker, code, signal) => {
  console.log(\`worker \${worker.process.pid} died (\${signal ?? \`code \${code}\`}); forking a new one\`);
  cluster.fork();
});`,
    replace: `function forkWorker(): void {
  const worker = cluster.fork();
  worker.on("exit", (code, signal) => {
    console.log(\`worker \${worker.process.pid} exited (\${signal || code}), starting another\`);
    forkWorker();
  });
}

for (let i = 0; i < cpus; i++) forkWorker();`,
  },
  {
    name: "exec from import.meta.dirname (Node >= 20.11)",
    step: "03-cluster-primary",
    file: "primary.ts",
    before: {
      find: 'import { fileURLToPath } from "node:url";',
      replace: 'import path from "node:path";',
    },
    find: 'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });',
    replace: 'cluster.setupPrimary({ exec: path.join(import.meta.dirname, "index.ts") });',
  },
  {
    name: "cluster.setupMaster, the older tutorials' name",
    step: "03-cluster-primary",
    file: "primary.ts",
    find: "cluster.setupPrimary(",
    replace: "cluster.setupMaster(",
  },
  {
    name: "one for loop over the two servers, another report wording",
    step: "04-loadtest-comparison",
    files: "sequential-loop",
  },
  {
    name: "callbacks and .then(), no async/await",
    step: "04-loadtest-comparison",
    files: "callbacks",
  },
  {
    name: "helper functions, .finally() instead of try/finally",
    step: "04-loadtest-comparison",
    files: "helpers",
  },
  {
    name: "the tutorial's /heavy body, ending with a newline",
    step: "05-pm2-ecosystem",
    file: "index.ts",
    ...TUTORIAL_BODY,
  },
  {
    name: 'instances: "max"',
    step: "05-pm2-ecosystem",
    file: "ecosystem.config.cjs",
    find: "instances: 0, // one per CPU",
    replace: 'instances: "max",',
  },
  {
    name: 'process.once("SIGINT")',
    step: "05-pm2-ecosystem",
    file: "index.ts",
    find: 'process.on("SIGINT", () => {',
    replace: 'process.once("SIGINT", () => {',
  },
  {
    name: "the drain as a named function, a state object, if (process.send)",
    step: "05-pm2-ecosystem",
    files: "named-drain",
  },
  {
    name: "the ecosystem as a const, an absolute script, interpreter_args",
    step: "05-pm2-ecosystem",
    files: "const-config",
  },
  {
    name: "one file: an isPrimary branch, workers import index.ts",
    step: "06-scheduling-and-balance",
    files: "single-file",
  },
  {
    name: "a table of policies, WORKERS checked with a regular expression",
    step: "06-scheduling-and-balance",
    files: "policy-table",
  },
  {
    name: "the policy set in an if/else",
    step: "06-scheduling-and-balance",
    file: "primary.ts",
    find: 'cluster.schedulingPolicy =\n  process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR;',
    replace:
      'if (process.env.SCHED_POLICY === "none") {\n  cluster.schedulingPolicy = cluster.SCHED_NONE;\n} else {\n  cluster.schedulingPolicy = cluster.SCHED_RR;\n}',
  },
  {
    name: "X-Worker-Pid in a middleware of its own, res.setHeader with a number",
    step: "06-scheduling-and-balance",
    file: "index.ts",
    find: 'app.use((_req, res, next) => {\n  res.set("X-Worker-Pid", String(process.pid));\n',
    replace:
      'app.use((_req, res, next) => {\n  res.setHeader("X-Worker-Pid", process.pid);\n  next();\n});\n\napp.use((_req, res, next) => {\n',
  },
  {
    name: "a rolling restart around a map of worker states",
    step: "07-resilience-and-rolling-restart",
    files: "state-map",
  },
  {
    name: "callbacks only: a restart that calls itself for the next worker",
    step: "07-resilience-and-rolling-restart",
    files: "callbacks",
  },
  {
    name: "listening() as a race of events.once",
    step: "07-resilience-and-rolling-restart",
    file: "primary.ts",
    before: {
      find: 'import cluster, { type Worker } from "node:cluster";',
      replace:
        'import cluster, { type Worker } from "node:cluster";\nimport { once } from "node:events";',
    },
    find: `function listening(worker: Worker): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.log(
        \`worker \${worker.process.pid} not listening after \${LISTEN_TIMEOUT_MS} ms: SIGKILL\`,
      );
      worker.process.kill("SIGKILL");
    }, LISTEN_TIMEOUT_MS);
    worker.once("listening", () => {
      clearTimeout(timer);
      resolve(true);
    });
    worker.once("exit", () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}`,
    replace: `function listening(worker: Worker): Promise<boolean> {
  const timer = setTimeout(() => worker.process.kill("SIGKILL"), LISTEN_TIMEOUT_MS);
  return Promise.race([
    once(worker, "listening").then(() => true),
    once(worker, "exit").then(() => false),
  ]).finally(() => clearTimeout(timer));
}`,
  },
  {
    name: "a back-off that starts at 500 ms",
    step: "07-resilience-and-rolling-restart",
    file: "primary.ts",
    find: "const FIRST_BACKOFF_MS = 1000;",
    replace: "const FIRST_BACKOFF_MS = 500;",
  },
  {
    name: "ms checked with a regular expression, performance.now(), 400 as JSON",
    step: "08-event-loop-isolation",
    file: "index.ts",
    find: `  const ms = Number(req.query.ms);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_BLOCK_MS) {
    res.status(400).send(\`ms must be a whole number from 0 to \${MAX_BLOCK_MS}\`);
    return;
  }
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy-wait: nothing else runs in this process meanwhile
  }`,
    replace: `  const raw = req.query.ms;
  if (typeof raw !== "string" || !/^\\d{1,4}$/.test(raw) || Number(raw) > MAX_BLOCK_MS) {
    return void res.status(400).json({ error: \`ms must be 0..\${MAX_BLOCK_MS}\` });
  }
  const ms = Number(raw);
  const start = performance.now();
  while (performance.now() - start < ms) {
    // spin
  }`,
  },
  {
    name: "/health with res.sendStatus(200)",
    step: "08-event-loop-isolation",
    file: "index.ts",
    find: '  res.send("ok");',
    replace: "  res.sendStatus(200);",
  },
  {
    name: "an async /block handler, a busyWait helper on process.hrtime",
    step: "08-event-loop-isolation",
    file: "index.ts",
    find: `app.get("/block", (req, res) => {
  const ms = Number(req.query.ms);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_BLOCK_MS) {
    res.status(400).send(\`ms must be a whole number from 0 to \${MAX_BLOCK_MS}\`);
    return;
  }
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy-wait: nothing else runs in this process meanwhile
  }
  res.send(\`blocked for \${ms} ms\`);
});`,
    replace: `function busyWait(ms: number): void {
  const end = process.hrtime.bigint() + BigInt(ms) * 1_000_000n;
  while (process.hrtime.bigint() < end) {
    // nothing else runs in this process meanwhile
  }
}

app.get("/block", async (req, res) => {
  const ms = Number(req.query.ms ?? Number.NaN);
  if (Number.isSafeInteger(ms) && ms >= 0 && ms <= MAX_BLOCK_MS) {
    busyWait(ms);
    res.send(\`blocked for \${ms} ms\`);
  } else {
    res.status(400).type("text/plain").send("ms: a whole number of milliseconds, 0 to 5000");
  }
});`,
  },
  {
    name: "the cgroup files read with fs/promises and top-level await",
    step: "09-right-sizing",
    files: "async-reader",
  },
  {
    name: "/proc/self/cgroup and the quota files read with regular expressions",
    step: "09-right-sizing",
    files: "regex-reader",
  },
  {
    name: "WORKERS parsed with parseInt and checked by String round trip",
    step: "09-right-sizing",
    file: "primary.ts",
    find: `  const requested = Number(process.env.WORKERS);
  if (!Number.isInteger(requested) || requested < 1) return usable;`,
    replace: `  const requested = Number.parseInt(process.env.WORKERS ?? "", 10);
  if (String(requested) !== process.env.WORKERS || requested < 1) return usable;`,
  },
  {
    name: "the server block before the upstream, directives in another order",
    step: "10-beyond-one-machine",
    files: "another-order",
  },
  {
    name: "an array of lines, least_conn, keepalive_timeout",
    step: "10-beyond-one-machine",
    files: "lines-array",
  },
  {
    name: "fail_timeout in plain seconds, no proxy_next_upstream_tries",
    step: "10-beyond-one-machine",
    file: "nginx-config.ts",
    before: { find: "      proxy_next_upstream_tries 2;\n", replace: "" },
    find: "max_fails=1 fail_timeout=2s;",
    replace: "max_fails=1 fail_timeout=2;",
  },
];
