import type { AreaUnitType } from "@/lib/model";
import { adjacent } from "./board";
import { carrierRoom, mobilisationSites } from "./economy";
import { reachable } from "./paths";
import { boardOfState } from "./state";
import { defOf } from "./unit-table";
import type { AaState } from "./types";

/**
 * Where a carrier can be by the end of the turn [AA:air-units,
 * AA:aircraft-carriers]: 「戦闘機は移動力を確保する代わりに、海域を攻撃するために
 * 4 スペースをフルに移動することができますが、それは新ユニットを動員するフェイズが
 * 終了するまでに上陸できる空母が存在する場合に限られます」. A fighter's combat move
 * may count on a sea zone where its side has carrier room now, where a carrier
 * of its power can still sail to (one that has not moved in the combat move
 * may still move in the non-combat move), or next to a complex where a carrier
 * it bought this turn can be mobilised. Whether a carrier is really there is
 * judged at the end of mobilisation, when aircraft with nowhere to land are
 * lost (landing.ts) — on the turn's outcome, not on the order of the moves.
 */
export function carrierCanBeThere(state: AaState, nation: string, zone: string, def: AreaUnitType): boolean {
  const cost = def.carrierCost ?? 0;
  if (cost <= 0) return false;
  const board = boardOfState(state);
  if (!board.spaces.get(zone)?.sea) return false;
  if (carrierRoom(state, nation, zone) >= cost) return true;
  for (const u of Object.values(state.units)) {
    const d = defOf(state, u.type);
    if (u.owner !== nation || (d.carrierCapacity ?? 0) < cost || u.aboard) continue;
    // A carrier that moved in the combat move stays where it is [AA:noncombat-move].
    const left = u.combatMoved ? 0 : d.movement - u.moved;
    if (u.at !== zone && left > 0 && reachable(state, nation, d, u.at, left).has(zone)) return true;
  }
  const buying = Object.entries(state.bought).some(([type, n]) => n > 0 && (defOf(state, type).carrierCapacity ?? 0) >= cost);
  return buying && mobilisationSites(state).some((site) => adjacent(board, site, zone));
}
