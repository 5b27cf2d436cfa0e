/**
 * The workshop's messages in English, the source every translation follows: one key per message,
 * in ICU MessageFormat (../translate.ts). ./ja.ts and ./ko.ts hold the same keys with the same
 * placeholders (`npm run dev-check`). Code, commands and identifiers stay as they are in
 * every language.
 */
export const en = {
  // A failure message's parts (scripts/harness/reporting/messages.ts).
  "message.expected": "Expected",
  "message.seen": "Seen",
  "message.next": "Next",
  "message.read": "Read",
  "message.output.program": "the program printed",
  "message.output.last": "Last {count, plural, one {line} other {# lines}} {source}:",
  "message.output.none": "{source} nothing.",

  // The home screen (scripts/commands/home.ts).
  "home.machine":
    "This machine: {usable, plural, one {# usable CPU} other {# usable CPUs}} (os.availableParallelism() = {parallelism}).",
  "home.language": "Language: {name} ({source}).",
  "home.languageChange": "To change it: npm start -- --lang <ja|ko|en|auto> (auto follows LANG)",
  "home.language.option": "chosen with --lang",
  "home.language.saved": "kept from your last --lang",
  "home.language.environment": "from {variable}={value}",
  "home.language.default": "the default",
  "home.status.done": "✓ done",
  "home.status.failed": "✗ {passed}/{ran} passed",
  "home.status.notTried": "○ not tried",
  "home.status.changed": "↻ changed",
  "home.changedSincePassed": "changed since it passed, check again: npm run check step{number}",
  "home.notRun":
    "{count, plural, one {# checkpoint} other {# checkpoints}} not run on this machine: {names}",
  "home.failing": "failing: {name}",
  "home.nextAdvice": "next: {advice}",
  "home.finished": "You finished the last step.",
  "home.stillOpen": "Still open: {steps}, whenever you like: npm run check stepN.",
  "home.nextStep": "Next: step{number}, {title}",
  "home.builds": "You build: {builds}",
  "home.read": "  1. Read   {file}",
  "home.check": "  2. Check  npm run check step{number}   (add -- --watch to re-check on save)",
  "home.allDone": "Every step is done. Well done!",
  "home.more": "More: npm run hint stepN · npm run diff stepN · npm run reset stepN",

  // The summary lines of `npm run check` (scripts/commands/check.ts).
  "check.interrupted":
    "Interrupted: stopped {stopped, plural, one {# running program} other {# running programs}} the check had started.",
  "check.checking": "Checking the files in {folder}/ against step {number}'s checkpoints",
  "check.allPassed":
    "{total, plural, one {The checkpoint} other {All # checkpoints}} of step {id} passed.",
  "check.passedSkipped": "{passed} of {total} checkpoints of step {id} passed; {skipped} skipped.",
  "check.compare": "Compare your files with the solution: npm run diff step{number}",
  "check.nextStep": "Next: read {file}, then npm run check step{number}",
  "check.lastStep": "That was the last step: well done.",
  "check.failed":
    "{passed} of {ran} checkpoints of step {id} passed{skipped, plural, =0 {} other {; # skipped}}.",
  "check.runErrors":
    "{count, plural, one {# checkpoint file} other {# checkpoint files}} could not run at all (see above).",
  "check.causes":
    "{failed} failures from {causes, plural, one {one cause} other {# causes}}: the failures marked as following from an earlier one may go away with it.",
  "check.fixAndSave": "Fix the first failure above and save: the check runs again.",
  "check.fixAndRerun": "Fix the first failure above, then run the same command again.",
  "check.stuck": "Stuck? npm run hint step{number} gives one hint at a time.",
  "check.correctnessOnly":
    "Correctness only (--correctness-only): the speed-ups above were measured and reported, not judged.",
  "check.simulated":
    "A simulated machine (--simulate-cpus {cpus}): every program of this check sees {cpus} CPUs, and its {cpus} workers really run on the {real, plural, one {# CPU} other {# CPUs}} of this machine. It shows whether the checks judge a cluster of {cpus} workers right; it cannot show a speed-up above what {real, plural, one {# CPU gives} other {# CPUs give}}. Nothing is sent to the room or recorded as progress.",
  "check.recheckChanged": "Checking again what changed since it passed: {steps}",
  "check.everyStepDone": "Every step is done. npm start shows the whole path.",
  "check.failing": "Failing at their last check: {steps} (npm run check stepN shows why).",
  "check.notAttempted":
    "Not attempted: {steps}. Come back to them whenever you like; npm start lists them.",

  // A measured figure's threshold (scripts/harness/reporting/figures.ts).
  "figure.needs": "(needs {threshold}{judged, select, met {: met} notMet {: not met} other {}})",

  // The checkpoint reporter's own lines (scripts/workshop/reporter.ts).
  "report.sameFailure": 'The same failure as "{name}" above.',
  "report.knockOn": 'Probably the same cause as the failure of "{name}" above: fix that first.',
  "report.skipped": "Skipped: {reason}.",
  "report.didNotLoad": "{file} did not load",
  "report.outsideCheckpoint": "an error outside any checkpoint",
  "report.harnessBug":
    "The checkpoint itself failed unexpectedly. This is a workshop bug, not your mistake; please report it with the text below.",

  // `npm run slides` (scripts/commands/slides.ts, scripts/slides/build.ts).
  "slides.built": "Slides: {file}",
  "slides.open":
    "Open it in a browser: arrow keys move, f goes full screen, p opens the presenter view with the speaker notes.",
  "slides.measured": "Charts measured on this machine: {parts}.",
  "slides.missing":
    "Not measured here yet: {parts}. Run npm run demo -- {parts}, then npm run slides",
  "slides.notMeasured": "Not measured on this machine yet",

  // `npm run hint` (scripts/commands/hint.ts).
  "hint.title": "Hint {number} of {total}: {title}",
  "hint.none": "Step {id} has no hints. Read {file}.",
  "hint.seenBefore": "Seen before (npm run hint step{number} -- --all shows them again):",
  "hint.forFailure": "For what failed in your last check: {name}",
  "hint.last": "That was the last hint of step {number}.",
  "hint.more": "Still stuck? npm run hint step{number} again gives the next hint.",
  "hint.compare":
    "Compare your files with the solution: npm run diff step{number}. Then: npm run check step{number}",

  // `npm run diff`, `npm run reset` and `check --watch` (scripts/commands/diff.ts, reset.ts,
  // scripts/workshop/watch.ts).
  "diff.title": "Your files in {mine}/ against the solution in {solution}/",
  "diff.legend": "- lines only in yours   + lines only in the solution",
  "diff.same": "Your files are the same as the solution.",
  "diff.differ":
    "{count, plural, one {# file differs} other {# files differ}}. Your way may be right too: npm run check step{number} decides.",
  "diff.noSolutions": "(No solutions/ folder found.)",
  "reset.asShipped": "The starter files of {id} are already as shipped ({revision}).",
  "reset.fromHint": "To reset to another commit: --from <git revision>.",
  "reset.differ": "These files of {id} differ from the starter ({revision}):",
  "reset.question": "Replace them with the starter? A copy of each goes to .workshop/backups/.",
  "reset.noTerminal": "Nothing changed. Without a terminal to ask in, confirm with: -- --yes",
  "reset.nothing": "Nothing changed.",
  "reset.done":
    "Reset {count, plural, one {# file} other {# files}}. Your versions are in {backup}/.",
  "reset.noGit":
    "Could not read the starter of {id} from git ({revision}): {error}\nReset needs the workshop as a git clone.",
  "watch.saved": "Saved {file}: checking again.",
  "watch.watching":
    "Watching {dir} ({how, select, poll {polling for saves} other {checking again on every save}}). Enter: check again · q Enter: quit · Ctrl-C: stop",
  "watch.pollHint": "Saves not noticed (WSL, a network drive)? Add --poll.",

  // `npm run doctor` (scripts/commands/doctor.ts, scripts/platform/system-packages.ts).
  "doctor.windows":
    "Windows: run the workshop in WSL2 (wsl --install, then clone it in your Linux home folder, not under /mnt/c) or in the dev container (README)",
  "doctor.recommendedNode": "Node.js {majors}",
  "doctor.or": " or ",
  "doctor.nodeUnsupported": "Node.js {version} does not satisfy {range}: install {recommended}",
  "doctor.needs": "needs {tools}: {advice}",
  "doctor.oneCpu":
    "1 usable CPU: every step runs, but a cluster cannot beat one process here, so the checks test correctness only.",
  "doctor.wsl1": "WSL1: switch to WSL2 (wsl --set-version <distro> 2).",
  "doctor.windowsWhy":
    "Windows itself cannot run the checks: each check stops your servers with their whole process group, which Windows does not have (every server would be left running), and it reads the processes' command lines and the cluster's round-robin as Linux and macOS have them.",
  "doctor.windowsDrive":
    "The workshop is on a Windows drive ({drive}), which WSL reads through a network file system, many times slower than Linux's own: the checks' deadlines may not hold there. Clone it into your Linux home folder instead (cd ~ && git clone <the workshop's address>, then npm ci there).",
  "doctor.nginxVersion":
    "nginx {version}: {keepalive, select, yes {keeps connections to the hosts alive by default (nginx 1.29.7 and later)} other {closes the connection to a host after each request unless configured (before nginx 1.29.7)}}",
  "doctor.step": "step {nn}",
  "doctor.stepRange": "steps {first}-{last}",
  "doctor.stepList": "steps {list}",
  "doctor.yes": "yes",
  "doctor.no": "no",
  "doctor.supported": "supported (package.json engines: {range})",
  "doctor.unsupported": "not supported: the workshop needs {range}",
  "doctor.endOfLife": "past its end of life ({date}); ",
  "doctor.recommended": "{recommended} is recommended",
  "doctor.row.system": "system",
  "doctor.row.cpu": "CPU",
  "doctor.row.cores": "cores",
  "doctor.row.parallelism": "parallelism",
  "doctor.row.affinity": "CPU affinity",
  "doctor.row.quota": "cgroup CPU quota",
  "doctor.row.usable": "usable CPUs",
  "doctor.row.user": "user",
  "doctor.affinityCpus": "{list} ({count, plural, one {# CPU} other {# CPUs}})",
  "doctor.unknownHere": "unknown here",
  "doctor.quotaCpus": "{count} CPUs (rounded up)",
  "doctor.none": "none",
  "doctor.usable": "{usable}: what the checks count",
  "doctor.root": "root",
  "doctor.ordinaryUser": "ordinary user",
  "doctor.namespaces": "; unprivileged user namespaces: {answer}",
  "doctor.notFound": "not found: {install}",
  "doctor.everyStep": "Every step can run here.",
  "doctor.blocked":
    "{blocked} of {total} steps cannot run here: install what they need (above), then run npm run doctor again.",
  "doctor.section.node": "Node.js",
  "doctor.section.machine": "Machine",
  "doctor.section.programs": "Programs",
  "doctor.section.steps": "Steps",
  "doctor.for.lsof": "which processes hold a port",
  "doctor.for.taskset": "pins a program to CPUs",
  "doctor.for.nginx": "the load balancer",
  "doctor.for.chromium": "npm test: renders the slides",
  "doctor.linuxOnly": "Linux only; use a Linux machine or the dev container",
  "doctor.installWith": "install {names} with your package manager (Debian's packages: {packages})",

  // The command line's --help (scripts/cli.ts, scripts/commands/options.ts): the learner's
  // commands and options; the maintainers' (bench, selftest) stay in English.
  "cli.description":
    "Scale an Express server across CPU cores with node:cluster and pm2, step by step.",
  "cli.home": "list the steps, which are done, and what to do next (npm start)",
  "cli.doctor": "can this machine run every step? Node.js, CPUs, programs, step by step",
  "cli.check": "run a step's checkpoints against your files (npm run check {example})",
  "cli.hint": "show the next hint for a step, one more each time (npm run hint {example})",
  "cli.diff": "compare your files of a step with the solution, as a coloured diff",
  "cli.reset": "put a step's starter files back (asks first; keeps a backup of yours)",
  "cli.stepArgument": "the step: {names}",
  "cli.demo": "for instructors: the live demo on this machine, with a report and charts",
  "cli.demoParts": "compare, scaling, shares, failover, reload (default: all)",
  "cli.slides":
    "for instructors: build slides/deck.md to slides/dist/index.html with this machine's charts (--lang ja: deck.ja.md)",
  "cli.room":
    "for instructors: the room's live dashboard (steps, failures, speed-ups); learners join it",
  "cli.roomJoin": "send your checks' verdicts and figures to the instructor's room from now on",
  "cli.roomAddress": "the room's address, as the instructor shows it",
  "cli.roomCode": "the room code",
  "cli.roomLeave": "stop sending results to the room",
  "cli.helpOption": "display help for command",
  "cli.title":
    "{title, select, Usage {Usage:} Options {Options:} Commands {Commands:} Arguments {Arguments:} other {{title}:}}",
  "option.program.lang":
    "speak ja (日本語), ko (한국어) or en (English) from now on; auto follows LANG again (the default)",
  "option.doctor.json": "print the same as JSON, for an instructor collecting the room's answers",
  "option.check.solution": "check the finished files in solutions/ instead of yours",
  "option.check.dir": "check the files in another folder (a copy of a step)",
  "option.check.only": "run only the checkpoints whose name contains this text",
  "option.check.all": "with --dir <room>: grade every learner's folder in it, as one table",
  "option.check.json": "with --all: print the grades as JSON",
  "option.check.watch": "check again whenever a file of the step is saved (or Enter is pressed)",
  "option.check.poll": "with --watch: look for saves by polling (WSL drives, network folders)",
  "option.check.format": "github: add workflow annotations and a points line (CI, Classroom)",
  "option.check.correctnessOnly": "measure and report speed-ups but do not judge them (shared CI)",
  "option.check.simulateCpus":
    "present N CPUs to every program of the check, on the CPUs there are (maintainers: a bigger machine, simulated)",
  "option.check.bail":
    "stop at the first failing checkpoint (maintainers: what npm run mutate runs)",
  "option.hint.all": "show every hint seen so far again, without a new one",
  "option.diff.dir": "compare the files in another folder instead of the step's",
  "option.reset.yes": "do not ask",
  "option.reset.from": "the git revision to take the starter from (default: origin/HEAD)",
  "option.roomJoin.name":
    'the name the room shows (default: the one you joined with before, else an anonymous one such as "learner K7P2"; never your user name)',

  // A program that does not start (scripts/harness/processes/start-diagnosis.ts).
  "start.needsEsm.expected": "{file} runs as an ES module.",
  "start.needsEsm.seen":
    'tsx ran it as CommonJS, where top-level `await` does not exist: no package.json with `"type": "module"` sits in or above its folder.',
  "start.addTypeModule":
    'Add a package.json with `\'{ "type": "module" }\'` to the folder (as the package.json at the root of the workshop has).',
  "start.newerApi.expected": "{file} runs on the Node.js installed here ({node}).",
  "start.newerApi.seen":
    "it calls {api}, which Node.js {since} and later have; this Node.js is {node}, which lacks it. The code is correct; the type check allows it because it follows the Node.js the workshop recommends.",
  "start.newerApi.next":
    "Install Node.js {since} or newer (e.g. `nvm install {since}`, then run the check again), or write it without {api}.",
  "start.syntax.expected": "{file} parses as TypeScript.",
  "start.syntax.seen": "a syntax error at {at}: `{error}`",
  "start.syntax.next":
    "Open `{at}` and fix the syntax there (a missing bracket, quote or comma is typical).",
  "start.primaryServes.expected":
    "{file} starts the workers and serves no requests itself: only its workers run the server.",
  "start.primaryServes.seen":
    "a line of the server's, `worker pid={pid}`, carries the primary's own pid: the primary ran the server too, and took port {port} before its workers could share it.",
  "start.primaryServes.next":
    "Do not import the server (index.ts) into {file}: point the workers at it with `cluster.setupPrimary(…)` and its `exec` option.",
  "start.portInUse.expected":
    "the program listens on port {port}, which the check gave it through `PORT`.",
  "start.portInUse.seen": "the port it tried was already in use (EADDRINUSE).",
  "start.portInUse.next":
    "Listen on `process.env.PORT`, not a fixed port; and stop any other copy of your server that holds the port (`npm start` in another terminal, say).",
  "start.wrongPort.expected":
    "the program listens on the port given in the `PORT` environment variable ({port}).",
  "start.wrongPort.seen": 'it printed "App listening on port {wrongPort}": it ignores PORT.',
  "start.wrongPort.next":
    "Read the port with `const port = Number(process.env.PORT ?? 3000)` and listen on that.",
  "start.crashLoop.expected": "every worker starts once and keeps running.",
  "start.crashLoop.seen":
    "a crash loop: {count, plural, one {# worker} other {# workers}} died in {seconds} s and were started again; the first error: `{error}`",
  "start.crashLoop.seenNoError":
    "a crash loop: {count, plural, one {# worker} other {# workers}} died in {seconds} s and were started again; no error was printed.",
  "start.crashLoop.next":
    "Find why a worker dies at start-up in the output below. If workers run primary.ts again (a second `Primary pid=` line), point the `exec` option of `cluster.setupPrimary()` at index.ts.",
  "start.ended.expected": "{file} keeps running and serves HTTP on port {port}.",
  "start.ended.seen":
    "it ended by itself (exit code 0) without listening: nothing kept it running.",
  "start.ended.next":
    "Make sure it reaches `app.listen(port, …)` (or, for a primary, forks its workers).",
  "start.crash.expected": "{file} starts and serves HTTP on port {port}.",
  "start.crash.seen": "it crashed at start-up ({how}).",
  "start.crash.seenError": "it crashed at start-up ({how}): `{error}`.",
  "start.exitCode": "exit code {code}",
  "start.crash.next":
    "Read the error and the file:line under it in the output below, fix it, then check again.",
  "start.ipv6.expected": "the server accepts connections on 127.0.0.1:{port} (IPv4 loopback).",
  "start.ipv6.seen": 'it listens on [::1]:{port} only (IPv6): "localhost" resolved to ::1.',
  "start.ipv6.next": "Listen on every address: `app.listen(port, …)`, without a host name.",
  "start.silent.expected":
    'something accepts connections on 127.0.0.1:{port} once "App listening on port {port}" is printed.',
  "start.silent.seen": "the line was printed {seconds} s ago, but the port refuses connections.",
  "start.silent.next":
    "Print the line from the `app.listen` callback, after listening on that same port; in Express 5 that callback receives an `error` argument when listening failed: check it.",
  "start.noReadyLine.expected":
    'the program prints "App listening on port {port}" once it listens: the check waits for that line.',
  "start.noReadyLine.seen":
    'it is still running and port {port} has accepted connections for {seconds} s, but it is not ready: no line says "App listening on port {port}".',
  "start.noReadyLine.seenNear":
    'it is still running and port {port} has accepted connections for {seconds} s, but it is not ready: no line says "App listening on port {port}"; the closest is "{near}".',
  "start.noReadyLine.next":
    "Print `App listening on port $'{port}'` from the listen callback, with those exact words (words around them are fine).",
  "start.deadline.expected":
    'the program prints "App listening on port {port}" and accepts connections within {deadline} s.',
  "start.deadline.seen":
    "after {seconds} s it is still running but has printed {printed, plural, one {# such line} other {# such lines}} and is not ready.",
  "start.deadline.next":
    "Check that `app.listen` is reached and that its callback prints the line (with the real port).",
  "start.error.express5":
    'Express 5 route paths changed: a bare "*" must be named (`app.use(…)` or "/\'{*splat}\'"), and "?", "(" and ")" are no longer special. Fix the route path the error names.',
  "start.error.tsNotFound":
    'The program looked for `{missing}`, which is not there: a path relative to the folder the program was started from breaks when it is started elsewhere. Resolve it from the file that names it: `fileURLToPath(new URL("./{file}", import.meta.url))`, with `import \'{ fileURLToPath }\' from "node:url";` at the top.',
  "start.error.notFound":
    'An import names a package or file that is not there: run `npm install` in the workshop folder for a package; for a file, give the path relative to the importing file, with its extension ("./index.ts").',
  "start.error.requireEsm":
    "A `require()` of an ES module: the workshop's files are ES modules, so import it instead.",
  "start.error.unknownExtension":
    "Node.js was asked to run a .ts file without tsx: start it with `node --import tsx`, and let cluster workers inherit that (do not replace `execArgv` in `setupPrimary`).",

  // A learner's file that is missing (scripts/harness/step/learner-files.ts).
  "files.missing.expected": "a file {name} in {dir}.",
  "files.missing.seen": "no such file.",
  "files.missing.next":
    "Create {name} there (the lesson says what goes in it), or check the folder you passed with `--dir`.",

  // Answers and failed requests in words (scripts/harness/tools/http-client.ts, scripts/harness/measuring/load.ts).
  "http.noAnswer": "no answer ({error})",
  "load.dropped":
    "{count, plural, one {# dropped, refused or unanswered request} other {# dropped, refused or unanswered requests}}",
  "load.noErrorCode": "no error code",

  // Starting a learner's program (scripts/harness/processes/start.ts, launch.ts and compile-gate.ts).
  "program.tool.expected": "the command {tool}, which this checkpoint runs your program under.",
  "program.tool.seen": "{tool} is not installed here (not on `PATH`).",
  "program.tool.next": "Install it ({how}), then check again.",
  "program.tool.taskset": "Linux only; Debian/Ubuntu: `apt-get install util-linux`",
  "program.tool.package": "the package that provides {tool}",
  "program.compiler": "the TypeScript compiler reported",
  "program.syntax.seen": "a syntax error at {at}",
  "program.syntax.next":
    "Open that file at that line and fix the syntax there (a missing bracket, quote or comma is typical).",
  "program.types.expected": "{file} type-checks under strict TypeScript.",
  "program.types.seen":
    "{count, plural, one {# type error} other {# type errors}}; the first at {at}",
  "program.types.next":
    "Fix the error at that file and line (your editor underlines it too), then check again.",
  "program.stuck.expected":
    "{file} finishes within {deadline} s, and exits once it has printed its result.",
  "program.stuck.seenDeadline": "it was still running at the deadline, and was stopped.",
  "program.stuck.seenLinger":
    "it printed its result, but was still running {seconds} s later, and was stopped.",
  "program.stuck.next":
    "Make sure it stops every server it started (in a `finally` block) and awaits nothing that never settles.",

  // The speed-up checkpoint (scripts/harness/measuring/speedup.ts, correctness-only.ts).
  "speedup.notDeciding":
    "not judged: `--correctness-only` (a shared runner's CPUs are not this code's to measure)",
  "speedup.usableCpus.name": "usable CPUs",
  "speedup.usableCpus.detail":
    "with one CPU the workers take turns on it, so a cluster cannot beat one process; only correctness is checked",
  "speedup.simulated.name": "simulated CPUs",
  "speedup.simulated.detail":
    "{cpus} CPUs simulated on {real, plural, one {# real one} other {# real ones}}: the workers share the real CPUs, and above {most} simulated CPUs ({per} per real one) a speed-up shows nothing; only correctness is checked",
  "speedup.reference.expected":
    "the workshop's reference cluster (your index.ts in {workers} workers under the workshop's own primary) starts, to measure what this machine can do now.",
  "speedup.reference.seen": "it did not: {seen}",
  "speedup.reference.next":
    "This is the workshop's measurement, not your primary: check again; if it fails again, run `npm run doctor` and report the output below to your instructor.",
  "speedup.machine.usable": "{topology}, {usable} usable",
  "speedup.machine.others": "other programs {percent}% of the machine's CPU",
  "speedup.machine.othersUnknown": "other programs: not told here (no process table to read)",
  "speedup.machine.loadGenerator": "load generator {percent}% of one CPU",
  "speedup.figure.name": "speed-up, median of {rounds, plural, one {# round} other {# rounds}}",
  "speedup.figure.detail":
    "your cluster closer to the reference than to one process in {closer} of {rounds} rounds; one process {single} req/s; your cluster {cluster}; reference {reference}",
  "speedup.referenceFigure.name": "reference cluster's speed-up (your index.ts, {workers} workers)",
  "speedup.chart.title": "req/s, median window of each side",
  "speedup.side.single": "one process",
  "speedup.side.cluster": "your cluster",
  "speedup.side.reference": "reference",
  "speedup.side.alone": "index.ts alone",
  "speedup.shares.title": "each worker's share of the cluster's CPU time",
  "speedup.heavy.expected": "{side} answers `GET /heavy` with 200 {body} before the comparison.",
  "speedup.heavy.next":
    "Both sides must serve the workshop's /heavy route, unchanged: index.ts alone, and index.ts in every worker.",
  "speedup.resting.expected":
    "your cluster uses almost no CPU while no request reaches it (at most {max}% of one CPU), so that the comparison's three sides share the same machine.",
  "speedup.resting.seen":
    "{percent}% of one CPU over {seconds} s, while the check only started index.ts alone and the reference cluster. A CPU your cluster takes then is taken from every side, and the speed-up cannot show it.",
  "speedup.resting.next":
    "Remove the loop or timer that keeps working while nothing is asked (a wait that spins, a timer every few ms). A primary only forks workers and reacts to their events (cluster.on); a worker only answers requests.",
  "speedup.silent.expected": "both sides answer requests in every window.",
  "speedup.silent.seen":
    "a window with no answers (one process {single} req/s; cluster {cluster} req/s).",
  "speedup.silent.next":
    "Make sure /heavy answers every request (`res.send` at the end of the handler) on both sides.",
  "speedup.errors.expected": "every request answered 200 on both sides.",
  "speedup.errors.seen": "{count, plural, one {# failed request} other {# failed requests}}.",
  "speedup.errors.next": "Look at the output below for workers that crash under load.",
  "speedup.impossible.expected":
    "at most about {workers}× on {workers} CPUs: more cores cannot do more than that.",
  "speedup.impossible.seen":
    "{speedup}×, above {ceiling}×, and {over}× the req/s of the workshop's reference cluster of your index.ts (above {overCeiling}×, more than two processes of the same code differ): the cluster does less work per request than index.ts alone.",
  "speedup.impossible.next":
    "Let every worker run the same index.ts as the single process, loop included; no shortcut answers.",
  "speedup.slow.expected":
    "your cluster serves at least {threshold}× the req/s of index.ts alone: half the gain of the workshop's reference cluster (your index.ts in {workers} workers), which reached {reference}× on this machine in the same rounds.",
  "speedup.slow.seen":
    "{speedup}× (per round: {perRound}); closer to one process than to the reference in {farther} of {rounds} rounds. Machine: {machine}.",
  "speedup.slow.busy":
    "Other programs took CPU meanwhile: close heavy programs (builds, video calls, other checks) and check again. If it still fails on a quiet machine: {advice}",

  // CPU time per request (scripts/harness/measuring/cpu-per-request.ts).
  "cpu.idleSubtracted": "idle CPU use subtracted",

  // Running the learner's nginx configuration (scripts/harness/tools/nginx.ts).
  "nginx.missing.expected": "nginx installed, to run your configuration.",
  "nginx.missing.seen": "no nginx on `PATH` or in /usr/sbin.",
  "nginx.missing.next":
    "Install it: on Debian or Ubuntu, `sudo apt-get install nginx` (this check runs it as its own process and stops it afterwards).",
  "nginx.test.expected": "nginx can test the configuration nginx-config.ts printed (`nginx -t`).",
  "nginx.test.label": "nginx -t printed",
  "nginx.accept.expected": "nginx accepts the configuration nginx-config.ts printed (`nginx -t`).",
  "nginx.accept.seen": "nginx rejected it: `{error}`",
  "nginx.accept.nextPrinted":
    "Print only the configuration: nginx-config.ts printed something else first (a debug `console.log` ends up in the file nginx reads).",
  "nginx.accept.nextFix":
    "Fix the line nginx names (a missing `;` or `'}'`, a directive in the wrong block). Leave `pid`, `daemon` and `error_log` out: the check sets them.",
  "nginx.accept.label": "the configuration printed, around line {line}",
  "nginx.start.expected": "nginx, having accepted the configuration, starts and listens on `PORT`.",
  "nginx.start.seen": "it stopped at start: `{error}`",
  "nginx.start.next":
    "nginx names what it could not do. For a listen address: listen on 127.0.0.1:{port}, the `PORT` nginx-config.ts was given, and on nothing else.",
  "nginx.start.label": "nginx printed",
  "nginx.exitedTest": "nginx -t exited with {code}",
  "nginx.exitedStart": "nginx exited with {code} at start",
  "nginx.denied.seen":
    'nginx, run as {user}, may not {call, select, mkdir {create} other {open}} {path} ("Permission denied"): a permission of this machine, not a mistake in your configuration.',
  "nginx.denied.next":
    "The check keeps nginx's own files in its folder; {path} is outside it. If it is a log your configuration keeps (Debian's nginx logs requests to /var/log/nginx/access.log unless `access_log off;`), turn it off. Otherwise let {user} write there (`sudo mkdir -p {folder} && sudo chown {user} {folder}`) or run the check as root.",
  "nginx.taken.seen":
    'nginx could not listen on {address}: another program on this machine took that port, the one the check picked ("Address already in use").',
  "nginx.taken.next":
    "Not your configuration: check again; if it repeats, see what holds port {port} (`lsof -i :{port}`) and stop it.",

  // The machine behind a figure, in words (scripts/platform/machine.ts, conditions.ts).
  "platform.topology.logical": "{count, plural, one {# logical CPU} other {# logical CPUs}}",
  "platform.topology.cores":
    "{cores, plural, one {# physical core} other {# physical cores}}, {logical}{smt, select, yes { (SMT)} other {}}",
  "platform.topology.hybrid": "{cores}; {performance} performance + {efficiency} efficiency cores",
  "platform.topology.simulated":
    "{cpus} simulated CPUs on {real, plural, one {# real one} other {# real ones}} ({topology})",
  "platform.conditions.clock": "clock {idle} GHz idle, {load} GHz under load",
  "platform.conditions.steal": "VM steal {percent}%",
  "platform.conditions.battery": "on battery",
  "platform.conditions.mains": "on mains power",
  "platform.conditions.profile": 'power profile "{name}"',
  "platform.conditions.plan": 'power plan "{name}"',

  // compare.ts's JSON report, read back (scripts/harness/measuring/compare-report.ts).
  "report.noObject": 'it has no "{side}" object',
  "report.lacksNumbers": '"{side}" lacks numbers for {fields}',
  "report.notNumber": '"speedup" is not a number',
  "report.notNumberInstead": '"speedup" is not a number (it has {keys} instead)',
  "report.notNumberIs": '"speedup" is not a number (it is {value}, a {type})',
  "report.inLine": "in the JSON line, {problems}.",
  "report.noJson": "no line of the output parses as a JSON object.",

  // Figures' thresholds, the live line while load runs, diff's identical files.
  "cpu.figure.threshold": ">= {floor} ms (half the loop alone: {loop} ms here)",
  "speedup.figure.threshold":
    ">= {threshold}× (half the reference cluster's gain) and <= {ceiling}×",
  "speedup.figure.generatorBound":
    "none: the load generator had no idle time, so this is its ceiling, not the cluster's speed",
  "speedup.generator.name": "load generator busy, its busiest thread",
  "speedup.generator.detail":
    "{threads} generator thread(s) for {workers} workers; this machine's generator judges up to {largest} workers in full",
  "speedup.figure.noThreshold": "none: the reference shows no speed-up now",
  "speedup.referenceFigure.threshold": ">= {min}× to judge a speed-up",
  "live.line":
    "{label} · {requests, plural, one {# request} other {# requests}} · {rps} req/s · {errors, plural, one {# error} other {# errors}}",
  "live.load": "load",
  "diff.sameFiles": "The same as the solution: {files}",

  // What a platform lacks, as a checkpoint that skips itself says (scripts/platform/platform.ts).
  "platform.reusePortUnsupported":
    "reusePort is not supported on {platform} (listen fails with ENOTSUP; Linux and some BSDs have it)",
  "platform.portClash":
    "on WSL1 two programs can listen on the same port, so a taken port raises no EADDRINUSE here (WSL2 or Linux can check it)",
  "platform.noAffinity":
    "{platform} cannot pin a program to CPUs (CPU affinity and taskset are Linux's): run this step on Linux, in WSL2 or in the dev container to see it",
  "platform.noCgroups":
    "{platform} has no cgroups, so no CPU quota can be shown to a program: run this step on Linux, in WSL2 or in the dev container to see it",
  // The room (scripts/commands/room.ts, scripts/room/client.ts).
  "room.notAddress":
    "{text}: not an address. Type it as the instructor shows it, e.g. http://192.168.1.20:4800",
  "room.notHttp": "{text}: the room's address starts with http:// or https://",
  "room.refusedCode":
    "the room refused the code: join again with the code shown (npm run room -- join {address} <code>)",
  "room.tooMany": "the room asks for fewer posts from this address; the next check tries again",
  "room.full": "the room is full",
  "room.httpStatus": "the room answered HTTP {status}",
  "room.timeout": "no answer from {address} within {seconds} s",
  "room.noAnswer": "{address} did not answer ({error})",
  "room.schema": "it does not fit the room's schema: {issue}",
  "room.sent": "Sent to the room at {address}.",
  "room.notSent": "Not sent to the room: {reason}.",
  "room.wouldRefuse": "The room would refuse this: {issues}",
  "room.joinFailed": "Could not join: {reason}.",
  "room.joined": 'Joined the room at {address} as "{name}".',
  "room.joinedSends":
    "From now on every npm run check of your steps (and npm run doctor) sends the room its verdicts and figures: numbers and names only, never your code. npm run room -- leave stops that.",
  "room.left": "Left the room at {address}.",
  "room.notJoined": "You had not joined a room.",
  "room.notWholeNumber": "--{name} {text}: not a whole number ≥ {min}.",
  "room.alreadyRuns": "A room already runs from {dir}: use that one, or stop it first (Ctrl-C).",
  "room.open": "The room is open: {url}",
  "room.howToJoin": "Learners join from their workshop folder with:",
  "room.localOnly":
    "Only this machine can reach it. For the room's laptops: npm run room -- --host 0.0.0.0 (on a network you trust).",
  "room.kept": "Results are kept in {path} across restarts. Ctrl-C stops the room.",
  "room.closed": "The room is closed ({signal}); its results stay in {path}.",
  "room.damaged": "The room file was damaged; it is kept as {aside} and the room starts empty.",
  "room.nameTaken":
    "that name is taken in this room: join again with another (npm run room -- join {address} <code> --name <name>)",
  "room.addressFull": "this address has brought its most learners to the room; ask the instructor",
  "room.notSaved": "the room could not save it yet; the next check sends it again",
  "room.redirected":
    "{address} answered with a redirect elsewhere, which is not followed: check the address",
  "room.joinArguments":
    "Too many arguments for join: {extra}. Set your name with: npm run room -- join <address> <code> --name <name>",
  "room.damagedKept":
    "The room file was damaged; it is kept as {aside}. The room keeps its code and {kept} learner(s); {lost} entry(ies) could not be read.",
  "room.writeFailed":
    "Could not save the room in {path} ({error}): learners' posts get 503 until it works again; retrying.",
  "room.writeRecovered": "Saving the room in {path} works again.",
  "room.serverError": "The room's server: {error} (it keeps running).",
  "room.instructorPage": "Your page, with the join command and the code (this machine only): {url}",
  "room.viewerKey": "The same page on another screen: {url} (keep this link to yourself)",
  "room.logJoined": "{name} joined",
  "room.logDoctor": "{name}: doctor {ready, select, yes {ready} other {found missing tools}}",
  "room.logCheck": "{name}: step {step} {passed}/{ran}",

  // How a list of facts is joined, and a worker's bar in a chart.
  "list.separator": "; ",
  "speedup.workerBar": "worker {pid}",
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
