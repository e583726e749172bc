import type { GameEvent, GameState, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { SIDE_MAJOR_RIVER, SIDE_MINOR_RIVER, tcIndex } from "../../map/compiled-map";
import { type Board, buildBoard, defOf } from "./board";
import { MOBILITIES, WEATHERS, mobilityIndex, weatherIndex } from "./context";
import { recordLanding } from "./amphibious";
import { placeMarker } from "./mop-up";
import { stackLimitAt, stackSp } from "./stacking";
import { enterFerryHex } from "./ferries";
import { setEntered } from "./state";
import { enemyFortification, needsMopUp } from "./terrain";

/** A CRT cell [9.7]: attacker steps / defender steps, then an optional retreat. */
export function parseResult(cell: string): { attacker: number; defender: number; retreat: number } {
  const m = /^([0-9])\/([0-9])(?:R([12]))?$/.exec(cell);
  if (!m) return { attacker: 0, defender: 0, retreat: 0 };
  return { attacker: Number(m[1]), defender: Number(m[2]), retreat: m[3] ? Number(m[3]) : 0 };
}

/** The CRT line for a modified roll; rolls beyond the first/last line read that line [9.2.6]. */
export function crtCell(ctx: Board["ctx"], column: number, modified: number): { roll: number; cell: string } {
  const lines = [...ctx.charts.crt.results].sort((a, b) => a.roll - b.roll);
  let line = lines[0];
  for (const l of lines) if (l.roll <= modified) line = l;
  return { roll: line?.roll ?? modified, cell: line?.cells[column - 1] ?? "0/0" };
}

const SECOND_HEX_ROAD_ONLY = new Set(["mountain", "hills", "hills-forest"].map((t) => tcIndex(t as "hills")));

/** Checks an advance after combat [9.9]; returns the rule broken or null. */
export function checkAdvance(b: Board, units: readonly string[], second: Record<string, string>): RuleError | null {
  const { ctx, state } = b;
  const p = state.pendingAdvance;
  if (!p) return new RuleError("9.9", "there is no advance after combat to make");
  if (units.length === 0) return new RuleError("9.9", "at least one surviving attacker must advance into the vacated hex");
  const wi = weatherIndex(state.weather ?? "clear");
  for (const id of units) {
    if (!p.attackers.includes(id)) return new RuleError("9.9", `${id} did not take part in the attack`);
    const from = state.units[id]?.hex ?? -1;
    const dir = ctx.cm.directionTo(from, p.hex);
    const road = dir >= 0 && (ctx.cm.roads[from * 6 + dir] as number) > 0;
    const c = ctx.terrainCost[((ctx.cm.terrain[p.hex] as number) * MOBILITIES + mobilityIndex(defOf(ctx, id).mobility)) * WEATHERS + wi] as number;
    if (c === Infinity && !road) return new RuleError("9.1", `${id} cannot enter ${ctx.cm.terrainClass(p.hex)}`);
  }
  const limit = stackLimitAt(ctx, p.hex, state);
  if (stackSp(ctx, units) > limit) return new RuleError("9.2.8", `at most ${limit} SP advance after combat`);
  // Amphibious assault units must advance: all of them, or as many of them as the hex holds (RULINGS) [8.5.8.1].
  const must = p.amphibious ?? [];
  if (must.length > 0) {
    if (stackSp(ctx, must) <= limit) {
      const missing = must.filter((id) => !units.includes(id));
      if (missing.length > 0) return new RuleError("8.5.8.1", `the amphibious assault units must advance into the beach hex (${missing.join(", ")} left out)`);
    } else if (units.some((id) => !must.includes(id))) return new RuleError("8.5.8.1", "the amphibious assault units fill the hex first: only they advance");
  }
  for (const [id, target] of Object.entries(second)) {
    if (!units.includes(id)) return new RuleError("9.9.1", `${id} must first advance into the vacated hex`);
    const d = defOf(ctx, id);
    if (d.mobility !== "mechanized" && d.mobility !== "motorized") return new RuleError("9.9.1", `only mechanised and motorised units advance a second hex (${id} is ${d.mobility})`);
    if (!p.secondHex) return new RuleError("9.9.1", "no second-hex advance here: the defender neither retreated two hexes nor was eliminated, or it is a storm turn [4.1.3] or a city/installation hex");
    const to = ctx.cm.indexOf(target);
    const dir = to < 0 ? -1 : ctx.cm.directionTo(p.hex, to);
    if (dir < 0) return new RuleError("9.9.1", `${target} is not adjacent to the vacated hex`);
    const occ = b.occupant[to] as number;
    if (occ >= 0 && ctx.sides[occ] !== p.side) return new RuleError("8.2.2", `${target} holds enemy units`);
    const road = (ctx.cm.roads[p.hex * 6 + dir] as number) > 0;
    const bits = ctx.cm.sides[p.hex * 6 + dir] as number;
    if (!road && (SECOND_HEX_ROAD_ONLY.has(ctx.cm.terrain[to] as number) || bits & (SIDE_MINOR_RIVER | SIDE_MAJOR_RIVER))) {
      return new RuleError("9.9.1", "the second hex in mountain/hills or across a river needs a road from the vacated hex");
    }
    const c = ctx.terrainCost[((ctx.cm.terrain[to] as number) * MOBILITIES + mobilityIndex(d.mobility)) * WEATHERS + wi] as number;
    if ((c === Infinity && !road) || bits & 4 || bits & 8) return new RuleError("9.9.1", `${id} cannot enter ${target}`);
    if (enemyFortification(ctx, state, to, p.side) || needsMopUp(ctx, state, to, p.side)) {
      return new RuleError("9.9.1", "no second-hex advance into an enemy fortification, major city, city or installation");
    }
  }
  return null;
}

/** Applies a checked advance to a draft [9.9, 9.9.2]. */
export function applyAdvance(draft: GameState, units: readonly string[], second: Record<string, string>, events: GameEvent[]): void {
  const p = draft.pendingAdvance;
  if (!p) return;
  const ctx = buildBoard(draft).ctx;
  const mopUp = needsMopUp(ctx, draft, p.hex, p.side);
  for (const id of units) {
    const u = draft.units[id] as UnitState;
    // Units aboard an AMPH come ashore [8.5.8.1].
    if (u.status === "offmap") {
      u.status = "map";
      delete u.at;
    }
    u.hex = p.hex;
  }
  const ashore = units.filter((id) => p.amphibious?.includes(id));
  if (ashore.length > 0) {
    recordLanding(draft, p.side, p.hex, ashore);
    events.push({ type: "amphibious-landing", side: p.side, units: ashore, hex: ctx.cm.label(p.hex), by: "assault", rule: "8.5.8.1" });
  }
  setEntered(draft, p.hex, p.side);
  enterFerryHex(draft, p.hex, p.side, events);
  events.push({ type: "advance", units: [...units], to: ctx.cm.label(p.hex), rule: "9.9" });
  for (const [id, target] of Object.entries(second)) {
    const to = ctx.cm.indexOf(target);
    (draft.units[id] as UnitState).hex = to;
    setEntered(draft, to, p.side);
    enterFerryHex(draft, to, p.side, events);
    events.push({ type: "advance", units: [id], to: target, rule: "9.9.1" });
  }
  if (mopUp && units.some((id) => second[id] === undefined)) placeMarker(draft, p.hex, p.side, events);
  draft.pendingAdvance = null;
}
