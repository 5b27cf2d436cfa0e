import { describe, expect, test } from "vitest";
import { isWsl1, portClashUnobservable, reusePortUnsupported } from "./platform.ts";

// /proc/version as printed on each kind of machine (microsoft/WSL#4555, microsoft/WSL#423; this
// machine).
const WSL1 =
  "Linux version 4.4.0-19041-Microsoft (Microsoft@Microsoft.com) (gcc version 5.4.0 (GCC) ) #488-Microsoft Mon Sep 01 13:43:00 PST 2020";
const WSL2_OLD =
  "Linux version 4.19.67-microsoft-standard (oe-user@oe-host) (gcc version 8.2.0 (GCC)) #1 SMP Sun Aug 18 13:37:54 UTC 2019";
const WSL2 =
  "Linux version 5.15.90.1-microsoft-standard-WSL2 (oe-user@oe-host) (x86_64-msft-linux-gcc (GCC) 9.3.0, GNU ld (GNU Binutils) 2.34.0.20200220) #1 SMP Fri Jan 27 02:56:13 UTC 2023";
const LINUX =
  "Linux version 6.1.0-18-amd64 (debian-kernel@lists.debian.org) (gcc-12 (Debian 12.2.0-14) 12.2.0, GNU ld (GNU Binutils for Debian) 2.40) #1 SMP PREEMPT_DYNAMIC Debian 6.1.76-1 (2024-02-01)";

describe("isWsl1", () => {
  test("WSL1's capital-M Microsoft kernel", () => expect(isWsl1(WSL1)).toBe(true));
  test("WSL2's microsoft-standard kernel", () => expect(isWsl1(WSL2_OLD)).toBe(false));
  test("WSL2's microsoft-standard-WSL2 kernel", () => expect(isWsl1(WSL2)).toBe(false));
  test("a custom WSL2 kernel that says Microsoft and WSL2", () =>
    expect(isWsl1("Linux version 6.6.0-Microsoft-custom-WSL2 (me@box)")).toBe(false));
  test("plain Linux", () => expect(isWsl1(LINUX)).toBe(false));
  test("no /proc (macOS, Windows)", () => expect(isWsl1("")).toBe(false));
});

describe("portClashUnobservable", () => {
  test("names WSL1 as the reason", () => expect(portClashUnobservable(WSL1)).toMatch(/WSL1/));
  test("nothing to say on WSL2", () => expect(portClashUnobservable(WSL2)).toBeUndefined());
  test("nothing to say on Linux", () => expect(portClashUnobservable(LINUX)).toBeUndefined());
});

describe("reusePortUnsupported", () => {
  test("Linux has it", () => expect(reusePortUnsupported("linux")).toBeUndefined());
  test("FreeBSD has it", () => expect(reusePortUnsupported("freebsd")).toBeUndefined());
  test("macOS: ENOTSUP", () => expect(reusePortUnsupported("darwin")).toMatch(/macOS.*ENOTSUP/));
  test("Windows: ENOTSUP", () => expect(reusePortUnsupported("win32")).toMatch(/Windows.*ENOTSUP/));
});
