import { describe, expect, it } from "vitest";
import { BLOCK_SIZE, addTotals, emptyTotals, simulateBlocks } from "./battle-sim";
import { P, SAMPLE_TYPES, withTypes } from "./test-kit";
import { type OddsRequest, type OddsResult, EXACT_LIMITS, calculateOdds, oddsResult, prepareOdds, simulateOdds } from "./odds";

/**
 * The calculator against exact probabilities. Each tiny battle is a small
 * Markov chain solved here by hand (per round: attacker hits with p, defender
 * with q); the simulation must land within four standard errors:
 * |p̂ − p| < 4·sqrt(p(1−p)/N).
 */
const N = 40_000;

interface Exact {
  a: number;
  d: number;
  draw: number;
}

function odds(request: OddsRequest, runs = N, seed = 7): OddsResult {
  const r = calculateOdds(SAMPLE_TYPES, request, { runs, seed });
  if (!r.ok) throw new Error(r.problem.message);
  return r.result;
}

function expectNear(result: OddsResult, exact: Exact): void {
  const n = result.runs;
  const check = (got: number, p: number) => {
    const tolerance = 4 * Math.sqrt((p * (1 - p)) / n);
    expect(Math.abs(got - p), `p̂ ${got} vs p ${p}`).toBeLessThanOrEqual(tolerance);
  };
  expect(exact.a + exact.d + exact.draw).toBeCloseTo(1, 12);
  check(result.attackerWins, exact.a);
  check(result.defenderWins, exact.d);
  check(result.draws, exact.draw);
}

/** One unit against one, both firing together each round, one hit each. */
function duel(p: number, q: number): Exact {
  const go = 1 - (1 - p) * (1 - q);
  return { a: (p * (1 - q)) / go, d: ((1 - p) * q) / go, draw: (p * q) / go };
}

/** The attacker fires first and its hit is removed before the defender fires back (first strike). */
function firstStrike(p: number, q: number): Exact {
  const go = 1 - (1 - p) * (1 - q);
  return { a: p / go, d: ((1 - p) * q) / go, draw: 0 };
}

