import type { AreaUnitType } from "@/lib/model";

/**
 * A strategic bombing raid's exact odds [AA:strategic-bombing], for the
 * calculator, `warbench odds --raid` and the bots. A raid is one round of air
 * combat, one AA die per bomber and one damage die per bomber: few enough
 * outcomes to sum them all, so no sampling. The steps are raid.ts's: bombers
 * and escorts fire at their types' air-battle attack, the interceptors left at
 * their air-battle defence (the game's unit table, else the rulebook's 1 and
 * 2: airBattleHitOn), the attacker loses escorts before bombers (they do no
 * damage), the complex fires at the bombers left, and the damage added is
 * capped at the room the complex has left (twice the territory's IPC value
 * minus the damage already on it).
 */

const RULE = "AA:strategic-bombing";
/** The seed's air battle, where a unit type gives no `airAttack`: 「攻撃側爆撃機と護衛戦闘機(もしあれば)はともに攻撃力 1 で発砲する」 [AA:strategic-bombing]. */
export const ESCORT_HIT_ON = 1;
/** The seed's interceptors fire at 「2 以下」, where a unit type gives no `airDefence` [AA:strategic-bombing]. */
export const INTERCEPTOR_HIT_ON = 2;
/** 「各工業団地は直接攻撃してくる各爆撃機に対してダイスを 1 つふります。1を出すごとに、爆撃機は直ちに除去されます」, unless the complex's unit type says otherwise [AA:strategic-bombing]. */
export const COMPLEX_AA_HIT_ON = 1;
/** Beyond this many units of a kind the question is not a raid any table holds; the sums stay small below it. */
export const RAID_MAX_UNITS = 60;

export interface RaidSpec {
  bombers: number;
  escorts: number;
  interceptors: number;
  /** The territory's IPC value: the complex holds at most twice this in damage. */
  ipc: number;
  /** Damage already on the complex. */
  damage?: number;
  /** The air-battle values of the units actually flying, where they differ from the game's first bomber and fighter types (airBattleHitOn). */
  hitOn?: Partial<AirBattleHitOn>;
}

/** What a raid's air battle hits on: bombers and escorts attacking, interceptors defending [AA:strategic-bombing]. */
export interface AirBattleHitOn {
  bomber: number;
  escort: number;
  interceptor: number;
}

export interface RaidOdds {
  rule: typeof RULE;
  spec: Required<Omit<RaidSpec, "hitOn">>;
  hitOn: AirBattleHitOn & { complex: number };
  /** Damage the raid can still add: 2 × IPC − damage already there. */
  room: number;
  expectedDamage: number;
  expectedBombersLost: number;
  expectedEscortsLost: number;
  expectedInterceptorsLost: number;
  /** Chance of each amount of damage added, 0..room. */
  damage: number[];
  /** Chance that no bomber reaches the target (all shot down in the air battle or by the complex). */
  noBomberThrough: number;
}

/** The complex's air defence: the `antiAircraft.hitOn` of the game's industrial-complex type, else the rulebook's 1. */
export function complexHitOn(unitTypes: readonly AreaUnitType[]): number {
  return unitTypes.find((t) => t.industrialComplex === true)?.antiAircraft?.hitOn ?? COMPLEX_AA_HIT_ON;
}

/** A unit type's air-battle attack (as raiding bomber or escort) and defence (as interceptor): the game's values, else the rulebook's [AA:strategic-bombing]. */
export const airAttackOf = (t: Pick<AreaUnitType, "airAttack"> | undefined) => t?.airAttack ?? ESCORT_HIT_ON;
export const airDefenceOf = (t: Pick<AreaUnitType, "airDefence"> | undefined) => t?.airDefence ?? INTERCEPTOR_HIT_ON;

/**
 * The air battle's values for a raid given as counts [AA:strategic-bombing]:
 * the bomber is the game's first strategic-bomber type, the escort and the
 * interceptor its first other air type with a defence (the fighter).
 */
export function airBattleHitOn(unitTypes: readonly AreaUnitType[]): AirBattleHitOn {
  const bomber = unitTypes.find((t) => t.domain === "air" && t.strategicBomber === true);
  const fighter = unitTypes.find((t) => t.domain === "air" && t.strategicBomber !== true && t.defence > 0);
  return { bomber: airAttackOf(bomber), escort: airAttackOf(fighter), interceptor: airDefenceOf(fighter) };
}

/** A one-line complaint about a raid's numbers, or null when they are a raid. */
export function raidProblem(spec: RaidSpec): string | null {
  const counts: [string, number][] = [
    ["bombers", spec.bombers],
    ["escorts", spec.escorts],
    ["interceptors", spec.interceptors],
  ];
  for (const [name, n] of counts) {
    if (!Number.isInteger(n) || n < 0 || n > RAID_MAX_UNITS) return `${name} must be a whole number from 0 to ${RAID_MAX_UNITS}, not ${n}`;
  }
  if (spec.bombers === 0) return "a raid needs at least one bomber (escorts fly only with bombers)";
  if (!Number.isInteger(spec.ipc) || spec.ipc < 0 || spec.ipc > 99) return `the territory's IPC value must be a whole number from 0 to 99, not ${spec.ipc}`;
  for (const [role, v] of Object.entries(spec.hitOn ?? {})) {
    if (v !== undefined && (!Number.isInteger(v) || v < 0 || v > 6)) return `the ${role}'s air-battle value must be a whole number from 0 to 6, not ${v}`;
  }
  const damage = spec.damage ?? 0;
  if (!Number.isInteger(damage) || damage < 0) return `the complex's damage must be a whole number of at least 0, not ${damage}`;
  return null;
}

