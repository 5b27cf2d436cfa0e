/**
 * The workshop's reference cluster (docs/speedup-rule.md): a primary that forks one worker per CPU
 * it is told, each running the given server file, the way the lessons teach a primary
 * (node:cluster, round-robin by default; Node docs "Cluster"). Workers are not re-forked: it lives
 * for one comparison. Usage: `reference-primary.ts <server file> <workers>`.
 */
import cluster from "node:cluster";

const [entry, count] = process.argv.slice(2);
const workers = Number(count);
if (!entry || !(workers >= 1)) {
  console.error("usage: reference-primary.ts <server file> <workers>");
  process.exit(2);
}
cluster.setupPrimary({ exec: entry, args: [] });
for (let i = 0; i < workers; i++) cluster.fork();
