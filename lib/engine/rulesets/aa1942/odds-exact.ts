import { type CompiledBattle, OUTCOME } from "./battle-sim";
import { FIRE, type FireMode, type Pmf, fireHits, groupHits } from "./odds-exact-dice";
import { SideSpace } from "./odds-exact-space";
import type { SimSide } from "./sim-compile";
import { type SimTotals, emptyTotals } from "./sim-totals";

/**
 * The battle calculator without dice [AA:conduct-combat, AA:general-combat,
 * RULINGS-odds "exact"]. With each side's casualty order fixed, a battle is a
 * Markov chain over the two sides' casualty states (odds-exact-space.ts); this
 * solves it by dynamic programming and returns the totals of battle-sim.ts as
 * probabilities (`runs` 1: every count a probability, every sum an
 * expectation), so `oddsResult` reads them as it reads sampled totals.
 *
 * Round by round, as battle-sim.ts' `fight`: AA fire [AA:aa-guns] and the
 * bombardment's hits [AA:bombardment] before round 1; per round the
 * first-striking submarines, then everyone else [AA:submarines]; the sweep of
 * defenceless units, the outcome and the retreat rules [AA:retreat,
 * AA:amphibious-land-battle] at its end. Rounds 1…K (K = the round the
 * attacker retreats after, at least 1) are stepped one by one; after them
 * every round is the same chain, solved state by state in falling order of
 * units left: a round that changes nothing is summed as a geometric series
 * (mass / (1 − p_stay)), so no round limit is needed there.
 */

export interface ExactLimits {
  /** The most casualty states of one side. */
  sideStates: number;
  /** The most pairs of them (the dense tables of the chain). */
  jointStates: number;
  /** The most steps of work (pairs of casualty states weighed, hits walked): a count, so the fallback does not depend on the machine. */
  work: number;
}

/** About 0.3 s of work at most on this 2-core machine; the big battle of bench:aa takes about 1.5 million steps. */
export const EXACT_LIMITS: ExactLimits = { sideStates: 20_000, jointStates: 500_000, work: 20_000_000 };

/** Live mass below this after a stepped round is scored a draw, as the simulation scores a battle past its round limit. */
export const EXACT_MASS_CAP = 1e-12;

export type ExactAnswer = { ok: true; totals: SimTotals } | { ok: false; reason: string };

const PRE = 0;
const BEFORE_K = 1;
const FROM_K = 2;
type Variant = typeof PRE | typeof BEFORE_K | typeof FROM_K;
const UNKNOWN = -0x7fffffff;

interface Block {
  w: number;
  aIds: number[];
  aPs: number[];
  dIds: number[];
  dPs: number[];
}

/** The exact answer of a compiled battle, or why it has too many states to solve (then sample it). */
export function exactTotals(battle: CompiledBattle, limits: ExactLimits = EXACT_LIMITS): ExactAnswer {
  try {
    return new Chain(battle, limits.work).solve(limits);
  } catch (error) {
    if (error instanceof TooMuchWork) return { ok: false, reason: `the battle needs more than ${limits.work.toLocaleString("en")} steps to solve exactly` };
    throw error;
  }
}

class TooMuchWork extends Error {}

class Chain {
  private readonly A: SideSpace;
  private readonly D: SideSpace;
  private readonly capOnAtt: number;
  private readonly capOnDef: number;
  private readonly attToDef: Int32Array;
  private readonly defToAtt: Int32Array;
  private bombard: Pmf | null = null;
  private readonly fireMemo: [Map<number, (Pmf | null)[]>, Map<number, (Pmf | null)[]>] = [new Map(), new Map()];
  private ND = 0;
  private resolved: Int32Array[] = [];
  private readonly terminals = new Map<number, number>();
  private readonly termCode: number[] = [];
  private readonly termJoint: number[] = [];
  readonly termMass: number[] = [];
  private rounds = 0;
  private variant: Variant = BEFORE_K;
  /**
   * A round's outcome from one joint state, as blocks: with weight w, the
   * attacker ends in aIds (probabilities aPs) and, independently, the defender
   * in dIds (dPs); the pair is then resolved (`resolved`). Kept factored so a
   * round costs no list of every pair.
   */
  private blocks: Block[] = [];
  private resolvedNow: Int32Array = new Int32Array(0);
  private scratch: [Float64Array, Float64Array] = [new Float64Array(0), new Float64Array(0)];

