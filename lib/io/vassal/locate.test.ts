import { describe, expect, it } from "vitest";
import { Report } from "../report";
import { boardToMap, isBoxZone } from "./board-map";
import type { VassalBoard, VassalHexGrid, VassalZone } from "./build-file";
import { vassalCentre } from "./hex-grid";
import { containingRawHex, onImportedBoard, onOtherBoard } from "./locate";

const numbering = { first: "H" as const, sep: "", hType: "N" as const, vType: "N" as const, hLeading: 1, vLeading: 1, hDescend: false, vDescend: false, stagger: false };
const rect = (x: number, y: number, w: number, h: number) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];
const zone = (name: string, path: VassalZone["path"], o: Partial<VassalZone> = {}): VassalZone => ({ name, path, useParentGrid: false, ...o });

// The whole map, numbered from 0101, and a part of it: its top left hex is the whole map's column 6, row 4 (numbered 0605).
const whole: VassalHexGrid = { dx: 55.42562584220407, dy: 64, x0: 38, y0: 36, sideways: false, numbering: { ...numbering, hOff: 1, vOff: 1 } };
const part: VassalHexGrid = { ...whole, x0: 30, y0: 40, numbering: { ...numbering, hOff: 6, vOff: 5 } };
const wholeBoard: VassalBoard = { name: "Whole", image: "images/whole.png", hexGrid: whole, zones: [zone("Reserve", rect(900, 0, 100, 100), { ownGrid: "SquareGrid" })], where: "whole" };
const partBoard: VassalBoard = { name: "Part", image: "images/part.png", hexGrid: part, zones: [zone("Reserve", rect(500, 0, 60, 60)), zone("Depot", rect(500, 200, 60, 60))], where: "part" };

const board = boardToMap(wholeBoard, whole, { sha256: "a".repeat(64), width: 1000, height: 800 }, { name: "Whole", terrain: "clear", nations: [] }, new Report());

describe("where a set-up's point lands", () => {
  it("on the imported board: the hex holding the point, or the box of the zone it is in", () => {
    const locate = onImportedBoard(board);
    const c = vassalCentre(whole, 3, 2);
    expect(locate(c.x + 20, c.y - 20)).toEqual({ kind: "hex", label: "0403" });
    expect(locate(950, 50)).toEqual({ kind: "box", id: "box-reserve", name: "Reserve" });
    expect(locate(-500, 50)).toMatchObject({ kind: "none", why: expect.stringMatching(/off the board's hexes/) });
  });

  it("on another board of the map: by VASSAL's hex names, and its boxes by name", () => {
    const locate = onOtherBoard(board, partBoard, { width: 600, height: 400 });
    if ("why" in locate) throw new Error(locate.why);
    // The part's raw hex 2,1 is named 0806 there: the whole map's hex 0806.
    const c = vassalCentre(part, 2, 1);
    expect(locate(c.x, c.y + 10)).toEqual({ kind: "hex", label: "0806" });
    expect(locate(520, 20)).toEqual({ kind: "box", id: "box-reserve", name: "Reserve" });
    expect(locate(520, 220)).toMatchObject({ kind: "none", why: expect.stringMatching(/zone "Depot" of the board "Part", which is not a box/) });
  });

  it("refuses another board it cannot read by names", () => {
    const plain = onOtherBoard(board, { ...partBoard, hexGrid: { ...part, numbering: undefined } }, { width: 0, height: 0 });
    expect(plain).toEqual({ why: 'the board "Part" has no numbered hex grid to carry its positions over by' });
    const turned = onOtherBoard(board, { ...partBoard, hexGrid: { ...part, sideways: true } }, { width: 0, height: 0 });
    expect(turned).toEqual({ why: 'the board "Part" turns its hexes the other way' });
  });

  it("finds the hex holding a point near a corner, where VASSAL's nearest column is the wrong one", () => {
    // Just right of the midpoint between columns 0 and 1, but inside column 0's hex (its corner reaches further).
    const c = vassalCentre(whole, 0, 1);
    const x = c.x + whole.dx / 2 + 2;
    expect(containingRawHex(whole, x, c.y)).toEqual({ rawColumn: 0, rawRow: 1 });
  });

  it("counts a zone as a box when it has its own grid or is a rectangle", () => {
    expect(isBoxZone(zone("A", rect(0, 0, 10, 10)))).toBe(true);
    expect(isBoxZone(zone("B", [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 5, y: 8 }], { ownGrid: "SquareGrid" }))).toBe(true);
    expect(isBoxZone(zone("C", [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 14, y: 8 }, { x: 10, y: 16 }, { x: 0, y: 16 }]))).toBe(false);
    expect(isBoxZone(zone("D", rect(0, 0, 10, 10), { useParentGrid: true }))).toBe(false);
  });
});
