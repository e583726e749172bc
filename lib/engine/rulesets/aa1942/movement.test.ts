import { describe, expect, it } from "vitest";
import { applyAa, createAaGame } from "./game";
import { tinyBundle, ok, run, refused } from "./test-kit";
import type { AaState } from "./types";

// Setup ids (test-kit): west u1 u2 infantry, u3 tank, u4 fighter; mid u5 infantry; sz-w u6 transport, u7 destroyer;
// east u8 u9 infantry, u10 AA gun; island u11 infantry; sz-e u12 submarine.
const combatMove = (mutate?: (s: AaState) => void): AaState => {
  const s = createAaGame(tinyBundle(), 1);
  mutate?.(s);
  return run(s, { type: "end-phase" });
};

describe("[AA:setup] the opening", () => {
  it("places the area setup, gives control to original owners (never to neutrals) and banks the starting income", () => {
    const s = createAaGame(tinyBundle(), 1);
    expect(s.units.u3).toMatchObject({ type: "tank", owner: "red", at: "west" });
    expect(s.control).toEqual({ west: "red", mid: "red", east: "blue", island: "blue" });
    expect(s.complexes).toEqual({ west: true, east: true });
    expect(s.bank).toEqual({ red: 20, blue: 20 });
    expect([s.round, s.phase]).toEqual([1, "purchase"]);
    expect(s.openCanals).toEqual(["mid-canal"]);
  });
});

describe("[AA:purchase] buying units", () => {
  it("pays from the bank and keeps the units for mobilisation", () => {
    const s = run(createAaGame(tinyBundle(), 1), { type: "purchase", units: { infantry: 2, tank: 1 } });
    expect(s.bank.red).toBe(20 - 12);
    expect(s.bought).toEqual({ infantry: 2, tank: 1 });
    expect(s.phase).toBe("combat-move");
  });

  it("refuses what the bank cannot pay and unknown types, with the rule", () => {
    const s = createAaGame(tinyBundle(), 1);
    expect("error" in applyAa(s, { type: "purchase", units: { battleship: 1 } })).toBe(false);
    refused(applyAa(s, { type: "purchase", units: { fighter: 3 } }), "AA:purchase", /costs 30 IPC and red has 20/);
    refused(applyAa(s, { type: "purchase", units: { zeppelin: 1 } }), "AA:purchase", /no unit type "zeppelin"/);
  });
});

describe("[AA:combat-move] moving to battle", () => {
  it("land units end in a hostile territory, not a friendly one", () => {
    const s = combatMove();
    expect(ok(applyAa(s, { type: "move", units: ["u5"], path: ["east"] })).units.u5).toMatchObject({ at: "east", combatMoved: true, from: ["mid"] });
    refused(applyAa(s, { type: "move", units: ["u1"], path: ["mid"] }), "AA:combat-move", /must end its combat move in a hostile territory/);
    // A tank too: only a blitz may end in a friendly territory [AA:blitz].
    refused(applyAa(s, { type: "move", units: ["u3"], path: ["mid"] }), "AA:combat-move", /must end its combat move in a hostile territory/);
  });

  it("[AA:blitz] a tank that blitzes through an empty hostile territory may end in a friendly one", () => {
    const s = combatMove((st) => {
      st.control.mid = "blue";
      st.control.east = "red";
      delete st.units.u5;
      for (const id of ["u8", "u9", "u10"]) delete st.units[id];
    });
    const after = ok(applyAa(s, { type: "move", units: ["u3"], path: ["mid", "east"] }));
    expect([after.control.mid, after.units.u3?.at]).toEqual(["red", "east"]);
  });

  it("[AA:neutral-territories] no unit enters a neutral territory", () => {
    refused(applyAa(combatMove(), { type: "move", units: ["u5"], path: ["north"] }), "AA:neutral-territories", /north is neutral/);
  });

  it("[AA:blitz] a tank passes through one empty hostile territory and takes it; infantry stops", () => {
    const s = combatMove((st) => {
      st.control.mid = "blue";
      delete st.units.u5;
    });
    const after = ok(applyAa(s, { type: "move", units: ["u3"], path: ["mid", "east"] }));
    expect(after.control.mid).toBe("red");
    expect(after.units.u3?.at).toBe("east");
    refused(applyAa(s, { type: "move", units: ["u1"], path: ["mid", "east"] }), "AA:combat-move", /movement left|stop on entering/);
  });

  it("[AA:air-units] aircraft attack only where there is a battle and must keep movement to land", () => {
    const s = combatMove();
    expect(ok(applyAa(s, { type: "move", units: ["u4"], path: ["mid", "east"] })).units.u4).toMatchObject({ at: "east", moved: 2 });
    refused(applyAa(s, { type: "move", units: ["u4"], path: ["mid"] }), "AA:air-units", /must end its combat move where there is a battle/);
    refused(applyAa(s, { type: "move", units: ["u4"], path: ["mid", "sz-e", "sz-n", "island"] }), "AA:air-units", /could not reach a friendly landing space/);
  });

  it("[AA:canals] sea units pass a canal only when their side held its territories at the start of the turn", () => {
    const s = combatMove();
    expect(ok(applyAa(s, { type: "move", units: ["u7"], path: ["sz-e"] })).units.u7?.at).toBe("sz-e");
    const closed = { ...s, openCanals: [] };
    refused(applyAa(closed, { type: "move", units: ["u7"], path: ["sz-e"] }), "AA:canals", /canal between sz-w and sz-e is closed/);
  });

  it("[AA:submarines] a submarine does not stop a destroyer's move; enemy warships do", () => {
    // A blue transport in sz-n gives the destroyer something to attack there [AA:combat-move].
    const s = combatMove((st) => {
      st.units.t1 = { type: "transport", owner: "blue", at: "sz-n", damage: 0, moved: 0 };
    });
    expect(ok(applyAa(s, { type: "move", units: ["u7"], path: ["sz-e", "sz-n"] })).units.u7?.at).toBe("sz-n");
    const guarded = combatMove((st) => {
      st.units.u12!.type = "cruiser";
    });
    refused(applyAa(guarded, { type: "move", units: ["u7"], path: ["sz-e", "sz-n"] }), "AA:combat-move", /holds enemy warships/);
  });
});

