import type { GameEvent, GameState, UnitState } from "../types";
import { contextOf } from "../context";
import { eliminateUnit, loseStep } from "../losses";
import { HQ_USES_A_TURN } from "./hq";
import { advOf, setAdv } from "./state";

/**
 * Hits and damage [27.0, 27.1, 27.1.1, 27.3]: a strike result on a land unit,
 * an HQ, a depot or an MSU. Strike markers accumulate:
 * - units and HQs [27.1]: S1 on nothing → S1; S1 on S1 → S2; S2 on S1 or on
 *   S2, or S1 on S2 → a step lost and the marker removed; X → a step lost and
 *   any marker removed [27.3.3];
 * - depots and MSUs [27.1.1]: S1 on S1 → S2; S2 on nothing or on S1 → S2;
 *   S2 on S2 → removed from the map; S1 on S2 ignored; X → destroyed [27.3.3];
 * - an HQ also loses one combat use for the rest of the turn per strike, and
 *   all of them on X [18.2, 27.3.1, 27.3.3].
 */
export type StrikeResult = "-" | "S1" | "S2" | "X";

/** What a result does to a target's marker: the new marker (0 none), or a step lost, or the counter removed. */
export interface StrikeOutcome {
  marker: 0 | 1 | 2;
  step: boolean;
  removed: boolean;
  /** HQ uses lost: 1 a strike, 2 (all) on X [18.2, 27.3.3]. */
  usesLost: number;
}

/** The accumulation tables of [27.1] and [27.1.1], as a pure function. */
export function strikeOutcome(kind: "unit" | "hq" | "supply", before: 0 | 1 | 2, result: StrikeResult): StrikeOutcome {
  const none: StrikeOutcome = { marker: before, step: false, removed: false, usesLost: 0 };
  if (result === "-") return none;
  if (kind === "supply") {
    if (result === "X") return { marker: 0, step: false, removed: true, usesLost: 0 };
    if (before === 2) return result === "S2" ? { marker: 0, step: false, removed: true, usesLost: 0 } : none;
    return { ...none, marker: result === "S2" || before === 1 ? 2 : 1 };
  }
  const usesLost = kind === "hq" ? (result === "X" ? 2 : 1) : 0;
  if (result === "X") return { marker: 0, step: true, removed: false, usesLost };
  if (before === 0) return { marker: result === "S1" ? 1 : 2, step: false, removed: false, usesLost };
  if (before === 1 && result === "S1") return { marker: 2, step: false, removed: false, usesLost };
  return { marker: 0, step: true, removed: false, usesLost };
}

/** The kind of target a unit is, for the strike table and the damage rules [18.2.2, 27.1, 27.1.1]. */
export function targetKind(state: GameState, id: string): "unit" | "hq" | "supply" {
  const d = contextOf(state.bundle).units.get(id);
  return d?.supplyUnit ? "supply" : d?.hq ? "hq" : "unit";
}

/** Applies a strike result to a unit, HQ, depot or MSU on the map [27.1, 27.1.1, 27.3]. */
export function applyStrike(draft: GameState, target: string, result: StrikeResult, events: GameEvent[]): StrikeOutcome {
  const kind = targetKind(draft, target);
  const adv = advOf(draft);
  const before = adv.strikes[target] ?? 0;
  const out = strikeOutcome(kind, before, result);
  const rule = result === "X" ? "27.3.3" : kind === "supply" ? "27.1.1" : "27.1";
  if (result === "-") {
    events.push({ type: "strike-result", unit: target, result, marker: before, rule });
    return out;
  }
  const strikes = { ...adv.strikes };
  if (out.marker === 0 || out.removed) delete strikes[target];
  else strikes[target] = out.marker;
  setAdv(draft, { strikes });
  if (out.usesLost > 0) loseHqUses(draft, target, out.usesLost);
  events.push({ type: "strike-result", unit: target, result, marker: out.removed ? 0 : out.marker, ...(out.usesLost > 0 ? { usesLost: out.usesLost } : {}), rule });
  if (out.step) loseStep(draft, target, rule, `strike result ${result}`, events);
  if (out.removed) eliminateUnit(draft, target, rule, result === "X" ? "destroyed by a strike" : "a strike 2 on its strike 2 marker", events);
  // A unit gone from the map keeps no marker.
  if ((draft.units[target] as UnitState).status !== "map" && advOf(draft).strikes[target] !== undefined) {
    const rest = { ...advOf(draft).strikes };
    delete rest[target];
    setAdv(draft, { strikes: rest });
  }
  return out;
}

/** An HQ loses combat uses for the rest of the turn [18.2, 27.3.1, 27.3.3]: only uses it still had, so spent + lost never passes the turn's two. */
export function loseHqUses(draft: GameState, hqId: string, n: number): void {
  const adv = advOf(draft);
  const cur = adv.hq[hqId] ?? { used: 0, lost: 0 };
  const lost = Math.min(HQ_USES_A_TURN - cur.used, cur.lost + n);
  if (lost === cur.lost) return;
  setAdv(draft, { hq: { ...adv.hq, [hqId]: { ...cur, lost } } });
}
