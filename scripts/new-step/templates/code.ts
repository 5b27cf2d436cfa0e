/**
 * The code files of a new step's skeleton: one starter file with one numbered TODO and its
 * solution, one checkpoint on the harness that reads the learner's file (it starts no program),
 * its messages in every language, one catalogued mistake and one variant, the step's facts with
 * a requirements row tied to both, and an empty facts table. Each function returns a file's
 * whole text, formatted as `biome format` writes it. "AUTHOR:" marks what the step's author
 * replaces with the step's own content.
 */
import type { Locale } from "../../i18n/locale.ts";
import type { NewStepPlan } from "../plan.ts";

/** The one starter file of the skeleton, and of its solution. */
export const STARTER = "index.ts";

/** What the starter's TODO 1 asks for, and the solution gives. */
export const GREETING = "hello, cluster";

/** The catalogued mistake's wrong greeting. */
const WRONG_GREETING = "hello, world";

/** The English name of the skeleton's one checkpoint (its `name.greeting` message). */
export const CHECKPOINT_NAME = `${STARTER} exports the greeting the lesson asks for`;

/** The lesson section the checkpoint cites (a heading of ./markdown.ts's lessons). */
export const TASK_SECTION = "What to do";

/** The name of the catalogued mistake. */
export const MISTAKE_NAME = "another greeting";

/** The requirement of the table, in the lesson's words. */
export const REQUIREMENT = `set GREETING to "${GREETING}"`;

/** The starter's solution line, which the mistake and the variant edit. */
const SOLUTION_LINE = `export const GREETING = "${GREETING}";`;

/** The starter the learner edits: its TODO 1 asks for the greeting. */
export function starter(_plan: NewStepPlan): string {
  return `// AUTHOR: the starter, the file the learner edits. Replace it with the step's own files, with
// numbered TODO comments 1 to N across them (CONTRIBUTING.md, "Adding a step").

/** The greeting the lesson's "${TASK_SECTION}" asks ${STARTER} to export. */
// TODO 1: ${REQUIREMENT}.
export const GREETING = "";
`;
}

/** The solution: the starter finished, under the same file name. */
export function solution(_plan: NewStepPlan): string {
  return `// AUTHOR: the finished starter, the same file names as the starter's: every checkpoint passes on
// it, and the mistakes and variants of checkpoints/ are edits of it.

/** The greeting the lesson's "${TASK_SECTION}" asks ${STARTER} to export. */
${SOLUTION_LINE}
`;
}

/** The checkpoint file: one checkpoint, which reads the learner's file and starts nothing. */
export function checkpoint(_plan: NewStepPlan): string {
  return `// The checkpoint of this step: ${STARTER} exports the greeting the lesson asks for. It reads the
// learner's file and starts no program.
// AUTHOR: one test() per thing that must hold of the learner's files, each opening with
// step.section(), on the harness (scripts/harness/README.md): a step about a server starts the
// learner's program with step.startServer() or step.startCluster() and talks to it over HTTP.
import { readFileSync } from "node:fs";
import { check, defineStep, test } from "#harness";
import { MESSAGES } from "./messages/index.ts";

const step = defineStep(import.meta.url, ["${TASK_SECTION}"], MESSAGES);

/** What GREETING must be (the lesson, "${TASK_SECTION}"). */
const GREETING = "${GREETING}";

test(step.name("greeting"), () => {
  step.section("${TASK_SECTION}");
  const source = readFileSync(step.file("${STARTER}"), "utf8");
  // The text GREETING is set to, in any of JavaScript's quotes.
  const found = /\\bGREETING\\s*=\\s*(["'\`])(.*?)\\1/.exec(source)?.[2];
  check(found === GREETING, () =>
    step.finding("greeting", {
      found: found === undefined ? "none" : JSON.stringify(found),
      greeting: JSON.stringify(GREETING),
    }),
  );
});
`;
}

/**
 * What the learner builds, until the author writes it: the step's `step.builds` message in each
 * language, from which `npm run dev-check -- --fix` makes the README's row
 * (scripts/workshop/step-builds.ts).
 */
export const BUILDS: Readonly<Record<Locale, string>> = {
  en: "AUTHOR: what the learner builds",
  ja: "AUTHOR: 学習者が作るもの",
  ko: "AUTHOR: 학습자가 만드는 것",
};

/** The checkpoint's messages in English, the source of the Japanese and Korean ones. */
export function messagesEn(plan: NewStepPlan): string {
  return `/**
 * Step ${plan.nn}'s checkpoint messages in English, the source of ./ja.ts and ./ko.ts: ICU
 * MessageFormat (scripts/i18n/translate.ts). \`name.<key>\` is a checkpoint's name; \`<key>.expected\`,
 * \`.seen\` and \`.next\` are one finding's three parts. AUTHOR: the messages of the step's own
 * checkpoints, under the same keys in the three files.
 */
export const en = {
  // What the learner builds, as the README's table "The steps" says it (written there by
  // \`npm run dev-check -- --fix\`) and the home screen shows it for the next step.
  "step.builds": "${BUILDS.en}",

  "name.greeting": "${CHECKPOINT_NAME}",

  "greeting.expected": "${STARTER} sets GREETING to {greeting}.",
  "greeting.seen":
    '{found, select, none {no GREETING = "…" in ${STARTER}.} other {GREETING is {found}.}}',
  "greeting.next": "Set GREETING to {greeting} in ${STARTER}, at its TODO 1.",
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
`;
}

