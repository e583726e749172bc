import type { Action, GameEvent, GameState, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { F_CITY, F_INSTALLATION, F_MAJOR_CITY, F_TOWN, TC_SEA, TC_UNKNOWN } from "../../map/compiled-map";
import { type Board, controlOf, defOf, enemyOf, inFriendlyCountry, unitsAt } from "./board";
import type { Context } from "./context";
import { hexInSupply, supplyRuleOn } from "./supply";
import { zocMask } from "./zoc";
import { advancedRebuildBar, hqReplacementBar } from "./advanced/hq-replacements";
import { SURRENDERED } from "./advanced/isolation";

/**
 * Replacements [11.0]: points by nation, spent in the replacement segments to
 * restore one lost step of a unit not in an enemy ZOC [11.1] or to rebuild
 * an eliminated unit at one step [11.2], at most one step a unit a turn;
 * airmobile, airborne and marine units are never rebuilt [11.2].
 */
function costOf(ctx: Context, id: string, what: "restoreStep" | "rebuild"): number | undefined {
  const m = defOf(ctx, id).mobility;
  return ctx.charts.replacementCosts.find((c) => c.mobility === m)?.[what];
}

export function checkRestore(b: Board, side: string, id: string): RuleError | number {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  const u = state.units[id];
  if (!d || !u) return new RuleError("11.1", `no unit ${id}`);
  if (d.side !== side) return new RuleError("11.0", `${id} is not ${side}'s`);
  if (u.status !== "map" || !d.ground) return new RuleError("11.1", `${id} is not a land unit on the map`);
  if (u.steps >= d.maxSteps) return new RuleError("11.1", `${id} has lost no step`);
  if (state.recovered[id]) return new RuleError("11.2", `${id} already recovered a step this turn`);
  const hqBar = hqReplacementBar(state, id, "restore");
  if (hqBar) return hqBar;
  if (state.supply?.out[id] === true) return new RuleError("13.1.4", `${id} is out of supply and receives no replacements`);
  // The Advanced game: an emergency-supplied [19.5, 19.6] or isolated [19.7.2] unit receives none either.
  if (state.adv?.emergency[id]) return new RuleError("19.5", `${id} is under emergency supply and receives no replacements`);
  if (state.adv && state.adv.isolated[id] !== undefined) return new RuleError("19.7.2", `${id} is isolated and receives no replacements`);
  if (zocMask(state, enemyOf(ctx, side))[u.hex] === 1) return new RuleError("11.1", `${id} is in an enemy ZOC`);
  const cost = costOf(ctx, id, "restoreStep");
  if (cost === undefined) return new RuleError("11.1", `no replacement cost for ${d.mobility} units`);
  if ((state.replacementPoints[d.nation] ?? 0) < cost) return new RuleError("11.0", `${d.nation} has ${state.replacementPoints[d.nation] ?? 0} replacement points; a step costs ${cost}`);
  return cost;
}

/** Hexes where an eliminated unit may be rebuilt [11.2]. */
export function rebuildHexOk(b: Board, side: string, hex: number): RuleError | null {
  const { ctx, state } = b;
  const cm = ctx.cm;
  const t = cm.terrain[hex] as number;
  if (t === TC_SEA || t === TC_UNKNOWN) return new RuleError("11.2", "rebuilt units are placed on land");
  if (!inFriendlyCountry(ctx, side, hex)) return new RuleError("11.2", "rebuilt units are placed in their own or an allied country");
  const occ = b.occupant[hex] as number;
  if (occ >= 0 && ctx.sides[occ] !== side) return new RuleError("8.2.2", "the hex holds enemy units");
  const place = cm.has(hex, F_TOWN | F_CITY | F_MAJOR_CITY | F_INSTALLATION) && controlOf(ctx, state, hex) === side;
  let nextToFriend = false;
  for (let d = 0; d < 6 && !nextToFriend; d += 1) {
    const nb = cm.neighbours[hex * 6 + d] as number;
    if (nb >= 0 && unitsAt(b, nb).some((id) => defOf(ctx, id).side === side)) nextToFriend = true;
  }
  if (!place && !nextToFriend) return new RuleError("11.2", "rebuild in a friendly-controlled town, city, major city or installation, or next to a friendly unit");
  if (supplyRuleOn(ctx) && !hexInSupply(b, side, hex)) return new RuleError("13.1.4", "a rebuilt unit is not placed where it would be out of supply");
  for (const [h, ids] of b.at) {
    if (defOf(ctx, ids[0] as string).side === side) continue;
    if (cm.distance(h, hex) < 3) return new RuleError("11.2", "rebuilt units are placed at least 3 hexes from enemy units");
  }
  return null;
}

export function checkRebuild(b: Board, side: string, id: string, at: string): RuleError | { cost: number; hex: number } {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  const u = state.units[id];
  if (!d || !u) return new RuleError("11.2", `no unit ${id}`);
  if (d.side !== side) return new RuleError("11.0", `${id} is not ${side}'s`);
  if (u.status !== "eliminated") return new RuleError("11.2", `${id} has not been eliminated`);
  if (u.at === SURRENDERED) return new RuleError("19.7.4", `${id} surrendered: a surrendered unit is never rebuilt`);
  if (d.noRebuild) return new RuleError("11.2", "airmobile, airborne and marine units are not rebuilt");
  const hqBar = hqReplacementBar(state, id, "rebuild");
  if (hqBar) return hqBar;
  const cost = costOf(ctx, id, "rebuild");
  if (cost === undefined) return new RuleError("11.2", `no rebuild cost for ${d.mobility} units`);
  if ((state.replacementPoints[d.nation] ?? 0) < cost) return new RuleError("11.0", `${d.nation} has ${state.replacementPoints[d.nation] ?? 0} replacement points; a rebuild costs ${cost}`);
  const hex = ctx.cm.indexOf(at);
  if (hex < 0) return new RuleError("11.2", `no hex ${at}`);
  // The Advanced game places rebuilt land units by their HQ instead [27.9.3].
  const bad = state.adv ? advancedRebuildBar(b, side, id, hex) : rebuildHexOk(b, side, hex);
  if (bad) return bad;
  return { cost, hex };
}

export function applyReplacement(draft: GameState, b: Board, action: Action, cost: number, hex: number, events: GameEvent[]): void {
  if (action.type === "restore-step") {
    const d = defOf(b.ctx, action.unit);
    (draft.units[action.unit] as UnitState).steps += 1;
    draft.replacementPoints[d.nation] = (draft.replacementPoints[d.nation] ?? 0) - cost;
    draft.recovered[action.unit] = true;
    events.push({ type: "step-restored", unit: action.unit, cost, rule: "11.1" });
  } else if (action.type === "rebuild") {
    const d = defOf(b.ctx, action.unit);
    Object.assign(draft.units[action.unit] as UnitState, { status: "map", hex, steps: 1 });
    draft.replacementPoints[d.nation] = (draft.replacementPoints[d.nation] ?? 0) - cost;
    draft.recovered[action.unit] = true;
    events.push({ type: "rebuilt", unit: action.unit, at: b.ctx.cm.label(hex), cost, rule: "11.2" });
  }
}