  private work = 0;
  private readonly landMemo = new Map<(Pmf | null)[], Map<number, [number[], number[]]>>();

  constructor(
    private readonly battle: CompiledBattle,
    private readonly maxWork: number,
  ) {
    this.A = new SideSpace(battle.att, Array.from(battle.def.catMask));
    const defMasks = Array.from(battle.att.catMask);
    if (battle.bombardValue.length > 0) defMasks.push(-1);
    this.D = new SideSpace(battle.def, defMasks);
    const hp = (s: SimSide) => s.initial.reduce((t, c, i) => t + c * s.hp[i]!, 0);
    this.capOnAtt = hp(battle.att);
    this.capOnDef = hp(battle.def);
    this.attToDef = Int32Array.from(battle.att.catMask, (m) => this.D.masks.indexOf(m));
    this.defToAtt = Int32Array.from(battle.def.catMask, (m) => this.A.masks.indexOf(m));
  }

  solve(limits: ExactLimits): ExactAnswer {
    const b = this.battle;
    const { A, D } = this;
    // AA fire before round 1: the dice never outnumber the air units; casualties in the AA order [AA:aa-guns].
    const a0 = A.initial();
    const starts: { id: number; p: number }[] = [];
    if (b.aaDice.length > 0) {
      let air = 0;
      for (let i = 0; i < A.n; i += 1) if (b.att.air[i] === 1) air += a0[i]!;
      const groups: [number, number][] = [];
      let left = air;
      for (let g = 0; g < b.aaDice.length && left > 0; g += 1) {
        const n = Math.min(left, b.aaDice[g]!);
        groups.push([n, b.aaHitOn[g]!]);
        left -= n;
      }
      const pmf = groupHits(groups, air);
      pmf.forEach((p, h) => starts.push({ id: A.intern(A.take(a0, -1, h, true)), p }));
    } else starts.push({ id: A.intern(a0), p: 1 });
    const d0 = D.intern(D.initial());
    const retreats = b.retreatAfter > 0 || b.retreatBelow > 0;
    const tooMany = (side: string, s: SideSpace) => `the ${side} has more than ${limits.sideStates.toLocaleString("en")} casualty states (${s.n} unit types)`;
    if (!A.close(starts.map((s) => s.id), b.amphibious && retreats, limits.sideStates)) return { ok: false, reason: tooMany("attacker", A) };
    if (!D.close([d0], false, limits.sideStates)) return { ok: false, reason: tooMany("defender", D) };
    const NA = A.states.length;
    const ND = D.states.length;
    if (NA * ND > limits.jointStates) {
      return { ok: false, reason: `the battle has ${NA.toLocaleString("en")} × ${ND.toLocaleString("en")} casualty states, more than ${limits.jointStates.toLocaleString("en")}` };
    }
    this.ND = ND;
    const J = NA * ND;
    this.resolved = [0, 1, 2].map(() => new Int32Array(J).fill(UNKNOWN));
    this.scratch = [new Float64Array(NA), new Float64Array(ND)];
    if (b.bombardValue.length > 0) {
      this.bombard = groupHits(
        Array.from(b.bombardValue, (v, i) => [b.bombardShips[i]!, v] as [number, number]),
        this.capOnDef,
      );
    }

    // Before round 1: the battle may already be over (all air shot down, transports alone).
    let cur = new Float64Array(J);
    let curIds: number[] = [];
    for (const s of starts) this.add(this.resolve(s.id * ND + d0, PRE), s.p, cur, curIds);

    // Rounds 1…K, one by one.
    const stepped = Math.max(1, b.retreatAfter);
    for (let r = 1; r <= stepped && curIds.length > 0; r += 1) {
      let live = 0;
      for (const id of curIds) live += cur[id]!;
      if (live < EXACT_MASS_CAP) {
        for (const id of curIds) this.addTerminal(OUTCOME.stalemate, id, cur[id]!);
        curIds = [];
        break;
      }
      const next = new Float64Array(J);
      const nextIds: number[] = [];
      const variant: Variant = b.retreatAfter > 0 && r >= b.retreatAfter ? FROM_K : BEFORE_K;
      for (const id of curIds) {
        const m = cur[id]!;
        this.rounds += m;
        this.transition(id, r === 1, variant);
        this.spread(m, next, nextIds, UNKNOWN, null);
      }
      cur = next;
      curIds = nextIds;
    }

    // Then the same round over and over: each state once, from most units left to fewest.
    if (curIds.length > 0) this.settle(cur, curIds, b.retreatAfter > 0 ? FROM_K : BEFORE_K);
    return { ok: true, totals: this.totals() };
  }

