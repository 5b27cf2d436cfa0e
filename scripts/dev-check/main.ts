/**
 * `npm run dev-check [root]`: every structural check of ./checks/ on the repository (or on the
 * copy at `root`), every problem at once; exit code 1 when there is one.
 */
import { resolve } from "node:path";
import { workshopRoot } from "../harness/paths.ts";
import { loadChecks, report, runChecks } from "./run.ts";

const started = performance.now();
const root = resolve(process.argv[2] ?? workshopRoot);
const results = await runChecks(root, await loadChecks());
console.log(report(results, (performance.now() - started) / 1000));
process.exitCode = results.some((result) => result.problems.length > 0) ? 1 : 0;
