// Links are written only where supports-hyperlinks finds a terminal for them, decided once when
// terminal-link is loaded: each case runs in a child process, FORCE_HYPERLINK=1 standing in for a
// terminal with links and FORCE_HYPERLINK=0 for one without.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { expect, test } from "vitest";
import { workshopRoot } from "../harness/paths.ts";

const dir = mkdtempSync(join(tmpdir(), "links-"));
writeFileSync(join(dir, "index.ts"), "x\n");

const message = [
  "Seen:     1 type error(s); the first at index.ts:3:7 - error TS2322: Type 'string' is not assignable to type 'number'.",
  'Read:     steps/02-unclustered-server/README.md · "The server"',
].join("\n");

/** linkPlaces(message, dir) in a fresh Node.js with FORCE_HYPERLINK=`force`. */
function linkedWith(force: "0" | "1", format?: string): { supported: boolean; text: string } {
  const script = `
    import { linkPlaces, linksSupported } from ${JSON.stringify(pathToFileURL(join(workshopRoot, "scripts/workshop/links.ts")).href)};
    const [message, dir] = JSON.parse(process.env.LINKS_INPUT);
    process.stdout.write(JSON.stringify({ supported: linksSupported, text: linkPlaces(message, dir) }));`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FORCE_HYPERLINK: force,
    LINKS_INPUT: JSON.stringify([message, dir]),
    WORKSHOP_HYPERLINK_FORMAT: format,
  };
  if (!format) delete env.WORKSHOP_HYPERLINK_FORMAT;
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    {
      cwd: workshopRoot,
      env,
      encoding: "utf8",
    },
  );
  return JSON.parse(out);
}

const osc8 = (url: string, text: string) => `\u001b]8;;${url}\u0007${text}\u001b]8;;\u0007`;

test("in a terminal with links, file:line:col and the lesson section open their files", () => {
  const { supported, text } = linkedWith("1");
  expect(supported).toBe(true);
  const readme = join(workshopRoot, "steps/02-unclustered-server/README.md");
  expect(text).toContain(osc8(pathToFileURL(join(dir, "index.ts")).href, "index.ts:3:7"));
  expect(text).toContain(
    osc8(pathToFileURL(readme).href, 'steps/02-unclustered-server/README.md · "The server"'),
  );
  expect(stripVTControlCharacters(text)).toBe(message);
}, 30_000);

test("WORKSHOP_HYPERLINK_FORMAT opens an editor at the line and column", () => {
  const { text } = linkedWith("1", "vscode://file{path}:{line}:{column}");
  expect(text).toContain(osc8(`vscode://file${join(dir, "index.ts")}:3:7`, "index.ts:3:7"));
  const readme = join(workshopRoot, "steps/02-unclustered-server/README.md");
  const heading = readFileSync(readme, "utf8").split("\n").indexOf("## The server") + 1;
  expect(heading).toBeGreaterThan(0);
  expect(text).toContain(
    osc8(
      `vscode://file${readme}:${heading}:1`,
      'steps/02-unclustered-server/README.md · "The server"',
    ),
  );
}, 30_000);

test("elsewhere (a pipe, a CI log, FORCE_HYPERLINK=0) the text stays plain", () => {
  expect(linkedWith("0")).toEqual({ supported: false, text: message });
}, 30_000);
