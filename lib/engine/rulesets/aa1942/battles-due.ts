import { boardOfState, enemiesAt, hostileSea, hostileTerritory, powerOf, sameSide, unitsAt } from "./state";
import { battleKind, cmp } from "./combat-casualties";
import type { AaBattle, AaEvent, AaState, AaUnit } from "./types";
import { defOf, isAir, isLand, isSea, isWarship } from "./unit-table";

/**
 * Which battles a power fights [AA:conduct-combat]: at the start of its
 * conduct-combat phase, the raids, amphibious assaults and general combats its
 * combat move made, in the order the rules fight them, each with who takes
 * part; bombardment orders that no landing needs are called off.
 */

/** Lists the power's battles at the start of its conduct-combat phase, in the order they are fought [AA:conduct-combat]. */
export function startBattles(draft: AaState, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOfState(draft);
  const own = Object.entries(draft.units)
    .filter(([, u]) => u.owner === nation)
    .sort(([a], [b]) => cmp(a, b));
  const battles: AaBattle[] = [];
  const listed = new Set<string>();
  const add = (space: string, kind: AaBattle["kind"]) => {
    const key = `${kind === "raid" ? "raid" : "battle"}:${space}`;
    if (listed.has(key)) return;
    listed.add(key);
    battles.push({ space, kind, round: 0, attackers: [], defenders: [], stage: "start", hitsOnAttacker: 0, hitsOnDefender: 0, doomed: [] });
  };

  // 1. Strategic bombing raids [AA:strategic-bombing].
  const raided = unique(own.filter(([, u]) => u.raid && !u.aboard).map(([, u]) => u.at)).filter((t) => draft.complexes[t] && hostileTerritory(draft, nation, t));
  for (const t of raided) add(t, "raid");

  // 2. Amphibious assaults: the sea battle where the cargo waits, or where bombarding ships stand, first [AA:amphibious].
  const beaches = unique([...own.filter(([, u]) => u.aboard && u.landing).map(([, u]) => u.landing as string), ...own.filter(([, u]) => u.amphibious && !u.aboard).map(([, u]) => u.at)]);
  for (const t of beaches) {
    const zones = unique([...own.filter(([, u]) => u.aboard && u.landing === t).map(([, u]) => u.at), ...own.filter(([, u]) => u.bombard === t && !u.aboard).map(([, u]) => u.at)]);
    for (const z of zones) if (board.spaces.get(z)?.sea && seaBattleDue(draft, nation, z)) add(z, "amphibious");
    add(t, "amphibious");
  }

  // 3. General combat, in board order.
  for (const s of board.ids) {
    if (listed.has(`battle:${s}`)) continue;
    const space = board.spaces.get(s)!;
    if (space.sea ? seaBattleDue(draft, nation, s) : landBattleDue(draft, nation, s)) add(s, "general");
  }

  for (const b of battles) {
    const p = participants(draft, b);
    b.attackers = p.attackers;
    b.defenders = p.defenders;
    // A ship that stayed in its hostile starting zone and fights has used its turn as one that moved:
    // 「これらの海戦ユニットが移動または戦闘に参加した後は…非戦闘移動…できない」 [AA:combat-move].
    for (const id of p.attackers) draft.units[id]!.combatMoved = true;
  }

  // Bombardment only from a zone where no sea battle is fought, in support of a landing [AA:bombardment].
  for (const [id, u] of own) {
    if (!u.bombard) continue;
    const seaBattle = listed.has(`battle:${u.at}`);
    const landing = battles.some((b) => b.kind === "amphibious" && b.space === u.bombard);
    if (seaBattle || !landing) {
      events.push({ type: "bombard-cancelled", rule: "AA:bombardment", unit: id, territory: u.bombard, reason: seaBattle ? "sea battle in its zone" : "no landing there" });
      delete u.bombard;
    }
  }

  draft.battles = battles;
  events.push({ type: "battles", rule: "AA:conduct-combat", nation, battles: battles.map((b) => ({ space: b.space, kind: b.kind })) });
}

/**
 * A sea zone is a battle when the power's sea units (or air units it moved in)
 * share it with enemy warships, or when its warships or aircraft ended their
 * combat move there (not to bombard) to attack submarines and transports
 * [AA:combat-move, AA:conduct-combat].
 */
export function seaBattleDue(state: AaState, nation: string, zone: string): boolean {
  const mine = unitsAt(state, zone).filter(([, u]) => u.owner === nation && !u.aboard && !u.raid && (isSea(defOf(state, u.type)) || (isAir(defOf(state, u.type)) && u.combatMoved)));
  if (mine.length === 0) return false;
  if (!enemiesAt(state, nation, zone).some(([, u]) => !u.aboard)) return false;
  if (hostileSea(state, nation, zone)) return true;
  return mine.some(([, u]) => {
    const d = defOf(state, u.type);
    return u.combatMoved === true && !u.bombard && (isWarship(d) || isAir(d));
  });
}

/** A territory is a battle when the power's land or air units moved into it with enemies there, or land units entered it while hostile [AA:conduct-combat]. */
function landBattleDue(state: AaState, nation: string, territory: string): boolean {
  const mine = unitsAt(state, territory).filter(([, u]) => u.owner === nation && attacksTerritory(state, u));
  if (mine.length === 0) return false;
  return enemiesAt(state, nation, territory).length > 0 || hostileTerritory(state, nation, territory);
}

function attacksTerritory(state: AaState, u: AaUnit): boolean {
  const d = defOf(state, u.type);
  return !u.aboard && !u.raid && (isLand(d) || isAir(d)) && (u.combatMoved === true || u.amphibious === true);
}

/** Who fights in a battle now [AA:conduct-combat]: cargo aboard transports never does; it is lost with its transport. */
export function participants(state: AaState, battle: AaBattle): { attackers: string[]; defenders: string[] } {
  const nation = powerOf(state);
  const here = unitsAt(state, battle.space).filter(([, u]) => !u.aboard);
  if (battle.kind === "raid") {
    return {
      attackers: here.filter(([, u]) => u.owner === nation && u.raid).map(([id]) => id),
      defenders: (battle.interceptors ?? []).filter((id) => state.units[id]?.at === battle.space),
    };
  }
  const enemy = here.filter(([, u]) => !sameSide(state, u.owner, nation));
  if (battleKind(state, battle) === "sea") {
    return {
      attackers: here.filter(([, u]) => u.owner === nation && !u.raid && (isSea(defOf(state, u.type)) || (isAir(defOf(state, u.type)) && u.combatMoved))).map(([id]) => id),
      defenders: enemy.filter(([, u]) => !isLand(defOf(state, u.type))).map(([id]) => id),
    };
  }
  // Interceptors (marked `raid` when sent up) sit out the territory's battle: not defenders there, not casualties there [AA:strategic-bombing].
  return {
    attackers: here.filter(([, u]) => u.owner === nation && attacksTerritory(state, u)).map(([id]) => id),
    defenders: enemy.filter(([, u]) => !isSea(defOf(state, u.type)) && !u.raid).map(([id]) => id),
  };
}

/** Ids once each, in the engine's id order. */
export function unique(xs: readonly string[]): string[] {
  return [...new Set(xs)].sort(cmp);
}
