/**
 * `npm start`: the workshop home. Lists the steps in order as done, failed (with the first
 * failing checkpoint) or not done yet, says which step comes next with the commands for it, and
 * lists the other commands, in the learner's language, which it names with how to change it.
 */

import { join, relative } from "node:path";
import { cpuBudget } from "../harness/measuring/cpus.ts";
import { checkpointNames } from "../i18n/checkpoint-names.ts";
import { localeChoice } from "../i18n/choice.ts";
import { lessonTitle, localFile } from "../i18n/lessons.ts";
import { LOCALE_NAMES, type LocaleSource } from "../i18n/locale.ts";
import { t } from "../i18n/translate.ts";
import { changedSincePassed, readProgress, type StepProgress } from "../workshop/progress.ts";
import { stepBuilds } from "../workshop/step-builds.ts";
import { listSteps } from "../workshop/steps.ts";
import { padDisplay, colors as pc, terminalWidth, wrap } from "../workshop/terminal.ts";

/** Column where a step's title starts, under which its failure details go. */
const DETAIL_INDENT = 24;

const indent = (text: string, by: number) => text.replace(/^/gm, " ".repeat(by));

/** The status column of a step: done, changed since it passed, failed (n/m) or not attempted. */
function status(entry: StepProgress | undefined, changed: boolean): string {
  if (changed) return pc.yellow(padDisplay(t("home.status.changed"), 12));
  if (entry?.verdict === "passed") return pc.green(padDisplay(t("home.status.done"), 12));
  if (entry?.verdict === "failed") {
    const ran = (entry.total ?? 0) - (entry.notRun?.length ?? 0);
    return pc.red(padDisplay(t("home.status.failed", { passed: entry.passed ?? 0, ran }), 12));
  }
  return pc.dim(padDisplay(t("home.status.notTried"), 12));
}

/** Where the language came from, said in that language. */
function languageSource(source: LocaleSource): string {
  if (source.kind === "environment") return t("home.language.environment", source);
  return t(`home.language.${source.kind}`);
}

/** Prints the home screen. */
export async function home(): Promise<void> {
  const read = readProgress();
  const steps = listSteps();
  // A step whose files changed since it passed is not done: its verdict was of other files.
  const changed = new Set(
    steps.filter((step) => changedSincePassed(read[step.id], step.dir)).map((s) => s.id),
  );
  const progress = Object.fromEntries(
    Object.entries(read).map(([id, entry]) => [
      id,
      changed.has(id) ? { ...entry, verdict: undefined } : entry,
    ]),
  );
  const budget = cpuBudget();
  const { locale, source } = localeChoice();
  console.log(pc.bold("node-cluster-workshop"));
  const machine = t("home.machine", {
    usable: budget.usable,
    parallelism: budget.availableParallelism,
  });
  const language = t("home.language", {
    name: LOCALE_NAMES[locale],
    source: languageSource(source),
  });
  console.log(pc.dim(`${wrap(machine)}\n${wrap(language)}\n${wrap(t("home.languageChange"))}\n`));
  for (const step of steps) {
    const entry = progress[step.id];
    const title = lessonTitle(step, locale);
    const named =
      entry?.failed?.length || entry?.notRun?.length ? await checkpointNames(step) : String;
    const [first, ...more] = wrap(title, terminalWidth() - DETAIL_INDENT).split("\n");
    console.log(
      `  ${status(entry, changed.has(step.id))}  ${`step${step.number}`.padEnd(7)} ${first}`,
    );
    if (more.length) console.log(indent(more.join("\n"), DETAIL_INDENT));
    if (changed.has(step.id)) {
      const detail = t("home.changedSincePassed", { number: String(step.number) });
      console.log(pc.dim(indent(wrap(detail, terminalWidth() - DETAIL_INDENT), DETAIL_INDENT)));
    }
    // A checkpoint that could not run here is no pass: say so under a done step too.
    const notRun = entry?.notRun?.length
      ? [
          t("home.notRun", {
            count: entry.notRun.length,
            names: entry.notRun.map(named).join("; "),
          }),
        ]
      : [];
    if (entry?.verdict === "passed") {
      for (const detail of notRun) {
        console.log(pc.dim(indent(wrap(detail, terminalWidth() - DETAIL_INDENT), DETAIL_INDENT)));
      }
    }
    if (entry?.verdict === "failed") {
      const details = [
        ...(entry.failed?.[0] ? [t("home.failing", { name: named(entry.failed[0]) })] : []),
        ...(entry.next ? [t("home.nextAdvice", { advice: entry.next })] : []),
        ...notRun,
      ];
      for (const detail of details) {
        console.log(pc.dim(indent(wrap(detail, terminalWidth() - DETAIL_INDENT), DETAIL_INDENT)));
      }
    }
  }
  const next = steps.find((step) => progress[step.id]?.verdict !== "passed");
  const lastDone = progress[steps.at(-1)?.id ?? ""]?.verdict === "passed";
  console.log();
  if (next && lastDone) {
    // The path is finished; what is left was skipped or fails now, and can wait.
    const open = steps.filter((step) => progress[step.id]?.verdict !== "passed");
    console.log(pc.green(t("home.finished")));
    const names = open.map((s) => `step${s.number}`).join(", ");
    console.log(wrap(t("home.stillOpen", { steps: names })));
  } else if (next) {
    const number = String(next.number);
    console.log(pc.bold(wrap(t("home.nextStep", { number, title: lessonTitle(next, locale) }))));
    const builds = await stepBuilds(next, locale);
    if (builds) console.log(wrap(t("home.builds", { builds })));
    const lesson = localFile(join(next.dir, "README.md"), locale);
    console.log(t("home.read", { file: relative(process.cwd(), lesson) }));
    console.log(t("home.check", { number }));
  } else {
    console.log(pc.green(t("home.allDone")));
  }
  console.log(pc.dim(`\n${t("home.more")}`));
}
