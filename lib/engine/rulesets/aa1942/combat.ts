import { adjacent } from "./board";
import { participants } from "./battles-due";
import { captureTerritory } from "./capture";
import {
  battleKind,
  chooseCasualties,
  cmp,
  combatants,
  countsOf,
  profileOf,
  profilesOf,
  queueHits,
  removeUnit,
  sideUnits,
  takeQueuedHits,
} from "./combat-casualties";
import { type Role, aaFire, artillerySupport, battleProblem, bombardingShips, canAnyHit, defencelessLost, fireValue, hasDestroyer, hasFirstStrike, SUPPORT_BONUS } from "./combat-rules";
import { rollHits } from "./dice";
import { retreatOptions } from "./retreat";
import { relandInterceptors } from "./landing";
import { raidDamage, raidStep } from "./raid";
import { boardOfState, hostileSea, hostileTerritory, powerOf } from "./state";
import type { AaBattle, AaEvent, AaRetreatDecision, AaState } from "./types";
import { defOf, isLand } from "./unit-table";

/**
 * Conduct combat [AA:conduct-combat]: the power's battles in the rules' order
 * — strategic bombing raids, then amphibious assaults (the sea battle off the
 * beach first), then general combat — each fought to its end before the next:
 * AA fire, bombardment, then rounds of submarine first strike and
 * simultaneous fire, casualties chosen by their owners, and after each round
 * the attacker's choice to press on or retreat. The published 1942
 * second-edition rules fill in what the seed leaves out; RULINGS-combat.md
 * lists the choices made. Which battles there are is battles-due.ts; the
 * attacker's retreat is retreat.ts.
 */

const RULE = "AA:conduct-combat";
/** Rounds, dice and casualties: the published rulebook's general combat (past the seed). */
const GENERAL = "AA:general-combat";
/** A battle runs out of steps only by a bug (every round draws dice, which hit sooner or later). */
const MAX_STEPS = 100_000;

/**
 * Fights the listed battles from the first on [AA:conduct-combat], removing
 * each when it ends, until one waits for a player's decision or none are left.
 */
export function runBattles(draft: AaState, events: AaEvent[]): void {
  for (let steps = 0; draft.battles.length > 0 && !draft.decision; steps += 1) {
    if (steps > MAX_STEPS) throw new Error(`the battle in ${draft.battles[0]?.space} does not end`);
    const battle = draft.battles[0]!;
    if (battle.queue && battle.queue.length > 0) {
      takeQueuedHits(draft, battle, events);
      continue;
    }
    if (battle.stage === "done") {
      finishBattle(draft, battle, events);
      draft.battles.shift();
      continue;
    }
    if (battle.kind === "raid") raidStep(draft, battle, events);
    else battleStep(draft, battle, events);
  }
  // The last battle is over: interceptors whose territory fell leave it before the attacker's non-combat move [AA:strategic-bombing].
  if (draft.battles.length === 0 && !draft.decision) relandInterceptors(draft, events);
}

/** One step of a land or sea battle; its hits wait in the battle's queue until their owners take them. */
function battleStep(draft: AaState, battle: AaBattle, events: AaEvent[]): void {
  switch (battle.stage) {
    case "start":
      return openBattle(draft, battle, events);
    case "aa":
      aaStep(draft, battle, events);
      battle.stage = "bombard";
      return;
    case "bombard":
      bombardStep(draft, battle, events);
      battle.stage = "first-strike";
      return;
    case "first-strike":
      if (settled(draft, battle, events)) {
        battle.stage = "done";
        return;
      }
      battle.round += 1;
      events.push({ type: "battle", rule: GENERAL, space: battle.space, kind: battle.kind, round: battle.round, attackers: sideUnits(draft, battle, "attacker"), defenders: sideUnits(draft, battle, "defender") });
      firstStrike(draft, battle, events);
      battle.stage = "fire";
      return;
    case "fire":
      // First-strike casualties are gone before anyone else fires; the battle may be over already.
      if (settled(draft, battle, events)) {
        battle.stage = "done";
        return;
      }
      generalFire(draft, battle, events);
      battle.stage = "retreat";
      return;
    case "retreat":
      return endOfRound(draft, battle, events);
    default:
      battle.stage = "done";
  }
}

