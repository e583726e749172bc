import type { GameState } from "../types";
import { contextOf } from "../context";
import { hiddenUnits } from "../fog";
import { advOf } from "./state";
import { usesLeft } from "./hq";
import { supplyStatusOf } from "./supply-state";
import type { SofPool, UnState } from "./types";

/**
 * What a side sees of the Advanced game's records [14–29], as plain JSON: the
 * `advanced` part of the Next War view. Markers are on the table for both
 * players to see — out of supply, isolated and emergency supply [19.5–19.7],
 * strikes [27.3], detection [21.0] and designation [20.2.3] markers, CW
 * markers [18.2.4], the HQs' rotation [18.2] and the record track's supply,
 * CW and SOF counts [19.3, 18.2.4, 20.1.1] — so they are shown for every unit
 * the viewer may see. A supply line is the viewer's own reckoning: it is
 * given for its own units only [19.2]. Under fog of war [13.2] a counter the
 * viewer may not look at carries nothing here, not even its markers.
 */

export type SupplyStateName = "in-supply" | "out-of-supply" | "isolated" | "emergency";

export interface AdvancedUnitView {
  id: string;
  side: string;
  /** Hex label on the map. */
  hex: string;
  supply: SupplyStateName;
  /** The traced supply line, unit first (hex labels) [19.2]; only for the viewer's own units (every unit for no viewer). */
  line?: string[];
  /** Strike marker [27.3]. */
  strike?: 1 | 2;
  /** Under a detection marker this turn [20.2.2, 21.3]. */
  detected?: true;
  /** Designated as a target, with the DRM its attackers get [20.2.3]. */
  targeted?: { side: string; drm: number };
  /** A depot / MSU counter [19.4]. */
  supplyUnit?: "depot" | "msu";
}

export interface AdvancedHqView {
  id: string;
  side: string;
  hex: string;
  /** Its support value and range in hexes [18.2.1]. */
  range: number;
  supreme: boolean;
  /** Combat uses left this turn [18.2]: 2 less those spent and lost, none out of supply or isolated [19.5, 19.7.2] (hq.ts `usesLeft`). */
  usesLeft: number;
  used: number;
  lost: number;
}

export interface AdvancedView {
  /** Every unit on the map the viewer may see, by id. */
  units: Record<string, AdvancedUnitView>;
  hqs: AdvancedHqView[];
  /** Enemy units under the viewer's detection markers (every detected unit for no viewer) [21.0]. */
  detected: string[];
  supplyPoints: Record<string, number>;
  cwPoints: Record<string, number>;
  /** CW markers on the map [18.2.4]: hex label and the side that placed it. */
  cwMarkers: { hex: string; side: string }[];
  sof: Record<string, SofPool>;
  un: UnState & { track: boolean; vetoVp: number; refusalVp: number };
  /** Each nation's air-defence tracks [24.1] and each theatre weapon's points [20.2.1.2], with its name and side (public, like the record track). */
  tracks: { nation: string; detection: number; sam: number; aaa: number }[];
  weapons: { id: string; name: string; side: string; points: number }[];
}

/** The supply state a unit's markers show: isolated before emergency supply before out of supply [19.5–19.7]. */
export const supplyStateOf: (state: GameState, id: string) => SupplyStateName = supplyStatusOf;

/** A supply unit on the map is a depot on its depot face, else an MSU [19.4]. */
function supplyUnitKind(state: GameState, id: string): "depot" | "msu" {
  return state.units[id]?.face === "depot" ? "depot" : "msu";
}

/** The `advanced` part of the Next War view of `viewer` (null: everyone's eyes); null for a standard game. */
export function advancedView(state: GameState, viewer: string | null): AdvancedView | null {
  if (!state.adv) return null;
  const adv = advOf(state);
  const ctx = contextOf(state.bundle);
  const hidden = hiddenUnits(state, viewer);
  const units: Record<string, AdvancedUnitView> = {};
  const hqs: AdvancedHqView[] = [];
  const detected: string[] = [];
  // In the scenario's order, as the board lists its counters.
  for (const [id, def] of ctx.units) {
    const where = state.units[id];
    if (!where || where.status !== "map" || where.hex < 0 || hidden.has(id)) continue;
    const hex = ctx.cm.label(where.hex);
    const own = viewer === null || def.side === viewer;
    const line = own ? adv.lines[id] : undefined;
    const v: AdvancedUnitView = { id, side: def.side, hex, supply: supplyStateOf(state, id) };
    if (line) v.line = [...line];
    const strike = adv.strikes[id];
    if (strike) v.strike = strike;
    if (adv.detected[id]) {
      v.detected = true;
      if (!own || viewer === null) detected.push(id);
    }
    const t = adv.targeted[id];
    if (t) v.targeted = { ...t };
    if (def.supplyUnit) v.supplyUnit = supplyUnitKind(state, id);
    units[id] = v;
    if (def.hq) {
      const u = adv.hq[id];
      hqs.push({ id, side: def.side, hex, range: def.range, supreme: def.supremeHq, usesLeft: usesLeft(state, id), used: u?.used ?? 0, lost: u?.lost ?? 0 });
    }
  }
  const un = ctx.charts.advanced?.un;
  return {
    units,
    hqs,
    detected,
    supplyPoints: { ...adv.supplyPoints },
    cwPoints: { ...adv.cwPoints },
    cwMarkers: Object.entries(adv.cwMarkers).map(([hex, side]) => ({ hex: ctx.cm.label(Number(hex)), side })),
    sof: Object.fromEntries(Object.entries(adv.sof).map(([s, p]) => [s, { ...p }])),
    un: {
      status: adv.un.status,
      vetoes: { ...adv.un.vetoes },
      refusing: { ...adv.un.refusing },
      accepted: { ...adv.un.accepted },
      track: !!state.bundle.scenario.advanced?.un,
      vetoVp: un?.vetoVp ?? 0,
      refusalVp: un?.refusalVp ?? 0,
    },
    tracks: Object.entries(adv.tracks ?? {}).map(([nation, t]) => ({ nation, ...t })),
    weapons: (state.bundle.scenario.advanced?.theatreWeapons ?? []).map((w) => ({ id: w.id, name: w.name, side: w.side, points: adv.weapons?.[w.id] ?? w.points })),
  };
}
