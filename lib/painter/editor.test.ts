import { describe, expect, it } from "vitest";
import { hexIndex, neighbour, neighbours, onGrid } from "@/lib/hex";
import { MapEditor } from "./editor";
import { hexCentre, hexesInOffsetRect, hexsideAtPoint, indexCentre, offsetRectOutline } from "./geometry";
import { testMap } from "./test-map";
import { toScreen } from "./view";

function editor(orientation: "flat" | "pointy" = "flat") {
  const e = new MapEditor(testMap(orientation));
  e.setViewport(800, 600);
  e.setView({ scale: 40, x: 10, y: 10 });
  return e;
}

/** Screen position of a hex centre, or of a point part-way toward a neighbour. */
function at(e: MapEditor, index: number, toward?: number, t = 0.8) {
  const c = indexCentre(e.map.spec, index);
  if (toward === undefined) return toScreen(e.view, c);
  const o = indexCentre(e.map.spec, toward);
  const mid = { x: (c.x + o.x) / 2, y: (c.y + o.y) / 2 };
  return toScreen(e.view, { x: c.x + (mid.x - c.x) * t, y: c.y + (mid.y - c.y) * t });
}

function drag(e: MapEditor, points: { x: number; y: number }[], mods = {}) {
  const [first, ...rest] = points;
  e.pointerDown(first!.x, first!.y, { button: 0, ...mods });
  for (const p of rest) e.pointerMove(p.x, p.y, mods);
  const last = points[points.length - 1]!;
  e.pointerUp(last.x, last.y, mods);
}

describe("MapEditor painting", () => {
  it("paints a brush stroke as one undo step, and undo restores the document exactly", () => {
    const e = editor();
    const original = JSON.stringify(e.document());
    e.setOptions({ layer: "terrain", values: { terrain: 2, nation: 1, seaZone: 1 } });
    drag(e, [0, 1, 2, 3].map((i) => at(e, i)));
    expect(e.document().terrain.rows[0]).toBe("ffffcccc");
    expect(e.history.canUndo).toBe(true);
    expect(e.dirty).toBe(true);
    e.undo();
    expect(JSON.stringify(e.document())).toBe(original);
    expect(e.history.canUndo).toBe(false);
    e.redo();
    expect(e.document().terrain.rows[0]).toBe("ffffcccc");
  });

  it("fills gaps between fast pointer events and paints 2-ring brushes", () => {
    const e = editor();
    e.setOptions({ values: { terrain: 2, nation: 1, seaZone: 1 } });
    drag(e, [at(e, 0), at(e, 7)]);
    expect(e.document().terrain.rows[0]).toBe("ffffffff");
    e.undo();
    e.setOptions({ brushSize: 2 });
    drag(e, [at(e, hexIndex(e.map.spec, { col: 3, row: 2 }))]);
    expect(e.map.terrain.filter((v) => v === 2).length).toBe(7);
  });

  it("Escape cancels a stroke in progress and leaves no undo step", () => {
    const e = editor();
    e.setOptions({ values: { terrain: 3, nation: 1, seaZone: 1 } });
    const a = at(e, 0);
    const b = at(e, 1);
    e.pointerDown(a.x, a.y, { button: 0 });
    e.pointerMove(b.x, b.y);
    expect(e.map.terrain[1]).toBe(3);
    expect(e.cancelGesture()).toBe(true);
    expect(e.map.terrain[0]).toBe(1);
    expect(e.map.terrain[1]).toBe(1);
    e.pointerUp(b.x, b.y);
    expect(e.history.canUndo).toBe(false);
  });

  it("history survives switching tools", () => {
    const e = editor();
    e.setOptions({ values: { terrain: 2, nation: 1, seaZone: 1 } });
    drag(e, [at(e, 0)]);
    e.setTool("road");
    drag(e, [at(e, 8), at(e, 9)]);
    e.setTool("brush");
    expect(e.undo()).toBe(true);
    expect(e.map.roads.size).toBe(0);
    expect(e.undo()).toBe(true);
    expect(e.map.terrain[0]).toBe(1);
  });

  it("flood fill paints only the connected region of the same terrain", () => {
    const e = editor();
    e.setOptions({ values: { terrain: 3, nation: 1, seaZone: 1 } });
    e.setTool("line");
    drag(e, [at(e, hexIndex(e.map.spec, { col: 4, row: 0 })), at(e, hexIndex(e.map.spec, { col: 4, row: 5 }))]);
    e.setOptions({ values: { terrain: 2, nation: 1, seaZone: 1 } });
    e.setTool("fill");
    drag(e, [at(e, 0)]);
    const rows = e.document().terrain.rows;
    expect(rows.every((r) => r.slice(0, 4) === "ffff" && r[4] === "s" && r.slice(5) === "ccc")).toBe(true);
  });

  it("replaces one terrain with another everywhere as one step", () => {
    const e = editor();
    expect(e.replaceTerrain(1, 3)).toBe(48);
    expect(e.document().terrain.rows.every((r) => r === "ssssssss")).toBe(true);
    e.undo();
    expect(e.document().terrain.rows.every((r) => r === "cccccccc")).toBe(true);
  });

  it("the eyedropper picks a hex's terrain and returns to the previous tool", () => {
    const e = editor();
    e.map.terrain[5] = 2;
    e.setTool("eyedropper");
    drag(e, [at(e, 5)]);
    expect(e.options.values.terrain).toBe(2);
    expect(e.tool).toBe("brush");
  });
});