  private settle(mass: Float64Array, ids: readonly number[], variant: Variant): void {
    const { A, D, ND } = this;
    const pot = (j: number) => A.potential[Math.floor(j / ND)]! + D.potential[j % ND]!;
    let top = 0;
    for (const j of ids) top = Math.max(top, pot(j));
    const buckets: number[][] = Array.from({ length: top + 1 }, () => []);
    for (const j of ids) buckets[pot(j)]!.push(j);
    for (let P = top; P >= 0; P -= 1) {
      for (const j of buckets[P]!) {
        const m = mass[j]!;
        if (m === 0) continue;
        this.transition(j, false, variant);
        const stay = this.stay(j);
        if (1 - stay < EXACT_MASS_CAP) {
          // Cannot happen while some unit can hit (a miss is at most 5/6): the simulation's round limit, summed.
          this.addTerminal(OUTCOME.stalemate, j, m);
          continue;
        }
        const f = m / (1 - stay);
        this.rounds += f;
        this.spread(f, mass, null, j, (t) => buckets[pot(t)]!.push(t));
      }
    }
  }

  /** The chance the last transition leaves joint state `j` as it was (a round where nothing changes). */
  private stay(j: number): number {
    const a = Math.floor(j / this.ND);
    const d = j % this.ND;
    if (this.resolvedNow[j] === UNKNOWN) this.resolvedNow[j] = this.resolve(j, this.variant);
    if (this.resolvedNow[j] !== j) return 0;
    let stay = 0;
    for (const b of this.blocks) {
      const x = b.aIds.indexOf(a);
      const y = b.dIds.indexOf(d);
      if (x >= 0 && y >= 0) stay += b.w * b.aPs[x]! * b.dPs[y]!;
    }
    return stay;
  }

  /**
   * Adds `m` times the last transition into `mass` (live) and the terminals,
   * leaving out joint state `skip`; `ids` (or `fresh`) hears of states whose mass was 0.
   */
  private spread(m: number, mass: Float64Array, ids: number[] | null, skip: number, fresh: ((t: number) => void) | null): void {
    const ND = this.ND;
    const resolved = this.resolvedNow;
    const termMass = this.termMass;
    for (const b of this.blocks) {
      const { aIds, aPs, dIds, dPs } = b;
      for (let p = 0; p < aIds.length; p += 1) {
        const base = aIds[p]! * ND;
        const wa = m * b.w * aPs[p]!;
        for (let q = 0; q < dIds.length; q += 1) {
          const jj = base + dIds[q]!;
          let t = resolved[jj]!;
          if (t === UNKNOWN) t = resolved[jj] = this.resolve(jj, this.variant);
          if (t === skip) continue;
          const x = wa * dPs[q]!;
          if (x === 0) continue;
          if (t < 0) termMass[-t - 1] = termMass[-t - 1]! + x;
          else {
            if (mass[t] === 0) {
              if (ids) ids.push(t);
              else fresh?.(t);
            }
            mass[t] = mass[t]! + x;
          }
        }
      }
    }
  }

