import { describe, expect, it } from "vitest";
import { AreaEditor } from "./editor";
import { sampleMap, twoSquares } from "./test-maps";

const sorted = (m: Map<string, Set<string>>) => Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()]).sort());

describe("load and save", () => {
  it("round-trips the sample map exactly", () => {
    const doc = sampleMap();
    const ed = new AreaEditor(doc);
    expect(ed.document()).toEqual(doc);
    expect(JSON.stringify(ed.document())).toBe(JSON.stringify(doc));
  });

  it("shares vertices with equal coordinates between spaces", () => {
    const ed = new AreaEditor(twoSquares());
    // a, b and s: 4 + 2 + 2 distinct points (b's right side, s's bottom corners).
    expect(ed.model.vertices.size).toBe(8);
    const shared = ed.hitVertex({ x: 100, y: 100 })!;
    expect(ed.model.usersOf(shared.id).length).toBe(3);
  });

  it("derives the sample's connections from its outlines, with its straits and canal as manual additions", () => {
    const ed = new AreaEditor(sampleMap());
    expect(ed.model.manual.remove).toEqual([]);
    const derived = ed.derivedConnections();
    for (const [a, set] of derived) for (const b of set) expect(derived.get(b)?.has(a)).toBe(true);
    expect(ed.model.manual.add).toContain("sz-4\u0000sz-5");
    expect(derived.get("sz-9")?.has("sz-1")).toBe(true);
  });
});

describe("drawing", () => {
  it("draws a territory that snaps to its neighbour's corners and side, sharing the border exactly", () => {
    const ed = new AreaEditor(twoSquares());
    ed.setTool("draw");
    // A square right of b: corners snap to (200,0) and (200,100); (201,50) lands on b's right side.
    for (const [x, y] of [[201, 1], [300, 0], [300, 100], [199, 101], [201, 50]]) {
      ed.pointerDown(x!, y!);
      ed.pointerUp(x!, y!);
    }
    ed.pointerDown(200, 2);
    ed.pointerUp(200, 2);
    expect(ed.lastError).toBeNull();
    const id = ed.selectedSpace!;
    expect(ed.spaceView(id)!.polygons).toEqual([[200, 0, 300, 0, 300, 100, 200, 100, 200, 50]]);
    // b got the new vertex on its side too.
    expect(ed.spaceView("b")!.polygons[0]).toContain(50);
    expect(ed.connections().get(id)).toEqual(new Set(["b"]));
    expect(ed.undo()).toBe(true);
    expect(ed.document()).toEqual(twoSquares());
  });

  it("closes with Enter and cancels with Escape", () => {
    const ed = new AreaEditor(twoSquares());
    ed.setTool("draw");
    ed.setDrawKind("seaZone");
    for (const [x, y] of [[0, 220], [100, 220], [100, 290]]) ed.pointerDown(x!, y!);
    expect(ed.key("Escape")).toBe(true);
    expect(ed.spaceIds()).toHaveLength(3);
    for (const [x, y] of [[0, 220], [100, 220], [100, 290]]) ed.pointerDown(x!, y!);
    expect(ed.key("Enter")).toBe(true);
    expect(ed.spaceIds()).toHaveLength(4);
    expect(ed.kindOf(ed.selectedSpace!)).toBe("seaZone");
  });
});

describe("vertex editing", () => {
  it("moves a shared vertex in every space using it, as one undo step per drag", () => {
    const ed = new AreaEditor(twoSquares());
    ed.pointerDown(100, 100);
    for (let i = 1; i <= 10; i++) ed.pointerMove(100 + i, 100 + i);
    ed.pointerUp(110, 110);
    for (const id of ["a", "b", "s"]) expect(ed.spaceView(id)!.polygons.flat().join(",")).toContain("110,110");
    expect(sorted(ed.connections())).toEqual({ a: ["b", "s"], b: ["a", "s"], s: ["a", "b"] });
    ed.undo();
    expect(ed.document()).toEqual(twoSquares());
    ed.redo();
    expect(ed.spaceView("a")!.polygons[0]).toEqual([0, 0, 100, 0, 110, 110, 0, 100]);
  });

  it("inserts a vertex into both spaces sharing a side, and deletes it from both", () => {
    const ed = new AreaEditor(twoSquares());
    ed.setTool("insert-vertex");
    ed.pointerDown(101, 50);
    ed.pointerMove(120, 50);
    ed.pointerUp(120, 50);
    expect(ed.spaceView("a")!.polygons[0]).toEqual([0, 0, 100, 0, 120, 50, 100, 100, 0, 100]);
    expect(ed.spaceView("b")!.polygons[0]).toEqual([100, 0, 200, 0, 200, 100, 100, 100, 120, 50]);
    ed.setTool("delete-vertex");
    ed.pointerDown(120, 50);
    ed.pointerUp(120, 50);
    expect(ed.document()).toEqual(twoSquares());
    ed.undo();
    ed.undo();
    expect(ed.document()).toEqual(twoSquares());
  });

  it("Escape during a drag puts the vertex back", () => {
    const ed = new AreaEditor(twoSquares());
    ed.pointerDown(100, 0);
    ed.pointerMove(150, -40);
    ed.key("Escape");
    expect(ed.document()).toEqual(twoSquares());
    expect(ed.history.canUndo).toBe(false);
  });
});

describe("a viewer's read-only area editor [#17 item 5]", () => {
  it("offers only select and pan, refuses edits and drags nothing", () => {
    const ed = new AreaEditor(twoSquares());
    ed.makeReadOnly();
    expect(ed.readOnly).toBe(true);
    for (const tool of ["draw", "split", "merge", "label", "insert-vertex", "delete-vertex", "connect", "canal"] as const) {
      ed.setTool(tool);
      expect(ed.tool).toBe("select");
    }
    // A drag on a shared corner would move it in every space using it.
    ed.pointerDown(100, 100);
    for (let i = 1; i <= 10; i++) ed.pointerMove(100 + i, 100 + i);
    ed.pointerUp(110, 110);
    expect(ed.setSpaceProps("a", { name: "Renamed" })).toEqual({ error: "This map is open read-only." });
    expect(ed.document()).toEqual(twoSquares());
    expect(ed.dirty).toBe(false);
    expect(ed.history.canUndo).toBe(false);
  });
});
