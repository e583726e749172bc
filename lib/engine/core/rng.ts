/**
 * Seeded dice [2.6]. The generator is sfc32 (small, fast, passes PractRand);
 * its whole state is four uint32 words kept inside the game state, so a
 * saved game carries its dice with it and replays exactly.
 */
export interface DiceState {
  /** The seed the game was created with (informational; the state is `s`). */
  seed: number;
  /** sfc32 state words. */
  s: [number, number, number, number];
  /** How many numbers have been drawn (a cursor for logs and tests). */
  rolls: number;
  /**
   * Values queued by `force-die` actions (a testing aid): the next d10 rolls
   * return these, in order, without drawing from the generator. Absent when empty
   * so a game that never forces hashes as before.
   */
  forced?: number[];
}

/** Expands a seed into a generator state with splitmix32, then warms it up. */
export function seedDice(seed: number): DiceState {
  if (!Number.isFinite(seed)) throw new Error("seedDice: the seed must be a finite number");
  let x = Math.trunc(seed) >>> 0;
  const next = () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const dice: DiceState = { seed: Math.trunc(seed), s: [next(), next(), next(), next()], rolls: 0 };
  for (let i = 0; i < 12; i += 1) nextUint32(dice);
  dice.rolls = 0;
  return dice;
}

/** Draws the next uint32, advancing the state in place (callers own a draft). */
export function nextUint32(d: DiceState): number {
  let [a, b, c, e] = d.s;
  const t = (((a + b) >>> 0) + e) >>> 0;
  e = (e + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  d.s = [a >>> 0, b >>> 0, c, e];
  d.rolls += 1;
  return t;
}

/** An integer in [0, n). Multiplication, not modulo, so small n are unbiased enough for dice. */
export function nextInt(d: DiceState, n: number): number {
  return Math.floor((nextUint32(d) / 4294967296) * n);
}

/** A ten-sided die read 0–9; 0 is zero, not ten [2.6]. */
export function rollD10(d: DiceState): number {
  return drawD10(d).value;
}

/** The faces of the d10 [2.6]: what `force-die` accepts. */
export const D10_MIN = 0;
export const D10_MAX = 9;

/** The next d10 roll, taking a forced value first when one is queued (forced rolls leave the generator untouched). */
export function drawD10(d: DiceState): { value: number; forced: boolean } {
  if (d.forced && d.forced.length > 0) {
    const value = d.forced[0] as number;
    if (d.forced.length === 1) delete d.forced;
    else d.forced = d.forced.slice(1);
    return { value, forced: true };
  }
  return { value: nextInt(d, 10), forced: false };
}

/** A standalone generator for bots: same algorithm, its own state, never the game's dice. */
export class BotRandom {
  private readonly d: DiceState;
  constructor(seed: number) {
    this.d = seedDice(seed);
  }
  int(n: number): number {
    return nextInt(this.d, n);
  }
  chance(p: number): boolean {
    return nextUint32(this.d) / 4294967296 < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}
