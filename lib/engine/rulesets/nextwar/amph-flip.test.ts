import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Action, EngineBundle, GameState } from "./types";
import { apply, legalActions, navalView } from "../../index";
import { contextOf } from "./context";
import { controlDrms } from "./naval-control";
import { navalContext } from "./sea-zones";
import { at, board, game, ok, run } from "./test-kit";

/**
 * Flipping an AMPH to its SAG side [7.3.2.1]: 「一部の AMPH ユニットは、裏面が
 * SAG [7.3.3] となっている。自軍移動フェイズにおいて、他のユニットが乗船して
 * いない状態ならば、SAG の面に裏返すことができる。いったん裏返した場合、元の
 * AMPH の面に戻すことはできない。」
 *
 * A strait (zone "z", row 1 sea) over Nordland (blue, columns 1–4) and
 * Ostmark (red, 5–8). Blue's port 0202 holds a marine. In the coastal box:
 * b-flip (an AMPH with a SAG back, empty) and b-plain (an AMPH with none).
 * Blue acts in the reaction segments (red has the initiative).
 */
const SEA = ["0101", "0201", "0301", "0401", "0501", "0601", "0701", "0801"];

function bundle(extra: Parameters<typeof board>[0]["units"] = []): EngineBundle {
  const bn = board({
    rows: ["ssssssss", "cccccccc", "cccccccc"],
    borders: ["........", "nnnnoooo", "nnnnoooo"],
    features: [{ kind: "port", hex: "0202", name: "Westhaven", capacity: 2 }],
    seaZones: [{ id: "z", name: "Strait", seaBox: { id: "z-sea", name: "Strait sea box" }, coastalBox: { id: "z-coast", name: "Strait coastal box" }, hexes: SEA }],
    units: [
      { id: "b-flip", type: "amph-sag", at: "z-coast", cs: 1, range: 6, capacity: 2 },
      { id: "b-plain", type: "amph", at: "z-coast" },
      { id: "b-mar", type: "marine", at: "0202", attack: 4, defence: 4, er: 5, ma: 6, sp: 1, steps: 1 },
      { id: "r1", type: "inf", at: "0703" },
      ...extra,
    ],
    scenario: { navalWar: { rollingSide: "blue", control: ["z-sea", "z-coast"].map((box) => ({ box, side: "blue" })) } },
  });
  // The sample game has no AMPH with a SAG back: this one has both naval kinds, the back's being "sag".
  return { ...bn, game: { ...bn.game, unitTypes: [...bn.game.unitTypes, { id: "amph-sag", name: "Amphibious group (SAG back)", flags: ["amph", "sag"] }] } };
}

const b = bundle();
const move = (bn = b, tweak: Partial<GameState> = {}): GameState => at(bn, "reaction-move", tweak);
const flip = (unit = "b-flip"): Action => ({ type: "flip-amph", unit });
const rule = (s: GameState, a: Action) => {
  const r = apply(s, a);
  return "error" in r ? r.rule : null;
};

describe("an empty AMPH flips to its SAG side for good in its own movement phase [7.3.2.1]", () => {
  it("is listed, flips, and says so; the AMPH shows its SAG side and is listed no more", () => {
    const s = move();
    expect(legalActions(s)).toContainEqual(flip());
    expect(legalActions(s)).not.toContainEqual(flip("b-plain"));
    const r = run(s, [flip()]);
    expect(r.state.units["b-flip"]?.face).toBe("sag");
    expect(r.events).toContainEqual({ type: "amph-flipped", side: "blue", unit: "b-flip", at: "z-coast", rule: "7.3.2.1" });
    expect(legalActions(r.state)).not.toContainEqual(flip());
    expect(rule(r.state, flip())).toBe("7.3.2.1");
  });

  it("the naval display shows the SAG side of the flipped counter", () => {
    const before = navalView(move()).zones[0]?.coastalBox.units.find((u) => u.id === "b-flip");
    expect(before).toMatchObject({ kind: "amph", flipped: false });
    const after = navalView(run(move(), [flip()]).state).zones[0]?.coastalBox.units.find((u) => u.id === "b-flip");
    expect(after).toMatchObject({ kind: "sag", flipped: true });
  });

  it("flipping is not a naval move: the AMPH may still sail afterwards, and may flip after sailing", () => {
    const r = run(move(), [flip(), { type: "naval-move", unit: "b-flip", to: "0301" }]);
    expect(r.state.units["b-flip"]?.at).toBe("0301");
    expect(run(move(), [{ type: "naval-move", unit: "b-flip", to: "0301" }, flip()]).state.units["b-flip"]?.face).toBe("sag");
  });

  // [what, state, action, refusing rule]
  const refusals: [string, () => GameState, Action, string][] = [
    ["an AMPH with no SAG back", () => move(), flip("b-plain"), "7.3.2.1"],
    ["a SAG", () => move(bundle([{ id: "b-sag", type: "sag", at: "z-sea" }])), flip("b-sag"), "7.3.2.1"],
    ["with a marine aboard (「他のユニットが乗船していない状態ならば」)", () => move(bundle([{ id: "b-mar2", type: "marine", at: "b-flip", attack: 4, defence: 4, er: 5, ma: 6, sp: 1, steps: 1 }])), flip(), "7.3.2.1"],
    ["with a USMC helicopter based on it", () => move(bundle([{ id: "b-heli", type: "usmc-attack-helo", at: "z-coast" }])), flip(), "7.3.2.1"],
    ["in the side's combat segment", () => at(b, "reaction-combat"), flip(), "7.3.2.1"],
    ["in the enemy's movement segment", () => at(b, "initiative-move"), flip(), "7.3.2.1"],
    ["in the elite reaction segment", () => at(b, "elite-reaction-move"), flip(), "7.3.2.1"],
  ];
  it.each(refusals)("refused: %s", (_what, state, action, r) => {
    expect(rule(state(), action)).toBe(r);
  });

  it("the marine and the helicopter are really aboard (so the refusals above are theirs)", () => {
    expect(move(bundle([{ id: "b-mar2", type: "marine", at: "b-flip", attack: 4, defence: 4, er: 5, ma: 6, sp: 1, steps: 1 }])).units["b-mar2"]?.at).toBe("amph:b-flip");
    expect(move(bundle([{ id: "b-heli", type: "usmc-attack-helo", at: "z-coast" }])).units["b-heli"]?.at).toBe("amph:b-flip");
  });
});

