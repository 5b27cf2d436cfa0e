/**
 * The facts the lessons state, against their data files (facts.json, and each step's
 * `checkpoints/facts.json` for the figures measured with its check or solution), and those files
 * against what the machine, the installed packages and the checks say: a Node.js version, a
 * default or a figure written in a lesson, a hint or the instructor's slides must be the one in
 * the data, or the constant the checkpoints use. A lesson cannot import JSON, so the prose is
 * scanned for the phrases that state each value.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { AGREEMENT, TUTORIAL_LOAD } from "../harness/measuring/compare-report.ts";
import { MIN_LOOP_SHARE } from "../harness/measuring/heavy-route.ts";
import { SPEEDUP_METHOD } from "../harness/measuring/speedup.ts";
import { SPEEDUP_RULE } from "../harness/measuring/speedup-rule.ts";
import { workshopRoot } from "../harness/paths.ts";
import { READY_DEADLINE_MS } from "../harness/processes/start.ts";
import facts from "./facts.json" with { type: "json" };
import { listSteps } from "./steps.ts";

const read = (path: string) => readFileSync(join(workshopRoot, path), "utf8");
/** Prose with its line breaks and runs of spaces as single spaces: a phrase may wrap. */
const flat = (text: string) => text.replace(/\s+/g, " ");

/** Every text a learner or an instructor reads, by path. */
const corpus = new Map<string, string>(
  [
    ...listSteps().flatMap((step) => [`steps/${step.id}/README.md`, `steps/${step.id}/HINTS.md`]),
    "slides/deck.md",
    "slides/INSTRUCTOR.md",
    "README.md",
    "docs/speedup-rule.md",
    "docs/github-classroom.md",
    "docs/measurement.md",
    "docs/scaling.md",
  ].map((path) => [path, flat(read(path))]),
);

/** A measured figure as facts.json and the steps' `checkpoints/facts.json` record it. */
interface Figure {
  value: string;
  /** how it was measured: a command, its options and what else ran */
  how: string;
  /** the files that state it */
  in: string[];
  /** the Node.js it was measured on, when not facts.json's `measured.node` */
  node?: string;
}

/** Every measured figure by name: facts.json's as they are, a step's after its id. */
const figures = new Map<string, Figure>([
  ...Object.entries(facts.measured.figures as Record<string, Figure>),
  ...(listSteps().flatMap((step) => {
    const path = join(step.dir, "checkpoints", "facts.json");
    if (!existsSync(path)) return [];
    const data = JSON.parse(readFileSync(path, "utf8")) as { figures: Record<string, Figure> };
    return Object.entries(data.figures).map(([name, figure]) => [`${step.id} ${name}`, figure]);
  }) as [string, Figure][]),
]);

/** A `const NAME = …;` of a checkpoint file, evaluated from the numbers and names before it. */
function checkpointConstant(path: string, name: string): number {
  const values = new Map<string, number>();
  for (const m of read(path).matchAll(/^const ([A-Z_]+) = ([^;]+);/gm)) {
    const expression = (m[2] ?? "").replace(/[A-Z_]{2,}/g, (id) => String(values.get(id) ?? id));
    if (/^[\d_\s+\-*/().]+$/.test(expression))
      values.set(m[1] ?? "", Number(Function(`return (${expression.replace(/_/g, "")})`)()));
  }
  const value = values.get(name);
  if (value === undefined) throw new Error(`${path} has no numeric const ${name}`);
  return value;
}

/** A versions list such as ["22.22.3", "25.1"] as tsx writes it: [[22,22,3],[25,1,0]]. */
const asTriples = (versions: string[]) =>
  versions.map((v) => `[${[...v.split("."), "0", "0"].slice(0, 3).join(",")}]`).join(",");

