import { rollDie } from "../../core/dice";
import type { Action, GameEvent, GameState, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { F_PORT } from "../../map/compiled-map";
import { type Board, defOf, enemyOf, unitsAt, valuesOf } from "./board";
import type { Context } from "./context";
import { clearEmptyMarkers } from "./mop-up";
import { type NavalContext, type NavalLocation, navalAt, navalContext, parseLocation, zonesOfHex } from "./sea-zones";
import { ownPort } from "./naval-havens";
import { contestedCheck } from "./naval-move";
import { stackSp } from "./stacking";
import { setEntered } from "./state";
import { computeZoc } from "./zoc";

/**
 * Sea transport port to port [8.5.7, 8.5.7.1]: land units that start their
 * movement segment together in a friendly, undamaged port not in an enemy ZOC
 * sail to another such port, by way of the sea hexes next to each [8.5.7].
 * With both ports in one sea zone they may still move with half their MA,
 * rounded up; otherwise they move no more this segment [8.5.7.1]. A route
 * through contested waters must pass the contested-move roll [8.5.6.4.1]; a
 * failed roll leaves the stack in its port, its move spent. Each side moves
 * at most the scenario's SP each game turn (2 when it says nothing)
 * [8.5.7.3, 8.5.7.4]. Never in a storm [4.1.3], nor in the elite reaction
 * segment (the caller checks the segment) [SOP]. Ports are never damaged in
 * the standard game as played here (RULINGS). Landing [8.5.7.2]: marines
 * and foot units with MA 5 or less sail between an own port and an own
 * beachhead of one zone, within the same capacity; landed on a beachhead
 * they move no more that segment.
 */

/** SP a side may move by sea transport each game turn unless the scenario says otherwise [8.5.7.4]. */
export const SEA_TRANSPORT_DEFAULT_SP = 2;

export function seaTransportCapacity(ctx: Context, side: string): number {
  return ctx.bundle.scenario.specialMovement?.seaTransport?.find((c) => c.side === side)?.sp ?? SEA_TRANSPORT_DEFAULT_SP;
}

/** SP the side may still move by sea this game turn [8.5.7.4]. */
export function seaTransportLeft(ctx: Context, state: GameState, side: string): number {
  const used = state.seaTransport?.turn === state.turn ? (state.seaTransport.sp[side] ?? 0) : 0;
  return Math.max(0, seaTransportCapacity(ctx, side) - used);
}

export interface TransportRoute {
  /** Places sailed through, ports at both ends [8.5.7]. */
  path: { key: string; loc: NavalLocation }[];
  /** Both ports on one sea zone: half MA after landing [8.5.7.1]. */
  sameZone: boolean;
}

/** The sea hex of `zone` next to a port for the route: the first free of enemy naval units when one is (RULINGS). */
function seaHexBy(ctx: Context, nc: NavalContext, state: GameState, side: string, port: number, zone: number): number {
  const enemy = enemyOf(ctx, side);
  const near: number[] = [];
  for (let d = 0; d < 6; d += 1) {
    const nb = ctx.cm.neighbours[port * 6 + d] as number;
    if (nb >= 0 && nc.hexZone[nb] === zone) near.push(nb);
  }
  near.sort((a, b) => a - b);
  const clear = near.find((h) => !navalAt(ctx, state, ctx.cm.label(h)).some((id) => defOf(ctx, id).side === enemy));
  return clear ?? (near[0] as number);
}

/**
 * The route between two ports [8.5.7, 8.5.6.4]: through a sea zone both
 * touch (port → sea hex → sea hex → port), else between adjacent zones by
 * way of their coastal and sea boxes (at most one zone boundary, as for a
 * naval move [8.5.6.4]; RULINGS); null when there is none.
 */
export function transportRoute(ctx: Context, state: GameState, side: string, from: number, to: number): TransportRoute | null {
  const nc = navalContext(ctx);
  const za = zonesOfHex(ctx, nc, from);
  const zb = zonesOfHex(ctx, nc, to);
  const place = (key: string) => ({ key, loc: parseLocation(ctx, nc, key) as NavalLocation });
  // A beachhead is an end of the route as a port is [8.5.7.2].
  const hexPlace = (h: number) => ({ key: ctx.cm.label(h), loc: parseLocation(ctx, nc, ctx.cm.label(h)) ?? ({ kind: "port", zone: -1, key: ctx.cm.label(h), hex: h } as NavalLocation) });
  const shared = za.find((z) => zb.includes(z));
  if (shared !== undefined) {
    const a = seaHexBy(ctx, nc, state, side, from, shared);
    const b = seaHexBy(ctx, nc, state, side, to, shared);
    const path = [hexPlace(from), hexPlace(a), ...(b === a ? [] : [hexPlace(b)]), hexPlace(to)];
    return { path, sameZone: true };
  }
  for (const x of za) {
    const y = zb.find((z) => nc.zones[x]?.adjacent.includes(z));
    if (y === undefined) continue;
    const zx = nc.zones[x] as NonNullable<(typeof nc.zones)[number]>;
    const zy = nc.zones[y] as NonNullable<(typeof nc.zones)[number]>;
    const path = [
      hexPlace(from),
      hexPlace(seaHexBy(ctx, nc, state, side, from, x)),
      place(zx.coastalBox),
      place(zx.seaBox),
      place(zy.seaBox),
      place(zy.coastalBox),
      hexPlace(seaHexBy(ctx, nc, state, side, to, y)),
      hexPlace(to),
    ];
    return { path, sameZone: false };
  }
  return null;
}

/** Whether a unit may sail now, or why not [8.5.7.1]. */
function unitBar(b: Board, id: string): RuleError | null {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  const u = state.units[id];
  if (!d || !u) return new RuleError("8.5.7.1", `no unit ${id}`);
  if (!d.ground) return new RuleError("8.5.7", `${id} is not a land unit`);
  if (u.status !== "map") return new RuleError("8.5.7.1", `${id} is not on the map`);
  if (state.seg.moved[id] || state.seg.halfMa?.[id] || state.seg.dropped?.[id]) return new RuleError("8.5.7.1", `${id} has already moved this segment; sea transport starts where the segment began`);
  return null;
}

/** Whether `hex` is a port the side may sail from or to: a coastal port it controls, no enemy there, not in an enemy ZOC [8.5.7.1, 8.4.3]. */
function portBar(b: Board, side: string, hex: number, ezoc: Uint8Array, what: "start" | "landing"): RuleError | null {
  const { ctx, state } = b;
  const label = ctx.cm.label(hex);
  if (!ctx.cm.has(hex, F_PORT) || zonesOfHex(ctx, navalContext(ctx), hex).length === 0) return new RuleError("8.5.7.1", `sea transport ${what === "start" ? "starts in" : "lands in"} a port on a sea zone (${label} is none)`);
  if (!ownPort(state, ctx, hex, side, b.occupant)) return new RuleError("8.5.7.1", `the ${what} port ${label} is not ${side}'s`);
  if (ezoc[hex]) return new RuleError("8.2", `the ${what} port ${label} is in an enemy ZOC [8.5.7.1]`);
  return null;
}

export interface TransportPlan {
  origin: number;
  target: number;
  sp: number;
  route: TransportRoute;
  /** Landing on a beachhead: no further move this segment [8.5.7.2]. */
  toBeachhead?: boolean;
}

/** Whether `hex` holds the side's beachhead, free of enemy units [8.5.7.2]. */
function ownBeachhead(b: Board, side: string, hex: number): boolean {
  const occ = b.occupant[hex] as number;
  return b.state.beachheads?.at[hex]?.side === side && (occ < 0 || b.ctx.sides[occ] === side);
}

/**
 * Landing [8.5.7.2]: between an own port and an own beachhead of one sea
 * zone, marines and foot units with an MA of 5 or less only; not to a
 * beachhead before the movement segment after it was placed [8.5.8.2.1].
 */
function landingBar(b: Board, side: string, units: readonly string[], origin: number, target: number, ezoc: Uint8Array): RuleError | null {
  const { ctx, state } = b;
  const fromBh = ownBeachhead(b, side, origin);
  const toBh = ownBeachhead(b, side, target);
  if (fromBh && toBh) return new RuleError("8.5.7.2", "sea transport runs between a port and a beachhead, not beachhead to beachhead");
  const port = fromBh ? target : origin;
  const portBad = portBar(b, side, port, ezoc, fromBh ? "landing" : "start");
  if (portBad) return portBad;
  for (const id of units) {
    const d = defOf(ctx, id);
    if (!d.marine && !(d.mobility === "foot" && valuesOf(ctx, state, id).ma <= 5)) return new RuleError("8.5.7.2", `${id} is neither a marine nor a foot unit with MA 5 or less`);
  }
  const nc = navalContext(ctx);
  if (!zonesOfHex(ctx, nc, origin).some((z) => zonesOfHex(ctx, nc, target).includes(z))) return new RuleError("8.5.7.2", "a landing runs within one sea zone");
  const bh = toBh ? state.beachheads?.at[target] : undefined;
  if (bh && bh.placedTurn === state.turn && bh.placedStep >= state.step) return new RuleError("8.5.8.2.1", "no sea transport to a beachhead before the movement segment after it was placed");
  return null;
}

/** Checks a sea transport (the caller checked the segment and ownership) [8.5.7.1, 8.5.7.4, 4.1.3]. */
export function seaTransportBar(b: Board, side: string, units: readonly string[], to: string, ezoc?: Uint8Array): RuleError | TransportPlan {
  const { ctx, state } = b;
  if (state.weather === "storm") return new RuleError("4.1.3", "no sea transport in a storm turn");
  if (!Array.isArray(units) || units.length === 0) return new RuleError("8.5.7.1", "name the units to transport");
  for (const id of units) {
    const bad = unitBar(b, id);
    if (bad) return bad;
  }
  const origin = state.units[units[0] as string]?.hex as number;
  if (units.some((id) => state.units[id]?.hex !== origin)) return new RuleError("8.5.7.1", "the units sail together from one port");
  const z = ezoc ?? computeZoc(b, enemyOf(ctx, side));
  const target = ctx.cm.indexOf(String(to));
  if (target < 0) return new RuleError("8.5.7.1", `no hex ${String(to)}`);
  if (target === origin) return new RuleError("8.5.7.1", "sea transport sails to another port");
  const beachhead = ownBeachhead(b, side, origin) || ownBeachhead(b, side, target);
  if (beachhead) {
    const bad = landingBar(b, side, units, origin, target, z);
    if (bad) return bad;
  } else {
    const startBad = portBar(b, side, origin, z, "start");
    if (startBad) return startBad;
    const landBad = portBar(b, side, target, z, "landing");
    if (landBad) return landBad;
  }
  const sp = stackSp(ctx, units);
  const left = seaTransportLeft(ctx, state, side);
  if (sp > left) return new RuleError("8.5.7.4", `${side} may move ${left} more SP by sea this turn (the stack is ${sp} SP)`);
  const route = transportRoute(ctx, state, side, origin, target);
  if (!route) return new RuleError("8.5.6.4", `no sea route from ${ctx.cm.label(origin)} to ${String(to)} within one sea zone or two adjacent ones`);
  return { origin, target, sp, route, ...(ownBeachhead(b, side, target) ? { toBeachhead: true } : {}) };
}

/**
 * Sails a sea transport (checked by `seaTransportBar`): capacity used, the
 * contested-move roll when one is due [8.5.6.4.1], then the landing.
 */
export function applySeaTransport(draft: GameState, b: Board, side: string, units: readonly string[], plan: TransportPlan, events: GameEvent[]): void {
  const { ctx } = b;
  const used = draft.seaTransport?.turn === draft.turn ? draft.seaTransport.sp : {};
  draft.seaTransport = { turn: draft.turn, sp: { ...used, [side]: (used[side] ?? 0) + plan.sp } };
  const route = plan.route.path.map((p) => p.key);
  const from = route[0] as string;
  const to = route[route.length - 1] as string;
  for (const id of units) draft.seg.moved[id] = true;
  const check = contestedCheck(ctx, draft, side, null, plan.route.path);
  const chart = ctx.charts.contestedSeaMove;
  if (check.reasons.length > 0 && chart) {
    const die = rollDie(draft, events, "8.5.6.4.1", "contested-move", { units: [...units] });
    const modified = Math.min(9, Math.max(0, die.value + check.drm));
    const outcome = chart.results[modified] as "pass" | "fail";
    events.push({ type: "contested-move", units: [...units], side, route, reasons: check.reasons, drms: check.drms, roll: die.value, ...(die.forced ? { forced: true } : {}), drm: check.drm, modified, outcome, rule: "8.5.6.4.1" });
    if (outcome === "fail") {
      events.push({ type: "sea-transport-failed", side, units: [...units], from, to, sp: plan.sp, rule: "8.5.6.4.1" });
      return;
    }
  }
  for (const id of units) {
    (draft.units[id] as UnitState).hex = plan.target;
    if (plan.route.sameZone && !plan.toBeachhead) {
      // Half MA after landing within one zone [8.5.7.1]: the unit may move again, halved (movement.ts).
      delete draft.seg.moved[id];
      draft.seg.halfMa = { ...draft.seg.halfMa, [id]: true };
    }
  }
  setEntered(draft, plan.target, side);
  events.push({ type: "sea-transport", side, units: [...units], from, to, route, sp: plan.sp, sameZone: plan.route.sameZone, rule: plan.toBeachhead || b.state.beachheads?.at[plan.origin] ? "8.5.7.2" : "8.5.7.1" });
  if (b.state.mopUp[plan.origin]?.side === side) clearEmptyMarkers(draft, events, true);
}

/**
 * The side's sea transports for the legal-action list: from each friendly
 * port it may sail from, each unit alone and all of them together (within the
 * turn's capacity), to every port it may reach [8.5.7.1].
 */
export function seaTransportOptions(b: Board, side: string, filter?: readonly string[]): Action[] {
  const { ctx, state } = b;
  const out: Action[] = [];
  if (state.weather === "storm") return out;
  const left = seaTransportLeft(ctx, state, side);
  if (left <= 0) return out;
  const nc = navalContext(ctx);
  const ports = [...new Set(nc.zones.flatMap((z) => z.ports))].sort((x, y) => x - y);
  const ezoc = computeZoc(b, enemyOf(ctx, side));
  const beachheads = Object.keys(state.beachheads?.at ?? {}).map(Number).filter((h) => ownBeachhead(b, side, h)).sort((x, y) => x - y);
  const usable = [...ports.filter((h) => !portBar(b, side, h, ezoc, "landing")), ...beachheads];
  if (usable.length < 2) return out;
  for (const origin of usable) {
    const ids = unitsAt(b, origin).filter((id) => defOf(ctx, id).side === side && (!filter || filter.includes(id)) && !unitBar(b, id));
    if (ids.length === 0) continue;
    const groups = ids.length > 1 ? [...ids.map((id) => [id]), ids] : [ids];
    for (const units of groups) {
      if (stackSp(ctx, units) > left) continue;
      for (const target of usable) {
        if (target === origin || !transportRoute(ctx, state, side, origin, target)) continue;
        if ((beachheads.includes(origin) || beachheads.includes(target)) && landingBar(b, side, units, origin, target, ezoc)) continue;
        out.push({ type: "sea-transport", units, to: ctx.cm.label(target) });
      }
    }
  }
  return out;
}
