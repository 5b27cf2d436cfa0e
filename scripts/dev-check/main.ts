/**
 * `npm run dev-check [-- --fix] [root]`: every structural check of ./checks/ on the repository
 * (or on the copy at `root`), every problem at once; exit code 1 when there is one. `--fix` first
 * lets each check that can mend its files do so (a derived table), and says what it rewrote.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { workshopRoot } from "../harness/paths.ts";
import { loadChecks, report, runChecks } from "./run.ts";

const started = performance.now();
const { values, positionals } = parseArgs({
  options: { fix: { type: "boolean", default: false } },
  allowPositionals: true,
});
const root = resolve(positionals[0] ?? workshopRoot);
const checks = await loadChecks();
if (values.fix)
  for (const check of checks)
    for (const wrote of (await check.fix?.(root)) ?? []) console.log(`fixed ${wrote}`);
const results = await runChecks(root, checks);
console.log(report(results, (performance.now() - started) / 1000));
process.exitCode = results.some((result) => result.problems.length > 0) ? 1 : 0;
