/**
 * What weighs on a measurement while it runs, read where each platform keeps it, to explain a
 * speed-up figure beside it (docs/speedup-rule.md, "What the machine behind the number says"): the
 * CPUs' clock idle and under load, VM steal time, the power source and power profile or plan.
 * Linux: /proc/stat (proc(5): the 8th value of the "cpu" line is steal time, in USER_HZ ticks), the
 * clock from `os.cpus()[i].speed` (libuv reads cpufreq's scaling_cur_freq, so it follows turbo and
 * power limits), /sys/class/power_supply (kernel docs "ABI: sysfs-class-power") and
 * /sys/firmware/acpi/platform_profile (kernel docs "ACPI Platform Profile"). macOS: `pmset -g batt`
 * (its first line names the power source);
 * `os.cpus()` reports a fixed nominal clock there, so no clock is claimed. Windows: Win32_Battery
 * and `powercfg /getactivescheme` (./windows.ts), read before the load; no clock and no steal are
 * claimed (see there). Other platforms: nothing is claimed. Parsing is pure and unit-tested on
 * sample inputs.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { t } from "../i18n/translate.ts";
import { windowsPower } from "./windows.ts";

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
};

/** The machine-wide CPU tick counters of /proc/stat's "cpu" line (USER_HZ ticks). */
export interface CpuTicks {
  /** every tick, idle included */
  total: number;
  /** ticks a hypervisor gave this VM's CPUs to someone else (steal) */
  steal: number;
}

/**
 * Parses /proc/stat's first line ("cpu  user nice system idle iowait irq softirq steal …").
 *
 * @returns the counters, or `undefined` when the line is missing or malformed
 */
export function parseProcStat(text: string): CpuTicks | undefined {
  const line = text.split("\n").find((l) => /^cpu\s/.test(l));
  const values = line?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  if (values.length < 8 || values.some((v) => !Number.isFinite(v))) return undefined;
  // guest and guest_nice (9th, 10th) are already counted in user and nice (proc(5)).
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
  return { total, steal: values[7] ?? 0 };
}

/** Where the machine draws power from; `undefined` where the platform does not say. */
export type PowerSource = "battery" | "mains" | undefined;

/**
 * Linux: the power source from /sys/class/power_supply entries' `type` and `status`/`online`
 * (a "Battery" whose status is "Discharging" means battery; a "Mains" online means mains).
 */
export function parsePowerSupplies(
  supplies: readonly { type?: string; status?: string; online?: string }[],
): PowerSource {
  if (supplies.some((s) => s.type === "Battery" && s.status === "Discharging")) return "battery";
  if (supplies.some((s) => s.type === "Mains" && s.online === "1")) return "mains";
  return undefined;
}

/** macOS: `pmset -g batt` prints "Now drawing from 'Battery Power'" or "'AC Power'" first. */
export function parsePmset(output: string): PowerSource {
  if (/drawing from 'Battery Power'/.test(output)) return "battery";
  if (/drawing from 'AC Power'/.test(output)) return "mains";
  return undefined;
}

function powerSource(): PowerSource {
  if (process.platform === "darwin") {
    return parsePmset(spawnSync("pmset", ["-g", "batt"], { encoding: "utf8" }).stdout ?? "");
  }
  if (process.platform !== "linux") return undefined;
  const base = "/sys/class/power_supply";
  let names: string[] = [];
  try {
    names = readdirSync(base);
  } catch {
    return undefined;
  }
  return parsePowerSupplies(
    names.map((name) => ({
      type: readText(join(base, name, "type")),
      status: readText(join(base, name, "status")),
      online: readText(join(base, name, "online")),
    })),
  );
}

/** The mean clock of the CPUs now, in MHz; `undefined` where it is not the live clock. */
function clockMHz(): number | undefined {
  if (process.platform !== "linux") return undefined;
  const speeds = os.cpus().map((cpu) => cpu.speed);
  const mean = speeds.reduce((a, b) => a + b, 0) / Math.max(1, speeds.length);
  return mean > 0 ? mean : undefined;
}

/** What a measurement ran under; each field `undefined` where this platform does not tell. */
export interface Conditions {
  /** mean CPU clock before the measurement and during it, MHz */
  idleClockMHz: number | undefined;
  loadClockMHz: number | undefined;
  /** share (0–1) of the CPUs' time a hypervisor gave away during the measurement */
  steal: number | undefined;
  power: PowerSource;
  /** e.g. "low-power", "balanced", "performance" (Linux ACPI platform profile) */
  powerProfile: string | undefined;
  /** e.g. "Power saver", "Balanced", "High performance" (Windows power plan) */
  powerPlan: string | undefined;
}

/**
 * Starts watching the conditions: reads the idle clock and the counters now, samples the clock
 * every `sampleMs` until `stop()`, which returns what was seen. Resolves at once, except on
 * Windows, where it first reads the power source and plan (a few seconds at most), so that no
 * probe runs beside the load.
 */
export async function watchConditions(sampleMs = 250): Promise<{ stop: () => Conditions }> {
  const windows = process.platform === "win32" ? await windowsPower() : undefined;
  const idleClockMHz = clockMHz();
  const ticksBefore = parseProcStat(readText("/proc/stat") ?? "");
  const samples: number[] = [];
  const timer = setInterval(() => {
    const mhz = clockMHz();
    if (mhz !== undefined) samples.push(mhz);
  }, sampleMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      const ticksAfter = parseProcStat(readText("/proc/stat") ?? "");
      const ticks = ticksBefore && ticksAfter && ticksAfter.total - ticksBefore.total;
      return {
        idleClockMHz,
        loadClockMHz: samples.length
          ? samples.reduce((a, b) => a + b, 0) / samples.length
          : undefined,
        steal:
          ticksBefore && ticksAfter && ticks
            ? (ticksAfter.steal - ticksBefore.steal) / ticks
            : undefined,
        power: windows ? windows.power : powerSource(),
        powerProfile:
          process.platform === "linux"
            ? readText("/sys/firmware/acpi/platform_profile")
            : undefined,
        powerPlan: windows?.powerPlan,
      };
    },
  };
}

/**
 * The conditions in words, in the learner's language, only what is known, e.g. "clock 3.1 GHz idle,
 * 2.4 GHz under load; VM steal 4%; on battery".
 */
export function describeConditions(c: Conditions): string {
  const ghz = (mhz: number) => (mhz / 1000).toFixed(1);
  return [
    c.idleClockMHz !== undefined && c.loadClockMHz !== undefined
      ? t("platform.conditions.clock", { idle: ghz(c.idleClockMHz), load: ghz(c.loadClockMHz) })
      : undefined,
    c.steal !== undefined
      ? t("platform.conditions.steal", { percent: (c.steal * 100).toFixed(0) })
      : undefined,
    c.power === "battery"
      ? t("platform.conditions.battery")
      : c.power === "mains"
        ? t("platform.conditions.mains")
        : undefined,
    c.powerProfile ? t("platform.conditions.profile", { name: c.powerProfile }) : undefined,
    c.powerPlan ? t("platform.conditions.plan", { name: c.powerPlan }) : undefined,
  ]
    .filter(Boolean)
    .join(t("list.separator"));
}
