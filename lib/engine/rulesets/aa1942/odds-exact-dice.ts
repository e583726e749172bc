import type { SimSide } from "./sim-compile";

/**
 * The dice of the exact calculator as distributions [AA:general-combat,
 * RULINGS-odds "exact"]: n dice hitting at or under v are Binomial(n, v/6),
 * the dice of one target category add up (a convolution), and hits beyond
 * what the enemy can take are lumped into the last entry (they change
 * nothing). Fire follows battle-sim.ts' `fire` die for die: artillery support
 * counted from the units alive, given out in slot order; first-striking
 * submarines alone, or everything else.
 */

/** A distribution over hits 0…length−1. */
export type Pmf = Float64Array;

const binomials = new Map<number, Pmf>();

/** P(k hits) for n dice hitting on v or less. */
export function binomial(n: number, v: number): Pmf {
  if (n <= 0 || v <= 0) return Float64Array.of(1);
  if (v >= 6) {
    const sure = new Float64Array(n + 1);
    sure[n] = 1;
    return sure;
  }
  const key = n * 8 + v;
  const known = binomials.get(key);
  if (known) return known;
  const p = v / 6;
  const out = new Float64Array(n + 1);
  // From the mode outwards by the ratio of neighbours, then normalised: only + − × ÷, which IEEE makes the same in
  // every engine (Math.exp and Math.log are not: a browser's last digits would differ from Node's), and nothing
  // underflows at the mode however many dice.
  const mode = Math.min(n, Math.floor((n + 1) * p));
  out[mode] = 1;
  const odds = p / (1 - p);
  for (let k = mode; k < n; k += 1) out[k + 1] = out[k]! * ((n - k) / (k + 1)) * odds;
  for (let k = mode; k > 0; k -= 1) out[k - 1] = out[k]! * (k / (n - k + 1)) / odds;
  let sum = 0;
  for (let k = 0; k <= n; k += 1) sum += out[k]!;
  for (let k = 0; k <= n; k += 1) out[k] = out[k]! / sum;
  binomials.set(key, out);
  return out;
}

/** The distribution of a + b, with hits above `cap` lumped at `cap`. */
export function convolve(a: Pmf, b: Pmf, cap: number): Pmf {
  if (a.length === 1 && a[0] === 1) return truncate(b, cap);
  if (b.length === 1 && b[0] === 1) return truncate(a, cap);
  const len = Math.min(a.length + b.length - 1, cap + 1);
  const out = new Float64Array(len);
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    if (x === 0) continue;
    for (let j = 0; j < b.length; j += 1) {
      const k = i + j < len ? i + j : len - 1;
      out[k] = out[k]! + x * b[j]!;
    }
  }
  return out;
}

function truncate(a: Pmf, cap: number): Pmf {
  if (a.length <= cap + 1) return a;
  const out = a.slice(0, cap + 1);
  let tail = 0;
  for (let k = cap + 1; k < a.length; k += 1) tail += a[k]!;
  out[cap] = out[cap]! + tail;
  return out;
}

/** Which dice a side rolls: first-striking submarines only, everything else (its submarines included), or everything but the submarines that struck first. */
export const FIRE = { firstStrike: 0, all: 1, afterFirstStrike: 2 } as const;
export type FireMode = (typeof FIRE)[keyof typeof FIRE];

/**
 * Side `side`'s hits per target category (null: no die of that category)
 * when its units alive are `cnt` (the first n entries of a state vector),
 * as battle-sim.ts' `fire`. `dd`: whether the side had a destroyer at the start of the round.
 */
export function fireHits(side: SimSide, cnt: Int32Array, mode: FireMode, dd: boolean, attacker: boolean, cap: number): (Pmf | null)[] {
  const out: (Pmf | null)[] = new Array<Pmf | null>(side.nCat).fill(null);
  let support = 0;
  if (attacker) for (let i = 0; i < side.n; i += 1) support += side.artillery[i]! * cnt[i]!;
  const cat = dd ? side.catWithDd : side.catNoDd;
  for (let i = 0; i < side.n; i += 1) {
    const n = cnt[i]!;
    if (n === 0) continue;
    const isSub = side.sub[i] === 1;
    if (mode === FIRE.firstStrike ? !isSub : isSub && mode === FIRE.afterFirstStrike) continue;
    let dist: Pmf | null = null;
    if (support > 0 && side.supportable[i] === 1) {
      const k = n < support ? n : support;
      support -= k;
      dist = convolve(binomial(k, side.valueSupported[i]!), binomial(n - k, side.value[i]!), cap);
    } else if (side.canFire[i] === 1) dist = truncate(binomial(n, side.value[i]!), cap);
    if (!dist) continue;
    const c = cat[i]!;
    const before = out[c];
    out[c] = before ? convolve(before, dist, cap) : dist;
  }
  return out;
}

/** The hits of several groups of dice: (dice, value) pairs, summed. */
export function groupHits(groups: readonly (readonly [dice: number, value: number])[], cap: number): Pmf {
  let out: Pmf = Float64Array.of(1);
  for (const [n, v] of groups) out = convolve(out, binomial(n, v), cap);
  return out;
}
