/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";

export const MISTAKES: readonly CataloguedMistake[] = [
  {
    name: "an upstream with one host",
    file: "nginx-config.ts",
    find: "const servers = hosts.map(",
    replace: "const servers = hosts.slice(0, 1).map(",
    checkpoint: "spreads requests over both hosts",
    expect: ["every host of HOSTS", "upstream"],
    advised: [
      { find: "const servers = hosts.slice(0, 1).map(", replace: "const servers = hosts.map(" },
    ],
  },
  {
    name: "fail_timeout left long",
    file: "nginx-config.ts",
    find: "max_fails=1 fail_timeout=2s",
    replace: "max_fails=1 fail_timeout=10s",
    checkpoint: "when a host stops under load",
    expect: ["fail_timeout", "restarted host"],
    advised: [{ find: "max_fails=1 fail_timeout=10s", replace: "max_fails=1 fail_timeout=2s" }],
    report: ["traffic back on the restarted host after: none within 5 s"],
  },
  {
    name: "the upstream written but proxy_pass left on the first host",
    file: "nginx-config.ts",
    find: "      proxy_pass http://app;",
    replace: "      proxy_pass http://${hosts[0]};",
    checkpoint: "spreads requests over both hosts",
    expect: ["reach both hosts", "proxy_pass http://app;"],
    advised: [
      { find: "      proxy_pass http://${hosts[0]};", replace: "      proxy_pass http://app;" },
    ],
  },
];
