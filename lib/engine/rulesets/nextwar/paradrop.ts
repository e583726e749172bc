import { rollDie } from "../../core/dice";
import type { Action, GameEvent, GameState, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { F_CITY, F_INSTALLATION, F_MAJOR_CITY, TC_SEA, TC_UNKNOWN } from "../../map/compiled-map";
import { TERRAIN_CLASSES } from "@/lib/model/vocabulary";
import { airMoveAdf } from "./adf";
import { spendAirPoints } from "./air-points";
import { airliftFields, fieldBar } from "./airlift";
import { type Board, baseControl, defOf, enemyOf, unitsAt } from "./board";
import type { Context } from "./context";
import { loseStep } from "./losses";
import { clearEmptyMarkers } from "./mop-up";
import { stackSp } from "./stacking";
import { setEntered } from "./state";
import { landedInSupply } from "./supply";
import { computeZoc } from "./zoc";

/**
 * Paradrop [8.5.3]: airborne units that start their movement segment at a
 * friendly airfield or airbase, not in an enemy ZOC, fly as one stack any
 * distance to a drop hex no enemy unit holds. Not onto a major city, a city,
 * mountain, alpine, hills or hills-forest, nor an installation [8.3.1.2] in
 * enemy country. The mission takes ADF before the drop [6.6] (+1 per escort
 * point [6.2.2]); the survivors land and each rolls on the paradrop table
 * by the drop hex's terrain (left of the slash: the standard game) [8.5.3].
 * Landed outside an enemy ZOC, they continue their movement (「その他の場合は
 * 移動を継続する」) with their MA, the drop having spent none (an advance into
 * a next-door empty enemy city or installation is such a move); in an enemy
 * ZOC, or scattered, they move no more (RULINGS). The
 * scenario limits the SP each side drops per game turn [8.5.3.1] (RULINGS:
 * 2 SP when it says nothing); a stack turned back by ADF has used its share.
 * Units that landed are in supply for the rest of the turn [13.1.4] and make
 * a special assault at mop-up [8.4.1.1 item 4]. A storm does not stop it:
 * 4.1.3 names airlift, airmobile, naval moves and sea transport, not
 * paradrop (RULINGS). Never in the elite reaction segment (the caller
 * checks) [SOP].
 */

/** SP a side may paradrop each game turn when the scenario does not say (RULINGS). */
export const PARADROP_DEFAULT_SP = 2;
/** How far from its field the legal-action list looks for drop hexes (`apply` takes any distance) (RULINGS). */
export const PARADROP_LIST_RANGE = 8;

const BARRED_TERRAIN = new Set<number>(["mountain", "alpine", "hills", "hills-forest"].map((c) => TERRAIN_CLASSES.indexOf(c as (typeof TERRAIN_CLASSES)[number])));

export function paradropCapacity(ctx: Context, side: string): number {
  return ctx.bundle.scenario.specialMovement?.paradrop?.find((c) => c.side === side)?.sp ?? PARADROP_DEFAULT_SP;
}

/** SP the side may still paradrop this game turn [8.5.3.1]. */
export function paradropLeft(ctx: Context, state: GameState, side: string): number {
  const used = state.paradrop?.turn === state.turn ? (state.paradrop.sp[side] ?? 0) : 0;
  return Math.max(0, paradropCapacity(ctx, side) - used);
}

/** Whether a unit landed by paradrop this turn [13.1.4, 8.4.1.1]. */
export function paradroppedThisTurn(state: GameState, id: string): boolean {
  return state.paradrop?.turn === state.turn && state.paradrop.landed[id] === true;
}

/** Special assault [8.4.1.1 item 4]: a unit in the hex landed by paradrop this turn. */
export function paradropAssault(state: GameState, hex: number): boolean {
  if (state.paradrop?.turn !== state.turn) return false;
  for (const id in state.paradrop.landed) if (state.units[id]?.hex === hex && state.units[id]?.status === "map") return true;
  return false;
}

function unitBar(b: Board, id: string): RuleError | null {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  const u = state.units[id];
  if (!d || !u) return new RuleError("8.5.3", `no unit ${id}`);
  if (!d.ground || !d.airborne) return new RuleError("8.5.3", `only airborne units paradrop (${id} is not one)`);
  if (u.status !== "map") return new RuleError("8.5.3", `${id} is not on the map`);
  if (state.seg.moved[id] || state.seg.halfMa?.[id] || state.seg.dropped?.[id]) return new RuleError("8.5.3", `${id} has already moved this segment; a paradrop starts where the segment began`);
  return null;
}

/** Whether units may drop onto `hex`, or why not [8.5.3]. */
export function dropHexBar(b: Board, side: string, hex: number): RuleError | null {
  const { ctx } = b;
  const cm = ctx.cm;
  const label = cm.label(hex);
  const t = cm.terrain[hex] as number;
  if (t === TC_SEA || t === TC_UNKNOWN) return new RuleError("8.5.3", `${label} is not a land hex`);
  const occ = b.occupant[hex] as number;
  if (occ >= 0 && ctx.sides[occ] !== side) return new RuleError("8.5.3", `enemy units hold the drop hex ${label}`);
  if (cm.has(hex, F_MAJOR_CITY | F_CITY)) return new RuleError("8.5.3", `no paradrop onto a major city or city (${label})`);
  if (BARRED_TERRAIN.has(t)) return new RuleError("8.5.3", `no paradrop onto ${TERRAIN_CLASSES[t]} (${label})`);
  if (cm.has(hex, F_INSTALLATION) && baseControl(ctx, hex) === enemyOf(ctx, side)) return new RuleError("8.5.3", `no paradrop onto an installation in enemy country (${label})`);
  return null;
}

export interface ParadropPlan {
  origin: number;
  target: number;
  sp: number;
}

/** Checks a paradrop (the caller checked the segment and ownership) [8.5.3, 8.5.3.1]. */
export function paradropBar(b: Board, side: string, units: readonly string[], to: string, ezoc?: Uint8Array): RuleError | ParadropPlan {
  const { ctx, state } = b;
  if (!Array.isArray(units) || units.length === 0) return new RuleError("8.5.3", "name the units to drop");
  for (const id of units) {
    const bad = unitBar(b, id);
    if (bad) return bad;
  }
  const origin = state.units[units[0] as string]?.hex as number;
  if (units.some((id) => state.units[id]?.hex !== origin)) return new RuleError("6.6", "a paradrop mission is one stack that flies together from one hex");
  const z = ezoc ?? computeZoc(b, enemyOf(ctx, side));
  const startBad = fieldBar(b, side, origin, z, "start", "8.5.3");
  if (startBad) return startBad;
  const target = ctx.cm.indexOf(String(to));
  if (target < 0) return new RuleError("8.5.3", `no hex ${String(to)}`);
  if (target === origin) return new RuleError("8.5.3", "a paradrop drops somewhere else");
  const dropBad = dropHexBar(b, side, target);
  if (dropBad) return dropBad;
  const sp = stackSp(ctx, units);
  const left = paradropLeft(ctx, state, side);
  if (sp > left) return new RuleError("8.5.3.1", `${side} may paradrop ${left} more SP this turn (the stack is ${sp} SP)`);
  return { origin, target, sp };
}

type DropResult = "landed" | "scattered" | "step-loss" | "eliminated";

/** The paradrop table's result for a roll on the drop hex's terrain; "landed" when the table has no line for it. */
export function dropResult(ctx: Context, hex: number, roll: number): DropResult {
  const cls = TERRAIN_CLASSES[ctx.cm.terrain[hex] as number];
  const line = (ctx.charts.paradrop ?? []).find((l) => l.terrainClasses.includes(cls as (typeof TERRAIN_CLASSES)[number]));
  return (line?.results[roll] as DropResult | undefined) ?? "landed";
}

/**
 * Flies a paradrop (checked by `paradropBar`): escort points spent, capacity
 * used, ADF fired; an abort turns the stack back to its field, where it
 * moves no more this segment [6.6.1.1]; otherwise each survivor drops and
 * rolls on the paradrop table [8.5.3].
 */
export function applyParadrop(draft: GameState, b: Board, side: string, units: readonly string[], plan: ParadropPlan, escort: number, events: GameEvent[]): void {
  const { ctx } = b;
  const cm = ctx.cm;
  const prev = draft.paradrop?.turn === draft.turn ? draft.paradrop : { turn: draft.turn, sp: {}, landed: {} };
  draft.paradrop = { turn: draft.turn, sp: { ...prev.sp, [side]: (prev.sp[side] ?? 0) + plan.sp }, landed: { ...prev.landed } };
  if (escort > 0) spendAirPoints(draft, side, escort, `escorting the paradrop of ${units.join(", ")}`, events);
  const outcome = airMoveAdf(draft, b, { side, mission: "paradrop", units, origin: plan.origin, target: plan.target, escort, extraAtStart: false }, events);
  const from = cm.label(plan.origin);
  const to = cm.label(plan.target);
  if (outcome.abort) {
    for (const id of units) draft.seg.moved[id] = true;
    events.push({ type: "paradrop-aborted", side, units: [...units], from, to, sp: plan.sp, rule: "6.6.1.1" });
    return;
  }
  const inEzoc = computeZoc(b, enemyOf(ctx, side))[plan.target] === 1;
  const results: { unit: string; roll: number; result: DropResult }[] = [];
  const landed: string[] = [];
  for (const id of units) {
    const u = draft.units[id] as UnitState;
    if (u.status !== "map") continue;
    u.hex = plan.target;
    const roll = rollDie(draft, events, "8.5.3", "paradrop", { unit: id, hex: to }).value;
    const result = dropResult(ctx, plan.target, roll);
    results.push({ unit: id, roll, result });
    if (result === "eliminated") while (u.steps > 0) loseStep(draft, id, "8.5.3", "paradrop table: eliminated", events);
    else if (result === "step-loss") loseStep(draft, id, "8.5.3", "paradrop table: step loss", events);
    if (u.status !== "map") continue;
    landed.push(id);
    draft.paradrop.landed[id] = true;
    if (inEzoc || result === "scattered") draft.seg.moved[id] = true;
    else draft.seg.dropped = { ...draft.seg.dropped, [id]: true };
  }
  if (landed.length > 0) {
    setEntered(draft, plan.target, side);
    landedInSupply(draft, landed);
  }
  events.push({ type: "paradrop", side, units: landed, from, to, sp: plan.sp, escort, inEzoc, results, rule: "8.5.3" });
  if (b.state.mopUp[plan.origin]?.side === side) clearEmptyMarkers(draft, events, true);
}

/**
 * The side's paradrops for the legal-action list: from each friendly field
 * it may fly from, each airborne unit alone and all of them together
 * (within the turn's capacity), onto every hex they may drop on within
 * PARADROP_LIST_RANGE of the field; without escort [8.5.3].
 */
export function paradropOptions(b: Board, side: string, filter?: readonly string[]): Action[] {
  const { ctx, state } = b;
  const out: Action[] = [];
  const left = paradropLeft(ctx, state, side);
  if (left <= 0) return out;
  let ezoc: Uint8Array | null = null;
  for (const origin of airliftFields(ctx)) {
    const ids = unitsAt(b, origin).filter((id) => defOf(ctx, id).side === side && (!filter || filter.includes(id)) && !unitBar(b, id));
    if (ids.length === 0) continue;
    ezoc ??= computeZoc(b, enemyOf(ctx, side));
    if (fieldBar(b, side, origin, ezoc, "start", "8.5.3")) continue;
    const groups = (ids.length > 1 ? [...ids.map((id) => [id]), ids] : [ids]).filter((g) => stackSp(ctx, g) <= left);
    if (groups.length === 0) continue;
    const targets: number[] = [];
    for (let h = 0; h < ctx.cm.n; h += 1) if (h !== origin && ctx.cm.distance(origin, h) <= PARADROP_LIST_RANGE && !dropHexBar(b, side, h)) targets.push(h);
    for (const units of groups) for (const h of targets) out.push({ type: "paradrop", units, to: ctx.cm.label(h) });
  }
  return out;
}
