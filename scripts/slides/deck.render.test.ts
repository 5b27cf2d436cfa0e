// Renders the built deck in headless Chromium (Debian's `chromium`, installed by .ci/run) and
// checks every slide: it is drawn at 1280×720, nothing overflows it, its images (the demo's
// charts, or the notices standing in for them) load, and it has speaker notes; and the deck has a
// section for every step, and every chart is readable from the back of a room: its text at least
// MIN_CHART_TEXT_PX on the slide, as wide as the slide's content, its value axis no longer than
// MAX_AXIS_OVER_DATA times its data's top. Each language's deck (slides/deck.md, deck.ja.md, deck.ko.md) is built
// here, as `npm run slides -- --lang <ja|ko|en>` builds it, with whatever charts the last
// `npm run demo` left (npm test runs the demo first, in the self-test). A deliberately overfull
// deck and a chart too small with an axis three times its data show that these checks can fail.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { renderSvg } from "../demo/charts.ts";
import { LOCALES } from "../i18n/locale.ts";
import { listSteps } from "../workshop/steps.ts";
import { buildDeck, deckFile } from "./build.ts";
import { type DeckReport, inspectDeck, type SlideReport } from "./render.ts";
import { STEP_HEADING } from "./step-heading.ts";

let out: string;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), "workshop-deck-"));
});

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

const describeSlide = (s: SlideReport) => `slide ${s.index + 1} "${s.heading}"`;

/** The smallest chart text a room reads from its back row, px on a 1280×720 slide. */
const MIN_CHART_TEXT_PX = 20;
/** A chart's drawn width at least, px: the slide's width less Marp's default theme's margins. */
const MIN_CHART_WIDTH = 1080;
/** How far past its data's top a value axis may run (room for the labels, a nice round end). */
const MAX_AXIS_OVER_DATA = 2;

/** What is wrong with the charts of `slides`, one line each. */
function chartProblems(slides: SlideReport[]): string[] {
  return slides.flatMap((s) =>
    s.charts.flatMap((c) => {
      const name = `${describeSlide(s)} ${c.src.split("/").pop()}`;
      const problems: string[] = [];
      if (c.minTextPx < MIN_CHART_TEXT_PX)
        problems.push(`${name}: text ${c.minTextPx.toFixed(1)} px < ${MIN_CHART_TEXT_PX} px`);
      if (c.width < MIN_CHART_WIDTH)
        problems.push(`${name}: ${c.width} px wide < ${MIN_CHART_WIDTH} px`);
      for (const axis of ["x", "y"] as const)
        if (c.axisOverData[axis] > MAX_AXIS_OVER_DATA)
          problems.push(
            `${name}: ${axis} axis ${c.axisOverData[axis].toFixed(2)}× its data's top > ${MAX_AXIS_OVER_DATA}×`,
          );
      return problems;
    }),
  );
}

describe.each(LOCALES)("the %s deck", (locale) => {
  let deck: DeckReport;

  beforeAll(async () => {
    const file = join(out, `index.${locale}.html`);
    await buildDeck(deckFile(locale), file);
    deck = await inspectDeck(file);
  }, 60_000);

  test("is its own language's file", () => {
    expect(deckFile(locale)).toMatch(locale === "en" ? /deck\.md$/ : `deck.${locale}.md`);
  });

  test("has slides, each drawn at 1280×720 with a heading", () => {
    expect(deck.slides.length).toBeGreaterThan(10);
    const wrong = deck.slides.filter((s) => s.width !== 1280 || s.height !== 720 || !s.heading);
    expect(wrong.map((s) => `${describeSlide(s)}: ${s.width}×${s.height}`)).toEqual([]);
  });

  test("has nothing overflowing any slide", () => {
    const overflowing = deck.slides
      .filter((s) => s.overflowing.length)
      .map((s) => `${describeSlide(s)}: ${s.overflowing.slice(0, 3).join("; ")}`);
    expect(overflowing).toEqual([]);
  });

  test("loads every image on a slide (the demo's charts, or the notices for them)", () => {
    const broken = deck.slides
      .filter((s) => s.broken.length)
      .map((s) => `${describeSlide(s)}: ${s.broken.join(", ")}`);
    expect(broken).toEqual([]);
  });

  test("draws every chart for the back of the room: large text, the slide's width, axes fitted", () => {
    expect(deck.slides.some((s) => s.charts.length)).toBe(true);
    expect(chartProblems(deck.slides)).toEqual([]);
  });

  test("has speaker notes on every slide", () => {
    const without = deck.slides
      .filter((s) => (deck.notes.get(s.index)?.length ?? 0) < 20)
      .map(describeSlide);
    expect(without).toEqual([]);
  });

  test("has a section for every step", () => {
    const missing = listSteps()
      .map((step) => STEP_HEADING[locale](String(step.number).padStart(2, "0")))
      .filter((label) => !deck.slides.some((s) => s.heading.startsWith(label)));
    expect(missing).toEqual([]);
  });
});

test("an overfull slide and a missing image are caught", async () => {
  const source = join(out, "overfull.md");
  const bullets = Array.from({ length: 30 }, (_, i) => `- bullet ${i + 1}`).join("\n");
  writeFileSync(source, `---\nmarp: true\n---\n\n# Too much\n\n${bullets}\n\n![](nowhere.png)\n`);
  const html = join(out, "overfull.html");
  await buildDeck(source, html);
  const [slide] = (await inspectDeck(html)).slides;
  expect(slide?.overflowing.length).toBeGreaterThan(0);
  expect(slide?.broken).toEqual(["nowhere.png"]);
}, 60_000);

test("a chart with small text, narrow, with an axis to three times its data, is caught", async () => {
  const svg = await renderSvg({
    width: 400,
    height: 200,
    config: { axis: { labelFontSize: 10, titleFontSize: 10 } },
    data: {
      values: [
        { k: "a", v: 10 },
        { k: "b", v: 5 },
      ],
    },
    mark: "bar",
    encoding: {
      y: { field: "k", type: "nominal" },
      x: { field: "v", type: "quantitative", scale: { domainMax: 30 } },
    },
  });
  writeFileSync(join(out, "small.svg"), svg);
  const source = join(out, "small.md");
  writeFileSync(source, "---\nmarp: true\n---\n\n# Small\n\n![](small.svg)\n");
  const html = join(out, "small.html");
  await buildDeck(source, html);
  const problems = chartProblems((await inspectDeck(html)).slides);
  expect(problems.some((p) => /text \d/.test(p))).toBe(true);
  expect(problems.some((p) => /px wide/.test(p))).toBe(true);
  expect(problems.some((p) => /x axis 3\.0\d× its data's top/.test(p))).toBe(true);
}, 60_000);
