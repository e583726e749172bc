import { describe, expect, it } from "vitest";
import { apply } from "../../index";
import type { GameState } from "./types";
import { SIDE_FERRY, SIDE_MINOR_RIVER, SIDE_WATER } from "../../map/compiled-map";
import type { HexMap } from "@/lib/model";
import { contextOf } from "./context";
import { hexsideBits } from "./ferries";
import { at, board } from "./test-kit";

/**
 * Ferries destroyed [8.3.1.8]: an enemy unit occupying either ferry hex
 * destroys it for good; the hexside is then the water (or river) it crossed.
 * An Ostmark (red) ferry links 0301 and 0401, both in Ostmark.
 */
const FERRY: HexMap["hexsides"] = [
  { kind: "water", sides: ["0301-0401"] },
  { kind: "ferry", sides: ["0301-0401"], nation: "ostmark" },
];
const rows = ["cccc", "cccc", "cccc", "cccc"];
const borders = ["nnoo", "nnoo", "nnoo", "nnoo"];
const units = [
  { id: "b1", type: "inf", at: "0201" },
  { id: "b2", type: "inf", at: "0204" },
  { id: "r1", type: "inf", at: "0301" },
  { id: "r9", type: "inf", at: "0104" },
];
const bundle = (hexsides = FERRY, list = units) => board({ rows, borders, hexsides, units: list });

function keyOf(b: ReturnType<typeof bundle>, from: string, to: string): number {
  const cm = contextOf(b).cm;
  return cm.indexOf(from) * 6 + cm.directionTo(cm.indexOf(from), cm.indexOf(to));
}

describe("ferries destroyed by enemy occupation [8.3.1.8]", () => {
  it.each([
    // case, segment, mover, destination, destroyed?
    ["a blue unit moves elsewhere in Ostmark", "reaction-move", "b2", "0303", false],
    ["a blue unit moves beside a ferry hex", "reaction-move", "b2", "0403", false],
    ["a blue unit ends in ferry hex 0401", "reaction-move", "b2", "0401", true],
    ["a red unit crosses its own ferry", "initiative-move", "r1", "0401", false],
  ])("%s (%s %s → %s): destroyed %s", (_case, segment, mover, to, destroyed) => {
    const list = mover === "b2" ? [...units.filter((u) => u.id !== "b2"), { id: "b2", type: "inf", at: "0402" }] : units;
    const b = bundle(FERRY, list);
    const r = apply(at(b, segment as string), { type: "move", units: [mover as string], to: to as string });
    if ("error" in r) throw new Error(r.error);
    expect(r.events.filter((e) => e.type === "ferry-destroyed").map((e) => e.rule)).toEqual(destroyed ? ["8.3.1.8"] : []);
    expect(r.state.destroyedFerries?.[keyOf(b, "0301", "0401")] === true).toBe(destroyed);
    expect(r.state.destroyedFerries?.[keyOf(b, "0401", "0301")] === true).toBe(destroyed);
  });

  it("a blue unit passing through a ferry hex destroys it [8.3.1.8]", () => {
    const b = bundle(FERRY, units.filter((u) => u.id !== "r1"));
    const r = apply(at(b, "reaction-move"), { type: "move", units: ["b1"], to: "0302", path: ["0201", "0301", "0302"] });
    if ("error" in r) throw new Error(r.error);
    expect(r.events.filter((e) => e.type === "ferry-destroyed").map((e) => e.hexside)).toEqual(["0301-0401"]);
  });

  it.each([
    // destroyed?, crossing allowed?
    [false, true],
    [true, false],
  ])("destroyed %s: red may cross from 0301 to 0401: %s [8.3.1.8]", (destroyed, allowed) => {
    const b = bundle();
    const tweak: Partial<GameState> = destroyed ? { destroyedFerries: { [keyOf(b, "0301", "0401")]: true, [keyOf(b, "0401", "0301")]: true } } : {};
    const r = apply(at(b, "initiative-move", tweak), { type: "move", units: ["r1"], to: "0401", path: ["0301", "0401"] });
    // The explicit path makes the move cross the ferry hexside itself, not walk round the water.
    expect("error" in r).toBe(!allowed);
  });

  it.each([
    // hexside kinds, destroyed?, bits read by play
    [["water", "ferry"], true, SIDE_WATER],
    [["ferry"], true, SIDE_WATER],
    [["minor-river", "ferry"], true, SIDE_MINOR_RIVER],
    [["water", "ferry"], false, SIDE_WATER | SIDE_FERRY],
  ])("hexside %j destroyed %s reads as %i [8.3.1.8]", (kinds, destroyed, bits) => {
    const hexsides = (kinds as string[]).map((kind) => ({ kind, sides: ["0301-0401"], nation: "ostmark" })) as HexMap["hexsides"];
    const b = bundle(hexsides);
    const key = keyOf(b, "0301", "0401");
    const state = at(b, "initiative-move", destroyed ? { destroyedFerries: { [key]: true } } : {});
    expect(hexsideBits(contextOf(b), state, key)).toBe(bits);
  });
});
