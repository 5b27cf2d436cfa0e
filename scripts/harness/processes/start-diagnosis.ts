/**
 * Recognises, from a starting program's output and state, the start-up mistakes learners make,
 * and explains each as a next step. The catalogue: syntax error, CommonJS where ES modules are
 * needed, port already in use, ignoring PORT, crash loop, crash (with the common error signatures
 * of {@link STARTUP_ERRORS}), ending at once, listening on IPv6 loopback only, printing a ready
 * line with nothing listening, listening without the ready line, and never becoming ready.
 */
import { basename } from "node:path";
import type { Explanation } from "../reporting/messages.ts";
import type { LearnerProgram } from "./learner-program.ts";

/** A ready line without a listening socket for this long (ms) counts as "nothing listens". */
export const SILENT_LISTEN_MS = 3000;

/** This many workers dying before the program is ready count as a crash loop. */
export const CRASH_LOOP_CRASHES = 3;

export interface StartState {
  /** ms since the program was spawned */
  elapsedMs: number;
  /** ms the program may take to become ready */
  deadlineMs: number;
  /** ms since the program first printed `App listening on port <PORT>` (0 if it has not) */
  listeningForMs: number;
  /** child processes (workers) seen to start and then vanish while waiting */
  workersDied: number;
  /** true when [::1]:PORT accepts connections although 127.0.0.1:PORT does not */
  ipv6Only: boolean;
  /** ms since 127.0.0.1:PORT first accepted connections with no ready line printed (0 if not) */
  acceptingSilentlyForMs: number;
  /** lesson section for the `read` line */
  lesson: string;
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
 * next step (issue #11); EADDRINUSE has a branch of its own in {@link diagnoseStart}. The first
 * signature found in the output wins.
 */
export const STARTUP_ERRORS: readonly { pattern: RegExp; next: string }[] = [
  {
    // Express 5 uses path-to-regexp 8: a bare "*" or an unnamed parameter is an error
    // (Express 5 migration guide, "Path route matching syntax").
    pattern: /Missing parameter name|Unexpected [(*?+!] at|PathError|path-to-regexp/,
    next:
      'Express 5 route paths changed: a bare "*" must be named (app.use(handler) or "/{*splat}"), ' +
      'and "?", "(" and ")" are no longer special. Fix the route path the error names.',
  },
  {
    pattern: /Cannot find module '[^']*\.[cm]?ts'/,
    next:
      "A .ts file was not found where the program looked: a path relative to the folder the " +
      'program was started from (cluster.setupPrimary({ exec: "index.ts" }), say) breaks when it ' +
      'is started elsewhere. Resolve it from the file itself: fileURLToPath(new URL("../index.ts", import.meta.url)).',
  },
  {
    pattern: /ERR_MODULE_NOT_FOUND|Cannot find (module|package)/,
    next:
      "An import names a package or file that is not there: run npm install in the workshop " +
      'folder for a package; for a file, give the path relative to the importing file, with its extension ("./index.ts").',
  },
  {
    pattern: /ERR_REQUIRE_ESM|require\(\) of ES Module/,
    next: "A require() of an ES module: the workshop's files are ES modules, so import it instead.",
  },
  {
    pattern: /ERR_UNKNOWN_FILE_EXTENSION/,
    next:
      "Node.js was asked to run a .ts file without tsx: start it with node --import tsx, and let " +
      "cluster workers inherit that (do not replace execArgv in setupPrimary).",
  },
  {
    pattern: /Cannot use import statement outside a module|ERR_REQUIRE_ASYNC_MODULE/,
    next: 'Add a package.json with { "type": "module" } to the folder (as the package.json at the root of the workshop has).',
  },
];

/** The specific next step for the first known start-up error in `lines`, if any. */
export function startupErrorAdvice(lines: readonly string[]): string | undefined {
  return STARTUP_ERRORS.find(({ pattern }) => lines.some((line) => pattern.test(line)))?.next;
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

/**
 * Looks for a start-up problem in `program` right now.
 *
 * @returns the explanation of the first problem found, or `undefined` while all still looks fine
 */
export function diagnoseStart(program: LearnerProgram, state: StartState): Problem | undefined {
  const { lines, port } = program;
  const file = basename(program.entry);
  const read = state.lesson;

  if (firstMatch(lines, NEEDS_ESM)) {
    return {
      expected: `${file} runs as an ES module.`,
      seen: 'tsx ran it as CommonJS, where top-level await does not exist: no package.json with "type": "module" sits in or above its folder.',
      next: 'Add a package.json with { "type": "module" } to the folder (as the package.json at the root of the workshop has).',
      read,
    };
  }

  const syntax = program.exit ? firstMatch(lines, SYNTAX) : undefined;
  if (syntax) {
    const where = lines.map((line) => LOCATION.exec(line)).find(Boolean);
    const at = where
      ? `${basename(where[1] ?? "")}:${where[2]}${where[3] ? `:${where[3]}` : ""}`
      : file;
    return {
      expected: `${file} parses as TypeScript.`,
      seen: `a syntax error at ${at}: ${syntax.trim()}`,
      next: `Open ${at} and fix the syntax there (a missing bracket, quote or comma is typical).`,
      read,
    };
  }

  if (lines.some((line) => line.includes("EADDRINUSE"))) {
    return {
      expected: `the program listens on port ${port}, which the check gave it through PORT.`,
      seen: "the port it tried was already in use (EADDRINUSE).",
      next:
        "Listen on process.env.PORT, not a fixed port; and stop any other copy of your server " +
        "(another terminal running npm start?) that holds the port.",
      read,
    };
  }

  const wrongPort = program.listeningPorts().find((p) => p !== port);
  if (wrongPort !== undefined) {
    return {
      expected: `the program listens on the port given in the PORT environment variable (${port}).`,
      seen: `it printed "App listening on port ${wrongPort}": it ignores PORT.`,
      next: "Read the port with `const port = Number(process.env.PORT ?? 3000)` and listen on that.",
      read,
    };
  }

  const headers = lines.filter((line) => ERROR_HEADER.test(line));
  if (state.workersDied >= CRASH_LOOP_CRASHES && program.exit === undefined) {
    return {
      expected: "every worker starts once and keeps running.",
      seen:
        `a crash loop: ${state.workersDied} workers died in ${(state.elapsedMs / 1000).toFixed(1)} s ` +
        `and were started again; the first error: ${headers[0] ?? "(none printed)"}`,
      next:
        startupErrorAdvice(lines) ??
        "Find why a worker dies at start-up in the output below. If workers run primary.ts " +
          "again (a second `Primary pid=` line), point cluster.setupPrimary({ exec }) at index.ts.",
      read,
    };
  }

  if (program.exit) {
    const { code, signal } = program.exit;
    if (code === 0) {
      return {
        expected: `${file} keeps running and serves HTTP on port ${port}.`,
        seen: "it ended by itself (exit code 0) without listening: nothing kept it running.",
        next: "Make sure it reaches app.listen(port, …) (or, for a primary, forks its workers).",
        read,
      };
    }
    const header = headers[0];
    return {
      expected: `${file} starts and serves HTTP on port ${port}.`,
      seen: `it crashed at start-up (${signal ?? `exit code ${code}`})${header ? `: ${header}` : ""}.`,
      next:
        startupErrorAdvice(lines) ??
        "Read the error and the file:line under it in the output below, fix it, then check again.",
      read,
    };
  }

  if (state.ipv6Only) {
    return {
      expected: `the server accepts connections on 127.0.0.1:${port} (IPv4 loopback).`,
      seen: `it listens on [::1]:${port} only (IPv6): "localhost" resolved to ::1.`,
      next: "Listen on every address: app.listen(port, callback), without a host name.",
      read,
    };
  }

  if (state.listeningForMs > SILENT_LISTEN_MS) {
    return {
      expected: `something accepts connections on 127.0.0.1:${port} once "App listening on port ${port}" is printed.`,
      seen: `the line was printed ${(state.listeningForMs / 1000).toFixed(1)} s ago, but the port refuses connections.`,
      next:
        "Print the line from the app.listen callback, after listening on that same port; in " +
        "Express 5 that callback receives an error argument when listening failed: check it.",
      read,
    };
  }

  if (state.acceptingSilentlyForMs > SILENT_LISTEN_MS) {
    const near = nearReadyLine(lines, port);
    return {
      expected: `the program prints "App listening on port ${port}" once it listens: the check waits for that line.`,
      seen:
        `it is still running and port ${port} has accepted connections for ` +
        `${(state.acceptingSilentlyForMs / 1000).toFixed(1)} s, but it is not ready: no line says ` +
        `"App listening on port ${port}"${near ? `; the closest is "${near.trim()}"` : ""}.`,
      next: `Print "App listening on port \${port}" from the listen callback, with those exact words (words around them are fine).`,
      read,
    };
  }

  if (state.elapsedMs > state.deadlineMs) {
    const printed = program.listeningPorts().length;
    return {
      expected: `the program prints "App listening on port ${port}" and accepts connections within ${state.deadlineMs / 1000} s.`,
      seen: `after ${(state.elapsedMs / 1000).toFixed(1)} s it is still running but has printed ${printed} such line(s) and is not ready.`,
      next: "Check that app.listen is reached and that its callback prints the line (with the real port).",
      read,
    };
  }
  return undefined;
}
