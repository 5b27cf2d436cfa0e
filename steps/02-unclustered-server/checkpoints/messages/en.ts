/**
 * Step 02's checkpoint messages in English, the source of ./ja.ts and ./ko.ts: ICU MessageFormat
 * (scripts/i18n/translate.ts). `name.<key>` is a checkpoint's name; `<key>.expected`, `.seen` and
 * `.next` are one finding's three parts. A literal brace is written `'{'` and `'}'`; pids, ports
 * and measured figures are passed as strings, plural counts as numbers.
 */
export const en = {
  // What the learner builds, as the README's table "The steps" says it (written there by
  // `npm run dev-check -- --fix`) and the home screen shows it for the next step.
  "step.builds":
    "`index.ts`: Express on `PORT` with a CPU-bound `GET /heavy`, the single-process baseline",

  "name.starts": "index.ts starts and prints its pid and the port it was given",
  "name.heavy": "GET /heavy answers 200 with the result of the 5,000,000-step loop",
  "name.oneProcess": "one process serves /heavy, spending CPU time on every request",
  "name.portTaken": "a port already in use is reported, not hidden behind a ready line",

  "pid.expected": 'a line "worker pid={pid}" (the pid of the process the check started).',
  "pid.seen": '{printed, select, none {no "worker pid=<pid>" line.} other {worker pid={printed}}}',
  "pid.next": "Print `worker pid=$'{process.pid}'` in the listen callback.",

  "heavy.expected": "GET /heavy answers 200 {body}.",
  "heavy.seen": "{answer}",
  "heavy.next":
    'Add app.get("/heavy", …) that runs the loop and res.send()s that sentence with the count.',

  "children.expected": "a single process: the baseline that step 03 will beat.",
  "children.seen":
    "it started {count, plural, one {# child process} other {# child processes}}: {pids}.",
  "children.next":
    "Keep index.ts a plain Express server; forking workers is step 03's job (primary.ts).",

  "figure.singleProcess": "single process",
  "figure.cpuPerRequest": "CPU time per /heavy request",

  "underLoad.expected": "GET /heavy answers under load (at least {min} answers in 1 s).",
  "underLoad.seen": "{count, plural, one {# answered request} other {# answered requests}}.",
  "underLoad.next": "Make the route answer every request: res.send(...) at the end of the handler.",

  "errors.expected": "every request under load answered 200.",
  "errors.seen": "{errors} of {requests} failed ({codes}).",
  "errors.next":
    "Run the server yourself and try the route in a browser; look for errors it prints.",

  "cpuTime.expected":
    "each /heavy request costs the server CPU time (at least {floor} ms, half of what the 5,000,000-step loop alone costs on this machine): the loop runs per request.",
  "cpuTime.seen": "{ms} ms of CPU per request over {requests} requests (idle use subtracted).",
  "cpuTime.next":
    "Run the 5,000,000-step loop inside the route handler, on every request; don't cache or hard-code the result.",

  "ignoresPort.expected":
    "the server tries the port given in PORT ({port}, which the check holds taken).",
  "ignoresPort.seen":
    'it printed "App listening on port {other}": it ignores PORT, so this checkpoint cannot test it.',
  "ignoresPort.next":
    "Read the port with `const port = Number(process.env.PORT ?? 3000)` and listen on that.",

  "listenError.expected":
    "with port {port} already taken, the server prints the listen error and exits with a failure code, without claiming to listen.",
  "listenError.seen":
    '{outcome, select, claimed {it printed "App listening on port {port}" although another program holds that port.} silent {it exited ({signal, select, none {code {code}} other {{signal}}}) without printing the error.} neither {it neither reported EADDRINUSE nor exited within 10 s.} zero {it printed the error, then exited with code {code}: a failure needs a code other than 0.} other {it printed the error but was still running {seconds} s later, serving nothing.}}',
  "listenError.next":
    "{outcome, select, claimed {Express 5 passes a listen error to the app.listen callback instead of throwing: take an `error` argument there and, when it is set, print it and exit with code 1 before the ready lines, which belong in that callback, after the check.} other {Print the error the app.listen callback receives (its message names EADDRINUSE), then exit with code 1 (process.exit(1)).}}",

  "errorOnStdout.expected":
    "the listen error goes to stderr (console.error), where whoever started the server looks for failures.",
  "errorOnStdout.seen": "it printed the error on stdout (console.log).",
  "errorOnStdout.next": "Print the error with console.error instead of console.log.",

  "limit.wsl1":
    "the port-taken checkpoint is skipped: WSL1 lets two programs listen on one port (WSL2 can check it)",
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
