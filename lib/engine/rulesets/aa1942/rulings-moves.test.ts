import { describe, expect, it } from "vitest";
import { applyAa, createAaGame } from "./game";
import { landable } from "./movement";
import { ok, refused, run, tinyBundle } from "./test-kit";
import type { AaEvent, AaState } from "./types";
import { checkVictory } from "./victory";

// Rulings of RULINGS.md that no other test held (#28): each test fails if the engine read the clause otherwise.
// Setup ids (test-kit): west u1 u2 infantry, u3 tank, u4 fighter; mid u5 infantry; sz-w u6 transport, u7 destroyer;
// east u8 u9 infantry, u10 AA gun; island u11 infantry; sz-e u12 submarine.
const END = { type: "end-phase" } as const;
const combatMove = (mutate?: (s: AaState) => void): AaState => {
  const s = createAaGame(tinyBundle(), 1);
  mutate?.(s);
  return run(s, END);
};
const fighterType = (s: AaState) => s.bundle.game.unitTypes.find((t) => t.id === "fighter")!;

describe("[AA:aa-guns] AA guns move only in the non-combat move, one space", () => {
  it("an AA gun is refused in the combat move and moves one space in the non-combat move [AA:aa-guns]", () => {
    const s = combatMove((st) => {
      st.units.g1 = { type: "aa-gun", owner: "red", at: "west", damage: 0, moved: 0 };
      st.control.east = "red";
      for (const id of ["u8", "u9", "u10"]) delete st.units[id];
    });
    refused(applyAa(s, { type: "move", units: ["g1"], path: ["mid"] }), "AA:aa-guns", /moves only in the non-combat move/);
    const nonCombat = run(s, END);
    expect(nonCombat.phase).toBe("noncombat-move");
    refused(applyAa(nonCombat, { type: "move", units: ["g1"], path: ["mid", "east"] }), "AA:combat-move", /has 1 of 1 movement left, the path is 2/);
    expect(ok(applyAa(nonCombat, { type: "move", units: ["g1"], path: ["mid"] })).units.g1?.at).toBe("mid");
  });
});

describe("[AA:transports] loading ends a land unit's own movement", () => {
  it("a unit aboard moves only with its transport, and no unit boards in a zone holding enemy warships [AA:transports]", () => {
    const aboard = run(combatMove(), { type: "load", units: ["u1"], transport: "u6" });
    refused(applyAa(aboard, { type: "move", units: ["u1"], path: ["mid"] }), "AA:transports", /is cargo/);
    const guarded = combatMove((st) => {
      st.units.c1 = { type: "cruiser", owner: "blue", at: "sz-w", damage: 0, moved: 0 };
    });
    refused(applyAa(guarded, { type: "load", units: ["u1"], transport: "u6" }), "AA:transports", /while enemy warships are there/);
  });
});

describe("[AA:blitz] a blitz passes only an empty hostile territory without a complex", () => {
  it("a tank may not blitz through an empty hostile territory holding an industrial complex [AA:blitz]", () => {
    const open = combatMove((st) => {
      st.control.mid = "blue";
      delete st.units.u5;
    });
    expect(ok(applyAa(open, { type: "move", units: ["u3"], path: ["mid", "east"] })).units.u3?.at).toBe("east");
    const industrial = combatMove((st) => {
      st.control.mid = "blue";
      delete st.units.u5;
      st.complexes.mid = true;
    });
    refused(applyAa(industrial, { type: "move", units: ["u3"], path: ["mid", "east"] }), "AA:blitz", /without a complex first; mid stops it/);
  });
});

describe("[AA:air-units] landing spaces", () => {
  it("a territory taken this turn is no landing space; one held since the turn began is, and a sea zone needs carrier room [AA:air-units]", () => {
    const s = createAaGame(tinyBundle(), 1);
    const fighter = fighterType(s);
    expect(landable(s, "red", "mid", fighter)).toBe(true);
    const taken = { ...s, control: { ...s.control, east: "red" } };
    expect(landable(taken, "red", "east", fighter)).toBe(false);
    expect(landable(s, "red", "sz-w", fighter)).toBe(false);
    const withCarrier = { ...s, units: { ...s.units, c1: { type: "carrier", owner: "red", at: "sz-w", damage: 0, moved: 0 } } };
    expect(landable(withCarrier, "red", "sz-w", fighter)).toBe(true);
  });
});

describe("[AA:victory] the round limit", () => {
  const atLimit = (control: Record<string, string>, round = 5): AaState => {
    const s = structuredClone(createAaGame(tinyBundle(), 1));
    s.round = round;
    s.control = { ...s.control, ...control };
    return s;
  };
  it("when the last round passes without a victory, the side with more victory cities wins at level round-limit; a tie names none [AA:victory]", () => {
    const events: AaEvent[] = [];
    const lead = atLimit({});
    checkVictory(lead, events);
    expect(lead.result).toMatchObject({ winner: "axis", level: "round-limit" });
    const tie = atLimit({ island: "red" });
    tie.bundle.scenario.victoryCities = { cities: ["west", "east"], standardVictory: 3 };
    checkVictory(tie, events);
    expect(tie.result).toMatchObject({ winner: null, level: "round-limit" });
    const early = atLimit({}, 4);
    checkVictory(early, events);
    expect(early.result).toBeNull();
  });
});
