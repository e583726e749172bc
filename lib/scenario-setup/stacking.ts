/**
 * Stacking points of a set-up stack against the hex's limit, as the engine
 * will count them in play [8.1]: a land unit takes its SP (1 when the counter
 * does not say), helicopters and naval units take none; the limit is the TEC's
 * for the hex's terrain class — 4, or 3 in mountain/alpine without a TEC row
 * — and units of one division alone in a hex outside mountain/alpine stack
 * freely [8.1.1.1].
 */
import { NAVAL_FLAGS } from "@/lib/model/vocabulary";
import { type Obj, isObj, list, str } from "@/lib/editor-intel/values";

export interface StackMember {
  sp: number;
  formation?: string;
}

export interface StackStatus {
  sp: number;
  limit: number;
  /** One division alone outside mountain/alpine: no limit applies [8.1.1.1]. */
  exempt: boolean;
  /** Stacking points over the limit; 0 when legal. */
  over: number;
}

const MOUNTAINOUS = new Set(["mountain", "alpine"]);

/** A unit's stacking points [8.1]: none for helicopters and naval units, else its SP or 1. */
export function unitSp(unit: Obj, type: Obj | undefined): number {
  const flags = Array.isArray(type?.flags) ? (type.flags as unknown[]) : [];
  if (flags.includes("helicopter") || flags.some((f) => (NAVAL_FLAGS as readonly unknown[]).includes(f))) return 0;
  return typeof unit.sp === "number" ? unit.sp : 1;
}

/** The stacking limit of a terrain class: the game's TEC row, else 4 (3 in mountain/alpine) [8.1.1.1]. */
export function stackLimit(game: unknown, terrainClass: string | undefined): number {
  const charts = isObj(game) && isObj(game.charts) ? game.charts : undefined;
  const tec = charts && isObj(charts.tec) ? charts.tec : undefined;
  const row = list(tec, "terrain").find((r) => str(r.terrainClass) === terrainClass);
  if (row && typeof row.stackLimit === "number") return row.stackLimit;
  return terrainClass && MOUNTAINOUS.has(terrainClass) ? 3 : 4;
}

export function stackStatus(members: readonly StackMember[], limit: number, terrainClass: string | undefined): StackStatus {
  const sp = members.reduce((sum, m) => sum + m.sp, 0);
  const division = members[0]?.formation;
  const exempt = members.length > 0 && division !== undefined && members.every((m) => m.formation === division) && !(terrainClass && MOUNTAINOUS.has(terrainClass));
  return { sp, limit, exempt, over: exempt ? 0 : Math.max(0, sp - limit) };
}
