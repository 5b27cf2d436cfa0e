/**
 * Renders a built Marp deck in headless Chromium (Debian's `chromium`; playwright-core drives it
 * with no browser download of its own) and measures every slide: its size, the elements whose
 * box leaves it, its images that did not load, its speaker notes, and for each chart (an SVG
 * image drawn by scripts/demo/charts.ts) how large its text is on the slide and how far its
 * value axes run past its data.
 */
import { pathToFileURL } from "node:url";
import { chromium, type Page } from "playwright-core";
import which from "which";

/**
 * Chromium's flags for this machine: headless as root, and no background connections, which
 * the closed network refuses many at a time (the env notes on Chromium).
 */
export const CHROMIUM_ARGS = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** What one slide looks like once rendered. */
export interface SlideReport {
  index: number;
  heading: string;
  width: number;
  height: number;
  /** elements whose box leaves the slide, e.g. "pre 1180×140 at 60,650" */
  overflowing: string[];
  /** images that did not load */
  broken: string[];
  /** the SVG images on the slide, as drawn on it */
  charts: ChartReport[];
}

/** One SVG chart as a slide shows it, in the slide's px (the slide drawn at 1280×720). */
export interface ChartReport {
  src: string;
  /** the image's drawn width, px */
  width: number;
  /** the smallest text of the chart once scaled to the drawn width, px (Infinity: no text) */
  minTextPx: number;
  /**
   * For each axis direction, how far the plot runs past its data: the plot's length from the
   * axis origin (left, or bottom) over the data marks' furthest extent (bars, lines, points,
   * ranges; not text, not rules across the whole plot). 1 = fitted; 2 = an axis to twice the
   * data's top. 0 when the chart has no such marks.
   */
  axisOverData: { x: number; y: number };
}

/** Every slide of a deck, and the text of each slide's notes (by slide index). */
export interface DeckReport {
  slides: SlideReport[];
  notes: Map<number, string>;
}

/**
 * Measures the SVG chart open in `page`, in its own px: its smallest font size, and how far its
 * plot (the axis domain lines) runs past its data marks in each direction (see ChartReport).
 */
