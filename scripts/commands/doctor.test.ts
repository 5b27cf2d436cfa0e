import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { LOCALES } from "../i18n/locale.ts";
import { CATALOGUES } from "../i18n/translate.ts";
import { type MachineProfile, parseMounts, parseWsl, windowsDriveOf } from "../platform/machine.ts";
import { parseNginxVersion } from "../platform/nginx-version.ts";
import { systemTools } from "../platform/system-packages.ts";
import { assessNode, diagnose, doctorSteps, type NodeVerdict } from "./doctor.ts";

const versions = { recommended: [24, 26], endOfLife: { "20": "2026-04-30" } };
const december = new Date("2026-12-01");
const assess = (version: string, today = december) =>
  assessNode(version, ">=20.6", versions, today);

/** The steps the cases below look at, with what their checkpoints/step.ts declares. */
const steps = (await doctorSteps()).filter((s) => [1, 2, 3, 6, 7, 9, 10].includes(s.number));

/** A Debian machine with everything, as an ordinary user: every step runs. */
const debian: MachineProfile = {
  platform: "linux",
  os: "Linux 6.1.0-18-amd64",
  arch: "x64",
  cpuModel: "Intel(R) Core(TM) i5-8250U CPU @ 1.60GHz",
  wsl: undefined,
  node: "24.11.1",
  cpus: {
    logicalCpus: 8,
    physicalCores: 4,
    performanceCores: undefined,
    efficiencyCores: undefined,
    smt: true,
  },
  affinity: [0, 1, 2, 3, 4, 5, 6, 7],
  budget: { hostCpus: 8, availableParallelism: 8, quotaCpus: undefined, usable: 8 },
  tools: {
    lsof: "/usr/bin/lsof",
    taskset: "/usr/bin/taskset",
    nginx: "/usr/sbin/nginx",
    chromium: "/usr/bin/chromium",
  },
  packageManager: "apt-get",
  root: false,
  userNamespaces: true,
  nginx: parseNginxVersion("nginx version: nginx/1.22.1"),
  windowsDrive: undefined,
};

/** A recorded output of scripts/platform/fixtures/ (its README says where each is from). */
const recorded = (name: string) =>
  readFileSync(new URL(`../platform/fixtures/${name}`, import.meta.url), "utf8");

const node24 = assess("24.11.1");

const verdicts = (machine: MachineProfile, node: NodeVerdict = node24) =>
  Object.fromEntries(diagnose(machine, node, steps).steps.map((s) => [s.number, s]));

const blocked = (machine: MachineProfile, node?: NodeVerdict) =>
  Object.values(verdicts(machine, node))
    .filter((s) => !s.canRun)
    .map((s) => s.number);

describe("assessNode", () => {
  test("Node 20 is supported, past its end of life, not recommended", () =>
    expect(assess("20.20.2")).toEqual({
      version: "20.20.2",
      range: ">=20.6",
      supported: true,
      endOfLife: "2026-04-30",
      recommendedMajors: [24, 26],
      recommended: false,
    }));
  test("before its end of life, Node 20 is not yet past it", () =>
    expect(assess("20.20.2", new Date("2026-01-01")).endOfLife).toBeUndefined());
  test("Node 20.5 is below the floor", () => expect(assess("20.5.1").supported).toBe(false));
  test("Node 24 and 26 are recommended", () => {
    expect(node24).toMatchObject({ supported: true, endOfLife: undefined, recommended: true });
    expect(assess("26.10.0").recommended).toBe(true);
  });
  test("a pre-release of a supported major is supported", () =>
    expect(assess("27.0.0-pre").supported).toBe(true));
});

