/**
 * The catalogue of learner mistakes the checks must recognise (issue #2), each written as one edit
 * to a solution file, so that the fixture stays in step with the solution. The self-test applies
 * the edit in a copy of the solution outside the workshop, runs the named checkpoint against it
 * with `--dir`, and expects it to fail with a message containing every `expect` text.
 */
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
}

const LISTEN_ERROR_CHECK = `  if (error) {
    // Express 5 hands a listen error (EADDRINUSE) to this callback instead of throwing it.
    console.error(\`Could not listen on port \${port}: \${error.message}\`);
    process.exit(1);
  }
`;

export const MISTAKES: readonly Mistake[] = [
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
    name: "never ready: no ready line",
    step: "02-unclustered-server",
    file: "index.ts",
    find: "  console.log(`App listening on port ${port}`);\n",
    replace: "",
    checkpoint: "starts and prints",
    expect: ["still running", "not ready", "App listening on port"],
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
];