describe("[AA:transports] loading and landing", () => {
  it("carries up to its capacity in transport cost, moves its cargo and lands it in a hostile territory as an amphibious assault", () => {
    let s = combatMove();
    s = run(s, { type: "load", units: ["u1", "u2"], transport: "u6" });
    expect(s.units.u1).toMatchObject({ aboard: "u6", at: "sz-w" });
    refused(applyAa(s, { type: "load", units: ["u3"], transport: "u6" }), "AA:transports", /carries 5 in transport cost; this would be 7/);
    s = run(s, { type: "move", units: ["u6"], path: ["sz-e"] }, { type: "unload", units: ["u1", "u2"], to: "east" });
    expect(s.units.u1).toMatchObject({ at: "east", amphibious: true, unloaded: true });
    expect(s.units.u1?.aboard).toBeUndefined();
    expect(s.units.u6).toMatchObject({ at: "sz-e", unloaded: true });
    refused(applyAa(s, { type: "move", units: ["u6"], path: ["sz-n"] }), "AA:transports", /unloaded|came ashore/);
  });

  it("lands after the sea battle when enemy warships hold the zone", () => {
    let s = combatMove((st) => {
      st.units.u12!.type = "cruiser";
    });
    s = run(s, { type: "load", units: ["u1"], transport: "u6" }, { type: "move", units: ["u6", "u7"], path: ["sz-e"] }, { type: "unload", units: ["u1"], to: "east" });
    expect(s.units.u1).toMatchObject({ at: "sz-e", aboard: "u6", landing: "east" });
  });

  it("unloads into a friendly territory only in the non-combat move", () => {
    const s = run(combatMove(), { type: "load", units: ["u1"], transport: "u6" });
    refused(applyAa(s, { type: "unload", units: ["u1"], to: "mid" }), "AA:combat-move", /mid is friendly/);
  });
});

describe("[AA:amphibious] bombardment orders", () => {
  it("ships with a bombardment value next to a hostile territory are assigned; others are refused with the rule", () => {
    const s = combatMove((st) => {
      st.units.u7!.type = "battleship";
      st.units.u7!.at = "sz-e";
    });
    expect(ok(applyAa(s, { type: "bombard", units: ["u7"], target: "east" })).units.u7).toMatchObject({ bombard: "east" });
    refused(applyAa(s, { type: "bombard", units: ["u6"], target: "east" }), "AA:amphibious", /Transport cannot bombard/);
    refused(applyAa(s, { type: "bombard", units: ["u7"], target: "mid" }), "AA:amphibious", /not a hostile territory/);
    refused(applyAa(s, { type: "bombard", units: ["u7"], target: "island" }), "AA:amphibious", /not next to island/);
  });
});

describe("[AA:general-combat] repair", () => {
  it("damaged battleships are whole again when the power's turn ends", () => {
    let s = createAaGame(tinyBundle(), 1);
    s.units.u7!.type = "battleship";
    s.units.u7!.damage = 1;
    s = run(s, { type: "end-phase" }, { type: "end-phase" });
    while (s.phase !== "purchase" || s.power !== 1) s = run(s, s.decision ? { type: "choose-casualties", units: s.decision.kind === "casualties" ? s.decision.suggested : [] } : { type: "end-phase" });
    expect(s.units.u7?.damage).toBe(0);
  });
});
