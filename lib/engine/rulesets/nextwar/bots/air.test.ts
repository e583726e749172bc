import { describe, expect, it } from "vitest";
import { type Action, BOTS, type GameState, apply, legalActions, playGame, replay, stateHash } from "../../../index";
import { boardOf } from "../board";
import { explain } from "../combat";
import { RuleError } from "../../../core/errors";
import { at, board, game, sampleBundle } from "../test-kit";
import { chooseDefenderSupport, chooseRebase, expectedAt, planAttackSupport } from "./air";

/**
 * The bots and the air war [6.2.1, 6.5]: the greedy bot sends air points and
 * helicopters where they raise an attack's expected value, defends with them
 * where they lower it, moves helicopters with nothing in range; both bots
 * answer the defender's support decision [9.2.4] legally and the games still
 * end and replay exactly.
 */

const bundle = () =>
  board({
    rows: ["ccccccccc", "ccccccccc", "ccccccccc"],
    borders: Array.from({ length: 3 }, () => "nnnnnoooo"),
    features: [
      { hex: "0101", kind: "airbase", name: "Far AB" },
      { hex: "0402", kind: "city", name: "Near" },
      { hex: "0802", kind: "airbase", name: "Red AB" },
    ],
    units: [
      { id: "b1", type: "inf", at: "0502" },
      { id: "bh1", type: "attack-helo", range: 2, at: "0101" },
      { id: "r1", type: "inf", at: "0602" },
      { id: "rh1", type: "attack-helo", at: "0802" },
    ],
    scenario: { chartOverrides: { airPoints: game().charts.airPoints } },
  });

function withPoints(s: GameState, points: Record<string, number>): GameState {
  return { ...s, air: { ...s.air!, points: { blue: 0, red: 0, ...points }, level: { blue: "contested", red: "contested" } } };
}

describe("greedy air decisions", () => {
  it("sends support that raises an attack's expected value, and no more than its limits [6.2.1, 6.5.3]", () => {
    const s = withPoints(at(bundle(), "initiative-combat"), { red: 6 });
    const b = boardOf(s);
    const ex = explain(b, { attackers: ["r1"], defender: "0502" });
    if (ex instanceof RuleError) throw new Error(ex.message);
    const plan = planAttackSupport(b, "red", ex);
    expect(plan.air).toBeGreaterThan(0);
    expect(plan.air).toBeLessThanOrEqual(4);
    expect(plan.helicopters).toEqual(["rh1"]);
    expect(plan.value).toBeGreaterThan(expectedAt(b, ex.finalColumnIndex, ex.drm));
    expect(planAttackSupport(boardOf(withPoints(s, {})), "red", ex).air).toBe(0);
  });

  it("defends with the support that lowers the attacker's expectation, points being worth little in the turn's last combat segment [9.2.4]", () => {
    const s = withPoints(at(bundle(), "second-combat"), { blue: 4, red: 2 });
    const r = apply(s, { type: "attack", attackers: ["b1"], defender: "0602", air: 4 });
    if ("error" in r) throw new Error(r.error);
    const d = r.state.pendingDecision;
    if (d?.kind !== "support") throw new Error("no support decision");
    const choice = chooseDefenderSupport(boardOf(r.state), d);
    expect(choice).toEqual({ type: "support", air: 2, helicopters: ["rh1"] });
    expect(legalActions(r.state)).toContainEqual(choice);
  });

  it("moves a helicopter with nothing in range to a base in reach of the enemy, not next to it [6.5.1.2]", () => {
    const s = withPoints(at(bundle(), "reaction-move"), {});
    const b = boardOf(s);
    const toEnemy = (side: string) => Int32Array.from({ length: b.ctx.cm.n }, (_, h) => Math.min(...[...b.at].filter(([, ids]) => b.ctx.units.get(ids[0]!)?.side !== side).map(([e]) => b.ctx.cm.distance(h, e))));
    expect(chooseRebase(b, "blue", toEnemy("blue"))).toEqual({ type: "rebase", unit: "bh1", to: "0402" });
    // Red's helicopter has the enemy in range already.
    const red = boardOf(withPoints(at(bundle(), "initiative-move"), {}));
    expect(chooseRebase(red, "red", toEnemy("red"))).toBeNull();
  });
});

describe("whole games with the air war on the sample [6, 9.2.4]", () => {
  const sample = sampleBundle();

  it("greedy games send air points and helicopters, answer support decisions, rebase, and replay exactly", () => {
    for (const seed of [1, 2]) {
      const g = playGame(sample, seed, { blue: BOTS.greedy!, red: BOTS.greedy! });
      expect(g.state.result).not.toBeNull();
      const attacks = g.actions.filter((a): a is Extract<Action, { type: "attack" }> => a.type === "attack");
      expect(attacks.some((a) => (a.air ?? 0) > 0)).toBe(true);
      expect(attacks.some((a) => (a.helicopters ?? []).length > 0)).toBe(true);
      expect(g.actions.some((a) => a.type === "support" && (a.air ?? 0) > 0)).toBe(true);
      expect(g.actions.some((a) => a.type === "rebase")).toBe(true);
      const again = replay(sample, seed, g.actions);
      if ("error" in again) throw new Error(again.error);
      expect(again.hash).toBe(stateHash(g.state));
    }
  }, 120_000);

  it("random games commit random legal support and finish", () => {
    const g = playGame(sample, 5, { blue: BOTS.random!, red: BOTS.random! });
    expect(g.state.result).not.toBeNull();
    expect(g.actions.some((a) => a.type === "support")).toBe(true);
    expect(g.actions.some((a) => a.type === "attack" && ((a.air ?? 0) > 0 || (a.helicopters ?? []).length > 0))).toBe(true);
  }, 120_000);
});
