import type { AreaUnitType } from "@/lib/model";
import { RuleError } from "../../core/errors";
import { combatants, queueHits, sideUnits } from "./combat-casualties";
import { rollD6, rollHits } from "./dice";
import { airAttackOf, airDefenceOf, bestInterceptors, complexHitOn } from "./raid-odds";
import { participants } from "./battles-due";
import { calculateOdds } from "./odds";
import { boardOfState, enemiesAt, powerOf, unitsAt } from "./state";
import type { AaBattle, AaEvent, AaInterceptDecision, AaState } from "./types";
import { defOf, isAir, isLand } from "./unit-table";

/**
 * Strategic bombing raids [AA:strategic-bombing]. Bombers sent on a raid
 * (`raid`), and the fighters escorting them, fight no other battle. With the
 * seed's optional escorts and interceptors, the raided territory's controller
 * first chooses which of the fighters there intercept (an `intercept`
 * decision) — also over a territory attacked this phase, whose battle they
 * then sit out, flying one space away if it falls (landing.ts
 * relandInterceptors); if any do, one round of air combat: the attacking bombers and
 * escorts fire at 1 and the interceptors they hit are removed; the surviving
 * interceptors fire at 2 and the attacker chooses its losses (1 and 2 unless
 * the game's unit types give their own `airAttack`/`airDefence`). Surviving
 * escorts then leave the raid; the complex's own air defence rolls one die
 * per bomber (AA guns in the territory do not fire at a raid), and each
 * bomber left rolls one die of damage; a complex never holds more than twice
 * its territory's IPC value. Rulings: RULINGS-combat.md; odds: raid-odds.ts.
 */

const RULE = "AA:strategic-bombing";
export { COMPLEX_AA_HIT_ON, ESCORT_HIT_ON, INTERCEPTOR_HIT_ON } from "./raid-odds";

const isBomber = (state: AaState, id: string) => defOf(state, state.units[id]!.type).strategicBomber === true;

/**
 * The fighters that may intercept a raid on `territory` [AA:strategic-bombing;
 * RULINGS-combat "interceptors"]: the defending air units there that are not
 * strategic bombers and have a defence, not aboard a carrier — also when the
 * territory is attacked this phase (「何機でも迎撃戦闘機として…参加させることができる」);
 * those sent up then sit out its land battle.
 */
export function eligibleInterceptors(state: AaState, territory: string): string[] {
  const nation = powerOf(state);
  return enemiesAt(state, nation, territory)
    .filter(([, u]) => {
      const d = defOf(state, u.type);
      return !u.aboard && isAir(d) && !d.strategicBomber && d.defence > 0;
    })
    .map(([id]) => id);
}

/**
 * The default interception [AA:strategic-bombing]: as many fighters as make
 * the exchange pay (raid-odds' bestInterceptors) — but when the territory is
 * also attacked, an interceptor is a defender lost to its battle, so none
 * unless that battle does not turn on them (interceptionSpared).
 */
function suggestInterceptors(state: AaState, battle: AaBattle, eligible: readonly string[]): string[] {
  const land = state.battles.find((b) => b !== battle && b.space === battle.space && b.kind !== "raid");
  if (land && !interceptionSpared(state, land, eligible)) return [];
  const attackers = raidParticipants(state, battle).attackers;
  const bombers = attackers.filter((id) => isBomber(state, id)).length;
  const cost = (ids: readonly string[], pred: (id: string) => boolean, fallback: number) => {
    const id = ids.find(pred);
    return id ? defOf(state, state.units[id]!.type).cost : fallback;
  };
  const costs = { bomber: cost(attackers, (id) => isBomber(state, id), 12), fighter: cost(eligible, () => true, 10) };
  const ipc = boardOfState(state).spaces.get(battle.space)?.ipc ?? 0;
  // The values of the units actually there, should the game give its air types different ones.
  const typeOf = (id: string | undefined) => (id ? defOf(state, state.units[id]!.type) : undefined);
  const hitOn = { bomber: airAttackOf(typeOf(attackers.find((id) => isBomber(state, id)))), escort: airAttackOf(typeOf(attackers.find((id) => !isBomber(state, id)))), interceptor: airDefenceOf(typeOf(eligible[0])) };
  const n = bestInterceptors(state.bundle.game.unitTypes, { bombers, escorts: attackers.length - bombers, ipc, damage: state.damage[battle.space] ?? 0, hitOn }, eligible.length, costs);
  return eligible.slice(0, n);
}

