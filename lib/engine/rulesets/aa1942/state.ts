import type { Scenario } from "@/lib/model";
import { type Board, boardOf } from "./board";
import { defOf, isAir, isLand, isWarship } from "./unit-table";
import type { AaState, AaUnit } from "./types";

/** Structured clone of everything but the bundle, which is shared and never changed. */
export function cloneState(state: AaState): AaState {
  const { bundle, ...rest } = state;
  return { ...(structuredClone(rest) as Omit<AaState, "bundle">), bundle };
}

export function boardOfState(state: AaState): Board {
  return boardOf(state.bundle.map);
}

/** The nation whose turn it is [AA:turn-order]. */
export function powerOf(state: AaState): string {
  return state.bundle.game.turnOrder[state.power] as string;
}

/** A nation's side: the scenario's grouping first, then the game's [AA:players]. */
export function sideOf(state: AaState, nation: string): string | undefined {
  return state.bundle.scenario.nations.find((n) => n.id === nation)?.side ?? state.bundle.game.nations.find((n) => n.id === nation)?.side;
}

export function sameSide(state: AaState, a: string, b: string): boolean {
  const sa = sideOf(state, a);
  return sa !== undefined && sa === sideOf(state, b);
}

/** Units in a space, in id order (cargo included). */
export function unitsAt(state: AaState, space: string): [string, AaUnit][] {
  return Object.entries(state.units)
    .filter(([, u]) => u.at === space)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A territory is hostile to `nation` when an enemy controls it [AA:board]. */
export function hostileTerritory(state: AaState, nation: string, territory: string): boolean {
  const owner = state.control[territory];
  return owner !== undefined && !sameSide(state, owner, nation);
}

export function friendlyTerritory(state: AaState, nation: string, territory: string): boolean {
  const owner = state.control[territory];
  return owner !== undefined && sameSide(state, owner, nation);
}

/** Enemy units in a space (cargo aboard enemy transports included). */
export function enemiesAt(state: AaState, nation: string, space: string): [string, AaUnit][] {
  return unitsAt(state, space).filter(([, u]) => !sameSide(state, u.owner, nation));
}

/** A sea zone is hostile when it holds enemy surface warships; submarines and transports do not make it so [AA:combat-move]. */
export function hostileSea(state: AaState, nation: string, zone: string): boolean {
  return enemiesAt(state, nation, zone).some(([, u]) => isWarship(defOf(state, u.type)));
}

/** Enemy land units (AA guns included) or structures that defend a territory. */
export function landDefenders(state: AaState, nation: string, territory: string): [string, AaUnit][] {
  return enemiesAt(state, nation, territory).filter(([, u]) => {
    const d = defOf(state, u.type);
    return isLand(d) || isAir(d) || d.domain === "structure";
  });
}

export interface AreaRules {
  neutrals: "closed" | "open";
  roundLimit: number;
  victory: "standard" | "total";
}

/** Scenario settings of the area game, with their defaults [AA:victory, AA:neutral-territories]. */
export function areaRules(scenario: Scenario): AreaRules {
  return {
    neutrals: scenario.areaRules?.neutrals ?? "closed",
    roundLimit: scenario.areaRules?.roundLimit ?? scenario.turns.last,
    victory: scenario.victoryCities?.mode ?? "standard",
  };
}

/** New unit ids: "n1", "n2", … in the order units appear. */
export function newUnitId(draft: AaState): string {
  draft.nextId += 1;
  return `n${draft.nextId}`;
}
