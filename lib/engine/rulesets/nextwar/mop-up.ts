import type { GameEvent, GameState, UnitState } from "./types";
import { rollDie } from "../../core/dice";
import { nextInt } from "../../core/rng";
import { F_AIRBASE, F_CITY, F_HARDENED_AIRBASE, F_MAJOR_CITY, F_PORT } from "../../map/compiled-map";
import { type Board, buildBoard, defOf, unitsAt } from "./board";
import type { Context } from "./context";
import type { NextWarHooks } from "./support-types";
import { loseStep } from "./losses";
import { effectiveEr, stackSp } from "./stacking";

/**
 * Mop-up [8.4.1]: units entering an enemy city, major city or installation
 * go under a marker drawn at random; in the reorganisation phase one
 * attempt per marker: d10 + DRMs ≥ the marker's value succeeds and the hex
 * changes control at the control step [8.4.1.2].
 */

export function markerPool(ctx: Context): number[] {
  const pool: number[] = [];
  for (const m of ctx.charts.mopUp.markers) for (let i = 0; i < m.count; i += 1) pool.push(m.value);
  return pool.sort((a, b) => a - b);
}

/** Puts a randomly drawn marker on a hex of a draft [8.4.1]. */
export function placeMarker(draft: GameState, hex: number, side: string, events: GameEvent[]): void {
  if (draft.mopUp[hex]) return;
  const ctx = buildBoard(draft).ctx;
  let value: number;
  if (draft.mopUpPool.length === 0) value = Math.max(0, ...markerPool(ctx));
  else {
    const i = nextInt(draft.dice, draft.mopUpPool.length);
    value = draft.mopUpPool[i] as number;
    draft.mopUpPool.splice(i, 1);
  }
  draft.mopUp[hex] = { value, side };
  events.push({ type: "mop-up-marker", hex: ctx.cm.label(hex), side, value, rule: "8.4.1" });
}

/** Lifts markers with no units of their side left under them [8.4.1.3]. */
export function clearEmptyMarkers(draft: GameState, events: GameEvent[], abandoned: boolean): void {
  const b = buildBoard(draft);
  for (const key of Object.keys(draft.mopUp)) {
    const hex = Number(key);
    const m = draft.mopUp[hex];
    if (!m) continue;
    const own = unitsAt(b, hex).filter((id) => defOf(b.ctx, id).side === m.side);
    if (own.length > 0) continue;
    delete draft.mopUp[hex];
    draft.mopUpPool.push(m.value);
    draft.mopUpPool.sort((a, c) => a - c);
    if (abandoned) draft.mopUpAbandoned[hex] = true;
    events.push({ type: "mop-up-marker-removed", hex: b.ctx.cm.label(hex), rule: "8.4.1.3" });
  }
}

export interface MopUpDrm {
  text: string;
  rule: string;
  value: number;
}

/** The DRMs of a mop-up attempt [8.4.1.1], each with its item. */
export function mopUpDrms(b: Board, hex: number, units: readonly string[], value: number, hooks: NextWarHooks): { lead: string; drms: MopUpDrm[]; shortfall: number } {
  const { ctx, state } = b;
  const cm = ctx.cm;
  const lead = [...units].sort((x, y) => effectiveEr(ctx, b, state, y).er - effectiveEr(ctx, b, state, x).er || (x < y ? -1 : 1))[0] as string;
  const er = effectiveEr(ctx, b, state, lead).er;
  const drms: MopUpDrm[] = [{ text: `Lead ${lead} ER ${er} − marker ${value}`, rule: "8.4.1.1", value: er - value }];
  const mssp = ctx.mssp[cm.terrain[hex] as number] ?? 0;
  const sp = stackSp(ctx, units);
  const shortfall = Math.max(0, mssp - sp);
  if (shortfall > 0) drms.push({ text: `Stack of ${sp} SP below the minimum safe stack of ${mssp}`, rule: "8.4.1.1", value: -shortfall });
  const installations = [F_AIRBASE, F_HARDENED_AIRBASE, F_PORT].filter((f) => cm.has(hex, f)).length;
  const extra = cm.has(hex, F_CITY | F_MAJOR_CITY) ? installations : Math.max(0, installations - 1);
  if (extra > 0) drms.push({ text: `${extra} additional installation(s)`, rule: "8.4.1.1", value: -extra });
  if (hooks.specialAssault(state, hex)) drms.push({ text: "Special assault (airmobile, amphibious or paradrop) this turn", rule: "8.4.1.1", value: -1 });
  const defs = units.map((id) => defOf(ctx, id));
  const combinedArms = defs.some((d) => d.mechanized) || (defs.some((d) => d.mobility === "foot") && defs.some((d) => d.armour));
  if (combinedArms) drms.push({ text: "Combined arms", rule: "8.4.1.1", value: 1 });
  return { lead, drms, shortfall };
}

/** The mop-up step of the reorganisation phase [3.0 SOP, 8.4.1.2]. */
export function runMopUp(draft: GameState, hooks: NextWarHooks, events: GameEvent[]): void {
  clearEmptyMarkers(draft, events, false);
  const hexes = Object.keys(draft.mopUp).map(Number).sort((a, c) => a - c);
  for (const hex of hexes) {
    const m = draft.mopUp[hex];
    if (!m) continue;
    const b = buildBoard(draft);
    const units = unitsAt(b, hex).filter((id) => defOf(b.ctx, id).side === m.side);
    if (units.length === 0) continue;
    const { lead, drms, shortfall } = mopUpDrms(b, hex, units, m.value, hooks);
    const total = drms.reduce((s, d) => s + d.value, 0);
    const roll = rollDie(draft, events, "8.4.1.2", "mop-up", { hex: b.ctx.cm.label(hex), side: m.side }).value;
    const success = roll + total >= m.value;
    events.push({ type: "mop-up", hex: b.ctx.cm.label(hex), side: m.side, value: m.value, roll, drm: total, drms, success, rule: "8.4.1.2" });
    if (success) {
      draft.pendingControl[hex] = m.side;
      delete draft.mopUp[hex];
      draft.mopUpPool.push(m.value);
      draft.mopUpPool.sort((a, c) => a - c);
    } else if (shortfall > 0) {
      loseStep(draft, lead, "8.4.1.2", "failed mop-up below the minimum safe stack", events);
      if ((draft.units[lead] as UnitState).steps === 0) clearEmptyMarkers(draft, events, false);
    }
  }
}
