import {
  type BattleKind,
  type Counts,
  type Role,
  aaCasualtyOrder,
  aaFire,
  artillerySupport,
  bombardingShips,
  canHit,
  defaultCasualtyOrder,
  fireValue,
  SUPPORT_BONUS,
} from "./combat-rules";
import type { BattleProfile } from "./units";

/**
 * A battle compiled for the calculator's hot loop [AA:conduct-combat]: the
 * composition turned once into typed arrays holding the answers of
 * combat-rules.ts — who can hit whom [AA:submarines], first strike, artillery
 * support, AA dice, bombardment, casualty order — so battle-sim.ts fights
 * thousands of battles without asking the rules again.
 */

/** One side of a compiled battle: its combatant types as slots (at most 30). */
export interface SimSide {
  n: number;
  type: Int32Array;
  initial: Int32Array;
  hp: Int32Array;
  cost: Int32Array;
  /** Fire value in the side's role, and with artillery support. */
  value: Int32Array;
  valueSupported: Int32Array;
  canFire: Uint8Array;
  canFireSupported: Uint8Array;
  artillery: Int32Array;
  supportable: Uint8Array;
  sub: Uint8Array;
  destroyer: Uint8Array;
  land: Uint8Array;
  air: Uint8Array;
  defenceless: Uint8Array;
  /** Target category of the slot's fire with and without a destroyer of its own side; `catMask` = enemy slots the category can hit. */
  catWithDd: Int32Array;
  catNoDd: Int32Array;
  catMask: Int32Array;
  /** Categories in the order their hits are taken: most restricted first. */
  catOrder: Int32Array;
  nCat: number;
  steps: Int32Array;
  keep: Int32Array;
  absorb: Int32Array;
  /** Anti-aircraft casualty order (attacker: air slots). */
  aaSteps: Int32Array;
  aaAbsorb: Int32Array;
  anySub: boolean;
  anyDefenceless: boolean;
  /** Units at the start. */
  total: number;
  anyDestroyer: boolean;
}

export interface CompiledBattle {
  kind: BattleKind;
  amphibious: boolean;
  types: number;
  att: SimSide;
  def: SimSide;
  /** AA dice before round 1: per group, its hit value and most dice (capped again by air units alive). */
  aaHitOn: Int32Array;
  aaDice: Int32Array;
  /** Bombarding ships by bombardment value. */
  bombardValue: Int32Array;
  bombardShips: Int32Array;
  retreatAfter: number;
  retreatBelow: number;
  /** Every unit of both sides fires and can hit every enemy unit: no stalemate while both sides have units. */
  noStalemate: boolean;
  /** Units never at risk (structures, AA units, bombarding ships), by type index: they are always survivors. */
  attackerFixed: number[];
  defenderFixed: number[];
}

export interface SimOptions {
  kind: BattleKind;
  amphibious?: boolean;
  /** Retreat at the end of this round if the battle goes on (0: never). */
  retreatAfter?: number;
  /** Retreat at the end of a round when fewer attacking units than this are left (0: never). */
  retreatBelow?: number;
}

/** The most unit types a side brings to one battle: a side's slots are bits of a 32-bit mask. */
export const MAX_SLOTS = 30;

function compileSide(profiles: readonly BattleProfile[], counts: Counts, role: Role, kind: BattleKind): { side: SimSide; slotOf: Int32Array } {
  const slotOf = new Int32Array(profiles.length).fill(-1);
  const members = profiles.filter((p) => p.combatant && (counts[p.index] ?? 0) > 0 && (kind === "sea" || p.domain !== "sea"));
  if (members.length > MAX_SLOTS) throw new Error(`a side may bring at most ${MAX_SLOTS} unit types to one battle`);
  const n = members.length;
  members.forEach((p, i) => (slotOf[p.index] = i));
  const full = artillerySupport(profiles, profiles.map((p) => (role === "attacker" ? (counts[p.index] ?? 0) : 0)));
  const side: SimSide = {
    n,
    type: Int32Array.from(members, (p) => p.index),
    initial: Int32Array.from(members, (p) => counts[p.index] ?? 0),
    hp: Int32Array.from(members, (p) => p.hits),
    cost: Int32Array.from(members, (p) => p.cost),
    value: Int32Array.from(members, (p) => fireValue(p, role)),
    valueSupported: Int32Array.from(members, (p) => Math.min(6, fireValue(p, role) + (role === "attacker" && p.supportable ? SUPPORT_BONUS : 0))),
    canFire: Uint8Array.from(members, (p) => (fireValue(p, role) > 0 ? 1 : 0)),
    canFireSupported: Uint8Array.from(members, (p) => (fireValue(p, role) > 0 || (role === "attacker" && p.supportable && (full[p.index] ?? 0) > 0) ? 1 : 0)),
    artillery: Int32Array.from(members, (p) => (role === "attacker" ? p.artillery : 0)),
    supportable: Uint8Array.from(members, (p) => (role === "attacker" && p.supportable ? 1 : 0)),
    sub: Uint8Array.from(members, (p) => (p.submarine ? 1 : 0)),
    destroyer: Uint8Array.from(members, (p) => (p.destroyer ? 1 : 0)),
    land: Uint8Array.from(members, (p) => (p.domain === "land" ? 1 : 0)),
    air: Uint8Array.from(members, (p) => (p.domain === "air" ? 1 : 0)),
    defenceless: Uint8Array.from(members, (p) => (p.defenceless ? 1 : 0)),
    catWithDd: new Int32Array(n),
    catNoDd: new Int32Array(n),
    catMask: new Int32Array(0),
    catOrder: new Int32Array(0),
    nCat: 0,
    steps: new Int32Array(0),
    keep: new Int32Array(0),
    absorb: new Int32Array(0),
    aaSteps: new Int32Array(0),
    aaAbsorb: new Int32Array(0),
    anySub: members.some((p) => p.submarine),
    anyDestroyer: members.some((p) => p.destroyer),
    anyDefenceless: members.some((p) => p.defenceless),
    total: members.reduce((n, p) => n + (counts[p.index] ?? 0), 0),
  };
  const order = defaultCasualtyOrder(profiles, counts, role, kind);
  const steps = order.steps.filter((s) => slotOf[s.type]! >= 0);
  side.steps = Int32Array.from(steps, (s) => slotOf[s.type]!);
  side.keep = Int32Array.from(steps, (s) => s.keep);
  side.absorb = Int32Array.from(order.absorb.filter((t) => slotOf[t]! >= 0), (t) => slotOf[t]!);
  if (role === "attacker") {
    const aa = aaCasualtyOrder(profiles, counts, kind);
    side.aaSteps = Int32Array.from(aa.steps.filter((s) => slotOf[s.type]! >= 0), (s) => slotOf[s.type]!);
    side.aaAbsorb = Int32Array.from(aa.absorb.filter((t) => slotOf[t]! >= 0), (t) => slotOf[t]!);
  }
  return { side, slotOf };
}

