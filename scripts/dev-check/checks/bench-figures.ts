/**
 * The figures a step asks `npm run bench` to follow (`bench.figures` in its checkpoints/step.ts,
 * label prefixes) are figures its checkpoints record: each prefix begins one of the step's
 * `figure.<key>` messages in English (before the message's first placeholder, the prefix may go
 * on), the label `step.figure(key)` gives. A figure renamed in its message and not here would drop
 * out of the bench's table without a word.
 */
import { join, relative } from "node:path";
import { stepCatalogues, stepFacts } from "../../workshop/step-facts.ts";
import { listSteps } from "../../workshop/steps.ts";
import type { DevCheck, Problem } from "../problem.ts";

/** Whether the label prefix `prefix` can begin a label made from the English message `message`. */
export function beginsLabel(prefix: string, message: string): boolean {
  const head = message.split("{")[0] ?? "";
  return message.startsWith(prefix) || (head.length > 0 && prefix.startsWith(head));
}

export const BENCH_FIGURES: DevCheck = {
  name: "the figures a step's bench follows are figures its messages name",
  async run(root: string): Promise<Problem[]> {
    const problems: Problem[] = [];
    for (const step of listSteps(root)) {
      const prefixes = (await stepFacts(step)).bench?.figures ?? [];
      if (prefixes.length === 0) continue;
      const messages = await stepCatalogues(step);
      const names = Object.entries(messages?.en ?? {})
        .filter(([key]) => key.startsWith("figure."))
        .map(([, message]) => message);
      for (const prefix of prefixes.filter((p) => !names.some((name) => beginsLabel(p, name))))
        problems.push({
          file: relative(root, join(step.dir, "checkpoints/step.ts")),
          problem: `bench.figures has "${prefix}", which begins none of the step's figure.<key> messages in English: the bench would follow no figure`,
          fix: "write the English label's beginning as its figure.<key> message says it, or record the figure with step.figure(key)",
        });
    }
    return problems;
  },
};
