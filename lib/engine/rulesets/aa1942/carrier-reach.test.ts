import { describe, expect, it } from "vitest";
import { applyAa, createAaGame } from "./game";
import { landingReach } from "./move-queries";
import { ofType, ok, refused, run, tinyBundle } from "./test-kit";
import type { AaAction, AaState, AaUnit } from "./types";

/*
 * The tiny theatre (test-kit): west(red capital, complex) – mid(red) – east(blue); sz-w next to west and mid,
 * joined to sz-e by a canal open to red; sz-e holds blue's submarine u12. Red's fighter u4 in west has already
 * spent 2 of its 4 movement, so its attack on the submarine (west → mid → sz-e) spends all it has left:
 * it may make it only if a carrier can be in sz-e by the end of the turn [AA:air-units].
 */
const unit = (type: string, owner: string, at: string, extra: Partial<AaUnit> = {}): AaUnit => ({ type, owner, at, damage: 0, moved: 0, ...extra });
const END: AaAction = { type: "end-phase" };
const ATTACK: AaAction = { type: "move", units: ["u4"], path: ["mid", "sz-e"] };

function combatMove(mutate?: (s: AaState) => void): AaState {
  const s = createAaGame(tinyBundle(), 1);
  s.units.u4!.moved = 2;
  mutate?.(s);
  return run(s, END);
}

describe("[AA:air-units] a fighter may spend all its movement on a zone a carrier can reach by the end of the turn", () => {
  it("is refused with no carrier that could be there", () => {
    refused(applyAa(combatMove(), ATTACK), "AA:air-units", /u4 could not reach a friendly landing space \(or a sea zone a carrier of red can be in by the end of the turn\)/);
  });

  it("is allowed when a carrier of its power can still sail there, before or after the carrier moves", () => {
    const s = combatMove((st) => {
      st.units.c1 = unit("carrier", "red", "sz-w");
    });
    expect(ok(applyAa(s, ATTACK)).units.u4).toMatchObject({ at: "sz-e", moved: 4 });
    // The same plan with the carrier sent first: one outcome, whichever move comes first.
    expect(ok(applyAa(run(s, { type: "move", units: ["c1"], path: ["sz-e"] }), ATTACK)).units.u4?.at).toBe("sz-e");
  });

  it("the playtest's landing marks show the zone the carrier can reach", () => {
    const s = combatMove((st) => {
      st.units.c1 = unit("carrier", "red", "sz-w");
    });
    expect(landingReach(s, ["u4"], "sz-e", 2)).toEqual(["sz-e"]);
    expect(landingReach(combatMove(), ["u4"], "sz-e", 2)).toEqual([]);
  });

  it("is allowed next to a complex where a carrier bought this turn can be placed", () => {
    const s = combatMove((st) => {
      st.units.u12!.at = "sz-w";
      st.bought = { carrier: 1 };
    });
    expect(ok(applyAa(s, { type: "move", units: ["u4"], path: ["mid", "sz-w"] })).units.u4?.at).toBe("sz-w");
    refused(applyAa({ ...s, bought: {} }, { type: "move", units: ["u4"], path: ["mid", "sz-w"] }), "AA:air-units", /could not reach a friendly landing space/);
  });

  it("the carrier placed in mobilisation holds the fighter at the end of the turn", () => {
    // The fighter ends the non-combat move at sea; the carrier bought this turn is placed under it.
    let s = createAaGame(tinyBundle(), 1);
    s = run(s, { type: "purchase", units: { carrier: 1 } }, END);
    expect(s.phase).toBe("noncombat-move");
    s = run(s, { type: "move", units: ["u4"], path: ["sz-w"] }, END);
    expect(s.phase).toBe("mobilise");
    expect(s.units.u4?.at).toBe("sz-w");
    const r = applyAa(s, { type: "mobilise", placements: [{ type: "carrier", at: "sz-w", count: 1 }] });
    if ("error" in r) throw new Error(r.error);
    expect(r.state.units.u4?.at).toBe("sz-w");
    expect(ofType(r.events, "aircraft-lost")).toEqual([]);
  });

  it("a fighter whose carrier never came is lost when the turn's mobilisation is over", () => {
    let s = run(
      combatMove((st) => {
        st.units.c1 = unit("carrier", "red", "sz-w");
      }),
      ATTACK,
    );
    // The submarine and the fighter cannot hurt each other: the battle ends at once.
    s = run(s, END);
    expect(s.phase).toBe("noncombat-move");
    const r = applyAa(s, END);
    if ("error" in r) throw new Error(r.error);
    expect(r.state.units.u4).toBeUndefined();
    expect(ofType(r.events, "aircraft-lost")).toMatchObject([{ space: "sz-e", units: ["u4"] }]);
    // Had the carrier sailed there in the non-combat move, the fighter would have landed on it.
    const saved = applyAa(run(s, { type: "move", units: ["c1"], path: ["sz-e"] }), END);
    if ("error" in saved) throw new Error(saved.error);
    expect(saved.state.units.u4?.at).toBe("sz-e");
  });
});
