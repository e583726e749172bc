import type { SimSide } from "./sim-compile";

/**
 * The casualty states of one side of a battle, for the exact calculator
 * [AA:general-combat, RULINGS-odds "exact"]. With the owner's casualty order
 * fixed (sim-compile.ts), a side's state is its units left and damage left to
 * absorb per slot, plus, for the attacker of an amphibious assault, the air
 * units withdrawn and whether its one retreat is spent [AA:amphibious-land-battle].
 * Taking hits is greedy — taking h + 1 hits is taking h, then one more (the
 * same walk of `take` in battle-sim.ts) — so the space is closed under "one
 * hit through mask m" and h hits are h steps along that edge.
 *
 * Layout of a state vector: [cnt × n, spare × n, withdrawn × n, retreatSpent].
 */
export class SideSpace {
  readonly n: number;
  readonly width: number;
  readonly states: Int32Array[] = [];
  /** Target masks this side can be hit through (the enemy's categories, and all slots for bombardment). */
  readonly masks: number[];
  /** hit1[id · masks.length + m]: the state after one more hit through masks[m] (itself when nothing is left to hit). */
  readonly hit1: number[] = [];
  readonly alive: number[] = [];
  readonly potential: number[] = [];
  readonly aliveMask: number[] = [];
  readonly hasDestroyer: boolean[] = [];
  readonly hasSub: boolean[] = [];
  readonly landUnits: number[] = [];
  private readonly ids = new Map<string, number>();

  constructor(
    readonly side: SimSide,
    masks: readonly number[],
  ) {
    this.n = side.n;
    this.width = 3 * side.n + 1;
    this.masks = [...new Set(masks)];
  }

  /** The id of a state vector, adding it when new. */
  intern(v: Int32Array): number {
    const key = v.join(",");
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.states.length;
    this.ids.set(key, id);
    this.states.push(v);
    const n = this.n;
    const side = this.side;
    let alive = 0;
    let pot = 0;
    let mask = 0;
    let dd = false;
    let sub = false;
    let land = 0;
    for (let i = 0; i < n; i += 1) {
      const c = v[i]!;
      alive += c;
      pot += c + v[n + i]!;
      if (c > 0) {
        mask |= 1 << i;
        if (side.destroyer[i] === 1) dd = true;
        if (side.sub[i] === 1) sub = true;
        if (side.land[i] === 1) land += c;
      }
    }
    this.alive.push(alive);
    // Every change lowers the potential: a hit removes a unit or a damage point, a spent retreat flag one more.
    this.potential.push(2 * pot + (1 - v[3 * n]!));
    this.aliveMask.push(mask);
    this.hasDestroyer.push(dd);
    this.hasSub.push(sub);
    this.landUnits.push(land);
    return id;
  }

  initial(): Int32Array {
    const v = new Int32Array(this.width);
    const side = this.side;
    for (let i = 0; i < this.n; i += 1) {
      v[i] = side.initial[i]!;
      v[this.n + i] = side.initial[i]! * (side.hp[i]! - 1);
    }
    return v;
  }

  /** `h` hits through `mask` in the casualty order (`aa`: the AA order, which keeps nothing back), as battle-sim's `take`. */
  take(from: Int32Array, mask: number, h: number, aa: boolean): Int32Array {
    const v = from.slice();
    const side = this.side;
    const n = this.n;
    const absorb = aa ? side.aaAbsorb : side.absorb;
    for (let k = 0; k < absorb.length && h > 0; k += 1) {
      const i = absorb[k]!;
      if (((mask >>> i) & 1) === 0) continue;
      const x = v[n + i]!;
      if (x === 0) continue;
      const t = x < h ? x : h;
      v[n + i] = x - t;
      h -= t;
    }
    const steps = aa ? side.aaSteps : side.steps;
    for (let k = 0; k < steps.length && h > 0; k += 1) {
      const i = steps[k]!;
      if (((mask >>> i) & 1) === 0) continue;
      const avail = v[i]! - (aa ? 0 : side.keep[k]!);
      if (avail <= 0) continue;
      const t = avail < h ? avail : h;
      v[i] = v[i]! - t;
      h -= t;
    }
    return v;
  }

  /** Every unit lost at once: defenceless units left alone [AA:transports]. */
  swept(id: number): number {
    const v = this.states[id]!.slice();
    for (let i = 0; i < this.n; i += 1) v[i] = 0;
    return this.intern(v);
  }

  /** The amphibious attacker's retreat: its air units leave, the landed units stay, no further retreat [AA:amphibious-land-battle]. */
  withdrawn(id: number): number {
    const v = this.states[id]!.slice();
    const n = this.n;
    for (let i = 0; i < n; i += 1) {
      if (this.side.air[i] === 1) {
        v[2 * n + i] = v[i]!;
        v[i] = 0;
      }
    }
    v[3 * n] = 1;
    return this.intern(v);
  }

  /** Units left, all of them defenceless (transports alone). */
  onlyDefenceless(id: number): boolean {
    const v = this.states[id]!;
    let any = false;
    for (let i = 0; i < this.n; i += 1) {
      if (v[i] === 0) continue;
      if (this.side.defenceless[i] === 0) return false;
      any = true;
    }
    return any;
  }

  retreatSpent(id: number): boolean {
    return this.states[id]![3 * this.n] === 1;
  }

  /**
   * Builds every state reachable from `starts` by hits, sweeps and (with
   * `withdraw`) the amphibious withdrawal, with the one-hit edges. False when
   * there are more than `limit` states: the battle is too big to solve exactly.
   */
  close(starts: readonly number[], withdraw: boolean, limit: number): boolean {
    const queue = [...starts];
    const seen = new Set<number>(starts);
    const nm = this.masks.length;
    const push = (id: number) => {
      if (!seen.has(id)) {
        seen.add(id);
        queue.push(id);
      }
    };
    for (let q = 0; q < queue.length; q += 1) {
      if (this.states.length > limit) return false;
      const id = queue[q]!;
      const v = this.states[id]!;
      for (let m = 0; m < nm; m += 1) {
        const next = this.intern(this.take(v, this.masks[m]!, 1, false));
        this.hit1[id * nm + m] = next;
        push(next);
      }
      if (this.side.anyDefenceless && this.onlyDefenceless(id)) push(this.swept(id));
      if (withdraw && !this.retreatSpent(id)) push(this.withdrawn(id));
    }
    return this.states.length <= limit;
  }
}
