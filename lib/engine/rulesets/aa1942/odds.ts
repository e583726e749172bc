/**
 * The Axis & Allies battle calculator [AA:conduct-combat]: reports who wins
 * a battle of a given composition, how long it lasts, what is left and what
 * it costs, with the real combat rules. Exactly where the battle's casualty
 * states are few enough (odds-exact.ts: dynamic programming over the Markov
 * chain of the two sides' casualties, RULINGS-odds "exact"), else by
 * simulating it many times. Pure and seeded: the same request, seed and runs
 * give the same result, however the runs are split between workers
 * (battle-sim.ts: blocks with their own seeds, integer totals).
 *
 * Rule slugs, in RULINGS.md's scheme: one per heading of the rulebook seed
 * (seeds/004_dfa13f96b3216457.txt, the Japanese 1942 second edition, partial),
 * cited as [AA:<slug>]. The ones this calculator cites:
 *
 * | slug | heading in the seed | what it gives the calculator |
 * |---|---|---|
 * | AA:units | 戦闘部隊 | the unit table: values and abilities are data |
 * | AA:board | ゲームボード上のスペース | territories and sea zones; a hostile sea zone holds enemy surface warships |
 * | AA:combat-move | フェーズ2:戦闘移動 | submarines and transports may be attacked where they are |
 * | AA:air-units | 航空ユニット | air units attacking a territory with AA guns are fired at |
 * | AA:submarines | 潜水艦 | submarines and enemy destroyers |
 * | AA:transports | 輸送船 | cargo takes no part in a sea battle and is lost with its transport |
 * | AA:conduct-combat | フェイズ 3:戦闘行動 (戦闘の流れ) | the combat phase; allies never attack allies |
 * | AA:amphibious | 陸海同時突撃 | sea battle → bombardment → land battle |
 * | AA:bombardment | ステップ 2.戦艦と巡洋艦の砲撃 (new) | one shot a ship, one ship per landing land unit; its casualties fire back |
 * | AA:amphibious-land-battle | ステップ 3. 陸戦 (new) | land units landed from the sea cannot retreat; air units may |
 *
 * The seed stops before the general combat rules. Past it the calculator
 * follows the published 1942 second edition, cited with the published
 * rulebook's headings — AA:general-combat (rounds, dice, casualties, artillery,
 * two-hit units, first strike), AA:aa-guns, AA:retreat — and TripleA's "WW2v5
 * 1942 2nd edition" as the behaviour users compare with. Every choice is a
 * ruling in RULINGS-odds.md, cited as RULINGS "<title>".
 */
import { type BattleKind, type BattleProblem, type Role, battleProblem } from "./combat-rules";
import { type CompiledBattle, type SimTotals, addTotals, blockCount, compileBattle, emptyTotals, simulateBlocks } from "./battle-sim";
import { type ExactAnswer, type ExactLimits, EXACT_LIMITS, exactTotals } from "./odds-exact";
import { type BattleProfile, type UnitTypeAbilities, compileUnitProfiles, findProfile } from "./units";

export { BLOCK_SIZE, addTotals, blockCount, emptyTotals, splitBlocks, type SimTotals } from "./battle-sim";
export { EXACT_LIMITS, type ExactLimits } from "./odds-exact";
export type { UnitTypeAbilities } from "./units";

/** A battle to calculate: unit types by id or name (case-insensitive) with their counts. */
export interface OddsRequest {
  kind: BattleKind;
  /** A land battle fought as an amphibious assault: attacking ships with a bombardment value bombard [AA:bombardment]. */
  amphibious?: boolean;
  attacker: Readonly<Record<string, number>>;
  defender: Readonly<Record<string, number>>;
  /** The attacker retreats at the end of this round if the battle goes on (0 or absent: never). */
  retreatAfter?: number;
  /** The attacker retreats at the end of a round when fewer of its units than this are left (0 or absent: never). */
  retreatBelow?: number;
}

