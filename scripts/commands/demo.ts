/**
 * `npm run demo [-- <part>…]`: the instructor's live run on the room's machine. Each part
 * measures one thing with the workshop's own solutions, shows live req/s while it loads, prints
 * its figures, and is kept in `.workshop/demo/` (results.json, charts/*.svg, report.html) for the
 * report and the slides. Everything a part starts is stopped when it ends, fails or is
 * interrupted (Ctrl-C).
 */

import { renderSvg } from "../demo/charts.ts";
import { heading, say } from "../demo/display.ts";
import { thisMachine } from "../demo/machine.ts";
import type { AnyPart } from "../demo/part.ts";
import { compare } from "../demo/parts/compare.ts";
import { failover } from "../demo/parts/failover.ts";
import { reload } from "../demo/parts/reload.ts";
import { scaling } from "../demo/parts/scaling.ts";
import { shares } from "../demo/parts/shares.ts";
import { writeReport } from "../demo/report.ts";
import { readResults, writeResults } from "../demo/results.ts";
import { runCleanups } from "../harness/cleanup.ts";
import { CheckpointError } from "../harness/messages.ts";
import { abortPm2Sessions } from "../harness/pm2.ts";
import { colors as pc } from "../workshop/terminal.ts";

/** Every part, in the order of a whole run (and of the report). */
export const PARTS: readonly AnyPart[] = [compare, scaling, shares, failover, reload];

/**
 * Ctrl-C: the servers' process groups are SIGKILLed already (../harness/process-groups.ts);
 * pm2 daemons are aborted without a pm2 command, which would start a new one. Then the exit code
 * of the signal.
 */
function stopOnSignal(signal: NodeJS.Signals): void {
  say(`\nInterrupted: stopping the demo's servers.`);
  void abortPm2Sessions().finally(() => {
    say("Stopped; nothing left running.");
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

/**
 * Runs the named parts (all of them when `names` is empty) one after the other.
 *
 * @returns the exit code: 0 when every part was measured, 1 when one failed
 * @throws Error for an unknown part name (listing the parts)
 */
export async function demo(names: readonly string[]): Promise<number> {
  const unknown = names.filter((name) => !PARTS.some((p) => p.name === name));
  if (unknown.length) {
    throw new Error(
      `No demo part ${unknown.join(", ")}. Parts: ${PARTS.map((p) => p.name).join(", ")}.`,
    );
  }
  const chosen = names.length ? PARTS.filter((p) => names.includes(p.name)) : PARTS;
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);
  const machine = thisMachine();
  const results = readResults();
  const charts: Record<string, string> = {};
  const started = Date.now();
  let failed = 0;
  say(
    pc.dim(
      `${machine.usableCpus} usable CPU(s) (availableParallelism ${machine.availableParallelism}) · ${machine.cpuModel} · Node.js ${machine.node}`,
    ),
  );
  for (const [i, part] of chosen.entries()) {
    heading(`${i + 1}/${chosen.length} ${part.title}`, part.description);
    const partStarted = Date.now();
    try {
      const result = await part.run(machine);
      const summary = part.summary(result, machine);
      say(...summary.map((line) => `  ${line}`));
      charts[part.name] = await renderSvg(part.chart(result, machine));
      results[part.name] = {
        measuredAt: new Date().toISOString(),
        seconds: (Date.now() - partStarted) / 1000,
        machine,
        summary,
        result,
      };
    } catch (error) {
      failed += 1;
      const text = error instanceof CheckpointError ? error.message : String(error);
      say(pc.red(`  ${part.name} could not be measured:`), text);
    } finally {
      await runCleanups("all");
    }
  }
  writeResults(results, charts);
  const report = writeReport(PARTS, results);
  say(
    "",
    `${chosen.length - failed} of ${chosen.length} part(s) measured in ${((Date.now() - started) / 1000).toFixed(0)} s; nothing left running.`,
    `Report: ${report}`,
    "Slides with these charts: npm run slides",
  );
  return failed ? 1 : 0;
}
