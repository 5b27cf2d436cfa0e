import os from "node:os";
import { describe, expect, test } from "vitest";
import {
  allowedCpus,
  cpuBudget,
  machineCpus,
  parseCpuList,
  parseCpuMax,
  pinToOneCpu,
  quotaFiles,
  realAllowedCpus,
  realCpuBudget,
} from "./cpus.ts";
import { SIMULATION_ENV, simulationValue } from "./simulation.ts";

describe("parseCpuMax", () => {
  test("no quota", () => expect(parseCpuMax("max 100000\n")).toBeUndefined());
  test("whole CPUs", () => expect(parseCpuMax("200000 100000")).toBe(2));
  test("a fraction rounds down, as Node 22.12+ does", () =>
    expect(parseCpuMax("150000 100000")).toBe(1));
  test("a tiny quota is still one CPU", () => expect(parseCpuMax("1000 100000")).toBe(1));
  test("garbage", () => expect(parseCpuMax("")).toBeUndefined());
  test("v1 without a quota (-1)", () => expect(parseCpuMax("-1\n 100000\n")).toBeUndefined());
});

describe("quotaFiles", () => {
  test("cgroup v2: cpu.max of the process's cgroup, then of the root", () =>
    expect(quotaFiles("0::/user.slice/app\n")).toEqual([
      { version: "v2", cpuMax: "/sys/fs/cgroup/user.slice/app/cpu.max" },
      { version: "v2", cpuMax: "/sys/fs/cgroup/cpu.max" },
    ]));
  test("v2 in a cgroup namespace: the root alone", () =>
    expect(quotaFiles("0::/")).toEqual([{ version: "v2", cpuMax: "/sys/fs/cgroup/cpu.max" }]));
  test("hybrid v1 (this machine's kind): the cpu line, then the v2 line", () =>
    expect(quotaFiles("3:cpuset:/\n2:cpuacct:/\n1:cpu:/ci-quota\n0::/\n")).toEqual([
      {
        version: "v1",
        quota: "/sys/fs/cgroup/cpu/ci-quota/cpu.cfs_quota_us",
        period: "/sys/fs/cgroup/cpu/ci-quota/cpu.cfs_period_us",
      },
      {
        version: "v1",
        quota: "/sys/fs/cgroup/cpu/cpu.cfs_quota_us",
        period: "/sys/fs/cgroup/cpu/cpu.cfs_period_us",
      },
      { version: "v2", cpuMax: "/sys/fs/cgroup/cpu.max" },
    ]));
  test("v1 with cpu and cpuacct mounted together", () =>
    expect(quotaFiles("4:cpu,cpuacct:/docker/abc")[0]).toEqual({
      version: "v1",
      quota: "/sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_quota_us",
      period: "/sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_period_us",
    }));
  test("no /proc (macOS, Windows): nothing to read", () => expect(quotaFiles("")).toEqual([]));
});

describe("parseCpuList", () => {
  test("one CPU", () => expect(parseCpuList("1\n")).toEqual([1]));
  test("a range", () => expect(parseCpuList("0-3")).toEqual([0, 1, 2, 3]));
  test("ranges and single CPUs", () => expect(parseCpuList("0-1,4,6-7")).toEqual([0, 1, 4, 6, 7]));
  test("empty", () => expect(parseCpuList("")).toEqual([]));
});

test("pinToOneCpu: taskset on a CPU this process may run on", () => {
  const [command, option, cpu] = pinToOneCpu();
  expect([command, option]).toEqual(["taskset", "-c"]);
  expect(allowedCpus() ?? [0]).toContain(Number(cpu));
});

test("cpuBudget: usable never exceeds what Node reports", () => {
  const budget = cpuBudget();
  expect(budget.usable).toBeGreaterThanOrEqual(1);
  expect(budget.usable).toBeLessThanOrEqual(budget.availableParallelism);
});

describe("a simulated machine of 32 CPUs", () => {
  const real = realCpuBudget();
  const env = { [SIMULATION_ENV]: simulationValue({ cpus: 32, real: real.usable }) };
  test("cpuBudget: 32 host, available and usable CPUs, no quota", () => {
    expect(cpuBudget(env)).toEqual({
      hostCpus: 32,
      availableParallelism: 32,
      quotaCpus: undefined,
      usable: 32,
    });
  });
  test("allowedCpus: 0 to 31, where Linux tells the affinity", () => {
    const expected = realAllowedCpus() && Array.from({ length: 32 }, (_, i) => i);
    expect(allowedCpus(env)).toEqual(expected);
  });
  test("a simulation started on more CPUs than this process may use keeps its real count", () => {
    const wider = { [SIMULATION_ENV]: simulationValue({ cpus: 32, real: real.usable + 1 }) };
    expect(cpuBudget(wider).usable).toBe(real.usable);
  });
  test("pinToOneCpu and the machine's CPU time stay the real machine's", () => {
    process.env[SIMULATION_ENV] = env[SIMULATION_ENV];
    try {
      expect(realAllowedCpus() ?? [0]).toContain(Number(pinToOneCpu()[2]));
      expect(machineCpus()).toBe(os.cpus().length);
    } finally {
      delete process.env[SIMULATION_ENV];
    }
  });
});
