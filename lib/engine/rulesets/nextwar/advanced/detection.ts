import type { GameEvent, GameState } from "../types";
import { type Board, boardOf, defOf, enemyOf, controlOf, unitsAt } from "../board";
import { ROAD_NONE, tcIndex } from "../../../map/compiled-map";
import { overstackBy } from "../stacking";
import { contextOf } from "../context";
import { advOf, setAdv } from "./state";
import { installationDamage, isInstallation, recoverInstallations } from "./installations";
import { airliftFields } from "../airlift";

/**
 * Detection [21.0]: a land target must be detected before a strike (HQ
 * support attack, and later air, helicopter and missile strikes) may be
 * aimed at it. `side` detects an enemy unit in four ways [21.0]:
 * 1. automatically [21.1]: an enemy land unit next to one of `side`'s land
 *    combat units (ruling: HQs and depots/MSUs do not detect — 21.4 calls
 *    SOF recon "the only way" to find a supreme HQ or depot "without a
 *    friendly combat unit adjacent"); installations and airfields are always
 *    detected;
 * 2. by air reconnaissance [21.2, 21.2.1]: an enemy land unit but an HQ or a
 *    depot (an MSU is detected as a normal unit [27.1.1]) within the range
 *    for `side`'s air superiority level (`charts.advanced.airReconRange`) of
 *    a friendly airfield or airbase that is not under strike 2 or destroyed,
 *    in clear, rough or marsh, in any hex a road runs through, or in an
 *    overstacked hex — with no marker [21.2.1];
 * 3. electronic detection [21.3] and 4. SOF reconnaissance [20.2.2] put a
 *    detection marker (`adv.detected`), kept until the reorganisation phase.
 * Naval detection [21.5 → 17.1.2] belongs to the air war's naval strikes
 * (RULINGS-advanced.md "Detection [21]").
 */

const OPEN_TERRAIN = new Set(["clear", "rough", "marsh"].map((t) => tcIndex(t as "clear")));

/** Hexes where air reconnaissance sees: clear, rough, marsh, a road, or an overstacked stack [21.2]. */
function seenFromAir(b: Board, hex: number): boolean {
  const cm = b.ctx.cm;
  if (OPEN_TERRAIN.has(cm.terrain[hex] as number)) return true;
  for (let d = 0; d < 6; d += 1) if ((cm.roads[hex * 6 + d] as number) !== ROAD_NONE) return true;
  return overstackBy(b.ctx, hex, unitsAt(b, hex), b.state) > 0;
}

/** The air reconnaissance range of `side` this turn: by its air superiority level, -1 when the chart gives none [21.2.1]. */
export function airReconRange(b: Board, side: string): number {
  const level = b.state.air?.level[side];
  if (!level) return -1;
  return b.ctx.charts.advanced?.airReconRange.find((r) => r.level === level)?.range ?? -1;
}

/** Friendly airfields and airbases that can fly reconnaissance: controlled by `side`, no enemy unit on them, not under strike 2 nor destroyed [21.2, 21.2.1]. */
export function reconBases(b: Board, side: string): number[] {
  const { ctx, state } = b;
  const enemy = ctx.sides.indexOf(enemyOf(ctx, side));
  const out: number[] = [];
  for (const h of airliftFields(ctx)) {
    if (controlOf(ctx, state, h) !== side || b.occupant[h] === enemy) continue;
    if (installationDamage(state, h) >= 2) continue;
    out.push(h);
  }
  return out.sort((x, y) => x - y);
}

/** Whether `side`'s land combat units stand next to the hex [21.1]. */
function nextToCombatUnit(b: Board, side: string, hex: number): boolean {
  const { ctx } = b;
  for (let d = 0; d < 6; d += 1) {
    const nb = ctx.cm.neighbours[hex * 6 + d] as number;
    if (nb < 0) continue;
    for (const id of unitsAt(b, nb)) {
      const def = defOf(ctx, id);
      if (def.side === side && !def.hq && !def.supplyUnit) return true;
    }
  }
  return false;
}

/** Whether an enemy unit is a depot (a supply unit on its depot face) [19.4]. */
function isDepot(state: GameState, id: string): boolean {
  return state.units[id]?.face === "depot";
}

function detectedOn(b: Board, side: string, unitId: string, bases: () => number[], range: () => number): boolean {
  const { ctx, state } = b;
  const def = ctx.units.get(unitId);
  const u = state.units[unitId];
  if (!def || def.side === side || !u || u.status !== "map" || u.hex < 0) return false;
  if (state.adv?.detected[unitId]) return true;
  // Automatic and air reconnaissance detection find land units only [21.1, 21.2]; a helicopter needs a marker (SOF recon [21.4]).
  if (!def.ground) return false;
  if (nextToCombatUnit(b, side, u.hex)) return true;
  if (def.hq || isDepot(state, unitId)) return false;
  const r = range();
  if (r < 0 || !seenFromAir(b, u.hex)) return false;
  return bases().some((h) => ctx.cm.distance(h, u.hex) <= r);
}

/** Whether `side` has detected the enemy unit `unitId` for its strikes now [21.0–21.4]; pass `b` for a draft (a draft caches no board). */
export function isDetected(state: GameState, side: string, unitId: string, b: Board = boardOf(state)): boolean {
  let baseList: number[] | undefined;
  return detectedOn(b, side, unitId, () => (baseList ??= reconBases(b, side)), () => airReconRange(b, side));
}

/** Every enemy unit `side` has detected now, for the view and the bots [21.0]. */
export function detectedBy(state: GameState, side: string): Set<string> {
  const b = boardOf(state);
  const bases = reconBases(b, side);
  const range = airReconRange(b, side);
  const out = new Set<string>();
  for (const id of b.ctx.unitIds) if (detectedOn(b, side, id, () => bases, () => range)) out.add(id);
  return out;
}

/** Installations and airfields are always detected [21.1]; a destroyed one is no target until repaired [27.2]. */
export function installationTarget(state: GameState, hex: number): boolean {
  return isInstallation(contextOf(state.bundle), hex) && installationDamage(state, hex) < 3;
}

/**
 * The reorganisation phase [20.2.3, 21.3, 27.9.1]: detection and designation
 * markers come off, the turn's raid/recon/electronic detection records are
 * cleared (one raid and one recon a target a turn [20.2.1, 20.2.2], attempts
 * a turn [21.3]), sabotage ends, and installation damage steps down.
 */
export function clearTurnMarkers(draft: GameState, events: GameEvent[]): void {
  if (!draft.adv) return;
  const adv = advOf(draft);
  const had = Object.keys(adv.detected).length + Object.keys(adv.targeted).length;
  setAdv(draft, { detected: {}, targeted: {}, raided: {}, reconned: {}, ewTries: {}, ...(adv.sabotaged ? { sabotaged: {} } : {}) });
  if (had > 0) events.push({ type: "markers-cleared", detected: Object.keys(adv.detected).length, targeted: Object.keys(adv.targeted).length, rule: "20.2.3" });
  recoverInstallations(draft, events);
}

export { skipDetect, detectOptions } from "./electronic-detection";