describe("hexside picking", () => {
  for (const orientation of ["flat", "pointy"] as const) {
    it(`hits the edge toward each of the six neighbours (${orientation}-top)`, () => {
      const e = editor(orientation);
      const spec = e.map.spec;
      const centre = { col: 3, row: 2 };
      const i = hexIndex(spec, centre);
      for (let d = 0; d < 6; d++) {
        const n = hexIndex(spec, neighbour(spec, centre, d));
        const c = hexCentre(spec, centre);
        const o = indexCentre(spec, n);
        const p = { x: c.x + (o.x - c.x) * 0.42, y: c.y + (o.y - c.y) * 0.42 };
        const side = hexsideAtPoint(spec, p);
        expect(side && [side.a, side.b].sort()).toEqual([i, n].sort());
      }
    });
  }

  it("draws a river along a drag, clears it with a second stroke, and each stroke is one step", () => {
    const e = editor();
    e.setTool("hexside");
    e.setOptions({ hexsideKind: "major-river" });
    drag(e, [at(e, 0, 1, 0.85), at(e, 1, 2, 0.85), at(e, 2, 3, 0.85)]);
    const sides = e.document().hexsides;
    expect(sides).toEqual([{ kind: "major-river", sides: ["0101-0201", "0201-0301", "0301-0401"] }]);
    drag(e, [at(e, 0, 1, 0.85)]);
    expect(e.document().hexsides[0]!.sides).toEqual(["0201-0301", "0301-0401"]);
    e.undo();
    e.undo();
    expect(e.document().hexsides).toEqual([]);
  });
});

describe("roads and features", () => {
  it("lays a road hex to hex and saves it as one path", () => {
    const e = editor();
    e.setTool("road");
    e.setOptions({ roadKind: "highway" });
    drag(e, [0, 1, 2, 3].map((i) => at(e, i)));
    expect(e.document().roads).toEqual([{ kind: "highway", path: ["0101", "0201", "0301", "0401"] }]);
    drag(e, [at(e, 1), at(e, 2)], { alt: true });
    expect(e.document().roads).toEqual([
      { kind: "highway", path: ["0101", "0201"] },
      { kind: "highway", path: ["0301", "0401"] },
    ]);
  });

  it("places, moves and deletes features with undo", () => {
    const e = editor();
    e.setTool("feature");
    e.setOptions({ featureKind: "port" });
    drag(e, [at(e, 9)]);
    expect(e.document().features).toEqual([{ kind: "port", hex: "0202", capacity: 2 }]);
    expect(e.selectedHex).toBe(9);
    drag(e, [at(e, 9), at(e, 10)]);
    expect(e.document().features).toEqual([{ kind: "port", hex: "0302", capacity: 2 }]);
    e.updateFeature(10, 0, { kind: "port", hex: "0302", capacity: 4, name: "Haven" });
    expect(e.document().features[0]).toEqual({ kind: "port", hex: "0302", capacity: 4, name: "Haven" });
    e.deleteFeaturesAt([10]);
    expect(e.document().features).toEqual([]);
    e.undo();
    e.undo();
    e.undo();
    expect(e.document().features).toEqual([{ kind: "port", hex: "0202", capacity: 2 }]);
  });
});