  private add(target: number, p: number, mass: Float64Array, ids: number[]): void {
    if (p === 0) return;
    if (target < 0) {
      this.termMass[-target - 1] = this.termMass[-target - 1]! + p;
      return;
    }
    if (mass[target] === 0) ids.push(target);
    mass[target] = mass[target]! + p;
  }

  private addTerminal(code: number, joint: number, p: number): void {
    const t = this.terminal(code, joint);
    this.termMass[-t - 1] = this.termMass[-t - 1]! + p;
  }

  /** Encoded terminal (< 0) of outcome `code` with the sides' final states in `joint`. */
  private terminal(code: number, joint: number): number {
    const key = joint * 8 + code;
    let t = this.terminals.get(key);
    if (t === undefined) {
      t = this.termCode.length;
      this.terminals.set(key, t);
      this.termCode.push(code);
      this.termJoint.push(joint);
      this.termMass.push(0);
    }
    return -t - 1;
  }

  private fire(s: 0 | 1, id: number, mode: FireMode, dd: boolean): (Pmf | null)[] {
    const key = id * 8 + mode * 2 + (dd ? 1 : 0);
    const memo = this.fireMemo[s];
    let hits = memo.get(key);
    if (!hits) {
      const space = s === 0 ? this.A : this.D;
      hits = fireHits(space.side, space.states[id]!, mode, dd, s === 0, s === 0 ? this.capOnDef : this.capOnAtt);
      memo.set(key, hits);
    }
    return hits;
  }

  /**
   * Where side `s` ends when state `from` takes `hits` (the enemy's, per
   * category, the most restricted first), after `pre` (bombardment, through
   * every slot): ids and probabilities.
   */
  private land(s: 0 | 1, from: number, hits: (Pmf | null)[], pre: Pmf | null): [number[], number[]] {
    // The same fire lands on the same state again and again behind a first strike: remembered per fire and state.
    let memo = this.landMemo.get(hits);
    if (!memo) this.landMemo.set(hits, (memo = new Map()));
    const key = from * 2 + (pre ? 1 : 0);
    const known = memo.get(key);
    if (known) return known;
    const space = s === 0 ? this.A : this.D;
    const firer = s === 0 ? this.battle.def : this.battle.att;
    const toMask = s === 0 ? this.defToAtt : this.attToDef;
    let out: [number[], number[]] = [[from], [1]];
    if (pre && pre.length > 1) out = this.walk(s, space, out, space.masks.indexOf(-1), pre);
    for (let k = 0; k < firer.nCat; k += 1) {
      const c = firer.catOrder[k]!;
      const pmf = hits[c];
      if (pmf && pmf.length > 1) out = this.walk(s, space, out, toMask[c]!, pmf);
    }
    memo.set(key, out);
    return out;
  }

  /** States `at` (with their probabilities) each taking hits distributed as `pmf` through mask `m`. */
  private walk(s: 0 | 1, space: SideSpace, at: [number[], number[]], m: number, pmf: Pmf): [number[], number[]] {
    const acc = this.scratch[s];
    const [ids, ps] = at;
    const nm = space.masks.length;
    const touched: number[] = [];
    // A walk's own cost (its arrays) counts as some 20 steps.
    this.work += 20 + ids.length * pmf.length;
    for (let k = 0; k < ids.length; k += 1) {
      let x = ids[k]!;
      const p = ps[k]!;
      for (let h = 0; h < pmf.length; h += 1) {
        if (h > 0) {
          const y = space.hit1[x * nm + m]!;
          if (y === x) {
            // Nothing left to hit through this mask: the rest of the hits change nothing.
            let tail = 0;
            for (let r = h; r < pmf.length; r += 1) tail += pmf[r]!;
            if (acc[x] === 0) touched.push(x);
            acc[x] = acc[x]! + p * tail;
            break;
          }
          x = y;
        }
        const q = p * pmf[h]!;
        if (q === 0) continue;
        if (acc[x] === 0) touched.push(x);
        acc[x] = acc[x]! + q;
      }
    }
    const out = new Array<number>(touched.length);
    for (let k = 0; k < touched.length; k += 1) {
      out[k] = acc[touched[k]!]!;
      acc[touched[k]!] = 0;
    }
    return [touched, out];
  }

