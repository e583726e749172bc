import type { GameEvent, GameState } from "./rulesets/nextwar/types";
import { advancedSampleBundle } from "./rulesets/nextwar/test-kit";
import { TC_SEA, TC_UNKNOWN } from "./map/compiled-map";
import { buildBoard, enemyOf, sideIndex } from "./rulesets/nextwar/board";
import { contextOf } from "./rulesets/nextwar/context";
import { computeZoc } from "./rulesets/nextwar/zoc";
import { fixedSources, supplyUnitsOf } from "./rulesets/nextwar/advanced/supply-lines";
import { isDetected } from "./rulesets/nextwar/advanced/detection";
import { createPropertyKit } from "./property-kit";

/**
 * The Advanced game's property runs [14–29]: random-bot games of the Advanced
 * sample keep the standard game's invariants and these: supply points never
 * negative [19.3]; a unit the isolation phase marks traces no land line to a
 * source or supreme HQ [19.7.1] (checked by a search of its own, from the
 * unit outwards); HQ combat uses within the rules [18.2] (two a turn at most,
 * one in the strike phase and one in combat); SOF markers neither made nor
 * lost (ready + used + eliminated + unplayed = the counter mix) [20.1.1,
 * 20.4], and every mission on a target its kind allows [20.1.3].
 */

/** Whether a unit of `side` in `from` has a land line, free of enemy units and uncancelled enemy ZOC, to a supply source or its supreme HQ [19.7.1]. */
export function hasIsolationLine(state: GameState, side: string, from: number): boolean {
  const b = buildBoard(state);
  const { ctx } = b;
  const cm = ctx.cm;
  const own = sideIndex(ctx, side);
  const ezoc = computeZoc(b, enemyOf(ctx, side));
  const goals = new Set<number>(fixedSources(b, side).map((s) => s.hex));
  for (const id of supplyUnitsOf(b, side)) goals.add(state.units[id]?.hex ?? -1);
  for (const [hex, ids] of b.at) if (ids.some((id) => ctx.units.get(id)?.supremeHq && ctx.units.get(id)?.side === side)) goals.add(hex);
  const open = (h: number) => {
    const t = cm.terrain[h] as number;
    const occ = b.occupant[h] as number;
    return t !== TC_SEA && t !== TC_UNKNOWN && !(occ >= 0 && occ !== own) && !(ezoc[h] === 1 && occ !== own);
  };
  const seen = new Set<number>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const h = queue.shift() as number;
    if (goals.has(h) && open(h)) return true;
    for (let d = 0; d < 6; d += 1) {
      const nb = cm.neighbours[h * 6 + d] as number;
      if (nb < 0 || seen.has(nb) || !open(nb)) continue;
      seen.add(nb);
      queue.push(nb);
    }
  }
  return false;
}

/** The Advanced invariants of one state (throws naming the broken one). */
export function checkAdvanced(s: GameState): void {
  const adv = s.adv;
  if (!adv) throw new Error("an Advanced game without its Advanced state");
  for (const [side, sp] of Object.entries(adv.supplyPoints)) if (!(sp >= 0)) throw new Error(`${side}: ${sp} supply points [19.3]`);
  for (const [hq, u] of Object.entries(adv.hq)) {
    const kinds = (u.strike ? 1 : 0) + (u.combat ? 1 : 0);
    if (u.used < 0 || u.used > 2 || u.used > kinds || u.lost < 0) throw new Error(`${hq}: HQ uses ${JSON.stringify(u)} break [18.2]`);
  }
  for (const sof of s.bundle.scenario.advanced?.sof ?? []) {
    const p = adv.sof[sof.side];
    const total = p ? p.available + p.used + p.eliminated + p.unplayed : 0;
    if (!p || total !== sof.counterMix || Object.values(p).some((n) => n < 0)) throw new Error(`${sof.side}: SOF markers ${JSON.stringify(p)} do not add up to the counter mix ${sof.counterMix} [20.4]`);
  }
}

/** What one action did that the Advanced invariants look at: the isolation phase's new markers, and the SOF missions' targets. */
export function checkAdvancedStep(before: GameState, after: GameState, events: readonly GameEvent[]): void {
  const ctx = contextOf(after.bundle);
  for (const e of events) {
    if (e.type === "isolation") {
      for (const id of e.isolated as string[]) {
        const d = ctx.units.get(id);
        const u = after.units[id];
        if (!d || !u || u.status !== "map") continue;
        if (hasIsolationLine(after, d.side, u.hex)) throw new Error(`${id} is marked isolated but traces a land line from ${ctx.cm.label(u.hex)} [19.7.1]`);
      }
    }
    if (e.type === "sof-missions") {
      const side = e.side as string;
      // A raid or designation may follow a recon of the same target in the same list [20.1.2, 20.2.2].
      const reconned = new Set<string>();
      const seen = (id: string) => isDetected(before, side, id) || reconned.has(id);
      for (const m of e.missions as { kind: string; target: string }[]) {
        const target = ctx.units.get(m.target);
        if (m.kind === "recon" && (!target || target.side === side || isDetected(before, side, m.target))) throw new Error(`a SOF recon on ${m.target}, not an undetected enemy unit [20.2.2]`);
        if (m.kind === "raid" && target && (target.side === side || !(target.hq || target.supplyUnit || target.helicopter) || !seen(m.target))) throw new Error(`a SOF raid on ${m.target}, which is no detected enemy HQ, depot, MSU or helicopter [20.1.3]`);
        if (m.kind === "targeting" && target && (target.side === side || !seen(m.target))) throw new Error(`a SOF designation on ${m.target}, no detected enemy unit [20.1.3]`);
        if (m.kind === "recon") reconned.add(m.target);
      }
    }
  }
}

/** Total Advanced games across the shards; ENGINE_PROPERTY_GAMES changes it as for the standard runs. */
export const ADVANCED_GAMES = Number(process.env.ENGINE_PROPERTY_GAMES ?? 2000);
export const ADVANCED_SHARDS = 2;

export const advancedKit = createPropertyKit(advancedSampleBundle(), { totalGames: ADVANCED_GAMES, shards: ADVANCED_SHARDS, seedBase: 20261127, extraCheck: checkAdvanced, extraStep: checkAdvancedStep });
