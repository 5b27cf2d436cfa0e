/**
 * The machine behind a figure on Windows itself (not WSL2, where the Linux sources apply), read
 * from what Windows exposes without compiling code: CIM classes through PowerShell
 * (`Get-CimInstance … | ConvertTo-Json`) and `powercfg`. Every probe has a timeout, and any
 * failure means "not known" (`undefined`), never an error. The parsing is pure and unit-tested
 * on sample outputs; docs/measurement.md lists each source with its Microsoft Learn page:
 * https://learn.microsoft.com/windows/win32/cimwin32prov/win32-processor,
 * https://learn.microsoft.com/windows/win32/cimwin32prov/win32-battery and
 * https://learn.microsoft.com/windows-hardware/design/device-experiences/powercfg-command-line-options.
 *
 * Not known on Windows: performance and efficiency cores (the documented source is
 * GetLogicalProcessorInformationEx's EfficiencyClass, which PowerShell reaches only by compiling
 * a P/Invoke signature), the clock under load (Win32_Processor's CurrentClockSpeed is the SMBIOS
 * "Current Speed", a value set at boot), and VM steal time (no CIM class reports it).
 */
import { execFile, spawnSync } from "node:child_process";
import os from "node:os";
import type { PowerSource } from "./conditions.ts";
import type { CpuTopology } from "./machine.ts";

/** How long one PowerShell or powercfg probe may take, ms (PowerShell starts in 0.5–3 s). */
const PROBE_TIMEOUT_MS = 10_000;

/** `powershell.exe` arguments that run `command` without a profile or a prompt. */
const powershell = (command: string): string[] => [
  "-NoProfile",
  "-NonInteractive",
  "-Command",
  command,
];

/** A CIM class's `properties` as JSON: one object per instance, nothing when there is none. */
const cimQuery = (cimClass: string, properties: string): string =>
  `Get-CimInstance -ClassName ${cimClass} | Select-Object ${properties} | ConvertTo-Json -Compress`;

/** Win32_Processor's core counts, one object per processor socket. */
const PROCESSOR_QUERY = cimQuery("Win32_Processor", "NumberOfCores,NumberOfLogicalProcessors");

/** Win32_Battery's status, one object per battery; no output without a battery. */
const BATTERY_QUERY = cimQuery("Win32_Battery", "BatteryStatus");

/**
 * ConvertTo-Json's output as a list of objects: it writes one object for one instance and an
 * array for several (a dual-socket machine's two processors), and nothing for none.
 *
 * @returns the objects, or `undefined` when the text is no JSON object or array of objects
 */
function cimInstances(json: string): Record<string, unknown>[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.every((item) => typeof item === "object" && item !== null)
    ? (list as Record<string, unknown>[])
    : undefined;
}

/**
 * Parses Win32_Processor's NumberOfCores and NumberOfLogicalProcessors (ConvertTo-Json output),
 * summed over its instances, one per processor socket (Microsoft Learn, "Win32_Processor
 * class": the cores and logical processors "for the current instance of the processor").
 * Windows does not say which cores are performance or efficiency cores here.
 *
 * @param fallbackLogical the logical CPUs to report when the output has none (`os.cpus()`)
 */
export function parseWin32Processors(json: string, fallbackLogical: number): CpuTopology {
  const sum = (name: string) => {
    const values = (cimInstances(json) ?? []).map((instance) => instance[name]);
    return values.length && values.every((v) => typeof v === "number" && v > 0)
      ? (values as number[]).reduce((a, b) => a + b, 0)
      : undefined;
  };
  return {
    logicalCpus: sum("NumberOfLogicalProcessors") ?? fallbackLogical,
    physicalCores: sum("NumberOfCores"),
    performanceCores: undefined,
    efficiencyCores: undefined,
  };
}

