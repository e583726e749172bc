import { rollDie } from "../../core/dice";
import type { GameEvent, GameState, HelicopterState, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { F_AIRBASE, F_AIRFIELD, F_CITY, F_HARDENED_AIRBASE, F_MAJOR_CITY, TC_SEA } from "../../map/compiled-map";
import { fireAdf } from "./adf";
import { airOf, spendAirPoints } from "./air-points";
import { type Board, buildBoard, controlOf, defOf, enemyOf } from "./board";
import { type Context, type UnitDef, contextOf } from "./context";
import { loseStep } from "./losses";
import { amphNow } from "./amph-face";

/**
 * Attack helicopters [6.5]: based in airbases (3 each), airfields, cities and
 * major cities (1 each) [6.5.1.1], or a USMC helicopter on a friendly AMPH
 * [6.5.5]; two missions a turn, one per segment [6.5.2] (one in overcast,
 * none in storm but rebasing [4.1]); a rebase of up to twice the range in a
 * friendly movement segment ends the turn's flying [6.5.1.2]; a captured base
 * means a roll on the loss table and a forced rebase [6.5.4]; lost steps and
 * destroyed helicopters never come back [6.5.4].
 *
 * A helicopter in a hex is on the map (status "map") but is no ground unit:
 * it neither stacks, nor has a ZOC, nor holds the hex. One on an AMPH is off
 * the map with `at` "amph:<id>".
 */

export const AMPH_BASE = "amph:";
/** Basing limits [6.5.1.1]. */
export const AIRBASE_LIMIT = 3;
export const OTHER_BASE_LIMIT = 1;

/** Helicopters a hex can base: 3 in an airbase, 1 in an airfield, city or major city, else none [6.5.1, 6.5.1.1]. */
export function baseLimit(ctx: Context, hex: number): number {
  const cm = ctx.cm;
  if (hex < 0 || cm.terrain[hex] === TC_SEA) return 0;
  if (cm.has(hex, F_AIRBASE | F_HARDENED_AIRBASE)) return AIRBASE_LIMIT;
  return cm.has(hex, F_AIRFIELD | F_CITY | F_MAJOR_CITY) ? OTHER_BASE_LIMIT : 0;
}

const FRESH: HelicopterState = { missions: 0, lastStep: -1, rebased: false };

export function heliState(state: GameState, id: string): HelicopterState {
  return state.air?.helicopters[id] ?? FRESH;
}

/** A draft's record for a helicopter, created when missing. */
function heliDraft(draft: GameState, id: string): HelicopterState {
  const air = airOf(draft);
  air.helicopters[id] ??= { ...FRESH };
  return air.helicopters[id] as HelicopterState;
}

export interface HeliBase {
  /** The base hex, or the AMPH's hex; -1 when the AMPH is in a sea or coastal box. */
  hex: number;
  amph: string | null;
}

function amphHex(ctx: Context, state: GameState, amph: string): number {
  const u = state.units[amph];
  if (!u) return -1;
  if (u.status === "map") return u.hex;
  return u.status === "offmap" && u.at !== undefined && /^[0-9]+$/.test(u.at) ? ctx.cm.indexOf(u.at) : -1;
}

/** Where a helicopter is based, or null when it is not in play. */
export function baseOf(ctx: Context, state: GameState, id: string): HeliBase | null {
  const u = state.units[id];
  if (!u || u.steps <= 0) return null;
  if (u.status === "map") return { hex: u.hex, amph: null };
  if (u.status === "offmap" && u.at?.startsWith(AMPH_BASE)) {
    const amph = u.at.slice(AMPH_BASE.length);
    return { hex: amphHex(ctx, state, amph), amph };
  }
  return null;
}

/** Helicopters based in a land hex. */
export function basedAt(ctx: Context, state: GameState, hex: number): string[] {
  return ctx.helicopterIds.filter((id) => {
    const u = state.units[id] as UnitState;
    return u.status === "map" && u.hex === hex;
  });
}

/** USMC helicopters on an AMPH [6.5.5]. */
function onAmph(ctx: Context, state: GameState, amph: string): string[] {
  return ctx.helicopterIds.filter((id) => state.units[id]?.status === "offmap" && state.units[id]?.at === AMPH_BASE + amph);
}

/** Missions a helicopter may fly a turn: 2, 1 in overcast, none in storm [6.5.2, 4.1.2, 4.1.3]. */
export function missionsPerTurn(weather: GameState["weather"]): number {
  return weather === "storm" ? 0 : weather === "overcast" ? 1 : 2;
}

/** Combat support of a helicopter on the side now showing [2.4.2]; 0 once destroyed. */
export function heliCs(ctx: Context, state: GameState, id: string): number {
  const d = defOf(ctx, id);
  const u = state.units[id] as UnitState;
  if (u.steps <= 0) return 0;
  return d.maxSteps > 1 && u.steps < d.maxSteps ? d.reducedCs : d.cs;
}

/** Why a helicopter cannot fly a combat support mission against `target` now, or null [6.5.2, 6.5.3, 6.5.5]. */
export function missionBar(b: Board, id: string, side: string, target: number): RuleError | null {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  if (!d || !d.helicopter) return new RuleError("6.5.3", `${id} is not an attack helicopter`);
  if (d.side !== side) return new RuleError("6.5.3", `${id} is not ${side}'s helicopter`);
  const base = baseOf(ctx, state, id);
  if (!base) return new RuleError("6.5.3", `${id} is not in play`);
  if (base.hex < 0) return new RuleError("6.5.5", `${id} flies missions only while its AMPH is in a sea or port hex, not in a box`);
  const h = heliState(state, id);
  if (h.mustRebase !== undefined) return new RuleError("6.5.1.2", `${id} must rebase before it flies again (overstacked by a forced rebase)`);
  if (h.rebased) return new RuleError("6.5.1.2", `${id} rebased this turn and flies no more missions`);
  const max = missionsPerTurn(state.weather);
  if (max === 0) return new RuleError("4.1.3", "helicopters fly no missions in a storm (rebasing only)");
  if (h.missions >= max) return new RuleError(state.weather === "overcast" ? "4.1.2" : "6.5.2", `${id} has flown its ${max} mission${max === 1 ? "" : "s"} this turn`);
  if (h.lastStep === state.step) return new RuleError("6.5.2", `${id} has already flown a mission in this segment`);
  const dist = ctx.cm.distance(base.hex, target);
  if (dist > d.range) return new RuleError("6.5.3", `${id} is ${dist} hexes from ${ctx.cm.label(target)}, beyond its range ${d.range}`);
  return null;
}

/** `side`'s helicopters that could support a combat at `target` now, by id [6.5.3]. */
export function supportCandidates(b: Board, side: string, target: number): string[] {
  return b.ctx.helicopterIds.filter((id) => missionBar(b, id, side, target) === null);
}

/** Marks a mission flown this segment [6.5.2]. */
export function flyMission(draft: GameState, id: string): void {
  const h = heliDraft(draft, id);
  h.missions += 1;
  h.lastStep = draft.step;
}

export type RebaseTarget = { hex: number; amph: string | null };

/**
 * Whether a helicopter may rebase to `to` (a hex label or a friendly AMPH's
 * id): a friendly base free of enemy units, with room, within twice its
 * range [6.5.1, 6.5.1.1, 6.5.1.2, 6.5.5]. A forced rebase may overstack.
 */
export function rebaseBar(b: Board, id: string, to: string, forced = false): RuleError | RebaseTarget {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  if (!d || !d.helicopter) return new RuleError("6.5.1.2", `${id} is not an attack helicopter`);
  const base = baseOf(ctx, state, id);
  if (!base) return new RuleError("6.5.1.2", `${id} is not in play`);
  if (base.hex < 0) return new RuleError("6.5.5", `${id} cannot fly while its AMPH is in a box`);
  let target: RebaseTarget;
  if (/^[0-9]+$/.test(to)) {
    const hex = ctx.cm.indexOf(to);
    if (hex < 0) return new RuleError("6.5.1.2", `no hex ${to}`);
    if (baseLimit(ctx, hex) === 0) return new RuleError("6.5.1", `${to} is no airbase, airfield, city or major city`);
    if (controlOf(ctx, state, hex) !== d.side) return new RuleError("6.5.1", `${to} is not controlled by ${d.side}`);
    if (b.occupant[hex] === ctx.sides.indexOf(enemyOf(ctx, d.side))) return new RuleError("6.5.1", `${to} holds enemy units`);
    if (!forced && basedAt(ctx, state, hex).filter((x) => x !== id).length >= baseLimit(ctx, hex)) {
      return new RuleError("6.5.1.1", `${to} already bases ${baseLimit(ctx, hex)} helicopter${baseLimit(ctx, hex) === 1 ? "" : "s"}`);
    }
    target = { hex, amph: null };
  } else {
    const a = ctx.units.get(to);
    if (!a || !a.amph) return new RuleError("6.5.1.2", `${to} is neither a hex nor an AMPH`);
    if (!amphNow(ctx, state, to)) return new RuleError("7.3.2.1", `${to} has flipped to its SAG side for good and bases no helicopter`);
    if (!d.usmc) return new RuleError("6.5.5", `only USMC helicopters base on an AMPH`);
    if (a.side !== d.side) return new RuleError("6.5.5", `${to} is not a friendly AMPH`);
    const hex = amphHex(ctx, state, to);
    if (hex < 0) return new RuleError("6.5.5", `${to} is not in a sea or port hex`);
    if (onAmph(ctx, state, to).some((x) => x !== id)) return new RuleError("6.5.5", `${to} already carries a USMC helicopter`);
    target = { hex, amph: to };
  }
  if (target.amph === base.amph && target.hex === base.hex) return new RuleError("6.5.1.2", `${id} is already based there`);
  const dist = ctx.cm.distance(base.hex, target.hex);
  if (dist > 2 * d.range) return new RuleError("6.5.1.2", `${to} is ${dist} hexes away; a rebase goes at most twice the range (${2 * d.range})`);
  return target;
}

/** Every legal voluntary rebase target of a helicopter, as `to` strings (hex labels, AMPH ids). */
export function rebaseTargets(b: Board, id: string): string[] {
  const { ctx } = b;
  const out: string[] = [];
  const base = baseOf(ctx, b.state, id);
  const d = ctx.units.get(id);
  if (!base || base.hex < 0 || !d) return out;
  for (const h of ctx.heliBases) {
    if (ctx.cm.distance(base.hex, h) > 2 * d.range) continue;
    const label = ctx.cm.label(h);
    if (!(rebaseBar(b, id, label) instanceof RuleError)) out.push(label);
  }
  if (d.usmc) for (const a of ctx.unitIds) if (amphNow(ctx, b.state, a) && !(rebaseBar(b, id, a) instanceof RuleError)) out.push(a);
  return out;
}

/** Why a helicopter cannot rebase by choice now (before the target is judged), or null [6.5.1.2]. */
export function voluntaryRebaseBar(state: GameState, id: string): RuleError | null {
  const h = heliState(state, id);
  if (h.rebased) return new RuleError("6.5.1.2", `${id} has already rebased this turn`);
  if (h.missions > 0) return new RuleError("6.5.1.2", `${id} has flown a mission this turn; a helicopter that rebases flies no other mission that turn`);
  return null;
}

function place(draft: GameState, id: string, t: RebaseTarget): void {
  const u = draft.units[id] as UnitState;
  if (t.amph) Object.assign(u, { status: "offmap", hex: -1, at: AMPH_BASE + t.amph });
  else {
    u.status = "map";
    u.hex = t.hex;
    delete u.at;
  }
}

/**
 * Flies a rebase: escort points spent, ADF fired (abort: it stays; `*`: a
 * step) [6.2.2, 6.6.1.1], then it lands and flies no more this turn
 * [6.5.1.2]. `forced` rebases ignore abort results (the base is gone) and may
 * overstack, leaving the helicopter to rebase again next turn.
 */
export function flyRebase(draft: GameState, id: string, target: RebaseTarget, escort: number, events: GameEvent[], forced = false): void {
  const b = buildBoard(draft);
  const ctx = b.ctx;
  const d = defOf(ctx, id);
  const from = baseOf(ctx, draft, id) as HeliBase;
  const label = (t: { hex: number; amph: string | null }) => t.amph ?? ctx.cm.label(t.hex);
  spendAirPoints(draft, d.side, escort, `escorting ${id}'s rebase`, events);
  const adf = fireAdf(draft, b, { side: d.side, mission: forced ? "forced rebase" : "rebase", unit: id, drm: escort, origin: from.hex, target: target.hex, strength: heliCs(ctx, draft, id) }, events);
  const h = heliDraft(draft, id);
  h.rebased = true;
  if (adf.star) loseStep(draft, id, "6.6.1.1", "ADF against its rebase", events);
  if ((draft.units[id] as UnitState).steps <= 0) return;
  if (adf.abort && !forced) {
    events.push({ type: "rebase-aborted", unit: id, at: label(from), rule: "6.6.1.1" });
    return;
  }
  place(draft, id, target);
  const over = !target.amph && basedAt(ctx, draft, target.hex).length > baseLimit(ctx, target.hex);
  if (over) h.mustRebase = draft.turn;
  else delete h.mustRebase;
  events.push({ type: "rebase", unit: id, from: label(from), to: label(target), ...(forced ? { forced: true } : {}), ...(over ? { overstacked: true } : {}), rule: "6.5.1.2" });
}

/** Ground units by id, per context: the capture check scans them after every action. */
const groundIds = new WeakMap<Context, string[]>();

/**
 * Helicopters whose base the enemy has taken — controls it, or has a ground
 * unit in it [6.5.1.2, 6.5.4] — or null. It runs after every action, so it
 * looks for enemy units only where it must: a base is friendly-controlled
 * (else it is taken already), so an enemy unit can be in it only after
 * entering it this turn, which `entered` records [8.4] — or after arriving
 * there as a reinforcement, which `everywhere` (set after the flow has run)
 * covers.
 */
function takenBases(ctx: Context, state: GameState, everywhere: boolean): Set<string> | null {
  let taken: Set<string> | null = null;
  for (const id of ctx.helicopterIds) {
    const u = state.units[id] as UnitState;
    if (u.status !== "map") continue;
    const enemy = enemyOf(ctx, (ctx.units.get(id) as UnitDef).side);
    if (controlOf(ctx, state, u.hex) === enemy || ((everywhere || state.entered[u.hex] === enemy) && enemyUnitIn(ctx, state, enemy, u.hex))) (taken ??= new Set()).add(id);
  }
  return taken;
}

function enemyUnitIn(ctx: Context, state: GameState, enemy: string, hex: number): boolean {
  let ids = groundIds.get(ctx);
  if (!ids) {
    ids = ctx.unitIds.filter((id) => ctx.units.get(id)?.ground);
    groundIds.set(ctx, ids);
  }
  for (const id of ids) {
    const u = state.units[id] as UnitState;
    if (u.hex === hex && u.status === "map" && (ctx.units.get(id) as UnitDef).side === enemy) return true;
  }
  return false;
}

/**
 * After every action (`everywhere`: when the flow has run and may have placed
 * reinforcements): helicopters whose base the enemy has taken roll on the
 * loss table and rebase at once, whatever they have flown [6.5.4, 6.5.1.2]:
 * to the nearest friendly base within twice their range with room, else the
 * nearest one at all (overstacked, to rebase again next turn); with none in
 * reach they are removed (RULINGS.md).
 */
export function checkHelicopterBases(draft: GameState, events: GameEvent[], everywhere = true): void {
  const ctx = contextOf(draft.bundle);
  const taken = takenBases(ctx, draft, everywhere);
  if (!taken) return;
  for (const id of ctx.helicopterIds) {
    if (!taken.has(id) || (draft.units[id] as UnitState).status !== "map") continue;
    const at = ctx.cm.label((draft.units[id] as UnitState).hex);
    const table = ctx.charts.helicopterLosses;
    if (table) {
      const die = rollDie(draft, events, "6.5.4", "helicopter-loss", { unit: id });
      const result = table[die.value] as string;
      events.push({ type: "helicopter-loss", unit: id, hex: at, roll: die.value, result, rule: "6.5.4" });
      if (result === "step-loss") loseStep(draft, id, "6.5.4", `base ${at} captured`, events);
      else if (result === "eliminated") while ((draft.units[id] as UnitState).steps > 0) loseStep(draft, id, "6.5.4", `base ${at} captured`, events);
    } else events.push({ type: "helicopter-loss", unit: id, hex: at, result: "none", note: "the game has no helicopter loss table", rule: "6.5.4" });
    if ((draft.units[id] as UnitState).steps <= 0) continue;
    const target = forcedTarget(buildBoard(draft), id);
    if (!target) {
      events.push({ type: "helicopter-removed", unit: id, hex: at, why: "no friendly base within twice its range", rule: "6.5.1.2" });
      while ((draft.units[id] as UnitState).steps > 0) loseStep(draft, id, "6.5.1.2", "no base to rebase to", events);
      continue;
    }
    flyRebase(draft, id, target, 0, events, true);
  }
}

function forcedTarget(b: Board, id: string): RebaseTarget | null {
  const { ctx, state } = b;
  const from = (state.units[id] as UnitState).hex;
  let best: { hex: number; room: boolean; dist: number } | null = null;
  for (const h of ctx.heliBases) {
    if (h === from) continue;
    const ok = rebaseBar(b, id, ctx.cm.label(h), true);
    if (ok instanceof RuleError) continue;
    const room = basedAt(ctx, state, h).length < baseLimit(ctx, h);
    const dist = ctx.cm.distance(from, h);
    if (!best || (room && !best.room) || (room === best.room && dist < best.dist)) best = { hex: h, room, dist };
  }
  return best ? { hex: best.hex, amph: null } : null;
}

/**
 * The reorganisation phase turns every helicopter back to "not flown"
 * [6.5.2]; one that was left overstacked by a forced rebase and has not
 * rebased since is removed if its base is still over the limit [6.5.1.2].
 */
export function readyHelicopters(draft: GameState, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  for (const id of ctx.helicopterIds) {
    const h = heliDraft(draft, id);
    h.missions = 0;
    h.lastStep = -1;
    h.rebased = false;
    if (h.mustRebase === undefined || h.mustRebase >= draft.turn) continue;
    const u = draft.units[id] as UnitState;
    if (u.status === "map" && basedAt(ctx, draft, u.hex).length > baseLimit(ctx, u.hex)) {
      events.push({ type: "helicopter-removed", unit: id, hex: ctx.cm.label(u.hex), why: "did not rebase out of an overstacked base", rule: "6.5.1.2" });
      while (u.steps > 0) loseStep(draft, id, "6.5.1.2", "did not rebase out of an overstacked base", events);
    }
    delete h.mustRebase;
  }
  if (ctx.helicopterIds.length > 0) events.push({ type: "helicopters-ready", rule: "6.5.2" });
}
