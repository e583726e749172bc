import { describe, expect, it } from "vitest";
import type { AreaMap } from "@/lib/model/map-area";
import { AreaEditor } from "./editor";
import { spacesUnderLine } from "./knife";
import { directionOf, keeperOf } from "./split-halves";
import { sampleMap, twoSquares } from "./test-maps";

const totals = (doc: AreaMap) => ({
  ipc: doc.territories.reduce((s, t) => s + t.ipc, 0),
  victoryCities: doc.territories.filter((t) => t.victoryCity).length,
  factories: doc.territories.filter((t) => t.industrialComplex).length,
  capitals: doc.territories.filter((t) => t.capital).length,
});

/** twoSquares with a rich "a": IPC 5, every unique flag, its label in the east half. */
function richSquares(): AreaMap {
  const doc = twoSquares();
  Object.assign(doc.territories[0]!, { ipc: 5, victoryCity: true, industrialComplex: true, capital: true, label: { x: 75, y: 50 } });
  return doc;
}

describe("splitting keeps income and unique flags on one half [#26 item 6]", () => {
  it("the half holding the label point keeps the id, IPC and flags; the other gets IPC 0 and no flags, and the note says so", () => {
    const ed = new AreaEditor(richSquares());
    const before = totals(ed.document());
    expect(ed.split("a", [{ x: 50, y: -10 }, { x: 50, y: 110 }])).toBeNull();
    const doc = ed.document();
    expect(totals(doc)).toEqual(before);
    const a = doc.territories.find((t) => t.id === "a")!;
    const half = doc.territories.find((t) => t.id === "a-2")!;
    expect(a).toMatchObject({ name: "A", ipc: 5, victoryCity: true, industrialComplex: true, capital: true, label: { x: 75, y: 50 } });
    expect(Math.min(...a.polygons[0]!.filter((_, i) => i % 2 === 0))).toBe(50);
    expect(half).toMatchObject({ name: "A (2)", ipc: 0, originalOwner: "x" });
    expect(half).not.toHaveProperty("victoryCity");
    expect(half).not.toHaveProperty("industrialComplex");
    expect(half).not.toHaveProperty("capital");
    expect(half).not.toHaveProperty("label");
    expect(ed.lastNote).toBe('IPC 5, the victory city, the industrial complex and the capital stay with the east half, "A"; the west half, "A (2)", has IPC 0 and no unique flags.');
    ed.undo();
    expect(ed.document()).toEqual(richSquares());
  });

  it("with the label point on the cut, the larger half keeps them", () => {
    const ed = new AreaEditor(richSquares());
    ed.setLabel("a", { x: 30, y: 50 });
    expect(ed.split("a", [{ x: 30, y: -10 }, { x: 30, y: 110 }])).toBeNull();
    const a = ed.document().territories.find((t) => t.id === "a")!;
    expect(a.ipc).toBe(5);
    expect(Math.min(...a.polygons[0]!.filter((_, i) => i % 2 === 0))).toBe(30);
  });

  it("a sea zone's number stays with one half", () => {
    const doc = twoSquares();
    doc.seaZones[0]!.number = 7;
    const ed = new AreaEditor(doc);
    expect(ed.split("s", [{ x: 150, y: 90 }, { x: 150, y: 210 }])).toBeNull();
    const zones = ed.document().seaZones;
    expect(zones.filter((z) => z.number === 7)).toHaveLength(1);
    expect(ed.lastNote).toMatch(/^Number 7 stays with the (west|east) half, "S"; the (east|west) half, "S \(2\)", has no number\.$/);
  });

  it("every sample territory split across its middle leaves the map's income and flag counts as they were", () => {
    for (const id of ["aurel", "castra", "sablecoast", "obsidian-coast"]) {
      const ed = new AreaEditor(sampleMap());
      const before = totals(ed.document());
      const v = ed.spaceView(id)!;
      const xs = v.polygons[0]!.filter((_, i) => i % 2 === 0);
      const ys = v.polygons[0]!.filter((_, i) => i % 2 === 1);
      const mid = (Math.min(...xs) + Math.max(...xs)) / 2;
      expect(ed.split(id, [{ x: mid, y: Math.min(...ys) - 5 }, { x: mid, y: Math.max(...ys) + 5 }]), id).toBeNull();
      expect(totals(ed.document()), id).toEqual(before);
    }
  });

  it("keeperOf and directionOf", () => {
    const west = [[{ x: 0, y: 0 }, { x: 50, y: 0 }, { x: 50, y: 100 }, { x: 0, y: 100 }]];
    const east = [[{ x: 50, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 100 }, { x: 50, y: 100 }]];
    expect(keeperOf(west, east, { x: 80, y: 10 })).toBe("b");
    expect(keeperOf(west, east, { x: 20, y: 10 })).toBe("a");
    expect(directionOf(west, east)).toBe("west");
    expect(directionOf([[{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 40 }, { x: 0, y: 40 }]], east)).toBe("north");
  });
});

describe("the knife cuts the space the line crosses [#26 item 6]", () => {
  it("with another space selected, a line drawn across a splits a", () => {
    const ed = new AreaEditor(twoSquares());
    ed.select("b");
    ed.setTool("split");
    ed.pointerDown(50, -10);
    ed.pointerDown(50, 110);
    ed.key("Enter");
    expect(ed.lastError).toBeNull();
    expect(ed.spaceIds()).toEqual(["a", "b", "s", "a-2"]);
    expect(ed.spaceView("b")!.polygons[0]).toEqual([100, 0, 200, 0, 200, 100, 100, 100]);
  });

  it("ranks the spaces under the line by how much of it they hold; the selection only breaks ties", () => {
    const ed = new AreaEditor(twoSquares());
    expect(spacesUnderLine(ed.model, [{ x: 20, y: 50 }, { x: 130, y: 50 }])).toEqual(["a", "b"]);
    expect(spacesUnderLine(ed.model, [{ x: 50, y: 50 }, { x: 150, y: 50 }], "b")).toEqual(["b", "a"]);
    expect(spacesUnderLine(ed.model, [{ x: 50, y: 50 }, { x: 150, y: 50 }], "a")).toEqual(["a", "b"]);
    expect(spacesUnderLine(ed.model, [{ x: 250, y: 250 }, { x: 290, y: 290 }])).toEqual([]);
  });

  it("a line over no space is refused, and nothing is recorded", () => {
    const ed = new AreaEditor(twoSquares());
    ed.select("b");
    ed.setTool("split");
    ed.pointerDown(250, 250);
    ed.pointerDown(290, 290);
    ed.key("Enter");
    expect(ed.lastError).toBe("Draw the line across a space.");
    expect(ed.history.canUndo).toBe(false);
  });
});
