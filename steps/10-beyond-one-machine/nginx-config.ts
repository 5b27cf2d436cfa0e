// Prints an nginx configuration: a load balancer on 127.0.0.1:PORT in front of the hosts in
// HOSTS ("127.0.0.1:3001,127.0.0.1:3002"), each a cluster of step 07. Try it with
//   PORT=8080 HOSTS=127.0.0.1:3001,127.0.0.1:3002 npx tsx nginx-config.ts > nginx.conf
import { env } from "node:process";

const port = Number(env.PORT ?? 8080);
const hosts = (env.HOSTS ?? "127.0.0.1:3001,127.0.0.1:3002").split(",").filter(Boolean);

// TODO 1: an upstream block with every host of HOSTS (one `server <host>;` line each), and
//         proxy_pass to it instead of the first host alone.
// TODO 2: passive health checks: max_fails and fail_timeout on each server line, and
//         proxy_next_upstream, so that a request whose host fails is sent to the other one.
// TODO 3: keep-alive to the hosts: `keepalive` in the upstream, proxy_http_version 1.1 and an
//         empty Connection header.

console.log(`worker_processes 1;

events {
  worker_connections 1024;
}

http {
  access_log off;

  server {
    listen 127.0.0.1:${port};

    location / {
      proxy_pass http://${hosts[0]};
    }
  }
}`);
