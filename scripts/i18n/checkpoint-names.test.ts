import { expect, test } from "vitest";
import { stepExport } from "../workshop/step-facts.ts";
import { listSteps } from "../workshop/steps.ts";
import { checkpointNames } from "./checkpoint-names.ts";
import type { Catalogues } from "./translate.ts";

test("a checkpoint's English name is shown in the learner's language, an unknown one as it is", async () => {
  for (const step of listSteps()) {
    const messages = await stepExport<Catalogues<string>>(step, "messages/index.ts", "MESSAGES");
    const names = Object.entries(messages?.en ?? {}).filter(([key]) => key.startsWith("name."));
    expect(names.length, step.id).toBeGreaterThan(0);
    const ja = await checkpointNames(step, "ja");
    const ko = await checkpointNames(step, "ko");
    const en = await checkpointNames(step, "en");
    for (const [, english] of names) {
      expect(ja(english)).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u);
      expect(ko(english)).toMatch(/\p{Script=Hangul}/u);
      expect(en(english)).toBe(english);
    }
    expect(ja("no such checkpoint")).toBe("no such checkpoint");
  }
});
