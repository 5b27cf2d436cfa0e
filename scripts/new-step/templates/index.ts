/**
 * Every file of a new step's skeleton, by its path from the repository's root: the lesson and
 * hints in every language, the starter and its solution, and the checkpoints folder (the
 * checkpoint, its messages, mistakes, variants, the step's facts and its facts table). The
 * templates are ./code.ts and ./markdown.ts; a change to the skeleton is a change there.
 */
import { LOCALES, type Locale } from "../../i18n/locale.ts";
import type { NewStepPlan } from "../plan.ts";
import * as code from "./code.ts";
import { hints, lesson } from "./markdown.ts";

/** A file to write: its path from the repository's root, and its whole text. */
export interface NewFile {
  file: string;
  text: string;
}

/** `name` (`README.md`) as `locale` names it: `README.ja.md`. */
const localName = (name: string, locale: Locale) =>
  locale === "en" ? name : name.replace(/\.md$/, `.${locale}.md`);

/** The skeleton's files, in the order the report lists them. */
export function stepFiles(plan: NewStepPlan): NewFile[] {
  const step = (name: string, text: string) => ({ file: `${plan.stepDir}/${name}`, text });
  const checkpoints = (name: string, text: string) => step(`checkpoints/${name}`, text);
  return [
    ...LOCALES.map((locale) => step(localName("README.md", locale), lesson(plan, locale))),
    ...LOCALES.map((locale) => step(localName("HINTS.md", locale), hints(plan, locale))),
    step(code.STARTER, code.starter(plan)),
    { file: `${plan.solutionDir}/${code.STARTER}`, text: code.solution(plan) },
    checkpoints(`${plan.slug}.test.ts`, code.checkpoint(plan)),
    checkpoints("messages/en.ts", code.messagesEn(plan)),
    checkpoints("messages/ja.ts", code.messagesJa(plan)),
    checkpoints("messages/ko.ts", code.messagesKo(plan)),
    checkpoints("messages/index.ts", code.messagesIndex(plan)),
    checkpoints("mistakes.ts", code.mistakes(plan)),
    checkpoints("variants.ts", code.variants(plan)),
    checkpoints("step.ts", code.stepFacts(plan)),
    checkpoints("facts.json", code.factsJson(plan)),
  ];
}