/** How an answer was found: without dice (odds-exact.ts) or by fighting the battle `runs` times. */
export type OddsMethod = "exact" | "monte-carlo";

export interface OddsOptions {
  /** "auto": exact where the battle allows it (within `exactLimits`), else sampled; "monte-carlo" (the default) always samples. */
  method?: OddsMethod | "auto";
  /** How big a battle is solved exactly (default EXACT_LIMITS). */
  exactLimits?: ExactLimits;
  /** Battles to fight (default 10,000). */
  runs?: number;
  /** Any safe integer (default 1). */
  seed?: number;
}

export interface OddsResult {
  method: OddsMethod;
  /** Battles sampled; 0 for an exact answer. */
  runs: number;
  /** Sampled although exact was asked for where possible ("auto"): why the battle could not be solved exactly. */
  exactRefused?: string;
  seed: number;
  /** Probabilities (exact) or fractions of the runs, 0–1; the three add up to 1. */
  attackerWins: number;
  defenderWins: number;
  /** Both sides destroyed, or only units that cannot hit each other left [AA:general-combat, RULINGS "outcomes"]. */
  draws: number;
  /** Attacker retreats, a part of `defenderWins`. */
  retreats: number;
  /** Land battles: the attacker won with a land unit left to take the territory; null at sea. */
  territoryTaken: number | null;
  meanRounds: number;
  /** Mean units left at the end by unit type id (types the side brought). */
  attackerSurvivors: Record<string, number>;
  defenderSurvivors: Record<string, number>;
  /** Mean IPC value of the units each side lost. */
  attackerIpcLost: number;
  defenderIpcLost: number;
  /**
   * Battles (counts, adding up to `runs`; exact: probabilities adding up to 1)
   * by how many of the attacker's fighting units were left: index 0 = none …
   * the last = all it brought.
   * Units that never fight (bombarding ships, structures) are not counted.
   */
  attackerUnitsLeft: number[];
}

export type OddsProblem =
  | { kind: "unknown-type"; side: Role; text: string; message: string }
  | { kind: "bad-count"; side: Role; text: string; message: string }
  | ({ kind: "no-battle" } & BattleProblem);

/** A request checked and compiled, ready to simulate in any number of pieces. */
export interface PreparedOdds {
  request: OddsRequest;
  profiles: BattleProfile[];
  attacker: number[];
  defender: number[];
  battle: CompiledBattle;
}

export const DEFAULT_RUNS = 10_000;
export const DEFAULT_SEED = 1;

/**
 * Checks a request against the unit table and the rules (unknown unit types,
 * battles that cannot happen: battleProblem in combat-rules.ts) and compiles it.
 */
export function prepareOdds(unitTypes: readonly UnitTypeAbilities[], request: OddsRequest): { ok: true; prepared: PreparedOdds } | { ok: false; problem: OddsProblem } {
  const profiles = compileUnitProfiles(unitTypes);
  const counts: Record<Role, number[]> = { attacker: profiles.map(() => 0), defender: profiles.map(() => 0) };
  for (const role of ["attacker", "defender"] as const) {
    for (const [text, n] of Object.entries(request[role])) {
      const p = findProfile(profiles, text);
      if (!p) return { ok: false, problem: { kind: "unknown-type", side: role, text, message: `unknown unit type "${text}" for the ${role}` } };
      if (!Number.isSafeInteger(n) || n < 0) return { ok: false, problem: { kind: "bad-count", side: role, text, message: `the ${role}'s count of ${p.name} must be a whole number ≥ 0` } };
      counts[role][p.index] = (counts[role][p.index] ?? 0) + n;
    }
  }
  const opts = { kind: request.kind, amphibious: request.amphibious === true };
  const problem = battleProblem(profiles, counts.attacker, counts.defender, opts);
  if (problem) return { ok: false, problem: { kind: "no-battle", ...problem } };
  const battle = compileBattle(profiles, counts.attacker, counts.defender, {
    ...opts,
    retreatAfter: request.retreatAfter ?? 0,
    retreatBelow: request.retreatBelow ?? 0,
  });
  return { ok: true, prepared: { request, profiles, attacker: counts.attacker, defender: counts.defender, battle } };
}

