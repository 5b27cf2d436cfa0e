/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";
import type { MessageKey } from "./messages/en.ts";

/** The solution's upstream block, beside the server block in http, where nginx takes it. */
const UPSTREAM_BESIDE_SERVER = `  upstream app {
\${servers.join("\\n")}
    # Idle keep-alive connections to the hosts, reused instead of a new one per request.
    keepalive 32;
  }

  server {
    listen 127.0.0.1:\${port};
`;
/** The same upstream block moved inside the server block: "not allowed here". */
const UPSTREAM_INSIDE_SERVER = `  server {
    listen 127.0.0.1:\${port};

  upstream app {
\${servers.join("\\n")}
    # Idle keep-alive connections to the hosts, reused instead of a new one per request.
    keepalive 32;
  }
`;

/** The line of the solution's upstream block that writes its server lines. */
const SERVER_LINES = '${servers.join("\\n")}\n';
/** The solution's keepalive line in its upstream block, with its comment. */
const KEEPALIVE_LINES =
  "    # Idle keep-alive connections to the hosts, reused instead of a new one per request.\n    keepalive 32;\n";

export const MISTAKES: readonly CataloguedMistake<MessageKey>[] = [
  {
    name: "an upstream with one host",
    file: "nginx-config.ts",
    find: "const servers = hosts.map(",
    replace: "const servers = hosts.slice(0, 1).map(",
    checkpoint: "spreads",
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
    checkpoint: "failover",
    expect: ["fail_timeout", "restarted host"],
    advised: [{ find: "max_fails=1 fail_timeout=10s", replace: "max_fails=1 fail_timeout=2s" }],
    report: ["traffic back on the restarted host after: none within 5 s"],
  },
  {
    name: "the upstream written but proxy_pass left on the first host",
    file: "nginx-config.ts",
    find: "      proxy_pass http://app;",
    replace: "      proxy_pass http://${hosts[0]};",
    checkpoint: "spreads",
    expect: ["reach both hosts", "proxy_pass http://app;"],
    advised: [
      { find: "      proxy_pass http://${hosts[0]};", replace: "      proxy_pass http://app;" },
    ],
  },
  {
    name: "the upstream block inside the server block",
    file: "nginx-config.ts",
    find: UPSTREAM_BESIDE_SERVER,
    replace: UPSTREAM_INSIDE_SERVER,
    checkpoint: "spreads",
    expect: ["nginx rejected it", '"upstream" directive is not allowed here', "wrong block"],
    advised: [{ find: UPSTREAM_INSIDE_SERVER, replace: UPSTREAM_BESIDE_SERVER }],
  },
  {
    name: "a pid file in the configuration",
    file: "nginx-config.ts",
    find: "console.log(`worker_processes 1;\n",
    replace: "console.log(`worker_processes 1;\npid /tmp/nginx.pid;\n",
    checkpoint: "spreads",
    expect: ["nginx rejected it", '"pid" directive is duplicate', "Leave `pid`"],
    advised: [
      {
        find: "console.log(`worker_processes 1;\npid /tmp/nginx.pid;\n",
        replace: "console.log(`worker_processes 1;\n",
      },
    ],
  },
  {
    name: "a debugging line left in nginx-config.ts",
    file: "nginx-config.ts",
    find: "console.log(`worker_processes 1;",
    replace: 'console.log("hosts:", hosts);\nconsole.log(`worker_processes 1;',
    checkpoint: "spreads",
    expect: ["nginx rejected it", "Print only the configuration"],
    advised: [
      {
        find: 'console.log("hosts:", hosts);\nconsole.log(`worker_processes 1;',
        replace: "console.log(`worker_processes 1;",
      },
    ],
  },
  {
    name: "no keepalive in the upstream",
    file: "nginx-config.ts",
    find: KEEPALIVE_LINES,
    replace: "",
    checkpoint: "keepalive",
    expect: ["keepalive 32;", "app"],
    advised: [
      {
        find: `${SERVER_LINES}  }`,
        replace: `${SERVER_LINES}${KEEPALIVE_LINES}  }`,
      },
    ],
  },
  {
    name: "keep-alive without proxy_http_version 1.1",
    file: "nginx-config.ts",
    find: "      proxy_http_version 1.1;\n",
    replace: "",
    checkpoint: "keepalive",
    expect: ["proxy_http_version 1.1;", "HTTP/1.0"],
    advised: [
      {
        find: "      proxy_set_header Connection",
        replace: "      proxy_http_version 1.1;\n      proxy_set_header Connection",
      },
    ],
  },
  {
    name: "keep-alive without clearing the Connection header",
    file: "nginx-config.ts",
    find: '      proxy_set_header Connection "";\n',
    replace: "",
    checkpoint: "keepalive",
    expect: ['proxy_set_header Connection "";', "Connection: close"],
    advised: [
      {
        find: "      proxy_http_version 1.1;\n",
        replace: '      proxy_http_version 1.1;\n      proxy_set_header Connection "";\n',
      },
    ],
  },
  {
    name: "an error_log file in the configuration",
    file: "nginx-config.ts",
    find: "http {\n  access_log off;\n",
    replace: "http {\n  access_log off;\n  error_log logs/error.log;\n",
    checkpoint: "spreads",
    expect: ["error_log logs/error.log", "-e stderr"],
    advised: [
      {
        find: "http {\n  access_log off;\n  error_log logs/error.log;\n",
        replace: "http {\n  access_log off;\n",
      },
    ],
  },
  {
    name: "proxy_next_upstream off: a failed attempt is the client's error",
    file: "nginx-config.ts",
    find: "      proxy_next_upstream error timeout http_502 http_503;",
    replace: "      proxy_next_upstream off;",
    checkpoint: "retries",
    expect: ["proxy_next_upstream off", "502"],
    advised: [
      {
        find: "      proxy_next_upstream off;",
        replace: "      proxy_next_upstream error timeout http_502 http_503;",
      },
    ],
  },
  {
    name: "proxy_next_upstream without http_502 http_503",
    file: "nginx-config.ts",
    find: "      proxy_next_upstream error timeout http_502 http_503;",
    replace: "      proxy_next_upstream error timeout;",
    checkpoint: "retries",
    expect: ["http_502 http_503", "503"],
    advised: [
      {
        find: "      proxy_next_upstream error timeout;",
        replace: "      proxy_next_upstream error timeout http_502 http_503;",
      },
    ],
  },
  {
    name: "max_fails=0: a dead host is never taken out",
    file: "nginx-config.ts",
    find: "max_fails=1 fail_timeout=2s",
    replace: "max_fails=0 fail_timeout=2s",
    checkpoint: "failover",
    expect: ["taken out of the group", "max_fails=1"],
    advised: [{ find: "max_fails=0 fail_timeout=2s", replace: "max_fails=1 fail_timeout=2s" }],
  },
];
