import fc from "fast-check";
import { expect } from "vitest";
import { type OddsRequest, exactOdds, oddsResult, prepareOdds, simulateOdds } from "./odds";
import type { UnitTypeAbilities } from "./units";

/**
 * Random battles for the exact calculator's checks against the simulation
 * (odds-exact.test.ts, odds-exact.slow.ts): land, amphibious and sea
 * battles of the sample game's unit types with the retreat rules, from a
 * seeded fast-check generator so every run checks the same battles.
 */
const n = (max: number) => fc.integer({ min: 0, max });
const retreat = fc.record({ retreatAfter: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 })), retreatBelow: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 })) });

const land: fc.Arbitrary<OddsRequest> = fc
  .record({
    attacker: fc.record({ infantry: n(5), artillery: n(3), tank: n(4), fighter: n(3), bomber: n(2) }),
    defender: fc.record({ infantry: n(6), artillery: n(2), tank: n(3), fighter: n(2), "aa-gun": n(1) }),
    retreat,
  })
  .map(({ attacker, defender, retreat }) => ({ kind: "land" as const, attacker, defender, ...retreat }));

const amphibious: fc.Arbitrary<OddsRequest> = fc
  .record({
    attacker: fc.record({ infantry: fc.integer({ min: 1, max: 4 }), tank: n(2), fighter: n(2), battleship: n(1), cruiser: n(2) }),
    defender: fc.record({ infantry: n(4), tank: n(2), "aa-gun": n(1) }),
    retreat,
  })
  .map(({ attacker, defender, retreat }) => ({ kind: "land" as const, amphibious: true, attacker, defender, ...retreat }));

const sea: fc.Arbitrary<OddsRequest> = fc
  .record({
    attacker: fc.record({ submarine: n(3), destroyer: n(2), cruiser: n(2), battleship: n(1), fighter: n(2) }),
    defender: fc.record({ submarine: n(2), destroyer: n(2), battleship: n(1), carrier: n(1), fighter: n(2), transport: n(2) }),
    retreat,
  })
  .map(({ attacker, defender, retreat }) => ({ kind: "sea" as const, attacker, defender, ...retreat }));

/** Battles, land ones most often (the calculator's usual question); some may be refused by the rules and are skipped by the caller. */
export function randomBattles(seed: number, count: number): OddsRequest[] {
  return fc.sample(fc.oneof({ arbitrary: land, weight: 3 }, { arbitrary: amphibious, weight: 1 }, { arbitrary: sea, weight: 2 }), { seed, numRuns: count });
}

/** One comparison: |simulated − exact| in standard errors of the simulation, sqrt(p(1−p)/runs) at the exact p. */
export interface Deviation {
  request: OddsRequest;
  field: "attackerWins" | "defenderWins" | "draws";
  exact: number;
  sampled: number;
  z: number;
}

/**
 * The first `count` random battles (seed `seed`) that the rules allow and the
 * exact calculator solves, each answered exactly and by `runs` simulated
 * battles: the deviations of win, loss and draw.
 */
export function compareWithSimulation(unitTypes: readonly UnitTypeAbilities[], seed: number, count: number, runs: number): { battles: number; deviations: Deviation[] } {
  const deviations: Deviation[] = [];
  let battles = 0;
  for (const request of randomBattles(seed, count * 3)) {
    if (battles === count) break;
    const prepared = prepareOdds(unitTypes, request);
    if (!prepared.ok) continue;
    const answer = exactOdds(prepared.prepared);
    if (!answer.ok) continue;
    battles += 1;
    const exact = oddsResult(prepared.prepared, answer.totals, 0, "exact");
    const sampled = oddsResult(prepared.prepared, simulateOdds(prepared.prepared, seed + battles, runs), seed + battles);
    for (const field of ["attackerWins", "defenderWins", "draws"] as const) {
      const p = Math.min(1, Math.max(0, exact[field]));
      const se = Math.sqrt((p * (1 - p)) / runs);
      const diff = Math.abs(sampled[field] - p);
      deviations.push({ request, field, exact: p, sampled: sampled[field], z: se > 0 ? diff / se : diff > 1e-12 ? Infinity : 0 });
    }
  }
  return { battles, deviations };
}

/**
 * How many of n comparisons a correct calculator puts beyond 3 standard
 * errors, at most, but for a chance of 1 in 100: each does with probability
 * 0.0027 (two-sided normal), so the count is Binomial(n, 0.0027); the
 * smallest k with P(count > k) < 0.01. A calculator that is wrong anywhere
 * that matters sends far more past 3.
 */
export function allowedBeyond3(n: number): number {
  const q = 0.0027;
  let pmf = (1 - q) ** n;
  let cdf = pmf;
  let k = 0;
  while (1 - cdf >= 0.01) {
    pmf *= ((n - k) / (k + 1)) * (q / (1 - q));
    k += 1;
    cdf += pmf;
  }
  return k;
}

/**
 * The exact answers agree with the simulation: as many comparisons beyond 3
 * standard errors as chance allows (allowedBeyond3), none past 4.5. Returns
 * the count beyond 3 and the worst, for the slow check's report.
 */
export function expectAgreement(deviations: readonly Deviation[]): { beyond3: number; worst: Deviation } {
  const beyond = deviations.filter((d) => d.z > 3);
  expect(beyond.length, JSON.stringify(beyond)).toBeLessThanOrEqual(allowedBeyond3(deviations.length));
  const worst = deviations.reduce((a, b) => (b.z > a.z ? b : a));
  expect(worst.z, JSON.stringify(worst)).toBeLessThanOrEqual(4.5);
  return { beyond3: beyond.length, worst };
}
