/**
 * The workshop's messages in English, the source every translation follows: one key per message,
 * in ICU MessageFormat (../translate.ts). ./ja.ts and ./ko.ts hold the same keys with the same
 * placeholders (../translate.test.ts). Code, commands and identifiers stay as they are in every
 * language.
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
  "home.notRun":
    "{count, plural, one {# checkpoint} other {# checkpoints}} not run on this machine: {names}",
  "home.failing": "failing: {name}",
  "home.nextAdvice": "next: {advice}",
  "home.finished": "You finished the last step.",
  "home.stillOpen": "Still open: {steps}, whenever you like: npm run check stepN.",
  "home.nextStep": "Next: step{number}, {title}",
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
  "check.fixAndSave": "Fix the first failure above and save: the check runs again.",
  "check.fixAndRerun": "Fix the first failure above, then run the same command again.",
  "check.stuck": "Stuck? npm run hint step{number} gives one hint at a time.",
  "check.correctnessOnly":
    "Correctness only (--correctness-only): the speed-ups above were measured and reported, not judged.",
  "check.recheckChanged": "Checking again what changed since it passed: {steps}",
  "check.everyStepDone": "Every step is done. npm start shows the whole path.",
  "check.failing": "Failing at their last check: {steps} (npm run check stepN shows why).",
  "check.notAttempted":
    "Not attempted: {steps}. Come back to them whenever you like; npm start lists them.",

  // A measured figure's threshold (scripts/harness/reporting/figures.ts).
  "figure.needs": "(needs {threshold}{judged, select, met {: met} notMet {: not met} other {}})",

  // The checkpoint reporter's own lines (scripts/workshop/reporter.ts).
  "report.sameFailure": 'The same failure as "{name}" above.',
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
  "doctor.windows": "Windows: run the workshop in WSL2 or the dev container (README)",
  "doctor.recommendedNode": "Node.js {majors}",
  "doctor.or": " or ",
  "doctor.nodeUnsupported": "Node.js {version} does not satisfy {range}: install {recommended}",
  "doctor.needs": "needs {tools}: {advice}",
  "doctor.oneCpu":
    "1 usable CPU: every step runs, but a cluster cannot beat one process here, so the checks test correctness only.",
  "doctor.wsl1": "WSL1: switch to WSL2 (wsl --set-version <distro> 2).",
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
  "option.hint.all": "show every hint seen so far again, without a new one",
  "option.diff.dir": "compare the files in another folder instead of the step's",
  "option.reset.yes": "do not ask",
  "option.reset.from": "the git revision to take the starter from (default: origin/HEAD)",
  "option.roomJoin.name": "the name the room shows (default: your user name)",
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
