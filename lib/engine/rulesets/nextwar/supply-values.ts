import type { UnitDef } from "./context";

/** Out-of-supply values [13.1.4], apart from supply.ts so that board.ts can use them without a circle. */

/** Halved, rounded down, at least 1 — a printed 0 stays 0 [13.1.4]. */
function halve(v: number): number {
  return v <= 0 ? v : Math.max(1, Math.floor(v / 2));
}

/** A unit's values while out of supply: attack and MA halved, ER one less (at least 1) [13.1.4]; defence unchanged. */
export function unsuppliedValues(v: UnitDef["full"]): UnitDef["full"] {
  return { attack: halve(v.attack), defence: v.defence, er: Math.max(1, v.er - 1), ma: halve(v.ma) };
}