describe("diagnose", () => {
  test("a Debian machine with everything: every step runs, no limits", () => {
    const report = diagnose(debian, node24, steps);
    expect(report.ready).toBe(true);
    expect(report.steps.flatMap((s) => [...s.blockers, ...s.limits])).toEqual([]);
    expect(report.notes).toEqual([]);
    expect(report.tools.every((t) => t.install === undefined)).toBe(true);
  });

  test("without lsof, steps 06-07 cannot run, with the one sudo command", () => {
    const noLsof = { ...debian, tools: { ...debian.tools, lsof: undefined } };
    expect(blocked(noLsof)).toEqual([6, 7]);
    expect(verdicts(noLsof)[6]?.blockers).toEqual(["needs lsof: sudo apt-get install -y lsof"]);
  });

  test("as root, the install command has no sudo", () => {
    const v = verdicts({ ...debian, root: true, tools: { ...debian.tools, nginx: undefined } });
    expect(v[10]?.blockers).toEqual(["needs nginx: apt-get install -y nginx"]);
  });

  test("without chromium, every step still runs; the tool says how to install it", () => {
    const report = diagnose(
      { ...debian, tools: { ...debian.tools, chromium: undefined } },
      node24,
      steps,
    );
    expect(report.ready).toBe(true);
    expect(report.tools.find((t) => t.name === "chromium")?.install).toBe(
      "sudo apt-get install -y chromium",
    );
  });

  test("an ordinary user without user namespaces: step 09 runs, its quota checkpoint is skipped", () => {
    const v = verdicts({ ...debian, userNamespaces: false });
    expect(v[9]?.canRun).toBe(true);
    expect(v[9]?.limits).toEqual([
      "the CPU-quota checkpoint is skipped: it needs root or unprivileged user namespaces",
    ]);
    expect(verdicts({ ...debian, userNamespaces: false, root: true })[9]?.limits).toEqual([]);
  });

  test("macOS with Homebrew: step 09 runs with the platform's limits, step 10 needs nginx from brew, no reusePort", () => {
    const mac: MachineProfile = {
      ...debian,
      platform: "darwin",
      affinity: undefined,
      packageManager: "brew",
      tools: { lsof: "/usr/sbin/lsof", taskset: undefined, nginx: undefined, chromium: undefined },
      userNamespaces: false,
      nginx: undefined,
    };
    const v = verdicts(mac);
    expect(blocked(mac)).toEqual([10]);
    expect(v[9]?.blockers).toEqual([]);
    expect(v[9]?.limits).toEqual([
      expect.stringMatching(/taskset and CPU-quota checkpoints are skipped.*macOS cannot pin/),
    ]);
    expect(v[10]?.blockers).toEqual(["needs nginx: brew install nginx"]);
    expect(v[10]?.limits).toEqual([
      expect.stringMatching(/reusePort checkpoint is skipped.*macOS/),
    ]);
  });

  test("Windows itself: no step runs, each says WSL2 or the dev container", () => {
    const windows: MachineProfile = { ...debian, platform: "win32", packageManager: undefined };
    const report = diagnose(windows, node24, steps);
    expect(report.ready).toBe(false);
    for (const step of report.steps) {
      expect(step.blockers).toEqual([
        "Windows: run the workshop in WSL2 (wsl --install, then clone it in your Linux home folder, not under /mnt/c) or in the dev container (README)",
      ]);
    }
    expect(report.notes).toEqual([expect.stringMatching(/^Windows itself cannot run the checks/)]);
  });

  test("WSL2 with the clone under /mnt/c: named, with the fix", () => {
    // /proc/version of a WSL2 kernel, as posted in leoheck/kiri#28
    const wsl = parseWsl(
      "Linux version 5.4.72-microsoft-standard-WSL2 (oe-user@oe-host) (gcc version 8.2.0 (GCC)) #1 SMP Wed Oct 28 23:40:43 UTC 2020",
    );
    const mounts = parseMounts(recorded("wsl2/mounts.txt"));
    const drive = windowsDriveOf("/mnt/c/Users/ana/node-cluster-workshop", mounts);
    expect([wsl, drive]).toEqual(["WSL2", "/mnt/c"]);
    const report = diagnose({ ...debian, wsl, windowsDrive: drive }, node24, steps);
    expect(report.notes).toEqual([
      expect.stringMatching(/Windows drive \(\/mnt\/c\).*Clone it into your Linux home folder/),
    ]);
    expect(windowsDriveOf("/home/ana/node-cluster-workshop", mounts)).toBeUndefined();
  });

  test.each([
    ["nginx/1.18.0-v.txt", /^nginx 1\.18\.0: closes the connection to a host after each request/],
    ["nginx/1.22.1-v.txt", /^nginx 1\.22\.1: closes the connection/],
    ["nginx/1.30.4-v.txt", /^nginx 1\.30\.4: keeps connections to the hosts alive by default/],
  ])("nginx's version is named: %s", (file, said) => {
    const report = diagnose({ ...debian, nginx: parseNginxVersion(recorded(file)) }, node24, steps);
    expect(report.tools.find((tool) => tool.name === "nginx")?.version).toMatch(said);
  });

  test("WSL1: step 02's port-taken checkpoint is skipped, and WSL2 advised", () => {
    const report = diagnose({ ...debian, wsl: "WSL1" }, node24, steps);
    expect(report.steps[1]?.limits).toEqual([expect.stringMatching(/port-taken.*WSL1/)]);
    expect(report.notes).toEqual([expect.stringMatching(/WSL2/)]);
    expect(report.ready).toBe(true);
  });

  test("an unsupported Node.js blocks every step", () => {
    const old = assess("18.20.4");
    expect(blocked(debian, old)).toEqual(steps.map((s) => s.number));
    expect(verdicts(debian, old)[1]?.blockers).toEqual([
      "Node.js 18.20.4 does not satisfy >=20.6: install Node.js 24 or 26",
    ]);
  });

  test("Node.js 20: the reusePort checkpoint is skipped", () => {
    const node20 = assess("20.20.2");
    expect(verdicts({ ...debian, node: "20.20.2" }, node20)[10]?.limits).toEqual([
      "the reusePort checkpoint is skipped: it needs Node.js 22.12.0 or newer",
    ]);
  });

  test("one usable CPU: every step runs, and the note says no speed-up can show", () => {
    const one = { ...debian, budget: { ...debian.budget, quotaCpus: 1, usable: 1 } };
    const report = diagnose(one, node24, steps);
    expect(report.ready).toBe(true);
    expect(report.notes).toEqual([expect.stringMatching(/^1 usable CPU: every step runs/)]);
  });
});

test("every program of system-packages.json says what it is for in every language", () => {
  const missing = systemTools.flatMap((tool) =>
    LOCALES.filter((locale) => !(`doctor.for.${tool.name}` in CATALOGUES[locale])).map(
      (locale) => `${locale}: doctor.for.${tool.name}`,
    ),
  );
  expect(missing).toEqual([]);
});
