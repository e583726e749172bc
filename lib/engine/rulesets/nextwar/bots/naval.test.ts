import { describe, expect, it } from "vitest";
import { type GameState } from "../types";
import { RuleError } from "../../../core/errors";
import { apply } from "../../../index";
import { boardOf, defOf } from "../board";
import { explain } from "../combat";
import { at, coast, withNaval } from "../test-kit";
import { chooseDefenderSupport, planAttackSupport } from "./air";
import { chooseFlip, chooseNavalAction, chooseSweep } from "./naval";
import type { EngineBundle } from "../types";

/**
 * The greedy bot's naval decisions [7.3.1, 7.5, 8.5.6] on the small coast
 * (test-kit.ts): where its ships go, which mines it sweeps and lays, and
 * the ships it sends to combats.
 */

/** Hex distance to the nearest ground unit of the other side, per hex. */
function toEnemy(s: GameState, side: string): Int32Array {
  const b = boardOf(s);
  const enemyHexes = [...b.at].filter(([, ids]) => defOf(b.ctx, ids[0] as string).side !== side).map(([h]) => h);
  const out = new Int32Array(b.ctx.cm.n);
  for (let h = 0; h < out.length; h += 1) out[h] = Math.min(...enemyHexes.map((e) => b.ctx.cm.distance(e, h)));
  return out;
}

describe("greedy ships [8.5.6.4, 7.3.1]", () => {
  const b = coast([
    { id: "b-sag", type: "sag", range: 4, at: "z-coast" },
    { id: "r-arm", type: "armour", at: "0603" },
  ]);

  it("a ship in a box goes to a sea hex of its own waters within range of the enemy", () => {
    const s = at(b, "reaction-move");
    const a = chooseNavalAction(boardOf(s), "blue", toEnemy(s, "blue"));
    expect(a).toMatchObject({ type: "naval-move", unit: "b-sag" });
    const to = boardOf(s).ctx.cm.indexOf((a as { to: string }).to);
    expect(boardOf(s).ctx.cm.distance(to, boardOf(s).ctx.cm.indexOf("0603"))).toBeLessThanOrEqual(4);
    expect(apply(s, a!)).not.toHaveProperty("error");
  });

  it("no move into waters it does not hold, nor in a storm", () => {
    const s = withNaval(at(b, "reaction-move"), { control: { "z-coast": "red" } });
    expect(chooseNavalAction(boardOf(s), "blue", toEnemy(s, "blue"))).toBeNull();
    const storm = { ...at(b, "reaction-move"), weather: "storm" as const };
    expect(chooseNavalAction(boardOf(storm), "blue", toEnemy(storm, "blue"))).toBeNull();
  });

  it("a move whose contested roll would likely fail is not tried", () => {
    // Out of a sea box red holds, red's submarine threat 5: the roll passes on a 0 only.
    const s0 = at(b, "reaction-move");
    const held = withNaval({ ...s0, units: { ...s0.units, "b-sag": { ...s0.units["b-sag"]!, at: "z-sea" } } }, { control: { "z-sea": "red" }, sub: { red: 5 } });
    expect(chooseNavalAction(boardOf(held), "blue", toEnemy(held, "blue"))).toBeNull();
  });
});

describe("greedy mines [7.5.1, 7.5.2]", () => {
  it("sweeps the marker it has a ship next to first, then the highest", () => {
    const b = coast([{ id: "b-sag", type: "sag", at: "0302" }]);
    const s0 = at(b, "mine-sweep-second");
    const ctx = boardOf(s0).ctx;
    const s = withNaval(s0, { mines: { [ctx.cm.indexOf("0302")]: { side: "red", level: 1 }, [ctx.cm.indexOf("0602")]: { side: "red", level: 2 } } });
    expect(chooseSweep(boardOf(s), "blue")).toEqual({ type: "sweep-mine", hex: "0302" });
    const far = withNaval(s0, { mines: { [ctx.cm.indexOf("0502")]: { side: "red", level: 1 }, [ctx.cm.indexOf("0602")]: { side: "red", level: 2 } } });
    expect(chooseSweep(boardOf(far), "blue")).toEqual({ type: "sweep-mine", hex: "0602" });
  });

  it("the side that does not roll for control mines its idle ship's own port", () => {
    const b = coast([{ id: "r-sag", type: "sag", range: 2, at: "0703" }]);
    const s = at(b, "initiative-move");
    expect(chooseNavalAction(boardOf(s), "red", toEnemy(s, "red"))).toEqual({ type: "lay-mine", hex: "0703", unit: "r-sag" });
  });
});