/**
 * The power source from Win32_Battery's BatteryStatus (ConvertTo-Json output), by the values
 * Microsoft Learn's "Win32_Battery class" documents: 1 "the battery is discharging"; 2 "the
 * system has access to AC so no battery is being discharged"; 6–9 charging. Any other value
 * (fully charged, low, critical, partially charged…) does not say where the power comes from,
 * and no battery (a desktop, a VM) says nothing either: `undefined`.
 */
export function parseWin32Battery(json: string): PowerSource {
  const statuses = (cimInstances(json) ?? []).map((battery) => battery.BatteryStatus);
  if (statuses.includes(1)) return "battery";
  if (statuses.some((s) => s === 2 || (typeof s === "number" && s >= 6 && s <= 9))) {
    return "mains";
  }
  return undefined;
}

/**
 * Windows' own power plans by GUID, the same in every language (powercfg's list as Microsoft
 * Learn shows it, "FlyoutPowerSaverPowerScheme").
 */
const BUILT_IN_PLANS: Record<string, string> = {
  "a1841308-3541-4fab-bc81-f71556f20b4a": "Power saver",
  "381b4222-f694-41f0-9685-ff5bb260df2e": "Balanced",
  "8c5e7fda-e8bf-4a96-9a85-a6e23a8c635c": "High performance",
};

/**
 * The active power plan from `powercfg /getactivescheme`, which prints
 * "Power Scheme GUID: 381b4222-…  (Balanced)". A built-in plan is named by its GUID, in any
 * language; another plan (a vendor's, the user's) by the name in brackets, but only when the
 * line is English: a translated line's name may be in a code page this does not decode.
 *
 * @returns the plan's name, or `undefined` when not known
 */
export function parsePowercfgScheme(output: string): string | undefined {
  const match = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\s*\((.+)\)/i.exec(
    output,
  );
  if (!match) return undefined;
  const [, guid = "", name = ""] = match;
  const builtIn = BUILT_IN_PLANS[guid.toLowerCase()];
  if (builtIn) return builtIn;
  return /^Power Scheme GUID:/m.test(output) ? name.trim() : undefined;
}

/** The topology once read: its probe starts PowerShell, and the topology does not change. */
let topology: CpuTopology | undefined;

/**
 * Windows: physical and logical CPUs from Win32_Processor, through PowerShell: one synchronous
 * run of up to a few seconds (as macOS's sysctl is synchronous), the first time only.
 */
export function windowsTopology(): CpuTopology {
  if (!topology) {
    const result = spawnSync("powershell.exe", powershell(PROCESSOR_QUERY), {
      encoding: "utf8",
      timeout: PROBE_TIMEOUT_MS,
      windowsHide: true,
    });
    topology = parseWin32Processors(result.stdout ?? "", os.cpus().length);
  }
  return topology;
}

/** Runs a program and resolves with its stdout, or "" when it fails or times out. */
const stdoutOf = (file: string, args: string[]): Promise<string> =>
  new Promise((resolve) => {
    execFile(
      file,
      args,
      { encoding: "utf8", timeout: PROBE_TIMEOUT_MS, windowsHide: true },
      (error, stdout) => resolve(error ? "" : stdout),
    );
  });

/** What Windows says of its power: the source (Win32_Battery) and the active plan (powercfg). */
export interface WindowsPower {
  power: PowerSource;
  /** e.g. "Power saver", "Balanced", "High performance"; `undefined` when not known */
  powerPlan: string | undefined;
}

/**
 * Windows: the power source and the active power plan, the two probes run side by side
 * (asynchronously: a few seconds at most, then "not known").
 */
export async function windowsPower(): Promise<WindowsPower> {
  const [battery, scheme] = await Promise.all([
    stdoutOf("powershell.exe", powershell(BATTERY_QUERY)),
    stdoutOf("powercfg.exe", ["/getactivescheme"]),
  ]);
  return { power: parseWin32Battery(battery), powerPlan: parsePowercfgScheme(scheme) };
}