describe("the calculator against exact probabilities [AA:general-combat]", () => {
  it("1 infantry vs 1 infantry: 1/4, 5/8, 1/8", () => {
    const exact = duel(1 / 6, 2 / 6);
    expect(exact.a).toBeCloseTo(0.25, 12);
    expect(exact.d).toBeCloseTo(0.625, 12);
    const r = odds({ kind: "land", attacker: { infantry: 1 }, defender: { infantry: 1 } });
    expectNear(r, exact);
    expect(r.meanRounds).toBeGreaterThan(2.25 - 0.05);
    expect(r.meanRounds).toBeLessThan(2.25 + 0.05);
    expect(r.territoryTaken).toBe(r.attackerWins);
  });

  it("1 tank vs 1 infantry: 1/2, 1/4, 1/4", () => {
    expectNear(odds({ kind: "land", attacker: { tank: 1 }, defender: { infantry: 1 } }), duel(3 / 6, 2 / 6));
  });

  it("1 battleship vs 1 destroyer: the battleship's first hit is only damage, and damaged it still fires at 4", () => {
    const p = 4 / 6;
    const q = 2 / 6;
    const go = 1 - (1 - p) * (1 - q);
    const damaged = duel(p, q);
    // Undamaged: any attacker hit wins (a defender hit at the same time only damages); a lone defender hit damages.
    const exact = {
      a: (p + (1 - p) * q * damaged.a) / go,
      d: ((1 - p) * q * damaged.d) / go,
      draw: ((1 - p) * q * damaged.draw) / go,
    };
    const r = odds({ kind: "sea", attacker: { battleship: 1 }, defender: { destroyer: 1 } });
    expectNear(r, exact);
    expect(r.territoryTaken).toBeNull();
  });

  it("1 infantry + 1 artillery vs 1 infantry: the infantry attacks at 2 while paired; infantry is lost first", () => {
    const p2 = 1 - (4 / 6) ** 2;
    const q = 2 / 6;
    const alone = duel(2 / 6, q);
    const go = 1 - (1 - p2) * (1 - q);
    // Both alive: any attacker hit wins (a defender hit at the same time takes the infantry); a lone defender hit leaves the artillery alone.
    const exact = { a: (p2 + (1 - p2) * q * alone.a) / go, d: ((1 - p2) * q * alone.d) / go, draw: ((1 - p2) * q * alone.draw) / go };
    const r = odds({ kind: "land", attacker: { infantry: 1, artillery: 1 }, defender: { infantry: 1 } });
    expectNear(r, exact);
    expect(r.attackerSurvivors.artillery).toBeGreaterThan(r.attackerSurvivors.infantry ?? 0);
  });

  it("1 submarine vs 1 cruiser: first strike, no draws [AA:submarines]", () => {
    const r = odds({ kind: "sea", attacker: { submarine: 1 }, defender: { cruiser: 1 } });
    expectNear(r, firstStrike(2 / 6, 3 / 6));
    expect(r.draws).toBe(0);
  });

  it("1 submarine vs 1 destroyer: the destroyer cancels the first strike [AA:submarines]", () => {
    expectNear(odds({ kind: "sea", attacker: { submarine: 1 }, defender: { destroyer: 1 } }), duel(2 / 6, 2 / 6));
  });

  it("1 cruiser vs 1 submarine: the defending submarine strikes first [AA:submarines]", () => {
    const q = 1 / 6;
    const p = 3 / 6;
    const go = 1 - (1 - p) * (1 - q);
    expectNear(odds({ kind: "sea", attacker: { cruiser: 1 }, defender: { submarine: 1 } }), { a: ((1 - q) * p) / go, d: q / go, draw: 0 });
  });

  it("1 submarine vs 1 submarine: both strike first, together [AA:submarines, AA:general-combat]", () => {
    expectNear(odds({ kind: "sea", attacker: { submarine: 1 }, defender: { submarine: 1 } }), duel(2 / 6, 1 / 6));
  });

  it("1 fighter vs 1 infantry + 1 AA gun: the gun fires once first (1 in 6), then a duel [AA:air-units, AA:aa-guns]", () => {
    const after = duel(3 / 6, 2 / 6);
    const r = odds({ kind: "land", attacker: { fighter: 1 }, defender: { infantry: 1, "aa-gun": 1 } });
    expectNear(r, { a: (5 / 6) * after.a, d: 1 / 6 + (5 / 6) * after.d, draw: (5 / 6) * after.draw });
    expect(r.defenderSurvivors["aa-gun"]).toBe(1);
    expect(r.territoryTaken).toBe(0);
  });

  it("2 fighters vs an AA gun alone: shot down (1 − (5/6)² of the time) is a defender win, never a draw [AA:aa-guns]", () => {
    const r = odds({ kind: "land", attacker: { fighter: 2 }, defender: { "aa-gun": 1 } });
    const lost = 1 / 36;
    expectNear(r, { a: 1 - lost, d: lost, draw: 0 });
    expect(r.meanRounds).toBe(0);
    expect(r.territoryTaken).toBe(0);
  });

  it("1 infantry landing with a battleship vs 1 infantry: bombardment casualties still fire in round 1 [AA:bombardment]", () => {
    const b = 4 / 6;
    const defenderGone = 1 - (1 - b) * (5 / 6);
    const attackerGone = 2 / 6;
    const rest = duel(1 / 6, 2 / 6);
    const goOn = (1 - defenderGone) * (1 - attackerGone);
    const exact = {
      a: defenderGone * (1 - attackerGone) + goOn * rest.a,
      d: (1 - defenderGone) * attackerGone + goOn * rest.d,
      draw: defenderGone * attackerGone + goOn * rest.draw,
    };
    const r = odds({ kind: "land", amphibious: true, attacker: { infantry: 1, battleship: 1 }, defender: { infantry: 1 } });
    expectNear(r, exact);
    expect(r.attackerSurvivors.battleship).toBe(1);
    // Two battleships with one landing unit: still one bombardment.
    const two = odds({ kind: "land", amphibious: true, attacker: { infantry: 1, battleship: 2 }, defender: { infantry: 1 } });
    expectNear(two, exact);
  });

  it("retreat after round 1: 1 infantry vs 1 infantry ends in round 1, the rest is a retreat [AA:retreat]", () => {
    const r = odds({ kind: "land", attacker: { infantry: 1 }, defender: { infantry: 1 }, retreatAfter: 1 });
    expectNear(r, { a: 4 / 36, d: 10 / 36 + 20 / 36, draw: 2 / 36 });
    const n = r.runs;
    expect(Math.abs(r.retreats - 20 / 36)).toBeLessThan(4 * Math.sqrt(((20 / 36) * (16 / 36)) / n));
    expect(r.meanRounds).toBe(1);
  });
});

