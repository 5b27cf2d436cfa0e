/**
 * Renders a built Marp deck in headless Chromium (Debian's `chromium`; playwright-core drives it
 * with no browser download of its own) and measures every slide: its size, the elements whose
 * box leaves it, its images that did not load, and its speaker notes.
 */
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
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
}

/** Every slide of a deck, and the text of each slide's notes (by slide index). */
export interface DeckReport {
  slides: SlideReport[];
  notes: Map<number, string>;
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
        };
      });
      const noteTexts = Array.from(document.querySelectorAll(".bespoke-marp-note")).map(
        (n) => [n.getAttribute("data-index") ?? "", n.textContent?.trim() ?? ""] as const,
      );
      return { slides: reports, notes: noteTexts };
    });
    return {
      slides,
      notes: new Map(notes.map(([index, text]) => [Number(index), text])),
    };
  } finally {
    await browser.close();
  }
}
