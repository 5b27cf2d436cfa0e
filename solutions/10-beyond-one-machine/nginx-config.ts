// Prints an nginx configuration: a load balancer on 127.0.0.1:PORT in front of the hosts in
// HOSTS ("127.0.0.1:3001,127.0.0.1:3002"), each a cluster of step 07. Try it with
//   PORT=8080 HOSTS=127.0.0.1:3001,127.0.0.1:3002 npx tsx nginx-config.ts > nginx.conf
import { env } from "node:process";

const port = Number(env.PORT ?? 8080);
const hosts = (env.HOSTS ?? "127.0.0.1:3001,127.0.0.1:3002").split(",").filter(Boolean);

// Passive health checks: after max_fails failed attempts within fail_timeout, nginx leaves a
// host out for fail_timeout, then tries it again with real requests.
const servers = hosts.map((host) => `    server ${host} max_fails=1 fail_timeout=2s;`);

console.log(`worker_processes 1;

events {
  worker_connections 1024;
}

http {
  access_log off;

  upstream app {
${servers.join("\n")}
    # Idle keep-alive connections to the hosts, reused instead of a new one per request.
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};

    location / {
      proxy_pass http://app;
      # Keep-alive to the upstream needs HTTP/1.1 and no "Connection: close" passed on.
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # A request whose host fails (refused, reset, 502/503 while it restarts) goes to the
      # other host; a GET is safe to send twice.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 1s;
    }
  }
}`);
