import { type CompiledBattle, compileBattle, MAX_SLOTS, type SimOptions, type SimSide } from "./sim-compile";
import { BLOCK_SIZE, type SimTotals, addTotals, blockCount, blockSeed, emptyTotals, mix32, splitBlocks } from "./sim-totals";

/**
 * The battle calculator's hot loop [AA:conduct-combat]. `compileBattle` turns
 * a composition into typed arrays once (the answers of combat-rules.ts: who
 * can hit whom, first strike, support, AA dice, bombardment, casualty order);
 * `simulateBlocks` then fights battles with no allocation per battle or per
 * die, on its own sfc32 generator seeded per block of battles, and adds
 * integer totals (so totals from any split of blocks add up to the same
 * numbers). The hits of a group of n dice at value v are drawn at once from
 * the exact Binomial(n, v/6) distribution — one uint32 per group instead of
 * one per die, the same distribution as rolling them one by one.
 *
 * One battle: AA fire (removed at once) → bombardment (its casualties still
 * fire in round 1) → rounds of: first-strike submarines of both sides fire
 * together and their hits are removed; then every other unit of both sides
 * fires together and the hits are removed; defenceless units left alone are
 * lost; the battle ends when a side is gone or neither can hit the other;
 * the attacker may retreat after a round [AA:general-combat, AA:retreat,
 * RULINGS "rounds", "outcomes", "retreat"].
 */

// The calculator's public names stay here, where its callers have always found them.
export { BLOCK_SIZE, type SimTotals, addTotals, blockCount, blockSeed, emptyTotals, splitBlocks };
export { type CompiledBattle, compileBattle, MAX_SLOTS, type SimOptions };

/** A battle still going after this many rounds is scored a draw (it needs a near-impossible run of misses). */
export const MAX_ROUNDS = 1000;

export const OUTCOME = { attacker: 1, defender: 2, draw: 3, stalemate: 4, retreat: 5 } as const;

const TWO32 = 4294967296;


/** A d6 at or under v ⇔ a uniform uint32 below v·2³²/6. */
const D6_THRESHOLD = Float64Array.from([0, 1, 2, 3, 4, 5, 6], (v) => (v * TWO32) / 6);
/** Up to this many dice are rolled one by one (cheaper than the table walk; measured). */
const FEW_DICE = 1;
/** The most dice drawn at once; larger groups are drawn in pieces (a sum of binomials is binomial). */
const MAX_GROUP = 64;
/**
 * Binomial thresholds: for v = 1…5 and n = 1…MAX_GROUP, BINOM[BINOM_AT[v·(MAX_GROUP+1)+n] + k]
 * = P(X ≤ k)·2³² for X ~ Binomial(n, v/6), k = 0…n−1. A uniform uint32 r gives
 * X = the number of thresholds at or below r. Built once.
 */
const BINOM_AT = new Int32Array(6 * (MAX_GROUP + 1));
const BINOM = (() => {
  const table: number[] = [];
  for (let v = 1; v <= 5; v += 1) {
    const p = v / 6;
    for (let n = 1; n <= MAX_GROUP; n += 1) {
      BINOM_AT[v * (MAX_GROUP + 1) + n] = table.length;
      let pmf = (1 - p) ** n;
      let cdf = 0;
      for (let k = 0; k < n; k += 1) {
        cdf += pmf;
        table.push(cdf * TWO32);
        pmf *= ((n - k) / (k + 1)) * (p / (1 - p));
      }
    }
  }
  return Float64Array.from(table);
})();

/** The state of one calculator run: the battle, the generator and the scratch arrays, all allocated once. */
class Sim {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;
  private readonly cnt: [Int32Array, Int32Array];
  private readonly spare: [Int32Array, Int32Array];
  private readonly withdrawn: Int32Array;
  private readonly lost = new Float64Array(2);
  /** Units alive on each side. */
  private readonly alive = new Int32Array(2);
  private readonly catHits: [Int32Array, Int32Array];
  private readonly survivors: [Float64Array, Float64Array];
  private readonly sides: [SimSide, SimSide];

  constructor(private readonly battle: CompiledBattle) {
    this.sides = [battle.att, battle.def];
    this.cnt = [new Int32Array(battle.att.n), new Int32Array(battle.def.n)];
    this.spare = [new Int32Array(battle.att.n), new Int32Array(battle.def.n)];
    this.withdrawn = new Int32Array(battle.att.n);
    this.catHits = [new Int32Array(Math.max(1, battle.att.nCat)), new Int32Array(Math.max(1, battle.def.nCat))];
    this.survivors = [new Float64Array(battle.att.n), new Float64Array(battle.def.n)];
  }

