import { rollDie } from "../../core/dice";
import type { GameEvent, GameState, MineMarker } from "./types";
import { RuleError } from "../../core/errors";
import { TC_SEA } from "../../map/compiled-map";
import { defOf } from "./board";
import { type Context, contextOf } from "./context";
import { locationOf, navalContext, zonesOfHex } from "./sea-zones";
import { DEFAULT_MINE_MARKERS, boxControl, navalOf, navalState } from "./naval-state";

/**
 * Mine warfare [7.5]: markers of level 1 or 2 in sea hexes or in coastal
 * hexes with a port or a beach, one per hex (an own level 1 may be raised to
 * 2), as many on the map at once as the side's counter mix [7.5.1]. A naval
 * unit lays a level 2 in its hex or next to it instead of moving [7.5.1.1];
 * a side lowers its submarine threat level by one to lay a level 1 anywhere
 * [7.5.1.2]. In the mine-sweeping step each side tries up to two enemy
 * markers whose coastal box it controls: 0–3 lowers the level by one, −2 to
 * the roll with an own naval unit in the marker's area; a marker swept to
 * nothing leaves the game [7.5.2]. A marker's effect area is its hex, and
 * for a coastal hex the sea hexes next to it as well [7.5.3].
 */

/** The rulebook prints the sweep roll in the rule itself: 0–3 lowers the marker a level [7.5.2]. */
export const SWEEP_SUCCESS_MAX = 3;
/** The sweep roll's modifier with an own naval unit in the marker's area [7.5.2]. */
export const SWEEP_SHIP_DRM = -2;
/** Attempts per side per mine-sweeping step [7.5.2]. */
export const SWEEPS_PER_STEP = 2;

/** The hexes a marker at `hex` affects [7.5.3]: its own, and for a coastal hex every sea hex next to it. */
export function mineArea(ctx: Context, hex: number): number[] {
  if (ctx.cm.terrain[hex] === TC_SEA) return [hex];
  const out = [hex];
  for (let d = 0; d < 6; d += 1) {
    const nb = ctx.cm.neighbours[hex * 6 + d] as number;
    if (nb >= 0 && ctx.cm.terrain[nb] === TC_SEA) out.push(nb);
  }
  return out;
}

/** Markers whose effect area covers `hex`, by marker hex [7.5.3]. */
export function minesCovering(ctx: Context, state: GameState, hex: number): number[] {
  if (hex < 0) return [];
  const mines = navalState(state).mines;
  const out: number[] = [];
  for (const k in mines) if (mineArea(ctx, Number(k)).includes(hex)) out.push(Number(k));
  return out.sort((a, b) => a - b);
}

/** Markers a side may still put on the map: its counter mix, less those on the map and those swept away [7.5, 7.5.2]. */
export function markersLeft(ctx: Context, state: GameState, side: string): number {
  const n = navalState(state);
  const mix = ctx.bundle.scenario.navalWar?.mineMarkers?.find((m) => m.side === side)?.count ?? DEFAULT_MINE_MARKERS;
  let onMap = 0;
  for (const k in n.mines) if ((n.mines[k] as MineMarker).side === side) onMap += 1;
  return Math.max(0, mix - onMap - (n.minesLost[side] ?? 0));
}

/** Why `side` may not put or raise a marker at `hex` now, or null [7.5.1]: one marker a hex, an own level 1 may be raised. */
function placeBar(ctx: Context, state: GameState, side: string, hex: number): RuleError | null {
  const nc = navalContext(ctx);
  if (hex < 0 || !nc.mineable[hex]) return new RuleError("7.5.1", `mines are laid in sea hexes and in coastal hexes with a port or beach, not ${hex < 0 ? "off the map" : ctx.cm.label(hex)}`);
  const m = navalState(state).mines[hex];
  if (m && m.side !== side) return new RuleError("7.5.1", `${ctx.cm.label(hex)} already holds an enemy mine marker`);
  if (m && m.level >= 2) return new RuleError("7.5.1", `${ctx.cm.label(hex)} already holds a level 2 marker`);
  if (!m && markersLeft(ctx, state, side) <= 0) return new RuleError("7.5", `${side} has no mine marker left to lay`);
  return null;
}

/** Why a `lay-mine` action is illegal now (the caller checked the segment and the unit's side), or null [7.5.1.1, 7.5.1.2]. */
export function layMineBar(ctx: Context, state: GameState, side: string, hexLabel: string, unit: string | undefined): RuleError | null {
  const hex = ctx.cm.indexOf(hexLabel);
  if (hex < 0) return new RuleError("7.5.1", `no hex ${hexLabel}`);
  if (unit === undefined) {
    const sub = navalState(state).sub[side] ?? 0;
    if (sub < 2) return new RuleError("7.5.1.2", `laying a mine by submarine lowers the threat level by one, and it may not reach zero (${side}'s is ${sub})`);
    return placeBar(ctx, state, side, hex);
  }
  const d = ctx.units.get(unit);
  if (!d?.naval) return new RuleError("7.5.1.1", `${unit} is not a naval unit`);
  if (state.seg.moved[unit]) return new RuleError("7.5.1.1", `${unit} has already moved or laid mines this segment`);
  const loc = locationOf(ctx, state, unit);
  if (!loc || loc.hex < 0) return new RuleError("7.5.1.1", `${unit} lays mines from a sea hex or port, not from a box`);
  if (hex !== loc.hex && ctx.cm.distance(hex, loc.hex) !== 1) return new RuleError("7.5.1.1", `${unit} lays mines in its own hex or next to it`);
  return placeBar(ctx, state, side, hex);
}

