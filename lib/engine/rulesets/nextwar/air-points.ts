import { rollDie } from "../../core/dice";
import type { AirState, GameEvent, GameState } from "./types";
import { baseControl, controlOf, enemyOf } from "./board";
import { type Context, contextOf } from "./context";
import { carrierAirPoints } from "./naval-state";

/**
 * Air points [6.1–6.4]: each turn, in the initiative/air/naval phase, each
 * side rolls on the air points chart line for its side and the turn. The
 * roll is modified by the chart's lost-airbase DRM [6.1]; carriers add their
 * air wings [7.3.4]; permanent losses come off the total [6.3]; weather then
 * halves or quarters it for a side
 * without full all-weather capability, rounded up [4.1]. The two sides'
 * points set each side's air superiority level [6.4]. Points are spent on
 * missions [6.2] and whatever is left is lost at the end of the turn.
 */

export const AS_LEVELS = ["supremacy", "superiority", "favourable", "contested", "unfavourable", "denied"] as const;
export type AsLevel = (typeof AS_LEVELS)[number];

export function emptyAir(ctx: Context): AirState {
  const zero = () => Object.fromEntries(ctx.sides.map((s) => [s, 0]));
  const lost = zero();
  for (const l of ctx.bundle.scenario.airWar?.lostAirPoints ?? []) lost[l.side] = (lost[l.side] ?? 0) + l.points;
  const helicopters: AirState["helicopters"] = {};
  for (const id of ctx.helicopterIds) helicopters[id] = { missions: 0, lastStep: -1, rebased: false };
  return { points: zero(), received: zero(), lost, level: {}, helicopters };
}

/** Drafts that already hold their own copy of `air`. */
const ownsAir = new WeakSet<GameState>();

/**
 * A draft's air state to write to: copied on the draft's first write (drafts
 * share it with the state they were cloned from, as with `control`), created
 * for states saved before the air war.
 */
export function airOf(draft: GameState): AirState {
  if (!ownsAir.has(draft)) {
    draft.air = draft.air ? copyAir(draft.air) : emptyAir(contextOf(draft.bundle));
    ownsAir.add(draft);
  }
  return draft.air as AirState;
}

export function copyAir(a: AirState): AirState {
  const helicopters: AirState["helicopters"] = {};
  for (const id in a.helicopters) helicopters[id] = { ...(a.helicopters[id] as AirState["helicopters"][string]) };
  return { points: { ...a.points }, received: { ...a.received }, lost: { ...a.lost }, level: { ...a.level }, helicopters };
}

/** The fraction of its air points a side keeps in this weather [4.1.2, 4.1.3]: limited ½/¼, none ¼/0. */
export function weatherFraction(capability: "full" | "limited" | "none", weather: GameState["weather"]): number {
  if (capability === "full" || weather === "clear" || weather === null) return 1;
  if (weather === "overcast") return capability === "limited" ? 1 / 2 : 1 / 4;
  return capability === "limited" ? 1 / 4 : 0;
}

/** Airbases in a side's own or allied country that the enemy controls: each is the chart's lost-airbase DRM [6.1]. */
export function lostAirbases(ctx: Context, state: GameState, side: string): number {
  let n = 0;
  for (const h of ctx.airbases) if (baseControl(ctx, h) === side && controlOf(ctx, state, h) === enemyOf(ctx, side)) n += 1;
  return n;
}

export interface AirPointRoll {
  /** The chart line's result for the modified roll (null: no line for the side and turn). */
  chart: number | null;
  /** Air points the side's carriers add [7.3.4]. */
  carriers: number;
  drm: number;
  modified: number;
  lost: number;
  fraction: number;
  points: number;
}

/** What a roll gives a side this turn [6.1, 6.3, 4.1]; pure, for the segment and the tests. */
export function airPointsFor(ctx: Context, state: GameState, side: string, roll: number): AirPointRoll {
  const line = ctx.charts.airPoints.find((l) => l.side === side && l.fromTurn <= state.turn && state.turn <= l.toTurn);
  // `|| 0`: no lost airbase gives 0, not −0.
  const drm = (ctx.charts.airPointModifiers?.lostAirbase ?? 0) * lostAirbases(ctx, state, side) || 0;
  const modified = Math.min(9, Math.max(0, roll + drm));
  const lost = state.air?.lost[side] ?? 0;
  const fraction = weatherFraction(ctx.allWeather.get(side) ?? "full", state.weather);
  const carriers = carrierAirPoints(ctx, state, side).points;
  const chart = line ? (line.results[modified] as number) : null;
  // Carriers add to the chart's points; fractions round up [4.1]; the subtraction never goes below zero [6.3].
  return { chart, carriers, drm, modified, lost, fraction, points: Math.ceil(Math.max(0, (chart ?? 0) + carriers - lost) * fraction) };
}

/**
 * A side's air superiority level: own minus enemy points received this turn,
 * each counted as at least 1 [6.3], read on the AS chart — the first line
 * whose minimum difference it reaches [6.4].
 */
