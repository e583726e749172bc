import type { AntiAircraft, AreaUnitType } from "@/lib/model";

/**
 * Battle profiles: a game's unit table compiled into what the combat rules
 * read [AA:units, AA:conduct-combat]. Every ability comes from the table's
 * fields (domain, values, hits, artillery, submarine, destroyer, antiAircraft,
 * bombard, …), never from a unit type's id.
 *
 * Slugs cited here and in combat-rules.ts, battle-sim.ts and odds.ts are listed
 * at the top of odds.ts; the rulings behind them are in RULINGS-odds.md (cited as RULINGS "<title>").
 */

export type Domain = AreaUnitType["domain"];
export type AntiAircraftFire = AntiAircraft;

/**
 * The unit table's rows (lib/model `AreaUnitType`, game schema 2): values and
 * abilities; an absent ability is off.
 */
export type UnitTypeAbilities = AreaUnitType;

/** One unit type as a battle sees it. `index` is its place in the unit table and in every count array. */
export interface BattleProfile {
  index: number;
  id: string;
  name: string;
  domain: Domain;
  /** Rolled in the rounds of a battle: 0 for units that never fire there (AA guns, structures, transports). */
  attack: number;
  defence: number;
  cost: number;
  /** Hits to destroy it: 2 = damaged by the first, still firing at full value [AA:general-combat, RULINGS "two-hit units"]. */
  hits: number;
  /** Supportable units it raises by +1 attack, one each, when attacking [AA:general-combat, RULINGS "artillery support"]. */
  artillery: number;
  supportable: boolean;
  submarine: boolean;
  destroyer: boolean;
  antiAircraft: AntiAircraftFire | null;
  /** Bombardment value in an amphibious assault [AA:bombardment]; 0 = cannot bombard. */
  bombard: number;
  /**
   * Takes part in the rounds of a battle (fires, can be chosen as a casualty).
   * Structures and anti-aircraft units never do: their only fire is the AA shot
   * before the battle, and they are never casualties [AA:aa-guns, RULINGS "AA guns"].
   */
  combatant: boolean;
  /**
   * A combatant with no attack and no defence (transports): chosen last as a
   * casualty, destroyed when nothing else of its side is left and the enemy can
   * hit it [AA:general-combat, RULINGS "defenceless transports"].
   */
  defenceless: boolean;
}

/** Compiles the unit table into battle profiles, in table order. */
export function compileUnitProfiles(unitTypes: readonly UnitTypeAbilities[]): BattleProfile[] {
  return unitTypes.map((u, index) => {
    const structure = u.domain === "structure";
    const antiAircraft = u.antiAircraft ? { maxTargets: u.antiAircraft.maxTargets, hitOn: u.antiAircraft.hitOn } : null;
    const combatant = !structure && antiAircraft === null && u.industrialComplex !== true;
    const attack = combatant ? clampD6(u.attack) : 0;
    const defence = combatant ? clampD6(u.defence) : 0;
    return {
      index,
      id: u.id,
      name: u.name,
      domain: u.domain,
      attack,
      defence,
      cost: Math.max(0, u.cost),
      hits: Math.max(1, Math.trunc(u.hits)),
      artillery: Math.max(0, Math.trunc(u.artillery ?? 0)),
      supportable: u.supportable === true,
      submarine: u.submarine === true,
      destroyer: u.destroyer === true,
      antiAircraft,
      bombard: clampD6(u.bombard ?? 0),
      combatant,
      defenceless: combatant && attack === 0 && defence === 0,
    };
  });
}

function clampD6(v: number): number {
  return Math.min(6, Math.max(0, Math.trunc(v)));
}

/**
 * The unit type a user means by `text`: its id or name, case-insensitive, then
 * the same without a plural "s" ("tanks"). Undefined when nothing matches.
 */
export function findProfile(profiles: readonly BattleProfile[], text: string): BattleProfile | undefined {
  const want = normaliseName(text);
  if (!want) return undefined;
  const exact = profiles.find((p) => normaliseName(p.id) === want) ?? profiles.find((p) => normaliseName(p.name) === want);
  if (exact || !want.endsWith("s")) return exact;
  const singular = want.slice(0, -1);
  return profiles.find((p) => normaliseName(p.id) === singular) ?? profiles.find((p) => normaliseName(p.name) === singular);
}

function normaliseName(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_]+/g, "-");
}
