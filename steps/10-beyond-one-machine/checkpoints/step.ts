/**
 * What the self-test and the bench need to know about this step beyond its checkpoints
 * (scripts/workshop/step-facts.ts describes each field).
 */
import semver from "semver";
import { translator } from "../../../scripts/i18n/translate.ts";
import { reusePortUnsupported } from "../../../scripts/platform/platform.ts";
import type { StepFacts } from "../../../scripts/workshop/step-facts.ts";
import type { MessageKey } from "./messages/en.ts";
import { MESSAGES } from "./messages/index.ts";

const say = translator(MESSAGES);

/** server.listen({ reusePort }) exists from Node.js 22.12 and 23.1 (Node's net docs). */
const REUSE_PORT_SINCE = "22.12.0";

export const STEP: StepFacts<MessageKey> = {
  tools: ["nginx"],
  limits: (m) => {
    const unsupported = reusePortUnsupported(m.platform);
    if (unsupported) return say("limit.reusePort", { reason: unsupported });
    return semver.lt(m.node, REUSE_PORT_SINCE)
      ? say("limit.reusePortNode", { since: REUSE_PORT_SINCE })
      : undefined;
  },
  given: {
    "primary.ts": "07-resilience-and-rolling-restart",
    "index.ts": "07-resilience-and-rolling-restart",
    "reuse-port.ts": "10-beyond-one-machine",
  },
  notTasks: ["demo.test.ts"],
  bench: {
    checkSeconds: 45,
    figures: [
      "req/s through nginx",
      "failed requests while a host stopped",
      "traffic back on the restarted host",
    ],
  },
  requirements: [
    {
      says: 'an upstream block with a `server <host>;` line for every host of HOSTS (a map, then a join("\\n"))',
      section: "An upstream of hosts",
      todos: [1],
      checkpoint: "spreads",
      mistakes: ["an upstream with one host"],
    },
    {
      says: "`proxy_pass http://<upstream name>;` to the group instead of the first host alone",
      section: "An upstream of hosts",
      todos: [1],
      checkpoint: "spreads",
      mistakes: ["the upstream written but proxy_pass left on the first host"],
    },
    {
      says: "the upstream block goes inside http, beside the server block, not inside it",
      section: "An upstream of hosts",
      todos: [1],
      checkpoint: "spreads",
      mistakes: ["the upstream block inside the server block"],
    },
    {
      says: "fail_timeout on each server line, short: a host that is back gets traffic again within the check's 5 s, not after the default 10 s",
      section: "When a host fails",
      todos: [2],
      checkpoint: "failover",
      mistakes: ["fail_timeout left long"],
    },
    {
      says: "max_fails on each server line: failed attempts take a host out of the group for fail_timeout",
      section: "When a host fails",
      todos: [2],
      checkpoint: "failover",
      mistakes: ["max_fails=0: a dead host is never taken out"],
    },
    {
      says: "proxy_next_upstream, so that a request whose host fails is sent to the other one",
      section: "When a host fails",
      todos: [2],
      checkpoint: "retries",
      mistakes: ["proxy_next_upstream off: a failed attempt is the client's error"],
    },
    {
      says: "add http_502 http_503 to proxy_next_upstream: a host that answers 502 or 503 while it restarts counts as failing, and its requests go to another host",
      section: "When a host fails",
      todos: [2],
      checkpoint: "retries",
      mistakes: ["proxy_next_upstream without http_502 http_503"],
    },
    {
      says: "proxy_connect_timeout short (the solution's 1s): a machine that is gone answers nothing, and the 60 s default would hold each request",
      section: "When a host fails",
      todos: [2],
      unchecked:
        "needs a host whose packets vanish (a second machine, a network namespace or a firewall rule dropping SYNs); on this one machine a killed host's port refuses the connection at once, and the lesson states it as the solution's choice",
    },
    {
      says: "`keepalive 32;` (idle connections cached) in the upstream block",
      section: "Keep-alive to the hosts",
      todos: [3],
      checkpoint: "keepalive",
      mistakes: ["no keepalive in the upstream"],
    },
    {
      says: "`proxy_http_version 1.1;` in the location (the default 1.0 closes after each answer)",
      section: "Keep-alive to the hosts",
      todos: [3],
      checkpoint: "keepalive",
      mistakes: ["keep-alive without proxy_http_version 1.1"],
    },
    {
      says: '`proxy_set_header Connection "";` in the location, so nginx does not send `Connection: close` to the host',
      section: "Keep-alive to the hosts",
      todos: [3],
      checkpoint: "keepalive",
      mistakes: ["keep-alive without clearing the Connection header"],
    },
    {
      says: "do not set `pid` or `daemon`: the check gives them with -g, and nginx rejects one set twice",
      section: "An upstream of hosts",
      todos: [],
      checkpoint: "spreads",
      mistakes: ["a pid file in the configuration"],
    },
    {
      says: "do not set `error_log`: its messages would go where the check does not see them",
      section: "An upstream of hosts",
      todos: [],
      checkpoint: "spreads",
      mistakes: ["an error_log file in the configuration"],
    },
    {
      says: "print only the configuration: everything nginx-config.ts prints, stderr included, is handed to nginx, so no debugging console.log",
      section: "An upstream of hosts",
      todos: [],
      checkpoint: "spreads",
      mistakes: ["a debugging line left in nginx-config.ts"],
    },
    {
      says: "install nginx, run two hosts behind it by hand, kill -9 one under loadtest, restart it, and see its pid answer again",
      section: "Run it yourself",
      todos: [],
      unchecked:
        "commands the learner types by hand (and load on a shared machine); the checkpoints run the same outage themselves",
    },
    {
      says: "on Linux with Node.js 22.12 or newer, watch the kernel balance two copies of reuse-port.ts on one port",
      section: "The next stages",
      todos: [],
      unchecked:
        "reuse-port.ts is given and demo.test.ts is a not-a-task file: it demonstrates the kernel, not the learner's code",
    },
  ],
};
