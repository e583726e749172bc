import { describe, expect, it } from "vitest";
import type { AaAction } from "../types";
import { applyAa, createAaGame } from "../game";
import { ok, refused, tinyBundle } from "../test-kit";
import { AA_MOVES } from "./index";

/** The table of moves [AA:turn-order]: who may make each move and when, as game.ts asks it. */
describe("the table of moves [AA:turn-order]", () => {
  const start = () => createAaGame(tinyBundle(), 3);

  it("refuses a move its rule does not allow in this phase, naming the rule", () => {
    const s = start();
    expect(s.phase).toBe("purchase");
    refused(applyAa(s, { type: "move", units: ["u1"], path: ["x"] }), "AA:combat-move", /move in the combat move and non-combat move/);
    refused(applyAa(s, { type: "bombard", units: ["u1"], target: "x" }), "AA:amphibious", /assigned to bombard in the combat move/);
    refused(applyAa(s, { type: "mobilise", placements: [] }), "AA:mobilise", /placed in the mobilise phase/);
    const moving = ok(applyAa(s, { type: "end-phase" }));
    expect(moving.phase).toBe("combat-move");
    refused(applyAa(moving, { type: "purchase", units: {} }), "AA:purchase", /bought in the purchase phase/);
  });

  it("takes a decision's answer only while one waits, and nothing else then [AA:conduct-combat]", () => {
    const s = start();
    refused(applyAa(s, { type: "choose-casualties", units: [] }), "AA:turn-order", /nothing to choose-casualties now/);
    refused(applyAa(s, { type: "retreat", to: null }), "AA:turn-order", /nothing to retreat now/);
    const waiting = { ...s, decision: { kind: "retreat" as const, nation: "red", space: "x", options: [] } };
    refused(applyAa(waiting, { type: "end-phase" }), "AA:conduct-combat", /waiting for red to press on or retreat in x/);
    refused(applyAa(waiting, { type: "choose-casualties", units: [] }), "AA:conduct-combat", /waiting for red/);
    refused(applyAa(waiting, { type: "no-such-move" } as unknown as AaAction), "AA:conduct-combat", /waiting for red/);
  });

  it("lets the testing aid queue a die at any time, even while a decision waits, and checks its face", () => {
    const waiting = { ...start(), decision: { kind: "retreat" as const, nation: "red", space: "x", options: [] } };
    expect(ok(applyAa(waiting, { type: "force-die", value: 6 })).dice.forced).toEqual([6]);
    refused(applyAa(waiting, { type: "force-die", value: 7 }), "AA:conduct-combat", /a d6 shows 1–6, not 7/);
  });

  it("has no move for a type it does not know, nor for an inherited name", () => {
    refused(applyAa(start(), { type: "toString" } as unknown as AaAction), "AA:turn-order", /nothing to toString now/);
    expect(Object.keys(AA_MOVES).sort()).toEqual(["bombard", "choose-casualties", "end-phase", "force-die", "intercept", "load", "mobilise", "move", "purchase", "retreat", "unload"]);
  });
});
