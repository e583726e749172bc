import { describe, expect, it } from "vitest";
import { combatMoveProblems } from "./combat-move-end";
import { applyAa, createAaGame } from "./game";
import { ok, refused, run, tinyBundle } from "./test-kit";
import type { AaAction, AaState, AaUnit } from "./types";

/*
 * The tiny theatre (test-kit): west(red capital, complex) – mid(red) – east(blue capital); island(blue);
 * sz-w next to west and mid; sz-e next to mid, east and sz-n; sz-n next to island.
 * Setup ids: west u1 u2 infantry, u3 tank, u4 fighter; mid u5 infantry; sz-w u6 transport, u7 destroyer;
 * east u8 u9 infantry, u10 AA gun; island u11 infantry; sz-e u12 submarine. Red moves first.
 */
const combatMove = (mutate?: (s: AaState) => void): AaState => {
  const s = createAaGame(tinyBundle(), 1);
  mutate?.(s);
  return run(s, { type: "end-phase" });
};
const unit = (type: string, owner: string, at: string, extra: Partial<AaUnit> = {}): AaUnit => ({ type, owner, at, damage: 0, moved: 0, ...extra });
const END: AaAction = { type: "end-phase" };
const noSub = (st: AaState) => delete st.units.u12;

describe("[AA:combat-move] ships end a combat move in combat too (the four exceptions apply to every unit)", () => {
  it("a destroyer may not end its combat move in an empty friendly sea zone", () => {
    const s = combatMove(noSub);
    refused(applyAa(s, { type: "move", units: ["u7"], path: ["sz-e"] }), "AA:combat-move", /u7 \(Destroyer\) must end its combat move where there is a battle or an amphibious assault/);
  });

  it("a ship may attack a zone holding only an enemy submarine or transport", () => {
    const s = run(combatMove(), { type: "move", units: ["u7"], path: ["sz-e"] });
    expect(s.units.u7).toMatchObject({ at: "sz-e", combatMoved: true });
    expect(combatMoveProblems(s)).toEqual([]);
  });

  it("a ship may leave a zone of enemy warships to escape the battle, and ends the phase there", () => {
    const s = combatMove((st) => {
      st.units.u12 = unit("cruiser", "blue", "sz-w");
    });
    const after = run(s, { type: "move", units: ["u7"], path: ["sz-e"] });
    expect(after.units.u7).toMatchObject({ at: "sz-e", fled: true });
    expect(ok(applyAa(after, END)).phase).not.toBe("combat-move");
  });

  it("an escort may join an amphibious assault only once the landing goes from its zone", () => {
    let s = run(combatMove(noSub), { type: "load", units: ["u1"], transport: "u6" });
    refused(applyAa(s, { type: "move", units: ["u7"], path: ["sz-e"] }), "AA:combat-move", /must end its combat move where there is a battle or an amphibious assault/);
    s = run(s, { type: "move", units: ["u6"], path: ["sz-e"] }, { type: "unload", units: ["u1"], to: "east" }, { type: "move", units: ["u7"], path: ["sz-e"] });
    expect(combatMoveProblems(s)).toEqual([]);
  });

  it("a ship sailing with a loaded transport escorts its landing", () => {
    const s = run(combatMove(noSub), { type: "load", units: ["u1"], transport: "u6" }, { type: "move", units: ["u6", "u7"], path: ["sz-e"] }, { type: "unload", units: ["u1"], to: "east" });
    expect(s.units.u7?.at).toBe("sz-e");
    expect(combatMoveProblems(s)).toEqual([]);
  });

  it("an empty transport may stop beside the power's land units to take them aboard on its way to an assault", () => {
    const s = combatMove((st) => {
      noSub(st);
      st.units.u6!.at = "sz-e";
    });
    const after = run(s, { type: "move", units: ["u6"], path: ["sz-w"] }, { type: "load", units: ["u1"], transport: "u6" }, { type: "move", units: ["u6"], path: ["sz-e"] }, { type: "unload", units: ["u1"], to: "east" });
    expect(after.units.u1).toMatchObject({ at: "east", amphibious: true });
    expect(combatMoveProblems(after)).toEqual([]);
  });

  it("a transport that stops next to a hostile coast with its cargo must land it before the phase ends", () => {
    // Cargo from an earlier turn: the transport's combat move must come to an assault.
    const s = run(
      combatMove((st) => {
        noSub(st);
        st.units.u1 = { ...st.units.u1!, at: "sz-w", aboard: "u6" };
      }),
      { type: "move", units: ["u6"], path: ["sz-e"] },
    );
    refused(applyAa(s, END), "AA:combat-move", /the combat move cannot end yet: u6 \(Transport\) in sz-e moved in the combat move but has no battle there and no amphibious assault/);
    expect(ok(applyAa(run(s, { type: "unload", units: ["u1"], to: "east" }), END)).phase).not.toBe("combat-move");
  });
});

