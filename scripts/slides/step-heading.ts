/**
 * How each language's deck heads a step's section: its title slide's heading begins with the
 * step's number in that language's words (e.g. "Step 03", "ステップ 03", "03단계"). The deck's
 * render test holds every deck to a section per step (./deck.render.test.ts), and
 * `npm run new-step` writes one in each (../new-step/templates/markdown.ts).
 */
import type { Locale } from "../i18n/locale.ts";

/** The start of a step's section heading in `locale`'s deck, for the step numbered `nn`. */
export const STEP_HEADING: Record<Locale, (nn: string) => string> = {
  en: (nn) => `Step ${nn}`,
  ja: (nn) => `ステップ ${nn}`,
  ko: (nn) => `${nn}단계`,
};
