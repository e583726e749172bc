import type { AreaGame, AreaUnitType } from "@/lib/model";
import type { AaState } from "./types";

/**
 * The game's unit table by id. Every ability the rules ask about is read
 * from here — domain, movement, cost, transport and carrier capacity — never
 * from a unit's id [AA:units, RULINGS "abilities are data"].
 */
const cache = new WeakMap<AreaGame, Map<string, AreaUnitType>>();

export function unitTable(game: AreaGame): Map<string, AreaUnitType> {
  let table = cache.get(game);
  if (!table) {
    table = new Map(game.unitTypes.map((u) => [u.id, u]));
    cache.set(game, table);
  }
  return table;
}

export function defOf(state: AaState, type: string): AreaUnitType {
  const def = unitTable(state.bundle.game).get(type);
  if (!def) throw new Error(`unknown unit type ${type}`);
  return def;
}

export const isLand = (d: AreaUnitType) => d.domain === "land";
export const isAir = (d: AreaUnitType) => d.domain === "air";
export const isSea = (d: AreaUnitType) => d.domain === "sea";
/** Industrial complexes and other structures never move or fight [AA:units]. */
export const isStructure = (d: AreaUnitType) => d.domain === "structure";
/** AA guns are land units by movement but never casualties; the table marks them with antiAircraft. */
export const isAntiAircraft = (d: AreaUnitType) => d.antiAircraft !== undefined;
/** A surface warship: a sea unit that is neither a submarine nor defenceless (transports) [AA:combat-move]. */
export const isWarship = (d: AreaUnitType) => d.domain === "sea" && d.submarine !== true && (d.attack > 0 || d.defence > 0);
