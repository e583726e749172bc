import { RuleError } from "../../core/errors";
import { F_CITY, F_INSTALLATION, F_MAJOR_CITY, ROAD_NONE, TC_SEA, TC_UNKNOWN } from "../../map/compiled-map";
import { TERRAIN_CLASSES } from "@/lib/model/vocabulary";
import { type Board, controlOf, enemyOf } from "./board";
import type { Context } from "./context";

/**
 * What every airmobile move shares, the side's own [8.5.4] and the USMC's
 * from an AMPH [8.5.5] (usmc-airmobile.ts): the 24-hex range [8.5.4.3], the
 * units' eligibility [8.5.4] and the landing limits [8.5.4.3.1]. Supply bars
 * no unit from flying: an out-of-supply unit of the airmobile class loses
 * only its own lift and flies on points (`pointsNeeded`) [13.1.4].
 */

/** The airmobile range: field (or AMPH) to units to landing hex [8.5.4.3, 8.5.5]. */
export const AIRMOBILE_RANGE = 24;
/** How far from the units the legal-action list looks for landing hexes (`apply` takes the full range) (RULINGS). */
export const AIRMOBILE_LIST_RANGE = 8;

const NEED_ROAD = new Set<number>(["hills", "hills-forest", "mountain"].map((c) => TERRAIN_CLASSES.indexOf(c as (typeof TERRAIN_CLASSES)[number])));
const ALPINE = TERRAIN_CLASSES.indexOf("alpine");

export interface AirmobilePlan {
  origin: number;
  target: number;
  /** The field the lift starts from, or the hex of the AMPH [8.5.4.3, 8.5.5]. */
  base: number;
  /** The side's airmobile points it uses (none when the AMPH's own point carries it [8.5.5]). */
  points: number;
  /** Starts in enemy country or an enemy ZOC: one more ADF roll at the start [6.6]. */
  extraAtStart: boolean;
  /** USMC airmobile [8.5.5]: the AMPH whose own point carries the unit, and whether the unit starts aboard it. */
  amph?: string;
  aboard?: boolean;
}

/** Why a unit on the map may not make an airmobile move now, or null [8.5.4, 8.5.4.3]. */
export function airmobileUnitBar(b: Board, id: string): RuleError | null {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  const u = state.units[id];
  if (!d || !u) return new RuleError("8.5.4", `no unit ${id}`);
  if (!d.airmobileCapable) return new RuleError("8.5.4", `${id} cannot move by airmobile`);
  if (u.status !== "map") return new RuleError("8.5.4", `${id} is not on the map`);
  return movedBar(b, id);
}

/** The check a unit aboard an AMPH shares with one on the map: not moved this segment [8.5.4.3]. */
export function movedBar(b: Board, id: string): RuleError | null {
  const { state } = b;
  if (state.seg.moved[id] || state.seg.halfMa?.[id] || state.seg.dropped?.[id]) return new RuleError("8.5.4.3", `${id} has already moved this segment; airmobile replaces its land move`);
  return null;
}

function hasRoad(ctx: Context, hex: number): boolean {
  for (let d = 0; d < 6; d += 1) if (ctx.cm.roads[hex * 6 + d] !== ROAD_NONE) return true;
  return false;
}

/** Whether units may land on `hex` by airmobile, or why not [8.5.4.3.1]. */
export function landingBar(b: Board, side: string, hex: number): RuleError | null {
  const { ctx, state } = b;
  const cm = ctx.cm;
  const label = cm.label(hex);
  const t = cm.terrain[hex] as number;
  if (t === TC_SEA || t === TC_UNKNOWN) return new RuleError("8.5.4.3.1", `${label} is not a land hex`);
  const occ = b.occupant[hex] as number;
  if (occ >= 0 && ctx.sides[occ] !== side) return new RuleError("8.5.4.3.1", `enemy units hold ${label}`);
  if (t === ALPINE) return new RuleError("8.5.4.3.1", `no airmobile landing on alpine (${label})`);
  if (NEED_ROAD.has(t) && !hasRoad(ctx, hex)) return new RuleError("8.5.4.3.1", `no airmobile landing on ${TERRAIN_CLASSES[t]} without a road (${label})`);
  if (cm.has(hex, F_MAJOR_CITY | F_CITY | F_INSTALLATION) && controlOf(ctx, state, hex) === enemyOf(ctx, side)) return new RuleError("8.5.4.3.1", `no airmobile landing on an enemy-controlled city or installation (${label})`);
  return null;
}