/** The checkpoint's messages in Japanese. */
export function messagesJa(plan: NewStepPlan): string {
  return `/** Step ${plan.nn}'s checkpoint messages in Japanese: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ja: Record<MessageKey, string> = {
  "step.builds": "${BUILDS.ja}",

  "name.greeting": "${STARTER} がレッスンの求める挨拶をエクスポートしている",

  "greeting.expected": "${STARTER} で GREETING が {greeting} であること。",
  "greeting.seen":
    '{found, select, none {${STARTER} に GREETING = "…" がありません。} other {GREETING は {found} です。}}',
  "greeting.next": "${STARTER} の TODO 1 で、GREETING を {greeting} にしてください。",
};
`;
}

/** The checkpoint's messages in Korean. */
export function messagesKo(plan: NewStepPlan): string {
  return `/** Step ${plan.nn}'s checkpoint messages in Korean: the keys and placeholders of ./en.ts. */
import type { MessageKey } from "./en.ts";

export const ko: Record<MessageKey, string> = {
  "step.builds": "${BUILDS.ko}",

  "name.greeting": "${STARTER}가 레슨이 요구하는 인사말을 내보낸다",

  "greeting.expected": "${STARTER}에서 GREETING이 {greeting}이어야 합니다.",
  "greeting.seen":
    '{found, select, none {${STARTER}에 GREETING = "…"이 없습니다.} other {GREETING이 {found}입니다.}}',
  "greeting.next": "${STARTER}의 TODO 1에서 GREETING을 {greeting}로 설정하세요.",
};
`;
}

/** The messages in every language, for defineStep(). */
export function messagesIndex(plan: NewStepPlan): string {
  return `/** Step ${plan.nn}'s checkpoint messages in every language, for defineStep(). */
import { en } from "./en.ts";
import { ja } from "./ja.ts";
import { ko } from "./ko.ts";

export const MESSAGES = { en, ja, ko };
`;
}

/** The mistakes: one, caught by the checkpoint, with the advice that fixes it. */
export function mistakes(_plan: NewStepPlan): string {
  return `/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 * AUTHOR: the wrong submissions real learners write, at least one per checked requirement.
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";
import type { MessageKey } from "./messages/en.ts";

export const MISTAKES: readonly CataloguedMistake<MessageKey>[] = [
  {
    name: "${MISTAKE_NAME}",
    file: "${STARTER}",
    find: '${SOLUTION_LINE}',
    replace: 'export const GREETING = "${WRONG_GREETING}";',
    checkpoint: "greeting",
    expect: ['GREETING is "${WRONG_GREETING}"', '"${GREETING}"'],
    advised: [{ find: '"${WRONG_GREETING}"', replace: '"${GREETING}"' }],
  },
];
`;
}

/** The variants: one, correct code written otherwise. */
export function variants(_plan: NewStepPlan): string {
  return `/**
 * Correct code written otherwise than this step's solution, in styles real learners write: one
 * edit of a solution file, or whole files from a folder under ./variants/
 * (scripts/selftest/variants.ts says how the self-test applies them). Every checkpoint of the
 * step must pass on each. AUTHOR: the correct styles real learners write.
 */
import type { CataloguedVariant } from "../../../scripts/selftest/variants.ts";

export const VARIANTS: readonly CataloguedVariant[] = [
  {
    name: "the greeting in single quotes",
    file: "${STARTER}",
    find: '${SOLUTION_LINE}',
    replace: "export const GREETING = '${GREETING}';",
  },
];
`;
}

/** The step's facts: its requirements table, one checked row. */
export function stepFacts(_plan: NewStepPlan): string {
  return `/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 * AUTHOR: given and startsFrom for files from an earlier step, tools, limits, bench, container,
 * simulate and demo when the step needs them; a row per requirement of the lesson.
 */
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import type { MessageKey } from "./messages/en.ts";

export const STEP: StepFacts<MessageKey> = {
  requirements: [
    {
      says: '${REQUIREMENT}',
      section: "${TASK_SECTION}",
      todos: [1],
      checkpoint: "greeting",
      mistakes: ["${MISTAKE_NAME}"],
    },
  ],
};
`;
}

/** The step's facts table of measured figures: none yet. */
export function factsJson(_plan: NewStepPlan): string {
  return `${JSON.stringify(
    {
      $comment:
        "Figures measured with this step's check or solution that the lessons, hints or the instructor's slides state: each with how it was measured and the files that state it, on the machine and the Node.js of scripts/workshop/facts.json's measured unless it says its own node. scripts/workshop/facts.test.ts holds the prose to them. Change a value here and in the prose together.",
      figures: {},
    },
    null,
    2,
  )}\n`;
}
