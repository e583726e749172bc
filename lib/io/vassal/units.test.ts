import { describe, expect, it } from "vitest";
import { Report } from "../report";
import type { PieceDefinition } from "./piece-model";
import { type PaletteSlot, backFace, buildPalette, frontFace } from "./units";

const piece = (name: string, images: string[], back?: number, properties: Record<string, string> = {}): PieceDefinition => ({ name, images, ...(back !== undefined ? { back } : {}), prototypes: [], properties, traits: ["piece"] });
const slot = (definition: PieceDefinition, folders: string[], o: Partial<PaletteSlot> = {}): PaletteSlot => ({ name: definition.name, folders, definition, prototypes: [], properties: definition.properties, where: `palette ${[...folders, definition.name].join("/")}`, ...o });

describe("the palette as sides, nations and unit types", () => {
  it("takes the side from a prototype naming one of the roster's sides, as words (Allied is Allies, German is Germans)", () => {
    const report = new Report();
    const p = buildPalette(
      [
        slot(piece("1/16", ["a.svg"]), ["Pieces", "American", "1 Inf Div"], { prototypes: ["Unit (Allied)", "Disruptable (Allied)"] }),
        slot(piece("I/1/3", ["b.svg"]), ["Pieces", "German", "3 FS Div"], { prototypes: ["Unit (German)"] }),
        slot(piece("Smoke", ["c.svg"]), ["Pieces", "Other", "Markers"], { prototypes: ["Marker"] }),
      ],
      ["Allies", "Germans"],
      report,
    );
    expect(p.sides.map((s) => [s.id, s.name])).toEqual([
      ["allies", "Allies"],
      ["germans", "Germans"],
    ]);
    expect(p.nations).toEqual([
      { id: "american", name: "American", side: "allies" },
      { id: "german", name: "German", side: "germans" },
    ]);
    expect(p.types.map((t) => [t.type.id, t.nation, t.faces.front])).toEqual([
      ["american-1-16", "american", "images/a.svg"],
      ["german-i-1-3", "german", "images/b.svg"],
    ]);
    expect(report.entries.find((e) => e.where.endsWith("Smoke"))).toMatchObject({ severity: "warning", message: expect.stringMatching(/belongs to no side/) });
  });

  it("takes the side from a Side marker, the nation from a folder inside a side's folder, numbers from markers", () => {
    const report = new Report();
    const p = buildPalette([slot(piece("1st Guard", ["f.svg", "b.svg"], 1, { Side: "Blue", Attack: "4", Defence: "5", Move: "4", Command: "2" }), ["Pieces", "Blue", "Lindholm Guard"])], ["Blue", "Red"], report);
    expect(p.nations).toEqual([{ id: "lindholm-guard", name: "Lindholm Guard", side: "blue" }]);
    expect(p.types[0]).toMatchObject({ faces: { front: "images/f.svg", back: "images/b.svg" }, values: { attack: 4, defence: 5, ma: 4 } });
    expect(report.entries.some((e) => /its er is drawn on the counter, not in the module: fill it in the OOB; markers not read: Command=2/.test(e.message))).toBe(true);
  });

  it("tells pieces of one name apart by their palette folder, and keeps one type for the same piece in two panels", () => {
    const one = piece("1", ["x.svg"]);
    const p = buildPalette(
      [slot(one, ["P", "Northern Army", "1st Div"]), slot(piece("1", ["y.svg"]), ["P", "Northern Army", "2nd Div"]), slot(one, ["P", "Northern Army", "Reserves"])],
      ["North"],
      new Report(),
    );
    expect(p.types.map((t) => [t.type.id, t.type.name])).toEqual([
      ["northern-army-1-1st-div", "1 (1st Div)"],
      ["northern-army-1-2nd-div", "1 (2nd Div)"],
    ]);
  });

  it("reads the front as the first picture that is not the back, and a back only when a layer flips", () => {
    expect(frontFace(piece("a", ["", "f.svg", "b.svg"], 2))).toBe("images/f.svg");
    expect(backFace(piece("a", ["", "f.svg", "b.svg"], 2))).toBe("images/b.svg");
    expect(backFace(piece("a", ["/images/f.svg"]))).toBeUndefined();
    expect(frontFace(piece("a", ["/images/f.svg"]))).toBe("images/f.svg");
    expect(frontFace(piece("a", [""]))).toBeUndefined();
  });
});