/** Before the first round: cargo waiting for the sea battle lands if it can, and the battle is found worth fighting or not [AA:amphibious]. */
function openBattle(draft: AaState, battle: AaBattle, events: AaEvent[]): void {
  if (battle.kind === "amphibious" && battleKind(draft, battle) === "land") land(draft, battle, events);
  const p = participants(draft, battle);
  battle.attackers = p.attackers;
  battle.defenders = p.defenders;
  const { list } = profilesOf(draft);
  const problem = p.attackers.length === 0 ? "no attackers" : battleProblem(list, countsOf(draft, p.attackers), countsOf(draft, p.defenders), { kind: battleKind(draft, battle) })?.message;
  if (problem) {
    events.push({ type: "no-battle", rule: RULE, space: battle.space, kind: battle.kind, reason: problem });
    battle.stage = "done";
    return;
  }
  events.push({ type: "battle", rule: RULE, space: battle.space, kind: battle.kind, round: 0, attackers: p.attackers, defenders: p.defenders });
  battle.stage = battleKind(draft, battle) === "land" ? "aa" : "first-strike";
}

/** Cargo ordered ashore lands once its transport's zone is clear of enemy warships; otherwise the landing is off [AA:amphibious]. */
function land(draft: AaState, battle: AaBattle, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOfState(draft);
  const landed: string[] = [];
  const cancelled: string[] = [];
  for (const [id, u] of Object.entries(draft.units).sort(([a], [b]) => cmp(a, b))) {
    if (u.owner !== nation || !u.aboard || u.landing !== battle.space) continue;
    const transport = draft.units[u.aboard];
    delete u.landing;
    if (transport && transport.at === u.at && adjacent(board, u.at, battle.space) && !hostileSea(draft, nation, u.at)) {
      delete u.aboard;
      u.at = battle.space;
      u.amphibious = true;
      u.combatMoved = true;
      landed.push(id);
    } else cancelled.push(id);
  }
  if (landed.length > 0) events.push({ type: "landed", rule: "AA:amphibious", nation, territory: battle.space, units: landed });
  if (cancelled.length > 0) events.push({ type: "landing-cancelled", rule: "AA:amphibious", nation, territory: battle.space, units: cancelled });
}

/**
 * AA fire [AA:aa-guns]: once, before the first round, each defending AA unit
 * fires at up to its `maxTargets` attacking air units, one die each, never
 * more dice than air units; the attacker chooses the air units lost.
 */
function aaStep(draft: AaState, battle: AaBattle, events: AaEvent[]): void {
  const { list } = profilesOf(draft);
  const att = sideUnits(draft, battle, "attacker");
  const def = sideUnits(draft, battle, "defender");
  const shots = aaFire(list, countsOf(draft, def), countsOf(draft, att));
  if (shots.length === 0) return;
  let dice = 0;
  let hits = 0;
  for (const s of shots) {
    dice += s.dice;
    hits += rollHits(draft, events, s.dice, s.hitOn, "AA:aa-guns", "aa-fire", { space: battle.space, unitType: list[s.type]!.id });
  }
  events.push({ type: "aa-fire", rule: "AA:aa-guns", space: battle.space, dice, hits });
  queueHits(battle, { role: "attacker", hits, targets: "air", rule: "AA:aa-guns" });
}

/**
 * Bombardment [AA:bombardment]: the power's ships assigned to this beach,
 * in a zone next to it with no sea battle, fire once, no more ships than land
 * units that came from the sea (the best first); their casualties fire back
 * in round 1 before they are removed.
 */
function bombardStep(draft: AaState, battle: AaBattle, events: AaEvent[]): void {
  if (battle.kind !== "amphibious") return;
  const nation = powerOf(draft);
  const board = boardOfState(draft);
  const { list } = profilesOf(draft);
  const ships = Object.entries(draft.units)
    .filter(([, u]) => u.owner === nation && u.bombard === battle.space && adjacent(board, u.at, battle.space))
    .map(([id]) => id)
    .sort(cmp);
  for (const id of ships) delete draft.units[id]!.bombard;
  const landed = sideUnits(draft, battle, "attacker").filter((id) => draft.units[id]!.amphibious && isLand(defOf(draft, draft.units[id]!.type)));
  if (ships.length === 0 || landed.length === 0) return;
  const firing: string[] = [];
  let hits = 0;
  for (const group of bombardingShips(list, countsOf(draft, [...landed, ...ships]))) {
    const ofType = ships.filter((id) => profileOf(draft, draft.units[id]!.type).index === group.type).slice(0, group.ships);
    firing.push(...ofType);
    hits += rollHits(draft, events, ofType.length, group.value, "AA:bombardment", "bombard", { space: battle.space, unitType: list[group.type]!.id });
  }
  events.push({ type: "bombard", rule: "AA:bombardment", space: battle.space, ships: firing, dice: firing.length, hits });
  queueHits(battle, { role: "defender", hits, targets: "all", doom: true, rule: "AA:bombardment" });
}

