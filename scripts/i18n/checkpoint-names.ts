/**
 * A checkpoint's name in the learner's language. Progress keeps a checkpoint by its English name
 * (the test's name); the step's messages (`checkpoints/messages/`, `name.<key>`) hold it in every
 * language, so the home screen and hints show the learner's.
 */

import { stepCatalogues } from "../workshop/step-facts.ts";
import type { Step } from "../workshop/steps.ts";
import { currentLocale, type Locale } from "./locale.ts";

/**
 * A function giving `step`'s checkpoint names (English, as progress records them) in `locale`;
 * a name the step's messages do not hold is given back as it is.
 */
export async function checkpointNames(
  step: Step,
  locale: Locale = currentLocale(),
): Promise<(english: string) => string> {
  const messages = await stepCatalogues(step);
  if (!messages) return (english) => english;
  return (english) => {
    const key = Object.keys(messages.en).find(
      (k) => k.startsWith("name.") && messages.en[k] === english,
    );
    return (key && messages[locale][key]) || english;
  };
}
