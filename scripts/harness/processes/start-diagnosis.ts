/**
 * Recognises, from a starting program's output and state, the start-up mistakes learners make,
 * and explains each as a next step. The catalogue: syntax error, CommonJS where ES modules are
 * needed, an API the running Node.js lacks ({@link NEWER_APIS}), port already in use, ignoring
 * PORT, crash loop, crash (with the common error signatures of {@link STARTUP_ERRORS}), ending
 * at once, listening on IPv6 loopback only, printing a ready
 * line with nothing listening, listening without the ready line, and never becoming ready.
 */
import { basename } from "node:path";
import type { MessageKey } from "../../i18n/locales/en.ts";
import { t } from "../../i18n/translate.ts";
import type { Explanation } from "../reporting/messages.ts";
import type { LearnerProgram } from "./program.ts";

/** A ready line without a listening socket for this long (ms) counts as "nothing listens". */
export const SILENT_LISTEN_MS = 3000;

/** This many workers dying before the program is ready count as a crash loop. */
export const CRASH_LOOP_CRASHES = 3;

export interface StartState {
  /** ms since the program was spawned */
  elapsedMs: number;
  /** ms the program may take to become ready */
  deadlineMs: number;
  /**
   * ms since the program first printed `App listening on port <PORT>`, when 127.0.0.1:PORT
   * refuses connections now; 0 when it has not printed the line, or the port accepts (a cluster's
   * other workers may still be starting: on 2 CPUs, 64 simulated workers take over 3 s after the
   * first one's line, and that is the deadline's to judge)
   */
  printedButRefusingMs: number;
  /** child processes (workers) seen while waiting, gone or not: more than 0 for a primary */
  workersSeen: number;
  /** child processes (workers) seen to start and then vanish while waiting */
  workersDied: number;
  /** true when [::1]:PORT accepts connections although 127.0.0.1:PORT does not */
  ipv6Only: boolean;
  /** ms since 127.0.0.1:PORT first accepted connections with no ready line printed (0 if not) */
  acceptingSilentlyForMs: number;
  /** lesson section for the `read` line */
  lesson: string;
  /** the Node.js running the program, e.g. "20.20.2" (`process.versions.node` by default) */
  node?: string;
}

type Problem = Omit<Explanation, "output">;

