/**
 * Step 01's checkpoint messages in English, the source of ./ja.ts and ./ko.ts: ICU MessageFormat
 * (scripts/i18n/translate.ts), shared by environment.test.ts and project.test.ts. `name.<key>` is
 * a checkpoint's name; `<key>.expected`, `.seen` and `.next` are one finding's three parts. A
 * literal brace is written `'{'` and `'}'`; versions, pids and measured figures are passed as
 * strings, plural counts as numbers.
 */
export const en = {
  // What the learner builds, as the README's table "The steps" says it (written there by
  // `npm run dev-check -- --fix`) and the home screen shows it for the next step.
  "step.builds":
    "your project's `package.json`: ES modules, express 5, a start script; the checks also look at your Node.js and your CPUs",

  // environment.test.ts
  "name.node": "Node.js is 20.6 or newer",
  "name.dependencies": "the workshop's dependencies are installed, at the versions the steps use",
  "name.cpus": "this machine's usable CPUs are known",

  "node.expected":
    "Node.js 20.6 or newer (module.register, which runs your TypeScript, arrived in 20.6).",
  "node.seen": "Node.js v{version}.",
  "node.next":
    "Install a current LTS release of Node.js (for example with nvm: `nvm install --lts`), then run npm install again.",

  "dependencies.expected": "{wanted}.",
  "dependencies.seen": "{found}.",
  "dependencies.next":
    "Run `npm install` in the workshop's folder (the one with README.md), then check again.",
  "dependencies.item": "{name}: {version, select, none {not installed} other {{version}}}",
  "dependencies.separator": "; ",
  "dependencies.comma": ", ",

  "figure.physicalCores": "physical cores",
  "figure.physicalCores.unknown": "unknown here",
  "figure.physicalCores.detail":
    "{machine}.{uneven, select, yes { SMT siblings and efficiency cores add less than a whole core each, so expect less than one × per CPU.} other {}} The speed-up checks compare your cluster with a reference cluster measured on this machine at the same time (docs/speedup-rule.md).",
  "figure.usableCpus": "usable CPUs",
  "figure.usableCpus.detail":
    "os.availableParallelism() = {available}, os.cpus().length = {host}{quota, select, none {} other {, cgroup quota {quota}}}. {several, select, yes {{usable} CPUs: a cluster of {usable} workers can serve up to {usable}× the req/s of one process, less what the load generator on the same machine takes.} other {1 CPU: a cluster cannot beat one process here; the steps will check that your code is correct, not that it is faster.}}",

  "cpus.expected": "Node.js can see at least one CPU (os.cpus() and os.availableParallelism()).",
  "cpus.seen": "os.cpus().length = {host}, os.availableParallelism() = {available}.",
  "cpus.next":
    "Your platform hides its CPUs from Node.js (some containers and sandboxes do): run the workshop on a regular machine or VM, or pm2, told to start one worker per CPU, will start none.",

  // project.test.ts
  "name.esModules": 'package.json makes the project ES modules ("type": "module")',
  "name.express": "package.json depends on express 5",
  "name.startScript": "package.json has a start script that runs index.ts",

  "json.expected": "package.json is valid JSON.",
  "json.seen": "it does not parse: {error}",
  "json.next":
    "Fix the JSON at that line: look for a missing or trailing comma, or a missing quote.",
  "json.quote": "the JSON parser points at",

  "esModules.expected":
    '"type": "module" in package.json, so that import/export work in every file.',
  "esModules.seen":
    '{type, select, none {no "type" field (Node.js then treats .js files as CommonJS).} other {"type": {type}.}}',
  "esModules.next": "Run `npm pkg set type=module` in the step's folder, or add the field by hand.",

  "express.expected": 'express 5 under "dependencies", e.g. "express": "^5.1.0".',
  "express.seen":
    '{range, select, none {no express dependency.} other {"express": {range}{open, select, yes {, which admits express 6 and every later major too} other {}}.}}',
  "express.next":
    'In your own project: `npm install express@5`. Here: `npm pkg set dependencies.express="^5.1.0"`.',

  "startScript.expected":
    'a "start" script that runs index.ts with tsx, e.g. "node --import tsx index.ts".',
  "startScript.seen":
    '{start, select, none {no start script.} other {"start": {start}{problem, select, noIndex {, which does not run index.ts} other {, which runs a .ts file without tsx{native, select, yes {: your Node.js {version} strips the types itself, Node.js 20.6 to 22.17 (which this workshop supports) and 23.0 to 23.5 cannot} other {}}}}.}}',
  "startScript.next":
    'Run `npm pkg set scripts.start="node --import tsx index.ts"`{native, select, yes {, or declare that the project needs a Node.js that strips types itself: "engines": \'{\' "node": "^22.18 || >=23.6" \'}\'} other {}}.',
  "tsxCli.expected":
    "a start script that runs index.ts in a single process, Node.js with tsx loaded into it: its pid is your server's pid.",
  "tsxCli.seen":
    '"start": {start}, which runs the tsx CLI: it starts your server in a second Node.js process, whose pid is not the one that was started.',
  "tsxCli.next":
    'Run `npm pkg set scripts.start="node --import tsx index.ts"`: Node.js runs index.ts itself, with tsx loaded by --import.',
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