function binomial(n: number, p: number): number[] {
  const out = new Array<number>(n + 1).fill(0);
  out[0] = 1;
  for (let i = 0; i < n; i += 1) {
    for (let k = i + 1; k > 0; k -= 1) out[k] = out[k]! * (1 - p) + out[k - 1]! * p;
    out[0] = out[0]! * (1 - p);
  }
  return out;
}

/** The distribution of the sum of two independent counts. */
function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((p, i) => b.forEach((q, j) => (out[i + j]! += p * q)));
  return out;
}

/** The sum of n d6, by convolution: index = total. */
function diceSum(n: number): number[] {
  let dist = [1];
  for (let i = 0; i < n; i += 1) {
    const next = new Array<number>(dist.length + 6).fill(0);
    dist.forEach((p, s) => {
      for (let f = 1; f <= 6; f += 1) next[s + f]! += p / 6;
    });
    dist = next;
  }
  return dist;
}

/** The exact odds of one raid [AA:strategic-bombing]; throws on numbers raidProblem refuses. */
export function raidOdds(unitTypes: readonly AreaUnitType[], spec: RaidSpec): RaidOdds {
  const problem = raidProblem(spec);
  if (problem) throw new Error(problem);
  const full: Required<Omit<RaidSpec, "hitOn">> = { bombers: spec.bombers, escorts: spec.escorts, interceptors: spec.interceptors, ipc: spec.ipc, damage: spec.damage ?? 0 };
  const given = Object.fromEntries(Object.entries(spec.hitOn ?? {}).filter(([, v]) => v !== undefined));
  const hitOn = { ...airBattleHitOn(unitTypes), ...given, complex: complexHitOn(unitTypes) };
  const room = Math.max(0, 2 * full.ipc - full.damage);
  const damage = new Array<number>(room + 1).fill(0);
  const sums = new Map<number, number[]>();
  let bombersLost = 0;
  let escortsLost = 0;
  let interceptorsLost = 0;
  let noBomberThrough = 0;
  const attackerFire = convolve(binomial(full.bombers, hitOn.bomber / 6), binomial(full.escorts, hitOn.escort / 6));
  attackerFire.forEach((p1, h1) => {
    const interceptorsLeft = Math.max(0, full.interceptors - h1);
    interceptorsLost += p1 * (full.interceptors - interceptorsLeft);
    binomial(interceptorsLeft, hitOn.interceptor / 6).forEach((p2, h2) => {
      const escortsHit = Math.min(full.escorts, h2);
      const bombersLeft = Math.max(0, full.bombers - (h2 - escortsHit));
      escortsLost += p1 * p2 * escortsHit;
      binomial(bombersLeft, hitOn.complex / 6).forEach((p3, k) => {
        const p = p1 * p2 * p3;
        const through = bombersLeft - k;
        bombersLost += p * (full.bombers - through);
        if (through === 0) noBomberThrough += p;
        const sum = sums.get(through) ?? diceSum(through);
        sums.set(through, sum);
        sum.forEach((q, total) => {
          damage[Math.min(room, total)]! += p * q;
        });
      });
    });
  });
  const expectedDamage = damage.reduce((e, p, d) => e + p * d, 0);
  return { rule: RULE, spec: full, hitOn, room, expectedDamage, expectedBombersLost: bombersLost, expectedEscortsLost: escortsLost, expectedInterceptorsLost: interceptorsLost, damage, noBomberThrough };
}

/**
 * How many of `available` fighters a defender sends up [AA:strategic-bombing]:
 * the number that makes the raid cost the attacker most against what it costs
 * the defender — damage avoided plus the IPC value of bombers and escorts shot
 * down, less the IPC value of interceptors lost; none when nothing is gained.
 */
export function bestInterceptors(unitTypes: readonly AreaUnitType[], spec: Omit<RaidSpec, "interceptors">, available: number, costs: { bomber: number; fighter: number }): number {
  if (raidProblem({ ...spec, interceptors: 0 }) || available <= 0) return 0;
  const base = raidOdds(unitTypes, { ...spec, interceptors: 0 });
  let best = 0;
  let bestGain = 0;
  for (let n = 1; n <= Math.min(available, RAID_MAX_UNITS); n += 1) {
    const r = raidOdds(unitTypes, { ...spec, interceptors: n });
    const gain = base.expectedDamage - r.expectedDamage + (r.expectedBombersLost - base.expectedBombersLost) * costs.bomber + r.expectedEscortsLost * costs.fighter - r.expectedInterceptorsLost * costs.fighter;
    if (gain > bestGain + 1e-9) {
      best = n;
      bestGain = gain;
    }
  }
  return best;
}
