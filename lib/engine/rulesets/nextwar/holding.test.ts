import { describe, expect, it } from "vitest";
import { apply, createGame } from "../../index";
import { contextOf } from "./context";
import { at, board, ok } from "./test-kit";

/** A ported module's holding area [#30]: a unit held in an off-map box is out of play. */
const borders = ["nnnoooo", "nnnoooo", "nnnoooo"];
const rows = ["ccccccc", "ccccccc", "ccccccc"];
const units = [
  { id: "b1", type: "inf", at: "0101" },
  { id: "b2", type: "inf", at: "0202" },
  { id: "r1", type: "inf", at: "0703" },
  { id: "b9", type: "inf" },
];

describe("held units", () => {
  it("are not placed, even where a setup entry names them, while the others are", () => {
    const b = board({ rows, borders, units, scenario: { holding: [{ unit: "b2", box: "reserve" }] } as never });
    const s = createGame(b, { seed: 1 });
    expect(s.units.b2).toMatchObject({ status: "pending", hex: -1 });
    expect(s.units.b1).toMatchObject({ status: "map", hex: contextOf(b).cm.indexOf("0101") });
    // Without the holding the same setup places it.
    expect(createGame(board({ rows, borders, units }), { seed: 1 }).units.b2?.status).toBe("map");
  });

  it("do not enter as reinforcements on their turn", () => {
    const reinforcements = [{ turn: 2, units: ["b9"], at: "0202" }];
    const held = board({ rows, borders, units, scenario: { reinforcements, holding: [{ unit: "b9", box: "reserve" }] } as never });
    const r = ok(apply(at(held, "second-combat", { turn: 2 }), { type: "end-segment" }));
    expect(r.state.units.b9?.status).toBe("pending");
    expect(r.events.some((e) => e.type === "reinforcement")).toBe(false);
    const free = board({ rows, borders, units, scenario: { reinforcements } as never });
    expect(ok(apply(at(free, "second-combat", { turn: 2 }), { type: "end-segment" })).state.units.b9?.status).toBe("map");
  });

  it("wait in an off-map box their reinforcement names (a module's Turn N box) until it names an entry [10.0]", () => {
    const boxed = board({ rows, borders, units, scenario: { reinforcements: [{ turn: 2, units: ["b9"], at: "turn-2-box" }] } as never });
    boxed.map = { ...boxed.map, offMapBoxes: [{ id: "turn-2-box", name: "Turn 2 Reinforcements" }] };
    const r = ok(apply(at(boxed, "second-combat", { turn: 2 }), { type: "end-segment" }));
    expect(r.state.units.b9?.status).toBe("pending");
    expect(r.events.some((e) => e.type === "reinforcement")).toBe(false);
  });
});
