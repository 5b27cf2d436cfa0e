/**
 * The Markdown of a new step's skeleton, in every language: the lesson (README.md) and the hints
 * (HINTS.md) with the sections the checks ask for, each translation opening with the hash of
 * the English it translates; and what the shared files gain: a row of the README's step table
 * and a section of the instructor's deck. "AUTHOR:" marks what the step's author replaces with
 * the step's own content; `<!-- AUTHOR: … -->` comments say what belongs there.
 */
import { sourceHash, translationHeader } from "../../i18n/lessons.ts";
import type { Locale } from "../../i18n/locale.ts";
import { STEP_HEADING } from "../../slides/step-heading.ts";
import type { NewStepPlan } from "../plan.ts";
import { BUILDS, GREETING, STARTER, TASK_SECTION } from "./code.ts";

/** What a translation's comment tells its author: how a translation follows its English. */
const TRANSLATION_NOTE = `<!-- AUTHOR: the translation of the English beside it: the same headings in the same order,
the same code blocks byte for byte, a sentence a line (CONTRIBUTING.md, "Translations"). When the
English changes, translate the change and record its new hash in the first line. -->`;

/** `markdown` as a translation of the English `source` (named `sourceName`): its hash first. */
const translated = (sourceName: string, source: string, markdown: string): string =>
  `${translationHeader(sourceName, sourceHash(source))}\n\n${markdown}`;

/** The command that checks the step, as a learner types it. */
const checkCommand = (plan: NewStepPlan) => `npm run check step${plan.number}`;

/** The English lesson: the title, "What to do", "Run it yourself", "How this step is checked". */
function lessonEn(plan: NewStepPlan): string {
  const check = checkCommand(plan);
  return `# ${plan.nn} · ${plan.title}

<!-- AUTHOR: the lesson. Its first heading is the step's title; every section a checkpoint or a
hint cites is a heading here; lines stay within 100 columns outside code blocks and tables
(CONTRIBUTING.md, "Adding a step"). -->

AUTHOR: what this step is about, and what the learner builds in it.

## ${TASK_SECTION}

The starter \`${STARTER}\` has one \`TODO\` marker:

1. **TODO 1**: set \`GREETING\` to \`"${GREETING}"\`.
2. Run it yourself ([Run it yourself](#run-it-yourself)), then run the checkpoints
   ([How this step is checked](#how-this-step-is-checked)).

## Run it yourself

AUTHOR: the commands the learner runs by hand, and what each shows.

## How this step is checked

From the workshop root:

\`\`\`sh
${check}
\`\`\`

The checkpoint reads \`${STARTER}\`: \`GREETING\` must be \`"${GREETING}"\`. To check the solution
instead of your files, run \`${check} -- --solution\`; to check another folder, run
\`${check} -- --dir <folder>\`.
`;
}

/** The Japanese lesson: the English one's headings, code blocks and commands. */
function lessonJa(plan: NewStepPlan): string {
  const check = checkCommand(plan);
  return `# ${plan.nn} · ${plan.title}

${TRANSLATION_NOTE}

AUTHOR: このステップの内容と、学習者がここで作るもの。

## やること

スターターの \`${STARTER}\` には \`TODO\` が 1 つあります。

1. **TODO 1**: \`GREETING\` を \`"${GREETING}"\` にします。
2. 自分で動かしてから（[自分で動かす](#自分で動かす)）、チェックポイントを実行します（[このステップのチェック方法](#このステップのチェック方法)）。

## 自分で動かす

AUTHOR: 学習者が手で実行するコマンドと、それぞれの結果。

## このステップのチェック方法

ワークショップのルートで次を実行します。

\`\`\`sh
${check}
\`\`\`

チェックポイントは \`${STARTER}\` を読み、\`GREETING\` が \`"${GREETING}"\` であることを確かめます。
自分のファイルではなく解答をチェックするには \`${check} -- --solution\` を、別のフォルダーをチェックするには \`${check} -- --dir <folder>\` を実行します。
`;
}

/** The Korean lesson: the English one's headings, code blocks and commands. */
function lessonKo(plan: NewStepPlan): string {
  const check = checkCommand(plan);
  return `# ${plan.nn} · ${plan.title}

${TRANSLATION_NOTE}

AUTHOR: 이 단계에서 다루는 내용과 학습자가 만드는 것.

## 할 일

스타터 \`${STARTER}\`에는 \`TODO\`가 하나 있습니다.

1. **TODO 1**: \`GREETING\`을 \`"${GREETING}"\`로 설정합니다.
2. 직접 실행해 본 다음([직접 실행해 보기](#직접-실행해-보기)) 체크포인트를 실행합니다([이 단계의 검사 방법](#이-단계의-검사-방법)).

## 직접 실행해 보기

AUTHOR: 학습자가 직접 실행하는 명령과 각각의 결과.

## 이 단계의 검사 방법

워크숍 루트에서 다음을 실행합니다.

\`\`\`sh
${check}
\`\`\`

체크포인트는 \`${STARTER}\`를 읽고 \`GREETING\`이 \`"${GREETING}"\`인지 확인합니다.
내 파일 대신 정답을 검사하려면 \`${check} -- --solution\`을, 다른 폴더를 검사하려면 \`${check} -- --dir <folder>\`를 실행합니다.
`;
}

