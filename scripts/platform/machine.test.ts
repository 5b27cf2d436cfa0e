import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { countCores, describeTopology, formatCpuList, parseSysctl, parseWsl } from "./machine.ts";

describe("formatCpuList", () => {
  test("ranges and single CPUs", () =>
    expect(formatCpuList([0, 1, 2, 3, 8, 10, 11])).toBe("0-3,8,10-11"));
  test("one CPU", () => expect(formatCpuList([1])).toBe("1"));
  test("none", () => expect(formatCpuList([])).toBe(""));
});

describe("countCores", () => {
  // core_cpus_list of cpu0…cpu7 on a 4-core, 8-thread Intel laptop (SMT siblings n and n+4)
  const intel = ["0,4", "1,5", "2,6", "3,7", "0,4", "1,5", "2,6", "3,7"];
  // an AMD Ryzen numbers siblings next to each other
  const amd = ["0-1", "0-1", "2-3", "2-3"];
  // i5-1235U: 2 performance cores with 2 threads each (cpu_core 0-3), 8 efficiency cores
  const hybrid = ["0-1", "0-1", "2-3", "2-3", "4", "5", "6", "7", "8", "9", "10", "11"];

  test("SMT siblings are one core", () => expect(countCores(intel)).toBe(4));
  test("sibling ranges", () => expect(countCores(amd)).toBe(2));
  test("no SMT: one core per CPU", () => expect(countCores(["0", "1"])).toBe(2));
  test("a hybrid CPU's cores", () => expect(countCores(hybrid)).toBe(10));
  test("performance cores", () => expect(countCores(hybrid, [0, 1, 2, 3])).toBe(2));
  test("efficiency cores", () => expect(countCores(hybrid, [4, 5, 6, 7, 8, 9, 10, 11])).toBe(8));
});

describe("parseSysctl", () => {
  test("Apple silicon (M1: 4 performance + 4 efficiency cores)", () => {
    const output = [
      "hw.physicalcpu: 8",
      "hw.logicalcpu: 8",
      "hw.perflevel0.physicalcpu: 4",
      "hw.perflevel1.physicalcpu: 4",
    ].join("\n");
    expect(parseSysctl(output, 1)).toEqual({
      logicalCpus: 8,
      physicalCores: 8,
      performanceCores: 4,
      efficiencyCores: 4,
    });
  });
  test("an M1 Pro's recorded sysctl -a (./fixtures/README.md): 8 performance + 2 efficiency cores", () => {
    const output = readFileSync(
      new URL("fixtures/macos/sysctl-m1-pro.txt", import.meta.url),
      "utf8",
    );
    expect(parseSysctl(output, 10)).toEqual({
      logicalCpus: 10,
      physicalCores: undefined,
      performanceCores: 8,
      efficiencyCores: 2,
    });
  });
  test("an Intel Mac has no performance levels", () => {
    expect(parseSysctl("hw.physicalcpu: 4\nhw.logicalcpu: 8\n", 1)).toEqual({
      logicalCpus: 8,
      physicalCores: 4,
      performanceCores: undefined,
      efficiencyCores: undefined,
    });
  });
  test("one performance level is no hybrid CPU", () => {
    const output = "hw.physicalcpu: 8\nhw.logicalcpu: 8\nhw.perflevel0.physicalcpu: 8\n";
    expect(parseSysctl(output, 1).performanceCores).toBeUndefined();
  });
  test("no output: the logical CPUs Node.js sees, cores unknown", () => {
    expect(parseSysctl("", 6)).toEqual({
      logicalCpus: 6,
      physicalCores: undefined,
      performanceCores: undefined,
      efficiencyCores: undefined,
    });
  });
});

/** /proc/version of a WSL2 kernel, as posted in leoheck/kiri#28. */
const WSL2_5_4 =
  "Linux version 5.4.72-microsoft-standard-WSL2 (oe-user@oe-host) (gcc version 8.2.0 (GCC)) #1 SMP Wed Oct 28 23:40:43 UTC 2020";
/** /proc/version of an early WSL2 kernel, as posted in microsoft/WSL#8361. */
const WSL2_4_19 =
  "Linux version 4.19.104-microsoft-standard (jkp@DESKTOP-DKG6ENQ) (gcc version 7.5.0 (Ubuntu 7.5.0-3ubuntu1~18.04)) #5 SMP Mon Jun 15 23:43:17 CEST 2020";

describe("parseWsl", () => {
  test.each([
    {
      kernel: "WSL2",
      procVersion:
        "Linux version 5.15.153.1-microsoft-standard-WSL2 (root@941d701f84f1) (gcc (GCC) 11.2.0) #1 SMP Fri Mar 29 23:14:13 UTC 2024",
      wsl: "WSL2",
    },
    {
      kernel: "an early WSL2 kernel",
      procVersion: "Linux version 4.19.104-microsoft-standard (oe-user@oe-host)",
      wsl: "WSL2",
    },
    {
      kernel: "WSL2's 5.4 kernel (leoheck/kiri#28)",
      procVersion: WSL2_5_4,
      wsl: "WSL2",
    },
    {
      kernel: "WSL2's 4.19 kernel (microsoft/WSL#8361)",
      procVersion: WSL2_4_19,
      wsl: "WSL2",
    },
    {
      kernel: "WSL1",
      procVersion:
        "Linux version 4.4.0-19041-Microsoft (Microsoft@Microsoft.com) (gcc version 5.4.0 (GCC) ) #1237-Microsoft Sat Sep 11 14:32:00 PST 2021",
      wsl: "WSL1",
    },
    {
      kernel: "plain Linux",
      procVersion:
        "Linux version 6.1.0-18-amd64 (debian-kernel@lists.debian.org) (gcc-12 (Debian 12.2.0-14) 12.2.0)",
      wsl: undefined,
    },
  ])("$kernel", ({ procVersion, wsl }) => expect(parseWsl(procVersion)).toBe(wsl));
});

describe("describeTopology", () => {
  const base = { performanceCores: undefined, efficiencyCores: undefined };
  test("SMT", () =>
    expect(describeTopology({ ...base, logicalCpus: 8, physicalCores: 4, smt: true })).toBe(
      "4 physical cores, 8 logical CPUs (SMT)",
    ));
  test("hybrid", () =>
    expect(
      describeTopology({
        logicalCpus: 12,
        physicalCores: 10,
        smt: true,
        performanceCores: 2,
        efficiencyCores: 8,
      }),
    ).toBe("10 physical cores, 12 logical CPUs (SMT); 2 performance + 8 efficiency cores"));
  test("unknown cores", () =>
    expect(
      describeTopology({ ...base, logicalCpus: 2, physicalCores: undefined, smt: undefined }),
    ).toBe("2 logical CPUs"));
  test("a simulated machine, on the real one", () => {
    const real = { ...base, logicalCpus: 2, physicalCores: 2 };
    expect(
      describeTopology({
        ...base,
        logicalCpus: 32,
        physicalCores: undefined,
        smt: undefined,
        simulated: { cpus: 32, real: 2, topology: real },
      }),
    ).toBe("32 simulated CPUs on 2 real ones (2 physical cores, 2 logical CPUs)");
  });
});