  /** One round from joint state `j`, into `blocks` (probabilities of one unit of mass). */
  private transition(j: number, first: boolean, variant: Variant): void {
    const { A, D, ND, battle } = this;
    const a = Math.floor(j / ND);
    const d = j % ND;
    const attDd = A.hasDestroyer[a]!;
    const defDd = D.hasDestroyer[d]!;
    // Submarine first strike [AA:submarines]: both sides' together, removed before the rest fire.
    const attFirst = battle.kind === "sea" && !defDd && A.hasSub[a]!;
    const defFirst = battle.kind === "sea" && !attDd && D.hasSub[d]!;
    let aStep: [number[], number[]] = [[a], [1]];
    let dStep: [number[], number[]] = [[d], [1]];
    if (attFirst) dStep = this.land(1, d, this.fire(0, a, FIRE.firstStrike, attDd), null);
    if (defFirst) aStep = this.land(0, a, this.fire(1, d, FIRE.firstStrike, defDd), null);
    if (this.work > this.maxWork) throw new TooMuchWork();
    this.blocks = [];
    this.variant = variant;
    this.resolvedNow = this.resolved[variant]!;
    for (let x = 0; x < aStep[0].length; x += 1) {
      const a1 = aStep[0][x]!;
      const attHits = this.fire(0, a1, attFirst ? FIRE.afterFirstStrike : FIRE.all, attDd);
      for (let y = 0; y < dStep[0].length; y += 1) {
        const d1 = dStep[0][y]!;
        const w = aStep[1][x]! * dStep[1][y]!;
        const defHits = this.fire(1, d1, defFirst ? FIRE.afterFirstStrike : FIRE.all, defDd);
        // Bombardment casualties of round 1 are taken before the attacker's other hits, and fire back [AA:bombardment].
        const [dIds, dPs] = this.land(1, d1, attHits, first ? this.bombard : null);
        const [aIds, aPs] = this.land(0, a1, defHits, null);
        this.blocks.push({ w, aIds, aPs, dIds, dPs });
        this.work += aIds.length * dIds.length + aPs.length + dPs.length;
      }
    }
  }

  /** The end of a round at joint state `j` (before round 1 with PRE): a live joint state (≥ 0) or a terminal (< 0). */
  private resolve(j: number, variant: Variant): number {
    const { A, battle, ND } = this;
    let [code, a, d] = this.outcome(Math.floor(j / ND), j % ND);
    if (code !== 0) return this.terminal(code, a * ND + d);
    if (variant === PRE) return a * ND + d;
    const canRetreat = (battle.retreatAfter > 0 || battle.retreatBelow > 0) && !A.retreatSpent(a);
    if (!canRetreat || !(variant === FROM_K || (battle.retreatBelow > 0 && A.alive[a]! < battle.retreatBelow))) return a * ND + d;
    if (!battle.amphibious) return this.terminal(OUTCOME.retreat, a * ND + d);
    // Landed units cannot retreat: only the air units leave [AA:amphibious-land-battle, RULINGS "retreat"].
    a = A.withdrawn(a);
    if (A.alive[a] === 0) return this.terminal(OUTCOME.retreat, a * ND + d);
    [code, a, d] = this.outcome(a, d);
    return code !== 0 ? this.terminal(code, a * ND + d) : a * ND + d;
  }

