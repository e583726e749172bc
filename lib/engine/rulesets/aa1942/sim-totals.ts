/**
 * What a run of the battle calculator adds up [AA:conduct-combat]: integer
 * totals merged by adding, and the blocks a run is cut into — each block of
 * battles has its own generator seed, so any split of the blocks over workers
 * adds up to the same numbers.
 */

/** Battles a block of the run: each block has its own generator seed. */
export const BLOCK_SIZE = 1000;

/** What a run adds up; counts and sums are integers, merged by adding. */
export interface SimTotals {
  runs: number;
  attackerWins: number;
  defenderWins: number;
  draws: number;
  /** Attacker retreats (counted among the defender's wins). */
  retreats: number;
  /** Land battles won by the attacker with a land unit left to take the territory. */
  taken: number;
  rounds: number;
  attackerIpcLost: number;
  defenderIpcLost: number;
  /** Units left at the end, summed over battles, by unit type index. */
  attackerSurvivors: number[];
  defenderSurvivors: number[];
  /**
   * Battles by how many of the attacker's fighting units were left at the end
   * (index = units left, retreated air units included); as long as the side's
   * units + 1, or empty in a fresh total (adding grows it).
   */
  attackerLeft: number[];
}

/** Totals of no battle yet, for `types` unit types and a side of `attackerUnits`. */
export function emptyTotals(types: number, attackerUnits = -1): SimTotals {
  return {
    runs: 0,
    attackerWins: 0,
    defenderWins: 0,
    draws: 0,
    retreats: 0,
    taken: 0,
    rounds: 0,
    attackerIpcLost: 0,
    defenderIpcLost: 0,
    attackerSurvivors: new Array<number>(types).fill(0),
    defenderSurvivors: new Array<number>(types).fill(0),
    attackerLeft: new Array<number>(attackerUnits + 1).fill(0),
  };
}

/** Adds `more` into `into` (and returns it). */
export function addTotals(into: SimTotals, more: SimTotals): SimTotals {
  into.runs += more.runs;
  into.attackerWins += more.attackerWins;
  into.defenderWins += more.defenderWins;
  into.draws += more.draws;
  into.retreats += more.retreats;
  into.taken += more.taken;
  into.rounds += more.rounds;
  into.attackerIpcLost += more.attackerIpcLost;
  into.defenderIpcLost += more.defenderIpcLost;
  for (let i = 0; i < into.attackerSurvivors.length; i += 1) {
    into.attackerSurvivors[i] = (into.attackerSurvivors[i] ?? 0) + (more.attackerSurvivors[i] ?? 0);
    into.defenderSurvivors[i] = (into.defenderSurvivors[i] ?? 0) + (more.defenderSurvivors[i] ?? 0);
  }
  const left = more.attackerLeft;
  for (let i = 0; i < left.length; i += 1) into.attackerLeft[i] = (into.attackerLeft[i] ?? 0) + (left[i] ?? 0);
  return into;
}

const TWO32 = 4294967296;

/** A 32-bit mixer (murmur3's finaliser): seeds for the blocks and for the generator. */
export function mix32(x: number): number {
  let z = x >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** The generator seed of block `block` of a run with `seed` (any safe integer). */
export function blockSeed(seed: number, block: number): number {
  const t = Math.trunc(seed);
  const lo = t >>> 0;
  const hi = Math.floor(t / TWO32) >>> 0;
  return mix32(mix32(lo ^ 0x2545f491) ^ mix32(hi + 0x9e3779b9) ^ mix32(Math.imul(block + 1, 0x27d4eb2f)));
}

/** How many blocks a run of `runs` battles has. */
export function blockCount(runs: number): number {
  return Math.ceil(runs / BLOCK_SIZE);
}

/** Splits `blocks` into `parts` contiguous ranges as evenly as possible (some may be empty). */
export function splitBlocks(blocks: number, parts: number): [number, number][] {
  const out: [number, number][] = [];
  for (let w = 0; w < parts; w += 1) out.push([Math.floor((w * blocks) / parts), Math.floor(((w + 1) * blocks) / parts)]);
  return out;
}
