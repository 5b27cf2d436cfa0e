/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";
import type { MessageKey } from "./messages/en.ts";

/** The solution's loadTest call in measure(), each line indented by `pad`. */
const loadTestCall = (pad: string) =>
  [
    "const result = await loadTest({",
    "  url: `${server.url}/heavy`,",
    "  maxRequests: load.requests,",
    "  concurrency: load.concurrency,",
    "  agentKeepAlive: load.keepalive,",
    "  quiet: true,",
    "});",
  ]
    .map((line) => `${pad}${line}\n`)
    .join("");
/** The solution's measure(): the server stopped in a finally block around loadTest. */
const STOPPED_IN_FINALLY = `  const server = await startServer(file, listeners);\n  try {\n${loadTestCall("    ")}    return {\n`;
/** The same, the server stopped after loadTest: a loadTest that throws skips the stop. */
const STOPPED_AFTER = `  const server = await startServer(file, listeners);\n${loadTestCall("  ")}  await server.stop();\n  {\n    return {\n`;
/** The load line of the report, which comes first. */
const LOAD_LINE = `  console.log(
    \`Load: \${load.requests} requests, concurrency \${load.concurrency}, keep-alive \${load.keepalive ? "on" : "off"}\`,
  );
`;

export const MISTAKES: readonly CataloguedMistake<MessageKey>[] = [
  {
    name: "both servers measured at once (Promise.all)",
    file: "compare.ts",
    find: 'const single = await measure("./index.ts", 1);\nconst cluster = await measure("./primary.ts", availableParallelism());\n',
    replace:
      "const [single, cluster] = await Promise.all([\n" +
      '  measure("./index.ts", 1),\n' +
      '  measure("./primary.ts", availableParallelism()),\n' +
      "]);\n",
    checkpoint: "tutorialRun",
    expect: ["under load at once", "Promise.all"],
    advised: [
      {
        find: 'const [single, cluster] = await Promise.all([\n  measure("./index.ts", 1),\n  measure("./primary.ts", availableParallelism()),\n]);\n',
        replace:
          'const single = await measure("./index.ts", 1);\nconst cluster = await measure("./primary.ts", availableParallelism());\n',
      },
    ],
  },
  {
    name: "agentKeepAlive left out (keep-alive reported, not used)",
    file: "compare.ts",
    find: "      agentKeepAlive: load.keepalive,\n",
    replace: "",
    checkpoint: "tutorialRun",
    expect: ["keep-alive was off", "agentKeepAlive"],
    advised: [
      {
        find: "      concurrency: load.concurrency,\n",
        replace: "      concurrency: load.concurrency,\n      agentKeepAlive: load.keepalive,\n",
      },
    ],
  },
  {
    name: "servers left running",
    file: "compare.ts",
    find: "  } finally {\n    await server.stop();\n  }",
    replace: "  } finally {\n    // forgot to stop the server\n  }",
    checkpoint: "tutorialRun",
    expect: ["servers it started", "finally block"],
    advised: [
      {
        find: "  } finally {\n    // forgot to stop the server\n  }",
        replace: "  } finally {\n    await server.stop();\n  }",
      },
    ],
  },
  {
    name: "made-up speed-up",
    file: "compare.ts",
    find: "const speedup = cluster.rps / single.rps;",
    replace: "const speedup = 5.3;",
    checkpoint: "consistent",
    expect: ["speed-up = the cluster's req/s", "Compute it from the two rps"],
    advised: [
      { find: "const speedup = 5.3;", replace: "const speedup = cluster.rps / single.rps;" },
    ],
  },
  {
    name: "the single process measured twice",
    file: "compare.ts",
    find: 'const cluster = await measure("./primary.ts", availableParallelism());',
    replace: 'const cluster = await measure("./index.ts", 1);',
    // The traffic probe sees it on any machine: no request reaches a worker of primary.ts. The
    // speed-up cannot be relied on to: twice the same process once reported 1.14× (the second
    // run warmer) against a threshold of 1.07× (a quarter of a reference gain of 1.26×).
    checkpoint: "tutorialRun",
    expect: ["reach primary.ts's workers", "not index.ts twice"],
    advised: [
      {
        find: 'const cluster = await measure("./index.ts", 1);',
        replace: 'const cluster = await measure("./primary.ts", availableParallelism());',
      },
    ],
  },
  {
    name: "a percentile without a fallback (noUncheckedIndexedAccess)",
    file: "compare.ts",
    find: "p50Ms: Number(result.percentiles[50] || Number.NaN),",
    replace: "p50Ms: result.percentiles[50],",
    checkpoint: "tutorialRun",
    expect: ["type error", "compare.ts:"],
    advised: [
      {
        find: "p50Ms: result.percentiles[50],",
        replace: "p50Ms: Number(result.percentiles[50] || Number.NaN),",
      },
    ],
  },
  {
    name: "concurrency default taken from the quick example (20)",
    file: "compare.ts",
    find: 'concurrency: { type: "string", default: "200" }',
    replace: 'concurrency: { type: "string", default: "20" }',
    checkpoint: "tutorialRun",
    expect: ["concurrency 200, keep-alive on", "those defaults in parseArgs"],
    advised: [{ find: 'default: "20" }', replace: 'default: "200" }' }],
  },
  {
    // the root answers 404, which loadtest counts as an error
    name: "loadTest pointed at the server's root, not /heavy",
    file: "compare.ts",
    find: "      url: `${server.url}/heavy`,\n",
    replace: "      url: server.url,\n",
    checkpoint: "tutorialRun",
    expect: ["all 1200 requests completed, 0 errors", "/heavy route"],
    advised: [{ find: "      url: server.url,\n", replace: "      url: `${server.url}/heavy`,\n" }],
  },
  {
    // without maxRequests or maxSeconds, loadtest runs for 10 s (node_modules/loadtest/lib/options.js)
    name: "maxRequests left out (loadtest runs its 10 s default)",
    file: "compare.ts",
    find: "      maxRequests: load.requests,\n",
    replace: "",
    checkpoint: "tutorialRun",
    expect: ["all 1200 requests completed", "Use maxRequests"],
    advised: [
      {
        find: "      concurrency: load.concurrency,\n",
        replace: "      maxRequests: load.requests,\n      concurrency: load.concurrency,\n",
      },
    ],
  },
  {
    name: "pretty-printed JSON",
    file: "compare.ts",
    find: "JSON.stringify({ load, single, cluster, speedup })",
    replace: "JSON.stringify({ load, single, cluster, speedup }, null, 2)",
    checkpoint: "tutorialRun",
    expect: ["one line of JSON", "nothing else on that line"],
    advised: [
      {
        find: "JSON.stringify({ load, single, cluster, speedup }, null, 2)",
        replace: "JSON.stringify({ load, single, cluster, speedup })",
      },
    ],
  },
  {
    name: "p99 left out of the side lines",
    file: "compare.ts",
    find: "p90 ${f.p90Ms} ms, p99 ${f.p99Ms} ms`",
    replace: "p90 ${f.p90Ms} ms`",
    checkpoint: "report",
    expect: ["missing: p99"],
    advised: [{ find: "p90 ${f.p90Ms} ms`", replace: "p90 ${f.p90Ms} ms, p99 ${f.p99Ms} ms`" }],
  },
  {
    name: "the cluster measured twice",
    file: "compare.ts",
    find: 'const single = await measure("./index.ts", 1);',
    replace: 'const single = await measure("./primary.ts", availableParallelism());',
    checkpoint: "speedup",
    expect: ['measure("./index.ts", 1)'],
    advised: [
      {
        find: 'const single = await measure("./primary.ts", availableParallelism());',
        replace: 'const single = await measure("./index.ts", 1);',
      },
    ],
  },
  {
    name: "maxRequests hard-coded from the lesson's first example",
    file: "compare.ts",
    find: "      maxRequests: load.requests,\n",
    replace: "      maxRequests: 1200,\n",
    checkpoint: "report",
    expect: ["loadtest ran 1200 requests", "maxRequests: load.requests"],
    advised: [
      { find: "      maxRequests: 1200,\n", replace: "      maxRequests: load.requests,\n" },
    ],
  },
  {
    name: "concurrency not passed to loadTest (loadtest's default 10)",
    file: "compare.ts",
    find: "      concurrency: load.concurrency,\n",
    replace: "",
    checkpoint: "tutorialRun",
    expect: ["without concurrency", "concurrency: load.concurrency"],
    advised: [
      {
        find: "      maxRequests: load.requests,\n",
        replace: "      maxRequests: load.requests,\n      concurrency: load.concurrency,\n",
      },
    ],
  },
  {
    name: "--no-keepalive parsed but ignored",
    file: "compare.ts",
    find: "      agentKeepAlive: load.keepalive,\n",
    replace: "      agentKeepAlive: true,\n",
    checkpoint: "report",
    expect: ["agentKeepAlive true", "agentKeepAlive: load.keepalive"],
    advised: [
      { find: "      agentKeepAlive: true,\n", replace: "      agentKeepAlive: load.keepalive,\n" },
    ],
  },
  {
    name: "p90 copied from the p50 line",
    file: "compare.ts",
    find: "p90Ms: Number(result.percentiles[90] || Number.NaN),",
    replace: "p90Ms: Number(result.percentiles[50] || Number.NaN),",
    checkpoint: "consistent",
    expect: ["p90Ms = result.percentiles[90]", "Return result.percentiles[90] as p90Ms"],
    advised: [
      {
        find: "p90Ms: Number(result.percentiles[50] || Number.NaN),",
        replace: "p90Ms: Number(result.percentiles[90] || Number.NaN),",
      },
    ],
  },
  {
    name: "?? instead of || for a percentile",
    file: "compare.ts",
    find: "p99Ms: Number(result.percentiles[99] || Number.NaN),",
    replace: "p99Ms: Number(result.percentiles[99] ?? Number.NaN),",
    checkpoint: "missingPercentile",
    expect: ["p99Ms 0", "Number(result.percentiles[99] || Number.NaN)"],
    advised: [
      {
        find: "Number(result.percentiles[99] ?? Number.NaN)",
        replace: "Number(result.percentiles[99] || Number.NaN)",
      },
    ],
  },
  {
    name: "server stopped after loadTest, not in finally",
    file: "compare.ts",
    find: STOPPED_IN_FINALLY,
    replace: STOPPED_AFTER,
    before: { find: "  } finally {\n    await server.stop();\n  }\n", replace: "  }\n" },
    checkpoint: "throwStops",
    expect: ["still running after it exited", "finally block around loadTest"],
    advised: [
      { find: STOPPED_AFTER, replace: STOPPED_IN_FINALLY },
      {
        find: "    };\n  }\n}",
        replace: "    };\n  } finally {\n    await server.stop();\n  }\n}",
      },
    ],
  },
  {
    name: "cluster loaded once its first worker listens",
    file: "compare.ts",
    find: 'measure("./primary.ts", availableParallelism())',
    replace: 'measure("./primary.ts", 1)',
    checkpoint: "tutorialRun",
    expect: ["loadTest started before", "availableParallelism() listeners"],
    advised: [
      {
        find: 'measure("./primary.ts", 1)',
        replace: 'measure("./primary.ts", availableParallelism())',
      },
    ],
  },
  {
    name: "the two sides' figures swapped",
    file: "compare.ts",
    find: "JSON.stringify({ load, single, cluster, speedup })",
    replace: "JSON.stringify({ load, single: cluster, cluster: single, speedup })",
    checkpoint: "consistent",
    expect: ["those of the other server's run", "its own loadTest call"],
    advised: [
      {
        find: "JSON.stringify({ load, single: cluster, cluster: single, speedup })",
        replace: "JSON.stringify({ load, single, cluster, speedup })",
      },
    ],
  },
  {
    name: "speed-up rounded in the JSON",
    file: "compare.ts",
    find: "JSON.stringify({ load, single, cluster, speedup })",
    replace: "JSON.stringify({ load, single, cluster, speedup: Number(speedup.toFixed(2)) })",
    checkpoint: "consistent",
    expect: ["unrounded", "cluster.rps / single.rps"],
    advised: [
      {
        find: "speedup: Number(speedup.toFixed(2)) })",
        replace: "speedup })",
      },
    ],
  },
  {
    name: "report without its load line",
    file: "compare.ts",
    find: LOAD_LINE,
    replace: "",
    checkpoint: "report",
    expect: ["nothing came before", "Print the load first"],
    advised: [
      {
        find: '  console.log(row("single process", single));\n',
        replace: `${LOAD_LINE}  console.log(row("single process", single));\n`,
      },
    ],
  },
  {
    name: "speed-up printed unrounded",
    file: "compare.ts",
    find: "speed-up: ${speedup.toFixed(2)}×",
    replace: "speed-up: ${speedup}×",
    checkpoint: "report",
    expect: ["two decimals", "speed-up: ${speedup.toFixed(2)}×"],
    advised: [{ find: "speed-up: ${speedup}×", replace: "speed-up: ${speedup.toFixed(2)}×" }],
  },
  {
    name: "bars scaled to the sum of both sides, not the larger",
    file: "compare.ts",
    find: "Math.round((40 * rps) / Math.max(single.rps, cluster.rps))",
    replace: "Math.round((40 * rps) / (single.rps + cluster.rps))",
    checkpoint: "report",
    expect: ["40 █", "Math.max(single.rps, cluster.rps)"],
    advised: [
      {
        find: "Math.round((40 * rps) / (single.rps + cluster.rps))",
        replace: "Math.round((40 * rps) / Math.max(single.rps, cluster.rps))",
      },
    ],
  },
];
