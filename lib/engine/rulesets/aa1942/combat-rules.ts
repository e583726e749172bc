import type { BattleProfile } from "./units";

/**
 * The combat rules shared by the battle calculator and the turn engine
 * [AA:conduct-combat]. Plain arrays in, plain values out: `profiles` is the
 * compiled unit table (units.ts) and every `counts` array is indexed like it
 * (how many units of each type a side has). Nothing here allocates per die;
 * the calculator's hot loop (battle-sim.ts) compiles these answers into typed
 * arrays once per battle. Rulings: RULINGS-odds.md.
 */

export type Role = "attacker" | "defender";
export type BattleKind = "land" | "sea";
export type Counts = readonly number[];

/** The value a unit rolls at or under in the rounds [AA:general-combat]. */
export function fireValue(p: BattleProfile, role: Role): number {
  return role === "attacker" ? p.attack : p.defence;
}

/**
 * Whether `firer` can hit `target` [AA:submarines, RULINGS "submarines and
 * air units"]: only combatants are ever hit; a submarine never hits an air unit;
 * an air unit hits a submarine only while its own side has a destroyer in the
 * battle.
 */
export function canHit(firer: BattleProfile, target: BattleProfile, firerSideHasDestroyer: boolean): boolean {
  if (!target.combatant) return false;
  if (firer.submarine && target.domain === "air") return false;
  if (firer.domain === "air" && target.submarine && !firerSideHasDestroyer) return false;
  return true;
}

/** A destroyer among a side's units [AA:submarines]. */
export function hasDestroyer(profiles: readonly BattleProfile[], counts: Counts): boolean {
  for (const p of profiles) if (p.destroyer && (counts[p.index] ?? 0) > 0) return true;
  return false;
}

/**
 * Submarine first strike [AA:submarines, RULINGS "submarine first
 * strike"]: a submarine strikes first — its hits are removed before the enemy's
 * other units fire — unless the enemy has a destroyer in the battle. Judged at
 * the start of every round.
 */
export function hasFirstStrike(unit: BattleProfile, enemyHasDestroyer: boolean): boolean {
  return unit.submarine && !enemyHasDestroyer;
}

/** Which sides' submarines strike first this round. */
export function firstStrikeSides(profiles: readonly BattleProfile[], attacker: Counts, defender: Counts): { attacker: boolean; defender: boolean } {
  const subs = (c: Counts) => profiles.some((p) => p.submarine && (c[p.index] ?? 0) > 0);
  return { attacker: subs(attacker) && !hasDestroyer(profiles, defender), defender: subs(defender) && !hasDestroyer(profiles, attacker) };
}

/** What artillery adds to each supported unit's attack [AA:general-combat, RULINGS "artillery support"]. */
export const SUPPORT_BONUS = 1;

/**
 * Artillery pairing [AA:general-combat, RULINGS "artillery support"]: each attacking unit with
 * `artillery: n` raises n supportable units by +1 attack, one to one; the
 * support goes to supportable types in table order. Returns, per type, how
 * many of its units fire supported. Defenders get none.
 */
export function artillerySupport(profiles: readonly BattleProfile[], attacker: Counts): number[] {
  let support = 0;
  for (const p of profiles) support += p.artillery * (attacker[p.index] ?? 0);
  const out = profiles.map(() => 0);
  for (const p of profiles) {
    if (support <= 0) break;
    if (!p.supportable || !p.combatant) continue;
    const n = Math.min(support, attacker[p.index] ?? 0);
    out[p.index] = n;
    support -= n;
  }
  return out;
}

/** Attacking units anti-aircraft fire aims at [AA:air-units]: air units. */
export function isAaTarget(p: BattleProfile): boolean {
  return p.domain === "air" && p.combatant;
}