describe("dice drawn a group at a time follow the binomial law [AA:general-combat]", () => {
  it.each([
    // dice (tanks attacking at 3, or infantry at 1), value
    [10, 1],
    [10, 3],
    [70, 3],
  ])("the hits of %i dice at %i: mean, variance and P(0 hits) as Binomial(n, v/6)", (n, v) => {
    const attacker: Record<string, number> = v === 3 ? { tank: n } : { infantry: n };
    const prepared = prepareOdds(SAMPLE_TYPES, { kind: "land", attacker, defender: { infantry: 200 }, retreatAfter: 1 });
    if (!prepared.ok) throw new Error("no battle");
    const runs = 3000;
    const hits: number[] = [];
    for (let seed = 0; seed < runs; seed += 1) hits.push(200 - simulateBlocks(prepared.prepared.battle, seed, 1, 0, 1).defenderSurvivors[P("infantry").index]!);
    const p = v / 6;
    const mean = hits.reduce((a, b) => a + b, 0) / runs;
    const variance = hits.reduce((a, b) => a + (b - mean) ** 2, 0) / (runs - 1);
    const zeros = hits.filter((h) => h === 0).length / runs;
    const sd = Math.sqrt(n * p * (1 - p));
    expect(Math.abs(mean - n * p)).toBeLessThan((4 * sd) / Math.sqrt(runs));
    expect(Math.abs(variance / (n * p * (1 - p)) - 1)).toBeLessThan(4 * Math.sqrt(2 / runs));
    const p0 = (1 - p) ** n;
    expect(Math.abs(zeros - p0)).toBeLessThanOrEqual(4 * Math.sqrt((p0 * (1 - p0)) / runs) + 1e-12);
  });
});