const other = (role: Role): Role => (role === "attacker" ? "defender" : "attacker");

/**
 * Submarine first strike [AA:submarines]: each side's submarines fire first
 * unless the enemy has a destroyer in the battle; both sides roll, then the
 * hits are taken before anyone else fires. Submarines never hit air units.
 */
function firstStrike(draft: AaState, battle: AaBattle, events: AaEvent[]): void {
  const { list } = profilesOf(draft);
  const rolled: { role: Role; hits: number }[] = [];
  for (const role of ["attacker", "defender"] as const) {
    const enemyDestroyer = hasDestroyer(list, countsOf(draft, combatants(draft, battle, other(role))));
    const subs = combatants(draft, battle, role).filter((id) => hasFirstStrike(profileOf(draft, draft.units[id]!.type), enemyDestroyer));
    if (subs.length === 0) continue;
    let hits = 0;
    for (const [type, ids] of groupByType(draft, subs)) {
      hits += rollHits(draft, events, ids.length, fireValue(profileOf(draft, type), role), "AA:submarines", "first-strike", { role, space: battle.space, round: battle.round, unitType: type });
    }
    events.push({ type: "first-strike", rule: "AA:submarines", space: battle.space, round: battle.round, role, dice: subs.length, hits });
    rolled.push({ role, hits });
  }
  for (const r of rolled) queueHits(battle, { role: other(r.role), hits: r.hits, targets: targetsFor(draft, battle, other(r.role), "not-air"), rule: "AA:submarines" });
}

/**
 * Every other unit of both sides fires together [AA:general-combat]: an
 * attacking supportable unit paired with artillery fires at +1; submarine hits
 * never fall on air units, and air hits fall on submarines only with a
 * destroyer of the air units' side in the battle [AA:submarines].
 */
function generalFire(draft: AaState, battle: AaBattle, events: AaEvent[]): void {
  const { list } = profilesOf(draft);
  const hitsOn: Record<Role, Record<"all" | "not-air" | "not-sub", number>> = { attacker: { all: 0, "not-air": 0, "not-sub": 0 }, defender: { all: 0, "not-air": 0, "not-sub": 0 } };
  for (const role of ["attacker", "defender"] as const) {
    const mine = combatants(draft, battle, role);
    const enemyDestroyer = hasDestroyer(list, countsOf(draft, combatants(draft, battle, other(role))));
    const ownDestroyer = hasDestroyer(list, countsOf(draft, mine));
    const firing = mine.filter((id) => !hasFirstStrike(profileOf(draft, draft.units[id]!.type), enemyDestroyer));
    const supported = role === "attacker" ? artillerySupport(list, countsOf(draft, firing)) : list.map(() => 0);
    let dice = 0;
    let total = 0;
    for (const [type, ids] of groupByType(draft, firing)) {
      const p = profileOf(draft, type);
      const plus = Math.min(ids.length, supported[p.index] ?? 0);
      const value = fireValue(p, role);
      const targets = p.submarine ? "not-air" : p.domain === "air" && !ownDestroyer ? "not-sub" : "all";
      for (const [n, v] of [
        [plus, value + SUPPORT_BONUS],
        [ids.length - plus, value],
      ] as const) {
        if (n <= 0 || v <= 0) continue;
        const hits = rollHits(draft, events, n, v, GENERAL, "fire", { role, space: battle.space, round: battle.round, unitType: type, ...(v > value ? { supported: true } : {}) });
        dice += n;
        total += hits;
        hitsOn[other(role)][targets] += hits;
      }
    }
    events.push({ type: "fire", rule: GENERAL, space: battle.space, round: battle.round, role, dice, hits: total });
  }
  for (const role of ["defender", "attacker"] as const) {
    for (const t of ["not-air", "not-sub", "all"] as const) {
      queueHits(battle, { role, hits: hitsOn[role][t], targets: targetsFor(draft, battle, role, t), rule: t === "not-air" ? "AA:submarines" : GENERAL });
    }
  }
}

/** A restriction that excludes nothing on the side hit is no restriction (one choice instead of two). */
function targetsFor(draft: AaState, battle: AaBattle, role: Role, t: "all" | "not-air" | "not-sub"): "all" | "not-air" | "not-sub" {
  const units = combatants(draft, battle, role).map((id) => profileOf(draft, draft.units[id]!.type));
  if (t === "not-air" && !units.some((p) => p.domain === "air")) return "all";
  if (t === "not-sub" && !units.some((p) => p.submarine)) return "all";
  return t;
}

