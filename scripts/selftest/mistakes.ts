/**
 * The catalogue of learner mistakes the checks must recognise (issue #2), each written as one edit
 * to a solution file, so that the fixture stays in step with the solution. The self-test applies
 * the edit in a copy of the solution outside the workshop, runs the named checkpoint against it
 * with `--dir`, and expects it to fail with a message containing every `expect` text.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveStep } from "../workshop/steps.ts";

export interface Mistake {
  /** short name, e.g. "crash loop: primary.ts without exec" */
  name: string;
  /** step id, e.g. "03-cluster-primary" */
  step: string;
  /** the solution file to edit */
  file: string;
  /** exact text in the solution file … */
  find: string;
  /** … and what replaces it */
  replace: string;
  /** a regular expression matching the checkpoint(s) to run */
  checkpoint: string;
  /** texts the failure message must contain, case-insensitive */
  expect: string[];
  /** a second edit of the same file, applied first (for a mistake that moves a line) */
  before?: { find: string; replace: string };
  /** only a mistake on Node.js below this version (e.g. pm2 runs .ts natively from 22.18) */
  nodeBelow?: string;
  /** texts the whole report must contain too (a figure line that must not read as a pass) */
  report?: string[];
}

const LISTEN_ERROR_CHECK = `  if (error) {
    // Express 5 hands a listen error (EADDRINUSE) to this callback instead of throwing it.
    console.error(\`Could not listen on port \${port}: \${error.message}\`);
    process.exit(1);
  }
`;