  /** Seeds the generator as the engine's dice are seeded (splitmix32, then 12 draws to warm up). */
  seed(seed32: number): void {
    let x = seed32 >>> 0;
    const next = () => {
      x = (x + 0x9e3779b9) >>> 0;
      return mix32(x);
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i += 1) this.next();
  }

  /** sfc32: one uniform uint32. */
  private next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Hits of `n` dice hitting at or under `v`: a few dice one by one, more as one draw per group of up to MAX_GROUP. */
  private roll(n: number, v: number): number {
    if (n <= 0 || v <= 0) return 0;
    if (v >= 6) return n;
    let h = 0;
    if (n <= FEW_DICE) {
      const thr = D6_THRESHOLD[v]!;
      for (let i = 0; i < n; i += 1) if (this.next() < thr) h += 1;
      return h;
    }
    while (n > 0) {
      const m = n > MAX_GROUP ? MAX_GROUP : n;
      const r = this.next();
      const at = BINOM_AT[v * (MAX_GROUP + 1) + m]!;
      let k = 0;
      while (k < m && r >= BINOM[at + k]!) k += 1;
      h += k;
      n -= m;
    }
    return h;
  }

  private hasDestroyer(s: 0 | 1): boolean {
    const side = this.sides[s];
    if (!side.anyDestroyer) return false;
    const cnt = this.cnt[s];
    for (let i = 0; i < side.n; i += 1) if (side.destroyer[i] === 1 && cnt[i]! > 0) return true;
    return false;
  }

  private hasSub(s: 0 | 1): boolean {
    const side = this.sides[s];
    if (!side.anySub) return false;
    const cnt = this.cnt[s];
    for (let i = 0; i < side.n; i += 1) if (side.sub[i] === 1 && cnt[i]! > 0) return true;
    return false;
  }

  private aliveMask(s: 0 | 1): number {
    const cnt = this.cnt[s];
    let m = 0;
    for (let i = 0; i < cnt.length; i += 1) if (cnt[i]! > 0) m |= 1 << i;
    return m;
  }

  private support(): number {
    const side = this.sides[0];
    const cnt = this.cnt[0];
    let s = 0;
    for (let i = 0; i < side.n; i += 1) s += side.artillery[i]! * cnt[i]!;
    return s;
  }

  /**
   * Rolls side `s`'s fire into `catHits[s]`: `subs` 1 = only its submarines
   * (first strike), 0 = everything but first-striking submarines
   * (`subsFired`).
   */
  private fire(s: 0 | 1, subsOnly: boolean, subsFired: boolean, dd: boolean): void {
    const side = this.sides[s];
    const cnt = this.cnt[s];
    const hits = this.catHits[s];
    let support = s === 0 ? this.support() : 0;
    const cat = dd ? side.catWithDd : side.catNoDd;
    for (let i = 0; i < side.n; i += 1) {
      const n = cnt[i]!;
      if (n === 0) continue;
      const isSub = side.sub[i] === 1;
      if (subsOnly ? !isSub : isSub && subsFired) continue;
      let h = 0;
      if (support > 0 && side.supportable[i] === 1) {
        const k = n < support ? n : support;
        support -= k;
        h = this.roll(k, side.valueSupported[i]!) + this.roll(n - k, side.value[i]!);
      } else if (side.canFire[i] === 1) h = this.roll(n, side.value[i]!);
      if (h > 0) hits[cat[i]!] = hits[cat[i]!]! + h;
    }
  }

  /** Side `s` takes `h` hits among the slots in `mask`, in its casualty order (`aa`: the AA order). */
  private take(s: 0 | 1, mask: number, h: number, aa: boolean): void {
    const side = this.sides[s];
    const cnt = this.cnt[s];
    const spare = this.spare[s];
    const absorb = aa ? side.aaAbsorb : side.absorb;
    for (let k = 0; k < absorb.length && h > 0; k += 1) {
      const i = absorb[k]!;
      if (((mask >>> i) & 1) === 0) continue;
      const x = spare[i]!;
      if (x === 0) continue;
      const t = x < h ? x : h;
      spare[i] = x - t;
      h -= t;
    }
    const steps = aa ? side.aaSteps : side.steps;
    for (let k = 0; k < steps.length && h > 0; k += 1) {
      const i = steps[k]!;
      if (((mask >>> i) & 1) === 0) continue;
      const avail = cnt[i]! - (aa ? 0 : side.keep[k]!);
      if (avail <= 0) continue;
      const t = avail < h ? avail : h;
      cnt[i] = cnt[i]! - t;
      this.alive[s] = this.alive[s]! - t;
      this.lost[s] = this.lost[s]! + t * side.cost[i]!;
      h -= t;
    }
  }