export function asLevelOf(ctx: Context, own: number, enemy: number): { level: AsLevel; difference: number } {
  const difference = Math.max(1, own) - Math.max(1, enemy);
  const row = ctx.charts.airSuperiority.find((r) => difference >= r.minDifference);
  return { level: (row?.level ?? "contested") as AsLevel, difference };
}

/** The air-naval segment's air step: roll for each side, then set both AS levels [6.1, 6.4]. */
export function runAirPoints(draft: GameState, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  const air = airOf(draft);
  for (const side of ctx.sides) {
    const hasLine = ctx.charts.airPoints.some((l) => l.side === side && l.fromTurn <= draft.turn && draft.turn <= l.toTurn);
    if (!hasLine) {
      // No roll; carriers still bring their air wings [7.3.4].
      const r = airPointsFor(ctx, draft, side, 0);
      air.points[side] = r.points;
      air.received[side] = r.points;
      events.push({ type: "air-points", side, points: r.points, ...(r.carriers > 0 ? { carriers: r.carriers, lost: r.lost, weather: draft.weather, fraction: r.fraction } : {}), note: "no air points line for this side and turn", rule: "6.1" });
      continue;
    }
    const die = rollDie(draft, events, "6.1", "air-points", { side });
    const r = airPointsFor(ctx, draft, side, die.value);
    air.points[side] = r.points;
    air.received[side] = r.points;
    events.push({
      type: "air-points",
      side,
      roll: die.value,
      ...(die.forced ? { forced: true } : {}),
      drm: r.drm,
      modified: r.modified,
      chart: r.chart,
      ...(r.carriers > 0 ? { carriers: r.carriers, carrierRule: "7.3.4" } : {}),
      lost: r.lost,
      weather: draft.weather,
      fraction: r.fraction,
      points: r.points,
      rule: "6.1",
    });
  }
  const [a, b] = ctx.sides;
  for (const [side, enemy] of [
    [a, b],
    [b, a],
  ] as const) {
    const { level, difference } = asLevelOf(ctx, air.received[side] ?? 0, air.received[enemy] ?? 0);
    air.level[side] = level;
    events.push({ type: "air-superiority", side, level, difference, rule: "6.4" });
  }
}

/** Spends a side's air points on a mission [6.2]; the caller has checked there are enough. */
export function spendAirPoints(draft: GameState, side: string, points: number, mission: string, events: GameEvent[]): void {
  if (points <= 0) return;
  const air = airOf(draft);
  air.points[side] = (air.points[side] ?? 0) - points;
  events.push({ type: "air-points-spent", side, points, mission, left: air.points[side], rule: "6.2" });
}

/** One air point of a side destroyed for good [6.3]: it comes off every later turn's roll. */
export function destroyAirPoint(draft: GameState, side: string, reason: string, rule: string, events: GameEvent[]): void {
  const air = airOf(draft);
  air.lost[side] = (air.lost[side] ?? 0) + 1;
  events.push({ type: "air-points-destroyed", side, points: 1, total: air.lost[side], reason, rule });
}

/** Air points not spent by the reorganisation phase are lost [6.2, SOP reorganisation step 2]. */
export function expireAirPoints(draft: GameState, events: GameEvent[]): void {
  const air = airOf(draft);
  for (const side of Object.keys(air.points).sort()) {
    const left = air.points[side] ?? 0;
    if (left > 0) events.push({ type: "air-points-expired", side, points: left, rule: "6.2" });
    air.points[side] = 0;
  }
}

/**
 * Airbase loss [6.3.1]: when a unit enters an enemy-controlled airbase (not an
 * airfield) in the enemy's country, roll a die: 0–2 destroys one of the
 * enemy's air points for good. Entering is read from the turn's `entered`
 * record, so it is rolled once per side's entry into the hex while it stays
 * enemy-controlled (RULINGS.md).
 */
export function checkAirbaseEntries(before: GameState, draft: GameState, events: GameEvent[]): void {
  if (draft.entered === before.entered) return;
  const ctx = contextOf(draft.bundle);
  for (const h of ctx.airbases) {
    const side = draft.entered[h];
    if (side === undefined || before.entered[h] === side) continue;
    const enemy = enemyOf(ctx, side);
    if (baseControl(ctx, h) !== enemy || controlOf(ctx, draft, h) !== enemy) continue;
    const die = rollDie(draft, events, "6.3.1", "airbase-loss", { hex: ctx.cm.label(h) });
    const destroyed = die.value <= AIRBASE_LOSS_MAX;
    events.push({ type: "airbase-entered", side, hex: ctx.cm.label(h), roll: die.value, destroyed, rule: "6.3.1" });
    if (destroyed) destroyAirPoint(draft, enemy, `${side} entered the airbase at ${ctx.cm.label(h)}`, "6.3.1", events);
  }
}

/** The rulebook prints this roll in the rule itself: 0–2 destroys an air point [6.3.1]. */
export const AIRBASE_LOSS_MAX = 2;