/**
 * Anti-aircraft fire before a land battle's first round [AA:air-units,
 * AA:aa-guns, RULINGS "AA guns"]: each defending AA unit fires at up to `maxTargets`
 * attacking air units, one die each, and the dice never outnumber the
 * attacking air units. With AA units of different `hitOn`, the better shots
 * are taken first. Returns the dice to roll by type.
 */
export function aaFire(profiles: readonly BattleProfile[], defender: Counts, attacker: Counts): { type: number; hitOn: number; dice: number }[] {
  let air = 0;
  for (const p of profiles) if (isAaTarget(p)) air += attacker[p.index] ?? 0;
  const guns = profiles
    .filter((p) => p.antiAircraft && (defender[p.index] ?? 0) > 0)
    .sort((a, b) => (b.antiAircraft as { hitOn: number }).hitOn - (a.antiAircraft as { hitOn: number }).hitOn || a.index - b.index);
  const out: { type: number; hitOn: number; dice: number }[] = [];
  for (const g of guns) {
    if (air <= 0) break;
    const aa = g.antiAircraft as { maxTargets: number; hitOn: number };
    const dice = Math.min(air, aa.maxTargets * (defender[g.index] ?? 0));
    if (dice > 0) out.push({ type: g.index, hitOn: aa.hitOn, dice });
    air -= dice;
  }
  return out;
}

/**
 * Bombardment in an amphibious assault [AA:bombardment]: each attacking sea
 * unit with a bombardment value fires once before the land battle, but no more
 * ships than land units landing; the best bombarders are used first. Returns
 * the ships that fire by type.
 */
export function bombardingShips(profiles: readonly BattleProfile[], attacker: Counts): { type: number; ships: number; value: number }[] {
  let landing = 0;
  for (const p of profiles) if (p.domain === "land" && p.combatant) landing += attacker[p.index] ?? 0;
  const ships = profiles.filter((p) => p.domain === "sea" && p.bombard > 0 && (attacker[p.index] ?? 0) > 0).sort((a, b) => b.bombard - a.bombard || a.index - b.index);
  const out: { type: number; ships: number; value: number }[] = [];
  for (const s of ships) {
    if (landing <= 0) break;
    const n = Math.min(landing, attacker[s.index] ?? 0);
    out.push({ type: s.index, ships: n, value: s.bombard });
    landing -= n;
  }
  return out;
}

/** Take units of `type` while more than `keep` are left. */
export interface CasualtyStep {
  type: number;
  keep: number;
}

/**
 * A side's default order of losses: `absorb` lists the multi-hit types that
 * take hits as damage first; then `steps` destroy units in order.
 */
export interface CasualtyOrder {
  absorb: number[];
  steps: CasualtyStep[];
}

/**
 * The owner's default casualty order [AA:general-combat,
 * RULINGS "casualty order"]: undamaged multi-hit units (battleships, carriers) absorb
 * hits first; then the weakest unit in its role (attack when attacking,
 * defence when defending) goes first, the cheaper of two equals first, table
 * order last; defenceless units (transports) only when nothing else can be
 * taken; structures and AA units never. In a land battle the attacker keeps its
 * last land unit (the strongest) until everything else is gone, so a survivor
 * can take the territory.
 */
export function defaultCasualtyOrder(profiles: readonly BattleProfile[], counts: Counts, role: Role, kind: BattleKind): CasualtyOrder {
  const present = profiles.filter((p) => p.combatant && (counts[p.index] ?? 0) > 0);
  present.sort(
    (a, b) => Number(a.defenceless) - Number(b.defenceless) || fireValue(a, role) - fireValue(b, role) || a.cost - b.cost || a.index - b.index,
  );
  const steps: CasualtyStep[] = present.map((p) => ({ type: p.index, keep: 0 }));
  if (role === "attacker" && kind === "land") {
    let last = -1;
    for (let i = 0; i < present.length; i += 1) if (present[i]!.domain === "land" && !present[i]!.defenceless) last = i;
    const laterNonLand = last >= 0 && present.slice(last + 1).some((p) => !p.defenceless && p.domain !== "land");
    if (laterNonLand) {
      const land = present[last]!.index;
      steps[last] = { type: land, keep: 1 };
      const firstDefenceless = present.findIndex((p) => p.defenceless);
      steps.splice(firstDefenceless < 0 ? steps.length : firstDefenceless, 0, { type: land, keep: 0 });
    }
  }
  const absorb = present.filter((p) => p.hits > 1).map((p) => p.index);
  return { absorb, steps };
}

