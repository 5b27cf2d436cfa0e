/** Every part of the demo, in the order of a whole run (and of the report). */
import type { AnyPart } from "../part.ts";
import { compare } from "./compare.ts";
import { failover } from "./failover.ts";
import { reload } from "./reload.ts";
import { scaling } from "./scaling.ts";
import { shares } from "./shares.ts";

export const PARTS: readonly AnyPart[] = [compare, scaling, shares, failover, reload];
