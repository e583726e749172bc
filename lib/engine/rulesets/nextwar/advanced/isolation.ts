import type { GameEvent, GameState, UnitState } from "../types";
import { SIDE_FERRY, SIDE_WATER, TC_SEA, TC_UNKNOWN } from "../../../map/compiled-map";
import { type Board, buildBoard, enemyOf, sideIndex } from "../board";
import { erCheck } from "../retreat";
import { hexsideBits } from "../ferries";
import { computeZoc } from "../zoc";
import { contextOf } from "../context";
import { advOf, setAdv } from "./state";
import { advancedCharts, fixedSources, supplyUnitsOf } from "./supply-lines";

/**
 * Isolation and surrender [19.7]. In the isolation/surrender phase:
 * 1. units no longer isolated lose their marker (so its effects last at
 *    least a game turn) [19.7.3];
 * 2. a unit that cannot trace a line of land hexes of any length to a
 *    friendly supreme HQ or supply source, free of enemy units and enemy ZOC
 *    (friendly units negate it), is isolated [19.7.1] — not one under an
 *    emergency supply marker, nor an airborne, airmobile or marine unit in
 *    the turn it dropped, flew or assaulted;
 * 3. every isolated unit makes an ER check [2.3.3]; on a failure it
 *    surrenders: out of play for good (never rebuilt), the enemy scoring
 *    `surrenderVpFactor` × its elimination VP [19.7.4].
 * Depots and MSUs are sources, never isolated (RULINGS-advanced.md).
 */

/** Where `side` can reach a supreme HQ or source over land, free of enemy units and uncancelled enemy ZOC [19.7.1]. */
export function connectedHexes(b: Board, side: string): Uint8Array {
  const { ctx, state } = b;
  const cm = ctx.cm;
  const own = sideIndex(ctx, side);
  const ezoc = computeZoc(b, enemyOf(ctx, side));
  const ok = (h: number) => {
    const t = cm.terrain[h] as number;
    if (t === TC_SEA || t === TC_UNKNOWN) return false;
    const occ = b.occupant[h] as number;
    if (occ >= 0 && occ !== own) return false;
    return !(ezoc[h] === 1 && occ !== own);
  };
  const seen = new Uint8Array(cm.n);
  const queue: number[] = [];
  const seed = (h: number) => {
    if (h < 0 || seen[h] === 1 || !ok(h)) return;
    seen[h] = 1;
    queue.push(h);
  };
  for (const s of fixedSources(b, side)) seed(s.hex);
  for (const id of supplyUnitsOf(b, side)) seed(state.units[id]?.hex ?? -1);
  for (const [hex, ids] of b.at) if (ids.some((id) => ctx.units.get(id)?.supremeHq && ctx.units.get(id)?.side === side)) seed(hex);
  for (let i = 0; i < queue.length; i += 1) {
    const h = queue[i] as number;
    for (let d = 0; d < 6; d += 1) {
      const nb = cm.neighbours[h * 6 + d] as number;
      if (nb < 0 || seen[nb] === 1) continue;
      // A line of land hexes: not across open water (a ferry joins its banks).
      const bits = hexsideBits(ctx, state, h * 6 + d);
      if (bits & SIDE_WATER && !(bits & SIDE_FERRY)) continue;
      seed(nb);
    }
  }
  return seen;
}

/** Landed by paradrop, airmobile or amphibious assault this turn: never isolated this turn [19.7.1 exception]. */
function droppedThisTurn(state: GameState, id: string): boolean {
  return (
    (state.paradrop?.turn === state.turn && state.paradrop.landed[id] === true) ||
    (state.airmobile?.turn === state.turn && state.airmobile.landed[id] === true) ||
    (state.amphibious?.landed.turn === state.turn && state.amphibious.landed.units[id] === true)
  );
}

/** Which of `side`'s land units on the map cannot trace the line of [19.7.1] now (exceptions left out). */
export function cutOffUnits(b: Board, side: string): string[] {
  const { ctx, state } = b;
  const joined = connectedHexes(b, side);
  const out: string[] = [];
  for (const [hex, ids] of b.at) {
    if (joined[hex] === 1) continue;
    for (const id of ids) {
      const d = ctx.units.get(id);
      if (!d || d.side !== side || d.supplyUnit) continue;
      if (state.adv?.emergency[id] || droppedThisTurn(state, id)) continue;
      out.push(id);
    }
  }
  return out.sort();
}

export function runIsolationPhase(draft: GameState, events: GameEvent[]): void {
  const b = buildBoard(draft);
  const { ctx } = b;
  const cut = new Set(ctx.sides.flatMap((side) => cutOffUnits(b, side)));
  // 1. Markers come off units that are no longer isolated (or no longer on the map) [19.7.3].
  const isolated: Record<string, number> = {};
  const recovered: string[] = [];
  for (const [id, turn] of Object.entries(advOf(draft).isolated)) {
    if (cut.has(id) && draft.units[id]?.status === "map") isolated[id] = turn;
    else recovered.push(id);
  }
  // 2. Newly isolated units get a marker [19.7.1].
  const marked: string[] = [];
  for (const id of [...cut].sort()) {
    if (isolated[id] !== undefined) continue;
    isolated[id] = draft.turn;
    marked.push(id);
  }
  // An isolated unit has no land line to any source: the supply check's line it kept is gone with it [19.7.1].
  const lines = { ...advOf(draft).lines };
  for (const id of Object.keys(isolated)) delete lines[id];
  setAdv(draft, { isolated, lines });
  events.push({ type: "isolation", recovered: recovered.sort(), isolated: marked, rule: "19.7.1" });
  // 3. Every isolated unit checks for surrender [19.7.4].
  const factor = advancedCharts(ctx).surrenderVpFactor;
  const left = { ...isolated };
  for (const id of Object.keys(isolated).sort()) {
    const check = erCheck(draft, b, id, events, "19.7.4", "surrender");
    if (check.pass) continue;
    surrender(draft, id, factor, events);
    delete left[id];
  }
  setAdv(draft, { isolated: left });
}

/** Where surrendered units go: out of play, never rebuilt [19.7.4] (not "eliminated", which a rebuild could bring back). */
export const SURRENDERED = "surrendered";

function surrender(draft: GameState, id: string, factor: number, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  const u = draft.units[id] as UnitState;
  // Eliminated for good: `at` marks it surrendered, which no rebuild takes back [19.7.4].
  Object.assign(u, { status: "eliminated", hex: -1, steps: 0, at: SURRENDERED });
  events.push({ type: "surrendered", unit: id, rule: "19.7.4" });
  const vp = (ctx.eliminationVp.get(id) ?? 0) * factor;
  const def = ctx.units.get(id);
  if (vp <= 0 || !def) return;
  const side = enemyOf(ctx, def.side);
  draft.vp.thisTurn[side] = (draft.vp.thisTurn[side] ?? 0) + vp;
  events.push({ type: "vp", side, amount: vp, unit: id, reason: "an enemy unit surrendered", rule: "19.7.4" });
}
