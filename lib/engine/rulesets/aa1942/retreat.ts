import { RuleError } from "../../core/errors";
import { unique } from "./battles-due";
import { combatants, sideUnits } from "./combat-casualties";
import { boardOfState, friendlyTerritory, hostileSea, powerOf } from "./state";
import type { AaBattle, AaEvent, AaState } from "./types";
import { defOf, isAir } from "./unit-table";

/**
 * Retreat [AA:retreat]: after each round of a battle the attacker presses on
 * or withdraws every unit that may retreat to one friendly space they came
 * from; land units that came from the sea stay [AA:amphibious].
 */

/** Attacking units that may retreat: all but land units that came from the sea [AA:amphibious, AA:retreat]. */
function retreating(draft: AaState, battle: AaBattle): string[] {
  return sideUnits(draft, battle, "attacker").filter((id) => !draft.units[id]!.amphibious);
}

/**
 * Where the attacker may retreat [AA:retreat]: a friendly space one of the
 * retreating units attacked from — a territory from a land battle, a sea zone
 * from a sea battle (any such space when only air units retreat).
 */
export function retreatOptions(draft: AaState, battle: AaBattle): string[] {
  const nation = powerOf(draft);
  const board = boardOfState(draft);
  const units = retreating(draft, battle);
  if (units.length === 0) return [];
  const sea = board.spaces.get(battle.space)?.sea === true;
  const surface = units.some((id) => !isAir(defOf(draft, draft.units[id]!.type)));
  const froms = unique(units.flatMap((id) => draft.units[id]!.from ?? []));
  return froms.filter((s) => {
    const space = board.spaces.get(s);
    if (!space || s === battle.space) return false;
    if (surface && space.sea !== sea) return false;
    return space.sea ? !hostileSea(draft, nation, s) : friendlyTerritory(draft, nation, s);
  });
}

/**
 * The attacker's answer after a round [AA:retreat]: null presses on; a space
 * among the options takes every unit that can retreat there together (air
 * units fly there too, spending one movement point); land units that came
 * from the sea stay and fight on.
 */
export function applyRetreat(draft: AaState, to: string | null, events: AaEvent[]): void {
  const decision = draft.decision;
  const battle = draft.battles[0];
  if (!decision || decision.kind !== "retreat" || !battle) throw new RuleError("AA:retreat", "no retreat to decide now");
  if (to === null) {
    draft.decision = null;
    battle.stage = "first-strike";
    events.push({ type: "press-on", rule: "AA:retreat", nation: decision.nation, space: battle.space, round: battle.round });
    return;
  }
  if (typeof to !== "string" || !decision.options.includes(to)) {
    throw new RuleError("AA:retreat", `${String(to)} is not a retreat for the attack on ${battle.space}: retreat to a friendly space an attacking unit came from (${decision.options.join(", ")})`);
  }
  const units = retreating(draft, battle);
  for (const id of units) {
    const u = draft.units[id]!;
    const d = defOf(draft, u.type);
    u.at = to;
    if (isAir(d)) u.moved = Math.min(d.movement, u.moved + 1);
    for (const c of Object.values(draft.units)) {
      if (c.aboard !== id) continue;
      c.at = to;
      delete c.landing;
    }
  }
  const left = new Set(units);
  battle.attackers = battle.attackers.filter((id) => !left.has(id));
  events.push({ type: "retreat", rule: "AA:retreat", nation: decision.nation, space: battle.space, to, units, round: battle.round });
  draft.decision = null;
  battle.stage = combatants(draft, battle, "attacker").length > 0 ? "first-strike" : "done";
}