  /** Applies `catHits[s]` to the enemy of `s`, most restricted category first, and clears it. */
  private land(s: 0 | 1): void {
    const side = this.sides[s];
    const hits = this.catHits[s];
    const enemy = (1 - s) as 0 | 1;
    for (let k = 0; k < side.nCat; k += 1) {
      const c = side.catOrder[k]!;
      const h = hits[c]!;
      if (h > 0) {
        this.take(enemy, side.catMask[c]!, h, false);
        hits[c] = 0;
      }
    }
  }

  /** Whether side `s` (its current units) can hit anything of the other side alive now. */
  private canHitAny(s: 0 | 1): boolean {
    const side = this.sides[s];
    const cnt = this.cnt[s];
    const target = this.aliveMask((1 - s) as 0 | 1);
    if (target === 0) return false;
    const dd = this.hasDestroyer(s);
    const cat = dd ? side.catWithDd : side.catNoDd;
    const supported = s === 0 && this.support() > 0;
    for (let i = 0; i < side.n; i += 1) {
      if (cnt[i] === 0) continue;
      if (side.canFire[i] === 0 && !(supported && side.canFireSupported[i] === 1)) continue;
      if ((side.catMask[cat[i]!]! & target) !== 0) return true;
    }
    return false;
  }

  /** Defenceless units left alone are lost when the enemy can hit them [AA:general-combat, RULINGS "defenceless transports"]. */
  private sweepDefenceless(s: 0 | 1): void {
    const side = this.sides[s];
    const cnt = this.cnt[s];
    let any = false;
    for (let i = 0; i < side.n; i += 1) {
      if (cnt[i] === 0) continue;
      if (side.defenceless[i] === 0) return;
      any = true;
    }
    if (!any || !this.canHitAny((1 - s) as 0 | 1)) return;
    for (let i = 0; i < side.n; i += 1) {
      this.lost[s] = this.lost[s]! + cnt[i]! * side.cost[i]!;
      cnt[i] = 0;
    }
    this.alive[s] = 0;
  }

  /** 0 while the battle goes on, else its outcome. */
  private outcome(): number {
    if (this.battle.def.anyDefenceless) this.sweepDefenceless(1);
    if (this.battle.att.anyDefenceless) this.sweepDefenceless(0);
    const att = this.alive[0]! > 0;
    const def = this.alive[1]! > 0;
    // Both gone is a draw, unless the defender never had a combatant (air shot down by AA guns alone): it holds.
    if (!att && !def) return this.battle.def.total === 0 ? OUTCOME.defender : OUTCOME.draw;
    if (!def) return OUTCOME.attacker;
    if (!att) return OUTCOME.defender;
    if (!this.battle.noStalemate && !this.canHitAny(0) && !this.canHitAny(1)) return OUTCOME.stalemate;
    return 0;
  }

  /** Rounds the last battle lasted. */
  private rounds = 0;

  /** Fights one battle; returns its outcome, leaves the rounds in `rounds` and the survivors in `cnt`. */
  private fight(): number {
    const battle = this.battle;
    const att = this.sides[0];
    for (let s = 0; s < 2; s += 1) {
      const side = this.sides[s]!;
      this.cnt[s]!.set(side.initial);
      this.alive[s] = side.total;
      for (let i = 0; i < side.n; i += 1) this.spare[s]![i] = side.initial[i]! * (side.hp[i]! - 1);
    }
    this.withdrawn.fill(0);
    this.lost[0] = 0;
    this.lost[1] = 0;

    // AA fire [AA:air-units, AA:aa-guns]: dice never outnumber the air units, casualties removed at once.
    if (battle.aaDice.length > 0) {
      let air = 0;
      for (let i = 0; i < att.n; i += 1) if (att.air[i] === 1) air += this.cnt[0][i]!;
      let hits = 0;
      for (let g = 0; g < battle.aaDice.length && air > 0; g += 1) {
        const n = Math.min(air, battle.aaDice[g]!);
        hits += this.roll(n, battle.aaHitOn[g]!);
        air -= n;
      }
      if (hits > 0) this.take(0, -1, hits, true);
    }
    // Bombardment [AA:bombardment]: its casualties still fire in round 1, so its hits join round 1's.
    let bombardHits = 0;
    for (let i = 0; i < battle.bombardValue.length; i += 1) bombardHits += this.roll(battle.bombardShips[i]!, battle.bombardValue[i]!);

    let result = this.outcome();
    let rounds = 0;
    let canRetreat = battle.retreatAfter > 0 || battle.retreatBelow > 0;
    while (result === 0) {
      rounds += 1;
      const attDd = this.hasDestroyer(0);
      const defDd = this.hasDestroyer(1);
      // Submarine first strike [AA:submarines]: both sides' first strikes are simultaneous.
      const attFirst = battle.kind === "sea" && !defDd && this.hasSub(0);
      const defFirst = battle.kind === "sea" && !attDd && this.hasSub(1);
      if (attFirst || defFirst) {
        if (attFirst) this.fire(0, true, false, attDd);
        if (defFirst) this.fire(1, true, false, defDd);
        this.land(0);
        this.land(1);
      }
      // Everyone else fires together [AA:general-combat, RULINGS "rounds"].
      this.fire(0, false, attFirst, attDd);
      this.fire(1, false, defFirst, defDd);
      if (rounds === 1 && bombardHits > 0) this.take(1, -1, bombardHits, false);
      this.land(0);
      this.land(1);
      result = this.outcome();
      if (result !== 0) break;
      if (rounds >= MAX_ROUNDS) {
        result = OUTCOME.stalemate;
        break;
      }
      if (canRetreat && ((battle.retreatAfter > 0 && rounds >= battle.retreatAfter) || (battle.retreatBelow > 0 && this.alive[0]! < battle.retreatBelow))) {
        if (!battle.amphibious) {
          result = OUTCOME.retreat;
          break;
        }
        // Landed units cannot retreat: only the air units leave [AA:amphibious-land-battle, RULINGS "retreat"].
        canRetreat = false;
        let land = 0;
        for (let i = 0; i < att.n; i += 1) {
          if (att.air[i] === 1) {
            this.withdrawn[i] = this.cnt[0][i]!;
            this.alive[0] = this.alive[0]! - this.cnt[0][i]!;
            this.cnt[0][i] = 0;
          } else land += this.cnt[0][i]!;
        }
        if (land === 0) {
          result = OUTCOME.retreat;
          break;
        }
        result = this.outcome();
      }
    }
    this.rounds = rounds;
    return result;
  }