export const MISTAKES: readonly Mistake[] = [
  {
    name: "package.json with a trailing comma",
    step: "01-project-setup",
    file: "package.json",
    find: '    "express": "^5.1.0"\n  }\n}',
    replace: '    "express": "^5.1.0"\n  },\n}',
    checkpoint: "ES modules",
    expect: ["package.json is valid JSON", "trailing comma", "> 17 |"],
  },
  {
    name: "start script without tsx (runs on Node 26 only)",
    step: "01-project-setup",
    file: "package.json",
    find: '"start": "node --import tsx index.ts"',
    replace: '"start": "node index.ts"',
    checkpoint: "start script",
    expect: ["without tsx", "node --import tsx index.ts"],
  },
  {
    name: "express 4",
    step: "01-project-setup",
    file: "package.json",
    find: '"express": "^5.1.0"',
    replace: '"express": "^4.21.0"',
    checkpoint: "express 5",
    expect: ['"express": "^4.21.0"', "express@5"],
  },
  {
    name: "syntax error",
    step: "02-unclustered-server",
    file: "index.ts",
    find: "res.send(`The result of the CPU intensive task is ${total}`);",
    replace: "res.send(`The result of the CPU intensive task is ${total}`;",
    checkpoint: "starts and prints",
    expect: ["syntax error at index.ts:13", "fix the syntax"],
  },
  {
    name: "type error",
    step: "02-unclustered-server",
    file: "index.ts",
    find: "const port = Number(process.env.PORT ?? 3000);",
    replace: "const port: number = process.env.PORT ?? 3000;",
    checkpoint: "starts and prints",
    expect: ["type error", "index.ts:4:7", "TS2322"],
  },
  {
    name: "ready-line typo",
    step: "02-unclustered-server",
    file: "index.ts",
    find: "  console.log(`App listening on port ${port}`);\n",
    replace: "  console.log(`App listning on port ${port}`);\n",
    checkpoint: "starts and prints",
    expect: ["not ready", "App listning on port"],
  },
  {
    name: "never ready: no ready line",
    step: "02-unclustered-server",
    file: "index.ts",
    find: "  console.log(`App listening on port ${port}`);\n",
    replace: "",
    checkpoint: "starts and prints",
    expect: ["still running", "not ready", "App listening on port"],
  },
  {
    name: "listen error printed, the process kept running",
    step: "02-unclustered-server",
    file: "index.ts",
    find: "    process.exit(1);\n",
    replace: "    setInterval(() => {}, 60_000); // stays up, serving nothing\n    return;\n",
    checkpoint: "port already in use",
    expect: ["still running", "process.exit(1)"],
  },
  {
    name: "the loop's result hard-coded (no loop per request)",
    step: "02-unclustered-server",
    file: "index.ts",
    find: "  let total = 0;\n  for (let i = 0; i < 5_000_000; i++) {\n    total++;\n  }\n",
    replace: "  const total = 5_000_000;\n",
    checkpoint: "spending CPU time on every request",
    expect: ["costs the server CPU time", "half of what the 5,000,000-step loop alone costs"],
  },
  {
    name: "ignores PORT",
    step: "02-unclustered-server",
    file: "index.ts",
    find: "const port = Number(process.env.PORT ?? 3000);",
    replace: "const port = 3917;",
    checkpoint: "starts and prints",
    expect: ["ignores PORT", "process.env.PORT"],
  },
  {
    name: "port taken, listen error ignored",
    step: "02-unclustered-server",
    file: "index.ts",
    find: LISTEN_ERROR_CHECK,
    replace: "",
    checkpoint: "port already in use",
    expect: ["although another program holds that port", "error` argument"],
  },
  {
    name: "crash loop: primary.ts without exec",
    step: "03-cluster-primary",
    file: "primary.ts",
    find: 'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });',
    replace: "void fileURLToPath;",
    checkpoint: "forks one worker per available CPU",
    expect: ["crash loop", "setupPrimary({ exec })"],
  },
  {
    name: "wrong number of workers",
    step: "03-cluster-primary",
    file: "primary.ts",
    find: "for (let i = 0; i < cpus; i++) {",
    replace: "for (let i = 0; i < 1; i++) {",
    checkpoint: "forks one worker per available CPU",
    expect: ["one worker per available CPU", "1 worker(s)"],
  },
  {
    name: "dead worker not replaced",
    step: "03-cluster-primary",
    file: "primary.ts",
    find: "  cluster.fork();\n});",
    replace: "});",
    checkpoint: "killed with SIGKILL",
    expect: ["a new worker forked in place", 'cluster.on("exit"'],
  },
  {
    name: "both servers measured at once (Promise.all)",
    step: "04-loadtest-comparison",
    file: "compare.ts",
    find: 'const single = await measure("./index.ts", 1);\nconst cluster = await measure("./primary.ts", availableParallelism());\n',
    replace:
      "const [single, cluster] = await Promise.all([\n" +
      '  measure("./index.ts", 1),\n' +
      '  measure("./primary.ts", availableParallelism()),\n' +
      "]);\n",
    checkpoint: "runs the tutorial's load on both servers",
    expect: ["under load at once", "Promise.all"],
  },
  {
    name: "agentKeepAlive left out (keep-alive reported, not used)",
    step: "04-loadtest-comparison",
    file: "compare.ts",
    find: "      agentKeepAlive: load.keepalive,\n",
    replace: "",
    checkpoint: "runs the tutorial's load on both servers",
    expect: ["keep-alive was off", "agentKeepAlive"],
  },
  {
    name: "servers left running",
    step: "04-loadtest-comparison",
    file: "compare.ts",
    find: "  } finally {\n    await server.stop();\n  }",
    replace: "  } finally {\n    // forgot to stop the server\n  }",
    checkpoint: "leaves nothing running",
    expect: ["servers it started", "finally block"],
  },
  {
    name: "made-up speed-up",
    step: "04-loadtest-comparison",
    file: "compare.ts",
    find: "const speedup = cluster.rps / single.rps;",
    replace: "const speedup = 5.3;",
    checkpoint: "consistent with each other",
    expect: ["speed-up = the cluster's req/s", "Compute it from the two rps"],
  },
  {
    name: "the single process measured twice",
    step: "04-loadtest-comparison",
    file: "compare.ts",
    find: 'const cluster = await measure("./primary.ts", availableParallelism());',
    replace: 'const cluster = await measure("./index.ts", 1);',
    checkpoint: "speed-up clears",
    expect: ["Load the cluster (primary.ts)"],
  },
  {
    name: "a percentile without a fallback (noUncheckedIndexedAccess)",
    step: "04-loadtest-comparison",
    file: "compare.ts",
    find: "p50Ms: Number(result.percentiles[50] || Number.NaN),",
    replace: "p50Ms: result.percentiles[50],",
    checkpoint: "leaves nothing running",
    expect: ["type error", "compare.ts:"],
  },
  {
    name: "pm2 in fork mode",
    step: "05-pm2-ecosystem",
    file: "ecosystem.config.cjs",
    find: 'exec_mode: "cluster",',
    replace: 'exec_mode: "fork",',
    checkpoint: "online in cluster mode",
    expect: ['exec_mode: "cluster"', "fork_mode"],
  },
  {
    name: "pm2 with one instance",
    step: "05-pm2-ecosystem",
    file: "ecosystem.config.cjs",
    find: "instances: 0,",
    replace: "instances: 1,",
    checkpoint: "one per CPU",
    expect: ["one instance per CPU", "1 instance(s)"],
  },
  {
    name: "pm2 without interpreter settings",
    step: "05-pm2-ecosystem",
    file: "ecosystem.config.cjs",
    find: '      interpreter: "node",\n      node_args: ["--import", require.resolve("tsx")],\n',
    replace: "",
    checkpoint: "online in cluster mode",
    expect: ['interpreter: "node"', "node_args"],
    nodeBelow: "22.18.0",
  },
  {
    name: "pm2 with an interpreter but no tsx",
    step: "05-pm2-ecosystem",
    file: "ecosystem.config.cjs",
    find: '      node_args: ["--import", require.resolve("tsx")],\n',
    replace: "",
    checkpoint: "online in cluster mode",
    expect: ["cannot run .ts", "node_args"],
    nodeBelow: "22.18.0",
  },
  {
    name: "kill_timeout shorter than the drain",
    step: "05-pm2-ecosystem",
    file: "ecosystem.config.cjs",
    find: "kill_timeout: 5000,",
    replace: "kill_timeout: 500,",
    checkpoint: "reload under keep-alive load",
    expect: ["SIGKILL", "kill_timeout"],
  },
  {
    name: "no ready message",
    step: "05-pm2-ecosystem",
    file: "index.ts",
    find: '  process.send?.("ready");\n',
    replace: "",
    checkpoint: "tells pm2 it is ready",
    expect: ['process.send?.("ready")', "no message"],
  },
  {
    name: "Connection: close middleware after the routes",
    step: "05-pm2-ecosystem",
    file: "index.ts",
    before: {
      find: 'app.use((_req, res, next) => {\n  if (draining) res.set("Connection", "close");\n  next();\n});\n\n',
      replace: "",
    },
    find: "  res.send(`The result of the CPU intensive task is ${total}`);\n});\n",
    replace:
      "  res.send(`The result of the CPU intensive task is ${total}`);\n});\n\n" +
      'app.use((_req, res, next) => {\n  if (draining) res.set("Connection", "close");\n  next();\n});\n',
    checkpoint: "on SIGINT, index.ts keeps",
    expect: ["without `Connection: close`", "before the routes"],
  },
  {
    name: "no graceful shutdown",
    step: "05-pm2-ecosystem",
    file: "index.ts",
    find: "  draining = true;\n",
    replace: "  process.exit(0);\n",
    checkpoint: "reload under keep-alive load",
    expect: ["requests failed", "Connection: close"],
  },
  {
    name: "WORKERS ignored",
    step: "06-scheduling-and-balance",
    file: "primary.ts",
    find: "  const requested = Number(process.env.WORKERS);",
    replace: "  const requested = Number.NaN;",
    checkpoint: "WORKERS sets the worker count",
    expect: ["with WORKERS=1", "process.env.WORKERS"],
  },
  {
    name: "WORKERS read with || (a negative count kept)",
    step: "06-scheduling-and-balance",
    file: "primary.ts",
    find: "  const requested = Number(process.env.WORKERS);\n  if (Number.isInteger(requested) && requested > 0) return requested;\n",
    replace: "  return Number(process.env.WORKERS) || availableParallelism();\n",
    checkpoint: "WORKERS sets the worker count",
    expect: ["WORKERS=-1", "Number.isInteger"],
  },
  {
    name: "no scheduling policy set",
    step: "06-scheduling-and-balance",
    file: "primary.ts",
    find: "cluster.schedulingPolicy =\n",
    replace: "const ignoredPolicy =\n",
    checkpoint: "scheduling policy is set in code",
    expect: ["NODE_CLUSTER_SCHED_POLICY=none", "cluster.schedulingPolicy"],
  },
  {
    name: "only SCHED_NONE assigned (SCHED_RR left to the environment)",
    step: "06-scheduling-and-balance",
    file: "primary.ts",
    find: 'cluster.schedulingPolicy =\n  process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR;\n',
    replace:
      'if (process.env.SCHED_POLICY === "none") cluster.schedulingPolicy = cluster.SCHED_NONE;\n',
    checkpoint: "scheduling policy is set in code",
    expect: ["SCHED_RR is left to the default", "in both cases"],
  },
  {
    name: "scheduling policy set after setupPrimary()",
    step: "06-scheduling-and-balance",
    file: "primary.ts",
    find: 'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });\n',
    replace:
      'cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });\n' +
      "// too late: setupPrimary() froze the policy\n" +
      'cluster.schedulingPolicy = process.env.SCHED_POLICY === "none" ? cluster.SCHED_NONE : cluster.SCHED_RR;\n',
    before: {
      find: "cluster.schedulingPolicy =\n  process.env.SCHED_POLICY",
      replace: "const earlyPolicy =\n  process.env.SCHED_POLICY",
    },
    checkpoint: "scheduling policy is set in code",
    expect: ["before cluster.setupPrimary()"],
  },
  {
    name: "no X-Worker-Pid header",
    step: "06-scheduling-and-balance",
    file: "index.ts",
    find: '  res.set("X-Worker-Pid", String(process.pid));\n',
    replace: "",
    checkpoint: "names the worker",
    expect: ["X-Worker-Pid", "middleware"],
  },
  {
    name: "rolling restart that retires the old worker before the new one listens",
    step: "07-resilience-and-rolling-restart",
    file: "primary.ts",
    find: "    const ok = await listening(fresh);\n",
    replace: "    const ok = true;\n",
    checkpoint: "SIGHUP restarts the workers",
    expect: ["only 1 worker(s) served", "'listening' event"],
  },
  {
    name: "SIGHUP misspelt (the primary dies on SIGHUP)",
    step: "07-resilience-and-rolling-restart",
    file: "primary.ts",
    find: 'process.on("SIGHUP", async () => {',
    replace: 'process.on("SIGHUB", async () => {',
    checkpoint: "SIGHUP restarts the workers",
    expect: ['process.on("SIGHUP"', "the primary exited"],
    report: ["not measured: the primary exited", "failed requests during the rolling restart"],
  },
  {
    name: "rolling restart that starts every new worker at once",
    step: "07-resilience-and-rolling-restart",
    file: "primary.ts",
    find: '  for (const worker of old) {\n    if (shuttingDown) break; // SIGTERM came meanwhile: the shutdown retires everyone\n    const fresh = fork();\n    leaving.add(fresh); // until it listens, its death is the new version failing, not a crash\n    const ok = await listening(fresh);\n    leaving.delete(fresh);\n    if (!ok) {\n      console.log("the new worker did not start: rolling restart stopped, the old ones kept");\n      break;\n    }\n    await retire(worker);\n    replaced++;\n  }\n',
    replace:
      "  const fresh = old.map(() => fork());\n" +
      "  await Promise.all(fresh.map(listening));\n" +
      "  await Promise.all(old.map(retire));\n" +
      "  replaced = old.length;\n",
    checkpoint: "SIGHUP restarts the workers",
    expect: ["one worker at a time", "for…of"],
  },
  {
    name: "rolling restart with disconnect() at once (no drain)",
    step: "07-resilience-and-rolling-restart",
    file: "primary.ts",
    find: '    worker.send("shutdown");\n',
    replace: "    worker.disconnect();\n",
    checkpoint: "SIGHUP restarts the workers",
    expect: ["without draining", 'worker.send("shutdown")'],
  },
  {
    name: "a primary that re-forks without end",
    step: "07-resilience-and-rolling-restart",
    file: "primary.ts",
    find: "  if (!wasServing) backoffMs",
    replace: "  if (wasServing) backoffMs",
    checkpoint: "dies at start-up",
    expect: ["1 s the first time", "waits after each crash"],
  },
  {
    name: "no graceful SIGTERM",
    step: "07-resilience-and-rolling-restart",
    file: "primary.ts",
    find: 'process.on("SIGTERM", async () => {',
    replace: 'process.on("SIGUSR2", async () => {',
    checkpoint: "SIGTERM lets requests in flight finish",
    expect: ['process.on("SIGTERM"'],
  },
  {
    name: "/block with setTimeout instead of a busy-wait",
    step: "08-event-loop-isolation",
    file: "index.ts",
    find: "  while (Date.now() < until) {\n    // busy-wait: nothing else runs in this process meanwhile\n  }\n  res.send(`blocked for ${ms} ms`);",
    replace: "  setTimeout(() => res.send(`blocked for ${ms} ms (${until})`), ms);",
    checkpoint: "blocks the process for N ms",
    expect: ["CPU time", "Busy-wait"],
  },
  {
    name: "/block without a bound",
    step: "08-event-loop-isolation",
    file: "index.ts",
    find: "ms < 0 || ms > MAX_BLOCK_MS",
    replace: "ms < 0",
    checkpoint: "blocks the process for N ms",
    expect: ["ms=60000", "400"],
  },
  {
    name: "workers counted with os.cpus()",
    step: "09-right-sizing",
    file: "primary.ts",
    find: "  return Math.min(availableParallelism(), quota ?? Number.POSITIVE_INFINITY);",
    replace: "  return Math.min(cpus().length, quota ?? Number.POSITIVE_INFINITY);",
    checkpoint: "pinned to one CPU with taskset",
    expect: ["os.availableParallelism()", "taskset"],
  },
  {
    name: "the cgroup CPU quota ignored",
    step: "09-right-sizing",
    file: "primary.ts",
    find: "  return Math.min(availableParallelism(), quota ?? Number.POSITIVE_INFINITY);",
    replace: "  return availableParallelism();",
    checkpoint: "cgroup CPU quota",
    expect: ["/proc/self/cgroup", "quota ÷ period"],
  },
  {
    name: "a fractional quota rounded up",
    step: "09-right-sizing",
    file: "primary.ts",
    before: {
      find: '        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));',
      replace:
        '        if (quota !== "max") return Math.max(1, Math.ceil(Number(quota) / Number(period)));',
    },
    find: "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));",
    replace: "        if (quota > 0 && period > 0) return Math.max(1, Math.ceil(quota / period));",
    checkpoint: "cgroup CPU quota",
    expect: ["1.5 CPU", "Math.floor"],
  },
  {
    name: "the quota divided the wrong way (period \u00f7 quota)",
    step: "09-right-sizing",
    file: "primary.ts",
    before: {
      find: '        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));',
      replace:
        '        if (quota !== "max") return Math.max(1, Math.floor(Number(period) / Number(quota)));',
    },
    find: "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));",
    replace: "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(period / quota));",
    checkpoint: "cgroup CPU quota",
    expect: ["0.5 CPU", "quota \u00f7 period"],
  },
  {
    name: "no worker under half a CPU (no Math.max(1, \u2026))",
    step: "09-right-sizing",
    file: "primary.ts",
    before: {
      find: '        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));',
      replace: '        if (quota !== "max") return Math.floor(Number(quota) / Number(period));',
    },
    find: "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));",
    replace: "        if (quota > 0 && period > 0) return Math.floor(quota / period);",
    checkpoint: "cgroup CPU quota",
    expect: ["never became ready", "Math.max(1"],
  },
  {
    name: "WORKERS not capped at the usable CPUs",
    step: "09-right-sizing",
    file: "primary.ts",
    find: "  return Math.min(requested, usable);",
    replace: "  return requested;",
    checkpoint: "never above the CPUs",
    expect: ["WORKERS=4 on one usable CPU", "Math.min"],
  },
  {
    name: "an upstream with one host",
    step: "10-beyond-one-machine",
    file: "nginx-config.ts",
    find: "const servers = hosts.map(",
    replace: "const servers = hosts.slice(0, 1).map(",
    checkpoint: "spreads requests over both hosts",
    expect: ["every host of HOSTS", "upstream"],
  },
  {
    name: "fail_timeout left long",
    step: "10-beyond-one-machine",
    file: "nginx-config.ts",
    find: "max_fails=1 fail_timeout=2s",
    replace: "max_fails=1 fail_timeout=10s",
    checkpoint: "when a host stops under load",
    expect: ["fail_timeout", "restarted host"],
    report: ["traffic back on the restarted host after: none within 5 s"],
  },
];

/** One edit of a solution file: a catalogued mistake, or a valid variant (./variants.ts). */
export type SolutionEdit = Pick<Mistake, "name" | "step" | "file" | "find" | "replace" | "before">;

/**
 * Copies the edit's solution to a new folder outside the workshop and applies the edit.
 *
 * @returns the folder (the caller removes it)
 * @throws Error when the solution no longer contains the text to edit (the fixture is stale)
 */
export function applyMistake(mistake: SolutionEdit): string {
  const step = resolveStep(mistake.step);
  const dir = mkdtempSync(join(tmpdir(), "workshop-mistake-"));
  cpSync(step.solutionDir, dir, { recursive: true });
  const file = join(dir, mistake.file);
  const edit = (text: string, { find, replace }: { find: string; replace: string }) => {
    if (text.includes(find)) return text.replace(find, replace);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `"${mistake.name}": ${mistake.file} of ${step.id} no longer contains the text to edit`,
    );
  };
  const text = readFileSync(file, "utf8");
  writeFileSync(file, edit(mistake.before ? edit(text, mistake.before) : text, mistake));
  return dir;
}
