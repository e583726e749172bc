import type { Action, GameEvent, GameState } from "../types";
import { rollDie } from "../../../core/dice";
import { RuleError } from "../../../core/errors";
import { type Board, buildBoard } from "../board";
import { contextOf, type Context } from "../context";
import { advOf, setAdv } from "./state";

/**
 * Electronic detection [21.3]: in its detection segment a side makes up to
 * the scenario's attempts a turn (`advanced.electronicDetection`), each on
 * an enemy HQ on the map — never the supreme HQ — and may try one HQ again
 * after a miss. A roll on `charts.advanced.electronicDetection` reading "D"
 * puts a detection marker on it until the reorganisation phase. A storm
 * takes one attempt off each nation of the side [21.3.1] (ruling: the
 * nations of the side with units in the scenario; RULINGS-advanced.md
 * "Detection [21]").
 */

/** The nations of a side: those of its units in the scenario [21.3.1]. */
function nationsOf(ctx: Context, side: string): number {
  const nations = new Set<string>();
  for (const d of ctx.units.values()) if (d.side === side) nations.add(d.nation);
  return nations.size;
}

/** The side's electronic detection attempts this turn, a storm's loss taken [21.3, 21.3.1]. */
export function detectAttempts(state: GameState, side: string): number {
  const ctx = contextOf(state.bundle);
  const base = state.bundle.scenario.advanced?.electronicDetection?.find((e) => e.side === side)?.attempts ?? 0;
  const storm = state.weather === "storm" ? nationsOf(ctx, side) : 0;
  return Math.max(0, base - storm);
}

/** Attempts left this turn [21.3]. */
export function detectAttemptsLeft(state: GameState, side: string): number {
  return Math.max(0, detectAttempts(state, side) - (state.adv?.ewTries[side] ?? 0));
}

/** Why an enemy unit is no target for `side`'s electronic detection, or null [21.3]. */
export function detectTargetBar(b: Board, side: string, target: string): RuleError | null {
  const def = b.ctx.units.get(target);
  const u = b.state.units[target];
  if (!def || !u) return new RuleError("21.3", `no unit ${target}`);
  if (def.side === side) return new RuleError("21.3", `${target} is not an enemy unit`);
  if (!def.hq) return new RuleError("21.3", `electronic detection finds HQs only (${target} is not one)`);
  if (def.supremeHq) return new RuleError("21.3", "the supreme HQ cannot be the target of electronic detection");
  if (u.status !== "map" || u.hex < 0) return new RuleError("21.3", `${target} is not on the map`);
  if (b.state.adv?.detected[target]) return new RuleError("21.3", `${target} is already under a detection marker`);
  return null;
}

/** Enemy HQs `side` may try to detect now [21.3]. */
export function detectTargets(b: Board, side: string): string[] {
  return b.ctx.unitIds.filter((id) => !detectTargetBar(b, side, id));
}

/** Why `side` may make no electronic detection attempt now, or null [21.3]. */
export function detectBar(state: GameState, side: string, kind: string): RuleError | null {
  if (kind !== "detect") return new RuleError("21.3", "electronic detection is made in the side's electronic detection segment");
  if (detectAttemptsLeft(state, side) <= 0) return new RuleError("21.3", `${side} has no electronic detection attempt left this turn${state.weather === "storm" ? " (a storm takes one a nation [21.3.1])" : ""}`);
  return null;
}

/** One attempt [21.3]: the roll, and a detection marker on "D". */
export function applyDetect(draft: GameState, side: string, target: string, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  const adv = advOf(draft);
  setAdv(draft, { ewTries: { ...adv.ewTries, [side]: (adv.ewTries[side] ?? 0) + 1 } });
  const die = rollDie(draft, events, "21.3", "electronic-detection", { side, target });
  const table = ctx.charts.advanced?.electronicDetection;
  const result = table?.[die.value] ?? "-";
  events.push({ type: "electronic-detection", side, target, roll: die.value, ...(die.forced ? { forced: true } : {}), result, left: detectAttemptsLeft(draft, side), rule: "21.3" });
  if (result === "D") setAdv(draft, { detected: { ...advOf(draft).detected, [target]: true } });
}

/** The detect segment has nothing to do: no attempt left or no enemy HQ to try [21.3]. */
export function skipDetect(draft: GameState, side: string): boolean {
  return detectAttemptsLeft(draft, side) <= 0 || detectTargets(buildBoard(draft), side).length === 0;
}

/** One `detect` action a target (advanced/legal.ts) [21.3]. */
export function detectOptions(b: Board, side: string): Action[] {
  if (detectAttemptsLeft(b.state, side) <= 0) return [];
  return detectTargets(b, side).map((target) => ({ type: "detect", target }));
}
