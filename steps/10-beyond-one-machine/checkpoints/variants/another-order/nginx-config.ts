// The same load balancer, written server block first: nginx resolves `proxy_pass http://hosts`
// once the whole configuration is read, so the upstream may come after it.
const port = Number(process.env.PORT ?? 8080);
const hosts = (process.env.HOSTS ?? "127.0.0.1:3001,127.0.0.1:3002").split(",");

const upstream = `  upstream hosts {
    keepalive 32;
${hosts.map((host) => `    server ${host} fail_timeout=2s max_fails=1;`).join("\n")}
  }`;

console.log(`events {
  worker_connections 1024;
}

worker_processes 1;

http {
  server {
    listen 127.0.0.1:${port};

    location / {
      proxy_connect_timeout 1s;
      proxy_next_upstream_tries 2;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_set_header Connection "";
      proxy_http_version 1.1;
      proxy_pass http://hosts;
    }
  }

${upstream}

  access_log off;
}`);
