/**
 * Step 10's checkpoint messages in English, the source of ./ja.ts and ./ko.ts, for both its
 * checkpoint files (beyond-one-machine.test.ts, and demo.test.ts's keys under `demo`): ICU
 * MessageFormat (scripts/i18n/translate.ts). `name.<key>` is a checkpoint's name; `<key>.expected`,
 * `.seen` and `.next` are one finding's three parts. A literal brace is written `'{'` and `'}'`;
 * pids, ports and measured figures are passed as strings, plural counts as numbers.
 */
export const en = {
  // What the learner builds, as the README's table "The steps" says it (written there by
  // `npm run dev-check -- --fix`) and the home screen shows it for the next step.
  "step.builds":
    "`nginx-config.ts`: nginx (Debian's) in front of two hosts, each a step 07 cluster: an upstream, passive health checks, keep-alive to the hosts; a host stopped under load, and back; `reusePort` demonstrated on Node ≥ 22.12",

  "name.spreads": "nginx accepts the configuration and spreads requests over both hosts",
  // The test's name holds MIN_THROUGHPUT_RATIO (0.9): a name is an identity, written out here.
  "name.throughput": "through nginx, two hosts serve at least 0.9× the req/s of one host alone",
  "name.keepalive":
    "the configuration keeps connections to the hosts alive: keepalive in the upstream, HTTP/1.1 and an empty Connection header",
  "name.retries":
    "a request whose host refuses it or answers 503 is sent to the other host, without load",
  "name.failover":
    "when a host stops under load, failures stay bounded, and traffic returns once it is back",

  "output.nginx": "nginx printed",
  "output.outageErrors":
    "(and {count, plural, one {# connect()/recv() error} other {# connect()/recv() errors}} from the stopped host, expected)",
  "load.oneHost": "one host",
  "load.twoHosts": "nginx, 2 hosts",
  "load.hostStops": "a host stops",

  "reach.expected": "requests through nginx reach both hosts, each at least {share}% of them.",
  "reach.seen": "host 1 answered {a}, host 2 answered {b} of {total}.",
  "reach.next":
    "Put every host of HOSTS in an upstream block (one server line each) and proxy_pass to the upstream's name, e.g. proxy_pass http://app;",

  "chart.byHost": "{requests} requests through nginx, by host",
  "chart.host": "host {n}",
  "spreadFailed.expected": "every request through nginx answered.",
  "spreadFailed.seen": "{failed} of {total} failed.",
  "spreadFailed.next": "Make proxy_pass point at the hosts (an upstream of HOSTS).",

  "figure.throughput": "req/s through nginx ÷ one host alone, median of 5 pairs",
  "figure.perPair": "per pair {ratios}",
  "throughput.expected":
    "through nginx, at least {ratio}× the req/s of one host alone, and no failed request.",
  "throughput.seen": "{median}× (per pair {ratios}); {errors} failed.",
  "throughput.next":
    '{keepaliveDefault, select, yes {nginx {version} keeps connections to the hosts open by default: look for a keepalive 0, a proxy_http_version 1.0 or a Connection "close" header in your configuration, and keep the three keep-alive lines} other {Keep connections to the hosts open: keepalive in the upstream, proxy_http_version 1.1 and proxy_set_header Connection "" (nginx {version} closes them after each request without all three)}}; and worker_processes 1 on a small machine, where the hosts need the CPUs.',

  "retryRefused.expected":
    "through nginx in front of a live host and a port nobody listens on, {total} requests in turn all answered 200.",
  "retryRefused.seen": "{failed} of {total} were not 200 ({codes}).",
  "retryRefused.next":
    "Keep proxy_next_upstream on: its default, error timeout, sends a request that a host refused to the next host; proxy_next_upstream off hands the refusal to the client.",
  "retry503.expected":
    "through nginx in front of a live host and one that answers every request 503 (as a restarting host may), {total} requests in turn all answered 200.",
  "retry503.seen": "{failed} of {total} were not 200 ({codes}).",
  "retry503.next":
    "Add http_502 http_503 to proxy_next_upstream (`proxy_next_upstream error timeout http_502 http_503;`): a host that answers 502 or 503 then counts as failing, and nginx sends the request to another host.",

  "figure.outageFailed": "failed requests while a host stopped",
  "figure.ofTotal": "of {total}",
  "figure.refusedAttempts": "attempts at the stopped host (nginx's connect() errors)",
  "figure.recovery": "traffic back on the restarted host after",
  "figure.noRecovery": "none within {seconds} s",
  "outage.expected":
    "at most {max} failed requests (one per connection) while one of two hosts stops.",
  "outage.seen": "{failed} of {total} failed ({codes}).",
  "outage.next":
    "Let nginx retry a failed request on the other host: proxy_next_upstream error timeout http_502 http_503; and give each server max_fails and fail_timeout, so that a dead host is left out.",
  "neverOut.expected":
    "the stopped host taken out of the group: at most {max} attempts at it while it was gone (max_fails, then fail_timeout).",
  "neverOut.seen": "nginx tried it {count} times, during {total} requests.",
  "neverOut.next":
    "Give each server line max_fails=1 (not 0, which never takes a host out), with a short fail_timeout such as 2s.",

  "recovery.expected": "within {seconds} s of the host's return, nginx sends it requests again.",
  "recovery.seen":
    "no answer from the restarted host's worker ({workers, select, none {none} other {{workers}}}) through nginx within {seconds} s of its return.",
  "recovery.next":
    "Keep the host in the upstream, and set fail_timeout (e.g. 2s): nginx tries a failed host again after fail_timeout.",

  "errorLog.expected":
    "no error_log in the configuration: the check gives nginx its error log (stderr) and quotes what nginx prints there.",
  "errorLog.seen": "the configuration sets error_log {target}.",
  "errorLog.next":
    "Remove the error_log line: the check starts nginx with -e stderr (error_log stderr before nginx 1.19.5), and nginx takes one error log from the command line.",

  "noUpstream.expected": "a location whose proxy_pass names an upstream block of the hosts.",
  "noUpstream.seen": "no location proxies to an upstream block.",
  "noUpstream.next":
    "Write TODO 1 first: an upstream block with a server line for every host of HOSTS, and proxy_pass http://app; in the location.",
  "keepaliveUpstream.expected":
    "a keepalive line in the upstream block {upstream}: idle connections to the hosts kept for reuse.",
  "keepaliveUpstream.seen":
    "{count, select, none {the upstream block {upstream} has no keepalive line} other {the upstream block {upstream} says keepalive {count}}}.",
  "keepaliveUpstream.next":
    "Add keepalive 32; inside the upstream block {upstream}, after its server lines.",
  "httpVersion.expected":
    "proxy_http_version 1.1 where the location {path} proxies to {upstream}: HTTP/1.0 closes the connection after each answer.",
  "httpVersion.seen":
    "{version, select, none {no proxy_http_version applies there (nginx before 1.29.7 then speaks HTTP/1.0 to the hosts)} other {proxy_http_version {version} applies there}}.",
  "httpVersion.next": "Add proxy_http_version 1.1; in the location {path}.",
  "connectionHeader.expected":
    "an empty Connection header to the hosts (proxy_set_header Connection with an empty value) where the location {path} proxies to {upstream}.",
  "connectionHeader.seen":
    "{value, select, none {no proxy_set_header Connection applies there (nginx before 1.29.7 then sends Connection: close)} other {proxy_set_header gives Connection the value {value}}}.",
  "connectionHeader.next":
    'Add proxy_set_header Connection ""; in the location {path}. A level with any proxy_set_header of its own inherits none from the levels around it, so write it beside the others.',

  // demo.test.ts
  "name.demo":
    "reusePort: the kernel spreads connections over two independent processes on one port",
  "demo.tooOld": "reusePort needs Node.js >= {since}; this is {node}",
  "demo.figure": "{requests} new connections, by process",
  "demo.threshold": "each >= {min}",
  "demo.chart": "connections per process with reusePort (the kernel decides)",
  "demo.process": "process {n}",
  "demo.expected": "both processes answer at least {share}% of {requests} new connections.",
  "demo.seen": "{got} ({failed} failed).",
  "demo.next": "Run the given reuse-port.ts unchanged: it listens with reusePort: true.",

  "limit.reusePort": "the reusePort checkpoint is skipped: {reason}",
  "limit.reusePortNode": "the reusePort checkpoint is skipped: it needs Node.js {since} or newer",
} as const;

/** A message's key: the same in every language. */
export type MessageKey = keyof typeof en;
