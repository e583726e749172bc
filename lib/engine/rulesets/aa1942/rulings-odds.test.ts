import { describe, expect, it } from "vitest";
import { type OddsRequest, calculateOdds } from "./odds";
import { SAMPLE_TYPES, withTypes } from "./test-kit";

// A ruling of RULINGS-odds.md no other test held (#28): it fails if the calculator read the clause otherwise.

const exactWins = (types: typeof SAMPLE_TYPES, request: OddsRequest) => {
  const r = calculateOdds(types, request, { method: "exact" });
  if (!r.ok) throw new Error(r.problem.message);
  return [r.result.attackerWins, r.result.defenderWins, r.result.draws];
};

describe("artillery support is the attacker's [AA:general-combat]", () => {
  it("defending artillery supports no one: the defence's odds are those of artillery with no support value; attacking, the value counts [AA:general-combat]", () => {
    const noSupport = withTypes({ artillery: { artillery: 0 } });
    const defending: OddsRequest = { kind: "land", attacker: { tank: 2 }, defender: { infantry: 1, artillery: 1 } };
    expect(exactWins(SAMPLE_TYPES, defending)).toEqual(exactWins(noSupport, defending));
    const attacking: OddsRequest = { kind: "land", attacker: { infantry: 1, artillery: 1 }, defender: { infantry: 2 } };
    expect(exactWins(SAMPLE_TYPES, attacking)[0]).toBeGreaterThan(exactWins(noSupport, attacking)[0]!);
  });
});
