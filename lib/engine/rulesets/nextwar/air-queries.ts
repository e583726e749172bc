import type { GameState } from "./types";
import { boardOf } from "./board";
import { baseOf, heliCs, heliState, missionsPerTurn } from "./helicopters";

/**
 * The air war as a player reads it off the air point track and the
 * helicopter display [6.1–6.5]: what each side has left this turn and where
 * each helicopter sits, for the playtest's panels and a bot's eye.
 */
export interface AirSideView {
  side: string;
  /** Air points left to allocate this turn [6.2]. */
  points: number;
  /** Air points received this turn after weather [6.1]. */
  received: number;
  /** Air points destroyed for good [6.3]. */
  lost: number;
  /** Air superiority level this turn, or null before the first roll [6.4]. */
  level: string | null;
}

export interface HelicopterView {
  id: string;
  side: string;
  /** Its base hex's index, or -1 while on an AMPH in a sea or coastal box [6.5.5]. */
  hex: number;
  /** The base hex's label, or null in a box. */
  base: string | null;
  /** The AMPH it rides, for USMC helicopters [6.5.5]. */
  amph: string | null;
  /** Range in hexes for a mission; a rebase goes twice as far [6.5.1.2, 6.5.3]. */
  range: number;
  /** Combat support on the side now showing [2.4.2]. */
  cs: number;
  missions: number;
  /** Missions allowed this turn by the weather [6.5.2, 4.1]. */
  maxMissions: number;
  rebased: boolean;
  /** Left over its base's limit by a forced rebase: it flies no mission until it rebases [6.5.1.2]. */
  mustRebase: boolean;
}

export interface AirView {
  sides: AirSideView[];
  /** Helicopters in play (not destroyed), sorted by id [6.5]. */
  helicopters: HelicopterView[];
}

export function airView(state: GameState): AirView {
  const b = boardOf(state);
  const { ctx } = b;
  const air = state.air;
  const sides = ctx.sides.map((side) => ({
    side,
    points: air?.points[side] ?? 0,
    received: air?.received[side] ?? 0,
    lost: air?.lost[side] ?? 0,
    level: air?.level[side] ?? null,
  }));
  const helicopters: HelicopterView[] = [];
  for (const id of ctx.helicopterIds) {
    const base = baseOf(ctx, state, id);
    const d = ctx.units.get(id);
    if (!base || !d) continue;
    const h = heliState(state, id);
    helicopters.push({
      id,
      side: d.side,
      hex: base.hex,
      base: base.hex >= 0 ? ctx.cm.label(base.hex) : null,
      amph: base.amph,
      range: d.range,
      cs: heliCs(ctx, state, id),
      missions: h.missions,
      maxMissions: missionsPerTurn(state.weather),
      rebased: h.rebased,
      mustRebase: h.mustRebase !== undefined,
    });
  }
  return { sides, helicopters };
}

/** Hexes within `range` of `hex`, by index: a helicopter's reach on the board [6.5.3]. */
export function hexesWithin(state: GameState, hex: number, range: number): number[] {
  const { cm } = boardOf(state).ctx;
  const out: number[] = [];
  if (hex < 0) return out;
  for (let h = 0; h < cm.n; h++) if (cm.distance(hex, h) <= range) out.push(h);
  return out;
}