function measureChart(page: Page) {
  return page.evaluate(() => {
    const sizes = Array.from(document.querySelectorAll("text"))
      .filter((el) => (el.textContent ?? "").trim() !== "")
      .map((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    const box = (els: Element[]) =>
      els
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 || r.height > 0)
        .reduce<DOMRect | null>(
          (all, r) =>
            all
              ? new DOMRect(
                  Math.min(all.left, r.left),
                  Math.min(all.top, r.top),
                  Math.max(all.right, r.right) - Math.min(all.left, r.left),
                  Math.max(all.bottom, r.bottom) - Math.min(all.top, r.top),
                )
              : r,
          null,
        );
    const plot = box(
      Array.from(document.querySelectorAll(".role-axis-domain line, .role-axis-domain path")),
    );
    const marks = Array.from(
      document.querySelectorAll(
        ".role-mark.mark-rect > *, .role-mark.mark-line > *, .role-mark.mark-symbol > *, .role-mark.mark-area > *, .role-mark.mark-rule > *",
      ),
    );
    const span = (el: Element, along: "x" | "y") => {
      const r = el.getBoundingClientRect();
      return along === "x" ? r.width : r.height;
    };
    const ratio = (along: "x" | "y") => {
      if (!plot) return 0;
      const length = along === "x" ? plot.width : plot.height;
      // a rule across the whole plot (a marker line) says nothing about the data's extent
      const data = box(
        marks.filter((el) => !(el.closest(".mark-rule") && span(el, along) >= 0.95 * length)),
      );
      if (!data || length <= 0) return 0;
      const reach = along === "x" ? data.right - plot.left : plot.bottom - data.top;
      return reach > 0 ? length / reach : 0;
    };
    return {
      minFontPx: sizes.length ? Math.min(...sizes) : Number.POSITIVE_INFINITY,
      axisOverData: { x: ratio("x"), y: ratio("y") },
    };
  });
}

/**
 * Opens `htmlFile` in headless Chromium and measures each slide.
 *
 * @throws Error when Chromium is not installed
 */
export async function inspectDeck(htmlFile: string): Promise<DeckReport> {
  const executablePath = which.sync("chromium", { nothrow: true });
  if (!executablePath) {
    throw new Error("Chromium is not installed: apt-get install chromium (as .ci/run does).");
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(pathToFileURL(htmlFile).href);
    await page.waitForLoadState("load");
    const { slides, notes } = await page.evaluate(() => {
      const svgs = Array.from(document.querySelectorAll<SVGSVGElement>("svg[data-marpit-svg]"));
      for (const svg of svgs) {
        svg.setAttribute("style", "display:block;position:static;width:1280px;height:720px");
      }
      document.body.setAttribute("style", "overflow:visible;height:auto");
      const describe = (el: Element, r: DOMRect) =>
        `${el.tagName.toLowerCase()} ${Math.round(r.width)}×${Math.round(r.height)} at ${Math.round(r.x)},${Math.round(r.y)}`;
      const reports = svgs.map((svg, index) => {
        const section = svg.querySelector("section");
        const box = section?.getBoundingClientRect() ?? new DOMRect();
        const overflowing = Array.from(section?.querySelectorAll("*") ?? [])
          .filter((el) => !el.closest("header, footer"))
          .map((el) => [el, el.getBoundingClientRect()] as const)
          .filter(([, r]) => r.width > 0 && r.height > 0)
          .filter(
            ([, r]) =>
              r.left < box.left - 1 ||
              r.top < box.top - 1 ||
              r.right > box.right + 1 ||
              r.bottom > box.bottom + 1,
          )
          .map(([el, r]) => describe(el, new DOMRect(r.x - box.x, r.y - box.y, r.width, r.height)));
        if (section && section.scrollHeight > section.clientHeight + 1) {
          overflowing.push(`content ${section.scrollHeight}px tall in ${section.clientHeight}px`);
        }
        const charts = Array.from(section?.querySelectorAll("img") ?? [])
          .filter((img) => /\.svg$/.test(img.getAttribute("src") ?? ""))
          .map((img) => ({
            src: img.src,
            width: img.getBoundingClientRect().width,
            naturalWidth: img.naturalWidth,
          }));
        const broken = Array.from(section?.querySelectorAll("img") ?? [])
          .filter((img) => !img.complete || img.naturalWidth === 0)
          .map((img) => img.getAttribute("src") ?? img.alt);
        return {
          index,
          heading: section?.querySelector("h1, h2, h3")?.textContent?.trim() ?? "",
          width: Math.round(box.width),
          height: Math.round(box.height),
          overflowing,
          broken,
          charts,
        };
      });
      const noteTexts = Array.from(document.querySelectorAll(".bespoke-marp-note")).map(
        (n) => [n.getAttribute("data-index") ?? "", n.textContent?.trim() ?? ""] as const,
      );
      return { slides: reports, notes: noteTexts };
    });
    const measured = new Map<string, Awaited<ReturnType<typeof measureChart>>>();
    for (const src of new Set(slides.flatMap((s) => s.charts.map((c) => c.src)))) {
      const chartPage = await browser.newPage();
      try {
        await chartPage.goto(src);
        measured.set(src, await measureChart(chartPage));
      } finally {
        await chartPage.close();
      }
    }
    return {
      slides: slides.map((slide) => ({
        ...slide,
        charts: slide.charts.map(({ src, width, naturalWidth }) => {
          const chart = measured.get(src);
          const scale = naturalWidth > 0 ? width / naturalWidth : 0;
          return {
            src,
            width: Math.round(width),
            minTextPx: (chart?.minFontPx ?? Number.POSITIVE_INFINITY) * scale,
            axisOverData: chart?.axisOverData ?? { x: 0, y: 0 },
          };
        }),
      })),
      notes: new Map(notes.map(([index, text]) => [Number(index), text])),
    };
  } finally {
    await browser.close();
  }
}
