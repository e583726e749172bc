import { describe, expect, it } from "vitest";
import { AreaEditor } from "./editor";
import { areaOf } from "./geometry";
import { sampleMap, twoSquares } from "./test-maps";

const areaOfSpace = (ed: AreaEditor, id: string) => ed.spaceView(id)!.polygons.reduce((s, p) => s + areaOf(p), 0);

describe("split and merge", () => {
  it("splits a square along a line; the neighbour across the cut gets the cut's end vertex", () => {
    const ed = new AreaEditor(twoSquares());
    ed.setTool("split");
    ed.pointerDown(50, -10);
    ed.pointerDown(50, 110);
    ed.key("Enter");
    expect(ed.lastError).toBeNull();
    const ids = ed.spaceIds();
    expect(ids).toEqual(["a", "b", "s", "a-2"]);
    expect(areaOfSpace(ed, "a") + areaOfSpace(ed, "a-2")).toBeCloseTo(10000, 6);
    // s shares the cut's lower end (50, 100), so its border with both halves stays exact.
    expect(ed.spaceView("s")!.polygons[0]).toEqual([0, 100, 50, 100, 100, 100, 200, 100, 200, 200, 0, 200]);
    const c = ed.connections();
    // The line runs south, so the west half (left of it) keeps "a"; the east half borders b.
    expect(c.get("a")).toEqual(new Set(["a-2", "s"]));
    expect(c.get("a-2")).toEqual(new Set(["a", "b", "s"]));
    expect(ed.spaceView("a-2")!.props).toMatchObject({ name: "A (2)", ipc: 0, originalOwner: "x" });
    expect(ed.spaceView("a")!.props).toMatchObject({ name: "A", ipc: 2 });
    ed.undo();
    expect(ed.document()).toEqual(twoSquares());
  });

  it("merging the halves gives back the area and one space", () => {
    const ed = new AreaEditor(twoSquares());
    ed.split("a", [{ x: 50, y: -10 }, { x: 50, y: 110 }]);
    ed.setTool("merge");
    ed.pointerDown(75, 50);
    ed.pointerDown(25, 50);
    expect(ed.lastError).toBeNull();
    expect(ed.spaceIds()).toHaveLength(3);
    expect(areaOfSpace(ed, ed.spaceIds().find((i) => i.startsWith("a"))!)).toBeCloseTo(10000, 6);
    ed.undo();
    ed.undo();
    expect(ed.document()).toEqual(twoSquares());
  });

  it("merging two spaces that do not touch makes an island group; different kinds are refused", () => {
    const ed = new AreaEditor(sampleMap());
    const islands = ed.spaceIds().filter((id) => ["gullrock", "tarn"].includes(id));
    expect(islands).toHaveLength(2);
    expect(ed.merge("gullrock", "tarn")).toBeNull();
    expect(ed.spaceView("gullrock")!.polygons).toHaveLength(2);
    expect(ed.merge("aurel", "sz-1")).toEqual({ error: "A territory and a sea zone cannot be merged." });
  });

  it("refuses a line that does not cut the space", () => {
    const ed = new AreaEditor(twoSquares());
    expect(ed.split("a", [{ x: 150, y: -10 }, { x: 150, y: 110 }])).toEqual({ error: 'The line does not cut "a" in two.' });
    expect(ed.history.canUndo).toBe(false);
  });
});

describe("wrap", () => {
  const wrapped = () => {
    const doc = twoSquares();
    doc.size.width = 200;
    doc.wrap.horizontal = true;
    return doc;
  };

  it("spaces on the west and east edges at overlapping heights are adjacent when wrap is on", () => {
    const ed = new AreaEditor(wrapped());
    // a (x 0–100, y 0–100) meets b (x 100–200) across x = 0 / 200 too, and s meets itself (not listed).
    expect(ed.derivedConnections().get("a")).toEqual(new Set(["b", "s"]));
    ed.setMapSettings({ wrap: { horizontal: false } });
    ed.moveVertex(ed.hitVertex({ x: 100, y: 0 })!.id, { x: 100, y: -1 });
    expect(ed.connections().get("a")?.has("b")).toBe(true);
    const doc = wrapped();
    doc.territories[1]!.polygons = [[120, 0, 200, 0, 200, 100, 120, 100]];
    const apart = new AreaEditor(doc);
    expect(apart.connections().get("a")?.has("b")).toBe(true);
    apart.setMapSettings({ wrap: { horizontal: false } });
    expect(apart.connections().get("a")?.has("b")).toBe(false);
    apart.undo();
    expect(apart.connections().get("a")?.has("b")).toBe(true);
  });
});