describe("rules the calculator follows [AA:general-combat]", () => {
  it("transports alone are lost without a roll [AA:transports]", () => {
    const r = odds({ kind: "sea", attacker: { destroyer: 1 }, defender: { transport: 2 } }, 2_000);
    expect(r.attackerWins).toBe(1);
    expect(r.meanRounds).toBe(0);
    expect(r.defenderIpcLost).toBe(14);
    expect(r.attackerIpcLost).toBe(0);
  });

  it("a submarine against a transport and a fighter: the transport is lost, then nobody can hit anybody — a draw [AA:submarines]", () => {
    const r = odds({ kind: "sea", attacker: { submarine: 1 }, defender: { transport: 1, fighter: 1 } }, 2_000);
    expect(r.draws).toBe(1);
    expect(r.defenderSurvivors).toEqual({ transport: 0, fighter: 1 });
    expect(r.attackerSurvivors).toEqual({ submarine: 1 });
  });

  it("air units cannot hit submarines without a destroyer, and can with one [AA:submarines]", () => {
    const without = odds({ kind: "sea", attacker: { fighter: 2, cruiser: 1 }, defender: { submarine: 1, destroyer: 1 } }, 4_000);
    const withDd = odds({ kind: "sea", attacker: { fighter: 2, destroyer: 1 }, defender: { submarine: 1, destroyer: 1 } }, 4_000);
    expect(without.defenderSurvivors.submarine).toBeGreaterThan(withDd.defenderSurvivors.submarine ?? 0);
  });

  it("units that always hit make the order exact: first-strike casualties never fire back, a destroyer makes it simultaneous [AA:submarines]", () => {
    const sure = withTypes({ submarine: { attack: 6 }, cruiser: { defence: 6 }, destroyer: { defence: 6 } });
    const vsCruiser = calculateOdds(sure, { kind: "sea", attacker: { submarine: 1 }, defender: { cruiser: 1 } }, { runs: 1_000 });
    const vsDestroyer = calculateOdds(sure, { kind: "sea", attacker: { submarine: 1 }, defender: { destroyer: 1 } }, { runs: 1_000 });
    if (!vsCruiser.ok || !vsDestroyer.ok) throw new Error("no battle");
    expect([vsCruiser.result.attackerWins, vsCruiser.result.meanRounds]).toEqual([1, 1]);
    expect([vsDestroyer.result.draws, vsDestroyer.result.meanRounds]).toEqual([1, 1]);
  });

  it("the owner takes the most restricted hits first: a fighter's hit damages the battleship, the cruiser's sinks the submarine [AA:submarines]", () => {
    const sure = withTypes({ fighter: { attack: 6 }, cruiser: { attack: 6 }, submarine: { defence: 0 }, battleship: { defence: 0 } });
    const r = calculateOdds(sure, { kind: "sea", attacker: { fighter: 1, cruiser: 1 }, defender: { submarine: 1, battleship: 1 }, retreatAfter: 1 }, { runs: 1_000 });
    if (!r.ok) throw new Error("no battle");
    expect(r.result.defenderSurvivors).toEqual({ submarine: 0, battleship: 1 });
    expect(r.result.retreats).toBe(1);
    expect(r.result.defenderIpcLost).toBe(6);
  });

  it("structures are never casualties: AA guns and complexes always survive [AA:aa-guns]", () => {
    const r = odds({ kind: "land", attacker: { infantry: 6, tank: 3, fighter: 2 }, defender: { infantry: 1, "aa-gun": 2, "industrial-complex": 1 } }, 2_000);
    expect(r.defenderSurvivors["aa-gun"]).toBe(2);
    expect(r.defenderSurvivors["industrial-complex"]).toBe(1);
    expect(r.defenderIpcLost).toBeLessThanOrEqual(3);
  });

  it("the attacker keeps a land unit back: tanks outlive fighters when the air could die first", () => {
    const r = odds({ kind: "land", attacker: { infantry: 2, tank: 1, fighter: 2 }, defender: { infantry: 4 } }, 10_000);
    expect(r.territoryTaken).toBeCloseTo(r.attackerWins, 2);
    expect(r.attackerSurvivors.tank).toBeGreaterThan(r.attackerSurvivors.fighter! / 2);
  });

  it("in an amphibious assault only the air units retreat; the landed units fight on [AA:amphibious-land-battle, AA:retreat]", () => {
    const plain = odds({ kind: "land", attacker: { infantry: 2, fighter: 1 }, defender: { infantry: 3 }, retreatAfter: 1 }, 4_000);
    expect(plain.meanRounds).toBeLessThanOrEqual(1);
    const amphibious = odds({ kind: "land", amphibious: true, attacker: { infantry: 2, fighter: 1 }, defender: { infantry: 3 }, retreatAfter: 1 }, 4_000);
    expect(amphibious.meanRounds).toBeGreaterThan(1.2);
    expect(amphibious.attackerSurvivors.fighter).toBeGreaterThan(0.5);
  });

  it("retreat below X units: the attacker leaves once it has fewer than X [AA:retreat]", () => {
    const r = odds({ kind: "land", attacker: { infantry: 3 }, defender: { infantry: 3 }, retreatBelow: 3 }, 4_000);
    expect(r.retreats).toBeGreaterThan(0.5);
    expect(r.attackerWins + r.defenderWins + r.draws).toBeCloseTo(1, 12);
  });

  it("a three-hit unit takes two hits as damage first", () => {
    const types = withTypes({ battleship: { hits: 3 } });
    const r = calculateOdds(types, { kind: "sea", attacker: { cruiser: 2 }, defender: { battleship: 1 } }, { runs: 4_000, seed: 3 });
    const two = calculateOdds(SAMPLE_TYPES, { kind: "sea", attacker: { cruiser: 2 }, defender: { battleship: 1 } }, { runs: 4_000, seed: 3 });
    if (!r.ok || !two.ok) throw new Error("no battle");
    expect(r.result.defenderWins).toBeGreaterThan(two.result.defenderWins);
  });

  it("the big land battle: every fraction in 0–1, they add up to 1, IPC lost within what was brought", () => {
    const r = odds(
      { kind: "land", attacker: { infantry: 10, artillery: 4, tank: 6, fighter: 4, bomber: 2 }, defender: { infantry: 14, artillery: 3, tank: 4, fighter: 3, "aa-gun": 1 } },
      5_000,
    );
    expect(r.attackerWins + r.defenderWins + r.draws).toBeCloseTo(1, 12);
    expect(r.attackerIpcLost).toBeLessThanOrEqual(10 * 3 + 4 * 4 + 6 * 6 + 4 * 10 + 2 * 12);
    expect(r.defenderIpcLost).toBeLessThanOrEqual(14 * 3 + 3 * 4 + 4 * 6 + 3 * 10);
    expect(Object.keys(r.attackerSurvivors).sort()).toEqual(["artillery", "bomber", "fighter", "infantry", "tank"]);
    expect(r.defenderSurvivors["aa-gun"]).toBe(1);
  });
});

describe("determinism: dice are seeded", () => {
  const request: OddsRequest = { kind: "land", attacker: { infantry: 3, tank: 1 }, defender: { infantry: 2 } };

  it("the same seed gives the same result; another seed another", () => {
    expect(odds(request, 5_000, 42)).toEqual(odds(request, 5_000, 42));
    expect(odds(request, 5_000, 43)).not.toEqual(odds(request, 5_000, 42));
  });

  it("any split of the blocks adds up to the same totals (workers)", () => {
    const prepared = prepareOdds(SAMPLE_TYPES, request);
    if (!prepared.ok) throw new Error("no battle");
    const runs = 7 * BLOCK_SIZE + 123;
    const whole = simulateOdds(prepared.prepared, 9, runs);
    const parts = [
      [0, 3],
      [3, 4],
      [4, 8],
    ].map(([from, to]) => simulateBlocks(prepared.prepared.battle, 9, runs, from!, to!));
    const summed = parts.reduce((t, p) => addTotals(t, p), emptyTotals(whole.attackerSurvivors.length));
    expect(summed).toEqual(whole);
    expect(oddsResult(prepared.prepared, summed, 9).runs).toBe(runs);
  });

  it("large and negative seeds are fine", () => {
    expect(odds(request, 1_000, Number.MAX_SAFE_INTEGER).runs).toBe(1_000);
    expect(odds(request, 1_000, -5)).toEqual(odds(request, 1_000, -5));
  });
});