/** Below this chance of taking the territory the defender holds it without its fighters; above HOPELESS it loses it with them. */
const HELD_ANYWAY = 0.1;
const HOPELESS = 0.9;
/** A quick sample, as the greedy bot's own attack estimate takes: the answer only has to tell clear cases from close ones. */
const WEIGH_RUNS = 300;

/**
 * Whether the fighters may intercept without costing the territory's land
 * battle [AA:strategic-bombing]: the attacker takes it even with them
 * defending, or fails to take it even without them. Cargo waiting to land
 * counts as attacking. Sampled with a seed from the state, not its dice, so
 * asking changes no roll.
 */
function interceptionSpared(state: AaState, land: AaBattle, eligible: readonly string[]): boolean {
  const nation = powerOf(state);
  const p = participants(state, land);
  const cargo = Object.entries(state.units).filter(([, u]) => u.owner === nation && u.aboard && u.landing === land.space).map(([id]) => id);
  const attackers = [...p.attackers, ...cargo];
  const fighters = new Set(eligible);
  const taken = (defenders: readonly string[]) => {
    if (!defenders.some((id) => defOf(state, state.units[id]!.type).defence > 0)) return attackers.some((id) => isLand(defOf(state, state.units[id]!.type))) ? 1 : 0;
    const r = calculateOdds(state.bundle.game.unitTypes, { kind: "land", attacker: countTypes(state, attackers), defender: countTypes(state, defenders) }, { runs: WEIGH_RUNS, seed: (state.seed ^ state.actions) | 0 });
    return r.ok ? (r.result.territoryTaken ?? r.result.attackerWins) : 0;
  };
  return taken(p.defenders.filter((id) => !fighters.has(id))) <= HELD_ANYWAY || taken(p.defenders) >= HOPELESS;
}

function countTypes(state: AaState, ids: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of ids) {
    const type = state.units[id]!.type;
    out[type] = (out[type] ?? 0) + 1;
  }
  return out;
}

/** The raid's attackers: the power's units in the territory sent on it (bombers, and escorts carrying the mark). */
export function raidParticipants(state: AaState, battle: AaBattle): { attackers: string[]; defenders: string[] } {
  const nation = powerOf(state);
  const attackers = unitsAt(state, battle.space)
    .filter(([, u]) => u.owner === nation && u.raid === true && !u.aboard)
    .map(([id]) => id);
  const defenders = (battle.interceptors ?? []).filter((id) => state.units[id]?.at === battle.space);
  return { attackers, defenders };
}

/** The controller's answer to an `intercept` decision [AA:strategic-bombing]: any number of the eligible fighters, each once, or none. */
export function applyInterceptors(draft: AaState, units: unknown, events: AaEvent[]): void {
  const decision = draft.decision;
  const battle = draft.battles[0];
  if (!decision || decision.kind !== "intercept" || !battle || battle.kind !== "raid") throw new RuleError(RULE, "no raid waits for interceptors now");
  if (!Array.isArray(units)) throw new RuleError(RULE, "name the intercepting fighters as a list (an empty list sends none)");
  const eligible = new Set(decision.eligible);
  const chosen: string[] = [];
  for (const id of units) {
    if (typeof id !== "string" || !eligible.has(id)) throw new RuleError(RULE, `${String(id)} cannot intercept over ${decision.space}; eligible: ${decision.eligible.join(", ")}`);
    if (chosen.includes(id)) throw new RuleError(RULE, `${id} is named twice`);
    chosen.push(id);
  }
  battle.interceptors = chosen;
  // The raid mark keeps them out of every other battle this turn, the territory's own included (battles-due.ts):
  // 「護衛または迎撃として参加している戦闘機は、その ターン中、空襲がおこなわれている領地における戦闘を含め、他の戦闘に参加することができない」.
  for (const id of chosen) draft.units[id]!.raid = true;
  draft.decision = null;
  events.push({ type: "interceptors", rule: RULE, space: battle.space, nation: decision.nation, units: chosen, declined: decision.eligible.filter((id) => !chosen.includes(id)) });
}

