import type { Action, GameEvent, GameState, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { rollDie } from "../../core/dice";
import { F_AIRBASE, F_CITY, F_HARDENED_AIRBASE, F_INSTALLATION, F_MAJOR_CITY } from "../../map/compiled-map";
import { airMoveAdf } from "./adf";
import { spendAirPoints } from "./air-points";
import { airliftFields } from "./airlift";
import { AIRMOBILE_LIST_RANGE, AIRMOBILE_RANGE, type AirmobilePlan, airmobileUnitBar as unitBar, landingBar } from "./airmobile-limits";
import { type Board, baseControl, controlOf, defOf, enemyOf, unitsAt } from "./board";
import { type Context, contextOf } from "./context";
import { clearEmptyMarkers, placeMarker } from "./mop-up";
import { setEntered } from "./state";
import { landedInSupply, outOfSupply } from "./supply";
import { isAmph, usmcAirmobileBar, usmcAirmobileOptions } from "./usmc-airmobile";
import { computeZoc } from "./zoc";

/**
 * Airmobile [8.5.4]: in its side's movement segments but the elite reaction
 * one, instead of a land move, a stack of airmobile-capable units (or of the
 * airmobile class, which carries itself) flies from its hex, ignoring
 * terrain, to a landing hex; the route from the friendly airfield or airbase
 * the lift starts from to the units and on to the landing hex is at most 24
 * hexes [8.5.4.3]. Each airmobile point carries 1 SP (two ½ SP units) of
 * units other than the airmobile class [8.5.4.1]; a side's points are the
 * scenario's plus those its units provide, less those lost for good, and
 * usable each game turn — halved (rounded up) in an overcast turn [4.1.2],
 * none in a storm [4.1.3]. Not onto hills, hills-forest or mountain without
 * a road, nor alpine, nor an enemy-controlled major city, city or
 * installation [8.5.4.3.1], nor a hex the enemy holds. ADF at the landing
 * hex, and first at the start hex when the stack starts in enemy country or
 * an enemy ZOC [6.6]; `*` costs a step and, when points carried the stack, a
 * point for good [8.5.4.2]. The units move no more this segment, but for
 * one hex into a next-door empty enemy major city, city or installation
 * when they landed outside an enemy ZOC (`airmobileAdvanceBar`) [8.5.4.3].
 * Out of supply, a unit of the airmobile class has lost its own lift and
 * flies only on points; other units are not barred [13.1.4]. Units that landed make a
 * special assault at mop-up [8.4.1.1 item 4]. A `base` naming an AMPH makes
 * it a USMC airmobile move (usmc-airmobile.ts) [8.5.5].
 */

export { AIRMOBILE_LIST_RANGE, AIRMOBILE_RANGE, type AirmobilePlan, landingBar };

/** The side's airmobile points, whatever the weather: scenario + units in play − lost for good [8.5.4.1, 8.5.4.2]. */
export function airmobilePointsHeld(ctx: Context, state: GameState, side: string): number {
  let n = ctx.bundle.scenario.specialMovement?.airmobile?.find((c) => c.side === side)?.sp ?? 0;
  for (const [id, d] of ctx.units) if (d.side === side && d.airmobilePoints > 0 && state.units[id]?.status === "map") n += d.airmobilePoints;
  return Math.max(0, n - (state.airmobile?.lost[side] ?? 0));
}

/** The side's airmobile points this turn before any use, halved (rounded up) when overcast [8.5.4.1, 4.1.2]. */
export function airmobilePoints(ctx: Context, state: GameState, side: string): number {
  const n = airmobilePointsHeld(ctx, state, side);
  return state.weather === "overcast" ? Math.ceil(n / 2) : n;
}

/** Highest roll that costs an airmobile point when an airbase of the side's own country falls to the enemy [8.5.4.2]. */
export const AIRBASE_LOSS_MAX_ROLL = 2;

/**
 * An airbase of `loser`'s own country has passed to the enemy at the control
 * step: `loser` rolls, and on 0–2 loses an airmobile point for good
 * [8.5.4.2]. No roll for a side with no points left.
 */
export function airbaseLost(draft: GameState, hex: number, loser: string, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  if (!ctx.cm.has(hex, F_AIRBASE | F_HARDENED_AIRBASE) || baseControl(ctx, hex) !== loser) return;
  if (airmobilePointsHeld(ctx, draft, loser) <= 0) return;
  const roll = rollDie(draft, events, "8.5.4.2", "airmobile point loss", { side: loser, hex: ctx.cm.label(hex) }).value;
  if (roll > AIRBASE_LOSS_MAX_ROLL) return;
  const prev = draft.airmobile ?? { turn: draft.turn, used: {}, lost: {}, landed: {} };
  const lost = (prev.lost[loser] ?? 0) + 1;
  draft.airmobile = { ...prev, lost: { ...prev.lost, [loser]: lost } };
  events.push({ type: "airmobile-points-lost", side: loser, points: 1, lost, rule: "8.5.4.2" });
}

/** Airmobile points the side may still use this turn [8.5.4.1]. */
export function airmobileLeft(ctx: Context, state: GameState, side: string): number {
  const used = state.airmobile?.turn === state.turn ? (state.airmobile.used[side] ?? 0) : 0;
  return Math.max(0, airmobilePoints(ctx, state, side) - used);
}

/**
 * Points a stack needs: 1 per SP, rounded up, of the units that do not carry
 * themselves [8.5.4.1]. A unit of the airmobile class carries itself only
 * while in supply: out of supply it "may not make an airmobile move until
 * supplied (but may move by spending airmobile points)" [13.1.4].
 */
export function pointsNeeded(ctx: Context, state: GameState, units: readonly string[]): number {
  let sp = 0;
  for (const id of units) if (defOf(ctx, id).mobility !== "airmobile" || outOfSupply(state, id)) sp += defOf(ctx, id).sp;
  return Math.ceil(sp);
}

/** Whether a unit landed by airmobile this turn [8.4.1.1, 13.1.4]. */
export function airmobileAssault(state: GameState, hex: number): boolean {
  if (state.airmobile?.turn !== state.turn) return false;
  for (const id in state.airmobile.landed) if (state.units[id]?.hex === hex && state.units[id]?.status === "map") return true;
  return false;
}

/** A friendly airfield or airbase to lift from: the side's, no enemy unit there [8.5.4.3]. */
function isBase(b: Board, side: string, hex: number): boolean {
  const occ = b.occupant[hex] as number;
  return airliftFields(b.ctx).includes(hex) && controlOf(b.ctx, b.state, hex) === side && !(occ >= 0 && b.ctx.sides[occ] !== side);
}

/** The nearest friendly base to `origin` (lowest index on ties), or -1. */
function nearestBase(b: Board, side: string, origin: number): number {
  let best = -1;
  let bestD = Infinity;
  for (const h of airliftFields(b.ctx)) {
    const d = b.ctx.cm.distance(h, origin);
    if (d < bestD && isBase(b, side, h)) {
      best = h;
      bestD = d;
    }
  }
  return best;
}

/** Checks an airmobile move (the caller checked the segment and ownership); a `baseLabel` naming an AMPH checks a USMC one [8.5.4, 8.5.4.1, 8.5.4.3, 8.5.4.3.1, 4.1.3, 13.1.4, 8.5.5]. */
export function airmobileBar(b: Board, side: string, units: readonly string[], to: string, baseLabel?: string, ezoc?: Uint8Array): RuleError | AirmobilePlan {
  const { ctx, state } = b;
  const cm = ctx.cm;
  if (baseLabel !== undefined && isAmph(ctx, String(baseLabel))) return usmcAirmobileBar(b, side, units, to, String(baseLabel), ezoc);
  if (state.weather === "storm") return new RuleError("4.1.3", "no airmobile move in a storm turn");
  if (!Array.isArray(units) || units.length === 0) return new RuleError("8.5.4", "name the units to fly");
  for (const id of units) {
    const bad = unitBar(b, id);
    if (bad) return bad;
  }
  const origin = state.units[units[0] as string]?.hex as number;
  if (units.some((id) => state.units[id]?.hex !== origin)) return new RuleError("6.6", "an airmobile mission is one stack that starts and ends together");
  const target = cm.indexOf(String(to));
  if (target < 0) return new RuleError("8.5.4", `no hex ${String(to)}`);
  if (target === origin) return new RuleError("8.5.4", "an airmobile move lands somewhere else");
  const landBad = landingBar(b, side, target);
  if (landBad) return landBad;
  let base: number;
  if (baseLabel !== undefined) {
    base = cm.indexOf(String(baseLabel));
    if (base < 0 || !isBase(b, side, base)) return new RuleError("8.5.4.3", `${String(baseLabel)} is not a friendly airfield or airbase`);
  } else {
    base = nearestBase(b, side, origin);
    if (base < 0) return new RuleError("8.5.4.3", `${side} has no airfield or airbase to lift from`);
  }
  const range = cm.distance(base, origin) + cm.distance(origin, target);
  if (range > AIRMOBILE_RANGE) return new RuleError("8.5.4.3", `the lift from ${cm.label(base)} to the units and on to ${cm.label(target)} is ${range} hexes (at most ${AIRMOBILE_RANGE})`);
  const points = pointsNeeded(ctx, state, units);
  const left = airmobileLeft(ctx, state, side);
  if (points > left) return new RuleError("8.5.4.1", `${side} has ${left} airmobile point(s) left this turn (the stack needs ${points})`);
  const z = ezoc ?? computeZoc(b, enemyOf(ctx, side));
  const extraAtStart = z[origin] === 1 || baseControl(ctx, origin) === enemyOf(ctx, side);
  return { origin, target, base, points, extraAtStart };
}

/**
 * Flies an airmobile move (checked by `airmobileBar`): points and escort
 * spent, ADF fired (at the start first when due); an abort leaves the stack
 * where it started, moving no more this segment [6.6.1.1]; otherwise the
 * survivors land and move no more this segment [8.5.4.3]. A USMC move uses
 * its AMPH's point for the segment, abort or not, and loses no point to `*`;
 * a unit aboard that lands leaves the AMPH [8.5.5].
 */
export function applyAirmobile(draft: GameState, b: Board, side: string, units: readonly string[], plan: AirmobilePlan, escort: number, events: GameEvent[]): void {
  const cm = b.ctx.cm;
  const prev = draft.airmobile ?? { turn: draft.turn, used: {}, lost: {}, landed: {} };
  const fresh = prev.turn === draft.turn;
  const used = fresh ? prev.used : {};
  draft.airmobile = { turn: draft.turn, used: { ...used, [side]: (used[side] ?? 0) + plan.points }, lost: { ...prev.lost }, landed: fresh ? { ...prev.landed } : {} };
  if (plan.amph) draft.seg.usmcAirmobile = { ...draft.seg.usmcAirmobile, [plan.amph]: true };
  if (escort > 0) spendAirPoints(draft, side, escort, `escorting the airmobile move of ${units.join(", ")}`, events);
  const outcome = airMoveAdf(draft, b, { side, mission: "airmobile", units, origin: plan.origin, target: plan.target, escort, extraAtStart: plan.extraAtStart }, events);
  // Losses to a stack of the airmobile class alone cost no point: it flew on its own lift [8.5.4.2 exception]; nor does an AMPH's own point [8.5.5].
  const lost = plan.points > 0 && !plan.amph ? outcome.airmobilePointsLost : 0;
  if (lost > 0) {
    draft.airmobile.lost[side] = (draft.airmobile.lost[side] ?? 0) + lost;
    events.push({ type: "airmobile-points-lost", side, points: lost, lost: draft.airmobile.lost[side], rule: "8.5.4.2" });
  }
  for (const id of units) {
    draft.seg.moved[id] = true;
    // A unit lost aboard leaves no trace on the AMPH's manifest.
    if (draft.units[id]?.status === "eliminated") delete (draft.units[id] as UnitState).at;
  }
  const from = cm.label(plan.origin);
  const to = cm.label(plan.target);
  if (outcome.abort) {
    events.push({ type: "airmobile-aborted", side, units: [...units], from, to, points: plan.points, ...(plan.amph ? { base: plan.amph, usmc: true } : {}), rule: "6.6.1.1" });
    return;
  }
  const landed = units.filter((id) => draft.units[id]?.status === "map" || (plan.aboard && draft.units[id]?.status === "offmap"));
  for (const id of landed) {
    const u = draft.units[id] as UnitState;
    u.hex = plan.target;
    if (plan.aboard) {
      u.status = "map";
      delete u.at;
    }
    draft.airmobile.landed[id] = true;
  }
  if (landed.length > 0) {
    setEntered(draft, plan.target, side);
    landedInSupply(draft, landed);
  }
  const inEzoc = computeZoc(b, enemyOf(b.ctx, side))[plan.target] === 1;
  if (!inEzoc && landed.length > 0) draft.seg.airmobileAdvance = { ...draft.seg.airmobileAdvance, ...Object.fromEntries(landed.map((id) => [id, true as const])) };
  const usmc = plan.amph ? { base: plan.amph, usmc: true, rule: "8.5.5" } : { base: cm.label(plan.base), rule: "8.5.4" };
  events.push({ type: "airmobile", side, units: landed, from, to, points: plan.points, escort, inEzoc, ...usmc });
  if (!plan.aboard && b.state.mopUp[plan.origin]?.side === side) clearEmptyMarkers(draft, events, true);
}

/**
 * The side's airmobile moves for the legal-action list: each eligible unit
 * alone and each hex's eligible stack, within the points left, to every hex
 * it may land on within AIRMOBILE_LIST_RANGE of it and in range of its
 * nearest base; without escort [8.5.4]; then the USMC moves from the side's
 * AMPHs (`base` naming the AMPH) [8.5.5].
 */
export function airmobileOptions(b: Board, side: string, filter?: readonly string[]): Action[] {
  const { ctx, state } = b;
  const out: Action[] = [];
  if (state.weather === "storm") return out;
  const left = airmobileLeft(ctx, state, side);
  const seen = new Set<number>();
  for (const [id, d] of ctx.units) {
    const u = state.units[id];
    if (d.side !== side || !d.airmobileCapable || u?.status !== "map" || seen.has(u.hex)) continue;
    const origin = u.hex;
    seen.add(origin);
    const ids = unitsAt(b, origin).filter((x) => defOf(ctx, x).side === side && (!filter || filter.includes(x)) && !unitBar(b, x));
    if (ids.length === 0) continue;
    const base = nearestBase(b, side, origin);
    if (base < 0) continue;
    const groups = (ids.length > 1 ? [...ids.map((x) => [x]), ids] : [ids]).filter((g) => pointsNeeded(ctx, state, g) <= left);
    if (groups.length === 0) continue;
    const reach = AIRMOBILE_RANGE - ctx.cm.distance(base, origin);
    const targets: number[] = [];
    for (let h = 0; h < ctx.cm.n; h += 1) {
      const dist = ctx.cm.distance(origin, h);
      if (h !== origin && dist <= AIRMOBILE_LIST_RANGE && dist <= reach && !landingBar(b, side, h)) targets.push(h);
    }
    for (const units of groups) for (const h of targets) out.push({ type: "airmobile", units, to: ctx.cm.label(h) });
  }
  out.push(...usmcAirmobileOptions(b, side, filter));
  return out;
}

/**
 * The advance after an airmobile landing outside an enemy ZOC [8.5.4.3]: the
 * stack, all of it landed so, moves one hex into a next-door hex no unit
 * holds with a major city, city or installation the enemy controls. Null
 * when `units` are not such units (the ordinary move rules apply).
 */
export function airmobileAdvanceBar(b: Board, side: string, units: readonly string[], dest: number): RuleError | null | "advance" {
  const { ctx, state } = b;
  const adv = state.seg.airmobileAdvance;
  if (!adv || !units.every((id) => adv[id])) return null;
  const origin = state.units[units[0] as string]?.hex as number;
  if (units.some((id) => state.units[id]?.hex !== origin)) return new RuleError("8.5.4.3", "the units advance together from their landing hex");
  const label = ctx.cm.label(dest);
  if (ctx.cm.distance(origin, dest) !== 1) return new RuleError("8.5.4.3", `after an airmobile move the units only advance one hex (${label} is not next door)`);
  if (!ctx.cm.has(dest, F_MAJOR_CITY | F_CITY | F_INSTALLATION) || controlOf(ctx, state, dest) !== enemyOf(ctx, side)) return new RuleError("8.5.4.3", `after an airmobile move the units only advance into an enemy major city, city or installation (${label} is not one)`);
  if ((b.occupant[dest] as number) >= 0) return new RuleError("8.5.4.3", `the units advance only into an empty hex (${label} is held)`);
  return "advance";
}

/** Plays the advance `airmobileAdvanceBar` allowed: into the hex, under a mop-up marker unless the hex was abandoned this turn [8.5.4.3, 8.4.1]. */
export function advanceAfterAirmobile(draft: GameState, b: Board, side: string, units: readonly string[], dest: number, events: GameEvent[]): void {
  const cm = b.ctx.cm;
  const origin = b.state.units[units[0] as string]?.hex as number;
  const adv = { ...draft.seg.airmobileAdvance };
  for (const id of units) {
    (draft.units[id] as UnitState).hex = dest;
    delete adv[id];
  }
  draft.seg.airmobileAdvance = adv;
  setEntered(draft, dest, side);
  events.push({ type: "move", units: [...units], from: cm.label(origin), to: cm.label(dest), path: [cm.label(origin), cm.label(dest)], rule: "8.5.4.3" });
  if (!draft.mopUpAbandoned[dest]) placeMarker(draft, dest, side, events);
}

/** The advances `airmobileAdvanceBar` allows now, for the legal-action list: each landed stack into each next-door empty enemy city or installation [8.5.4.3]. */
export function airmobileAdvanceOptions(b: Board, side: string): Action[] {
  const adv = b.state.seg.airmobileAdvance;
  if (!adv) return [];
  const byHex = new Map<number, string[]>();
  for (const id of Object.keys(adv).sort()) {
    const u = b.state.units[id];
    if (u?.status !== "map" || defOf(b.ctx, id).side !== side) continue;
    byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), id]);
  }
  const out: Action[] = [];
  for (const [h, units] of [...byHex].sort((x, y) => x[0] - y[0])) {
    for (let d = 0; d < 6; d += 1) {
      const nb = b.ctx.cm.neighbours[h * 6 + d] as number;
      if (nb >= 0 && airmobileAdvanceBar(b, side, units, nb) === "advance") out.push({ type: "move", units, to: b.ctx.cm.label(nb) });
    }
  }
  return out;
}
