import type { GameState } from "@/lib/engine";
import { contextOf } from "@/lib/engine/rulesets/nextwar/context";
import type { AdvancedCharts } from "@/lib/model/advanced";
import { type AdvancedHqView, type AdvancedUnitView, type AdvancedView, advancedView, type SupplyStateName } from "@/lib/engine/rulesets/nextwar/advanced/view";

/**
 * What the hex playtest shows of the Advanced game [14–29], from the view
 * model (nextwar/advanced/view.ts) in the studio's terms: the badges on the
 * counters, the lines and rings on the board, the supply list, the record
 * track's counts and an HQ's support choices. Pure, no React.
 */

export type { AdvancedHqView, AdvancedUnitView, AdvancedView, SupplyStateName };

/** The markers a counter carries in the Advanced game, as the board draws them. */
export interface CounterAdvanced {
  /** A supply marker's badge: OOS out of supply [19.5], ISO isolated [19.7], EMG emergency supply [19.6]; absent in supply. */
  badge?: "OOS" | "ISO" | "EMG";
  supplyUnit?: "depot" | "msu";
  strike?: 1 | 2;
  detected?: true;
  /** The designation marker's DRM [20.2.3]. */
  targeted?: number;
  /** An HQ's combat uses left this turn [18.2]. */
  usesLeft?: number;
}

const BADGE: Record<SupplyStateName, CounterAdvanced["badge"]> = { "in-supply": undefined, "out-of-supply": "OOS", isolated: "ISO", emergency: "EMG" };

export const SUPPLY_WORDS: Record<SupplyStateName, string> = { "in-supply": "In supply", "out-of-supply": "Out of supply", isolated: "Isolated", emergency: "Emergency supply" };

/** The badge of a supply state; none in supply. */
export function supplyBadge(s: SupplyStateName): CounterAdvanced["badge"] {
  return BADGE[s];
}

/** Each counter's Advanced markers by unit id; empty for a standard game. Markers are on the table for both players [19.5–19.7, 27.3]. */
export function counterMarks(state: GameState): Map<string, CounterAdvanced> {
  const v = advancedView(state, null);
  const out = new Map<string, CounterAdvanced>();
  if (!v) return out;
  const hqs = new Map(v.hqs.map((h) => [h.id, h]));
  for (const u of Object.values(v.units)) {
    const m: CounterAdvanced = {};
    const badge = BADGE[u.supply];
    if (badge) m.badge = badge;
    if (u.supplyUnit) m.supplyUnit = u.supplyUnit;
    if (u.strike) m.strike = u.strike;
    if (u.detected) m.detected = true;
    if (u.targeted) m.targeted = u.targeted.drm;
    const hq = hqs.get(u.id);
    if (hq) m.usesLeft = hq.usesLeft;
    if (Object.keys(m).length > 0) out.set(u.id, m);
  }
  return out;
}

/** The supply line to draw when the pointer is on a hex: the first of the viewer's units there with a traced line [19.2]. */
export function hoverSupplyLine(view: AdvancedView | null, unitsHere: readonly { id: string }[]): string[] | null {
  if (!view) return null;
  for (const c of unitsHere) {
    const line = view.units[c.id]?.line;
    if (line && line.length > 0) return line;
  }
  return null;
}

/** The HQ among the counters of a hex (the first), with its range and uses, for the ring on the board [18.2.1]. */
export function hqAt(view: AdvancedView | null, unitsHere: readonly { id: string }[]): AdvancedHqView | null {
  if (!view) return null;
  for (const c of unitsHere) {
    const hq = view.hqs.find((h) => h.id === c.id);
    if (hq) return hq;
  }
  return null;
}

/** A side's units on the map by supply state, worst first: the Supply panel's list [19.5–19.7]. */
export function supplyGroups(view: AdvancedView, side: string): { state: SupplyStateName; units: AdvancedUnitView[] }[] {
  const order: SupplyStateName[] = ["isolated", "out-of-supply", "emergency", "in-supply"];
  const own = Object.values(view.units).filter((u) => u.side === side);
  return order.map((state) => ({ state, units: own.filter((u) => u.supply === state) })).filter((g) => g.units.length > 0);
}

/** A side's counts on the record track: supply points [19.3], CW points [18.2.4], SOF markers ready / back from missions / eliminated [20.1.1, 20.3]. */
export function recordCounts(view: AdvancedView, side: string): { sp: number; cw: number; sof: { available: number; used: number; eliminated: number } } {
  const sof = view.sof[side];
  return { sp: view.supplyPoints[side] ?? 0, cw: view.cwPoints[side] ?? 0, sof: { available: sof?.available ?? 0, used: sof?.used ?? 0, eliminated: sof?.eliminated ?? 0 } };
}

/** The UN track in words [28.0–28.2]: the resolution's status, the vetoes left by side and what vetoing and refusing cost. */
export function unWords(un: AdvancedView["un"], sideName: (s: string) => string): { status: string; vetoes: string; costs: string } {
  const status = un.status === "none" ? "No resolution" : un.status === "proposed" ? "Ceasefire resolution proposed" : "Ceasefire resolution passed";
  const refusing = Object.keys(un.refusing);
  const accepted = Object.keys(un.accepted);
  const extra = [refusing.length > 0 ? `refused by ${refusing.map(sideName).join(", ")}` : "", accepted.length > 0 ? `accepted by ${accepted.map(sideName).join(", ")}` : ""].filter(Boolean).join("; ");
  return {
    status: extra ? `${status} (${extra})` : status,
    vetoes: Object.entries(un.vetoes)
      .map(([s, n]) => `${sideName(s)} ${n}`)
      .join(" · "),
    costs: `veto −${un.vetoVp} VP [28.1] · refusal +${un.refusalVp} VP to the other side per initiative turn [28.2]`,
  };
}

export type SupplyCosts = AdvancedCharts["supplyCosts"];

/** What supply points buy and are worth in this game: its chart [18.5, 19.4, 19.6]; null when the game has no Advanced charts. */
export function supplyCostsOf(state: GameState): SupplyCosts | null {
  return contextOf(state.bundle).charts.advanced?.supplyCosts ?? null;
}
