import { describe, expect, test } from "vitest";
import { describeConditions, parsePmset, parsePowerSupplies, parseProcStat } from "./conditions.ts";

describe("parseProcStat", () => {
  test("this machine's first line (steal is the 8th value)", () =>
    expect(parseProcStat("cpu  1297478 323 237585 1028212 1594 0 9101 636 0 0\ncpu0 1 2")).toEqual({
      total: 1297478 + 323 + 237585 + 1028212 + 1594 + 0 + 9101 + 636,
      steal: 636,
    }));
  test("an old kernel without steal", () =>
    expect(parseProcStat("cpu 1 2 3 4 5 6 7")).toBeUndefined());
  test("not Linux", () => expect(parseProcStat("")).toBeUndefined());
});

describe("power source", () => {
  test.each([
    {
      machine: "a laptop on battery",
      supplies: [
        { type: "Mains", online: "0" },
        { type: "Battery", status: "Discharging" },
      ],
      power: "battery",
    },
    {
      machine: "a laptop charging",
      supplies: [
        { type: "Mains", online: "1" },
        { type: "Battery", status: "Charging" },
      ],
      power: "mains",
    },
    { machine: "a server or VM: no supplies", supplies: [], power: undefined },
  ])("$machine", ({ supplies, power }) => expect(parsePowerSupplies(supplies)).toBe(power));
  test.each([
    {
      machine: "macOS pmset on battery",
      output:
        "Now drawing from 'Battery Power'\n -InternalBattery-0 (id=1234)\t87%; discharging; 5:01 remaining present: true",
      power: "battery",
    },
    { machine: "macOS pmset on AC", output: "Now drawing from 'AC Power'\n", power: "mains" },
  ])("$machine", ({ output, power }) => expect(parsePmset(output)).toBe(power));
});

describe("describeConditions", () => {
  test("only what is known", () =>
    expect(
      describeConditions({
        idleClockMHz: 3100,
        loadClockMHz: 2400,
        steal: 0.04,
        power: "battery",
        powerProfile: "low-power",
        powerPlan: undefined,
      }),
    ).toBe(
      'clock 3.1 GHz idle, 2.4 GHz under load; VM steal 4%; on battery; power profile "low-power"',
    ));
  test("Windows: no clock or steal claimed, the power plan named", () =>
    expect(
      describeConditions({
        idleClockMHz: undefined,
        loadClockMHz: undefined,
        steal: undefined,
        power: "mains",
        powerProfile: undefined,
        powerPlan: "Power saver",
      }),
    ).toBe('on mains power; power plan "Power saver"'));
  test("nothing known", () =>
    expect(
      describeConditions({
        idleClockMHz: undefined,
        loadClockMHz: undefined,
        steal: undefined,
        power: undefined,
        powerProfile: undefined,
        powerPlan: undefined,
      }),
    ).toBe(""));
});
