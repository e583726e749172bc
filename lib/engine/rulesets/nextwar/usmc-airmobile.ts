import type { Action } from "./types";
import { RuleError } from "../../core/errors";
import { F_PORT, TC_SEA } from "../../map/compiled-map";
import { AIRMOBILE_LIST_RANGE, AIRMOBILE_RANGE, type AirmobilePlan, airmobileUnitBar, landingBar, movedBar } from "./airmobile-limits";
import { type Board, baseControl, enemyOf } from "./board";
import type { Context } from "./context";
import { AMPH_BASE } from "./helicopters";
import { computeZoc } from "./zoc";
import { amphNow } from "./amph-face";

/**
 * USMC airmobile [8.5.5]: each Marine AMPH has one airmobile point of its
 * own, which carries one 1-step airmobile-capable marine unit up to 24 hexes
 * from the AMPH, counted from the AMPH's hex (not itself counted), once per
 * movement segment whether or not the AMPH moved in it. A unit already
 * ashore counts as in a normal airmobile move: AMPH to the unit, then the
 * unit to its landing hex. The point is never lost to ADF (the design note),
 * and the side's own airmobile points are not used. Everything else is the
 * airmobile move's [8.5.4]: landing limits, ADF, the advance after landing,
 * the special assault.
 */

/** Whether `id` names an AMPH, so an airmobile action's `base` is one [8.5.5]. */
export function isAmph(ctx: Context, id: string): boolean {
  return ctx.units.get(id)?.amph === true;
}

/** The hex an AMPH flies from: a sea hex or a port, as its USMC helicopter (RULINGS [6.5.3]); -1 in a box or out of play. */
export function amphFlightHex(b: Board, amph: string): number {
  const { cm } = b.ctx;
  const u = b.state.units[amph];
  if (u?.status !== "offmap" || u.steps <= 0 || u.at === undefined || !/^[0-9]+$/.test(u.at)) return -1;
  const hex = cm.indexOf(u.at);
  return hex >= 0 && (cm.terrain[hex] === TC_SEA || cm.has(hex, F_PORT)) ? hex : -1;
}

/** Why an AMPH's point may not fly for `side` now, or null [8.5.5, 4.1.3]. */
function amphBar(b: Board, side: string, amph: string): RuleError | null {
  const { ctx, state } = b;
  const d = ctx.units.get(amph);
  if (!d?.amph || d.side !== side) return new RuleError("8.5.5", `${amph} is not an AMPH of ${side}`);
  if (!amphNow(b.ctx, state, amph)) return new RuleError("7.3.2.1", `${amph} has flipped to its SAG side for good: no airmobile point of its own`);
  if (state.weather === "storm") return new RuleError("4.1.3", "no airmobile move in a storm turn");
  if (amphFlightHex(b, amph) < 0) return new RuleError("8.5.5", `${amph} is not in a sea hex or port (its helicopters fly only from there)`);
  if (state.seg.usmcAirmobile?.[amph]) return new RuleError("8.5.5", `${amph} has used its airmobile point this segment`);
  return null;
}

/** Where the unit starts a USMC airmobile move from `amph`: its hex ashore, or aboard (at the AMPH's hex); or why it may not [8.5.5, 8.5.4]. */
function unitStart(b: Board, id: string, amph: string, amphHex: number): RuleError | { origin: number; aboard: boolean } {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  const u = state.units[id];
  if (!d || !u) return new RuleError("8.5.5", `no unit ${id}`);
  if (!d.airmobileCapable || !d.type?.flags?.includes("marine")) return new RuleError("8.5.5", `${id} is not an airmobile-capable marine unit`);
  if (d.maxSteps !== 1) return new RuleError("8.5.5", `${id} is not a 1-step unit (the AMPH carries one 1-step marine unit)`);
  if (d.mobility !== "airmobile" && d.sp > 1) return new RuleError("8.5.4.1", `${id} is ${d.sp} SP; the AMPH's one point carries 1 SP`);
  if (u.status === "offmap" && u.at?.startsWith(AMPH_BASE)) {
    if (u.at !== AMPH_BASE + amph) return new RuleError("8.5.5", `${id} is aboard ${u.at.slice(AMPH_BASE.length)}, not ${amph}`);
    return movedBar(b, id) ?? { origin: amphHex, aboard: true };
  }
  return airmobileUnitBar(b, id) ?? { origin: u.hex, aboard: false };
}