describe("[AA:transports] cargo boarded in the combat move goes ashore in that phase's assault", () => {
  it("the combat move does not end with land units it took aboard still aboard", () => {
    const s = run(combatMove(), { type: "load", units: ["u1"], transport: "u6" });
    refused(applyAa(s, END), "AA:transports", /u1 \(Infantry\) in sz-w boarded in the combat move: unload it into a hostile territory/);
  });

  it("a transport takes units aboard in the combat move only when a hostile coast is in its reach", () => {
    const s = combatMove((st) => {
      st.units.u6!.moved = 2;
    });
    refused(applyAa(s, { type: "load", units: ["u1"], transport: "u6" }), "AA:transports", /cannot reach a zone next to a hostile territory/);
  });

  it("units that boarded in the combat move may not go ashore in the non-combat move", () => {
    let s = run(createAaGame(tinyBundle(), 1), END, END);
    expect(s.phase).toBe("noncombat-move");
    s = { ...s, units: { ...s.units, u1: { ...s.units.u1!, at: "sz-w", aboard: "u6", combatMoved: true } } };
    refused(applyAa(s, { type: "unload", units: ["u1"], to: "west" }), "AA:transports", /u1 boarded in the combat move: it goes ashore only in that phase's amphibious assault/);
  });
});

describe("[AA:combat-move] a ship that stayed in its hostile starting zone and fought has no non-combat move", () => {
  it("the destroyer that fought the cruiser where it began stays put in the non-combat move", () => {
    let s = createAaGame(tinyBundle(), 1);
    s.units.u12 = unit("cruiser", "blue", "sz-w");
    s.dice.forced = [1, 6]; // the destroyer hits, the cruiser misses
    s = run(s, END, END);
    expect(s.units.u12).toBeUndefined();
    expect(s.phase).toBe("noncombat-move");
    expect(s.units.u7).toMatchObject({ at: "sz-w", combatMoved: true });
    refused(applyAa(s, { type: "move", units: ["u7"], path: ["sz-e"] }), "AA:noncombat-move", /u7 moved in the combat move and may not move again/);
  });
});

describe("[AA:amphibious] one transport unloads into one territory a turn", () => {
  it("a second unload of the same transport into another territory is refused, across actions", () => {
    const s = run(
      combatMove((st) => {
        noSub(st);
        st.control.mid = "blue";
        delete st.units.u5;
      }),
      { type: "load", units: ["u1", "u2"], transport: "u6" },
      { type: "move", units: ["u6"], path: ["sz-e"] },
      { type: "unload", units: ["u1"], to: "mid" },
    );
    expect(s.units.u6).toMatchObject({ unloadedTo: "mid" });
    refused(applyAa(s, { type: "unload", units: ["u2"], to: "east" }), "AA:amphibious", /u6 already unloaded into mid this turn: one transport unloads into one territory/);
    expect(ok(applyAa(s, { type: "unload", units: ["u2"], to: "mid" })).units.u2).toMatchObject({ at: "mid", amphibious: true });
  });
});

describe("[AA:transports] no landing past an ignored enemy submarine without a warship there", () => {
  const landPastSub = (mutate?: (s: AaState) => void) =>
    run(combatMove(mutate), { type: "load", units: ["u1"], transport: "u6" }, { type: "move", units: ["u6"], path: ["sz-e"] }, { type: "unload", units: ["u1"], to: "east" });

  it("the combat move cannot end with the transport alone beside the submarine it ignored", () => {
    refused(applyAa(landPastSub(), END), "AA:transports", /u6 \(Transport\) in sz-e unloads past an ignored enemy submarine \(u12\)/);
  });

  it("a warship that joins attacks the submarine, so it is not ignored", () => {
    const s = run(landPastSub(), { type: "move", units: ["u7"], path: ["sz-e"] });
    expect(combatMoveProblems(s)).toEqual([]);
  });

  it("a submarine of the attacker already in the zone counts as a warship", () => {
    const s = landPastSub((st) => {
      st.units.s1 = unit("submarine", "red", "sz-e");
    });
    expect(combatMoveProblems(s)).toEqual([]);
    expect(ok(applyAa(s, END)).phase).not.toBe("combat-move");
  });
});
