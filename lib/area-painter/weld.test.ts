import { describe, expect, it } from "vitest";
import { AreaEditor } from "./editor";
import { twoSquares } from "./test-maps";

describe("dropping a vertex on another", () => {
  it("does not weld when the weld would leave a space no outline: the drawn triangle keeps its three corners", () => {
    // Found by the painter's undo/redo property: a triangle's corner dropped on a neighbour collapsed the triangle to no outline at all.
    const ed = new AreaEditor(twoSquares());
    ed.createSpaceFromPolygon("territory", [{ x: 0, y: 0 }, { x: 30, y: 0 }, { x: 30, y: 25 }]);
    const drawn = ed.spaceIds().find((id) => id.startsWith("territory"))!;
    ed.pointerDown(30, 25);
    ed.pointerMove(30, 16.5);
    ed.pointerUp(30, 8);
    for (const id of ed.spaceIds()) expect(ed.model.spaces.get(ed.model.keyOf(id)!)!.rings.length, id).toBeGreaterThan(0);
    expect(ed.spaceView(drawn)!.polygons[0]).toEqual([0, 0, 30, 0, 30, 8]);
    const doc = ed.document();
    while (ed.undo());
    expect(ed.document()).toEqual(twoSquares());
    while (ed.redo());
    expect(ed.document()).toEqual(doc);
  });
});