describe("facts.json against the machine, the packages and the checks", () => {
  test("the Node.js floor, the recommended versions and Node.js 20's end of life", () => {
    const pkg = JSON.parse(read("package.json")) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${facts.node.floor}`);
    const versions = JSON.parse(read("scripts/node-versions.json")) as {
      recommended: number[];
      endOfLife: Record<string, string>;
    };
    expect(versions.recommended).toEqual(facts.node.recommended);
    expect(versions.endOfLife["20"]).toBe(facts.node.endOfLife20);
  });

  test("the HTTP server's keep-alive defaults are the running Node.js's", () => {
    const server = new http.Server();
    expect(server.keepAliveTimeout).toBe(facts.defaults.keepAliveTimeoutS * 1000);
    // Node.js 20 keeps the 1 s margin as a constant; later versions expose it.
    const buffer = (server as { keepAliveTimeoutBuffer?: number }).keepAliveTimeoutBuffer;
    if (buffer !== undefined) expect(buffer).toBe(facts.defaults.keepAliveTimeoutBufferS * 1000);
  });

  test("the running Node.js's libuv is the one facts.json says that version ships", () => {
    const shipped = (facts.node.libuv as Record<string, string>)[process.versions.node];
    if (shipped !== undefined) expect(process.versions.uv).toBe(shipped);
    // libuv's clamp of a quota under one CPU and its host count are told apart by minor version.
    expect(facts.node.libuvQuotaBelowOneClamped > facts.node.libuvQuotaBelowOneHostCount).toBe(
      true,
    );
  });

  test("pm2's defaults and TypeScript ranges are the installed pm2's", () => {
    const constants = read("node_modules/pm2/constants.js");
    const fallback = (variable: string) =>
      Number(new RegExp(`${variable}\\)? \\|\\| (\\d+)`).exec(constants)?.[1]);
    expect(fallback("PM2_KILL_TIMEOUT")).toBe(facts.defaults.pm2KillTimeoutMs);
    expect(fallback("PM2_GRACEFUL_LISTEN_TIMEOUT")).toBe(facts.defaults.pm2ListenTimeoutMs);
    expect(fallback("PM2_CONCURRENT_ACTIONS")).toBe(facts.defaults.pm2ConcurrentActions);
    const typestrip = read("node_modules/pm2/lib/tools/typestrip.js");
    expect(typestrip).toContain(`NATIVE_RANGE = '>=${facts.node.typeStrippingNative}.0`);
    expect(typestrip).toContain(`FLAG_RANGE   = '>=${facts.node.typeStrippingFlag}.0'`);
  });

  test("the Node.js versions from which tsx uses module.registerHooks are the installed tsx's", () => {
    const dist = join(workshopRoot, "node_modules/tsx/dist");
    const table = asTriples(facts.node.tsxRegisterHooks);
    const found = readdirSync(dist)
      .filter((file) => file.endsWith(".mjs"))
      .some((file) => readFileSync(join(dist, file), "utf8").includes(table));
    expect(found, `tsx's dist holds ${table}`).toBe(true);
  });

  test("reusePort's first version is the one step 10's demonstration checks for", () => {
    const since = /REUSE_PORT_SINCE = "([\d.]+)"/.exec(
      read("steps/10-beyond-one-machine/checkpoints/demo.test.ts"),
    )?.[1];
    expect(since).toBe(`${facts.node.reusePort}.0`);
  });

  test("every figure was measured on a supported Node.js, with a method, and is in its lessons", () => {
    expect(facts.node.recommended).toContain(Number(facts.measured.node.split(".")[0]));
    const major = (version: string) => Number(version.split(".")[0]);
    expect(figures.size).toBeGreaterThan(0);
    for (const [name, figure] of figures) {
      // A figure measured on another Node.js than the rest says which (the speed-up rule's runs on
      // Node 20).
      const node = figure.node ?? facts.measured.node;
      expect(major(node), name).toBeGreaterThanOrEqual(major(facts.node.floor));
      expect(figure.how, name).not.toBe("");
      for (const path of figure.in)
        expect(corpus.get(path), `${name} in ${path}`).toContain(figure.value);
    }
  });
});

/**
 * A value the prose states: every match of a pattern anywhere in the corpus (in the files
 * `only` matches, if given) must capture what `expected` says, and there must be a match.
 */
interface Claim {
  name: string;
  patterns: RegExp[];
  /** the accepted captures, groups joined with "|" */
  expected: string[];
  only?: RegExp;
}

const checkpoint08 = "steps/08-event-loop-isolation/checkpoints/event-loop-isolation.test.ts";
const checkpoint06 = "steps/06-scheduling-and-balance/checkpoints/scheduling-and-balance.test.ts";
const checkpoint10 = "steps/10-beyond-one-machine/checkpoints/beyond-one-machine.test.ts";
/** MIN_LOOP_SHARE as the prose says it ("half of what the loop alone costs"). */
const loopShareInWords =
  ({ 0.5: "half", 0.25: "a quarter", 0.75: "three quarters" } as Record<number, string>)[
    MIN_LOOP_SHARE
  ] ?? String(MIN_LOOP_SHARE);