describe("greedy naval combat support [7.3.1, 9.2.4]", () => {
  const b = coast([
    { id: "r-arm", type: "armour", at: "0503" },
    { id: "b-def", type: "inf", at: "0403" },
    { id: "r-sag", type: "sag", at: "0602" },
    { id: "b-sag", type: "sag", at: "0302" },
  ]);

  it("the attacker sends its ships in range when they raise its expectation", () => {
    const s = at(b, "initiative-combat");
    const ex = explain(boardOf(s), { attackers: ["r-arm"], defender: "0403" });
    if (ex instanceof RuleError) throw new Error(ex.message);
    expect(planAttackSupport(boardOf(s), "red", ex).naval).toEqual(["r-sag"]);
  });

  it("the defender answers with its ships", () => {
    const s = at(b, "initiative-combat");
    const r = apply(s, { type: "attack", attackers: ["r-arm"], defender: "0403", naval: ["r-sag"] });
    if ("error" in r) throw new Error(r.error);
    const d = r.state.pendingDecision;
    if (d?.kind !== "support") throw new Error("no support decision");
    expect(chooseDefenderSupport(boardOf(r.state), d)).toMatchObject({ type: "support", naval: ["b-sag"] });
  });
});

describe("greedy AMPH flip [7.3.2.1]", () => {
  /** The small coast with blue's empty AMPH (a SAG on its back) in the strait's coastal box, and `more` units. */
  function withSagBack(more: Parameters<typeof coast>[0] = []): EngineBundle {
    const bn = coast([{ id: "b-amph", type: "amph-sag", cs: 1, range: 6, capacity: 2, at: "z-coast" }, ...more]);
    return { ...bn, game: { ...bn.game, unitTypes: [...bn.game.unitTypes, { id: "amph-sag", name: "Amphibious group (SAG back)", flags: ["amph", "sag"] }] } };
  }
  const marine = { type: "marine", attack: 4, defence: 4, er: 5, ma: 6, sp: 1, steps: 1 } as const;

  it("flips an empty AMPH when the side has no marines left to carry, storm or not", () => {
    const s = at(withSagBack(), "reaction-move");
    expect(chooseNavalAction(boardOf(s), "blue", toEnemy(s, "blue"))).toEqual({ type: "flip-amph", unit: "b-amph" });
    const storm = { ...s, weather: "storm" as const };
    expect(chooseNavalAction(boardOf(storm), "blue", toEnemy(storm, "blue"))).toEqual({ type: "flip-amph", unit: "b-amph" });
    expect(apply(s, { type: "flip-amph", unit: "b-amph" })).not.toHaveProperty("error");
  });

  it("keeps it an AMPH while a marine is ashore, or aboard, or eliminated only", () => {
    const ashore = at(withSagBack([{ id: "b-mar", ...marine, at: "0103" }]), "reaction-move");
    expect(chooseFlip(boardOf(ashore), "blue")).toBeNull();
    const aboard = at(withSagBack([{ id: "b-mar", ...marine, at: "b-amph" }]), "reaction-move");
    expect(chooseFlip(boardOf(aboard), "blue")).toBeNull();
    const lost = { ...ashore, units: { ...ashore.units, "b-mar": { ...ashore.units["b-mar"]!, steps: 0, status: "eliminated" as const } } };
    expect(chooseFlip(boardOf(lost), "blue")).toEqual({ type: "flip-amph", unit: "b-amph" });
  });

  it("never flips an AMPH without a SAG back", () => {
    const s = at(coast([{ id: "b-amph", type: "amph", at: "z-coast" }]), "reaction-move");
    expect(chooseFlip(boardOf(s), "blue")).toBeNull();
  });
});
