/**
 * `npm run demo [-- <part>…]`: the instructor's live run on the room's machine. Each part
 * measures one thing with the workshop's own solutions, shows live req/s while it loads, prints
 * its figures, and is kept in `.workshop/demo/` (results.json, charts/*.svg, report.html) for the
 * report and the slides as soon as it is measured. Everything a part starts is stopped when it
 * ends, fails or is interrupted (Ctrl-C, SIGTERM, a closed terminal). One demo runs at a time:
 * two would share the CPUs and measure each other.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import lockfile from "proper-lockfile";
import { renderSvg } from "../demo/charts.ts";
import { heading, say } from "../demo/display.ts";
import { thisMachine } from "../demo/machine.ts";
import type { AnyPart } from "../demo/part.ts";
import { PARTS } from "../demo/parts/index.ts";
import { writeReport } from "../demo/report.ts";
import { DEMO_DIR, readResults, writeResults } from "../demo/results.ts";
import { runCleanups } from "../harness/processes/cleanup.ts";
import { CheckpointError } from "../harness/reporting/messages.ts";
import { abortPm2Sessions } from "../harness/tools/pm2.ts";
import { colors as pc } from "../workshop/terminal.ts";

/** The signal that interrupted the demo, once one has. */
let interrupted: NodeJS.Signals | undefined;

const EXIT_CODES: Partial<Record<NodeJS.Signals, number>> = {
  SIGHUP: 129,
  SIGINT: 130,
  SIGTERM: 143,
};

/**
 * Ctrl-C, SIGTERM or a closed terminal: the servers' process groups are SIGKILLed already
 * (../harness/processes/groups.ts); pm2 daemons are aborted without a pm2 command, which would
 * start a new one. A second signal meanwhile changes nothing. Then the signal's exit code.
 */
function stopOnSignal(signal: NodeJS.Signals): void {
  if (interrupted) return;
  interrupted = signal;
  say("\nInterrupted: stopping the demo's servers.");
  void abortPm2Sessions().finally(() => {
    say("Stopped every server the demo started. The parts measured before are kept.");
    process.exit(EXIT_CODES[signal] ?? 1);
  });
}

/**
 * The parts named, in the order given, each once; all of them when none is named.
 *
 * @throws Error for an unknown part name (listing the parts)
 */
function partsNamed(names: readonly string[]): AnyPart[] {
  const unknown = names.filter((name) => !PARTS.some((p) => p.name === name));
  if (unknown.length) {
    throw new Error(
      `No demo part ${unknown.join(", ")}. Parts: ${PARTS.map((p) => p.name).join(", ")}.`,
    );
  }
  if (!names.length) return [...PARTS];
  return [...new Set(names)].flatMap((name) => PARTS.filter((p) => p.name === name));
}

/**
 * Takes the demo's lock for this run (proper-lockfile: a lock folder, stale once its owner died).
 *
 * @returns a function that releases it
 * @throws Error when another demo holds it
 */
async function lockDemo(): Promise<() => Promise<void>> {
  mkdirSync(DEMO_DIR, { recursive: true });
  try {
    return await lockfile.lock(DEMO_DIR, { lockfilePath: join(DEMO_DIR, "demo.lock") });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    throw new Error(
      "Another npm run demo is running on this machine: two at once share the CPUs and measure each other. Wait for it, or stop it (Ctrl-C).",
    );
  }
}

/**
 * Runs the named parts (all of them when `names` is empty) one after the other, keeping each
 * part's result as soon as it is measured.
 *
 * @returns the exit code: 0 when every part was measured, 1 when one failed
 * @throws Error for an unknown part name, or when another demo is running
 */
export async function demo(names: readonly string[]): Promise<number> {
  const chosen = partsNamed(names);
  const release = await lockDemo();
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, stopOnSignal);
  const machine = thisMachine();
  const started = Date.now();
  let failed = 0;
  say(
    pc.dim(
      `${machine.usableCpus} usable CPU(s) (availableParallelism ${machine.availableParallelism}) · ${machine.cpuModel} · Node.js ${machine.node}`,
    ),
  );
  try {
    for (const [i, part] of chosen.entries()) {
      heading(`${i + 1}/${chosen.length} ${part.title}`, part.description);
      const partStarted = Date.now();
      try {
        const result = await part.run(machine);
        if (interrupted) break;
        const summary = part.summary(result, machine);
        say(...summary.map((line) => `  ${line}`));
        const chart = await renderSvg(part.chart(result, machine));
        const results = readResults();
        results[part.name] = {
          measuredAt: new Date().toISOString(),
          seconds: (Date.now() - partStarted) / 1000,
          machine,
          summary,
          result,
        };
        writeResults(results, { [part.name]: chart });
        writeReport(PARTS, results);
      } catch (error) {
        if (interrupted) break;
        failed += 1;
        const text = error instanceof CheckpointError ? error.message : String(error);
        say(pc.red(`  ${part.name} could not be measured:`), text);
      } finally {
        if (!interrupted) await runCleanups("all");
      }
    }
  } finally {
    await release();
  }
  // The signal handler ends the process once the servers are stopped.
  if (interrupted) return new Promise(() => {});
  say(
    "",
    `${chosen.length - failed} of ${chosen.length} part(s) measured in ${((Date.now() - started) / 1000).toFixed(0)} s; every server the demo started is stopped.`,
    `Report: ${writeReport(PARTS, readResults())}`,
    "Slides with these charts: npm run slides",
  );
  return failed ? 1 : 0;
}