const versionThresholds = [
  facts.node.floor,
  facts.node.reusePort,
  facts.node.typeStrippingNative,
  facts.node.quotaInAvailableParallelism,
];

const claims: Claim[] = [
  {
    name: "Node.js's keepAliveTimeout",
    patterns: [/(\d+) s\b(?:(?!\d+ s\b)[^.;]){0,50}?`(?:server\.)?keepAliveTimeout`/g],
    expected: [String(facts.defaults.keepAliveTimeoutS)],
  },
  {
    name: "Node.js's keepAliveTimeoutBuffer",
    patterns: [/(\d+) s\b(?:(?!\d+ s\b)[^.;]){0,10}?`(?:server\.)?keepAliveTimeoutBuffer`/g],
    expected: [String(facts.defaults.keepAliveTimeoutBufferS)],
  },
  {
    name: "the Node.js from which server.close() closes connections that sent no request",
    patterns: [/from Node(?:\.js)? (\d+\.\d+)\s+(?:also )?every connection that has not sent/g],
    expected: [facts.node.serverClosePreRequest],
  },
  {
    name: "the keepAliveTimeout default on Node.js's main branch",
    patterns: [
      /(\d+) s\)? default[^.;]{0,30}?\(nodejs\/node #62782/g,
      /default `keepAliveTimeout` is (\d+) s \(nodejs\/node #62782/g,
    ],
    expected: [String(facts.defaults.keepAliveTimeoutNextS)],
  },
  {
    name: "the libuv that gives the host's count under a quota below one CPU",
    patterns: [
      /libuv (\d+\.\d+) gives the host(?:'s)? count/g,
      /(\d\.\d+) gives the host's count/g,
    ],
    expected: [facts.node.libuvQuotaBelowOneHostCount],
  },
  {
    name: "the libuv that clamps a quota below one CPU to 1",
    patterns: [/libuv (\d+\.\d+) and newer clamp it to 1/g, /(\d\.\d+) and newer clamp it to 1/g],
    expected: [facts.node.libuvQuotaBelowOneClamped],
  },
  {
    name: "the libuv each Node.js ships",
    patterns: [
      /Node(?:\.js)? (\d+\.\d+) ships (\d+\.\d+\.\d+)/g,
      /Node(?:\.js)? (\d+\.\d+) and (\d+\.\d+) ship (\d+\.\d+\.\d+)/g,
    ],
    expected: Object.entries(facts.node.libuv as Record<string, string>).flatMap(([node, uv]) => {
      const minor = node.split(".").slice(0, 2).join(".");
      return [
        `${minor}|${uv}`,
        ...Object.entries(facts.node.libuv as Record<string, string>)
          .filter(([other, same]) => same === uv && other !== node)
          .map(([other]) => `${minor}|${other.split(".").slice(0, 2).join(".")}|${uv}`),
      ];
    }),
  },
  {
    name: "pm2's default kill_timeout",
    patterns: [/default `kill_timeout` is (\d+) ms/g, /default (\d+) ms is too tight/g],
    expected: [String(facts.defaults.pm2KillTimeoutMs)],
  },
  {
    name: "pm2's default listen_timeout",
    patterns: [/default `listen_timeout` is (\d+) ms/g, /listen_timeout \(default (\d+)/g],
    expected: [String(facts.defaults.pm2ListenTimeoutMs)],
  },
  {
    name: "pm2's concurrent actions",
    patterns: [/`concurrent_actions`, (\d+) unless/g],
    expected: [String(facts.defaults.pm2ConcurrentActions)],
  },
  {
    name: "a Node.js version threshold",
    patterns: [/Node(?:\.js)? (\d+\.\d+) or newer/g, /Node(?:\.js)? ≥ ?(\d+\.\d+)/g],
    expected: versionThresholds,
  },
  {
    name: "Node.js 20's end of life",
    patterns: [/end of life on (\d{4}-\d\d-\d\d)/g],
    expected: [facts.node.endOfLife20],
  },
  {
    name: "reusePort's first Node.js",
    patterns: [
      /reusePort[^.]{0,100}?Node(?:\.js)? (?:≥ |>= )?(\d+\.\d+)/g,
      /From Node(?:\.js)? (\d+\.\d+) and 23\.1/g,
    ],
    expected: [facts.node.reusePort],
  },
  {
    name: "Node.js's own type stripping",
    patterns: [
      /Node(?:\.js)? (\d+\.\d+) and newer[^.]{0,60}?(?:strip|`node index\.ts`)/g,
      /Node(?:\.js)? (?:>= |≥ ?)(\d+\.\d+) (?:\(native type stripping\)|runs `\.ts`)/g,
    ],
    expected: [facts.node.typeStrippingNative],
  },
  {
    name: "pm2's strip-types flag",
    patterns: [/Node(?:\.js)? (\d+\.\d+) to \d+\.\d+ and 23\.0 to 23\.5/g],
    expected: [facts.node.typeStrippingFlag],
  },
  {
    name: "the cgroup v2 quota in availableParallelism()",
    patterns: [/Node(?:\.js)? (\d+\.\d+) and newer (?:count a cgroup v2 quota|on cgroup v2)/g],
    expected: [facts.node.quotaInAvailableParallelism],
  },
  {
    name: "the share of the reference cluster's gain a cluster must show",
    patterns: [
      /1 \+ (0\.\d+) × \(reference − 1\)(?!`? at the tutorial's load)/g,
      /single \+ (0\.\d+) × \(reference − single\)/g,
    ],
    expected: [String(SPEEDUP_RULE.share)],
  },
  {
    name: "the share asked of step 04's figure at the tutorial's load",
    patterns: [/1 \+ (0\.\d+) × \(reference − 1\)`? at the tutorial's load/g],
    expected: [String(SPEEDUP_RULE.tutorialLoadShare)],
  },
  {
    name: "the reference's smallest speed-up that can judge one",
    patterns: [/reference(?: cluster)?(?:'s speed-up)? (?:is )?below (\d\.\d+)×/g],
    expected: [(1 + SPEEDUP_RULE.minReferenceGain).toFixed(2)],
  },
  {
    name: "the impossible speed-up",
    patterns: [/(\d\.\d+) × the ideal/g],
    expected: [String(SPEEDUP_RULE.impossibleFactor)],
  },
  {
    name: "the speed-up checkpoints' rounds",
    patterns: [/(\d+) rounds when the verdict is clear, up to (\d+)/g],
    expected: [`${SPEEDUP_RULE.minRounds}|${SPEEDUP_RULE.maxRounds}`],
  },
  {
    name: "the speed-up checkpoints' warm-up and windows",
    patterns: [
      /after a (\d\.\d) s warm-up on all three sides at once, in rounds of (\d\.\d) s windows/g,
    ],
    expected: [`${SPEEDUP_METHOD.warmupSeconds}|${SPEEDUP_METHOD.windowSeconds}`],
  },
  {
    name: "the speed-up checkpoints' connections",
    patterns: [/s windows \(one per side, in rotating order\) with (\d+) keep-alive connections/g],
    expected: [String(SPEEDUP_METHOD.concurrency)],
  },
  {
    name: "the CPU-time floor per /heavy request, a share of the loop's own cost",
    patterns: [
      /(half|a quarter|three quarters|\d\.\d+) of what the (?:5,000,000-step )?loop alone costs/g,
      /\((half|a quarter|three quarters|\d\.\d+) the loop alone: \d/g,
    ],
    expected: [loopShareInWords],
  },
  {
    name: "the ready line's deadline",
    patterns: [/waits up to (\d+) s for `worker pid/g],
    expected: [String(READY_DEADLINE_MS / 1000)],
  },
  {
    name: "the tutorial's load",
    patterns: [/(?:tutorial's load|same load throughout): `loadtest -n (\d+) -c (\d+) -k`/g],
    expected: [`${TUTORIAL_LOAD.requests}|${TUTORIAL_LOAD.concurrency}`],
  },
  {
    name: "step 04's agreement with the check's own measurement",
    patterns: [
      /req\/s within a factor of (\d\.\d+) either way, the speed-up within a factor of (\d\.\d+)/g,
    ],
    expected: [`${AGREEMENT.rps}|${AGREEMENT.speedup}`],
  },
  {
    name: "step 06's smallest share",
    patterns: [/each worker answering at least (\d+(?:\.\d+)?)% of them/g],
    expected: [
      String(
        (100 * checkpointConstant(checkpoint06, "MIN_FAIR_SHARE")) /
          checkpointConstant(checkpoint06, "BALANCE_WORKERS"),
      ),
    ],
  },
  {
    name: "step 08's medians",
    patterns: [/with a median of (at least|at most) (\d+) ms/g],
    expected: [
      `at least|${checkpointConstant(checkpoint08, "SINGLE_MIN_MEDIAN_MS")}`,
      `at most|${checkpointConstant(checkpoint08, "CLUSTER_MAX_MEDIAN_MS")}`,
    ],
  },
  {
    name: "the reload demo's keep-alive connections",
    patterns: [
      /`pm2 reload` under (\d+) keep-alive connections: naive/g,
      /demo loads (\d+) keep-alive/g,
    ],
    expected: [String(checkpointConstant("scripts/demo/parts/reload.ts", "CONCURRENCY"))],
  },
  {
    name: "step 10's throughput ratio",
    patterns: [/must reach (\d\.\d+)×, with no failed request/g],
    expected: [String(checkpointConstant(checkpoint10, "MIN_THROUGHPUT_RATIO"))],
  },
];

describe("the prose states what facts.json and the checks say", () => {
  test.each(claims)("$name", (claim) => {
    const seen: string[] = [];
    for (const [path, text] of corpus) {
      if (claim.only && !claim.only.test(path)) continue;
      for (const pattern of claim.patterns)
        for (const m of text.matchAll(pattern)) {
          const value = m.slice(1).join("|");
          expect(claim.expected, `${path}: "${m[0]}"`).toContain(value);
          seen.push(value);
        }
    }
    expect(seen.length, `no phrase states ${claim.name}`).toBeGreaterThan(0);
  });

  test("an example's CPU-time floor is MIN_LOOP_SHARE of the loop's cost it prints, not a fixed 1 ms", () => {
    let seen = 0;
    for (const [path, text] of corpus) {
      const fixed = /.{0,60}(?:needs >= |at least |≥ )1 ms\b/.exec(text)?.[0];
      expect(fixed, `${path} states a fixed 1 ms floor`).toBeUndefined();
      for (const m of text.matchAll(
        /needs >= (\d+\.\d\d) ms \(\w+ the loop alone: (\d+\.\d\d) ms/g,
      )) {
        const floor = Number(m[1]);
        const loop = Number(m[2]);
        // Both are printed to 2 decimals: the floor is within a rounding step of share × loop.
        expect(Math.abs(floor - MIN_LOOP_SHARE * loop), `${path}: "${m[0]}"`).toBeLessThanOrEqual(
          0.01,
        );
        seen++;
      }
    }
    expect(seen, "no example prints the CPU-time floor").toBeGreaterThan(0);
  });

  test("the old fixed bar, 1 + 0.35 × (CPUs − 1), is stated only as history in docs/speedup-rule.md", () => {
    for (const [path, text] of corpus) {
      if (path === "docs/speedup-rule.md") continue;
      expect(text, path).not.toMatch(/1 \+ 0\.35 × \(CPUs − 1\)/);
    }
  });

  test("the Node.js versions that switch tsx to module.registerHooks, as facts.json lists them", () => {
    const [last, ...rest] = [...facts.node.tsxRegisterHooks].reverse();
    const phrase = `${rest
      .reverse()
      .map((v) => `${v}+`)
      .join(", ")} and ${last}`;
    expect(corpus.get("steps/01-project-setup/README.md")).toContain(phrase);
  });

  test("the recommended Node.js versions, as step 01 states them", () => {
    expect(corpus.get("steps/01-project-setup/README.md")).toContain(
      `**Node.js ${facts.node.recommended.join(" or ")}**`,
    );
  });

  test("a lesson's measurement names a recommended Node.js, not Node.js 20 alone", () => {
    for (const [path, text] of corpus) {
      if (!path.startsWith("steps/")) continue;
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        if (!/[Mm]easured/.test(sentence) || !/Node(?:\.js)? 20\.\d/.test(sentence)) continue;
        expect(sentence, path).toMatch(
          new RegExp(`Node(?:\\.js)? (?:[\\d.]+, )*(?:${facts.node.recommended.join("|")})\\.`),
        );
      }
    }
  });
});
