import { RuleError } from "../../../core/errors";
import { rollDie } from "../../../core/dice";
import { type Board, buildBoard, defOf, enemyOf } from "../board";
import type { Context } from "../context";
import type { Action, GameEvent, GameState } from "../types";
import { type StrikeResult, applyStrike, targetKind } from "./damage";
import { isDetected } from "./detection";
import { hqUseBar, spendHqUse } from "./hq";
import { advOf } from "./state";

/**
 * HQ support attacks [18.2.2]: in its side's strike segment an HQ with a use
 * left attacks ONE detected [21.0] enemy land unit, HQ or depot/MSU within
 * its range (the supreme HQ: its wide range, printed as its range [18.3.1]),
 * on the Advanced strike table's line for the target. DRMs: +1 when the HQ
 * is reduced [18.2.2, 18.4]; the target's designation marker, −1 or −2, for
 * the side that placed it [20.2.3]. One attack an HQ a phase [18.2.2].
 *
 * The rulebook writes DRMs so that minus helps the attacker; the strike
 * table (charts.advanced.strike) is read with high rolls good for the
 * attacker, as the starter table and the schema's example are, so the
 * modified roll is the die MINUS the DRMs (RULINGS-advanced.md, "Damage").
 */

export interface StrikeDrm {
  value: number;
  text: string;
  rule: string;
}

export interface HqAttackPlan {
  hq: string;
  target: string;
  kind: "unit" | "hq" | "supply";
  drms: StrikeDrm[];
}

/** How far an HQ's support attack reaches, in hexes [15.2.5, 18.2.2, 18.3.1]. */
export function strikeRange(ctx: Context, hqId: string): number {
  return defOf(ctx, hqId).range;
}

/** The DRMs of a strike on a target [18.2.2, 20.2.3], in the rulebook's sign. */
export function strikeDrms(state: GameState, ctx: Context, hqId: string, target: string, side: string): StrikeDrm[] {
  const out: StrikeDrm[] = [];
  const d = defOf(ctx, hqId);
  const u = state.units[hqId];
  if (u && d.maxSteps > 1 && u.steps < d.maxSteps) out.push({ value: 1, text: `${hqId} is reduced`, rule: "18.2.2" });
  const t = advOf(state).targeted[target];
  if (t && t.side === side && t.drm !== 0) out.push({ value: t.drm, text: `${target} is designated (Target ${t.drm})`, rule: "20.2.3" });
  return out;
}

export function checkHqAttack(b: Board, side: string, hqId: string, target: string): RuleError | HqAttackPlan {
  const { ctx, state } = b;
  const h = ctx.units.get(String(hqId));
  if (!h || !h.hq) return new RuleError("18.2.2", `${String(hqId)} is not an HQ`);
  if (h.side !== side) return new RuleError("18.2.2", `${hqId} is not ${side}'s`);
  const bar = hqUseBar(state, hqId, "strike");
  if (bar) return bar;
  const t = ctx.units.get(String(target));
  const tu = state.units[String(target)];
  if (!t || !tu) return new RuleError("18.2.2", `no unit ${String(target)}`);
  if (t.side !== enemyOf(ctx, side)) return new RuleError("18.2.2", `${target} is not an enemy unit`);
  if (!t.ground || tu.status !== "map" || tu.hex < 0) return new RuleError("18.2.2", `${target} is not an enemy land unit, HQ or depot/MSU on the map`);
  const hqHex = state.units[hqId]?.hex as number;
  const range = strikeRange(ctx, hqId);
  const dist = ctx.cm.distance(hqHex, tu.hex);
  if (dist > range) return new RuleError("18.2.2", `${target} is ${dist} hexes from ${hqId}, beyond its range of ${range}`);
  if (!isDetected(state, side, target, b)) return new RuleError("18.2.2", `${target} is not detected [21.0]`);
  if (!ctx.charts.advanced?.strike.some((r) => r.target === targetKind(state, target))) return new RuleError("18.2.2", `the Advanced strike table has no line for a ${targetKind(state, target)} target`);
  return { hq: hqId, target, kind: targetKind(state, target), drms: strikeDrms(state, ctx, hqId, target, side) };
}

/** Rolls the attack and applies its result [18.2.2, 27.1]. */
export function resolveHqAttack(draft: GameState, ctx: Context, plan: HqAttackPlan, side: string, events: GameEvent[]): void {
  spendHqUse(draft, plan.hq, "strike", events);
  const row = ctx.charts.advanced?.strike.find((r) => r.target === plan.kind);
  if (!row) throw new RuleError("18.2.2", `the Advanced strike table has no line for a ${plan.kind} target`);
  const die = rollDie(draft, events, "18.2.2", "hq-attack", { side, unit: plan.hq });
  const drm = plan.drms.reduce((n, x) => n + x.value, 0);
  // High rolls are the attacker's: a rulebook DRM of +1 lowers the roll read (see above).
  const modified = Math.min(9, Math.max(0, die.value - drm));
  const result = row.results[modified] as StrikeResult;
  events.push({
    type: "hq-attack",
    side,
    hq: plan.hq,
    target: plan.target,
    kind: plan.kind,
    roll: die.value,
    ...(die.forced ? { forced: true } : {}),
    drm,
    drms: plan.drms.map((x) => `${x.text}: ${x.value > 0 ? "+" : ""}${x.value} [${x.rule}]`),
    modified,
    result,
    rule: "18.2.2",
  });
  applyStrike(draft, plan.target, result, events);
}

/** Every legal `hq-attack` of a side now [18.2.2]. */
export function strikeOptions(b: Board, side: string): Action[] {
  const { ctx, state } = b;
  const out: Action[] = [];
  const enemy = enemyOf(ctx, side);
  const hqs = ctx.unitIds.filter((id) => {
    const d = ctx.units.get(id);
    return d?.hq && d.side === side && hqUseBar(state, id, "strike") === null;
  });
  if (hqs.length === 0) return out;
  for (const hq of hqs) {
    for (const [, ids] of b.at) {
      for (const target of ids) {
        if (defOf(ctx, target).side !== enemy) continue;
        if (!(checkHqAttack(b, side, hq, target) instanceof RuleError)) out.push({ type: "hq-attack", hq, target });
      }
    }
  }
  return out;
}

/** Whether a side's strike segment has nothing to do (segments-skip.ts): no HQ may attack anything [18.2.2]. */
export function skipStrike(draft: GameState, side: string): boolean {
  return strikeOptions(buildBoard(draft), side).length === 0;
}
