import { combatants, queueHits, sideUnits } from "./combat-casualties";
import { rollD6, rollHits } from "./dice";
import { boardOfState, enemiesAt, powerOf, unitsAt } from "./state";
import type { AaBattle, AaEvent, AaState } from "./types";
import { defOf, isAir } from "./unit-table";

/**
 * Strategic bombing raids [AA:strategic-bombing]. Bombers sent on a raid
 * (`raid`) fight no other battle. With the seed's optional escorts and
 * interceptors, one round of air combat comes first: the attacking bombers
 * and escorts fire at 1 and the interceptors they hit are removed; the
 * surviving interceptors fire at 2 and the attacker chooses its losses. Then
 * the complex's own air defence rolls one die per bomber (AA guns in the
 * territory do not fire at a raid), and each bomber left rolls one die of
 * damage; a complex never holds more than twice its territory's IPC value.
 * Rulings: RULINGS-combat.md.
 */

const RULE = "AA:strategic-bombing";
/** Attacking bombers and escorts hit at 1 in the air battle [AA:strategic-bombing]. */
export const ESCORT_HIT_ON = 1;
/** Interceptors hit at 2 [AA:strategic-bombing]. */
export const INTERCEPTOR_HIT_ON = 2;
/** A complex's built-in air defence hits a bomber on a 1, unless the complex's unit type says otherwise [AA:strategic-bombing]. */
export const COMPLEX_AA_HIT_ON = 1;

const isBomber = (state: AaState, id: string) => defOf(state, state.units[id]!.type).strategicBomber === true;

/**
 * The defender's interceptors [AA:strategic-bombing; RULINGS-combat
 * "interceptors"]: every defending fighter (an air unit that is not a
 * strategic bomber) in the raided territory, unless the territory is also
 * attacked this phase — then they stay to defend it.
 */
export function chooseInterceptors(state: AaState, territory: string, attacked: boolean): string[] {
  if (attacked) return [];
  const nation = powerOf(state);
  return enemiesAt(state, nation, territory)
    .filter(([, u]) => {
      const d = defOf(state, u.type);
      return !u.aboard && isAir(d) && !d.strategicBomber && d.defence > 0;
    })
    .map(([id]) => id);
}

/** The raid's attackers: the power's units in the territory sent on it (bombers, and escorts if any carry the mark). */
export function raidParticipants(state: AaState, battle: AaBattle): { attackers: string[]; defenders: string[] } {
  const nation = powerOf(state);
  const attackers = unitsAt(state, battle.space)
    .filter(([, u]) => u.owner === nation && u.raid === true && !u.aboard)
    .map(([id]) => id);
  const defenders = (battle.interceptors ?? []).filter((id) => state.units[id]?.at === battle.space);
  return { attackers, defenders };
}

/** One step of a raid; hits go to the battle's queue, the caller takes them before the next step. */
export function raidStep(draft: AaState, battle: AaBattle, events: AaEvent[]): void {
  switch (battle.stage) {
    case "start": {
      const { attackers, defenders } = raidParticipants(draft, battle);
      battle.attackers = attackers;
      battle.defenders = defenders;
      if (!attackers.some((id) => isBomber(draft, id))) {
        battle.stage = "done";
        return;
      }
      battle.round = 1;
      events.push({ type: "battle", rule: RULE, space: battle.space, kind: battle.kind, round: 1, attackers, defenders });
      battle.stage = defenders.length > 0 ? "first-strike" : "aa";
      return;
    }
    case "first-strike": {
      // Air battle, first half: bombers and escorts fire at 1; the interceptors hit are removed before they fire.
      const firing = sideUnits(draft, battle, "attacker");
      const hits = rollHits(draft, events, firing.length, ESCORT_HIT_ON, RULE, "air-battle", { role: "attacker", space: battle.space });
      events.push({ type: "fire", rule: RULE, space: battle.space, round: 1, role: "attacker", airBattle: true, dice: firing.length, hits });
      queueHits(battle, { role: "defender", hits, targets: "all", rule: RULE });
      battle.stage = "fire";
      return;
    }
    case "fire": {
      const firing = combatants(draft, battle, "defender");
      const hits = rollHits(draft, events, firing.length, INTERCEPTOR_HIT_ON, RULE, "air-battle", { role: "defender", space: battle.space });
      events.push({ type: "fire", rule: RULE, space: battle.space, round: 1, role: "defender", airBattle: true, dice: firing.length, hits });
      queueHits(battle, { role: "attacker", hits, targets: "all", rule: RULE });
      battle.stage = "aa";
      return;
    }
    case "aa": {
      // Surviving escorts leave the raid: only the bombers face the complex's fire.
      const bombers = sideUnits(draft, battle, "attacker").filter((id) => isBomber(draft, id));
      const hitOn = complexHitOn(draft);
      const hits = rollHits(draft, events, bombers.length, hitOn, RULE, "complex-aa", { space: battle.space });
      events.push({ type: "aa-fire", rule: RULE, space: battle.space, complex: true, dice: bombers.length, hits });
      queueHits(battle, { role: "attacker", hits, targets: "bombers", rule: RULE });
      battle.stage = "done";
      return;
    }
    default:
      battle.stage = "done";
  }
}

/** The complex's air defence: the `antiAircraft.hitOn` of the game's industrial-complex type, else 1. */
function complexHitOn(state: AaState): number {
  const complex = state.bundle.game.unitTypes.find((t) => t.industrialComplex === true);
  return complex?.antiAircraft?.hitOn ?? COMPLEX_AA_HIT_ON;
}

/** Each surviving bomber rolls one die of damage; the total on the complex is capped at twice the territory's IPC value [AA:strategic-bombing]. */
export function raidDamage(draft: AaState, battle: AaBattle, events: AaEvent[]): void {
  const bombers = sideUnits(draft, battle, "attacker").filter((id) => isBomber(draft, id));
  if (bombers.length === 0) return;
  let rolled = 0;
  for (const id of bombers) rolled += rollD6(draft, events, RULE, "raid-damage", { unit: id, space: battle.space });
  const cap = 2 * (boardOfState(draft).spaces.get(battle.space)?.ipc ?? 0);
  const before = draft.damage[battle.space] ?? 0;
  const after = Math.max(before, Math.min(cap, before + rolled));
  if (after > 0) draft.damage[battle.space] = after;
  events.push({ type: "raid-damage", rule: RULE, territory: battle.space, nation: powerOf(draft), bombers: bombers.length, rolled, added: after - before, damage: after, cap });
}