/** Fills the target categories of `side` firing at `enemy` [AA:submarines]. */
function compileTargets(profiles: readonly BattleProfile[], side: SimSide, enemy: SimSide): void {
  const masks: number[] = [];
  const cat = (mask: number) => {
    let i = masks.indexOf(mask);
    if (i < 0) i = masks.push(mask) - 1;
    return i;
  };
  for (let i = 0; i < side.n; i += 1) {
    const firer = profiles[side.type[i]!]!;
    for (const dd of [true, false]) {
      let mask = 0;
      for (let j = 0; j < enemy.n; j += 1) if (canHit(firer, profiles[enemy.type[j]!]!, dd)) mask |= 1 << j;
      (dd ? side.catWithDd : side.catNoDd)[i] = cat(mask);
    }
  }
  side.nCat = masks.length;
  side.catMask = Int32Array.from(masks);
  const popcount = (m: number) => {
    let c = 0;
    for (let x = m; x !== 0; x &= x - 1) c += 1;
    return c;
  };
  side.catOrder = Int32Array.from(
    masks.map((m, i) => ({ m, i })).sort((a, b) => popcount(a.m) - popcount(b.m) || a.i - b.i),
    (x) => x.i,
  );
}

/**
 * Compiles a composition (counts by unit type index) for `simulate`. The
 * caller checks `battleProblem` first; this assumes a legal battle.
 */
export function compileBattle(profiles: readonly BattleProfile[], attacker: Counts, defender: Counts, opts: SimOptions): CompiledBattle {
  const kind = opts.kind;
  const amphibious = kind === "land" && opts.amphibious === true;
  const a = compileSide(profiles, attacker, "attacker", kind);
  const d = compileSide(profiles, defender, "defender", kind);
  compileTargets(profiles, a.side, d.side);
  compileTargets(profiles, d.side, a.side);
  const hitsAll = (side: SimSide, enemy: SimSide) => {
    const all = enemy.n >= 31 ? -1 : (1 << enemy.n) - 1;
    for (let i = 0; i < side.n; i += 1) {
      if (side.canFire[i] === 0) return false;
      if ((side.catMask[side.catWithDd[i]!]! & all) !== all || (side.catMask[side.catNoDd[i]!]! & all) !== all) return false;
    }
    return true;
  };
  const aa = kind === "land" ? aaFire(profiles, defender, attacker) : [];
  const ships = amphibious ? bombardingShips(profiles, attacker) : [];
  const fixed = (counts: Counts, slotOf: Int32Array) => profiles.map((p) => (slotOf[p.index]! < 0 ? (counts[p.index] ?? 0) : 0));
  return {
    kind,
    amphibious,
    types: profiles.length,
    att: a.side,
    def: d.side,
    aaHitOn: Int32Array.from(aa, (g) => g.hitOn),
    aaDice: Int32Array.from(aa, (g) => g.dice),
    bombardValue: Int32Array.from(ships, (s) => s.value),
    bombardShips: Int32Array.from(ships, (s) => s.ships),
    retreatAfter: Math.max(0, Math.trunc(opts.retreatAfter ?? 0)),
    retreatBelow: Math.max(0, Math.trunc(opts.retreatBelow ?? 0)),
    noStalemate: hitsAll(a.side, d.side) && hitsAll(d.side, a.side),
    attackerFixed: fixed(attacker, a.slotOf),
    defenderFixed: fixed(defender, d.slotOf),
  };
}
