import { describe, expect, test } from "vitest";
import { parsePowercfgScheme, parseWin32Battery, parseWin32Processors } from "./windows.ts";

describe("parseWin32Processors", () => {
  const unknownTypes = { performanceCores: undefined, efficiencyCores: undefined };
  test("one socket: ConvertTo-Json writes an object", () =>
    expect(parseWin32Processors('{"NumberOfCores":4,"NumberOfLogicalProcessors":8}', 1)).toEqual({
      logicalCpus: 8,
      physicalCores: 4,
      ...unknownTypes,
    }));
  test("two sockets: an array, summed", () =>
    expect(
      parseWin32Processors(
        '[{"NumberOfCores":16,"NumberOfLogicalProcessors":32},{"NumberOfCores":16,"NumberOfLogicalProcessors":32}]',
        1,
      ),
    ).toEqual({ logicalCpus: 64, physicalCores: 32, ...unknownTypes }));
  test("Windows PowerShell 5.1's indented output", () =>
    expect(
      parseWin32Processors(
        '{\r\n    "NumberOfCores":  2,\r\n    "NumberOfLogicalProcessors":  4\r\n}\r\n',
        1,
      ),
    ).toEqual({ logicalCpus: 4, physicalCores: 2, ...unknownTypes }));
  test("a hybrid CPU (i5-1235U): its core types are not known here", () =>
    expect(parseWin32Processors('{"NumberOfCores":10,"NumberOfLogicalProcessors":12}', 1)).toEqual({
      logicalCpus: 12,
      physicalCores: 10,
      ...unknownTypes,
    }));
  test("PowerShell missing or failed: the logical CPUs Node.js sees, cores unknown", () => {
    expect(parseWin32Processors("", 6)).toEqual({
      logicalCpus: 6,
      physicalCores: undefined,
      ...unknownTypes,
    });
    expect(
      parseWin32Processors("Get-CimInstance : Access denied\r\nAt line:1 char:1", 6).physicalCores,
    ).toBeUndefined();
  });
  test("a socket without a count is no partial sum", () =>
    expect(
      parseWin32Processors(
        '[{"NumberOfCores":8,"NumberOfLogicalProcessors":16},{"NumberOfCores":null,"NumberOfLogicalProcessors":16}]',
        32,
      ).physicalCores,
    ).toBeUndefined());
});

describe("parseWin32Battery", () => {
  test("discharging (1): on battery", () =>
    expect(parseWin32Battery('{"BatteryStatus":1}')).toBe("battery"));
  test("AC, not necessarily charging (2): mains", () =>
    expect(parseWin32Battery('{"BatteryStatus":2}')).toBe("mains"));
  test("charging (6-9): mains", () =>
    expect(parseWin32Battery('{"BatteryStatus":7}')).toBe("mains"));
  test("two batteries, one discharging: on battery", () =>
    expect(parseWin32Battery('[{"BatteryStatus":2},{"BatteryStatus":1}]')).toBe("battery"));
  test("no battery (a desktop, a VM): PowerShell prints nothing, not known", () =>
    expect(parseWin32Battery("")).toBeUndefined());
  test("fully charged (3) does not say where the power comes from", () =>
    expect(parseWin32Battery('{"BatteryStatus":3}')).toBeUndefined());
});

describe("parsePowercfgScheme", () => {
  test.each([
    [
      "English, a built-in plan",
      "Power Scheme GUID: a1841308-3541-4fab-bc81-f71556f20b4a  (Power saver)\r\n",
      "Power saver",
    ],
    [
      "English, a vendor's plan: its name",
      "Power Scheme GUID: 1eadb3b0-fc05-4fbb-b15a-232fe1ac9435  (Lenovo Intelligent Power)\r\n",
      "Lenovo Intelligent Power",
    ],
    [
      "translated, a built-in plan: named by its GUID",
      "GUID des Energieschemas: 381b4222-f694-41f0-9685-ff5bb260df2e  (Ausbalanciert)\r\n",
      "Balanced",
    ],
    [
      "translated, another plan: not known rather than a misread name",
      "GUID du mode de gestion de l'alimentation : 1eadb3b0-fc05-4fbb-b15a-232fe1ac9435  (Lenovo \x82conomie)\r\n",
      undefined,
    ],
    ["powercfg missing or failed", "", undefined],
  ])("%s", (_, output, plan) => expect(parsePowercfgScheme(output)).toBe(plan));
});