/** The English hints: three, from the idea to the key line, the first citing the lesson. */
function hintsEn(plan: NewStepPlan): string {
  return `# Hints: ${plan.nn} · ${plan.title}

<!-- AUTHOR: 3 to 5 hints, one section each, revealed in order, from the idea to the key lines and
never the whole solution; a hint sends the learner to a heading of the lesson by its name in
quotes after the word See (CONTRIBUTING.md, "Adding a step"). -->

## What the step asks

AUTHOR: the idea of the step, in a few sentences. See "${TASK_SECTION}" in the lesson.

## TODO 1: the greeting

\`GREETING\` in \`${STARTER}\` holds the text the lesson asks for, in quotes.

## The value

\`GREETING\` must be \`"${GREETING}"\`. Then run \`${checkCommand(plan)}\`.
`;
}

/** The Japanese hints: the English ones' headings, in the same order. */
function hintsJa(plan: NewStepPlan): string {
  return `# ヒント: ${plan.nn} · ${plan.title}

${TRANSLATION_NOTE}

## ステップが求めること

AUTHOR: ステップの考え方を数文で。レッスンの「やること」を読んでください。

## TODO 1: 挨拶

\`${STARTER}\` の \`GREETING\` は、レッスンが求める文字列を引用符で囲んだものです。

## 値

\`GREETING\` は \`"${GREETING}"\` です。
そのあと \`${checkCommand(plan)}\` を実行します。
`;
}

/** The Korean hints: the English ones' headings, in the same order. */
function hintsKo(plan: NewStepPlan): string {
  return `# 힌트: ${plan.nn} · ${plan.title}

${TRANSLATION_NOTE}

## 단계가 요구하는 것

AUTHOR: 단계의 생각을 몇 문장으로. 레슨의 "할 일"을 읽어 보세요.

## TODO 1: 인사말

\`${STARTER}\`의 \`GREETING\`에는 레슨이 요구하는 문자열이 따옴표로 감싸여 들어갑니다.

## 값

\`GREETING\`은 \`"${GREETING}"\`이어야 합니다.
그다음 \`${checkCommand(plan)}\` 명령을 실행하세요.
`;
}

/** The lesson in `locale`, a translation opening with the English's hash. */
export function lesson(plan: NewStepPlan, locale: Locale): string {
  if (locale === "en") return lessonEn(plan);
  const body = locale === "ja" ? lessonJa(plan) : lessonKo(plan);
  return translated("README.md", lessonEn(plan), body);
}

/** The hints in `locale`, a translation opening with the English's hash. */
export function hints(plan: NewStepPlan, locale: Locale): string {
  if (locale === "en") return hintsEn(plan);
  const body = locale === "ja" ? hintsJa(plan) : hintsKo(plan);
  return translated("HINTS.md", hintsEn(plan), body);
}

/** The placeholder bullet and speaker notes of a deck section, by language. */
const DECK_TEXT: Record<Locale, { bullet: string; notes: string }> = {
  en: {
    bullet: "AUTHOR: what the learner builds, in three to six short lines",
    notes: "AUTHOR: the speaker notes: what to say while the room works on this step.",
  },
  ja: {
    bullet: "AUTHOR: 学習者が作るものを、短い行で 3〜6 行",
    notes: "AUTHOR: 発表者ノート。ステップに取り組む受講者に話すこと。",
  },
  ko: {
    bullet: "AUTHOR: 학습자가 만드는 것을 짧은 줄 3~6개로",
    notes: "AUTHOR: 발표자 노트. 이 단계를 진행하는 동안 강의실에 할 이야기.",
  },
};

/** The heading of the step's section in `locale`'s deck, without the `# `. */
export const deckHeading = (plan: NewStepPlan, locale: Locale): string =>
  `${STEP_HEADING[locale](plan.nn)} · ${plan.title}`;

/** The step's section of `locale`'s deck: a title slide with speaker notes, after a `---`. */
export function deckSection(plan: NewStepPlan, locale: Locale): string {
  const { bullet, notes } = DECK_TEXT[locale];
  return `---

# ${deckHeading(plan, locale)}

- ${bullet}
- \`${checkCommand(plan)}\`

<!--
${notes}
-->
`;
}

/** The cells of the step's row in `locale`'s README step table. */
export function readmeRow(plan: NewStepPlan, locale: Locale): string[] {
  return [String(plan.number), `\`${plan.stepDir}\``, BUILDS[locale]];
}
