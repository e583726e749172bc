import type { GameEvent, GameState, UnitState } from "../../core/types";
import { RuleError } from "../../core/types";
import { rollD10 } from "../../core/rng";
import { F_CITY, F_INSTALLATION, F_MAJOR_CITY, SIDE_MAJOR_RIVER, SIDE_MINOR_RIVER, tcIndex } from "../../map/compiled-map";
import { type Board, buildBoard, defOf, unitsAt } from "./board";
import { MOBILITIES, WEATHERS, mobilityIndex, weatherIndex } from "./context";
import type { CombatExplanation } from "./combat";
import { distributeLosses, loseStep, stepsOf } from "./losses";
import { clearEmptyMarkers, placeMarker } from "./mop-up";
import { erCheck, retreatLength, retreatUnits } from "./retreat";
import { stackLimitAt, stackSp } from "./stacking";
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

/**
 * Resolves a declared attack on a draft [9.2.6–9.9]: roll, losses (defender
 * first [9.2.7]) with the overkill rules [9.7.1.1], retreat [9.8], then
 * attacker losses, and leaves an advance after combat pending [9.9].
 */
export function resolveCombat(draft: GameState, ex: CombatExplanation, events: GameEvent[]): void {
  const b0 = buildBoard(draft);
  const ctx = b0.ctx;
  const label = ctx.cm.label(ex.defenderHex);
  const roll = rollD10(draft.dice);
  const modified = roll + ex.drm;
  const { cell } = crtCell(ctx, ex.finalColumnIndex, modified);
  const result = parseResult(cell);
  let aLoss = result.attacker;
  let dLoss = result.defender;
  const notes: string[] = [];
  // Overkill [9.7.1.1]: each side's excess lets the other cancel one loss.
  if (ex.overkillColumn && result.defender > stepsOf(draft, ex.defenders) && aLoss > 0) {
    aLoss -= 1;
    notes.push("defender cannot absorb all losses in an overkill column: attacker cancels one loss");
  }
  if (result.attacker > stepsOf(draft, ex.attackers) && dLoss > 0) {
    dLoss -= 1;
    notes.push("attacker cannot absorb all losses: defender cancels one loss");
  }
  events.push({
    type: "combat",
    rule: "9.2.6",
    attackers: ex.attackers,
    defender: label,
    attack: ex.attack,
    defense: ex.defense,
    column: ex.finalColumn,
    drm: ex.drm,
    roll,
    modified,
    result: cell,
    losses: { attacker: aLoss, defender: dLoss },
    notes,
  });
  for (const id of ex.attackers) draft.seg.attacked[id] = true;
  draft.seg.attackedHexes[ex.defenderHex] = true;

  for (const id of distributeLosses(ctx, draft, ex.defenders, ex.leadDefender, dLoss, "defence")) loseStep(draft, id, "9.7.1", `combat at ${label}`, events);

  let required = 0;
  let b = buildBoard(draft);
  const inHex = unitsAt(b, ex.defenderHex);
  const original = inHex.filter((id) => !draft.seg.retreatedInto[id]);
  const retreatedIn = inHex.filter((id) => draft.seg.retreatedInto[id]);
  if (result.retreat > 0 && original.length > 0) {
    required = Math.min(result.retreat, retreatLength(ctx, ex.defenderHex));
    retreatUnits(draft, original, ex.defenderHex, required, events, { mayNegate: true });
  }
  // Units that retreated in earlier must check and leave if the hex's defenders are gone [9.8.6].
  b = buildBoard(draft);
  if (retreatedIn.length > 0 && unitsAt(b, ex.defenderHex).every((id) => draft.seg.retreatedInto[id])) {
    for (const id of retreatedIn) {
      const check = erCheck(draft, b, id);
      events.push({ type: "er-check", unit: id, roll: check.roll, er: check.er, pass: check.pass, rule: "9.8.6", reason: "defenders of the hex it retreated into are gone" });
      if (!check.pass) loseStep(draft, id, "9.8.6", "defenders of the hex it retreated into are gone", events);
    }
    const left = retreatedIn.filter((id) => (draft.units[id] as UnitState).steps > 0);
    if (left.length > 0) retreatUnits(draft, left, ex.defenderHex, required || Math.min(2, retreatLength(ctx, ex.defenderHex)), events, { mayNegate: false });
  }

  for (const id of distributeLosses(ctx, draft, ex.attackers, ex.leadAttacker, aLoss, "attack")) loseStep(draft, id, "9.7.1", `attacking ${label}`, events);
  clearEmptyMarkers(draft, events, false);

  b = buildBoard(draft);
  const survivors = ex.attackers.filter((id) => (draft.units[id] as UnitState).steps > 0);
  const eliminated = ex.defenders.every((id) => (draft.units[id] as UnitState).steps === 0);
  if (unitsAt(b, ex.defenderHex).length === 0 && survivors.length > 0) {
    const cityish = ctx.cm.has(ex.defenderHex, F_CITY | F_MAJOR_CITY | F_INSTALLATION);
    draft.pendingAdvance = {
      side: ex.attackerSide,
      hex: ex.defenderHex,
      attackers: survivors,
      secondHex: (required === 2 || eliminated) && draft.weather !== "storm" && !cityish,
    };
  }
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
  const limit = stackLimitAt(ctx, p.hex);
  if (stackSp(ctx, units) > limit) return new RuleError("9.2.8", `at most ${limit} SP advance after combat`);
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
  for (const id of units) (draft.units[id] as UnitState).hex = p.hex;
  draft.entered[p.hex] = p.side;
  events.push({ type: "advance", units: [...units], to: ctx.cm.label(p.hex), rule: "9.9" });
  for (const [id, target] of Object.entries(second)) {
    const to = ctx.cm.indexOf(target);
    (draft.units[id] as UnitState).hex = to;
    draft.entered[to] = p.side;
    events.push({ type: "advance", units: [id], to: target, rule: "9.9.1" });
  }
  if (mopUp && units.some((id) => second[id] === undefined)) placeMarker(draft, p.hex, p.side, events);
  draft.pendingAdvance = null;
}
