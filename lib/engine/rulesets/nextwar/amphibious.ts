import type { GameEvent, GameState, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { type Board, buildBoard, defOf, enemyOf, unitsAt } from "./board";
import type { Context } from "./context";
import { AMPH_BASE } from "./helicopters";
import { placeMarker } from "./mop-up";
import { locationOf, navalAt, navalContext } from "./sea-zones";
import { boxControl } from "./naval-state";
import { stackSp } from "./stacking";
import { setEntered } from "./state";
import { needsMopUp } from "./terrain";
import { amphNow } from "./amph-face";

/**
 * Amphibious assault [8.5.8, 8.5.8.1, 8.5.8.3]. A land unit aboard an AMPH is
 * off the map with `at` "amph:<id>" (as a USMC helicopter on it [6.5.5]); it
 * goes wherever the AMPH goes. Marines embark and disembark in a port with
 * the AMPH or on a friendly beachhead next to its sea hex [8.5.8.3]. An AMPH
 * carrying marines that starts a movement segment in a coastal box its side
 * controls or that is contested, with no enemy naval unit there, may sail to
 * a sea hex of the zone next to a beach hex [8.3.1.7]: it is then in assault
 * position for the side's next combat segment, where its units attack the
 * beach (halved, rounded up, one column left when they make most of the
 * attack) or land on it when no enemy holds it [8.5.8.1]. One assault per
 * AMPH a game turn [8.5.8].
 */

const groundIdsOf = new WeakMap<Context, string[]>();

function groundIds(ctx: Context): string[] {
  let ids = groundIdsOf.get(ctx);
  if (!ids) {
    ids = ctx.unitIds.filter((id) => ctx.units.get(id)?.ground);
    groundIdsOf.set(ctx, ids);
  }
  return ids;
}

/** Land units aboard an AMPH, in id order [8.5.8.1]. */
export function cargoOf(ctx: Context, state: GameState, amph: string): string[] {
  const key = AMPH_BASE + amph;
  return groundIds(ctx).filter((id) => {
    const u = state.units[id] as UnitState;
    return u.status === "offmap" && u.at === key && u.steps > 0;
  });
}

/** The AMPH a land unit is aboard, or null. */
export function aboardWhich(ctx: Context, state: GameState, id: string): string | null {
  const u = state.units[id];
  if (!u || u.status !== "offmap" || !u.at?.startsWith(AMPH_BASE) || !ctx.units.get(id)?.ground) return null;
  return u.at.slice(AMPH_BASE.length);
}

/** Whether an AMPH is in assault position for the current segment [8.5.8.1]. */
export function inAssaultPosition(state: GameState, amph: string): boolean {
  const r = state.amphibious?.ready[amph];
  return r !== undefined && r.turn === state.turn && r.step === state.step;
}

/** The sea hex an AMPH is in, or -1. */
export function amphSeaHex(ctx: Context, state: GameState, amph: string): number {
  const loc = locationOf(ctx, state, amph);
  return loc && loc.kind === "sea-hex" ? loc.hex : -1;
}

function neighbours(ctx: Context, hex: number): number[] {
  const out: number[] = [];
  for (let d = 0; d < 6; d += 1) {
    const nb = ctx.cm.neighbours[hex * 6 + d] as number;
    if (nb >= 0) out.push(nb);
  }
  return out;
}

function amphState(s: GameState): NonNullable<GameState["amphibious"]> {
  return s.amphibious ?? { ready: {}, used: {}, landed: { turn: s.turn, units: {} } };
}

function checkAmph(ctx: Context, state: GameState, side: string, amph: string): RuleError | null {
  const d = ctx.units.get(amph);
  if (!d?.amph) return new RuleError("8.5.8.3", `${amph} is not an AMPH`);
  if (!amphNow(ctx, state, amph)) return new RuleError("7.3.2.1", `${amph} has flipped to its SAG side for good and carries no units`);
  if (d.side !== side) return new RuleError("8.5.8.3", `${amph} is not ${side}'s`);
  return null;
}

/** Where an AMPH's units may come ashore or go aboard: its port, or friendly beachheads next to its sea hex [8.5.8.3]. */
export function boardingHexes(ctx: Context, state: GameState, side: string, amph: string): number[] {
  const loc = locationOf(ctx, state, amph);
  if (!loc) return [];
  if (loc.kind === "port") return [loc.hex];
  if (loc.kind !== "sea-hex") return [];
  const at = state.beachheads?.at ?? {};
  return neighbours(ctx, loc.hex)
    .filter((h) => at[h]?.side === side)
    .sort((a, b) => a - b);
}

/** Why these units may not embark now, or null [8.5.8.3] (the caller checked the segment and ownership). */
export function embarkBar(b: Board, side: string, amph: string, units: readonly string[]): RuleError | null {
  const { ctx, state } = b;
  if (state.weather === "storm") return new RuleError("8.5.6.5", "no embarking in a storm: the ships keep to port or the sea box");
  const bad = checkAmph(ctx, state, side, amph);
  if (bad) return bad;
  if (!Array.isArray(units) || units.length === 0) return new RuleError("8.5.8.3", "name the units to embark");
  if (new Set(units).size !== units.length) return new RuleError("8.5.8.3", "a unit is named twice");
  if (state.seg.boarding?.[amph] === "disembark") return new RuleError("8.5.8.3", `${amph} disembarked units this segment: not both [8.5.8.3]`);
  const hexes = boardingHexes(ctx, state, side, amph);
  for (const id of units) {
    const d = ctx.units.get(id);
    const u = state.units[id];
    if (!d || !u) return new RuleError("8.5.8.3", `no unit ${id}`);
    if (!d.marine) return new RuleError("8.5.8", `${id} is not a marine unit`);
    if (u.status !== "map") return new RuleError("8.5.8.3", `${id} is not on the map`);
    if (state.seg.moved[id] || state.seg.halfMa?.[id] || state.seg.dropped?.[id]) return new RuleError("8.5.8.3", `${id} has already moved this segment`);
    if (!hexes.includes(u.hex)) return new RuleError("8.5.8.3", `${id} is neither in ${amph}'s port nor on a friendly beachhead next to its sea hex`);
  }
  const sp = stackSp(ctx, cargoOf(ctx, state, amph)) + stackSp(ctx, units);
  const cap = defOf(ctx, amph).capacity;
  if (sp > cap) return new RuleError("8.5.8.1", `${amph} carries ${cap} SP (${sp} SP asked)`);
  return null;
}

export function applyEmbark(draft: GameState, side: string, amph: string, units: readonly string[], events: GameEvent[]): void {
  const ctx = buildBoard(draft).ctx;
  const from = ctx.cm.label((draft.units[units[0] as string] as UnitState).hex);
  for (const id of units) {
    Object.assign(draft.units[id] as UnitState, { status: "offmap", hex: -1, at: AMPH_BASE + amph });
    draft.seg.moved[id] = true;
  }
  draft.seg.boarding = { ...draft.seg.boarding, [amph]: "embark" };
  events.push({ type: "embark", side, amph, units: [...units], at: from, rule: "8.5.8.3" });
}

/** Why these units may not disembark to `to` now, or the hex [8.5.8.3]. */
export function disembarkBar(b: Board, side: string, amph: string, units: readonly string[], to: string): RuleError | number {
  const { ctx, state } = b;
  if (state.weather === "storm") return new RuleError("8.5.6.5", "no disembarking in a storm");
  const bad = checkAmph(ctx, state, side, amph);
  if (bad) return bad;
  if (!Array.isArray(units) || units.length === 0) return new RuleError("8.5.8.3", "name the units to disembark");
  if (state.seg.boarding?.[amph] === "embark") return new RuleError("8.5.8.3", `${amph} embarked units this segment: not both [8.5.8.3]`);
  if (inAssaultPosition(state, amph)) return new RuleError("8.5.8.1", `${amph} is in assault position: its units stay aboard until the combat segment`);
  for (const id of units) if (aboardWhich(ctx, state, id) !== amph) return new RuleError("8.5.8.3", `${id} is not aboard ${amph}`);
  const hex = ctx.cm.indexOf(String(to));
  if (hex < 0) return new RuleError("8.5.8.3", `no hex ${String(to)}`);
  if (!boardingHexes(ctx, state, side, amph).includes(hex)) return new RuleError("8.5.8.3", `${String(to)} is neither ${amph}'s port nor a friendly beachhead next to its sea hex`);
  const occ = b.occupant[hex] as number;
  if (occ >= 0 && ctx.sides[occ] !== side) return new RuleError("8.2.2", `${String(to)} holds enemy units`);
  return hex;
}

export function applyDisembark(draft: GameState, side: string, amph: string, units: readonly string[], hex: number, events: GameEvent[]): void {
  const ctx = buildBoard(draft).ctx;
  for (const id of units) {
    const u = draft.units[id] as UnitState;
    Object.assign(u, { status: "map", hex });
    delete u.at;
    draft.seg.moved[id] = true;
  }
  draft.seg.boarding = { ...draft.seg.boarding, [amph]: "disembark" };
  setEntered(draft, hex, side);
  events.push({ type: "disembark", side, amph, units: [...units], at: ctx.cm.label(hex), rule: "8.5.8.3" });
}

/** Beach hexes next to a sea hex [8.3.1.7]. */
export function beachesNext(ctx: Context, seaHex: number): number[] {
  const nc = navalContext(ctx);
  return neighbours(ctx, seaHex)
    .filter((h) => nc.beach[h] === 1)
    .sort((a, b) => a - b);
}

/**
 * Whether an AMPH's move from where it is to `to` would put it in assault
 * position [8.5.8, 8.5.8.1]: it carries marines, has made no assault this
 * game turn, starts in a coastal box its side controls or that is contested
 * with no enemy naval unit there, and ends in a sea hex next to a beach hex.
 */
export function assaultMoveBar(ctx: Context, state: GameState, amph: string, to: string): RuleError | null {
  const d = ctx.units.get(amph);
  if (!d?.amph || !amphNow(ctx, state, amph)) return new RuleError("8.5.8", `${amph} is not an AMPH`);
  if (cargoOf(ctx, state, amph).length === 0) return new RuleError("8.5.8.1", `${amph} carries no marines`);
  if (state.amphibious?.used[amph] === state.turn) return new RuleError("8.5.8", `${amph} has already made its assault this game turn`);
  const loc = locationOf(ctx, state, amph);
  if (!loc || loc.kind !== "coastal-box") return new RuleError("8.5.8", `${amph} starts an assault from a coastal box`);
  const enemy = enemyOf(ctx, d.side);
  if (boxControl(state, loc.key) === enemy) return new RuleError("8.5.8", `${loc.key} is the enemy's`);
  if (navalAt(ctx, state, loc.key).some((id) => defOf(ctx, id).side === enemy)) return new RuleError("8.5.8", `enemy naval units are in ${loc.key}`);
  const hex = /^[0-9]+$/.test(to) ? ctx.cm.indexOf(to) : -1;
  const nc = navalContext(ctx);
  if (hex < 0 || nc.hexZone[hex] !== loc.zone) return new RuleError("8.5.8.1", `${to} is not a sea hex of ${amph}'s zone`);
  if (beachesNext(ctx, hex).length === 0) return new RuleError("8.5.8.1", `${to} is next to no beach hex [8.3.1.7]`);
  return null;
}

/** After an assault move (see `assaultMoveBar`) arrived: the AMPH is in position for the side's next combat segment [8.5.8.1]. */
export function markAssaultPosition(draft: GameState, amph: string, to: string, events: GameEvent[]): void {
  const ctx = buildBoard(draft).ctx;
  const a = amphState(draft);
  // Every movement segment but the elite reaction segment is followed by the side's combat segment [SOP].
  draft.amphibious = { ...a, ready: { ...a.ready, [amph]: { turn: draft.turn, step: draft.step + 1 } }, used: { ...a.used, [amph]: draft.turn } };
  const units = cargoOf(ctx, draft, amph);
  for (const id of units) draft.seg.moved[id] = true;
  events.push({ type: "amphibious-position", side: defOf(ctx, amph).side, amph, units, hex: to, beaches: beachesNext(ctx, ctx.cm.indexOf(to)).map((h) => ctx.cm.label(h)), rule: "8.5.8.1" });
}

/** For `explain`: the sea hex an attacker aboard an AMPH attacks `hex` from, or why it may not [8.5.8.1]. */
export function assaultFrom(b: Board, id: string, hex: number): number | RuleError {
  const { ctx, state } = b;
  const amph = aboardWhich(ctx, state, id) as string;
  if (!inAssaultPosition(state, amph)) return new RuleError("8.5.8.1", `${id} is aboard ${amph}, which is not in assault position this segment`);
  const sea = amphSeaHex(ctx, state, amph);
  if (sea < 0 || ctx.cm.directionTo(sea, hex) < 0) return new RuleError("8.5.8.1", `${amph} is not next to ${ctx.cm.label(hex)}`);
  if (navalContext(ctx).beach[hex] !== 1) return new RuleError("8.5.8.1", `${ctx.cm.label(hex)} is not a beach hex [8.3.1.7]`);
  return sea;
}

/** Clears the assault position of the AMPHs carrying these units: their assault is made [8.5.8]. */
export function spendAssault(draft: GameState, units: readonly string[]): void {
  const ctx = buildBoard(draft).ctx;
  const amphs = new Set(units.map((id) => aboardWhich(ctx, draft, id)).filter((a): a is string => a !== null));
  if (amphs.size === 0) return;
  const a = amphState(draft);
  const ready = { ...a.ready };
  for (const x of amphs) delete ready[x];
  draft.amphibious = { ...a, ready };
}

/** Records units that came ashore by assault this turn [8.4.1.1 item 4], and the beach for a beachhead [8.5.8.2]. */
export function recordLanding(draft: GameState, side: string, hex: number, units: readonly string[]): void {
  const a = amphState(draft);
  const landed = a.landed.turn === draft.turn ? { ...a.landed.units } : {};
  for (const id of units) landed[id] = true;
  draft.amphibious = { ...a, landed: { turn: draft.turn, units: landed } };
  draft.seg.landed = { ...draft.seg.landed, [hex]: side };
}

/** Special assault [8.4.1.1 item 4]: a unit in the hex came ashore by amphibious assault this turn. */
export function amphibiousAssault(state: GameState, hex: number): boolean {
  const l = state.amphibious?.landed;
  if (!l || l.turn !== state.turn) return false;
  for (const id in l.units) if (state.units[id]?.hex === hex && state.units[id]?.status === "map") return true;
  return false;
}

/** Why units aboard may not land on `to` now, or the hex [8.5.8.1] (the caller checked the segment and ownership). */
export function landBar(b: Board, side: string, units: readonly string[], to: string): RuleError | number {
  const { ctx, state } = b;
  if (!Array.isArray(units) || units.length === 0) return new RuleError("8.5.8.1", "name the units to land");
  const hex = ctx.cm.indexOf(String(to));
  if (hex < 0) return new RuleError("8.5.8.1", `no hex ${String(to)}`);
  for (const id of units) {
    if (state.seg.attacked[id]) return new RuleError("9.1", `${id} has already attacked this segment`);
    if (!aboardWhich(ctx, state, id)) return new RuleError("8.5.8.1", `${id} is not aboard an AMPH`);
    const from = assaultFrom(b, id, hex);
    if (from instanceof RuleError) return from;
  }
  const occ = b.occupant[hex] as number;
  if (occ >= 0 && ctx.sides[occ] !== side) return new RuleError("8.5.8.1", `${String(to)} holds enemy units: attack it`);
  return hex;
}

/** Lands units on an empty beach hex: they enter it as a move does (control, mop-up marker) [8.5.8.1, 8.4]. */
export function applyLand(draft: GameState, side: string, units: readonly string[], hex: number, events: GameEvent[]): void {
  const ctx = buildBoard(draft).ctx;
  const mopUp = needsMopUp(ctx, draft, hex, side);
  spendAssault(draft, units);
  for (const id of units) {
    const u = draft.units[id] as UnitState;
    Object.assign(u, { status: "map", hex });
    delete u.at;
    draft.seg.attacked[id] = true;
  }
  setEntered(draft, hex, side);
  recordLanding(draft, side, hex, units);
  events.push({ type: "amphibious-landing", side, units: [...units], hex: ctx.cm.label(hex), by: "landing", rule: "8.5.8.1" });
  if (mopUp) placeMarker(draft, hex, side, events);
}

/**
 * A failed assault [8.5.8.1]: defenders are still in the hex, so the assault
 * units lose one more step in all — the one with the most steps left (the
 * lead attacker first on a tie, then id order), or, with none left, any
 * attacker still in play — and stay aboard.
 */
export function failedAssaultStep(state: GameState, assault: readonly string[], attackers: readonly string[], lead: string): string | null {
  const alive = (ids: readonly string[]) => ids.filter((id) => (state.units[id]?.steps ?? 0) > 0);
  const pool = alive(assault).length > 0 ? alive(assault) : alive(attackers);
  if (pool.length === 0) return null;
  const steps = (id: string) => state.units[id]?.steps ?? 0;
  return [...pool].sort((x, y) => steps(y) - steps(x) || (x === lead ? -1 : y === lead ? 1 : x < y ? -1 : 1))[0] as string;
}

export interface AmphibiousTarget {
  /** The beach hex (label). */
  hex: string;
  /** "assault" when enemy units hold it, "landing" when none do [8.5.8.1]. */
  kind: "assault" | "landing";
  /** AMPHs in assault position next to it, and the units aboard them that have not attacked. */
  amphs: string[];
  units: string[];
}

/** The beach hexes the side's units aboard AMPHs in assault position may attack or land on in this combat segment [8.5.8.1]. */
export function amphibiousTargetsOf(b: Board, side: string): AmphibiousTarget[] {
  const { ctx, state } = b;
  const byHex = new Map<number, { amphs: string[]; units: string[] }>();
  const ready = state.amphibious?.ready ?? {};
  if (state.amphibious === undefined) return [];
  for (const amph of Object.keys(ready).sort()) {
    if (defOf(ctx, amph).side !== side || !inAssaultPosition(state, amph)) continue;
    const units = cargoOf(ctx, state, amph).filter((id) => !state.seg.attacked[id]);
    const sea = amphSeaHex(ctx, state, amph);
    if (units.length === 0 || sea < 0) continue;
    for (const h of beachesNext(ctx, sea)) {
      const e = byHex.get(h) ?? { amphs: [], units: [] };
      e.amphs.push(amph);
      e.units.push(...units);
      byHex.set(h, e);
    }
  }
  const out: AmphibiousTarget[] = [];
  for (const [h, e] of [...byHex].sort((x, y) => x[0] - y[0])) {
    const occ = unitsAt(b, h);
    const enemy = occ.length > 0 && defOf(ctx, occ[0] as string).side !== side;
    out.push({ hex: ctx.cm.label(h), kind: enemy ? "assault" : "landing", ...e });
  }
  return out;
}