/** tsx (esbuild) or Node.js failing to parse a file: only trusted once the program has exited. */
const SYNTAX = /Transform failed|^SyntaxError: /;
const LOCATION = /([^\s:()"']+\.[cm]?[jt]sx?):(\d+)(?::(\d+))?/;
/** A .ts file run as CommonJS (no "type": "module" above it) that needs ES modules. */
const NEEDS_ESM =
  /Top-level await is currently not supported with the "cjs" output format|ERR_REQUIRE_ASYNC_MODULE/;
const ERROR_HEADER = /^(?:\w+)?Error(?: \[\w+\])?: .+/;

/**
 * Common errors that stop a program at start-up, recognised in its output, each with the specific
 * next step, a message key; EADDRINUSE has a branch of its own in {@link diagnoseStart}.
 * The first signature found in the output wins.
 */
export const STARTUP_ERRORS: readonly {
  pattern: RegExp;
  next: MessageKey;
  /** the message's parameters, computed from the line that matched (what was observed) */
  params?: (match: RegExpExecArray) => Record<string, string>;
}[] = [
  {
    // Express 5 uses path-to-regexp 8: a bare "*" or an unnamed parameter is an error
    // (Express 5 migration guide, "Path route matching syntax").
    pattern: /Missing parameter name|Unexpected [(*?+!] at|PathError|path-to-regexp/,
    next: "start.error.express5",
  },
  {
    // The advice names the file that was missing, resolved beside the file that names it.
    pattern: /Cannot find module '([^']*\.[cm]?ts)'/,
    next: "start.error.tsNotFound",
    params: (match) => ({ missing: match[1] ?? "", file: basename(match[1] ?? "") }),
  },
  { pattern: /ERR_MODULE_NOT_FOUND|Cannot find (module|package)/, next: "start.error.notFound" },
  { pattern: /ERR_REQUIRE_ESM|require\(\) of ES Module/, next: "start.error.requireEsm" },
  { pattern: /ERR_UNKNOWN_FILE_EXTENSION/, next: "start.error.unknownExtension" },
  {
    pattern: /Cannot use import statement outside a module|ERR_REQUIRE_ASYNC_MODULE/,
    next: "start.addTypeModule",
  },
];

/**
 * APIs correct code may call that an older supported Node.js lacks, with the error each throws
 * there and the first even (LTS) major that has it: the type check allows them (tsconfig.json's
 * lib is what Node.js 24 and 26 run), so a learner on Node.js 20 or 22 is told at run time.
 * Measured: each `typeof` on Node.js 20.20, 22.23, 24.21 and 26.10; the errors as Node.js 20.20
 * and 22.23 print them (./fixtures/node20-missing-apis.txt, node22-missing-apis.txt).
 */
export const NEWER_APIS: readonly { api: string; missing: RegExp; since: number }[] = [
  { api: "Promise.withResolvers", missing: /Promise\.withResolvers is not a function/, since: 22 },
  { api: "Object.groupBy", missing: /Object\.groupBy is not a function/, since: 22 },
  { api: "Map.groupBy", missing: /Map\.groupBy is not a function/, since: 22 },
  { api: "Array.fromAsync", missing: /Array\.fromAsync is not a function/, since: 22 },
  { api: "navigator", missing: /navigator is not defined/, since: 22 },
  {
    api: "Set methods (union, intersection …)",
    missing:
      /\.(union|intersection|difference|symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom) is not a function/,
    since: 22,
  },
  { api: "Iterator helpers", missing: /Iterator is not defined/, since: 22 },
  { api: "Promise.try", missing: /Promise\.try is not a function/, since: 24 },
  { api: "Error.isError", missing: /Error\.isError is not a function/, since: 24 },
  { api: "RegExp.escape", missing: /RegExp\.escape is not a function/, since: 24 },
  { api: "Float16Array", missing: /Float16Array is not defined/, since: 24 },
];

/**
 * The newer API the output says is missing, if the running Node.js (`node`, e.g. "20.20.2") is
 * older than the major that has it.
 */
export function missingNewerApi(
  lines: readonly string[],
  node: string = process.versions.node,
): { api: string; since: number } | undefined {
  const major = Number(node.split(".")[0]);
  return NEWER_APIS.find(
    ({ missing, since }) => major < since && lines.some((line) => missing.test(line)),
  );
}

/** The specific next step for the first known start-up error in `lines`, if any. */
export function startupErrorAdvice(lines: readonly string[]): string | undefined {
  for (const { pattern, next, params } of STARTUP_ERRORS) {
    for (const line of lines) {
      const match = pattern.exec(line);
      if (match) return t(next, params?.(match));
    }
  }
  return undefined;
}

/** The line that looks most like a ready line that is not quite one (a typo), if any. */
function nearReadyLine(lines: readonly string[], port: number): string | undefined {
  return (
    lines.find((line) => /listen/i.test(line)) ??
    lines.find((line) => line.includes(String(port)) || /\bport\b/i.test(line))
  );
}

function firstMatch(lines: readonly string[], pattern: RegExp): string | undefined {
  return lines.find((line) => pattern.test(line));
}

/** Seconds, as a message shows them: `1.5`. */
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * Looks for a start-up problem in `program` right now.
 *
 * @returns a function writing the explanation of the first problem found (in the language it is
 *   called under, as a CheckpointError calls it), or `undefined` while all still looks fine
 */
export function diagnoseStart(
  program: LearnerProgram,
  state: StartState,
): (() => Problem) | undefined {
  const { lines, port: portNumber } = program;
  const port = String(portNumber);
  const file = basename(program.entry);
  const read = state.lesson;

  if (firstMatch(lines, NEEDS_ESM)) {
    return () => ({
      expected: t("start.needsEsm.expected", { file }),
      seen: t("start.needsEsm.seen"),
      next: t("start.addTypeModule"),
      read,
    });
  }

  const syntax = program.exit ? firstMatch(lines, SYNTAX) : undefined;
  if (syntax) {
    const where = lines.map((line) => LOCATION.exec(line)).find(Boolean);
    const at = where
      ? `${basename(where[1] ?? "")}:${where[2]}${where[3] ? `:${where[3]}` : ""}`
      : file;
    const error = syntax.trim();
    return () => ({
      expected: t("start.syntax.expected", { file }),
      seen: t("start.syntax.seen", { at, error }),
      next: t("start.syntax.next", { at }),
      read,
    });
  }

  const node = state.node ?? process.versions.node;
  const newer = missingNewerApi(lines, node);
  if (newer && (program.exit || state.workersDied > 0)) {
    const values = { file, api: newer.api, since: String(newer.since), node };
    return () => ({
      expected: t("start.newerApi.expected", values),
      seen: t("start.newerApi.seen", values),
      next: t("start.newerApi.next", values),
      read,
    });
  }

  // The given index.ts names its process as `worker pid=<pid>`: with the program's own pid, the
  // program (a cluster's primary) ran the server itself, and holds the port its workers need.
  const primaryServes = new RegExp(`\\bworker pid=${program.pid}\\b`);
  if (state.workersSeen > 0 && lines.some((line) => primaryServes.test(line))) {
    return () => ({
      expected: t("start.primaryServes.expected", { file }),
      seen: t("start.primaryServes.seen", { pid: String(program.pid), port }),
      next: t("start.primaryServes.next", { file }),
      read,
    });
  }

  if (lines.some((line) => line.includes("EADDRINUSE"))) {
    return () => ({
      expected: t("start.portInUse.expected", { port }),
      seen: t("start.portInUse.seen"),
      next: t("start.portInUse.next"),
      read,
    });
  }

  const wrongPort = program.listeningPorts().find((p) => p !== portNumber);
  if (wrongPort !== undefined) {
    return () => ({
      expected: t("start.wrongPort.expected", { port }),
      seen: t("start.wrongPort.seen", { wrongPort: String(wrongPort) }),
      next: t("start.wrongPort.next"),
      read,
    });
  }

  const headers = lines.filter((line) => ERROR_HEADER.test(line));
  const header = headers[0];
  // Called inside each explanation, so that it is said in the language being reported.
  const advice = () => startupErrorAdvice(lines);
  if (state.workersDied >= CRASH_LOOP_CRASHES && program.exit === undefined) {
    const { workersDied: count, elapsedMs } = state;
    return () => ({
      expected: t("start.crashLoop.expected"),
      seen: header
        ? t("start.crashLoop.seen", { count, seconds: seconds(elapsedMs), error: header })
        : t("start.crashLoop.seenNoError", { count, seconds: seconds(elapsedMs) }),
      next: advice() ?? t("start.crashLoop.next"),
      read,
    });
  }

  if (program.exit) {
    const { code, signal } = program.exit;
    if (code === 0) {
      return () => ({
        expected: t("start.ended.expected", { file, port }),
        seen: t("start.ended.seen"),
        next: t("start.ended.next"),
        read,
      });
    }
    return () => {
      const how = signal ?? t("start.exitCode", { code: String(code) });
      return {
        expected: t("start.crash.expected", { file, port }),
        seen: header
          ? t("start.crash.seenError", { how, error: header })
          : t("start.crash.seen", { how }),
        next: advice() ?? t("start.crash.next"),
        read,
      };
    };
  }

  if (state.ipv6Only) {
    return () => ({
      expected: t("start.ipv6.expected", { port }),
      seen: t("start.ipv6.seen", { port }),
      next: t("start.ipv6.next"),
      read,
    });
  }

  if (state.printedButRefusingMs > SILENT_LISTEN_MS) {
    const { printedButRefusingMs } = state;
    return () => ({
      expected: t("start.silent.expected", { port }),
      seen: t("start.silent.seen", { seconds: seconds(printedButRefusingMs) }),
      next: t("start.silent.next"),
      read,
    });
  }

  if (state.acceptingSilentlyForMs > SILENT_LISTEN_MS) {
    const near = nearReadyLine(lines, portNumber)?.trim();
    const values = { port, seconds: seconds(state.acceptingSilentlyForMs) };
    return () => ({
      expected: t("start.noReadyLine.expected", { port }),
      seen: near
        ? t("start.noReadyLine.seenNear", { ...values, near })
        : t("start.noReadyLine.seen", values),
      next: t("start.noReadyLine.next"),
      read,
    });
  }

  if (state.elapsedMs > state.deadlineMs) {
    const printed = program.listeningPorts().length;
    const { elapsedMs, deadlineMs } = state;
    return () => ({
      expected: t("start.deadline.expected", { port, deadline: String(deadlineMs / 1000) }),
      seen: t("start.deadline.seen", { seconds: seconds(elapsedMs), printed }),
      next: t("start.deadline.next"),
      read,
    });
  }
  return undefined;
}