function groupByType(draft: AaState, ids: readonly string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    const t = draft.units[id]!.type;
    groups.set(t, [...(groups.get(t) ?? []), id]);
  }
  return [...groups.entries()].sort(([a], [b]) => profileOf(draft, a).index - profileOf(draft, b).index);
}

/**
 * Whether the battle is over [AA:general-combat]: a side has no combat units
 * left; or all a side has left are defenceless units (transports) the enemy
 * can hit — they are lost without a roll; or neither side can hit the other.
 */
function settled(draft: AaState, battle: AaBattle, events: AaEvent[]): boolean {
  const { list } = profilesOf(draft);
  const att = combatants(draft, battle, "attacker");
  const def = combatants(draft, battle, "defender");
  if (att.length === 0 || def.length === 0) return true;
  for (const role of ["defender", "attacker"] as const) {
    const side = role === "attacker" ? att : def;
    const enemy = role === "attacker" ? def : att;
    if (defencelessLost(list, countsOf(draft, side), countsOf(draft, enemy), other(role))) {
      const byOwner = new Map<string, string[]>();
      for (const id of side) byOwner.set(draft.units[id]!.owner, [...(byOwner.get(draft.units[id]!.owner) ?? []), id]);
      for (const [nation, units] of byOwner) {
        const cargo = units.flatMap((id) => removeUnit(draft, id));
        events.push({ type: "casualties", rule: GENERAL, nation, role, space: battle.space, units, defenceless: true, ...(cargo.length > 0 ? { cargo } : {}) });
      }
      return true;
    }
  }
  if (!canAnyHit(list, countsOf(draft, att), "attacker", countsOf(draft, def)) && !canAnyHit(list, countsOf(draft, def), "defender", countsOf(draft, att))) {
    events.push({ type: "stalemate", rule: "AA:submarines", space: battle.space, round: battle.round });
    return true;
  }
  return false;
}

/** After a round: bombardment casualties leave, and the attacker presses on or retreats [AA:conduct-combat, AA:retreat]. */
function endOfRound(draft: AaState, battle: AaBattle, events: AaEvent[]): void {
  if (battle.doomed.length > 0) {
    const gone = battle.doomed.filter((id) => draft.units[id]);
    for (const id of gone) removeUnit(draft, id);
    battle.doomed = [];
    if (gone.length > 0) events.push({ type: "casualties-removed", rule: "AA:bombardment", space: battle.space, units: gone });
  }
  if (settled(draft, battle, events)) {
    battle.stage = "done";
    return;
  }
  const options = retreatOptions(draft, battle);
  if (options.length === 0) {
    battle.stage = "first-strike";
    return;
  }
  const decision: AaRetreatDecision = { kind: "retreat", nation: powerOf(draft), space: battle.space, options };
  draft.decision = decision;
  events.push({ type: "decision", rule: "AA:retreat", ...decision });
}

/** The owner's casualty choice answers the pending decision [AA:general-combat]. */
export function applyCasualties(draft: AaState, units: string[], events: AaEvent[]): void {
  chooseCasualties(draft, units, events);
}

/**
 * A battle's end [AA:conduct-combat, AA:capture]: the raid's bombs fall; a
 * territory with no defending combat units left and an attacking land unit
 * in it is taken (air units never take territory); marks the battle used
 * (bombardment, landings) are cleared.
 */
function finishBattle(draft: AaState, battle: AaBattle, events: AaEvent[]): void {
  const nation = powerOf(draft);
  if (battle.kind === "raid") {
    raidDamage(draft, battle, events);
    events.push({ type: "battle-end", rule: "AA:strategic-bombing", space: battle.space, kind: battle.kind });
    return;
  }
  for (const u of Object.values(draft.units)) {
    if (u.owner !== nation) continue;
    if (u.bombard === battle.space) delete u.bombard;
    if (u.landing === battle.space && battleKind(draft, battle) === "land") delete u.landing;
  }
  const att = combatants(draft, battle, "attacker");
  const def = combatants(draft, battle, "defender");
  const winner = def.length === 0 && att.length > 0 ? "attacker" : att.length === 0 && def.length > 0 ? "defender" : "none";
  if (battle.round > 0 || winner !== "none") events.push({ type: "battle-end", rule: RULE, space: battle.space, kind: battle.kind, rounds: battle.round, winner });
  if (battleKind(draft, battle) !== "land" || def.length > 0 || !hostileTerritory(draft, nation, battle.space)) return;
  const landUnits = att.filter((id) => draft.units[id]!.at === battle.space && isLand(defOf(draft, draft.units[id]!.type)));
  if (landUnits.length > 0) captureTerritory(draft, battle.space, nation, events);
}