/** Fights blocks [from, to) of a run (see battle-sim.ts); `onBlock` hears how many battles each block fought. */
export function simulateOdds(prepared: PreparedOdds, seed: number, runs: number, from = 0, to = blockCount(runs), onBlock?: (battles: number) => void): SimTotals {
  return simulateBlocks(prepared.battle, seed, runs, from, to, onBlock);
}

/**
 * The exact answer's totals (probabilities: `runs` 1), or why the battle has
 * too many casualty states to be solved exactly (then sample it).
 */
export function exactOdds(prepared: PreparedOdds, limits: ExactLimits = EXACT_LIMITS): ExactAnswer {
  return exactTotals(prepared.battle, limits);
}

/** Turns summed totals into the calculator's answer (`method` "exact": the totals of exactOdds). */
export function oddsResult(prepared: PreparedOdds, totals: SimTotals, seed: number, method: OddsMethod = "monte-carlo"): OddsResult {
  const n = Math.max(1, totals.runs);
  const survivors = (sums: readonly number[], brought: readonly number[]) => {
    const out: Record<string, number> = {};
    for (const p of prepared.profiles) if ((brought[p.index] ?? 0) > 0) out[p.id] = (sums[p.index] ?? 0) / n;
    return out;
  };
  return {
    method,
    runs: method === "exact" ? 0 : totals.runs,
    seed,
    attackerWins: totals.attackerWins / n,
    defenderWins: totals.defenderWins / n,
    draws: totals.draws / n,
    retreats: totals.retreats / n,
    territoryTaken: prepared.request.kind === "land" ? totals.taken / n : null,
    meanRounds: totals.rounds / n,
    attackerSurvivors: survivors(totals.attackerSurvivors, prepared.attacker),
    defenderSurvivors: survivors(totals.defenderSurvivors, prepared.defender),
    attackerIpcLost: totals.attackerIpcLost / n,
    defenderIpcLost: totals.defenderIpcLost / n,
    attackerUnitsLeft: Array.from({ length: prepared.battle.att.total + 1 }, (_, i) => (totals.attackerLeft[i] ?? 0) / (method === "exact" ? n : 1)),
  };
}

/** Checks, compiles and answers in this thread: exactly (`method` "exact" or "auto" where it can), else by fighting a whole run. */
export function calculateOdds(unitTypes: readonly UnitTypeAbilities[], request: OddsRequest, options: OddsOptions = {}): { ok: true; result: OddsResult } | { ok: false; problem: OddsProblem } {
  const prepared = prepareOdds(unitTypes, request);
  if (!prepared.ok) return prepared;
  const runs = options.runs ?? DEFAULT_RUNS;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(runs) || runs < 1) throw new RangeError("calculateOdds: runs must be a positive whole number");
  if (!Number.isSafeInteger(seed)) throw new RangeError("calculateOdds: the seed must be a safe integer");
  const method = options.method ?? "monte-carlo";
  let refused: string | undefined;
  if (method !== "monte-carlo") {
    const exact = exactOdds(prepared.prepared, options.exactLimits);
    if (exact.ok) return { ok: true, result: oddsResult(prepared.prepared, exact.totals, seed, "exact") };
    if (method === "exact") throw new RangeError(`calculateOdds: no exact answer: ${exact.reason}`);
    refused = exact.reason;
  }
  const totals = addTotals(emptyTotals(prepared.prepared.profiles.length), simulateOdds(prepared.prepared, seed, runs));
  const result = oddsResult(prepared.prepared, totals, seed);
  return { ok: true, result: refused === undefined ? result : { ...result, exactRefused: refused } };
}