describe("requests the calculator refuses", () => {
  it("an unknown unit type is named", () => {
    const r = calculateOdds(SAMPLE_TYPES, { kind: "land", attacker: { panzer: 2 }, defender: { infantry: 1 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatchObject({ kind: "unknown-type", side: "attacker", text: "panzer" });
  });

  it("a battle that cannot happen comes back with its rule [AA:transports]", () => {
    const r = calculateOdds(SAMPLE_TYPES, { kind: "sea", attacker: { infantry: 2, destroyer: 1 }, defender: { destroyer: 1 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatchObject({ kind: "no-battle", rule: "AA:transports" });
  });
});

describe("the distribution of attacker units left", () => {
  it("counts every battle once, by units left, and agrees with the mean survivors", () => {
    const r = odds({ kind: "land", attacker: { infantry: 3, artillery: 1, fighter: 1 }, defender: { infantry: 3, "aa-gun": 1 } }, 6_000, 3);
    expect(r.attackerUnitsLeft).toHaveLength(5 + 1);
    expect(r.attackerUnitsLeft.reduce((a, b) => a + b, 0)).toBe(6_000);
    expect(r.attackerUnitsLeft.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    const meanLeft = r.attackerUnitsLeft.reduce((s, n, k) => s + n * k, 0) / r.runs;
    const meanSurvivors = Object.values(r.attackerSurvivors).reduce((a, b) => a + b, 0);
    expect(meanLeft).toBeCloseTo(meanSurvivors, 10);
    // Battles the attacker loses outright leave it nothing.
    expect(r.attackerUnitsLeft[0]! / r.runs).toBeGreaterThanOrEqual(r.defenderWins - r.retreats - 1e-12);
  });

  it("retreated air units count as left; bombarding ships do not fight and are not counted", () => {
    const r = odds({ kind: "land", amphibious: true, attacker: { infantry: 2, fighter: 1, battleship: 1 }, defender: { infantry: 1 }, retreatAfter: 1 }, 2_000, 5);
    expect(r.attackerUnitsLeft).toHaveLength(3 + 1);
    expect(r.attackerUnitsLeft.reduce((a, b) => a + b, 0)).toBe(2_000);
  });
});

describe("exact or sampled [RULINGS-odds \"exact\"]", () => {
  const request: OddsRequest = { kind: "land", attacker: { infantry: 3, tank: 1 }, defender: { infantry: 2 } };
  it("sampled unless asked: the bots' fixed-cost sample; \"auto\" and \"exact\" solve it, the same answer whatever the seed", () => {
    const sampled = calculateOdds(SAMPLE_TYPES, request, { runs: 2_000 });
    const auto = calculateOdds(SAMPLE_TYPES, request, { method: "auto", seed: 5 });
    const exact = calculateOdds(SAMPLE_TYPES, request, { method: "exact", seed: 6 });
    if (!sampled.ok || !auto.ok || !exact.ok) throw new Error("no battle");
    expect([sampled.result.method, sampled.result.runs]).toEqual(["monte-carlo", 2_000]);
    expect([auto.result.method, auto.result.runs]).toEqual(["exact", 0]);
    expect({ ...auto.result, seed: 0 }).toEqual({ ...exact.result, seed: 0 });
  });

  it("\"auto\" samples a battle over the limits and says why; \"exact\" refuses it", () => {
    const limits = { ...EXACT_LIMITS, jointStates: 4 };
    const auto = calculateOdds(SAMPLE_TYPES, request, { method: "auto", runs: 1_000, exactLimits: limits });
    if (!auto.ok) throw new Error("no battle");
    expect(auto.result.method).toBe("monte-carlo");
    expect(auto.result.runs).toBe(1_000);
    expect(auto.result.exactRefused).toMatch(/casualty states, more than 4$/);
    expect(() => calculateOdds(SAMPLE_TYPES, request, { method: "exact", exactLimits: limits })).toThrow(/no exact answer/);
  });
});
