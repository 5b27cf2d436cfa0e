import { createServer } from "node:http";
import type { ListenOptions } from "node:net";

// Given: the server of the reusePort demonstration. Start two or more copies on the same PORT:
// each listens with reusePort: true (Node.js >= 22.12 or 23.1, on Linux), and the kernel spreads
// new connections over them, with no primary in the middle. On older Node.js the option is
// ignored and the second copy fails with EADDRINUSE.

const port = Number(process.env.PORT ?? 3000);

const server = createServer((_req, res) => {
  res.setHeader("X-Worker-Pid", String(process.pid));
  res.end("ok");
});

// `reusePort` is missing from the typings of Node.js 20, which this workshop compiles against.
const options: ListenOptions & { reusePort: boolean } = { port, reusePort: true };
server.listen(options, () => {
  console.log(`App listening on port ${port} (worker pid=${process.pid})`);
});
server.on("error", (error) => {
  console.error(`Could not listen on port ${port}: ${error.message}`);
  process.exit(1);
});