  /** Fights `runs` battles and adds them to `totals`. */
  run(runs: number, totals: SimTotals): void {
    const att = this.sides[0];
    const [sa, sd] = this.survivors;
    sa.fill(0);
    sd.fill(0);
    for (let r = 0; r < runs; r += 1) {
      const outcome = this.fight();
      totals.rounds += this.rounds;
      if (outcome === OUTCOME.attacker) {
        totals.attackerWins += 1;
        if (this.battle.kind === "land") {
          let land = 0;
          for (let i = 0; i < att.n; i += 1) if (att.land[i] === 1) land += this.cnt[0][i]!;
          if (land > 0) totals.taken += 1;
        }
      } else if (outcome === OUTCOME.defender) totals.defenderWins += 1;
      else if (outcome === OUTCOME.retreat) {
        totals.defenderWins += 1;
        totals.retreats += 1;
      } else totals.draws += 1;
      const ca = this.cnt[0];
      const cd = this.cnt[1];
      let left = 0;
      for (let i = 0; i < ca.length; i += 1) {
        const k = ca[i]! + this.withdrawn[i]!;
        sa[i] = sa[i]! + k;
        left += k;
      }
      totals.attackerLeft[left] = totals.attackerLeft[left]! + 1;
      for (let i = 0; i < cd.length; i += 1) sd[i] = sd[i]! + cd[i]!;
      totals.attackerIpcLost += this.lost[0]!;
      totals.defenderIpcLost += this.lost[1]!;
    }
    totals.runs += runs;
    for (let i = 0; i < att.n; i += 1) totals.attackerSurvivors[att.type[i]!] = totals.attackerSurvivors[att.type[i]!]! + sa[i]!;
    const def = this.sides[1];
    for (let i = 0; i < def.n; i += 1) totals.defenderSurvivors[def.type[i]!] = totals.defenderSurvivors[def.type[i]!]! + sd[i]!;
    for (let t = 0; t < this.battle.types; t += 1) {
      totals.attackerSurvivors[t] = totals.attackerSurvivors[t]! + runs * (this.battle.attackerFixed[t] ?? 0);
      totals.defenderSurvivors[t] = totals.defenderSurvivors[t]! + runs * (this.battle.defenderFixed[t] ?? 0);
    }
  }
}

/**
 * Fights blocks `from` (inclusive) to `to` (exclusive) of a run of `runs`
 * battles with `seed`: block b holds battles b·BLOCK_SIZE… and has its own
 * generator seed, so any split of the blocks adds up to the same totals.
 * `onBlock` is told after each block (progress).
 */
export function simulateBlocks(battle: CompiledBattle, seed: number, runs: number, from: number, to: number, onBlock?: (battles: number) => void): SimTotals {
  const totals = emptyTotals(battle.types, battle.att.total);
  const sim = new Sim(battle);
  for (let b = from; b < to; b += 1) {
    const n = Math.min(BLOCK_SIZE, runs - b * BLOCK_SIZE);
    if (n <= 0) break;
    sim.seed(blockSeed(seed, b));
    sim.run(n, totals);
    onBlock?.(n);
  }
  return totals;
}