describe("selection, clipboard and resize", () => {
  it("copies a selection and pastes it elsewhere with terrain, features and roads", () => {
    const e = editor();
    e.setOptions({ values: { terrain: 2, nation: 1, seaZone: 1 } });
    drag(e, [at(e, 0), at(e, 1)]);
    e.setTool("road");
    drag(e, [at(e, 0), at(e, 1)]);
    e.setTool("feature");
    drag(e, [at(e, 0)]);
    e.setSelection([0, 1]);
    const clip = e.copySelection()!;
    const anchor = hexIndex(e.map.spec, { col: 4, row: 3 });
    expect(e.paste(clip, anchor)).toBe(2);
    const doc = e.document();
    expect(doc.terrain.rows[3]).toBe("ccccffcc");
    expect(doc.features.map((f) => f.hex).sort()).toEqual(["0101", "0504"]);
    expect(doc.roads.map((r) => r.path)).toContainEqual(["0504", "0604"]);
    e.undo();
    expect(e.document().terrain.rows[3]).toBe("cccccccc");
  });

  it("magic wand selects connected hexes of one terrain; delete clears their contents", () => {
    const e = editor();
    e.setOptions({ values: { terrain: 2, nation: 1, seaZone: 1 } });
    drag(e, [at(e, 0), at(e, 1), at(e, 2)]);
    e.setTool("feature");
    drag(e, [at(e, 1)]);
    e.setTool("select");
    e.setOptions({ selectMode: "wand" });
    drag(e, [at(e, 0)]);
    expect([...e.selection].sort((a, b) => a - b)).toEqual([0, 1, 2]);
    e.deleteSelectionContents();
    expect(e.document().features).toEqual([]);
  });

  it("adds a column on the left without moving what is painted relative to its neighbours", () => {
    const e = editor();
    e.setTool("hexside");
    drag(e, [at(e, 0, 1, 0.85)]);
    e.setTool("feature");
    drag(e, [at(e, 9)]);
    e.resize({ left: 1, right: 0, top: 0, bottom: 0 });
    const doc = e.document();
    expect(doc.grid.columns).toBe(9);
    expect(doc.grid.offset).toBe("even");
    expect(doc.hexsides[0]!.sides).toEqual(["0201-0301"]);
    expect(doc.features[0]!.hex).toBe("0302");
    expect(doc.terrain.rows[0]).toHaveLength(9);
    // Hex 0202's neighbours before are 0302's neighbours after, shifted one column.
    e.undo();
    expect(e.document().grid.columns).toBe(8);
    expect(e.document().features[0]!.hex).toBe("0202");
  });

  it("round-trips a document through the editor unchanged", () => {
    const doc = testMap();
    doc.terrain.rows[1] = "cfscfscf";
    doc.hexsides = [{ kind: "minor-river", sides: ["0101-0201", "0201-0202"] }];
    doc.roads = [{ kind: "primary", path: ["0101", "0102", "0103"] }];
    doc.features = [{ kind: "city", hex: "0303", name: "Burg" }];
    doc.seaZones[0]!.hexes = ["0302", "0602"];
    doc.borders = { legend: [{ char: "r", value: "red" }, { char: "b", value: "blue" }], rows: Array.from({ length: 6 }, () => "rrrrbbbb") };
    const e = new MapEditor(doc);
    expect(e.document()).toEqual(doc);
  });

  it("keeps a road step between hexes that are not adjacent, and keys sides by small integers", () => {
    const doc = testMap("pointy", 8, 6);
    doc.roads = [
      { kind: "primary", path: ["0101", "0201", "0301"] },
      { kind: "primary", path: ["0105", "0505"] },
    ];
    doc.hexsides = [{ kind: "ferry", sides: ["0806-0805", "0102-0101"] }];
    const e = new MapEditor(doc);
    expect(e.document().roads).toEqual(doc.roads);
    expect(e.document().hexsides).toEqual([{ kind: "ferry", sides: ["0101-0102", "0805-0806"] }]);
    for (const key of [...e.map.roads.keys(), ...e.map.hexsides.keys()]) expect(key).toBeLessThan(e.map.cells * 4);
    const spec = e.map.spec;
    for (let i = 0; i < e.map.cells; i++) {
      for (const n of neighbours(spec, { col: i % spec.columns, row: Math.floor(i / spec.columns) })) {
        const j = hexIndex(spec, n);
        expect(e.map.sideHexes(e.map.sideKey(i, j))).toEqual([Math.min(i, j), Math.max(i, j)]);
      }
    }
  });
});

describe("rectangle tool", () => {
  for (const orientation of ["flat", "pointy"] as const) {
    it(`paints the offset-coordinate rectangle between the two corner hexes, both included (${orientation}-top)`, () => {
      const e = editor(orientation);
      const spec = e.map.spec;
      e.setTool("rect");
      e.setOptions({ values: { terrain: 2, nation: 1, seaZone: 1 } });
      const from = hexIndex(spec, { col: 1, row: 1 });
      const to = hexIndex(spec, { col: 4, row: 3 });
      // The drag ends inside the corner hex, short of its centre (toward the start): it still counts.
      drag(e, [at(e, from), at(e, to, hexIndex(spec, { col: 3, row: 3 }), 0.7)]);
      const painted = [...e.map.terrain.keys()].filter((i) => e.map.terrain[i] === 2);
      const expected: number[] = [];
      for (let row = 1; row <= 3; row++) for (let col = 1; col <= 4; col++) expected.push(hexIndex(spec, { col, row }));
      expect(painted).toEqual(expected);
      // Every column (or row) of the rectangle has the same length: no zig-zag edge.
      expect(e.document().terrain.rows.slice(1, 4)).toEqual(["cffffccc", "cffffccc", "cffffccc"]);
      expect(e.history.canUndo).toBe(true);
    });

    it(`a rectangle dragged up and to the left is the same rectangle (${orientation}-top)`, () => {
      const e = editor(orientation);
      const spec = e.map.spec;
      e.setTool("rect");
      e.setOptions({ values: { terrain: 3, nation: 1, seaZone: 1 } });
      drag(e, [at(e, hexIndex(spec, { col: 5, row: 4 })), at(e, hexIndex(spec, { col: 2, row: 2 }))]);
      expect(e.document().terrain.rows).toEqual(["cccccccc", "cccccccc", "ccsssscc", "ccsssscc", "ccsssscc", "cccccccc"]);
    });
  }
});

