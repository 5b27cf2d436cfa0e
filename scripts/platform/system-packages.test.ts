import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { stepFacts } from "../workshop/step-facts.ts";
import { listSteps } from "../workshop/steps.ts";
import { findTool, type InstallContext, installAdvice, systemTools } from "./system-packages.ts";

const tool = (name: string) => {
  const found = systemTools.find((t) => t.name === name);
  if (!found) throw new Error(`${name} is not in system-packages.json`);
  return found;
};

test("system-packages.json lists what the steps and npm test run", async () => {
  expect(systemTools.map((t) => [t.name, t.package])).toEqual([
    ["lsof", "lsof"],
    ["taskset", "util-linux"],
    ["nginx", "nginx"],
    ["chromium", "chromium"],
  ]);
  const named = (await Promise.all(listSteps().map(stepFacts))).flatMap((f) => f.tools ?? []);
  expect(new Set(named)).toEqual(new Set(["lsof", "taskset", "nginx"]));
});

test("findTool looks in the tool's own folders after PATH (Debian's /usr/sbin/nginx)", () => {
  const dir = mkdtempSync(join(tmpdir(), "workshop-tool-"));
  try {
    const program = join(dir, "workshop-fake-tool");
    writeFileSync(program, "#!/bin/sh\n");
    chmodSync(program, 0o755);
    const fake = { ...tool("nginx"), command: "workshop-fake-tool" };
    expect(findTool(fake)).toBeUndefined();
    expect(findTool({ ...fake, alsoIn: [dir] })).toBe(program);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe("installAdvice", () => {
  const debian: InstallContext = { platform: "linux", packageManager: "apt-get", root: false };
  const mac: InstallContext = { platform: "darwin", packageManager: "brew", root: false };

  test("an ordinary user on Debian: one sudo command for all", () =>
    expect(installAdvice([tool("lsof"), tool("nginx")], debian)).toBe(
      "sudo apt-get install -y lsof nginx",
    ));
  test("root needs no sudo", () =>
    expect(installAdvice([tool("taskset")], { ...debian, root: true })).toBe(
      "apt-get install -y util-linux",
    ));
  test("macOS with Homebrew", () =>
    expect(installAdvice([tool("nginx")], mac)).toBe("brew install nginx"));
  test("taskset on macOS", () =>
    expect(installAdvice([tool("taskset")], mac)).toBe(
      "Linux only; use a Linux machine or the dev container",
    ));
  test("another Linux: the Debian package names", () =>
    expect(installAdvice([tool("nginx")], { ...debian, packageManager: undefined })).toBe(
      "install nginx with your package manager (Debian's packages: nginx)",
    ));
});
