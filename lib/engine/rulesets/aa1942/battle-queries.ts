import type { RulesetRefusal } from "../../core/ruleset";
import { boardOf } from "./board";
import { powerOf, sideOf } from "./state";
import type { AaBattle, AaState } from "./types";

/**
 * What a battle in a space would be, or is [AA:conduct-combat]: who fights
 * whom with what, counted by type, without rolling a die — the public answer
 * the battle board and the calculator start from. Read only; the engine
 * fights the battle itself in combat.ts.
 */
export interface AaBattleSide {
  nation: string;
  /** Units by type. */
  units: Record<string, number>;
  /** The units' ids, as they fight (survivors only for a battle under way). */
  ids: string[];
}

export interface AaBattleExplanation {
  space: string;
  /** A land or a sea battle, by the space [AA:general-combat]. */
  kind: "land" | "sea";
  /** Land units come from the sea (or wait aboard to land) [AA:amphibious]. */
  amphibious: boolean;
  /** The battle of this conduct-combat phase in the space, if it is listed: its kind and round. */
  fought: { kind: AaBattle["kind"]; round: number } | null;
  attacker: AaBattleSide;
  defender: AaBattleSide;
}

const add = (side: AaBattleSide, id: string, type: string) => {
  side.units[type] = (side.units[type] ?? 0) + 1;
  side.ids.push(id);
};

/**
 * The battle in `space` [AA:conduct-combat, AA:amphibious]: for one being
 * fought, its attackers and defenders as they stand; otherwise the power to
 * move's units there (with cargo waiting to land there and ships ordered to
 * bombard it, which fight with the landing) against every enemy unit (cargo
 * excluded). Refused when the space holds no attacker.
 */
export function battleAt(state: AaState, space: string): AaBattleExplanation | RulesetRefusal {
  const board = boardOf(state.bundle.map);
  const s = board.spaces.get(space);
  if (!s) return { error: `there is no space "${space}"`, rule: "AA:board" };
  const power = powerOf(state);
  const side = sideOf(state, power);
  const attacker: AaBattleSide = { nation: power, units: {}, ids: [] };
  const defender: AaBattleSide = { nation: "", units: {}, ids: [] };
  const listed = state.battles.find((b) => b.space === space);
  let amphibious = listed?.kind === "amphibious";
  if (listed && listed.round > 0) {
    for (const id of listed.attackers) if (state.units[id]) add(attacker, id, state.units[id].type);
    for (const id of listed.defenders) if (state.units[id]) add(defender, id, state.units[id].type);
    defender.nation = listed.defenders.map((id) => state.units[id]?.owner).find((o) => o !== undefined) ?? "";
  } else {
    for (const [id, u] of Object.entries(state.units)) {
      const landing = u.landing === space && u.owner === power;
      const bombarding = u.bombard === space && u.owner === power;
      if ((u.at !== space || u.aboard) && !landing && !bombarding) continue;
      if (u.owner === power || landing || bombarding) {
        add(attacker, id, u.type);
        if (u.amphibious || landing) amphibious = true;
      } else if (sideOf(state, u.owner) !== side) {
        add(defender, id, u.type);
        defender.nation ||= u.owner;
      }
    }
  }
  if (attacker.ids.length === 0) return { error: `${power} has nothing to fight with in ${space}`, rule: "AA:conduct-combat" };
  if (!defender.nation) defender.nation = state.control[space] ?? state.bundle.game.turnOrder.find((n) => sideOf(state, n) !== side) ?? power;
  return { space, kind: s.sea ? "sea" : "land", amphibious, fought: listed ? { kind: listed.kind, round: listed.round } : null, attacker, defender };
}
