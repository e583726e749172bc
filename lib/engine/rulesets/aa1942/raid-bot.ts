import { applyAa } from "./game";
import { findPath } from "./paths";
import { airAttackOf, RAID_MAX_UNITS, raidOdds } from "./raid-odds";
import { boardOfState, enemiesAt, hostileTerritory, unitsAt } from "./state";
import type { AaAction, AaState } from "./types";
import { defOf, isAir } from "./unit-table";

/**
 * The greedy bot's strategic bombing [AA:strategic-bombing]: an idle bomber
 * that can reach an enemy complex (and still land) raids it when the exact
 * odds give more in damage and interceptors shot down than the bomber and its
 * escorts are expected to cost, in IPCs, counting every enemy fighter there
 * as an interceptor and the idle fighters as escorts; then fighters in range escort
 * each raid, one per enemy fighter there, since each escort draws interceptor
 * fire off the bombers. As defender the bot answers with the decision's
 * suggested interceptors (raid.ts), the number whose exchange pays.
 */
export function greedyRaid(state: AaState, nation: string): AaAction | null {
  if (state.phase !== "combat-move") return null;
  const board = boardOfState(state);
  const ipcOf = (t: string) => board.spaces.get(t)?.ipc ?? 0;
  const targets = Object.keys(state.complexes)
    .filter((t) => hostileTerritory(state, nation, t))
    .sort((a, b) => ipcOf(b) - ipcOf(a) || (a < b ? -1 : 1));
  if (targets.length === 0) return null;
  const isBomber = (type: string) => defOf(state, type).strategicBomber === true;
  const own = Object.entries(state.units)
    .filter(([, u]) => u.owner === nation && !u.combatMoved && !u.aboard && isAir(defOf(state, u.type)))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const fightersAt = (t: string) => enemiesAt(state, nation, t).filter(([, u]) => !u.aboard && isAir(defOf(state, u.type)) && !isBomber(u.type) && defOf(state, u.type).defence > 0).length;
  const send = (id: string, to: string): AaAction | null => {
    const u = state.units[id]!;
    const def = defOf(state, u.type);
    const path = findPath(state, nation, def, u.at, to, def.movement - u.moved);
    const action: AaAction | null = path ? { type: "move", units: [id], path, raid: true } : null;
    return action && !("error" in applyAa(state, action)) ? action : null;
  };
  for (const t of targets) {
    const raiders = unitsAt(state, t).filter(([, u]) => u.owner === nation && u.raid);
    if (!raiders.some(([, u]) => isBomber(u.type))) continue;
    if (raiders.filter(([, u]) => !isBomber(u.type)).length >= fightersAt(t)) continue;
    for (const [id, u] of own) {
      const escort = isBomber(u.type) ? null : send(id, t);
      if (escort) return escort;
    }
  }
  const escorts = own.filter(([, u]) => !isBomber(u.type));
  const fighterCost = escorts[0] ? defOf(state, escorts[0][1].type).cost : 10;
  for (const [id, u] of own) {
    if (!isBomber(u.type)) continue;
    for (const t of targets) {
      const interceptors = Math.min(fightersAt(t), RAID_MAX_UNITS);
      const hitOn = { bomber: airAttackOf(defOf(state, u.type)), ...(escorts[0] ? { escort: airAttackOf(defOf(state, escorts[0][1].type)) } : {}) };
      const odds = raidOdds(state.bundle.game.unitTypes, { bombers: 1, escorts: Math.min(escorts.length, interceptors), interceptors, ipc: ipcOf(t), damage: state.damage[t] ?? 0, hitOn });
      const gain = odds.expectedDamage + odds.expectedInterceptorsLost * fighterCost;
      const loss = odds.expectedBombersLost * defOf(state, u.type).cost + odds.expectedEscortsLost * fighterCost;
      if (gain <= loss) continue;
      const raid = send(id, t);
      if (raid) return raid;
    }
  }
  return null;
}