/**
 * Checks a USMC airmobile move (the caller checked the segment and
 * ownership): one unit, the AMPH's point unused this segment, the range
 * AMPH → unit → landing hex at most 24; no extra start roll for a unit
 * aboard (the AMPH's sea hex or port is not enemy country) [8.5.5, 8.5.4.3,
 * 8.5.4.3.1, 6.6].
 */
export function usmcAirmobileBar(b: Board, side: string, units: readonly string[], to: string, amph: string, ezoc?: Uint8Array): RuleError | AirmobilePlan {
  const { ctx } = b;
  const cm = ctx.cm;
  const bad = amphBar(b, side, amph);
  if (bad) return bad;
  if (!Array.isArray(units) || units.length !== 1) return new RuleError("8.5.5", "an AMPH's airmobile point carries one unit");
  const base = amphFlightHex(b, amph);
  const start = unitStart(b, units[0] as string, amph, base);
  if (start instanceof RuleError) return start;
  const { origin, aboard } = start;
  const target = cm.indexOf(String(to));
  if (target < 0) return new RuleError("8.5.4", `no hex ${String(to)}`);
  if (target === origin) return new RuleError("8.5.4", "an airmobile move lands somewhere else");
  const landBad = landingBar(b, side, target);
  if (landBad) return landBad;
  const range = aboard ? cm.distance(base, target) : cm.distance(base, origin) + cm.distance(origin, target);
  if (range > AIRMOBILE_RANGE) return new RuleError("8.5.5", `the lift from ${amph} (${cm.label(base)})${aboard ? "" : " to the unit"} to ${cm.label(target)} is ${range} hexes (at most ${AIRMOBILE_RANGE})`);
  let extraAtStart = false;
  if (!aboard) {
    const z = ezoc ?? computeZoc(b, enemyOf(ctx, side));
    extraAtStart = z[origin] === 1 || baseControl(ctx, origin) === enemyOf(ctx, side);
  }
  return { origin, target, base, points: 0, extraAtStart, amph, aboard };
}

/** The side's AMPHs whose point may fly now [8.5.5]. */
export function readyAmphs(b: Board, side: string): string[] {
  return b.ctx.navalIds.filter((id) => !amphBar(b, side, id));
}

/**
 * The side's USMC airmobile moves for the legal-action list: for each AMPH
 * ready to fly, each eligible marine aboard it or ashore, to every hex it may
 * land on within AIRMOBILE_LIST_RANGE of its start and within the AMPH's
 * range; without escort [8.5.5].
 */
export function usmcAirmobileOptions(b: Board, side: string, filter?: readonly string[]): Action[] {
  const { ctx } = b;
  const cm = ctx.cm;
  const out: Action[] = [];
  for (const amph of readyAmphs(b, side)) {
    const base = amphFlightHex(b, amph);
    for (const [id, d] of ctx.units) {
      if (d.side !== side || !d.airmobileCapable || (filter && !filter.includes(id))) continue;
      const start = unitStart(b, id, amph, base);
      if (start instanceof RuleError) continue;
      const reach = AIRMOBILE_RANGE - (start.aboard ? 0 : cm.distance(base, start.origin));
      for (let h = 0; h < cm.n; h += 1) {
        const dist = cm.distance(start.origin, h);
        if (h !== start.origin && dist <= AIRMOBILE_LIST_RANGE && dist <= reach && !landingBar(b, side, h)) out.push({ type: "airmobile", units: [id], to: cm.label(h), base: amph });
      }
    }
  }
  return out;
}
