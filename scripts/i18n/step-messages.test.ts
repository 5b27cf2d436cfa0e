/**
 * Every step's checkpoint messages (`steps/NN-name/checkpoints/messages/`) are in every language:
 * the same keys, the same placeholders, the same inline code, and each parses as ICU
 * MessageFormat. The self-test then reads each catalogued mistake's message in every language.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "vitest";
import { listSteps } from "../workshop/steps.ts";
import { LOCALES } from "./locale.ts";
import { type Catalogues, placeholders } from "./translate.ts";

const catalogues = await Promise.all(
  listSteps()
    .map((step) => ({ step, file: join(step.dir, "checkpoints/messages/index.ts") }))
    .filter(({ file }) => existsSync(file))
    .map(async ({ step, file }) => ({
      id: step.id,
      messages: (await import(pathToFileURL(file).href)).MESSAGES as Catalogues<string>,
    })),
);

/** The inline code spans of an ICU message, its quoting undone (`$'{x}'` → `${x}`). */
const code = (message: string) =>
  [...message.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? "").replace(/'([{}][^']*)'/g, "$1"));

test("steps have checkpoint messages", () => {
  expect(catalogues.length).toBeGreaterThan(0);
});

test.each(catalogues)(
  "$id: every key, placeholder and code span in every language",
  ({ messages }) => {
    const problems: string[] = [];
    const keys = Object.keys(messages.en).sort();
    for (const locale of LOCALES) {
      const own = messages[locale];
      const have = Object.keys(own).sort();
      if (have.join() !== keys.join())
        problems.push(
          `${locale}: keys differ from English: ${have.filter((k) => !keys.includes(k))}`,
        );
      for (const key of keys) {
        const message = own[key];
        const english = messages.en[key] ?? "";
        if (message === undefined) continue;
        try {
          const want = [...placeholders(english)].sort().join();
          const got = [...placeholders(message)].sort().join();
          if (want !== got) problems.push(`${locale} ${key}: placeholders {${got}} ≠ {${want}}`);
        } catch (error) {
          problems.push(`${locale} ${key}: ${(error as Error).message}`);
        }
        const missing = code(english).filter((span) => !code(message).includes(span));
        if (missing.length) problems.push(`${locale} ${key}: lacks \`${missing.join("`, `")}\``);
      }
    }
    expect(problems).toEqual([]);
  },
);
