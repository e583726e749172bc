import { RuleError } from "../../core/errors";
import { seaBattleDue } from "./battles-due";
import { boardOfState, enemiesAt, hostileSea, powerOf } from "./state";
import { defOf, isSea, isWarship } from "./unit-table";
import type { AaState, AaUnit } from "./types";

/**
 * What the combat move must have come to when it ends [AA:combat-move,
 * AA:transports, AA:amphibious]. Some of its exceptions can only be judged on
 * the phase's outcome, not move by move: a ship may stop in a friendly zone
 * only to take part in an amphibious assault from it, cargo taken aboard in
 * the combat move must go ashore in that phase's assault, and a landing from
 * a zone with an ignored enemy submarine needs a warship of the attacker
 * there at the end of the phase. The end of the phase is refused, with each
 * reason, until they hold (RULINGS.md "the combat move's outcome").
 */

export interface CombatMoveProblem {
  rule: string;
  /** The units at fault, in id order. */
  units: string[];
  space: string;
  reason: string;
}

/** Sea units with a warship's fighting value, submarines included: 「攻撃側の軍艦」 of the landing rule [AA:transports]. */
export const isFightingShip = (state: AaState, u: AaUnit): boolean => {
  const d = defOf(state, u.type);
  return isSea(d) && (isWarship(d) || d.submarine === true);
};

/** An amphibious assault goes from this zone: a transport there unloaded in the combat move, or cargo waits there to land [AA:amphibious]. */
export function assaultFrom(state: AaState, nation: string, zone: string): boolean {
  return Object.values(state.units).some(
    // In the combat move a transport unloads only into a hostile territory, so any unloading then is an assault.
    (u) => u.owner === nation && u.at === zone && ((u.aboard !== undefined && u.landing !== undefined) || (u.unloadedTo !== undefined && u.combatMoved === true)),
  );
}

/** Everything that keeps the power's combat move from ending now, in id order [AA:combat-move]. */
export function combatMoveProblems(state: AaState): CombatMoveProblem[] {
  const nation = powerOf(state);
  const board = boardOfState(state);
  const problems: CombatMoveProblem[] = [];
  const add = (p: CombatMoveProblem) => {
    const same = problems.find((x) => x.rule === p.rule && x.space === p.space && x.reason === p.reason);
    if (same) same.units.push(...p.units);
    else problems.push(p);
  };
  const own = Object.entries(state.units)
    .filter(([, u]) => u.owner === nation)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [id, u] of own) {
    const def = defOf(state, u.type);
    // Cargo boarded in this combat move [AA:transports]: 「戦闘をおこなうフェイズに…降ろすか…退却しなければなりません」.
    if (u.aboard && !isSea(def) && u.combatMoved && u.landing === undefined && state.units[u.aboard]?.owner === nation) {
      add({ rule: "AA:transports", units: [id], space: u.at, reason: "boarded in the combat move: unload it into a hostile territory (an amphibious assault) this phase; land units may not stay aboard into the non-combat move" });
      continue;
    }
    // Ships that moved must end in combat [AA:combat-move]: a battle, an amphibious assault from their zone, a bombardment, or an escape.
    if (isSea(def) && !u.aboard && u.combatMoved && !u.fled && !u.bombard && !seaBattleDue(state, nation, u.at) && !assaultFrom(state, nation, u.at)) {
      add({ rule: "AA:combat-move", units: [id], space: u.at, reason: "moved in the combat move but has no battle there and no amphibious assault goes from there: a combat move ends in combat" });
    }
  }
  // A landing past an ignored enemy submarine [AA:transports]: 「攻撃側の軍艦が 1 隻以上その海域に存在していない限り…降ろすことはできません」.
  for (const zone of board.ids) {
    if (!board.spaces.get(zone)?.sea || !assaultFrom(state, nation, zone)) continue;
    const subs = enemiesAt(state, nation, zone).filter(([, e]) => !e.aboard && defOf(state, e.type).submarine === true);
    if (subs.length === 0 || hostileSea(state, nation, zone) || seaBattleDue(state, nation, zone)) continue;
    if (own.some(([, u]) => u.at === zone && !u.aboard && isFightingShip(state, u))) continue;
    const landing = own.filter(([, u]) => u.at === zone && (u.unloadedTo !== undefined || (u.aboard !== undefined && u.landing !== undefined))).map(([id]) => id);
    add({ rule: "AA:transports", units: landing, space: zone, reason: `unloads past an ignored enemy submarine (${subs.map(([sid]) => sid).join(", ")}): land there only with a warship of yours (a submarine counts) in the zone at the end of the combat move` });
  }
  return problems;
}

/** One line for a refusal: the first problem, its units with their types, and how many more problems there are. */
export function problemWords(state: AaState, problems: readonly CombatMoveProblem[]): string {
  const p = problems[0]!;
  const units = p.units.map((id) => (state.units[id] ? `${id} (${defOf(state, state.units[id].type).name})` : id)).join(", ");
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
  return `the combat move cannot end yet: ${units} in ${p.space} ${p.reason}${more}`;
}

/** The refusal of the end of the combat move while a problem stands, else null [AA:combat-move]. */
export function combatMoveEndRefusal(state: AaState): RuleError | null {
  if (state.phase !== "combat-move" || state.decision) return null;
  const problems = combatMoveProblems(state);
  return problems.length > 0 ? new RuleError(problems[0]!.rule, problemWords(state, problems)) : null;
}