  /** battle-sim.ts' `outcome`: the sweep of defenceless units, then who is left. */
  private outcome(a: number, d: number): [code: number, a: number, d: number] {
    const { A, D, battle } = this;
    if (battle.def.anyDefenceless && D.onlyDefenceless(d) && this.canHitAny(0, a, d)) d = D.swept(d);
    if (battle.att.anyDefenceless && A.onlyDefenceless(a) && this.canHitAny(1, d, a)) a = A.swept(a);
    const att = A.alive[a]! > 0;
    const def = D.alive[d]! > 0;
    if (!att && !def) return [battle.def.total === 0 ? OUTCOME.defender : OUTCOME.draw, a, d];
    if (!def) return [OUTCOME.attacker, a, d];
    if (!att) return [OUTCOME.defender, a, d];
    if (!battle.noStalemate && !this.canHitAny(0, a, d) && !this.canHitAny(1, d, a)) return [OUTCOME.stalemate, a, d];
    return [0, a, d];
  }

  /** Whether side `s` in state `x` can hit a unit of the other side in state `t` (battle-sim.ts' `canHitAny`). */
  private canHitAny(s: 0 | 1, x: number, t: number): boolean {
    const [own, other] = s === 0 ? [this.A, this.D] : [this.D, this.A];
    const target = other.aliveMask[t]!;
    if (target === 0) return false;
    const side = own.side;
    const v = own.states[x]!;
    const cat = own.hasDestroyer[x] ? side.catWithDd : side.catNoDd;
    let support = 0;
    if (s === 0) for (let i = 0; i < side.n; i += 1) support += side.artillery[i]! * v[i]!;
    for (let i = 0; i < side.n; i += 1) {
      if (v[i] === 0) continue;
      if (side.canFire[i] === 0 && !(support > 0 && side.canFireSupported[i] === 1)) continue;
      if ((side.catMask[cat[i]!]! & target) !== 0) return true;
    }
    return false;
  }

  /** The terminals' mass as the simulation's totals, in probabilities. */
  private totals(): SimTotals {
    const { A, D, ND, battle } = this;
    const totals = emptyTotals(battle.types, battle.att.total);
    totals.runs = 1;
    totals.rounds = this.rounds;
    const n = A.n;
    for (let t = 0; t < this.termCode.length; t += 1) {
      const p = this.termMass[t]!;
      if (p === 0) continue;
      const code = this.termCode[t]!;
      const a = Math.floor(this.termJoint[t]! / ND);
      const d = this.termJoint[t]! % ND;
      if (code === OUTCOME.attacker) {
        totals.attackerWins += p;
        if (battle.kind === "land") {
          let land = 0;
          for (let i = 0; i < n; i += 1) if (battle.att.land[i] === 1) land += A.states[a]![i]!;
          if (land > 0) totals.taken += p;
        }
      } else if (code === OUTCOME.defender) totals.defenderWins += p;
      else if (code === OUTCOME.retreat) {
        totals.defenderWins += p;
        totals.retreats += p;
      } else totals.draws += p;
      const va = A.states[a]!;
      let left = 0;
      for (let i = 0; i < n; i += 1) {
        const k = va[i]! + va[2 * n + i]!;
        left += k;
        totals.attackerSurvivors[battle.att.type[i]!]! += p * k;
        totals.attackerIpcLost += p * (battle.att.initial[i]! - k) * battle.att.cost[i]!;
      }
      totals.attackerLeft[left]! += p;
      const vd = D.states[d]!;
      for (let i = 0; i < D.n; i += 1) {
        totals.defenderSurvivors[battle.def.type[i]!]! += p * vd[i]!;
        totals.defenderIpcLost += p * (battle.def.initial[i]! - vd[i]!) * battle.def.cost[i]!;
      }
    }
    for (let t = 0; t < battle.types; t += 1) {
      totals.attackerSurvivors[t]! += battle.attackerFixed[t] ?? 0;
      totals.defenderSurvivors[t]! += battle.defenderFixed[t] ?? 0;
    }
    return totals;
  }
}