describe("rectangle outline", () => {
  it("has one side for each hexside between the rectangle and the rest", () => {
    const e = editor("flat");
    const spec = e.map.spec;
    const from = hexIndex(spec, { col: 1, row: 1 });
    const to = hexIndex(spec, { col: 4, row: 3 });
    const inside = new Set(hexesInOffsetRect(spec, from, to));
    let crossing = 0;
    for (const i of inside) for (const n of neighbours(spec, { col: i % spec.columns, row: Math.floor(i / spec.columns) })) if (!inside.has(hexIndex(spec, n)) || !onGrid(spec, n)) crossing++;
    expect(offsetRectOutline(spec, from, to)).toHaveLength(crossing);
  });
});

describe("a viewer's read-only painter [#17 item 5]", () => {
  it("offers only select and pan, and drops every edit so the map stays as opened", () => {
    const e = editor();
    const original = JSON.stringify(e.document());
    e.makeReadOnly();
    expect(e.readOnly).toBe(true);
    expect(e.tool).toBe("select");
    for (const tool of ["brush", "fill", "hexside", "road", "feature", "eyedropper"] as const) {
      e.setTool(tool);
      expect(e.tool).toBe("select");
    }
    e.setTool("pan");
    expect(e.tool).toBe("pan");
    e.setTool("select");
    drag(e, [0, 1, 2].map((i) => at(e, i)));
    e.setCell("terrain", 0, 2);
    e.placeFeature(0);
    e.replaceTerrain(1, 2);
    e.resize({ left: 1, right: 0, top: 0, bottom: 0 });
    e.setSelection([0, 1]);
    e.deleteSelectionContents();
    expect(JSON.stringify(e.document())).toBe(original);
    expect(e.dirty).toBe(false);
    expect(e.history.canUndo).toBe(false);
  });
});

describe("a new fortification or capital has a real owner [#26 item 3]", () => {
  const fortificationsAt = (e: MapEditor, index: number) => e.map.features.filter((f) => f.hex === e.labelOf(index) && f.kind === "fortification");

  it("takes the hex's nation, else the one last used, else the map's first", () => {
    const e = editor();
    expect(e.map.meta.nations.length).toBeGreaterThanOrEqual(2);
    const [first, second] = e.map.meta.nations;
    e.setOptions({ featureKind: "fortification" });
    e.setCell("nation", 3, 2);
    e.placeFeature(3);
    expect(fortificationsAt(e, 3)).toEqual([expect.objectContaining({ originalOwner: second!.id })]);
    // A hex of no nation: the owner last used.
    e.placeFeature(5);
    expect(fortificationsAt(e, 5)).toEqual([expect.objectContaining({ originalOwner: second!.id })]);
    // Set in the inspector: that one is used next.
    e.updateFeature(5, 0, { kind: "fortification", hex: e.labelOf(5), originalOwner: first!.id });
    e.placeFeature(7);
    expect(fortificationsAt(e, 7)).toEqual([expect.objectContaining({ originalOwner: first!.id })]);
  });

  it("is not placed on a map without nations, and the designer is told why", () => {
    const e = editor();
    e.updateMeta("No nations", { ...e.map.meta, nations: [] });
    const notices: string[] = [];
    e.subscribe((event) => void (event.notice && notices.push(event.notice)));
    e.setOptions({ featureKind: "fortification" });
    e.placeFeature(3);
    expect(fortificationsAt(e, 3)).toEqual([]);
    expect(notices).toEqual(["A fortification belongs to a nation, and this map has none yet: add its nations first (Map settings, or the offer above the map)."]);
    e.setOptions({ featureKind: "city" });
    e.placeFeature(3);
    expect(e.map.features.some((f) => f.hex === e.labelOf(3) && f.kind === "city")).toBe(true);
  });
});
