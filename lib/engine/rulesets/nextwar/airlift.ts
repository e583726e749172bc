import type { Action, GameEvent, GameState, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { F_AIRBASE, F_AIRFIELD, F_HARDENED_AIRBASE } from "../../map/compiled-map";
import { airMoveAdf } from "./adf";
import { spendAirPoints } from "./air-points";
import { type Board, controlOf, defOf, enemyOf, inFriendlyCountry, unitsAt } from "./board";
import type { Context } from "./context";
import { clearEmptyMarkers } from "./mop-up";
import { stackSp } from "./stacking";
import { setEntered } from "./state";
import { computeZoc } from "./zoc";

/**
 * Airlift [8.5.2]: foot land units that start their movement segment at a
 * friendly airfield or airbase, not in an enemy ZOC, fly as one stack to
 * another friendly airfield or airbase not in an enemy ZOC. The mission takes
 * ADF before landing [6.6], +3 when the landing hex is in the side's own or an
 * allied country [8.5.2], +1 per escorting air point [6.2.2]; after landing
 * the units may still move with half their MA, rounded up [8.5.2]. The
 * scenario limits the SP airlifted in each movement segment [8.5.2.1]
 * (RULINGS: 2 SP when it says nothing); a stack turned back by ADF has used
 * its share [8.5.3.1]. Never in a storm [4.1.3], nor in the elite reaction
 * segment (the caller checks the segment) [SOP].
 */

/** SP a side may airlift each movement segment when the scenario does not say (RULINGS). */
export const AIRLIFT_DEFAULT_SP = 2;
/** The ADF DRM when the landing hex is in the side's own or an allied country [8.5.2]. */
export const AIRLIFT_HOME_DRM = 3;

const AIRLIFT_FIELDS = F_AIRBASE | F_HARDENED_AIRBASE | F_AIRFIELD;

export function airliftCapacity(ctx: Context, side: string): number {
  return ctx.bundle.scenario.specialMovement?.airlift?.find((c) => c.side === side)?.sp ?? AIRLIFT_DEFAULT_SP;
}

/** SP the side may still airlift in this segment [8.5.2.1]. */
export function airliftLeft(ctx: Context, state: GameState, side: string): number {
  return Math.max(0, airliftCapacity(ctx, side) - (state.seg.airliftSp ?? 0));
}

const fieldCache = new WeakMap<Context, number[]>();

/** Airfield and airbase hexes (hardened or not), in index order [8.5.2]. */
export function airliftFields(ctx: Context): number[] {
  let out = fieldCache.get(ctx);
  if (!out) {
    out = [];
    for (let h = 0; h < ctx.cm.n; h += 1) if (ctx.cm.has(h, AIRLIFT_FIELDS)) out.push(h);
    fieldCache.set(ctx, out);
  }
  return out;
}

/** Whether a unit may be airlifted now, or why not [8.5.2]. Foot includes the airmobile class (RULINGS). */
function unitBar(b: Board, id: string): RuleError | null {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  const u = state.units[id];
  if (!d || !u) return new RuleError("8.5.2", `no unit ${id}`);
  if (!d.ground) return new RuleError("8.5.2", `${id} is not a land unit`);
  if (d.mobility !== "foot" && d.mobility !== "airmobile") return new RuleError("8.5.2", `only foot units are airlifted (${id} is ${d.mobility})`);
  if (u.status !== "map") return new RuleError("8.5.2", `${id} is not on the map`);
  if (state.seg.moved[id] || state.seg.halfMa?.[id] || state.seg.dropped?.[id]) return new RuleError("8.5.2", `${id} has already moved this segment; airlift starts where the segment began`);
  return null;
}

/** Whether `hex` is an airfield or airbase the side may fly from or to: its own, no enemy there, not in an enemy ZOC [8.5.2, 8.2]. */
export function fieldBar(b: Board, side: string, hex: number, ezoc: Uint8Array, what: "start" | "landing", rule = "8.5.2"): RuleError | null {
  const { ctx, state } = b;
  const label = ctx.cm.label(hex);
  const mode = rule === "8.5.2" ? "airlift" : "the move";
  if (!ctx.cm.has(hex, AIRLIFT_FIELDS)) return new RuleError(rule, `${mode} ${what === "start" ? "starts at" : "lands at"} an airfield or airbase (${label} is neither)`);
  if (controlOf(ctx, state, hex) !== side) return new RuleError(rule, `the ${what} airfield ${label} is not ${side}'s`);
  const occ = b.occupant[hex] as number;
  if (occ >= 0 && ctx.sides[occ] !== side) return new RuleError(rule, `enemy units hold ${label}`);
  if (ezoc[hex]) return new RuleError("8.2", `the ${what} airfield ${label} is in an enemy ZOC [${rule}]`);
  return null;
}

export interface AirliftPlan {
  origin: number;
  target: number;
  sp: number;
}

/** Checks an airlift (the caller checked the segment and ownership) [8.5.2, 8.5.2.1, 4.1.3]. */
export function airliftBar(b: Board, side: string, units: readonly string[], to: string, ezoc?: Uint8Array): RuleError | AirliftPlan {
  const { ctx, state } = b;
  if (state.weather === "storm") return new RuleError("4.1.3", "no airlift in a storm turn");
  if (!Array.isArray(units) || units.length === 0) return new RuleError("8.5.2", "name the units to airlift");
  for (const id of units) {
    const bad = unitBar(b, id);
    if (bad) return bad;
  }
  const origin = state.units[units[0] as string]?.hex as number;
  if (units.some((id) => state.units[id]?.hex !== origin)) return new RuleError("6.6", "an airlift mission is one stack that flies together from one hex");
  const z = ezoc ?? computeZoc(b, enemyOf(ctx, side));
  const startBad = fieldBar(b, side, origin, z, "start");
  if (startBad) return startBad;
  const target = ctx.cm.indexOf(String(to));
  if (target < 0) return new RuleError("8.5.2", `no hex ${String(to)}`);
  if (target === origin) return new RuleError("8.5.2", "airlift flies to another airfield or airbase");
  const landBad = fieldBar(b, side, target, z, "landing");
  if (landBad) return landBad;
  const sp = stackSp(ctx, units);
  const left = airliftLeft(ctx, state, side);
  if (sp > left) return new RuleError("8.5.2.1", `${side} may airlift ${left} more SP this segment (the stack is ${sp} SP)`);
  return { origin, target, sp };
}

/**
 * Flies an airlift (checked by `airliftBar`): escort points spent, capacity
 * used, ADF fired; an abort turns the stack back to its start hex, where it
 * moves no more this segment [6.6.1.1]; otherwise the survivors land with half
 * their MA left [8.5.2].
 */
export function applyAirlift(draft: GameState, b: Board, side: string, units: readonly string[], plan: AirliftPlan, escort: number, events: GameEvent[]): void {
  const { ctx } = b;
  const cm = ctx.cm;
  draft.seg.airliftSp = (draft.seg.airliftSp ?? 0) + plan.sp;
  if (escort > 0) spendAirPoints(draft, side, escort, `escorting the airlift of ${units.join(", ")}`, events);
  const home = inFriendlyCountry(ctx, side, plan.target) ? AIRLIFT_HOME_DRM : 0;
  // airMoveAdf adds its `escort` to the roll: the escort's +1 a point [6.2.2] and the home-country +3 [8.5.2] together.
  const outcome = airMoveAdf(draft, b, { side, mission: "airlift", units, origin: plan.origin, target: plan.target, escort: escort + home, extraAtStart: false }, events);
  const from = cm.label(plan.origin);
  const to = cm.label(plan.target);
  if (outcome.abort) {
    for (const id of units) draft.seg.moved[id] = true;
    events.push({ type: "airlift-aborted", side, units: [...units], from, to, sp: plan.sp, rule: "6.6.1.1" });
    return;
  }
  const landed = units.filter((id) => draft.units[id]?.status === "map");
  for (const id of landed) {
    (draft.units[id] as UnitState).hex = plan.target;
    draft.seg.halfMa = { ...draft.seg.halfMa, [id]: true };
  }
  if (landed.length > 0) setEntered(draft, plan.target, side);
  events.push({ type: "airlift", side, units: landed, from, to, sp: plan.sp, escort, homeDrm: home, rule: "8.5.2" });
  if (b.state.mopUp[plan.origin]?.side === side) clearEmptyMarkers(draft, events, true);
}

/**
 * The side's airlifts for the legal-action list: from each friendly airfield
 * it may fly from, each eligible unit alone and all of them together (within
 * the segment's capacity), to every airfield it may land at; without escort
 * (escorted flights are legal too and `apply` accepts them) [8.5.2].
 */
export function airliftOptions(b: Board, side: string, filter?: readonly string[]): Action[] {
  const { ctx, state } = b;
  const out: Action[] = [];
  if (state.weather === "storm") return out;
  const left = airliftLeft(ctx, state, side);
  if (left <= 0) return out;
  const fields = airliftFields(ctx);
  const ezoc = computeZoc(b, enemyOf(ctx, side));
  const landings = fields.filter((h) => !fieldBar(b, side, h, ezoc, "landing"));
  if (landings.length < 2) return out;
  for (const origin of landings) {
    const ids = unitsAt(b, origin).filter((id) => defOf(ctx, id).side === side && (!filter || filter.includes(id)) && !unitBar(b, id));
    if (ids.length === 0) continue;
    const groups = ids.length > 1 ? [...ids.map((id) => [id]), ids] : [ids];
    for (const units of groups) {
      if (stackSp(ctx, units) > left) continue;
      for (const target of landings) if (target !== origin) out.push({ type: "airlift", units, to: ctx.cm.label(target) });
    }
  }
  return out;
}
