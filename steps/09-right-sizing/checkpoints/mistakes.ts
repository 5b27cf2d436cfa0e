/**
 * The mistakes learners make in this step, each written as one edit to a file of its solution
 * (scripts/selftest/mistakes.ts says how the self-test applies and judges them).
 */
import type { CataloguedMistake } from "../../../scripts/selftest/mistakes.ts";
import type { MessageKey } from "./messages/en.ts";

export const MISTAKES: readonly CataloguedMistake<MessageKey>[] = [
  {
    name: "workers counted with os.cpus()",
    file: "primary.ts",
    find: "  return Math.min(availableParallelism(), quota ?? Number.POSITIVE_INFINITY);",
    replace: "  return Math.min(cpus().length, quota ?? Number.POSITIVE_INFINITY);",
    checkpoint: "pinned",
    expect: ["os.availableParallelism()", "taskset"],
    advised: [
      {
        find: "  return Math.min(cpus().length, quota ?? Number.POSITIVE_INFINITY);",
        replace: "  return Math.min(availableParallelism(), quota ?? Number.POSITIVE_INFINITY);",
      },
    ],
  },
  {
    name: "the cgroup CPU quota ignored",
    file: "primary.ts",
    find: "  return Math.min(availableParallelism(), quota ?? Number.POSITIVE_INFINITY);",
    replace: "  return availableParallelism();",
    checkpoint: ["quota3", "quota4"],
    expect: ["/proc/self/cgroup", "quota ÷ period"],
    advised: [
      {
        find: "  return availableParallelism();",
        replace: "  return Math.min(availableParallelism(), quota ?? Number.POSITIVE_INFINITY);",
      },
    ],
  },
  {
    name: "a fractional quota rounded up",
    file: "primary.ts",
    before: {
      find: '        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));',
      replace:
        '        if (quota !== "max") return Math.max(1, Math.ceil(Number(quota) / Number(period)));',
    },
    find: "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));",
    replace: "        if (quota > 0 && period > 0) return Math.max(1, Math.ceil(quota / period));",
    checkpoint: ["quota3", "quota4"],
    expect: ["1.5 CPU", "Math.floor", "not `Math.ceil`"],
    advised: [
      {
        find: "        if (quota > 0 && period > 0) return Math.max(1, Math.ceil(quota / period));",
        replace:
          "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));",
      },
      {
        find: '        if (quota !== "max") return Math.max(1, Math.ceil(Number(quota) / Number(period)));',
        replace:
          '        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));',
      },
    ],
  },
  {
    name: "a fractional quota rounded to the nearest CPU",
    file: "primary.ts",
    before: {
      find: '        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));',
      replace:
        '        if (quota !== "max") return Math.max(1, Math.round(Number(quota) / Number(period)));',
    },
    find: "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));",
    replace: "        if (quota > 0 && period > 0) return Math.max(1, Math.round(quota / period));",
    checkpoint: ["quota3", "quota4"],
    expect: ["1.5 CPU", "Math.floor", "not `Math.round`"],
    advised: [
      {
        find: "        if (quota > 0 && period > 0) return Math.max(1, Math.round(quota / period));",
        replace:
          "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));",
      },
      {
        find: '        if (quota !== "max") return Math.max(1, Math.round(Number(quota) / Number(period)));',
        replace:
          '        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));',
      },
    ],
  },
  {
    name: "the quota divided the wrong way (period \u00f7 quota)",
    file: "primary.ts",
    before: {
      find: '        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));',
      replace:
        '        if (quota !== "max") return Math.max(1, Math.floor(Number(period) / Number(quota)));',
    },
    find: "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));",
    replace: "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(period / quota));",
    checkpoint: ["quota3", "quota4"],
    expect: ["0.5 CPU", "quota \u00f7 period"],
    advised: [
      {
        find: "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(period / quota));",
        replace:
          "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));",
      },
      {
        find: '        if (quota !== "max") return Math.max(1, Math.floor(Number(period) / Number(quota)));',
        replace:
          '        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));',
      },
    ],
  },
  {
    name: "no worker under half a CPU (no Math.max(1, \u2026))",
    file: "primary.ts",
    before: {
      find: '        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));',
      replace: '        if (quota !== "max") return Math.floor(Number(quota) / Number(period));',
    },
    find: "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));",
    replace: "        if (quota > 0 && period > 0) return Math.floor(quota / period);",
    checkpoint: ["quota3", "quota4"],
    expect: ["never became ready", "Math.max(1"],
    advised: [
      {
        find: "        if (quota > 0 && period > 0) return Math.floor(quota / period);",
        replace:
          "        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));",
      },
      {
        find: '        if (quota !== "max") return Math.floor(Number(quota) / Number(period));',
        replace:
          '        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));',
      },
    ],
  },
  {
    name: "WORKERS not capped at the usable CPUs",
    file: "primary.ts",
    find: "  return Math.min(requested, usable);",
    replace: "  return requested;",
    checkpoint: "workers",
    expect: ["WORKERS=4 on one usable CPU", "Math.min"],
    advised: [{ find: "  return requested;", replace: "  return Math.min(requested, usable);" }],
  },
  {
    name: "only cgroup v1 quota files read",
    file: "primary.ts",
    find: '      if (controllers === "") {\n        const [quota, period] = (read(`/sys/fs/cgroup${dir}/cpu.max`) ?? "max").split(" ");\n        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));\n      } else if (controllers.split(",").includes("cpu")) {\n',
    replace: '      if (controllers.split(",").includes("cpu")) {\n',
    checkpoint: ["quota3", "quota4"],
    expect: ["quota was not counted", "cpu.max"],
    advised: [
      {
        find: '      if (controllers.split(",").includes("cpu")) {\n',
        replace:
          '      if (controllers === "") {\n        const [quota, period] = (read(`/sys/fs/cgroup${dir}/cpu.max`) ?? "max").split(" ");\n        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));\n      } else if (controllers.split(",").includes("cpu")) {\n',
      },
    ],
  },
  {
    name: "only cgroup v2's cpu.max read",
    file: "primary.ts",
    find: '      } else if (controllers.split(",").includes("cpu")) {\n        const base = `/sys/fs/cgroup/${controllers}${dir}`;\n        const quota = Number(read(`${base}/cpu.cfs_quota_us`));\n        const period = Number(read(`${base}/cpu.cfs_period_us`));\n        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));\n      }\n',
    replace: "      }\n",
    checkpoint: ["quota3", "quota4"],
    expect: ["quota was not counted", "cpu.cfs_quota_us"],
    advised: [
      {
        find: 'cpu.max`) ?? "max").split(" ");\n        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));\n      }\n',
        replace:
          'cpu.max`) ?? "max").split(" ");\n        if (quota !== "max") return Math.max(1, Math.floor(Number(quota) / Number(period)));\n      } else if (controllers.split(",").includes("cpu")) {\n        const base = `/sys/fs/cgroup/${controllers}${dir}`;\n        const quota = Number(read(`${base}/cpu.cfs_quota_us`));\n        const period = Number(read(`${base}/cpu.cfs_period_us`));\n        if (quota > 0 && period > 0) return Math.max(1, Math.floor(quota / period));\n      }\n',
      },
    ],
  },
  {
    name: "only the root's quota file read",
    file: "primary.ts",
    find: '    for (const dir of [path, "/"]) {\n',
    replace: '    for (const dir of ["/"]) {\n',
    checkpoint: "quotaLayouts",
    expect: ["at the path it names", "not only at the hierarchy's root"],
    advised: [
      {
        find: '    for (const dir of ["/"]) {\n',
        replace: '    for (const dir of [path, "/"]) {\n',
      },
    ],
  },
  {
    name: "the v1 line matched as exactly `cpu`",
    file: "primary.ts",
    find: '      } else if (controllers.split(",").includes("cpu")) {\n',
    replace: '      } else if (controllers === "cpu") {\n',
    checkpoint: "quotaLayouts",
    expect: ["on a cpu,cpuacct line", 'controllers.split(",").includes("cpu")'],
    advised: [
      {
        find: '      } else if (controllers === "cpu") {\n',
        replace: '      } else if (controllers.split(",").includes("cpu")) {\n',
      },
    ],
  },
  {
    name: "the first cpu line without a quota file ends the search",
    file: "primary.ts",
    find: '        const [quota, period] = (read(`/sys/fs/cgroup${dir}/cpu.max`) ?? "max").split(" ");\n',
    replace:
      '        const max = read(`/sys/fs/cgroup${dir}/cpu.max`);\n        if (max === undefined) return undefined;\n        const [quota, period] = max.split(" ");\n',
    checkpoint: "quotaLayouts",
    expect: ["the v2 line led to no cpu.max", "go on to the next line"],
    advised: [
      {
        find: '        if (max === undefined) return undefined;\n        const [quota, period] = max.split(" ");\n',
        replace: '        const [quota, period] = (max ?? "max").split(" ");\n',
      },
    ],
  },
  {
    name: "WORKERS ignored: always one per usable CPU",
    file: "primary.ts",
    find: "const workers = workerCount(usable);",
    replace: "const workers = usable;",
    checkpoint: "workers",
    expect: ["WORKERS=1 forks one worker", "process.env.WORKERS"],
    advised: [{ find: "const workers = usable;", replace: "const workers = workerCount(usable);" }],
  },
  {
    name: "the cgroup files read without catching a missing one",
    file: "primary.ts",
    find: '  try {\n    return readFileSync(file, "utf8").trim();\n  } catch {\n    return undefined;\n  }\n',
    replace: '  return readFileSync(file, "utf8").trim();\n',
    checkpoint: "pinned",
    expect: ["ENOENT", "cpu.max"],
    advised: [
      {
        find: '  return readFileSync(file, "utf8").trim();\n',
        replace:
          '  try {\n    return readFileSync(file, "utf8").trim();\n  } catch {\n    return undefined;\n  }\n',
      },
    ],
  },
  {
    name: "one worker when WORKERS is unset",
    file: "primary.ts",
    find: "  if (!Number.isInteger(requested) || requested < 1) return usable;",
    replace: "  if (!Number.isInteger(requested) || requested < 1) return 1;",
    checkpoint: "pinned",
    expect: ["`availableParallelism()`"],
    advised: [
      {
        find: "  if (!Number.isInteger(requested) || requested < 1) return 1;",
        replace: "  if (!Number.isInteger(requested) || requested < 1) return usable;",
      },
    ],
  },
  {
    name: "the host's CPU count printed",
    file: "primary.ts",
    find: 'console.log(`Number of CPUs is ${usable} (${counts}, cgroup quota: ${quota ?? "none"})`);',
    replace: "console.log(`Number of CPUs is ${cpus().length}`);",
    checkpoint: "pinned",
    expect: ["Number of CPUs is ${usable}"],
    advised: [
      {
        find: "console.log(`Number of CPUs is ${cpus().length}`);",
        replace: "console.log(`Number of CPUs is ${usable}`);",
      },
    ],
  },
  {
    name: "WORKERS capped silently",
    file: "primary.ts",
    find: "  if (requested > usable) {\n    console.log(`WORKERS=${requested}, but only ${usable} CPU(s) are usable: forking ${usable}`);\n  }\n",
    replace: "",
    checkpoint: "workers",
    expect: ["WORKERS=${requested}, but only ${usable} CPU(s) are usable: forking ${usable}"],
    advised: [
      {
        find: "  return Math.min(requested, usable);",
        replace:
          "  if (requested > usable) {\n    console.log(`WORKERS=${requested}, but only ${usable} CPU(s) are usable: forking ${usable}`);\n  }\n  return Math.min(requested, usable);",
      },
    ],
  },
  {
    name: "WORKERS taken when it is any truthy number",
    file: "primary.ts",
    find: "  const requested = Number(process.env.WORKERS);\n  if (!Number.isInteger(requested) || requested < 1) return usable;\n",
    replace: "  const requested = Number(process.env.WORKERS) || usable;\n",
    checkpoint: "workers",
    expect: ["which is not a positive whole number", "Number.isInteger(requested)"],
    advised: [
      {
        find: "  const requested = Number(process.env.WORKERS) || usable;\n",
        replace:
          "  const requested = Number(process.env.WORKERS);\n  if (!Number.isInteger(requested) || requested < 1) return usable;\n",
      },
    ],
  },
  {
    name: "WORKERS=0 taken as a count (a digits-only test)",
    file: "primary.ts",
    find: "  if (!Number.isInteger(requested) || requested < 1) return usable;",
    replace: '  if (!/^\\d+$/.test(process.env.WORKERS ?? "")) return usable;',
    checkpoint: "workers",
    expect: ["WORKERS=0, which is not a positive whole number", "Number.isInteger(requested)"],
    advised: [
      {
        find: '  if (!/^\\d+$/.test(process.env.WORKERS ?? "")) return usable;',
        replace: "  if (!Number.isInteger(requested) || requested < 1) return usable;",
      },
    ],
  },
];
