import cluster from "node:cluster";
import { readFile } from "node:fs/promises";
import { availableParallelism, cpus } from "node:os";
import { fileURLToPath } from "node:url";

async function readOrNull(file: string): Promise<string | null> {
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    return null; // no /proc (macOS), no cpu controller, no quota file
  }
}

/** Whole CPUs of this process's cgroup quota (rounded down, at least 1), or null without one. */
async function quotaCpus(): Promise<number | null> {
  const table = await readOrNull("/proc/self/cgroup");
  for (const line of table?.split("\n") ?? []) {
    const [, controllers, group] = line.split(":");
    if (controllers === undefined || group === undefined) continue;
    let ratio: number | undefined;
    if (controllers === "") {
      const [quota, period] = ((await readOrNull(`/sys/fs/cgroup${group}/cpu.max`)) ?? "max").split(
        /\s+/,
      );
      if (quota !== "max") ratio = Number(quota) / Number(period);
    } else if (controllers.split(",").includes("cpu")) {
      const dir = `/sys/fs/cgroup/${controllers}${group}`;
      const [quota, period] = await Promise.all([
        readOrNull(`${dir}/cpu.cfs_quota_us`),
        readOrNull(`${dir}/cpu.cfs_period_us`),
      ]);
      if (Number(quota) > 0 && Number(period) > 0) ratio = Number(quota) / Number(period);
    }
    if (ratio !== undefined && Number.isFinite(ratio)) return Math.max(1, Math.floor(ratio));
  }
  return null;
}

const quota = await quotaCpus();
const usable = quota === null ? availableParallelism() : Math.min(availableParallelism(), quota);

const requested = Number(process.env.WORKERS);
const workers = Number.isInteger(requested) && requested > 0 ? Math.min(requested, usable) : usable;
if (workers < requested) {
  console.log(`WORKERS=${requested} is more than the ${usable} usable CPU(s): forking ${workers}`);
}

console.log(
  `Number of CPUs is ${usable} (os.cpus() ${cpus().length}, availableParallelism() ${availableParallelism()}, quota ${quota ?? "none"})`,
);
console.log(`Primary pid=${process.pid}`);

cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });
for (let i = 0; i < workers; i++) {
  cluster.fork();
}
cluster.on("exit", (worker, code, signal) => {
  console.log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking a new one`);
  cluster.fork();
});