/** Asks the raided territory's controller for its interceptors, when it has fighters there; false when the raid must wait for the answer. */
function askInterceptors(draft: AaState, battle: AaBattle, events: AaEvent[]): boolean {
  if (battle.interceptors) return true;
  const eligible = eligibleInterceptors(draft, battle.space);
  if (eligible.length === 0) {
    battle.interceptors = [];
    return true;
  }
  const nation = draft.control[battle.space] ?? draft.units[eligible[0]!]!.owner;
  const decision: AaInterceptDecision = { kind: "intercept", nation, space: battle.space, eligible, suggested: suggestInterceptors(draft, battle, eligible) };
  draft.decision = decision;
  events.push({ type: "decision", rule: RULE, ...decision });
  return false;
}

/** One step of a raid; hits go to the battle's queue, the caller takes them before the next step. */
export function raidStep(draft: AaState, battle: AaBattle, events: AaEvent[]): void {
  switch (battle.stage) {
    case "start": {
      if (!raidParticipants(draft, battle).attackers.some((id) => isBomber(draft, id))) {
        battle.stage = "done";
        return;
      }
      if (!askInterceptors(draft, battle, events)) return;
      const { attackers, defenders } = raidParticipants(draft, battle);
      battle.attackers = attackers;
      battle.defenders = defenders;
      battle.round = 1;
      events.push({ type: "battle", rule: RULE, space: battle.space, kind: battle.kind, round: 1, attackers, defenders });
      battle.stage = defenders.length > 0 ? "first-strike" : "aa";
      return;
    }
    case "first-strike": {
      // Air battle, first half: bombers and escorts fire at their air-battle attack (the rulebook's 1); the interceptors hit are removed before they fire.
      const firing = sideUnits(draft, battle, "attacker");
      const hits = fireByValue(draft, events, firing, (d) => airAttackOf(d), "attacker", battle.space);
      events.push({ type: "fire", rule: RULE, space: battle.space, round: 1, role: "attacker", airBattle: true, dice: firing.length, hits });
      queueHits(battle, { role: "defender", hits, targets: "all", rule: RULE });
      battle.stage = "fire";
      return;
    }
    case "fire": {
      const firing = combatants(draft, battle, "defender");
      const hits = fireByValue(draft, events, firing, (d) => airDefenceOf(d), "defender", battle.space);
      events.push({ type: "fire", rule: RULE, space: battle.space, round: 1, role: "defender", airBattle: true, dice: firing.length, hits });
      queueHits(battle, { role: "attacker", hits, targets: "all", rule: RULE });
      battle.stage = "aa";
      return;
    }
    case "aa": {
      // Surviving escorts leave the raid: only the bombers face the complex's fire.
      const bombers = sideUnits(draft, battle, "attacker").filter((id) => isBomber(draft, id));
      const hitOn = complexHitOn(draft.bundle.game.unitTypes);
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

/**
 * One side's air-battle dice [AA:strategic-bombing]: the units grouped by the
 * value they hit on (the game's `airAttack`/`airDefence`, else 1 and 2), in
 * the order each value first appears; one group when all share a value.
 */
function fireByValue(draft: AaState, events: AaEvent[], ids: readonly string[], valueOf: (d: AreaUnitType) => number, role: "attacker" | "defender", space: string): number {
  const groups = new Map<number, number>();
  for (const id of ids) {
    const v = valueOf(defOf(draft, draft.units[id]!.type));
    groups.set(v, (groups.get(v) ?? 0) + 1);
  }
  let hits = 0;
  for (const [hitOn, n] of groups) hits += rollHits(draft, events, n, hitOn, RULE, "air-battle", { role, space });
  return hits;
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
