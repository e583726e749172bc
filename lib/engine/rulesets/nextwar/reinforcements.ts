import type { GameEvent, GameState, UnitState } from "./types";
import { TC_SEA, TC_UNKNOWN } from "../../map/compiled-map";
import { buildBoard, controlOf, defOf, enemyOf } from "./board";
import { MOBILITIES, WEATHERS, mobilityIndex, weatherIndex } from "./context";
import { computeZoc } from "./zoc";
import { changeLevels } from "./naval-state";
import { heldUnits } from "./holding";

/**
 * Reinforcements [10.0] arrive in the reinforcement phase of their turn at
 * their scheduled hex, box or map edge; replacement points of the turn are
 * credited to their nation [11.0]. An entry hex held by the enemy delays the
 * units a turn (RULINGS.md); an edge entry picks a free land hex on the edge.
 */
export function runReinforcements(draft: GameState, events: GameEvent[]): void {
  const scenario = draft.bundle.scenario;
  for (const r of scenario.replacements ?? []) {
    if (r.turn !== draft.turn) continue;
    draft.replacementPoints[r.nation] = (draft.replacementPoints[r.nation] ?? 0) + r.points;
    events.push({ type: "replacement-points", nation: r.nation, points: r.points, total: draft.replacementPoints[r.nation], rule: "11.0" });
  }
  const held = heldUnits(draft.bundle);
  for (const r of scenario.reinforcements ?? []) {
    if (r.turn > draft.turn) continue;
    const due = r.units.filter((id) => draft.units[id]?.status === "pending" && !held.has(id));
    if (due.length === 0) continue;
    const b = buildBoard(draft);
    const ctx = b.ctx;
    const side = defOf(ctx, due[0] as string).side;
    const enemy = enemyOf(ctx, side);
    let hex = -1;
    if (r.at.startsWith("edge:")) hex = edgeEntry(draft, side, r.at.slice(5), due);
    else if (/^[0-9]+$/.test(r.at)) {
      const h = ctx.cm.indexOf(r.at);
      const occ = h >= 0 ? (b.occupant[h] as number) : -1;
      hex = h >= 0 && (occ < 0 || ctx.sides[occ] === side) ? h : -1;
    } else {
      for (const id of due) Object.assign(draft.units[id] as UnitState, { status: "offmap", at: r.at });
      events.push({ type: "reinforcement", units: due, at: r.at, rule: "10.0" });
      navalArrivals(draft, due, events);
      continue;
    }
    if (hex < 0) {
      events.push({ type: "reinforcement-delayed", units: due, at: r.at, why: `entry blocked by ${enemy}`, rule: "10.0" });
      continue;
    }
    for (const id of due) {
      const u = draft.units[id] as UnitState;
      // Helicopters arriving in a land hex base there [6.5.1]; naval units are off the map at their box, sea hex or port [8.5.6.3].
      const d = defOf(ctx, id);
      if (!d.ground && !(d.helicopter && ctx.cm.terrain[hex] !== TC_SEA)) Object.assign(u, { status: "offmap", at: r.at });
      else Object.assign(u, { status: "map", hex });
    }
    events.push({ type: "reinforcement", units: due, at: ctx.cm.label(hex), rule: "10.0" });
    navalArrivals(draft, due, events);
  }
}

/** Each naval unit arriving raises its side's ASW and submarine threat levels by one [7.4.3]. */
function navalArrivals(draft: GameState, units: readonly string[], events: GameEvent[]): void {
  const ctx = buildBoard(draft).ctx;
  for (const id of units) {
    const d = defOf(ctx, id);
    if (d.naval) changeLevels(draft, d.side, 1, `${id} arrived`, events);
  }
}

function edgeEntry(draft: GameState, side: string, edge: string, units: readonly string[]): number {
  const b = buildBoard(draft);
  const ctx = b.ctx;
  const cm = ctx.cm;
  const ezoc = computeZoc(b, enemyOf(ctx, side));
  const wi = weatherIndex(draft.weather ?? "clear");
  const hexes: number[] = [];
  if (edge === "west" || edge === "east") {
    const col = edge === "west" ? 0 : cm.columns - 1;
    for (let r = 0; r < cm.rows; r += 1) hexes.push(r * cm.columns + col);
  } else {
    const row = edge === "north" ? 0 : cm.rows - 1;
    for (let c = 0; c < cm.columns; c += 1) hexes.push(row * cm.columns + c);
  }
  const mid = hexes[Math.floor(hexes.length / 2)] as number;
  const ok = hexes.filter((h) => {
    const t = cm.terrain[h] as number;
    if (t === TC_SEA || t === TC_UNKNOWN || ezoc[h] === 1) return false;
    const occ = b.occupant[h] as number;
    if (occ >= 0 && ctx.sides[occ] !== side) return false;
    if (controlOf(ctx, draft, h) !== side) return false;
    return units.every((id) => (ctx.terrainCost[(t * MOBILITIES + mobilityIndex(defOf(ctx, id).mobility)) * WEATHERS + wi] as number) !== Infinity);
  });
  ok.sort((a, c) => cm.distance(a, mid) - cm.distance(c, mid) || a - c);
  return ok[0] ?? -1;
}