/** Lays the marker (a checked `lay-mine`) [7.5.1]. */
export function applyLayMine(draft: GameState, side: string, hexLabel: string, unit: string | undefined, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  const hex = ctx.cm.indexOf(hexLabel);
  const n = navalOf(draft);
  const before = n.mines[hex];
  const level = unit === undefined ? Math.min(2, (before?.level ?? 0) + 1) : 2;
  n.mines[hex] = { side, level, ...(unit !== undefined ? { layer: unit } : before?.layer ? { layer: before.layer } : {}) };
  if (unit !== undefined) draft.seg.moved[unit] = true;
  events.push({ type: "mine-laid", side, hex: hexLabel, level, ...(unit !== undefined ? { unit } : { by: "submarines" }), rule: unit !== undefined ? "7.5.1.1" : "7.5.1.2" });
  if (unit === undefined) {
    // Only the submarine threat level pays for it [7.5.1.2].
    const sub = n.sub[side] ?? 0;
    n.sub[side] = sub - 1;
    events.push({ type: "naval-levels", side, asw: n.asw[side] ?? 0, submarineThreat: n.sub[side], why: `mine laid by submarines at ${hexLabel}`, rule: "7.5.1.2" });
  }
}

/** Whether `side` controls a coastal box the marker at `hex` relates to [7.5.2]. */
function relatedBoxOwn(ctx: Context, state: GameState, side: string, hex: number): boolean {
  const nc = navalContext(ctx);
  return zonesOfHex(ctx, nc, hex).some((z) => boxControl(state, nc.zones[z]?.coastalBox as string) === side);
}

/** Enemy markers `side` may try to sweep now, by hex index [7.5.2]. */
export function sweepTargets(ctx: Context, state: GameState, side: string): number[] {
  if ((state.seg.sweeps ?? 0) >= SWEEPS_PER_STEP) return [];
  const mines = navalState(state).mines;
  const out: number[] = [];
  for (const k in mines) {
    const h = Number(k);
    if ((mines[k] as MineMarker).side !== side && relatedBoxOwn(ctx, state, side, h)) out.push(h);
  }
  return out.sort((a, b) => a - b);
}

/** Why a `sweep-mine` is illegal now, or null [7.5.2]. */
export function sweepBar(ctx: Context, state: GameState, side: string, hexLabel: string): RuleError | null {
  if ((state.seg.sweeps ?? 0) >= SWEEPS_PER_STEP) return new RuleError("7.5.2", `each side tries at most ${SWEEPS_PER_STEP} markers per mine-sweeping step`);
  const hex = ctx.cm.indexOf(hexLabel);
  const m = hex >= 0 ? navalState(state).mines[hex] : undefined;
  if (!m || m.side === side) return new RuleError("7.5.2", `there is no enemy mine marker at ${hexLabel}`);
  if (!relatedBoxOwn(ctx, state, side, hex)) return new RuleError("7.5.2", `${side} sweeps only markers whose coastal box it controls`);
  return null;
}

/** Whether an own naval unit is in a marker's effect area (its sea hexes, or its port hex) [7.5.2]. */
export function shipInArea(ctx: Context, state: GameState, side: string, hex: number): boolean {
  const area = new Set(mineArea(ctx, hex));
  return ctx.navalIds.some((id) => {
    if (defOf(ctx, id).side !== side) return false;
    const loc = locationOf(ctx, state, id);
    return loc !== null && loc.hex >= 0 && area.has(loc.hex);
  });
}

/** One sweep attempt (checked) [7.5.2]. */
export function applySweep(draft: GameState, side: string, hexLabel: string, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  const hex = ctx.cm.indexOf(hexLabel);
  const drm = shipInArea(ctx, draft, side, hex) ? SWEEP_SHIP_DRM : 0;
  const die = rollDie(draft, events, "7.5.2", "mine-sweep", { hex: hexLabel });
  const modified = die.value + drm;
  const success = modified <= SWEEP_SUCCESS_MAX;
  draft.seg.sweeps = (draft.seg.sweeps ?? 0) + 1;
  const n = navalOf(draft);
  const m = n.mines[hex] as MineMarker;
  const owner = m.side;
  const level = success ? m.level - 1 : m.level;
  if (level <= 0) {
    delete n.mines[hex];
    n.minesLost[owner] = (n.minesLost[owner] ?? 0) + 1;
  } else n.mines[hex] = { ...m, level };
  events.push({ type: "mine-sweep", side, hex: hexLabel, roll: die.value, ...(die.forced ? { forced: true } : {}), drm, modified, success, level, removed: level <= 0, owner, rule: "7.5.2" });
}