describe("once flipped it is a SAG only [7.3.2.1, 7.3.3]", () => {
  const flipped = () => ok(apply(move(), flip())).state;

  it("it carries no marines: embarking is refused and not listed", () => {
    const s = run(flipped(), [{ type: "naval-move", unit: "b-flip", to: "0202" }]).state;
    expect(rule(s, { type: "embark", amph: "b-flip", units: ["b-mar"] })).toBe("7.3.2.1");
    expect(legalActions(s).some((a) => a.type === "embark" && a.amph === "b-flip")).toBe(false);
  });

  it("no USMC helicopter rebases to it", () => {
    const bn = bundle([{ id: "b-heli", type: "usmc-attack-helo", at: "0202" }, { id: "b-other", type: "amph", at: "0201" }]);
    const s = run(move(bn), [flip(), { type: "naval-move", unit: "b-flip", to: "0301" }]).state;
    expect(rule(s, { type: "rebase", unit: "b-heli", to: "b-flip" })).toBe("7.3.2.1");
  });

  it("it has no airmobile point of its own [8.5.5]", () => {
    const s = run(move(), [flip(), { type: "naval-move", unit: "b-flip", to: "0301" }]).state;
    expect(rule(s, { type: "airmobile", units: ["b-mar"], to: "0303", base: "b-flip" })).toBe("7.3.2.1");
  });

  it("it counts as a SAG for the control roll, and as an AMPH (not a SAG) before [7.2.2]", () => {
    const ctx = contextOf(b);
    const zone = navalContext(ctx).zones.findIndex((z) => z.coastalBox === "z-coast");
    const sags = (s: GameState) => controlDrms(ctx, s, zone, "coastal", "blue").find((d) => d.id === "surface-groups");
    expect(sags(move())).toBeUndefined();
    expect(sags(flipped())).toMatchObject({ count: 1 });
  });

  it("a plain AMPH is untouched by the rule: its SAG-less type still embarks", () => {
    const s = run(move(), [{ type: "naval-move", unit: "b-plain", to: "0202" }]).state;
    expect(rule(s, { type: "embark", amph: "b-plain", units: ["b-mar"] })).toBeNull();
    expect(game().unitTypes.find((t) => t.id === "amph")?.flags).toEqual(["amph"]);
  });
});

describe("a flip is for good (fast-check) [7.3.2.1]", () => {
  // Any run of legal actions from blue's movement segment, a marine ready to board in the port:
  // once b-flip shows its SAG side it keeps it, and no unit is ever aboard it.
  it("never turns back and never carries a unit after it", () => {
    const start = move(bundle([{ id: "b-heli", type: "usmc-attack-helo", at: "0202" }]));
    let runsThatFlipped = 0;
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 25 }), (picks) => {
        let s = start;
        let flipped = false;
        for (const p of picks) {
          const legal = legalActions(s).filter((a) => a.type !== "end-segment" || p % 5 === 0);
          if (legal.length === 0) break;
          const r = apply(s, legal[p % legal.length] as Action);
          if ("error" in r) throw new Error(`legal action refused: ${r.error}`);
          s = r.state;
          if (flipped) expect(s.units["b-flip"]?.face).toBe("sag");
          flipped ||= s.units["b-flip"]?.face === "sag";
          if (flipped) expect(Object.values(s.units).some((u) => u.at === "amph:b-flip")).toBe(false);
        }
        if (flipped) runsThatFlipped += 1;
      }),
      { numRuns: 60 },
    );
    // The property is not empty: some runs did flip.
    expect(runsThatFlipped).toBeGreaterThan(0);
  });
});