/** The anti-aircraft casualty order: the attacker's air units, in its default order [AA:aa-guns, RULINGS "AA guns"]. */
export function aaCasualtyOrder(profiles: readonly BattleProfile[], attacker: Counts, kind: BattleKind): CasualtyOrder {
  const order = defaultCasualtyOrder(profiles, attacker, "attacker", kind);
  const air = (t: number) => isAaTarget(profiles[t]!);
  return { absorb: order.absorb.filter(air), steps: order.steps.filter((s) => air(s.type)).map((s) => ({ type: s.type, keep: 0 })) };
}

/**
 * Takes `hits` in a casualty order among the types `eligible` accepts: damage
 * first on multi-hit units with hits to spare (`spare[t]`: hits the type's
 * units can still absorb), then units destroyed step by step. Returns what
 * each type loses; hits nothing can take are `unassigned`. Inputs are not
 * changed.
 */
export function assignHits(
  order: CasualtyOrder,
  counts: Counts,
  spare: Counts,
  hits: number,
  eligible: (type: number) => boolean = () => true,
): { destroyed: number[]; damaged: number[]; unassigned: number } {
  const destroyed = counts.map(() => 0);
  const damaged = counts.map(() => 0);
  let left = hits;
  for (const t of order.absorb) {
    if (left <= 0) break;
    if (!eligible(t)) continue;
    const n = Math.min(left, spare[t] ?? 0);
    damaged[t] = (damaged[t] ?? 0) + n;
    left -= n;
  }
  for (const s of order.steps) {
    if (left <= 0) break;
    if (!eligible(s.type)) continue;
    const n = Math.min(left, (counts[s.type] ?? 0) - (destroyed[s.type] ?? 0) - s.keep);
    if (n <= 0) continue;
    destroyed[s.type] = (destroyed[s.type] ?? 0) + n;
    left -= n;
  }
  return { destroyed, damaged, unassigned: left };
}

/** Whether some unit of `firers` (firing in `role`) can hit some unit of `targets` [AA:submarines, RULINGS "outcomes"]. */
export function canAnyHit(profiles: readonly BattleProfile[], firers: Counts, role: Role, targets: Counts): boolean {
  const dd = hasDestroyer(profiles, firers);
  const supported = role === "attacker" ? artillerySupport(profiles, firers) : null;
  for (const f of profiles) {
    if ((firers[f.index] ?? 0) <= 0 || !f.combatant) continue;
    if (fireValue(f, role) <= 0 && !(supported && (supported[f.index] ?? 0) > 0)) continue;
    for (const t of profiles) if ((targets[t.index] ?? 0) > 0 && canHit(f, t, dd)) return true;
  }
  return false;
}

/**
 * Defenceless units are lost [AA:general-combat, RULINGS "defenceless transports"]: when
 * all that is left of a side are defenceless units (transports) and the enemy
 * still has a unit that can hit them, they are destroyed without a roll.
 */
export function defencelessLost(profiles: readonly BattleProfile[], side: Counts, enemy: Counts, enemyRole: Role): boolean {
  let any = false;
  for (const p of profiles) {
    if (!p.combatant || (side[p.index] ?? 0) <= 0) continue;
    if (!p.defenceless) return false;
    any = true;
  }
  return any && canAnyHit(profiles, enemy, enemyRole, side);
}

export interface BattleProblem {
  /** The rule slug that forbids it (see odds.ts). */
  rule: string;
  message: string;
}

