import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { buildDeck } from "./build.ts";

test("a deck that refers to a chart no demo part draws is refused, naming the charts there are", async () => {
  const dir = mkdtempSync(join(tmpdir(), "workshop-deck-"));
  try {
    const deck = join(dir, "deck.md");
    writeFileSync(deck, "---\nmarp: true\n---\n\n# A\n\n![h:440](charts/Scaling.svg)\n");
    await expect(buildDeck(deck, join(dir, "index.html"))).rejects.toThrow(
      /charts\/Scaling\.svg, which no demo part draws\. The demo draws: charts\/compare\.svg/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
