// Builds the configuration line by line, and writes it in one go.
const port = Number.parseInt(process.env.PORT ?? "8080", 10);
const hosts = (process.env.HOSTS ?? "127.0.0.1:3001,127.0.0.1:3002")
  .split(",")
  .map((host) => host.trim())
  .filter((host) => host.length > 0);

const lines = [
  "worker_processes 1;",
  "events { worker_connections 1024; }",
  "http {",
  "  access_log off;",
  "  upstream backend {",
  "    least_conn;",
  ...hosts.map((host) => `    server ${host} max_fails=1 fail_timeout=2s;`),
  "    keepalive 16;",
  "    keepalive_timeout 4s;",
  "  }",
  "  server {",
  `    listen 127.0.0.1:${port};`,
  "    location / {",
  "      proxy_pass http://backend;",
  "      proxy_http_version 1.1;",
  '      proxy_set_header Connection "";',
  "      proxy_connect_timeout 1s;",
  "      proxy_next_upstream error timeout http_502 http_503;",
  "    }",
  "  }",
  "}",
];

process.stdout.write(`${lines.join("\n")}\n`);