/**
 * Whether a battle can happen at all [AA:conduct-combat]: who may be there
 * (land units never fight at sea, ships join a land battle only by
 * bombardment, structures never attack), something to fight on both sides, and
 * at least one side able to hit the other. Null when the battle can be fought.
 */
export function battleProblem(
  profiles: readonly BattleProfile[],
  attacker: Counts,
  defender: Counts,
  opts: { kind: BattleKind; amphibious?: boolean },
): BattleProblem | null {
  const has = (c: Counts, pred: (p: BattleProfile) => boolean) => profiles.find((p) => (c[p.index] ?? 0) > 0 && pred(p));
  if (!has(attacker, () => true)) return { rule: "AA:conduct-combat", message: "The attacker has no units." };
  const amphibious = opts.kind === "land" && opts.amphibious === true;
  const structure = (p: BattleProfile) => !p.combatant;
  const attackingStructure = has(attacker, structure);
  if (attackingStructure) {
    return { rule: "AA:conduct-combat", message: `${attackingStructure.name} never attacks: AA guns and industrial complexes only defend where they stand.` };
  }
  if (opts.kind === "sea") {
    const land = has(attacker, (p) => p.domain === "land") ?? has(defender, (p) => p.domain === "land");
    if (land) {
      return { rule: "AA:transports", message: `${land.name} is a land unit: land units never fight in a sea zone (aboard a transport they are cargo and take no part in a sea battle).` };
    }
    const standing = has(defender, structure);
    if (standing) return { rule: "AA:board", message: `${standing.name} stands in a territory: structures are never in a sea zone.` };
  } else {
    const defendingShip = has(defender, (p) => p.domain === "sea");
    if (defendingShip) return { rule: "AA:conduct-combat", message: `${defendingShip.name} is a sea unit: sea units never defend a territory.` };
    const ship = has(attacker, (p) => p.domain === "sea");
    if (ship && !amphibious) {
      return { rule: "AA:bombardment", message: `${ship.name} is a sea unit: sea units join a land battle only by bombarding in an amphibious assault (--amphibious).` };
    }
    const nonBombarding = has(attacker, (p) => p.domain === "sea" && p.bombard <= 0);
    if (nonBombarding) {
      return { rule: "AA:bombardment", message: `${nonBombarding.name} cannot bombard: only ships with a bombardment value support an amphibious assault; fight the sea battle on its own.` };
    }
    if (amphibious && !has(attacker, (p) => p.domain === "land" && p.combatant)) {
      return { rule: "AA:amphibious", message: "An amphibious assault lands land units from the sea, and there are none." };
    }
  }
  // Bombarding ships support a land battle but do not fight in its rounds.
  const fighting = (c: Counts) => profiles.map((p) => (p.combatant && (opts.kind === "sea" || p.domain !== "sea") ? (c[p.index] ?? 0) : 0));
  const att = fighting(attacker);
  const def = fighting(defender);
  if (!att.some((n) => n > 0)) return { rule: "AA:conduct-combat", message: "The attacker has nothing that fights in this battle." };
  const aa = opts.kind === "land" ? aaFire(profiles, defender, attacker) : [];
  if (!def.some((n) => n > 0) && aa.length === 0) {
    return {
      rule: "AA:conduct-combat",
      message:
        opts.kind === "land"
          ? "Nothing to fight: no defending combat units (industrial complexes and AA guns never fight in the rounds); attacking land units take the territory without a battle."
          : "Nothing to fight: the sea zone holds no defending units.",
    };
  }
  if (aa.length === 0 && !canAnyHit(profiles, att, "attacker", def) && !canAnyHit(profiles, def, "defender", att)) {
    return {
      rule: "AA:submarines",
      message: "No battle: neither side can hit the other (submarines never hit air units, air units hit submarines only with a destroyer of their own side, transports never fire).",
    };
  }
  return null;
}
